import { newRowId } from '../../platform/ids.ts'
import type { Database } from '../../db/database.ts'
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-tokens.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { Conflict, NotFound, ValidationFailed, type ValidationIssue } from '../../platform/errors.ts'
import type { ApplicationsService } from '../applications/applications.service.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { JobsService } from '../jobs/jobs.service.ts'
import type { TenantsService } from '../tenants/tenants.service.ts'
import type { UsersService } from '../users/users.service.ts'
import { endOf, insertInterview, interviewChecks, trimmed } from './interview-checks.ts'
import * as repo from './interviews.repository.ts'
import { interviewerNames, presentInterview } from './interview-view.ts'
import type { EventPublisher } from '../webhooks/webhooks.port.ts'

const MINUTE_MS = 60_000
const LINK_TTL_MS = 7 * 24 * 3600 * 1000

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

interface Deps {
  db: Database
  /** Announces changes to webhooks, in the transaction of the change. */
  events: EventPublisher
  audit: AuditService
  now: () => number
  publicBaseUrl: string
  applications: Pick<ApplicationsService, 'findForRecord' | 'lockForRecord'>
  users: Pick<UsersService, 'members'>
  jobs: Pick<JobsService, 'findForApplication'>
  tenants: Pick<TenantsService, 'findById'>
}

/**
 * Self-scheduling: a recruiter offers start times through a link, and the candidate books one
 * of them without signing in. The booking is an interview like any other (is_self_schedule).
 */
export function createSelfSchedulingService({ db, audit, events, now, publicBaseUrl, applications, users, jobs, tenants }: Deps) {
  const { interviewerIssues, applicationIssues } = interviewChecks({ applications, users })

  /** Whether a link has not expired yet, whatever its booking. */
  const isLive = (link: { expires_at: Date }) => link.expires_at.getTime() > now()

  return {
    /** A link offering the candidate some start times; the token is shown once and kept as a hash. */
    createScheduleLink(actor: Actor, input: NewScheduleLink) {
      const at = now()
      const issues: ValidationIssue[] = []
      const seen = new Set<number>()
      const slots = input.slots.map((slot, index) => {
        const start = new Date(slot.start)
        if (start.getTime() <= at)
          issues.push({ loc: ['body', 'slots', index, 'start'], msg: 'Must be in the future', type: 'value_error' })
        else if (seen.has(start.getTime()))
          issues.push({ loc: ['body', 'slots', index, 'start'], msg: 'Offered twice', type: 'value_error' })
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
          id: newRowId(),
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
          id: newRowId(),
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
        // The candidate's answer is the booked slot; subscribers get the interview as GET /interviews/{id} shows it.
        await events.publish(trx, link.tenant_id, 'interview.scheduled', async () =>
          presentInterview(row, await interviewerNames(users, trx, link.tenant_id, [row])),
        )
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

export type SelfSchedulingService = ReturnType<typeof createSelfSchedulingService>
