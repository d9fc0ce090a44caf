import type { ColumnType, Selectable } from 'kysely'
import type { GENDERS, SALARY_TYPES, SALARY_PERIODS, CREATED_VIA } from './candidates.port.ts'

export interface CandidatesTable {
  tenant_id: string
  id: string
  code: string
  full_name: string
  email: string | null
  email_normalized: string | null
  phone: string | null
  phone_normalized: string | null
  gender: (typeof GENDERS)[number] | null
  /** `YYYY-MM-DD`, or a bare `YYYY` when only the year is known. */
  date_of_birth: string | null
  location_display: string | null
  vn_province_code: string | null
  country_code: string | null
  current_job_title: string | null
  current_company: string | null
  total_experience_years: number | null
  skills: ColumnType<unknown, string | null, string | null>
  education: ColumnType<unknown, string | null, string | null>
  current_salary: number | null
  current_salary_currency: string | null
  current_salary_type: (typeof SALARY_TYPES)[number] | null
  current_salary_period: (typeof SALARY_PERIODS)[number] | null
  expected_salary_min: number | null
  expected_salary_max: number | null
  salary_currency: string | null
  salary_type: (typeof SALARY_TYPES)[number] | null
  salary_period: (typeof SALARY_PERIODS)[number] | null
  source: ColumnType<string, string | undefined, string>
  source_detail: string | null
  tags: ColumnType<string[], string[] | undefined, string[]>
  star_rating: number | null
  is_blacklisted: ColumnType<boolean, boolean | undefined, boolean>
  is_demo: ColumnType<boolean, boolean | undefined, boolean>
  is_anonymized: ColumnType<boolean, boolean | undefined, boolean>
  duplicate_of_id: string | null
  needs_manual_review: ColumnType<boolean, boolean | undefined, boolean>
  avatar_file_id: string | null
  created_via: ColumnType<(typeof CREATED_VIA)[number], (typeof CREATED_VIA)[number] | undefined, never>
  search_text: ColumnType<string, string | undefined, string>
  external_id: string | null
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
  is_deleted: ColumnType<boolean, boolean | undefined, boolean>
  deleted_at: Date | null
}

export type CandidateRow = Selectable<CandidatesTable>
