import type { Updateable } from 'kysely'
import type { CandidateRow, CandidatesTable } from './candidates.table.ts'
import { searchTextOf } from './normalize.ts'

/**
 * The name an anonymized candidate keeps: this marker, a space and four hex characters of the
 * record's id (so that rows in a list can be told apart without naming anyone). The Data API
 * documents the marker.
 */
export const ANONYMIZED_NAME_MARKER = 'Deleted candidate'

export function anonymizedNameOf(id: string): string {
  return `${ANONYMIZED_NAME_MARKER} ${id.replace(/-/g, '').slice(-4).toUpperCase()}`
}

/**
 * What anonymization writes. Erased: everything that describes the person (contact, identity,
 * location, career, pay, HR's free-text labels and source note, the picture). Kept: what
 * describes the record and the hiring process, so counts and funnels stay true: code, source
 * kind, created_via, flags (blacklist, demo, duplicate review), star rating, timestamps, and
 * external_id (an opaque key of the customer's own system that is never shown; keeping it makes
 * a re-import find this record, which refuses edits, instead of recreating the person).
 */
export function erasedColumns(row: Pick<CandidateRow, 'id' | 'code'>) {
  const full_name = anonymizedNameOf(row.id)
  return {
    full_name,
    email: null,
    email_normalized: null,
    phone: null,
    phone_normalized: null,
    gender: null,
    date_of_birth: null,
    location_display: null,
    vn_province_code: null,
    country_code: null,
    current_job_title: null,
    current_company: null,
    total_experience_years: null,
    skills: null,
    education: null,
    current_salary: null,
    current_salary_currency: null,
    current_salary_type: null,
    current_salary_period: null,
    expected_salary_min: null,
    expected_salary_max: null,
    salary_currency: null,
    salary_type: null,
    salary_period: null,
    source_detail: null,
    tags: [],
    avatar_file_id: null,
    is_anonymized: true,
    // Rebuilt from the marker alone: the old name, e-mail and phone can no longer be found.
    search_text: searchTextOf({ full_name, email: null, phone: null, code: row.code }),
  } satisfies Omit<Updateable<CandidatesTable>, 'updated_at'>
}

/** The columns anonymization writes, the same for every record. */
export const ERASED_FIELDS = Object.keys(erasedColumns({ id: '', code: '' })) as readonly (keyof ReturnType<typeof erasedColumns>)[]
