import { sql, type Insertable, type Transaction, type Updateable } from 'kysely'
import { eraseCandidateTextRows, repointCandidate, repointCandidateRows } from '../../db/candidate-rows.ts'
import type { DB } from '../../db/types.ts'
import { touchedAt } from '../../platform/concurrency.ts'
import { fetchPage, type PageRequest } from '../../platform/pagination.ts'
import type { InterviewScheduleLinksTable, InterviewsTable } from './interviews.table.ts'
import type { InterviewStatus } from './interviews.port.ts'
import { crossTenant } from '../../db/cross-tenant.ts'
import { lockNames } from '../../db/locks.ts'
import type { Handle } from '../../db/database.ts'

/** Statuses in which an interview still takes its interviewers' time. */
export const BOOKED_STATUSES: readonly InterviewStatus[] = ['scheduled', 'rescheduled']

// ---- interviews

export function insertInterview(trx: Transaction<DB>, row: Insertable<InterviewsTable>) {
  return trx.insertInto('interviews').values(row).returningAll().executeTakeFirstOrThrow()
}

/** Interviews by the key of the system they were imported from. */
export function findInterviewsByExternalIds(db: Handle, tenantId: string, externalIds: readonly string[]) {
  if (externalIds.length === 0) return Promise.resolve([])
  return db.selectFrom('interviews').selectAll().where('tenant_id', '=', tenantId).where('external_id', 'in', externalIds).execute()
}

export function findInterview(db: Handle, tenantId: string, id: string) {
  return db.selectFrom('interviews').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
}

/** Locked until the transaction ends, so a check and the change that follows see one state. */
export function findInterviewForUpdate(trx: Transaction<DB>, tenantId: string, id: string) {
  return trx.selectFrom('interviews').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst()
}

