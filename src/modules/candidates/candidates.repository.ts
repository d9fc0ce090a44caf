import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely'
import { findLiveRow, liveApplications, liveCandidates, lockLiveRow, updateLiveCandidates } from '../../db/live-rows.ts'
import type { DB } from '../../db/types.ts'
import { touchedAt } from '../../platform/concurrency.ts'
import { FEW_MATCHES, fetchFilteredPage, fetchPage, fetchSearchedPage, type PageRequest } from '../../platform/pagination.ts'
import { CANDIDATE_FILE_PURPOSES, type CandidateFile } from './candidates.port.ts'
import type { CandidatesTable } from './candidates.table.ts'
import type { Handle } from '../../db/database.ts'
import { liveCount, unfiltered } from '../../db/live-counts.ts'
import { containsPattern, searchMatches } from '../../db/like.ts'
import { newestKeysOfMatches, newestOfFewMatches, WALK_SHARE } from '../../db/few-matches.ts'

export interface CandidateFilter {
  /** Already folded by `searchTermOf`. */
  search?: string
  created_before?: Date
  source?: string
  tag?: string
  location?: string
  job_id?: string
  is_blacklisted?: boolean
  needs_manual_review?: boolean
}

/**
 * Merges the entries waiting in the search index's pending list into the index proper, in bulk
 * (migration 0024); answers how many pending pages were merged. Only the index's owner may.
 * The one statement here without a tenant: it maintains the index, whose list holds every
 * tenant's new rows, and reads or returns no row of any.
 */
export async function mergePendingSearchEntries(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ pages: number }>`
    select gin_clean_pending_list('candidates_tenant_search_idx'::regclass)::int as pages`.execute(db)
  return rows[0]!.pages
}

export function insertCandidate(trx: Transaction<DB>, candidate: Insertable<CandidatesTable>) {
  return trx.insertInto('candidates').values(candidate).returningAll().executeTakeFirstOrThrow()
}

/** Candidates by the key of the system they were imported from, deleted ones included. */
export function findCandidatesByExternalIds(db: Handle, tenantId: string, externalIds: readonly string[]) {
  if (externalIds.length === 0) return Promise.resolve([])
  return db.selectFrom('candidates').selectAll().where('tenant_id', '=', tenantId).where('external_id', 'in', externalIds).execute()
}

export function findCandidate(db: Handle, tenantId: string, id: string) {
  return findLiveRow(db, 'candidates', tenantId, id)
}

export function findCandidateForUpdate(trx: Transaction<DB>, tenantId: string, id: string) {
  return lockLiveRow(trx, 'candidates', tenantId, id)
}

