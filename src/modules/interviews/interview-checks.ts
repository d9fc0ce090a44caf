import type { Insertable, Transaction } from 'kysely'
import type { Handle } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { ValidationIssue } from '../../platform/errors.ts'
import type { ApplicationsService } from '../applications/applications.service.ts'
import type { UsersService } from '../users/users.service.ts'
import * as repo from './interviews.repository.ts'
import type { InterviewsTable } from './interviews.table.ts'

// What booking an interview takes, whether a recruiter books it or a candidate through a link.

type NewInterviewRow = Omit<Insertable<InterviewsTable>, 'round_number'> & { round_number?: number }

const MINUTE_MS = 60_000

export const endOf = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE_MS)

export const trimmed = (text: string | null | undefined) => (text === undefined ? undefined : text === null ? null : text.trim())

/** Without a round number, the interview is the application's next round. The application is locked by the caller. */
export async function insertInterview(trx: Transaction<DB>, row: NewInterviewRow) {
  const round = row.round_number ?? (await repo.maxRoundNumber(trx, row.tenant_id, row.application_id)) + 1
  return repo.insertInterview(trx, { ...row, round_number: round })
}

/** The checks on who and what an interview is for, shared by both ways of booking one. */
export function interviewChecks({
  applications,
  users,
}: {
  applications: Pick<ApplicationsService, 'findForRecord'>
  users: Pick<UsersService, 'members'>
}) {
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

  return { interviewerIssues, applicationIssues }
}
