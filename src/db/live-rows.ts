import type { Kysely, Selectable, Transaction } from 'kysely'
import type { DB } from './types.ts'

/** Tenant tables whose rows are soft-deleted: a deleted row is gone for every read. */
export type SoftDeletedTable = 'jobs' | 'candidates' | 'career_pages' | 'pipeline_templates'

/**
 * One live row of a tenant by id; another tenant's id finds nothing, so it answers 404 like an
 * unknown one. The tenant filter sits in the query, never after the fetch.
 */
export function findLiveRow<T extends SoftDeletedTable>(
  db: Kysely<DB> | Transaction<DB>,
  table: T,
  tenantId: string,
  id: string,
): Promise<Selectable<DB[T]> | undefined> {
  return liveRowQuery(db, table, tenantId, id).executeTakeFirst() as Promise<Selectable<DB[T]> | undefined>
}

/** The same row, locked for the rest of the transaction, so a check and the write after it see one state. */
export function lockLiveRow<T extends SoftDeletedTable>(
  trx: Transaction<DB>,
  table: T,
  tenantId: string,
  id: string,
): Promise<Selectable<DB[T]> | undefined> {
  return liveRowQuery(trx, table, tenantId, id).forUpdate().executeTakeFirst() as Promise<Selectable<DB[T]> | undefined>
}

function liveRowQuery(db: Kysely<DB> | Transaction<DB>, table: SoftDeletedTable, tenantId: string, id: string) {
  // Kysely cannot type a query over a table chosen at run time; the callers' signatures carry the row type.
  return (db as unknown as Kysely<Record<SoftDeletedTable, { tenant_id: string; id: string; is_deleted: boolean }>>)
    .selectFrom(table)
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('is_deleted', '=', false)
}
