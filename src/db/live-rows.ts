import type { Kysely, QueryCreator, Selectable, Transaction } from 'kysely'
import type { DB } from './types.ts'

/*
 * The live rows of a tenant table, one base query each: a read that must leave deleted or
 * removed rows out starts here, or joins one of these as a subquery, instead of repeating the
 * condition. The shared ones below serve the module that owns the table and the few reads of
 * it elsewhere (a candidate list filtered by job, the talent pool's search, evaluations of
 * applications still shown).
 */

/**
 * The tenant's applications that were not removed; removed ones are kept but never shown.
 * Written as `status <> 'removed'`, the predicate of the partial indexes, so that the planner
 * can use them. Columns are qualified, as queries built on this join tables with a `status` too.
 */
export function liveApplications(db: QueryCreator<DB>, tenantId: string) {
  return db.selectFrom('applications').where('applications.tenant_id', '=', tenantId).where('applications.status', '<>', 'removed')
}

/** The tenant's candidates that were not deleted (merged away, or deleted by HR). */
export function liveCandidates(db: QueryCreator<DB>, tenantId: string) {
  return db.selectFrom('candidates').where('candidates.tenant_id', '=', tenantId).where('candidates.is_deleted', '=', false)
}

/** The same candidates, as the target of an update: a deleted record never changes again. */
export function updateLiveCandidates(trx: Transaction<DB>, tenantId: string) {
  return trx.updateTable('candidates').where('candidates.tenant_id', '=', tenantId).where('candidates.is_deleted', '=', false)
}

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
