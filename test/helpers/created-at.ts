import { sql } from 'kysely'
import type { DatabaseHandle } from '../../src/db/database.ts'

/**
 * Sets the `created_at` of one row of a tenant table, for a test of a list's order: records
 * created one after the other may share a millisecond, and then "newest first" is decided by
 * the tie-break alone. Pass `ctx.database.unguarded`; `key` names the row (its `id`, or the
 * table's own key such as `candidate_id`) and is always combined with the tenant.
 */
export function setCreatedAt(
  db: DatabaseHandle['db'],
  table: string,
  tenantId: string,
  key: Record<string, string>,
  at: Date | string,
): Promise<void> {
  return setInstant(db, table, 'created_at', tenantId, key, at)
}

/** The instants a list orders rows by: when they were made, or (public jobs) when they were published. */
type OrderingColumn = 'created_at' | 'published_at'

async function setInstant(
  db: DatabaseHandle['db'],
  table: string,
  column: OrderingColumn,
  tenantId: string,
  key: Record<string, string>,
  at: Date | string,
): Promise<void> {
  const conditions = Object.entries(key).map(([name, value]) => sql`${sql.ref(name)} = ${value}`)
  const { numAffectedRows } = await sql`
    UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${new Date(at).toISOString()}::timestamptz
    WHERE tenant_id = ${tenantId} AND ${sql.join(conditions, sql` AND `)}`.execute(db)
  if (numAffectedRows !== 1n)
    throw new Error(`setting ${column}: ${String(numAffectedRows)} rows of ${table} matched ${JSON.stringify(key)}`)
}

/** `ids` (oldest first) a second apart in `column`, the newest a second before `end`; answers the instants, oldest first. */
async function spaceOut(
  db: DatabaseHandle['db'],
  table: string,
  column: OrderingColumn,
  tenantId: string,
  ids: readonly string[],
  end: Date,
): Promise<string[]> {
  const instants = ids.map((_, i) => new Date(end.getTime() - (ids.length - i) * 1000).toISOString())
  for (const [i, id] of ids.entries()) await setInstant(db, table, column, tenantId, { id }, instants[i]!)
  return instants
}

/**
 * Gives rows of a tenant table, named by id oldest first, instants a second apart, the newest a
 * second before `end`: "newest first" is then decided by created_at alone. Rows made one after
 * the other may share a millisecond (the embedded database's clock has no finer grain), and a
 * list would order them by its tie-break instead. Answers the instants set, oldest first.
 */
export function spaceOutCreatedAt(
  db: DatabaseHandle['db'],
  table: string,
  tenantId: string,
  ids: readonly string[],
  end: Date = new Date(),
): Promise<string[]> {
  return spaceOut(db, table, 'created_at', tenantId, ids, end)
}

/**
 * The same for `published_at`, which the public job lists (the API's and the career site's)
 * order by: jobs opened one after the other may be published in the same millisecond.
 */
export function spaceOutPublishedAt(
  db: DatabaseHandle['db'],
  table: string,
  tenantId: string,
  ids: readonly string[],
  end: Date = new Date(),
): Promise<string[]> {
  return spaceOut(db, table, 'published_at', tenantId, ids, end)
}

/**
 * Moves every row of a tenant table a second back, at whole milliseconds, for a test of a list's
 * order over rows made before it: they are older than anything the test makes next, and rows
 * that shared a millisecond as the API shows them (it gives milliseconds) tie exactly, so the
 * list's tie-break decides between them as the test expects, whatever the database's clock.
 */
export async function ageCreatedAt(db: DatabaseHandle['db'], table: string, tenantId: string): Promise<void> {
  await sql`
    UPDATE ${sql.table(table)} SET created_at = date_trunc('milliseconds', created_at) - interval '1 second'
    WHERE tenant_id = ${tenantId}`.execute(db)
}
