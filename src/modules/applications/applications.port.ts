export const APPLICATION_STATUSES = ['active', 'hired', 'rejected', 'removed'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]
export const CHANGE_TYPES = ['initial', 'stage_move', 'status_change', 'note'] as const

/** An application as other modules read it when attaching a record to it. */
export interface Application {
  id: string
  candidate_id: string
  job_id: string
  status: ApplicationStatus
  is_demo: boolean
}