export function updateCandidate(
  trx: Transaction<DB>,
  tenantId: string,
  id: string,
  changes: Omit<Updateable<CandidatesTable>, 'updated_at'>,
) {
  return trx
    .updateTable('candidates')
    .set({ ...changes, updated_at: touchedAt() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** A live candidate sharing a person's e-mail or phone, as the duplicate look-up needs it. */
export interface Lookalike {
  id: string
  duplicate_of_id: string | null
  email_normalized: string | null
}

/** The live candidates sharing the e-mail or the phone (normalized), earliest first. */
function lookalikesQuery(db: Handle, tenantId: string, { email, phone }: { email: string | null; phone: string | null }) {
  return liveCandidates(db, tenantId)
    .select(['id', 'duplicate_of_id', 'email_normalized'])
    .where((eb) => {
      const matches = []
      if (email) matches.push(eb('email_normalized', '=', email))
      if (phone) matches.push(eb('phone_normalized', '=', phone))
      return eb.or(matches)
    })
    .orderBy('created_at')
    .orderBy('id')
}

/**
 * The earliest live candidate with the same e-mail or phone, other than `excludeId` (the record
 * itself, when it is already written): the one a record is a duplicate of.
 */
export function findEarlierMatch(
  db: Handle,
  tenantId: string,
  { email, phone, excludeId }: { email: string | null; phone: string | null; excludeId?: string },
): Promise<Lookalike | undefined> {
  if (!email && !phone) return Promise.resolve(undefined)
  let query = lookalikesQuery(db, tenantId, { email, phone })
  if (excludeId) query = query.where('id', '<>', excludeId)
  return query.limit(1).executeTakeFirst()
}

/**
 * Every live candidate with the e-mail or the phone, earliest first: whom a new applicant may
 * already be, read once for both questions a submission asks (applied already? a duplicate of?).
 */
export async function findLookalikes(
  db: Handle,
  tenantId: string,
  person: { email: string | null; phone: string | null },
): Promise<Lookalike[]> {
  if (!person.email && !person.phone) return []
  return lookalikesQuery(db, tenantId, person).execute()
}

/**
 * A page of candidates. Unfiltered, its total is the kept live count. Searched, the matches are
 * read once for both the total and the page's keys (fetchSearchedPage). Filtered otherwise, it
 * is counted first (fetchFilteredPage): a filter kept by a few rows reads those rows apart, in a
 * materialized CTE (a fence the planner keeps), then orders them. Left to itself on a table
 * growing faster than its statistics, the planner once took a term found in one row for one
 * found in 1 % of them and walked the tenant's newest-first index for a page: 24,000 rows at
 * 29,000 candidates, slower with every row added (a soak's slowest reads). A filter most rows
 * pass keeps the walk, which finds its page in the first few hundred rows.
 */
export function listCandidates(
  db: Kysely<DB>,
  tenantId: string,
  filter: CandidateFilter,
  page: PageRequest,
  fewMatches = FEW_MATCHES,
  walkShare = WALK_SHARE,
) {
  let query = liveCandidates(db, tenantId)
  if (filter.search) query = query.where(searchMatches({ text: 'candidates.search_text', code: 'candidates.code' }, filter.search))
  if (filter.created_before) query = query.where('candidates.created_at', '<', filter.created_before)
  if (filter.source) query = query.where('source', '=', filter.source)
  if (filter.tag) query = query.where((eb) => eb(eb.val(filter.tag!), '=', eb.fn.any('tags')))
  if (filter.location) query = query.where('location_display', 'ilike', containsPattern(filter.location))
  if (filter.is_blacklisted !== undefined) query = query.where('is_blacklisted', '=', filter.is_blacklisted)
  if (filter.needs_manual_review !== undefined) query = query.where('needs_manual_review', '=', filter.needs_manual_review)
  if (filter.job_id) {
    const onJob = liveApplications(db, tenantId).select('applications.candidate_id').where('applications.job_id', '=', filter.job_id)
    query = query.where('candidates.id', 'in', onJob)
  }
  const newestFirst = (limit: number, offset: number) =>
    query.selectAll('candidates').orderBy('candidates.created_at', 'desc').orderBy('candidates.id', 'desc').limit(limit).offset(offset)
  if (unfiltered(filter))
    return fetchPage(
      page,
      () => liveCount(db, tenantId, 'candidates'),
      (limit, offset) => newestFirst(limit, offset).execute(),
    )
  if (filter.search)
    return fetchSearchedPage(
      page,
      (limit, offset) =>
        newestKeysOfMatches(
          db,
          query.select(['candidates.id', 'candidates.created_at']),
          { tenantId, table: 'candidates' },
          limit,
          offset,
          walkShare,
        ),
      (ids) => liveCandidates(db, tenantId).selectAll('candidates').where('candidates.id', 'in', ids).execute(),
    )
  return fetchFilteredPage(
    page,
    async () => (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset, few) =>
      few ? newestOfFewMatches(db, query.selectAll('candidates'), limit, offset) : newestFirst(limit, offset).execute(),
    fewMatches,
  )
}

/**
 * The stored files of a candidate (see CANDIDATE_FILE_PURPOSES). These two queries touch the
 * platform's `files` table from here because files.repository.ts has no list or delete yet;
 * they belong there.
 */

export function listCandidateFiles(
  trx: Transaction<DB>,
  tenantId: string,
  candidateId: string,
  alsoFileId: string | null,
): Promise<CandidateFile[]> {
  return trx
    .selectFrom('files')
    .select(['id', 'storage_key'])
    .where('tenant_id', '=', tenantId)
    .where('purpose', 'in', CANDIDATE_FILE_PURPOSES)
    .where((eb) => {
      const mine = [eb('resource_id', '=', candidateId)]
      if (alsoFileId) mine.push(eb('id', '=', alsoFileId))
      return eb.or(mine)
    })
    .execute()
}

export async function deleteFiles(trx: Transaction<DB>, tenantId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  await trx.deleteFrom('files').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute()
}

/** Records flagged as copies of `fromId` now point at the record it was merged into; answers them as they now are. */
export function repointDuplicateFlags(trx: Transaction<DB>, tenantId: string, fromId: string, intoId: string) {
  return updateLiveCandidates(trx, tenantId)
    .set({ duplicate_of_id: intoId, updated_at: touchedAt() })
    .where('duplicate_of_id', '=', fromId)
    .where('id', '<>', intoId)
    .returningAll()
    .execute()
}

/** Files about a person follow the person (CVs, pictures), so that erasing the survivor erases them too. */
export async function moveCandidateFiles(trx: Transaction<DB>, tenantId: string, fromId: string, intoId: string): Promise<void> {
  await trx
    .updateTable('files')
    .set({ resource_id: intoId })
    .where('tenant_id', '=', tenantId)
    .where('purpose', 'in', CANDIDATE_FILE_PURPOSES)
    .where('resource_id', '=', fromId)
    .execute()
}
