export const JOB_STATUSES = ['draft', 'open', 'paused', 'closed'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship'] as const
export const WORK_SETUPS = ['onsite', 'hybrid', 'remote', 'flexible'] as const
export const HIRE_TYPES = ['new_hire', 'replacement'] as const

/** A job as other modules read it when attaching a record to it, and how they name it. */
export interface Job {
  id: string
  code: string
  title: string
  department: string | null
  status: JobStatus
  is_deleted: boolean
}

/** A job as anyone may read it (the career site, the public API): open and public, nothing internal. */
export interface PublicJobView {
  id: string
  code: string
  slug: string
  title: string
  department: string | null
  employment_type: (typeof EMPLOYMENT_TYPES)[number]
  work_setup: (typeof WORK_SETUPS)[number] | null
  location_display: string | null
  salary_min: number | null
  salary_max: number | null
  currency: string | null
  description_html: string | null
  published_at: Date | null
}
