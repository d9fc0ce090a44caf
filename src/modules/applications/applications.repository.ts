import { type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely'
import { eraseCandidateText, repointCandidate } from '../../db/candidate-rows.ts'
import type { DB } from '../../db/types.ts'
import { touchedAt } from '../../platform/concurrency.ts'
import { fetchPage, type PageRequest } from '../../platform/pagination.ts'
import type { StageType } from '../pipelines/pipelines.port.ts'
import type { ApplicationsTable, StageTransitionsTable } from './applications.table.ts'
import { searchTextPattern } from '../../db/like.ts'
import type { Handle } from '../../db/database.ts'

// Removed applications are kept but never shown. Written as `status <> 'removed'`, the
// predicate of the partial indexes, so that the planner can use them.

// ---- the application's own rows

export function insertApplication(trx: Transaction<DB>, row: Insertable<ApplicationsTable>) {
  return trx.insertInto('applications').values(row).returningAll().executeTakeFirstOrThrow()
}

/** Applications by the key of the system they were imported from, removed ones included. */
export function findApplicationsByExternalIds(db: Handle, tenantId: string, externalIds: readonly string[]) {
  if (externalIds.length === 0) return Promise.resolve([])
  return db.selectFrom('applications').selectAll().where('tenant_id', '=', tenantId).where('external_id', 'in', externalIds).execute()
}

export function findApplication(db: Handle, tenantId: string, id: string) {
  return db
    .selectFrom('applications')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '<>', 'removed')
    .executeTakeFirst()
}

/** Locked until the transaction ends, so a check and the change that follows see one state. */
export function findApplicationForUpdate(trx: Transaction<DB>, tenantId: string, id: string) {
  return trx
    .selectFrom('applications')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '<>', 'removed')
    .forUpdate()
    .executeTakeFirst()
}

export function findLiveApplicationOfAny(trx: Transaction<DB>, tenantId: string, candidateIds: string[], jobId: string) {
  return trx
    .selectFrom('applications')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', 'in', candidateIds)
    .where('job_id', '=', jobId)
    .where('status', '<>', 'removed')
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
  return trx
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('current_stage_id', '=', stageId)
    .where('status', '<>', 'removed')
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n))
}

export function lockApplicationsInStage(trx: Transaction<DB>, tenantId: string, stageId: string) {
  return trx
    .selectFrom('applications')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('current_stage_id', '=', stageId)
    .where('status', '<>', 'removed')
    .orderBy('created_at')
    .orderBy('id')
    .forUpdate()
    .execute()
}

/** Codes of the jobs on which both candidates have an application that was not removed. */
export async function jobsOfBoth(trx: Transaction<DB>, tenantId: string, candidateA: string, candidateB: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('applications as a')
    .innerJoin('applications as b', (join) =>
      join
        .onRef('b.tenant_id', '=', 'a.tenant_id')
        .onRef('b.job_id', '=', 'a.job_id')
        .on('b.candidate_id', '=', candidateB)
        .on('b.status', '<>', 'removed'),
    )
    .innerJoin('jobs', (join) => join.onRef('jobs.tenant_id', '=', 'a.tenant_id').onRef('jobs.id', '=', 'a.job_id'))
    .select('jobs.code')
    .where('a.tenant_id', '=', tenantId)
    .where('a.candidate_id', '=', candidateA)
    .where('a.status', '<>', 'removed')
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

export function insertTransition(trx: Transaction<DB>, row: Insertable<StageTransitionsTable>) {
  return trx.insertInto('stage_transitions').values(row).returningAll().executeTakeFirstOrThrow()
}

export function insertTransitions(trx: Transaction<DB>, rows: Insertable<StageTransitionsTable>[]) {
  if (rows.length === 0) return Promise.resolve()
  return trx.insertInto('stage_transitions').values(rows).execute()
}

export function updateTransition(
  trx: Transaction<DB>,
  tenantId: string,
  id: string,
  changes: Omit<Updateable<StageTransitionsTable>, 'updated_at'>,
) {
  return trx
    .updateTable('stage_transitions')
    .set({ ...changes, updated_at: touchedAt() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute()
}

export function deleteTransitions(trx: Transaction<DB>, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve()
  return trx.deleteFrom('stage_transitions').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute()
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
 * per row. Only reads; the other modules' rows are written by their own services.
 */
function views(db: Handle, tenantId: string) {
  return db
    .selectFrom('applications as a')
    .innerJoin('candidates as c', (join) => join.onRef('c.tenant_id', '=', 'a.tenant_id').onRef('c.id', '=', 'a.candidate_id'))
    .innerJoin('jobs as j', (join) => join.onRef('j.tenant_id', '=', 'a.tenant_id').onRef('j.id', '=', 'a.job_id'))
    .leftJoin('pipeline_stages as s', (join) => join.onRef('s.tenant_id', '=', 'a.tenant_id').onRef('s.id', '=', 'a.current_stage_id'))
    .leftJoin('users as u', (join) => join.onRef('u.tenant_id', '=', 'a.tenant_id').onRef('u.id', '=', 'a.assigned_recruiter_id'))
    .where('a.tenant_id', '=', tenantId)
    .where('a.status', '<>', 'removed')
}

const VIEW_COLUMNS = [
  'a.id',
  'a.candidate_id',
  'a.job_id',
  'a.current_stage_id',
  'a.status',
  'a.applied_date',
  'a.hired_date',
  'a.rejected_date',
  'a.rejection_reason_code',
  'a.rejection_reason',
  'a.source',
  'a.source_detail',
  'a.assigned_recruiter_id',
  'a.offer_accepted_at',
  'a.stage_updated_at',
  'a.is_demo',
  'a.created_at',
  'a.updated_at',
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

export function findView(db: Handle, tenantId: string, id: string) {
  return views(db, tenantId).select(VIEW_COLUMNS).where('a.id', '=', id).executeTakeFirst()
}

export type ApplicationView = NonNullable<Awaited<ReturnType<typeof findView>>>

export function listViews(db: Kysely<DB>, tenantId: string, filter: ApplicationFilter, page: PageRequest) {
  let query = views(db, tenantId)
  if (filter.job_id) query = query.where('a.job_id', '=', filter.job_id)
  if (filter.candidate_id) query = query.where('a.candidate_id', '=', filter.candidate_id)
  if (filter.stage_id) query = query.where('a.current_stage_id', '=', filter.stage_id)
  if (filter.stage_type) query = query.where('s.stage_type', '=', filter.stage_type)
  if (filter.status) query = query.where('a.status', '=', filter.status)
  if (filter.assigned_recruiter_id) query = query.where('a.assigned_recruiter_id', '=', filter.assigned_recruiter_id)
  // An application without a source of its own counts under its candidate's.
  if (filter.source) query = query.where((eb) => eb(eb.fn.coalesce('a.source', 'c.source'), '=', filter.source!))
  if (filter.search) {
    query = query.where('c.search_text', 'like', searchTextPattern(filter.search))
  }
  return fetchPage(
    page,
    async () => (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) =>
      query.select(VIEW_COLUMNS).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(limit).offset(offset).execute(),
  )
}
