import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely'
import { findLiveRow, lockLiveRow } from '../../db/live-rows.ts'
import type { DB } from '../../db/types.ts'
import { touchedAt } from '../../platform/concurrency.ts'
import { fetchPage, type PageRequest } from '../../platform/pagination.ts'
import type { CareerPagesTable } from './career-pages.table.ts'
import { containsPattern } from '../../db/like.ts'
import { crossTenant } from '../../db/cross-tenant.ts'
import type { Handle } from '../../db/database.ts'

export function insertPage(trx: Transaction<DB>, page: Insertable<CareerPagesTable>) {
  return trx.insertInto('career_pages').values(page).returningAll().executeTakeFirstOrThrow()
}

export function findPage(db: Handle, tenantId: string, id: string) {
  return findLiveRow(db, 'career_pages', tenantId, id)
}

/** Locks the row for the rest of the transaction, so a check and the write that follows it see one state. */
export function findPageForUpdate(trx: Transaction<DB>, tenantId: string, id: string) {
  return lockLiveRow(trx, 'career_pages', tenantId, id)
}

/**
 * The public lookup: a visitor knows only the subdomain, so this one query crosses tenants.
 * Subdomains are unique across tenants (see the migration), so at most one page answers.
 */
export function findPublishedPageBySubdomain(db: Handle, subdomain: string) {
  return db
    .selectFrom('career_pages')
    .selectAll()
    .where(sql<string>`lower(subdomain)`, '=', subdomain.toLowerCase())
    .where('is_deleted', '=', false)
    .where('is_published', '=', true)
    .modifyEnd(crossTenant('career-page-by-subdomain'))
    .executeTakeFirst()
}

/** Changes a page; `updated_at` moves forward with every change (see `touchedAt`). */
export function updatePage(
  trx: Transaction<DB>,
  tenantId: string,
  id: string,
  changes: Omit<Updateable<CareerPagesTable>, 'updated_at' | 'theme'> & { theme?: string },
) {
  return trx
    .updateTable('career_pages')
    .set({ ...changes, updated_at: touchedAt() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/**
 * A tenant taking back a subdomain that one of its own deleted pages still holds: the deleted
 * page lets go of it. Another tenant's deleted page keeps it (the insert then fails with 409).
 */
export function releaseSubdomainOfDeletedPage(trx: Transaction<DB>, tenantId: string, subdomain: string) {
  return trx
    .updateTable('career_pages')
    .set({ subdomain: null })
    .where('tenant_id', '=', tenantId)
    .where(sql<string>`lower(subdomain)`, '=', subdomain.toLowerCase())
    .where('is_deleted', '=', true)
    .execute()
}

export interface CareerPageFilter {
  search?: string
  is_published?: boolean
}

/** The tenant's live career pages: reads that leave deleted pages out start here. */
function livePages(db: Handle, tenantId: string) {
  return db.selectFrom('career_pages').where('tenant_id', '=', tenantId).where('is_deleted', '=', false)
}

export function listPages(db: Kysely<DB>, tenantId: string, filter: CareerPageFilter, page: PageRequest) {
  let query = livePages(db, tenantId)
  if (filter.is_published !== undefined) query = query.where('is_published', '=', filter.is_published)
  if (filter.search) {
    const pattern = containsPattern(filter.search)
    query = query.where((eb) => eb.or([eb('title', 'ilike', pattern), eb('subdomain', 'ilike', pattern), eb('code', 'ilike', pattern)]))
  }
  return fetchPage(
    page,
    async () => (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) => query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  )
}
