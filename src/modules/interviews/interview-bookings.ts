import { newRowId } from '../../platform/ids.ts'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { changedFields } from '../../platform/changes.ts'
import { rowToChange, type Precondition } from '../../platform/concurrency.ts'
import { Conflict, ValidationFailed } from '../../platform/errors.ts'
import type { ApplicationsService } from '../applications/applications.service.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { UsersService } from '../users/users.service.ts'
import type { EventPublisher } from '../webhooks/webhooks.port.ts'
import { endOf, insertInterview, interviewChecks, trimmed } from './interview-checks.ts'
import { viewInterview } from './interview-view.ts'
import * as repo from './interviews.repository.ts'
import type { InterviewRow } from './interviews.table.ts'

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

/** The columns PUT /interviews/{id} may change. */
type Editable = Pick<
  InterviewRow,
  'interview_round' | 'round_number' | 'scheduled_at' | 'duration_minutes' | 'location' | 'meeting_link' | 'comments' | 'interviewer_ids'
>

/** What the audit log keeps of interview fields: free-text comments are noted, not copied. */
function auditable(fields: Record<string, unknown>): Record<string, unknown> {
  const { comments, ...rest } = fields
  return comments === undefined ? rest : { ...rest, comments_changed: true }
}

interface Deps {
  db: Database
  events: EventPublisher
  audit: AuditService
  applications: Pick<ApplicationsService, 'findForRecord' | 'lockForRecord'>
  users: Pick<UsersService, 'members'>
}

/** A recruiter booking an interview, and changing its time, interviewers or details afterwards. */
export function createInterviewBookings({ db, events, audit, applications, users }: Deps) {
  const { interviewerIssues, applicationIssues } = interviewChecks({ applications, users })

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

  return {
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
          id: newRowId(),
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
        const shown = await viewInterview(users, trx, row)
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
        const row = rowToChange(await repo.findInterviewForUpdate(trx, actor.tenantId, id), 'Interview', precondition)
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
        if (Object.keys(changed).length === 0) return viewInterview(users, trx, row)
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
        const shown = await viewInterview(users, trx, updated)
        await events.publish(trx, actor.tenantId, 'interview.updated', () => shown)
        return shown
      })
    },
  }
}
