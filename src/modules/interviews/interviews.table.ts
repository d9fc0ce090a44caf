import type { ColumnType, Generated, Selectable } from 'kysely'
import type { InterviewImportFields } from './interviews.port.ts'

/**
 * The columns an import writes are declared once, in the port (`InterviewImportFields`); here the
 * others, and the Kysely wrappers of those the database fills in when an insert leaves them out.
 */
export interface InterviewsTable extends Omit<InterviewImportFields, 'status' | 'result' | 'interviewer_ids' | 'is_self_schedule'> {
  tenant_id: string
  id: string
  application_id: string
  candidate_id: string
  job_id: string
  round_number: number
  status: Generated<InterviewImportFields['status']>
  result: Generated<InterviewImportFields['result']>
  interviewer_ids: Generated<InterviewImportFields['interviewer_ids']>
  is_self_schedule: Generated<InterviewImportFields['is_self_schedule']>
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
