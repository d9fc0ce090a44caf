import { type Insertable, type Kysely, type SelectQueryBuilder, type Transaction, type Updateable } from 'kysely'
import { eraseCandidateText, repointCandidate } from '../../db/candidate-rows.ts'
import { liveApplications } from '../../db/live-rows.ts'
import type { DB } from '../../db/types.ts'
import { touchedAt } from '../../platform/concurrency.ts'
import { FEW_MATCHES, fetchFilteredPage, fetchPage, fetchSearchedPage, type PageRequest } from '../../platform/pagination.ts'
import type { StageType } from '../pipelines/pipelines.port.ts'
import type { ApplicationsTable, StageTransitionsTable } from './applications.table.ts'
import { liveCount, unfiltered } from '../../db/live-counts.ts'
import { searchMatches } from '../../db/like.ts'
import { newestKeysOfMatches, newestOfFewMatches, WALK_SHARE } from '../../db/few-matches.ts'
import type { Handle } from '../../db/database.ts'
import { changesStageFacts, factsOfNewApplication, refreshStageFacts } from '../../db/stage-facts.ts'

// ---- the application's own rows

export function insertApplication(trx: Transaction<DB>, row: Insertable<ApplicationsTable>) {
  return trx.insertInto('applications').values(row).returningAll().executeTakeFirstOrThrow()
}

/**
 * An application in its first stage, of type `firstStageType`, with the facts of the one-row
 * history its caller writes next with insertFirstTransition.
 */
export function insertNewApplication(trx: Transaction<DB>, row: Insertable<ApplicationsTable>, firstStageType: StageType) {
  return insertApplication(trx, { ...row, ...factsOfNewApplication(firstStageType) })
}

/** Applications by the key of the system they were imported from, removed ones included. */
export function findApplicationsByExternalIds(db: Handle, tenantId: string, externalIds: readonly string[]) {
  if (externalIds.length === 0) return Promise.resolve([])
  return db.selectFrom('applications').selectAll().where('tenant_id', '=', tenantId).where('external_id', 'in', externalIds).execute()
}

export function findApplication(db: Handle, tenantId: string, id: string) {
  return liveApplications(db, tenantId).selectAll().where('id', '=', id).executeTakeFirst()
}

