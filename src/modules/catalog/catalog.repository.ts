import type { Insertable, Kysely, Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import { fetchPage, type PageRequest } from '../../platform/pagination.ts'
import type { CustomSourcesTable, RejectionReasonsTable } from './catalog.table.ts'
import type { Handle } from '../../db/database.ts'

// ---- rejection reasons

export function insertRejectionReasons(trx: Transaction<DB>, rows: Insertable<RejectionReasonsTable>[]) {
  return trx.insertInto('rejection_reasons').values(rows).returningAll().execute()
}

/** An active reason by its code; retired reasons stay on old applications but cannot be chosen. */
export function findRejectionReason(db: Handle, tenantId: string, code: string) {
  return db
    .selectFrom('rejection_reasons')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('code', '=', code)
    .where('is_active', '=', true)
    .executeTakeFirst()
}

/** Newest first; reasons made together (the seeded defaults) in code order. */
export function listRejectionReasons(db: Kysely<DB>, tenantId: string, page: PageRequest) {
  const query = db.selectFrom('rejection_reasons').where('tenant_id', '=', tenantId).where('is_active', '=', true)
  return fetchPage(
    page,
    async () => (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) => query.selectAll().orderBy('created_at', 'desc').orderBy('code').limit(limit).offset(offset).execute(),
  )
}

// ---- custom sources

export function insertCustomSource(trx: Transaction<DB>, row: Insertable<CustomSourcesTable>) {
  return trx.insertInto('custom_sources').values(row).returningAll().executeTakeFirstOrThrow()
}

export function findCustomSource(db: Handle, tenantId: string, value: string) {
  return db.selectFrom('custom_sources').selectAll().where('tenant_id', '=', tenantId).where('value', '=', value).executeTakeFirst()
}

export function listCustomSources(db: Kysely<DB>, tenantId: string, page: PageRequest) {
  const query = db.selectFrom('custom_sources').where('tenant_id', '=', tenantId)
  return fetchPage(
    page,
    async () => (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) => query.selectAll().orderBy('created_at', 'desc').orderBy('value').limit(limit).offset(offset).execute(),
  )
}
