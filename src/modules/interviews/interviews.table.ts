import type { ColumnType, Selectable } from 'kysely'
import type { InterviewStatus, InterviewResult } from './interviews.port.ts'

export interface InterviewsTable {
  tenant_id: string
  id: string
  application_id: string
  candidate_id: string
  job_id: string
  interview_round: string
  round_number: number
  scheduled_at: Date
  duration_minutes: number
  location: string | null
  meeting_link: string | null
  comments: string | null
  status: ColumnType<InterviewStatus, InterviewStatus | undefined, InterviewStatus>
  result: ColumnType<InterviewResult, InterviewResult | undefined, InterviewResult>
  rating: number | null
  interviewer_ids: ColumnType<string[], string[] | undefined, string[]>
  is_self_schedule: ColumnType<boolean, boolean | undefined, boolean>
  created_by: string | null
  is_demo: ColumnType<boolean, boolean | undefined, boolean>
  external_id: string | null
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export interface InterviewScheduleLinksTable {
  tenant_id: string
  id: string
  /** SHA-256 of the link token; the token itself is shown once, in the link. */
  token_hash: string
  application_id: string
  candidate_id: string
  job_id: string
  interview_round: string
  duration_minutes: number
  interviewer_ids: string[]
  location: string | null
  meeting_link: string | null
  slots: Date[]
  expires_at: Date
  /** The interview the candidate booked through the link; null until then. */
  interview_id: string | null
  created_by: string | null
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export type InterviewRow = Selectable<InterviewsTable>
export type InterviewScheduleLinkRow = Selectable<InterviewScheduleLinksTable>
