import type { Database } from '../../db/database.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { rowToChange, type Precondition } from '../../platform/concurrency.ts'
import { Conflict, ValidationFailed } from '../../platform/errors.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { UsersService } from '../users/users.service.ts'
import type { EventPublisher } from '../webhooks/webhooks.port.ts'
import { viewInterview } from './interview-view.ts'
import type { InterviewResult, InterviewStatus } from './interviews.port.ts'
import * as repo from './interviews.repository.ts'

/** Where a booked interview may go by POST /interviews/{id}/status. */
const FINAL_STATUSES: readonly InterviewStatus[] = ['completed', 'cancelled', 'no_show']

export interface InterviewStatusInput {
  status: InterviewStatus
  result?: InterviewResult
  rating?: number
}

interface Deps {
  db: Database
  events: EventPublisher
  audit: AuditService
  users: Pick<UsersService, 'members'>
}

/** How a booked interview ends. */
export function createInterviewStatusChanges({ db, events, audit, users }: Deps) {
  return {
    /** A scheduled or rescheduled interview ends as completed, cancelled or no_show; nothing else moves. */
    changeStatus(actor: Actor, id: string, input: InterviewStatusInput, precondition: Precondition) {
      if (input.status !== 'completed') {
        const issues = (['result', 'rating'] as const)
          .filter((field) => input[field] !== undefined)
          .map((field) => ({ loc: ['body', field], msg: 'Only allowed with status completed', type: 'value_error' }))
        if (issues.length) throw new ValidationFailed(issues)
      }
      return db.transaction().execute(async (trx) => {
        const row = rowToChange(await repo.findInterviewForUpdate(trx, actor.tenantId, id), 'Interview', precondition)
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
        const shown = await viewInterview(users, trx, updated)
        await events.publish(trx, actor.tenantId, 'interview.updated', () => shown)
        return shown
      })
    },
  }
}