/** Locked until the transaction ends, so a check and the change that follows see one state. */
export function findApplicationForUpdate(trx: Transaction<DB>, tenantId: string, id: string) {
  return liveApplications(trx, tenantId).selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

export function findLiveApplicationOfAny(trx: Transaction<DB>, tenantId: string, candidateIds: string[], jobId: string) {
  return liveApplications(trx, tenantId)
    .select('id')
    .where('candidate_id', 'in', candidateIds)
    .where('job_id', '=', jobId)
    .executeTakeFirst()
}

export function updateApplication(
  trx: Transaction<DB>,
  tenantId: string,
  id: string,
  changes: Omit<Updateable<ApplicationsTable>, 'updated_at'>,
) {
  return trx
    .updateTable('applications')
    .set({ ...changes, updated_at: touchedAt() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

export function countInStage(trx: Transaction<DB>, tenantId: string, stageId: string) {
  return liveApplications(trx, tenantId)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('current_stage_id', '=', stageId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n))
}

export function lockApplicationsInStage(trx: Transaction<DB>, tenantId: string, stageId: string) {
  return liveApplications(trx, tenantId)
    .selectAll()
    .where('current_stage_id', '=', stageId)
    .orderBy('created_at')
    .orderBy('id')
    .forUpdate()
    .execute()
}

/** Codes of the jobs on which both candidates have an application that was not removed. */
export async function jobsOfBoth(trx: Transaction<DB>, tenantId: string, candidateA: string, candidateB: string): Promise<string[]> {
  // Both sides are live applications: candidate B's join as the same base query.
  const ofB = liveApplications(trx, tenantId)
    .select(['applications.tenant_id', 'applications.job_id'])
    .where('applications.candidate_id', '=', candidateB)
    .as('b')
  const rows = await liveApplications(trx, tenantId)
    .innerJoin(ofB, (join) => join.onRef('b.tenant_id', '=', 'applications.tenant_id').onRef('b.job_id', '=', 'applications.job_id'))
    .innerJoin('jobs', (join) => join.onRef('jobs.tenant_id', '=', 'applications.tenant_id').onRef('jobs.id', '=', 'applications.job_id'))
    .select('jobs.code')
    .where('applications.candidate_id', '=', candidateA)
    .orderBy('jobs.code')
    .execute()
  return rows.map((r) => r.code)
}

/**
 * Re-points a candidate's applications, removed ones included, and their history at another
 * candidate.
 */
export async function moveCandidate(trx: Transaction<DB>, tenantId: string, fromId: string, intoId: string): Promise<void> {
  await repointCandidate(trx, 'applications', tenantId, fromId, intoId)
  await repointCandidate(trx, 'stage_transitions', tenantId, fromId, intoId)
}

/** Free text in a candidate's history (cover letters, HR notes) may describe the person. */
export function eraseNotesOfCandidate(trx: Transaction<DB>, tenantId: string, candidateId: string): Promise<number> {
  return eraseCandidateText(trx, 'stage_transitions', 'notes', tenantId, candidateId)
}

// ---- transitions
//
// Every write of the history goes through these five, and each brings the facts kept beside
// the history (src/db/stage-facts.ts) up to date in the same transaction, so that no path that
// writes history can leave the metrics reading stale facts: by computing them again, or, for a
// new application's first row, by its caller inserting the application with them.

export async function insertTransition(trx: Transaction<DB>, row: Insertable<StageTransitionsTable>) {
  const inserted = await trx.insertInto('stage_transitions').values(row).returningAll().executeTakeFirstOrThrow()
  if (changesStageFacts(inserted)) await refreshStageFacts(trx, inserted.tenant_id, [inserted.application_id])
  return inserted
}

/**
 * The `initial` row of an application inserted in this transaction by insertNewApplication with
 * the row's stage type: its facts are already those of this one-row history, so there is nothing
 * to refresh (a career-page submission is the hottest write path there is).
 */
export async function insertFirstTransition(trx: Transaction<DB>, row: Insertable<StageTransitionsTable> & { change_type: 'initial' }) {
  return trx.insertInto('stage_transitions').values(row).returningAll().executeTakeFirstOrThrow()
}

export async function insertTransitions(trx: Transaction<DB>, rows: Insertable<StageTransitionsTable>[]): Promise<void> {
  if (rows.length === 0) return
  await trx.insertInto('stage_transitions').values(rows).execute()
  for (const [tenantId, applicationIds] of applicationsByTenant(rows.filter(changesStageFacts))) {
    await refreshStageFacts(trx, tenantId, applicationIds)
  }
}

/** The columns of a history row that the facts are computed from. */
const FACT_INPUTS = ['change_type', 'to_stage_type', 'to_status', 'changed_at'] as const

/** A row stays with its application: the facts of one application are all a change can touch. */
export async function updateTransition(
  trx: Transaction<DB>,
  tenantId: string,
  id: string,
  changes: Omit<Updateable<StageTransitionsTable>, 'updated_at' | 'tenant_id' | 'id' | 'application_id'>,
): Promise<void> {
  const updated = await trx
    .updateTable('stage_transitions')
    .set({ ...changes, updated_at: touchedAt() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returning(['application_id'])
    .executeTakeFirst()
  if (updated && FACT_INPUTS.some((column) => column in changes)) await refreshStageFacts(trx, tenantId, [updated.application_id])
}

export async function deleteTransitions(trx: Transaction<DB>, tenantId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  const deleted = await trx
    .deleteFrom('stage_transitions')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .returning(['application_id'])
    .execute()
  await refreshStageFacts(
    trx,
    tenantId,
    deleted.map((row) => row.application_id),
  )
}

function applicationsByTenant(rows: readonly { tenant_id: string; application_id: string }[]): Map<string, string[]> {
  const byTenant = new Map<string, string[]>()
  for (const row of rows) byTenant.set(row.tenant_id, [...(byTenant.get(row.tenant_id) ?? []), row.application_id])
  return byTenant
}

/** The histories of several applications, each oldest first. */
export function transitionsOfApplications(db: Handle, tenantId: string, applicationIds: readonly string[]) {
  if (applicationIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('stage_transitions')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('application_id', 'in', applicationIds)
    .orderBy('application_id')
    .orderBy('changed_at')
    .orderBy('id')
    .execute()
}

export async function lastChangedAt(trx: Transaction<DB>, tenantId: string, applicationId: string): Promise<Date | undefined> {
  const row = await trx
    .selectFrom('stage_transitions')
    .select((eb) => eb.fn.max('changed_at').as('at'))
    .where('tenant_id', '=', tenantId)
    .where('application_id', '=', applicationId)
    .executeTakeFirst()
  return row?.at ?? undefined
}

/** Oldest first; `changed_at` strictly grows per application (see the service), `id` only breaks imported ties. */
export function listTransitions(db: Kysely<DB>, tenantId: string, applicationId: string, page: PageRequest) {
  const query = db.selectFrom('stage_transitions').where('tenant_id', '=', tenantId).where('application_id', '=', applicationId)
  return fetchPage(
    page,
    async () => (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) => query.selectAll().orderBy('changed_at').orderBy('id').limit(limit).offset(offset).execute(),
  )
}

// ---- other modules' rows this module reads

/**
 * The people who act on applications and are assigned to them. Read here rather than through the
 * users service because these reads must run inside the caller's transaction.
 */
export function findMember(trx: Transaction<DB>, tenantId: string, userId: string) {
  return trx
    .selectFrom('users')
    .select(['id', 'full_name', 'is_active'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirst()
}

// ---- the read model: an application with what a client shows beside it

export interface ApplicationFilter {
  job_id?: string
  candidate_id?: string
  stage_id?: string
  stage_type?: StageType
  status?: 'active' | 'hired' | 'rejected'
  source?: string
  assigned_recruiter_id?: string
  /** Already folded by the candidates module's `searchTermOf`. */
  search?: string
}

/**
 * Joins for display and for filtering on candidate text: one query per page instead of a lookup
 * per row. Only reads; the other modules' rows are written by their own services. `live` is the
 * tenant's live applications: their base query (listViews), or a CTE that narrowed them to one
 * (findView).
 */
function views(live: SelectQueryBuilder<DB, 'applications', object>) {
  return live
    .innerJoin('candidates as c', (join) =>
      join.onRef('c.tenant_id', '=', 'applications.tenant_id').onRef('c.id', '=', 'applications.candidate_id'),
    )
    .innerJoin('jobs as j', (join) => join.onRef('j.tenant_id', '=', 'applications.tenant_id').onRef('j.id', '=', 'applications.job_id'))
    .leftJoin('pipeline_stages as s', (join) =>
      join.onRef('s.tenant_id', '=', 'applications.tenant_id').onRef('s.id', '=', 'applications.current_stage_id'),
    )
    .leftJoin('users as u', (join) =>
      join.onRef('u.tenant_id', '=', 'applications.tenant_id').onRef('u.id', '=', 'applications.assigned_recruiter_id'),
    )
}

const VIEW_COLUMNS = [
  'applications.id',
  'applications.candidate_id',
  'applications.job_id',
  'applications.current_stage_id',
  'applications.status',
  'applications.applied_date',
  'applications.hired_date',
  'applications.rejected_date',
  'applications.rejection_reason_code',
  'applications.rejection_reason',
  'applications.source',
  'applications.source_detail',
  'applications.assigned_recruiter_id',
  'applications.offer_accepted_at',
  'applications.stage_updated_at',
  'applications.is_demo',
  'applications.created_at',
  'applications.updated_at',
  'c.code as candidate_code',
  'c.full_name as candidate_full_name',
  'c.email as candidate_email',
  'c.source as candidate_source',
  'c.source_detail as candidate_source_detail',
  'j.code as job_code',
  's.name as stage_name',
  's.stage_type as stage_type',
  'u.full_name as assigned_recruiter_name',
] as const

/**
 * One application as shown. Its row is read by its key first, in a materialized CTE (a fence the
 * planner keeps), then each joined row by its own key. Planned as one join, tables that had grown
 * since their statistics were last taken (a busy new tenant) got a plan walking every candidate
 * of the tenant and every application of the job: 270 ms instead of a fraction of one.
 */
export function findView(db: Handle, tenantId: string, id: string) {
  const one = db.with(
    (cte) => cte('applications').materialized(),
    () => liveApplications(db, tenantId).selectAll().where('applications.id', '=', id),
  )
  // The tenant is stated again outside the CTE, which the planner does not look into: from here it
  // reaches each joined table's index condition (without it the joins are planned otherwise).
  return views(one.selectFrom('applications').where('applications.tenant_id', '=', tenantId))
    .select(VIEW_COLUMNS)
    .executeTakeFirst()
}

export type ApplicationView = NonNullable<Awaited<ReturnType<typeof findView>>>

/**
 * A page of applications as shown. Unfiltered, its total is the kept live count; searched, its
 * matches are read once for the total and the page's keys; filtered otherwise, it is counted
 * first and a few matches are read apart before they are ordered, as candidates are
 * (candidates.repository.ts listCandidates says why).
 */
export function listViews(
  db: Kysely<DB>,
  tenantId: string,
  filter: ApplicationFilter,
  page: PageRequest,
  fewMatches = FEW_MATCHES,
  walkShare = WALK_SHARE,
) {
  let query = views(liveApplications(db, tenantId))
  if (filter.job_id) query = query.where('applications.job_id', '=', filter.job_id)
  if (filter.candidate_id) query = query.where('applications.candidate_id', '=', filter.candidate_id)
  if (filter.stage_id) query = query.where('applications.current_stage_id', '=', filter.stage_id)
  if (filter.stage_type) query = query.where('s.stage_type', '=', filter.stage_type)
  if (filter.status) query = query.where('applications.status', '=', filter.status)
  if (filter.assigned_recruiter_id) query = query.where('applications.assigned_recruiter_id', '=', filter.assigned_recruiter_id)
  // An application without a source of its own counts under its candidate's.
  if (filter.source) query = query.where((eb) => eb(eb.fn.coalesce('applications.source', 'c.source'), '=', filter.source!))
  if (filter.search) {
    query = query.where(searchMatches({ text: 'c.search_text', code: 'c.code' }, filter.search))
  }
  const newestFirst = (limit: number, offset: number) =>
    query.select(VIEW_COLUMNS).orderBy('applications.created_at', 'desc').orderBy('applications.id', 'desc').limit(limit).offset(offset)
  // Every live application has its candidate and job rows, so the joins drop none of them.
  if (unfiltered(filter))
    return fetchPage(
      page,
      () => liveCount(db, tenantId, 'applications'),
      (limit, offset) => newestFirst(limit, offset).execute(),
    )
  if (filter.search)
    return fetchSearchedPage(
      page,
      (limit, offset) =>
        newestKeysOfMatches(
          db,
          query.select(['applications.id', 'applications.created_at']),
          { tenantId, table: 'applications' },
          limit,
          offset,
          walkShare,
        ),
      (ids) => views(liveApplications(db, tenantId)).select(VIEW_COLUMNS).where('applications.id', 'in', ids).execute(),
    )
  return fetchFilteredPage(
    page,
    async () => (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset, few) =>
      few ? newestOfFewMatches(db, query.select(VIEW_COLUMNS), limit, offset) : newestFirst(limit, offset).execute(),
    fewMatches,
  )
}
