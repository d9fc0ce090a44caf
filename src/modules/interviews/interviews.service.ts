import { randomUUID } from 'node:crypto'
import type { Insertable, Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-tokens.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { changedFields } from '../../platform/changes.ts'
import { assertUnmodifiedSince, type readUnmodifiedSince } from '../../platform/concurrency.ts'
import { Conflict, NotFound, ValidationFailed, type ValidationIssue } from '../../platform/errors.ts'
import type { PageRequest } from '../../platform/pagination.ts'
import { vietnamDayBounds } from '../../platform/time.ts'
import type { ApplicationsService } from '../applications/applications.service.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { CandidateErasureStep, CandidateMergeStep } from '../candidates/candidates.service.ts'
import type { JobsService } from '../jobs/jobs.service.ts'
import type { TenantsService } from '../tenants/tenants.service.ts'
import type { UsersService } from '../users/users.service.ts'
import * as repo from './interviews.repository.ts'
import type { InterviewResult, InterviewRow, InterviewStatus, InterviewsTable } from './interviews.table.ts'

type Handle = Database | Transaction<DB>
type Precondition = ReturnType<typeof readUnmodifiedSince>

const MINUTE_MS = 60_000
const LINK_TTL_MS = 7 * 24 * 3600 * 1000
/** Where a booked interview may go by POST /interviews/{id}/status. */
const FINAL_STATUSES: readonly InterviewStatus[] = ['completed', 'cancelled', 'no_show']

export interface NewInterview {
  application_id: string
  interview_round: string
  round_number?: number
  scheduled_at: string | Date
  duration_minutes: number
  location?: string | null
  meeting_link?: string | null
  comments?: string | null
  interviewer_ids: string[]
  force?: boolean
}

export interface InterviewChanges {
  interview_round?: string
  round_number?: number
  scheduled_at?: string | Date
  duration_minutes?: number
  location?: string | null
  meeting_link?: string | null
  comments?: string | null
  interviewer_ids?: string[]
  force?: boolean
}

export interface InterviewStatusInput {
  status: InterviewStatus
  result?: InterviewResult
  rating?: number
}

export interface InterviewListFilter {
  application_id?: string
  candidate_id?: string
  job_id?: string
  interviewer_id?: string
  status?: InterviewStatus
  /** An instant, or a bare `YYYY-MM-DD` meaning that day in Vietnam time. */
  from?: string
  to?: string
}

export interface NewScheduleLink {
  application_id: string
  interview_round: string
  duration_minutes: number
  interviewer_ids: string[]
  slots: { start: string | Date }[]
  location?: string | null
  meeting_link?: string | null
  expires_at?: string | Date
}

type Names = ReadonlyMap<string, string>
type NewInterviewRow = Omit<Insertable<InterviewsTable>, 'round_number'> & { round_number?: number }
/** The columns PUT /interviews/{id} may change. */
type Editable = Pick<
  InterviewRow,
  'interview_round' | 'round_number' | 'scheduled_at' | 'duration_minutes' | 'location' | 'meeting_link' | 'comments' | 'interviewer_ids'
>

export function presentInterview(row: InterviewRow, names: Names) {
  return {
    id: row.id,
    application_id: row.application_id,
    candidate_id: row.candidate_id,
    job_id: row.job_id,
    interview_round: row.interview_round,
    round_number: row.round_number,
    scheduled_at: row.scheduled_at,
    duration_minutes: row.duration_minutes,
    location: row.location,
    status: row.status,
    result: row.result,
    rating: row.rating,
    interviewer_ids: row.interviewer_ids,
    // Aligned with the ids; an id that is not a member of the company has no name.
    interviewer_names: row.interviewer_ids.map((id) => names.get(id) ?? null),
    is_self_schedule: row.is_self_schedule,
    comments: row.comments,
    meeting_link: row.meeting_link,
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** A list bound: an instant as given, or the start (`from`) or end (`to`) of a Vietnamese day. */
function timeBound(text: string | undefined, side: 'from' | 'to'): Date | undefined {
  if (text === undefined) return undefined
  if (!DATE_ONLY.test(text)) return new Date(text)
  const day = vietnamDayBounds(text)
  return side === 'from' ? day.start : day.end
}

const trimmed = (text: string | null | undefined) => (text === undefined ? undefined : text === null ? null : text.trim())
const endOf = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE_MS)

/** What the audit log keeps of interview fields: free-text comments are noted, not copied. */
function auditable(fields: Record<string, unknown>): Record<string, unknown> {
  const { comments, ...rest } = fields
  return comments === undefined ? rest : { ...rest, comments_changed: true }
}

interface Deps {
  db: Database
  audit: AuditService
  now: () => number
  publicBaseUrl: string
  applications: Pick<ApplicationsService, 'findForRecord' | 'lockForRecord'>
  users: Pick<UsersService, 'members'>
  jobs: Pick<JobsService, 'findForApplication'>
  tenants: Pick<TenantsService, 'findById'>
}

export function createInterviewsService({ db, audit, now, publicBaseUrl, applications, users, jobs, tenants }: Deps) {
  async function namesOf(handle: Handle, tenantId: string, rows: readonly InterviewRow[]): Promise<Names> {
    const ids = [...new Set(rows.flatMap((r) => r.interviewer_ids))]
    const members = await users.members(handle, tenantId, ids)
    return new Map(members.map((m) => [m.id, m.full_name]))
  }

  async function present(handle: Handle, row: InterviewRow) {
    return presentInterview(row, await namesOf(handle, row.tenant_id, [row]))
  }

  /** Issues for interviewer ids that are not active members of the company, each naming the id. */
  async function interviewerIssues(handle: Handle, tenantId: string, ids: readonly string[]): Promise<ValidationIssue[]> {
    const members = new Map((await users.members(handle, tenantId, ids)).map((m) => [m.id, m]))
    return ids.flatMap((id, index) =>
      members.get(id)?.is_active
        ? []
        : [{ loc: ['body', 'interviewer_ids', index], msg: `Not an active member of the company: ${id}`, type: 'value_error' }],
    )
  }

  /**
   * The application an interview or a link is for, as a 422 on `application_id` when the company
   * has no such application (unknown, removed or another company's), as POST /applications treats
   * `candidate_id`.
   */
  async function applicationIssues(handle: Handle, tenantId: string, id: string) {
    const app = await applications.findForRecord(handle, tenantId, id)
    const issues: ValidationIssue[] = app ? [] : [{ loc: ['body', 'application_id'], msg: 'No such application', type: 'not_found' }]
    return { app, issues }
  }

  /**
   * Refuses a booking that overlaps another scheduled or rescheduled interview of one of the
   * interviewers, unless forced. The interviewers' locks are held until the transaction ends,
   * so two bookings of one person at once cannot both find the time free.
   */
  async function assertInterviewersFree(
    trx: Transaction<DB>,
    tenantId: string,
    interviewerIds: readonly string[],
    start: Date,
    minutes: number,
    options: { force?: boolean; exceptId?: string } = {},
  ): Promise<void> {
    await repo.lockInterviewers(trx, tenantId, interviewerIds)
    if (options.force) return
    const clashes = await repo.findOverlapping(trx, tenantId, interviewerIds, start, endOf(start, minutes), options.exceptId)
    if (clashes.length === 0) return
    const names = new Map((await users.members(trx, tenantId, interviewerIds)).map((m) => [m.id, m.full_name]))
    const lines = clashes.flatMap((clash) =>
      interviewerIds
        .filter((id) => clash.interviewer_ids.includes(id))
        .map(
          (id) =>
            `${names.get(id) ?? 'Interviewer'} (${id}) is already booked from ${clash.scheduled_at.toISOString()} ` +
            `to ${endOf(clash.scheduled_at, clash.duration_minutes).toISOString()} (interview ${clash.id})`,
        ),
    )
    throw new Conflict(`${lines.join('; ')}. Send "force": true to book anyway.`)
  }

  /** Without a round number, the interview is the application's next round. The application is locked by the caller. */
  async function insertInterview(trx: Transaction<DB>, row: NewInterviewRow) {
    const round = row.round_number ?? (await repo.maxRoundNumber(trx, row.tenant_id, row.application_id)) + 1
    return repo.insertInterview(trx, { ...row, round_number: round })
  }

  async function lockInterview(trx: Transaction<DB>, actor: Actor, id: string, precondition: Precondition) {
    const row = await repo.findInterviewForUpdate(trx, actor.tenantId, id)
    if (!row) throw new NotFound('Interview')
    assertUnmodifiedSince(precondition, row.updated_at)
    return row
  }

  const moveCandidate: CandidateMergeStep = (trx, tenantId, fromId, intoId) => repo.moveCandidate(trx, tenantId, fromId, intoId)
  // Erasure step; the candidate's own audit entry records the erasure.
  const forgetCandidate: CandidateErasureStep = async (trx, actor, candidateId) => {
    await repo.eraseCommentsOfCandidate(trx, actor.tenantId, candidateId)
  }

  /** Whether a link has not expired yet, whatever its booking. */
  const isLive = (link: { expires_at: Date }) => link.expires_at.getTime() > now()

  return {
    // ---- for other modules

    /** The interview, for modules that attach records to it (evaluations); other tenants' are absent. */
    findForRecord: (handle: Handle, tenantId: string, id: string): Promise<InterviewRow | undefined> => repo.findInterview(handle, tenantId, id),

    /** Whether the user interviews on any interview of the application (what interviewers may see). */
    isInterviewerOn: (handle: Handle, tenantId: string, userId: string, applicationId: string): Promise<boolean> =>
      repo.isInterviewerOn(handle, tenantId, userId, applicationId),

    isInterviewerOfCandidate: (handle: Handle, tenantId: string, userId: string, candidateId: string): Promise<boolean> =>
      repo.isInterviewerOfCandidate(handle, tenantId, userId, candidateId),

    moveCandidate,
    forgetCandidate,

    // ---- interviews

    /** An interviewer sees only the interviews they are on. */
    async list(actor: Actor, filter: InterviewListFilter, page: PageRequest) {
      const result = await repo.listInterviews(
        db,
        actor.tenantId,
        {
          ...filter,
          from: timeBound(filter.from, 'from'),
          to: timeBound(filter.to, 'to'),
          visibleTo: actor.role === 'interviewer' ? (actor.userId ?? undefined) : undefined,
        },
        page,
      )
      const names = await namesOf(db, actor.tenantId, result.items)
      return { ...result, items: result.items.map((row) => presentInterview(row, names)) }
    },

    async get(actor: Actor, id: string) {
      const row = await repo.findInterview(db, actor.tenantId, id)
      if (!row || (actor.role === 'interviewer' && !row.interviewer_ids.includes(actor.userId ?? ''))) throw new NotFound('Interview')
      return present(db, row)
    },

    create(actor: Actor, input: NewInterview) {
      return db.transaction().execute(async (trx) => {
        const { app, issues } = await applicationIssues(trx, actor.tenantId, input.application_id)
        issues.push(...(await interviewerIssues(trx, actor.tenantId, input.interviewer_ids)))
        if (issues.length) throw new ValidationFailed(issues)
        // Locked (after its job, as every change of an application does): its status holds, and
        // interviews created for it at once take round numbers one after the other.
        const locked = await applications.lockForRecord(trx, actor, app!.id)
        if (locked.status !== 'active') throw new Conflict(`The application is ${locked.status}; only an active application takes new interviews`)
        const start = new Date(input.scheduled_at)
        await assertInterviewersFree(trx, actor.tenantId, input.interviewer_ids, start, input.duration_minutes, { force: input.force })
        const row = await insertInterview(trx, {
          tenant_id: actor.tenantId,
          id: randomUUID(),
          application_id: locked.id,
          candidate_id: locked.candidate_id,
          job_id: locked.job_id,
          interview_round: input.interview_round.trim(),
          round_number: input.round_number,
          scheduled_at: start,
          duration_minutes: input.duration_minutes,
          location: trimmed(input.location) ?? null,
          meeting_link: input.meeting_link ?? null,
          comments: trimmed(input.comments) ?? null,
          interviewer_ids: input.interviewer_ids,
          created_by: actor.userId,
        })
        await audit.record(trx, actor, {
          action: 'interview.created',
          resourceType: 'interview',
          resourceId: row.id,
          changes: auditable({
            application_id: row.application_id,
            interview_round: row.interview_round,
            round_number: row.round_number,
            scheduled_at: row.scheduled_at,
            duration_minutes: row.duration_minutes,
            location: row.location,
            meeting_link: row.meeting_link,
            interviewer_ids: row.interviewer_ids,
            comments: row.comments ?? undefined,
            ...(input.force ? { force: true } : {}),
          }),
        })
        return present(trx, row)
      })
    },

    /**
     * Only the fields sent change. Time, duration and interviewers change only while the
     * interview is scheduled or rescheduled, and are checked against the interviewers'
     * calendars again; a new start time marks it rescheduled.
     */
    update(actor: Actor, id: string, input: InterviewChanges, precondition: Precondition) {
      return db.transaction().execute(async (trx) => {
        const row = await lockInterview(trx, actor, id, precondition)
        const requested: Partial<Editable> = {
          interview_round: trimmed(input.interview_round) ?? undefined,
          round_number: input.round_number,
          scheduled_at: input.scheduled_at === undefined ? undefined : new Date(input.scheduled_at),
          duration_minutes: input.duration_minutes,
          location: trimmed(input.location),
          meeting_link: input.meeting_link,
          comments: trimmed(input.comments),
          interviewer_ids: input.interviewer_ids,
        }
        const changed = changedFields<Editable>(row, requested)
        const reschedules = changed.scheduled_at !== undefined || changed.duration_minutes !== undefined || changed.interviewer_ids !== undefined
        if (reschedules && !repo.BOOKED_STATUSES.includes(row.status)) {
          throw new Conflict(`The interview is ${row.status}; its time, duration and interviewers can change only while it is scheduled or rescheduled`)
        }
        if (changed.interviewer_ids) {
          const issues = await interviewerIssues(trx, actor.tenantId, changed.interviewer_ids)
          if (issues.length) throw new ValidationFailed(issues)
        }
        if (Object.keys(changed).length === 0) return present(trx, row)
        if (reschedules) {
          await assertInterviewersFree(
            trx,
            actor.tenantId,
            changed.interviewer_ids ?? row.interviewer_ids,
            changed.scheduled_at ?? row.scheduled_at,
            changed.duration_minutes ?? row.duration_minutes,
            { force: input.force, exceptId: row.id },
          )
        }
        const status = changed.scheduled_at !== undefined ? ('rescheduled' as const) : undefined
        const updated = await repo.updateInterview(trx, actor.tenantId, id, { ...changed, ...(status ? { status } : {}) })
        await audit.record(trx, actor, {
          action: 'interview.updated',
          resourceType: 'interview',
          resourceId: id,
          changes: auditable({
            ...changed,
            ...(status && status !== row.status ? { status } : {}),
            ...(reschedules && input.force ? { force: true } : {}),
          }),
        })
        return present(trx, updated)
      })
    },

    /** A scheduled or rescheduled interview ends as completed, cancelled or no_show; nothing else moves. */
    changeStatus(actor: Actor, id: string, input: InterviewStatusInput, precondition: Precondition) {
      if (input.status !== 'completed') {
        const issues = (['result', 'rating'] as const)
          .filter((field) => input[field] !== undefined)
          .map((field) => ({ loc: ['body', field], msg: 'Only allowed with status completed', type: 'value_error' }))
        if (issues.length) throw new ValidationFailed(issues)
      }
      return db.transaction().execute(async (trx) => {
        const row = await lockInterview(trx, actor, id, precondition)
        if (!repo.BOOKED_STATUSES.includes(row.status) || !FINAL_STATUSES.includes(input.status)) {
          throw new Conflict(
            `An interview cannot move from ${row.status} to ${input.status}; only a scheduled or rescheduled interview moves, ` +
              'to completed, cancelled or no_show (a new time is set with PUT)',
          )
        }
        const outcome = input.status === 'completed' ? { result: input.result ?? row.result, rating: input.rating ?? row.rating } : {}
        const updated = await repo.updateInterview(trx, actor.tenantId, id, { status: input.status, ...outcome })
        await audit.record(trx, actor, {
          action: 'interview.status_changed',
          resourceType: 'interview',
          resourceId: id,
          changes: { from: row.status, to: input.status, ...outcome },
        })
        return present(trx, updated)
      })
    },

    // ---- self-scheduling

    /** A link offering the candidate some start times; the token is shown once and kept as a hash. */
    createScheduleLink(actor: Actor, input: NewScheduleLink) {
      const at = now()
      const issues: ValidationIssue[] = []
      const seen = new Set<number>()
      const slots = input.slots.map((slot, index) => {
        const start = new Date(slot.start)
        if (start.getTime() <= at) issues.push({ loc: ['body', 'slots', index, 'start'], msg: 'Must be in the future', type: 'value_error' })
        else if (seen.has(start.getTime())) issues.push({ loc: ['body', 'slots', index, 'start'], msg: 'Offered twice', type: 'value_error' })
        seen.add(start.getTime())
        return start
      })
      const expiresAt = input.expires_at === undefined ? new Date(at + LINK_TTL_MS) : new Date(input.expires_at)
      if (expiresAt.getTime() <= at) issues.push({ loc: ['body', 'expires_at'], msg: 'Must be in the future', type: 'value_error' })
      return db.transaction().execute(async (trx) => {
        const found = await applicationIssues(trx, actor.tenantId, input.application_id)
        issues.unshift(...found.issues)
        issues.push(...(await interviewerIssues(trx, actor.tenantId, input.interviewer_ids)))
        if (issues.length) throw new ValidationFailed(issues)
        const app = found.app!
        if (app.status !== 'active') throw new Conflict(`The application is ${app.status}; only an active application takes new interviews`)
        const token = newOpaqueToken('isl')
        const link = await repo.insertLink(trx, {
          tenant_id: actor.tenantId,
          id: randomUUID(),
          token_hash: hashOpaqueToken(token),
          application_id: app.id,
          candidate_id: app.candidate_id,
          job_id: app.job_id,
          interview_round: input.interview_round.trim(),
          duration_minutes: input.duration_minutes,
          interviewer_ids: input.interviewer_ids,
          location: trimmed(input.location) ?? null,
          meeting_link: input.meeting_link ?? null,
          slots: slots.sort((a, b) => a.getTime() - b.getTime()),
          expires_at: expiresAt,
          created_by: actor.userId,
        })
        await audit.record(trx, actor, {
          action: 'interview_schedule_link.created',
          resourceType: 'interview_schedule_link',
          resourceId: link.id,
          changes: {
            application_id: link.application_id,
            interview_round: link.interview_round,
            duration_minutes: link.duration_minutes,
            interviewer_ids: link.interviewer_ids,
            slots: link.slots,
            expires_at: link.expires_at,
          },
        })
        return { id: link.id, token, url: `${publicBaseUrl}/schedule/${token}`, expires_at: link.expires_at }
      })
    },

    /** What the candidate sees: the offered times still free. Unknown, expired and used links are 404. */
    async offeredSlots(token: string) {
      const link = await repo.findLinkByTokenHash(db, hashOpaqueToken(token))
      if (!link || !isLive(link) || link.interview_id !== null) throw new NotFound('Scheduling link')
      const [tenant, job] = await Promise.all([
        tenants.findById(link.tenant_id),
        db.transaction().execute((trx) => jobs.findForApplication(trx, link.tenant_id, link.job_id)),
      ])
      const at = now()
      const span = link.duration_minutes * MINUTE_MS
      const upcoming = link.slots.filter((start) => start.getTime() > at)
      const busy =
        upcoming.length === 0
          ? []
          : await repo.findOverlapping(
              db,
              link.tenant_id,
              link.interviewer_ids,
              upcoming[0]!,
              new Date(upcoming[upcoming.length - 1]!.getTime() + span),
            )
      const free = upcoming.filter((start) =>
        busy.every((b) => b.scheduled_at.getTime() >= start.getTime() + span || endOf(b.scheduled_at, b.duration_minutes) <= start),
      )
      return {
        interview_round: link.interview_round,
        duration_minutes: link.duration_minutes,
        job_title: job?.title ?? '',
        company_name: tenant?.name ?? '',
        expires_at: link.expires_at,
        slots: free.map((start) => ({ start, end: new Date(start.getTime() + span) })),
      }
    },

    /** The candidate books one offered time: the interview is created and the link is used up. */
    book(token: string, input: { start: string | Date }, requestId: string | null) {
      const start = new Date(input.start)
      return db.transaction().execute(async (trx) => {
        // Bookings of one link queue on its row; the second sees it used.
        const link = await repo.lockLinkByTokenHash(trx, hashOpaqueToken(token))
        if (!link || !isLive(link)) throw new NotFound('Scheduling link')
        if (!link.slots.some((slot) => slot.getTime() === start.getTime())) throw new NotFound('Offered slot')
        if (link.interview_id !== null) throw new Conflict('An interview was already booked through this link')
        if (start.getTime() <= now()) throw new Conflict('This time has passed; pick another')
        const actor: Actor = { tenantId: link.tenant_id, userId: null, role: null, actorType: 'public', requestId }
        const app = await applications.findForRecord(trx, link.tenant_id, link.application_id)
        const locked = app && (await applications.lockForRecord(trx, actor, app.id))
        if (!locked || locked.status !== 'active') throw new Conflict('This application is no longer open for interviews')
        await repo.lockInterviewers(trx, link.tenant_id, link.interviewer_ids)
        const clashes = await repo.findOverlapping(trx, link.tenant_id, link.interviewer_ids, start, endOf(start, link.duration_minutes))
        if (clashes.length) throw new Conflict('This time is no longer free; pick another')
        const row = await insertInterview(trx, {
          tenant_id: link.tenant_id,
          id: randomUUID(),
          application_id: locked.id,
          candidate_id: locked.candidate_id,
          job_id: locked.job_id,
          interview_round: link.interview_round,
          scheduled_at: start,
          duration_minutes: link.duration_minutes,
          location: link.location,
          meeting_link: link.meeting_link,
          comments: null,
          interviewer_ids: link.interviewer_ids,
          is_self_schedule: true,
          created_by: null,
        })
        await repo.markLinkBooked(trx, link.tenant_id, link.id, row.id)
        await audit.record(trx, actor, {
          action: 'interview.created',
          resourceType: 'interview',
          resourceId: row.id,
          changes: {
            application_id: row.application_id,
            interview_round: row.interview_round,
            round_number: row.round_number,
            scheduled_at: row.scheduled_at,
            duration_minutes: row.duration_minutes,
            interviewer_ids: row.interviewer_ids,
            is_self_schedule: true,
            schedule_link_id: link.id,
          },
        })
        await audit.record(trx, actor, {
          action: 'interview_schedule_link.booked',
          resourceType: 'interview_schedule_link',
          resourceId: link.id,
          changes: { interview_id: row.id, scheduled_at: row.scheduled_at },
        })
        return {
          interview_id: row.id,
          scheduled_at: row.scheduled_at,
          duration_minutes: row.duration_minutes,
          location: row.location,
          meeting_link: row.meeting_link,
        }
      })
    },
  }
}

export type InterviewsService = ReturnType<typeof createInterviewsService>
