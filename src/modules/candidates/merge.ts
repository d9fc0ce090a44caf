import type { Updateable } from 'kysely'
import type { CandidateRow, CandidatesTable } from './candidates.table.ts'
import { searchTextOf } from './normalize.ts'

/**
 * Fields the surviving record takes from the duplicate when it has no value of its own: what
 * the duplicate knew about the person is kept, and nothing the survivor already says is
 * overwritten. Salary fields travel as groups, so an amount never meets another record's
 * currency or period.
 */
const SINGLE_FIELDS = [
  'email',
  'phone',
  'gender',
  'date_of_birth',
  'location_display',
  'vn_province_code',
  'country_code',
  'current_job_title',
  'current_company',
  'total_experience_years',
  'skills',
  'education',
  'star_rating',
  'source_detail',
  'avatar_file_id',
] as const satisfies readonly (keyof CandidateRow)[]

const FIELD_GROUPS = [
  ['current_salary', 'current_salary_currency', 'current_salary_type', 'current_salary_period'],
  ['expected_salary_min', 'expected_salary_max', 'salary_currency', 'salary_type', 'salary_period'],
] as const satisfies readonly (readonly (keyof CandidateRow)[])[]

type SurvivorChanges = Omit<Updateable<CandidatesTable>, 'updated_at'>

/** The survivor's columns after taking over the duplicate (see SINGLE_FIELDS); only what changes. */
export function survivorChanges(survivor: CandidateRow, duplicate: CandidateRow): SurvivorChanges {
  const changes: Record<string, unknown> = {}
  for (const field of SINGLE_FIELDS) {
    if (survivor[field] === null && duplicate[field] !== null) changes[field] = duplicate[field]
  }
  for (const group of FIELD_GROUPS) {
    if (group.every((f) => survivor[f] === null) && group.some((f) => duplicate[f] !== null)) {
      for (const field of group) changes[field] = duplicate[field]
    }
  }
  // JSON columns are written as text.
  for (const field of ['skills', 'education'] as const) {
    if (field in changes) changes[field] = JSON.stringify(changes[field])
  }
  if ('email' in changes) changes.email_normalized = duplicate.email_normalized
  if ('phone' in changes) changes.phone_normalized = duplicate.phone_normalized
  const tags = [...new Set([...survivor.tags, ...duplicate.tags])]
  if (tags.length !== survivor.tags.length) changes.tags = tags
  if (duplicate.is_blacklisted && !survivor.is_blacklisted) changes.is_blacklisted = true
  // The survivor stops being flagged as a copy of the record it absorbed.
  if (survivor.duplicate_of_id === duplicate.id) {
    changes.duplicate_of_id = null
    changes.needs_manual_review = false
  }
  if ('email' in changes || 'phone' in changes) {
    changes.search_text = searchTextOf({
      full_name: survivor.full_name,
      email: (changes.email as string | undefined) ?? survivor.email,
      phone: (changes.phone as string | undefined) ?? survivor.phone,
      code: survivor.code,
    })
  }
  return changes
}
