import { randomUUID } from 'node:crypto'
import type { Transaction } from 'kysely'
import type { Database, Handle } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { changedFields } from '../../platform/changes.ts'
import { rowToChange, type Precondition } from '../../platform/concurrency.ts'
import { importWriter, type ImportWriter } from '../../platform/import-writer.ts'
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors.ts'
import type { PageRequest } from '../../platform/pagination.ts'
import { vietnamDayBounds } from '../../platform/time.ts'
import type { ApplicationsService } from '../applications/applications.service.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { CandidateErasureStep, CandidateMergeStep } from '../candidates/candidate-steps.ts'
import type { UsersService } from '../users/users.service.ts'
import { endOf, insertInterview, interviewChecks, trimmed } from './interview-checks.ts'
import * as repo from './interviews.repository.ts'
import { interviewerScope } from './interviewer-scope.ts'
import type { InterviewRow } from './interviews.table.ts'
import type { ImportedInterview, Interview, InterviewImport, InterviewResult, InterviewStatus } from './interviews.port.ts'
import type { EventPublisher } from '../webhooks/webhooks.port.ts'

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

type Names = ReadonlyMap<string, string>
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

/** The names of the interviewers of `rows`, by member id, read through `handle`. */
export async function interviewerNames(
  users: Pick<UsersService, 'members'>,
  handle: Handle,
  tenantId: string,
  rows: readonly InterviewRow[],
): Promise<Names> {
  const ids = [...new Set(rows.flatMap((r) => r.interviewer_ids))]
  const members = await users.members(handle, tenantId, ids)
  return new Map(members.map((m) => [m.id, m.full_name]))
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** A list bound: an instant as given, or the start (`from`) or end (`to`) of a Vietnamese day. */
function timeBound(text: string | undefined, side: 'from' | 'to'): Date | undefined {
  if (text === undefined) return undefined
  if (!DATE_ONLY.test(text)) return new Date(text)
  const day = vietnamDayBounds(text)
  return side === 'from' ? day.start : day.end
}

/** What the audit log keeps of interview fields: free-text comments are noted, not copied. */
function auditable(fields: Record<string, unknown>): Record<string, unknown> {
  const { comments, ...rest } = fields
  return comments === undefined ? rest : { ...rest, comments_changed: true }
}

interface Deps {
  db: Database
  /** Announces changes to webhooks, in the transaction of the change. */
  events: EventPublisher
  audit: AuditService
  now: () => number
  applications: Pick<ApplicationsService, 'findForRecord' | 'lockForRecord'>
  users: Pick<UsersService, 'members'>
}

export function createInterviewsService({ db, audit, events, applications, users }: Deps) {
  const { interviewerIssues, applicationIssues } = interviewChecks({ applications, users })
  const namesOf = (handle: Handle, tenantId: string, rows: readonly InterviewRow[]) => interviewerNames(users, handle, tenantId, rows)

  async function present(handle: Handle, row: InterviewRow) {
    return presentInterview(row, await namesOf(handle, row.tenant_id, [row]))
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

  async function lockInterview(trx: Transaction<DB>, actor: Actor, id: string, precondition: Precondition) {
    return rowToChange(await repo.findInterviewForUpdate(trx, actor.tenantId, id), 'Interview', precondition)
  }

  /** `interview.updated` for an interview changed without a row in hand (merges and erasures change several at once). */
  async function announceUpdated(trx: Transaction<DB>, tenantId: string, id: string) {
    await events.publish(trx, tenantId, 'interview.updated', async () => {
      const row = await repo.findInterview(trx, tenantId, id)
      if (!row) throw new NotFound('Interview')
      return present(trx, row)
    })
  }

  // A merge changes the moved interviews' candidate_id, which their GET shows: each is announced.
  const moveCandidate: CandidateMergeStep = async (trx, tenantId, fromId, intoId) => {
    for (const id of await repo.moveCandidate(trx, tenantId, fromId, intoId)) await announceUpdated(trx, tenantId, id)
  }
  // Erasure step; the candidate's own audit entry records the erasure. Interviews whose comments
  // went read differently now, so their subscribers hear of it; those without any did not change.
  const forgetCandidate: CandidateErasureStep = async (trx, actor, candidateId) => {
    for (const id of await repo.eraseCommentsOfCandidate(trx, actor.tenantId, candidateId)) await announceUpdated(trx, actor.tenantId, id)
  }

  return {
    // ---- for other modules

    /** The interview, for modules that attach records to it (evaluations); other tenants' are absent. */
    async findForRecord(handle: Handle, tenantId: string, id: string): Promise<Interview | undefined> {
      const row = await repo.findInterview(handle, tenantId, id)
      return row && { id: row.id, application_id: row.application_id }
    },

    /** Whether the user interviews on any interview of the application (what interviewers may see). */
    isInterviewerOn: interviewerScope.isInterviewerOn,

    isInterviewerOfCandidate: interviewerScope.isInterviewerOfCandidate,

    moveCandidate,
    forgetCandidate,

    /** Interviews earlier imports wrote, for the records of a later one that name them. */
    async findImported(handle: Handle, tenantId: string, externalIds: readonly string[]): Promise<ImportedInterview[]> {
      const rows = await repo.findInterviewsByExternalIds(handle, tenantId, externalIds)
      return rows.map(({ id, external_id, application_id }) => ({ id, external_id, application_id }))
    },

    /** Writes imported interviews; one imported before keeps its id. Nothing is written when nothing differs. */
    async openImport(batch: Transaction<DB>, tenantId: string, externalIds: readonly string[]): Promise<ImportWriter<InterviewImport>> {
      const earlier = await repo.findInterviewsByExternalIds(batch, tenantId, externalIds)
      return importWriter(earlier, async (trx, input: InterviewImport, existing) => {
        const columns = {
          ...input.fields,
          interview_round: input.fields.interview_round.trim(),
          application_id: input.application.id,
          candidate_id: input.application.candidate_id,
          job_id: input.application.job_id,
          is_demo: input.is_demo,
          ...(input.round_number !== undefined ? { round_number: input.round_number } : {}),
        }
        if (!existing) {
          const row = await insertInterview(trx, {
            ...columns,
            tenant_id: tenantId,
            id: randomUUID(),
            external_id: input.external_id,
            created_at: input.created_at,
          })
          return { id: row.id, outcome: 'created' as const }
        }
        const changed = changedFields(existing, columns)
        if (Object.keys(changed).length === 0) return { id: existing.id, outcome: 'unchanged' as const }
        await repo.updateInterview(trx, tenantId, existing.id, changed)
        return { id: existing.id, outcome: 'updated' as const }
      })
    },

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
        if (locked.status !== 'active')
          throw new Conflict(`The application is ${locked.status}; only an active application takes new interviews`)
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
        const shown = await present(trx, row)
        await events.publish(trx, actor.tenantId, 'interview.scheduled', () => shown)
        return shown
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
        const reschedules =
          changed.scheduled_at !== undefined || changed.duration_minutes !== undefined || changed.interviewer_ids !== undefined
        if (reschedules && !repo.BOOKED_STATUSES.includes(row.status)) {
          throw new Conflict(
            `The interview is ${row.status}; its time, duration and interviewers can change only while it is scheduled or rescheduled`,
          )
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
        const shown = await present(trx, updated)
        await events.publish(trx, actor.tenantId, 'interview.updated', () => shown)
        return shown
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
        const shown = await present(trx, updated)
        await events.publish(trx, actor.tenantId, 'interview.updated', () => shown)
        return shown
      })
    },
  }
}

export type InterviewsService = ReturnType<typeof createInterviewsService>
