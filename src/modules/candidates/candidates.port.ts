import type { Transaction } from 'kysely'
import type { Static } from 'typebox'
import type { Handle } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import type { RecordImporter } from '../../platform/import-writer.ts'
import type { Candidate as CandidateSchema } from './candidates.schemas.ts'

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

/**
 * A candidate as other modules read it: who they attach a record to, how they name them, and
 * whether they may still write to them.
 */
export interface Candidate {
  id: string
  code: string
  full_name: string
  email: string | null
  source: string
  source_detail: string | null
  is_anonymized: boolean
  is_blacklisted: boolean
}

/** The candidate as the API shows it (`GET /candidates/{id}`). */
export type CandidateView = Static<typeof CandidateSchema>

/** What the candidate-lifecycle module reads of a record before it merges or erases it. */
export interface CandidateState {
  id: string
  updated_at: Date
  is_anonymized: boolean
}

/** A file stored about a candidate, as an erasure deletes it: its row, then its bytes. */
export interface CandidateFile {
  id: string
  storage_key: string
}

/**
 * The candidates module's part in merging and erasing a candidate, which the candidate-lifecycle
 * module runs across every module. `R` is the record as the candidates module holds it: the
 * lifecycle reads its `CandidateState` and hands the whole record back to these steps unopened.
 * Everything runs in the caller's transaction.
 */
export interface CandidateRecords<R extends CandidateState> {
  /** The live record, locked until the transaction ends: nothing else changes it meanwhile. */
  lockRecord(trx: Transaction<DB>, tenantId: string, id: string): Promise<R | undefined>
  /** The live record as it now reads. */
  findRecord(trx: Transaction<DB>, tenantId: string, id: string): Promise<R | undefined>
  present(record: R): CandidateView
  /** The record's own part of a merge; both records are locked. */
  mergeRecord(trx: Transaction<DB>, actor: Actor, duplicate: R, survivor: R): Promise<void>
  /** The record's own part of an erasure; the record is locked. */
  eraseRecord(trx: Transaction<DB>, tenantId: string, record: R): Promise<void>
  /** Every file stored about the person, their picture included (see CANDIDATE_FILE_PURPOSES). */
  listFiles(trx: Transaction<DB>, tenantId: string, record: R): Promise<CandidateFile[]>
  /** Files about a person follow the person, so that erasing the survivor erases them too. */
  moveFiles(trx: Transaction<DB>, tenantId: string, fromId: string, intoId: string): Promise<void>
  /** Deletes the rows of stored files; their bytes are the caller's to delete, last before its commit. */
  deleteFileRows(trx: Transaction<DB>, tenantId: string, ids: readonly string[]): Promise<void>
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

/** What a client may write; the rest (code, flags, search text) the service keeps. */
export interface CandidateFields {
  full_name?: string
  email?: string | null
  phone?: string | null
  gender?: (typeof GENDERS)[number] | null
  date_of_birth?: string | null
  location_display?: string | null
  vn_province_code?: string | null
  country_code?: string | null
  current_job_title?: string | null
  current_company?: string | null
  total_experience_years?: number | null
  skills?: unknown
  education?: unknown
  current_salary?: number | null
  current_salary_currency?: string | null
  current_salary_type?: (typeof SALARY_TYPES)[number] | null
  current_salary_period?: (typeof SALARY_PERIODS)[number] | null
  expected_salary_min?: number | null
  expected_salary_max?: number | null
  salary_currency?: string | null
  salary_type?: (typeof SALARY_TYPES)[number] | null
  salary_period?: (typeof SALARY_PERIODS)[number] | null
  source?: string
  source_detail?: string | null
  tags?: string[]
  star_rating?: number | null
  is_blacklisted?: boolean
}

/**
 * A candidate as an import writes it: every field given (what the record leaves out is null or
 * its default), the source already checked, the time it entered the system it comes from.
 */
export interface CandidateImport {
  external_id: string
  fields: Required<CandidateFields> & { source: string }
  created_at: Date
  is_demo: boolean
}

/** A candidate an earlier import wrote, as the records of a later one that name them find them. */
export interface ImportedCandidate {
  id: string
  external_id: string | null
}

/** The candidates module's part in an import (src/modules/imports). */
export interface CandidateImports extends RecordImporter<CandidateImport> {
  findImported(handle: Handle, tenantId: string, externalIds: readonly string[]): Promise<ImportedCandidate[]>
}
