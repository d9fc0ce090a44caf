import type { Handle } from '../../db/database.ts'
import type { UsersService } from '../users/users.service.ts'
import type { InterviewRow } from './interviews.table.ts'

type Names = ReadonlyMap<string, string>

/** An interview as the API shows it, its interviewers named from `names` (by member id). */
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

/** One interview as the API shows it, its interviewers' names read through `handle` (a transaction sees its own writes). */
export async function viewInterview(users: Pick<UsersService, 'members'>, handle: Handle, row: InterviewRow) {
  return presentInterview(row, await interviewerNames(users, handle, row.tenant_id, [row]))
}
