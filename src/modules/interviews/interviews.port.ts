import type { Handle } from '../../db/database.ts'
import type { RecordImporter } from '../../platform/import-writer.ts'

export const INTERVIEW_STATUSES = ['scheduled', 'completed', 'cancelled', 'no_show', 'rescheduled'] as const
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number]
export const INTERVIEW_RESULTS = ['pending', 'passed', 'failed', 'neutral'] as const
export type InterviewResult = (typeof INTERVIEW_RESULTS)[number]

/** An interview as other modules read it when attaching a record to it (evaluations). */
export interface Interview {
  id: string
  application_id: string
}

/**
 * The columns of an interview an import writes, typed as the interviews table stores them: their
 * one declaration, from which interviews.table.ts builds the table's row type.
 */
export interface InterviewImportFields {
  interview_round: string
  scheduled_at: Date
  duration_minutes: number
  location: string | null
  meeting_link: string | null
  comments: string | null
  status: InterviewStatus
  result: InterviewResult
  rating: number | null
  interviewer_ids: string[]
  is_self_schedule: boolean
  created_by: string | null
}

/**
 * An interview as an import writes it: every field given, interviewers resolved to member ids,
 * times as they happened in the system it comes from. No overlap check: this is history.
 */
export interface InterviewImport {
  external_id: string
  application: { id: string; candidate_id: string; job_id: string }
  fields: InterviewImportFields
  /** The application's next round when a new interview names none; one imported before keeps its own. */
  round_number: number | undefined
  created_at: Date
  is_demo: boolean
}

/** An interview an earlier import wrote, as the records of a later one that name it find it. */
export interface ImportedInterview extends Interview {
  external_id: string | null
}

/** The interviews module's part in an import (src/modules/imports). */
export interface InterviewImports extends RecordImporter<InterviewImport> {
  findImported(handle: Handle, tenantId: string, externalIds: readonly string[]): Promise<ImportedInterview[]>
}
