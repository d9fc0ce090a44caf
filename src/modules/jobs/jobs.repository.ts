import { type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely'
import { findLiveRow, lockLiveRow } from '../../db/live-rows.ts'
import type { DB } from '../../db/types.ts'
import { touchedAt } from '../../platform/concurrency.ts'
import { fetchPage, type PageRequest } from '../../platform/pagination.ts'
import type { JobsTable } from './jobs.table.ts'
import type { Job, JobStatus } from './jobs.port.ts'
import { containsPattern, escapeLike } from '../../db/like.ts'
import type { Handle } from '../../db/database.ts'

export function insertJob(trx: Transaction<DB>, job: Insertable<JobsTable>) {
  return trx.insertInto('jobs').values(job).returningAll().executeTakeFirstOrThrow()
}

/** Jobs by the key of the system they were imported from, deleted ones included. */
export function findJobsByExternalIds(db: Handle, tenantId: string, externalIds: readonly string[]) {
  if (externalIds.length === 0) return Promise.resolve([])
  return db.selectFrom('jobs').selectAll().where('tenant_id', '=', tenantId).where('external_id', 'in', externalIds).execute()
}

export function findJob(db: Handle, tenantId: string, id: string) {
  return findLiveRow(db, 'jobs', tenantId, id)
}

/** The job, locked until the transaction ends: status moves and pipeline edits queue on it. */
export function findJobForUpdate(trx: Transaction<DB>, tenantId: string, id: string) {
  return lockLiveRow(trx, 'jobs', tenantId, id)
}

export function updateJob(trx: Transaction<DB>, tenantId: string, id: string, changes: Omit<Updateable<JobsTable>, 'updated_at'>) {
  return trx
    .updateTable('jobs')
    .set({ ...changes, updated_at: touchedAt() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function slugsStartingWith(db: Handle, tenantId: string, base: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('jobs')
    .select('slug')
    .where('tenant_id', '=', tenantId)
    .where('slug', 'like', `${escapeLike(base)}%`)
    .execute()
  return new Set(rows.map((r) => r.slug))
}

/**
 * The tenant's live jobs: every read of jobs that leaves deleted ones out starts here, so neither
 * the tenant nor the deleted flag is a condition to remember.
 */
function liveJobs(db: Handle, tenantId: string) {
  return db.selectFrom('jobs').where('tenant_id', '=', tenantId).where('is_deleted', '=', false)
}

export function listJobs(db: Kysely<DB>, tenantId: string, filter: { status?: JobStatus }, page: PageRequest) {
  let query = liveJobs(db, tenantId)
  if (filter.status) query = query.where('status', '=', filter.status)
  return fetchPage(
    page,
    async () => (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) => query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  )
}

export interface PublicJobFilter {
  search?: string
  department?: string
  location?: string
  employment_type?: string
  work_setup?: string
}

const PUBLIC_COLUMNS = [
  'id',
  'code',
  'slug',
  'title',
  'department',
  'employment_type',
  'work_setup',
  'location_display',
  'salary_min',
  'salary_max',
  'currency',
  'description_html',
  'published_at',
] as const

/** Only what a career page shows: open, public, not deleted; and only the public columns. */
function publicJobs(db: Handle, tenantId: string) {
  return liveJobs(db, tenantId).where('status', '=', 'open').where('is_public', '=', true)
}

export function listPublicJobs(db: Kysely<DB>, tenantId: string, filter: PublicJobFilter, page: PageRequest) {
  let query = publicJobs(db, tenantId)
  if (filter.department) query = query.where('department', '=', filter.department)
  if (filter.employment_type) query = query.where('employment_type', '=', filter.employment_type as never)
  if (filter.work_setup) query = query.where('work_setup', '=', filter.work_setup as never)
  if (filter.location) query = query.where('location_display', 'ilike', containsPattern(filter.location))
  if (filter.search) {
    const pattern = containsPattern(filter.search)
    query = query.where((eb) =>
      eb.or([eb('title', 'ilike', pattern), eb('department', 'ilike', pattern), eb('location_display', 'ilike', pattern)]),
    )
  }
  return fetchPage(
    page,
    async () => (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) =>
      query.select(PUBLIC_COLUMNS).orderBy('published_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  )
}

export function findPublicJob(db: Kysely<DB>, tenantId: string, identifier: { slug: string } | { code: string }) {
  const query = publicJobs(db, tenantId).select(PUBLIC_COLUMNS)
  return ('slug' in identifier ? query.where('slug', '=', identifier.slug) : query.where('code', '=', identifier.code)).executeTakeFirst()
}

/** The departments and locations named on the open public jobs, one row per pair: a career page's filter choices. */
export function publicJobFacets(db: Kysely<DB>, tenantId: string) {
  return publicJobs(db, tenantId).select(['department', 'location_display']).distinct().execute()
}

/** Departments named on the tenant's jobs that are not deleted, one row each. */
export function departmentsInUse(db: Handle, tenantId: string) {
  return liveJobs(db, tenantId).select('department').distinct().where('department', 'is not', null).execute()
}

/** What a job is to the rest of the service (the jobs port). */
const JOB_COLUMNS = ['id', 'code', 'title', 'department', 'status', 'is_deleted'] as const satisfies readonly (keyof Job)[]

/**
 * The job an application is created on or changed in, deleted or not, held with a share lock:
 * status changes and pipeline edits (which lock the job for update) wait for the application
 * change, and the change sees their result when they came first.
 */
export function findJobForApplication(trx: Transaction<DB>, tenantId: string, id: string): Promise<Job | undefined> {
  return trx.selectFrom('jobs').select(JOB_COLUMNS).where('tenant_id', '=', tenantId).where('id', '=', id).forShare().executeTakeFirst()
}

/**
 * A live job named by id, slug or code, whatever its status: the caller decides what it allows.
 * Locked until the transaction ends, as for any new application: no closing or deletion slips in.
 */
export function findJobByReference(
  trx: Transaction<DB>,
  tenantId: string,
  reference: { id: string } | { slug: string } | { code: string },
) {
  let query = liveJobs(trx, tenantId).selectAll().forShare()
  if ('id' in reference) query = query.where('id', '=', reference.id)
  else if ('code' in reference) query = query.where('code', '=', reference.code)
  else query = query.where('slug', '=', reference.slug)
  return query.executeTakeFirst()
}
