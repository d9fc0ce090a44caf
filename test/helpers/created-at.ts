import { sql } from 'kysely'
import type { DatabaseHandle } from '../../src/db/database.ts'

/**
 * Sets the `created_at` of one row of a tenant table, for a test of a list's order: records
 * created one after the other may share a millisecond, and then "newest first" is decided by
 * the tie-break alone. Pass `ctx.database.unguarded`; `key` names the row (its `id`, or the
 * table's own key such as `candidate_id`) and is always combined with the tenant.
 */
export async function setCreatedAt(
  db: DatabaseHandle['db'],
  table: string,
  tenantId: string,
  key: Record<string, string>,
  at: Date | string,
): Promise<void> {
  const conditions = Object.entries(key).map(([column, value]) => sql`${sql.ref(column)} = ${value}`)
  const { numAffectedRows } = await sql`
    UPDATE ${sql.table(table)} SET created_at = ${new Date(at).toISOString()}::timestamptz
    WHERE tenant_id = ${tenantId} AND ${sql.join(conditions, sql` AND `)}`.execute(db)
  if (numAffectedRows !== 1n) throw new Error(`setCreatedAt: ${String(numAffectedRows)} rows of ${table} matched ${JSON.stringify(key)}`)
}