export function updateInterview(
  trx: Transaction<DB>,
  tenantId: string,
  id: string,
  changes: Omit<Updateable<InterviewsTable>, 'updated_at'>,
) {
  return trx
    .updateTable('interviews')
    .set({ ...changes, updated_at: touchedAt() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** The highest round number among the application's interviews; 0 when it has none. */
export async function maxRoundNumber(trx: Transaction<DB>, tenantId: string, applicationId: string): Promise<number> {
  const row = await trx
    .selectFrom('interviews')
    .select((eb) => eb.fn.max('round_number').as('max'))
    .where('tenant_id', '=', tenantId)
    .where('application_id', '=', applicationId)
    .executeTakeFirst()
  return Number(row?.max ?? 0)
}

export interface InterviewFilter {
  application_id?: string
  candidate_id?: string
  job_id?: string
  interviewer_id?: string
  status?: InterviewStatus
  /** `scheduled_at >= from` */
  from?: Date
  /** `scheduled_at < to` */
  to?: Date
  /** Only interviews this member is on (what an interviewer may see). */
  visibleTo?: string
}

const hasInterviewer = (userId: string) => sql<boolean>`${userId}::uuid = ANY(interviewer_ids)`

export function listInterviews(db: Handle, tenantId: string, filter: InterviewFilter, page: PageRequest) {
  let query = db.selectFrom('interviews').where('tenant_id', '=', tenantId)
  if (filter.application_id) query = query.where('application_id', '=', filter.application_id)
  if (filter.candidate_id) query = query.where('candidate_id', '=', filter.candidate_id)
  if (filter.job_id) query = query.where('job_id', '=', filter.job_id)
  if (filter.interviewer_id) query = query.where(hasInterviewer(filter.interviewer_id))
  if (filter.visibleTo) query = query.where(hasInterviewer(filter.visibleTo))
  if (filter.status) query = query.where('status', '=', filter.status)
  if (filter.from) query = query.where('scheduled_at', '>=', filter.from)
  if (filter.to) query = query.where('scheduled_at', '<', filter.to)
  return fetchPage(
    page,
    async () => (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) => query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  )
}

/** Whether the user is among the interviewers of any interview of the application. */
export async function isInterviewerOn(db: Handle, tenantId: string, userId: string, applicationId: string) {
  const row = await db
    .selectFrom('interviews')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('application_id', '=', applicationId)
    .where(hasInterviewer(userId))
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

export async function isInterviewerOfCandidate(db: Handle, tenantId: string, userId: string, candidateId: string) {
  const row = await db
    .selectFrom('interviews')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', '=', candidateId)
    .where(hasInterviewer(userId))
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Booked interviews (scheduled or rescheduled) of any of the interviewers that overlap
 * `[start, end)`, earliest first; `exceptId` leaves out the interview being changed.
 */
export function findOverlapping(
  db: Handle,
  tenantId: string,
  interviewerIds: readonly string[],
  start: Date,
  end: Date,
  exceptId?: string,
) {
  let query = db
    .selectFrom('interviews')
    .select(['id', 'scheduled_at', 'duration_minutes', 'interviewer_ids'])
    .where('tenant_id', '=', tenantId)
    .where('status', 'in', BOOKED_STATUSES)
    .where(sql<boolean>`interviewer_ids && ${[...interviewerIds]}::uuid[]`)
    .where('scheduled_at', '<', end)
    .where(sql<boolean>`scheduled_at + duration_minutes * interval '1 minute' > ${start}`)
  if (exceptId) query = query.where('id', '<>', exceptId)
  return query.orderBy('scheduled_at').orderBy('id').execute()
}

/**
 * Holds, until the transaction ends, a lock per interviewer that every booking of them takes
 * before it checks for overlaps: two bookings of one person queue instead of both seeing a free
 * calendar. Taken in key order, so bookings sharing several interviewers cannot deadlock.
 */
export async function lockInterviewers(trx: Transaction<DB>, tenantId: string, interviewerIds: readonly string[]): Promise<void> {
  await lockNames(trx, ...interviewerIds.map((id) => `interviewer:${tenantId}:${id}`))
}

// ---- self-scheduling links

export function insertLink(trx: Transaction<DB>, row: Insertable<InterviewScheduleLinksTable>) {
  return trx.insertInto('interview_schedule_links').values(row).returningAll().executeTakeFirstOrThrow()
}

/**
 * The link a token opens. The public pages know only the token, not the company: this is the
 * one lookup without a tenant id, by a hash that is unique across tenants.
 */
export function findLinkByTokenHash(db: Handle, tokenHash: string) {
  return db
    .selectFrom('interview_schedule_links')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .modifyEnd(crossTenant('self-schedule-token-lookup'))
    .executeTakeFirst()
}

/** As `findLinkByTokenHash`, locked until the transaction ends: bookings of one link queue here. */
export function lockLinkByTokenHash(trx: Transaction<DB>, tokenHash: string) {
  return trx
    .selectFrom('interview_schedule_links')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .modifyEnd(crossTenant('self-schedule-token-lookup'))
    .executeTakeFirst()
}

export function markLinkBooked(trx: Transaction<DB>, tenantId: string, id: string, interviewId: string) {
  return trx
    .updateTable('interview_schedule_links')
    .set({ interview_id: interviewId, updated_at: touchedAt() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute()
}

// ---- candidate merges

/**
 * A merge re-points the duplicate's interviews and scheduling links to the surviving candidate.
 * Answers the ids of the interviews moved.
 */
export async function moveCandidate(trx: Transaction<DB>, tenantId: string, fromId: string, intoId: string): Promise<string[]> {
  const moved = await repointCandidateRows(trx, 'interviews', tenantId, fromId, intoId)
  await repointCandidate(trx, 'interview_schedule_links', tenantId, fromId, intoId)
  return moved
}

/** Comments about a candidate being erased go with the rest of the person. Answers the ids of the interviews that held some. */
export function eraseCommentsOfCandidate(trx: Transaction<DB>, tenantId: string, candidateId: string): Promise<string[]> {
  return eraseCandidateTextRows(trx, 'interviews', 'comments', tenantId, candidateId)
}
