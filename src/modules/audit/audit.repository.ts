import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import { fetchPage, type PageRequest } from '../../platform/pagination.ts'
import type { AuditLogsTable } from './audit.table.ts'
import type { Insertable } from 'kysely'

export interface AuditFilter {
  resource_type?: string
  resource_id?: string
  actor_id?: string
  from?: Date
  to?: Date
}

export function insertAuditEntry(trx: Transaction<DB>, entry: Insertable<AuditLogsTable>) {
  return trx.insertInto('audit_logs').values(entry).execute()
}

export function findAuditEntry(db: Kysely<DB>, tenantId: string, id: string) {
  return db.selectFrom('audit_logs').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
}

export function listAuditEntries(db: Kysely<DB>, tenantId: string, filter: AuditFilter, page: PageRequest) {
  let query = db.selectFrom('audit_logs').where('tenant_id', '=', tenantId)
  if (filter.resource_type) query = query.where('resource_type', '=', filter.resource_type)
  if (filter.resource_id) query = query.where('resource_id', '=', filter.resource_id)
  if (filter.actor_id) query = query.where('actor_id', '=', filter.actor_id)
  if (filter.from) query = query.where('created_at', '>=', filter.from)
  if (filter.to) query = query.where('created_at', '<=', filter.to)
  return fetchPage(
    page,
    async () => (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) => query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  )
}

/**
 * Replaces the values of `keys` in the entries about one record with a marker, keeping the
 * entries and which fields changed. Returns how many entries were touched.
 */
export async function redactValues(trx: Transaction<DB>, tenantId: string, resourceId: string, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0
  const result = await trx
    .updateTable('audit_logs')
    .set({
      changes: sql`(
        SELECT jsonb_object_agg(e.key, CASE WHEN e.key = ANY(${sql.val(keys)}::text[]) THEN ${REDACTED}::jsonb ELSE e.value END)
        FROM jsonb_each(audit_logs.changes) AS e
      )`,
    })
    .where('tenant_id', '=', tenantId)
    .where('resource_id', '=', resourceId)
    .where(sql<boolean>`changes ?| ${sql.val(keys)}::text[]`)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

const REDACTED = JSON.stringify('[erased]')
