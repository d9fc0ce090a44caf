export const JOB_STATUSES = ['draft', 'open', 'paused', 'closed'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship'] as const
export const WORK_SETUPS = ['onsite', 'hybrid', 'remote', 'flexible'] as const
export const HIRE_TYPES = ['new_hire', 'replacement'] as const

/** A job as other modules read it when attaching a record to it. */
export interface Job {
  id: string
  status: JobStatus
  is_deleted: boolean
}
