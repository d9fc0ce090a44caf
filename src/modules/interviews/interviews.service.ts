import type { Transaction } from 'kysely'
import type { Database, Handle } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { NotFound } from '../../platform/errors.ts'
import type { PageRequest } from '../../platform/pagination.ts'
import { vietnamDayBounds } from '../../platform/time.ts'
import type { ApplicationsService } from '../applications/applications.service.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { CandidateErasureStep, CandidateMergeStep } from '../candidates/candidate-steps.ts'
import type { UsersService } from '../users/users.service.ts'
import type { EventPublisher } from '../webhooks/webhooks.port.ts'
import { createInterviewBookings } from './interview-bookings.ts'
import { createInterviewImports } from './interview-imports.ts'
import { createInterviewStatusChanges } from './interview-status-changes.ts'
import { interviewerNames, presentInterview, viewInterview } from './interview-view.ts'
import { interviewerScope } from './interviewer-scope.ts'
import type { Interview, InterviewStatus } from './interviews.port.ts'
import * as repo from './interviews.repository.ts'

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

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** A list bound: an instant as given, or the start (`from`) or end (`to`) of a Vietnamese day. */
function timeBound(text: string | undefined, side: 'from' | 'to'): Date | undefined {
  if (text === undefined) return undefined
  if (!DATE_ONLY.test(text)) return new Date(text)
  const day = vietnamDayBounds(text)
  return side === 'from' ? day.start : day.end
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

/**
 * The interviews module: reading interviews and what other modules ask of them, here; the use
 * cases it is made of wired together — booking and changing one (interview-bookings.ts), how it
 * ends (interview-status-changes.ts), imports (interview-imports.ts) — plus its steps in a
 * candidate's merge and erasure. A candidate books through a link in self-scheduling.service.ts.
 */
export function createInterviewsService({ db, audit, events, applications, users }: Deps) {
  /** `interview.updated` for an interview changed without a row in hand (merges and erasures change several at once). */
  async function announceUpdated(trx: Transaction<DB>, tenantId: string, id: string) {
    await events.publish(trx, tenantId, 'interview.updated', async () => {
      const row = await repo.findInterview(trx, tenantId, id)
      if (!row) throw new NotFound('Interview')
      return viewInterview(users, trx, row)
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
    ...createInterviewImports(),

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
      const names = await interviewerNames(users, db, actor.tenantId, result.items)
      return { ...result, items: result.items.map((row) => presentInterview(row, names)) }
    },

    async get(actor: Actor, id: string) {
      const row = await repo.findInterview(db, actor.tenantId, id)
      if (!row || (actor.role === 'interviewer' && !row.interviewer_ids.includes(actor.userId ?? ''))) throw new NotFound('Interview')
      return viewInterview(users, db, row)
    },

    ...createInterviewBookings({ db, events, audit, applications, users }),
    ...createInterviewStatusChanges({ db, events, audit, users }),
  }
}

export type InterviewsService = ReturnType<typeof createInterviewsService>
