import type { Handle } from '../../db/database.ts'
import type { RecordImporter } from '../../platform/import-writer.ts'
import type { StageInput } from '../pipelines/pipelines.port.ts'

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

/** What a job's posting says: the fields anyone may read, and an import writes among the rest. */
export interface JobPosting {
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

/** A job as anyone may read it (the career site, the public API): open and public, nothing internal. */
export interface PublicJobView extends JobPosting {
  id: string
  code: string
  slug: string
}

/** A line of a job's recruitment budget. */
export interface CostItem {
  category: string
  amount: number
  date?: string
}

/**
 * The columns of a job an import writes, typed as the jobs table stores them: their one
 * declaration, from which jobs.table.ts builds the table's row type.
 */
export interface JobImportFields extends JobPosting {
  hire_type: (typeof HIRE_TYPES)[number] | null
  headcount: number
  expected_hire_date: string | null
  recruitment_cost_items: CostItem[]
  cost_currency: string | null
  status: JobStatus
  close_reason: string | null
  paused_at: Date | null
  closed_at: Date | null
  created_by: string | null
  is_demo: boolean
}

/**
 * A job as an import writes it: every column given (what the record leaves out is its default),
 * members already resolved to ids, times as they happened in the system it comes from.
 */
export interface JobImport {
  external_id: string
  fields: JobImportFields
  created_at: Date
  /**
   * The stages the job has: its own (`own`), or a copy of the template's. A job found again keeps
   * the stages it copied unless it names its own or another template.
   */
  pipeline: { templateId: string | null; stages: StageInput[]; own: boolean }
}

/** A job an earlier import wrote, as the records of a later one that name it find it. */
export interface ImportedJob {
  id: string
  external_id: string | null
}

/** The jobs module's part in an import (src/modules/imports). */
export interface JobImports extends RecordImporter<JobImport> {
  findImported(handle: Handle, tenantId: string, externalIds: readonly string[]): Promise<ImportedJob[]>
}
