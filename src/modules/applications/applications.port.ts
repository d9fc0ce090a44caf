export const APPLICATION_STATUSES = ['active', 'hired', 'rejected', 'removed'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]
export const CHANGE_TYPES = ['initial', 'stage_move', 'status_change', 'note'] as const

/** An application an import found by its external id, for the records it brings that attach to one. */
export interface ImportedApplication {
  id: string
  external_id: string | null
  candidate_id: string
  job_id: string
}

/** An application as other modules read it when attaching a record to it. */
export interface Application {
  id: string
  candidate_id: string
  job_id: string
  current_stage_id: string | null
  status: ApplicationStatus
  is_demo: boolean
}
