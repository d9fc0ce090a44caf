export const INTERVIEW_STATUSES = ['scheduled', 'completed', 'cancelled', 'no_show', 'rescheduled'] as const
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number]
export const INTERVIEW_RESULTS = ['pending', 'passed', 'failed', 'neutral'] as const
export type InterviewResult = (typeof INTERVIEW_RESULTS)[number]

/** An interview as other modules read it when attaching a record to it (evaluations). */
export interface Interview {
  id: string
  application_id: string
}
