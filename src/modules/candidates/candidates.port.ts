export const GENDERS = ['male', 'female', 'other'] as const
export const SALARY_TYPES = ['gross', 'net'] as const
export const SALARY_PERIODS = ['monthly', 'yearly', 'hourly'] as const
export const CREATED_VIA = ['api', 'public_form', 'import', 'cv_parse'] as const
export const SOURCE_KINDS = [
  'job_board',
  'linkedin',
  'facebook',
  'other_social',
  'email',
  'referral',
  'career_page',
  'headhunt',
  'hr',
  'manual',
  'other',
  'old_database',
] as const

/** A candidate as other modules read it: who they attach a record to, and how they name them. */
export interface Candidate {
  id: string
  code: string
  full_name: string
  email: string | null
  source: string
  source_detail: string | null
  is_anonymized: boolean
}

/**
 * The stored files of a candidate are the rows of the `files` table whose `purpose` is one of
 * these and whose `resource_id` is the candidate's id. Every module storing a file about a
 * candidate (avatar, CV upload, CV parsing) follows this, so that anonymization finds them all.
 */
export const CANDIDATE_FILE_PURPOSES = ['avatar', 'cv'] as const

/**
 * Values about a person found by reading something they sent (a CV), not typed by HR: they only
 * ever fill a field of the record that is empty.
 */
export interface FoundProfile {
  email: string | null
  phone: string | null
  current_job_title: string | null
  current_company: string | null
  total_experience_years: number | null
  skills: string[]
  education: unknown[]
}
