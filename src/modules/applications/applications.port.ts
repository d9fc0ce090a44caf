import type { Handle } from '../../db/database.ts'
import type { RecordImporter } from '../../platform/import-writer.ts'
import type { JobStage } from '../pipelines/pipelines.port.ts'

export const APPLICATION_STATUSES = ['active', 'hired', 'rejected', 'removed'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]
/** The statuses a client sets; an application becomes `removed` when it is deleted. */
export type SettableStatus = 'active' | 'hired' | 'rejected'
export const CHANGE_TYPES = ['initial', 'stage_move', 'status_change', 'note'] as const

/** A stage as an application's history names it. */
export type StageRef = Pick<JobStage, 'id' | 'name' | 'stage_type'>

/** Who made a change, as its history row keeps it: nobody for a career-page submission. */
export interface ChangedBy {
  userId: string | null
  name: string | null
}

/** One change of an imported history, with its stage already found among the job's stages. */
export interface ImportedChange {
  type: (typeof CHANGE_TYPES)[number]
  /** The stage entered: `initial` and `stage_move`; a `status_change` may name one too (hiring into the hired stage). */
  to?: StageRef
  /** `status_change` only. */
  toStatus?: ApplicationStatus
  at: Date
  by: ChangedBy
  notes: string | null
}

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

/**
 * The columns of an application an import writes, typed as the applications table stores them:
 * their one declaration, from which applications.table.ts builds the table's row type.
 */
export interface ApplicationImportFields {
  status: SettableStatus
  /** Null for candidates HR sourced themselves, unless given. */
  applied_date: Date | null
  hired_date: Date | null
  rejected_date: Date | null
  rejection_reason_code: string | null
  rejection_reason: string | null
  source: string | null
  source_detail: string | null
  assigned_recruiter_id: string | null
  offer_accepted_at: Date | null
}

/**
 * An application as an import writes it: every field given, members, stages and reasons already
 * resolved, times as they happened in the system it comes from.
 */
export interface ApplicationImport {
  external_id: string
  candidate_id: string
  job_id: string
  fields: ApplicationImportFields
  /** The current stage the record names; else where its history leaves it, else `firstStage`. */
  stage: StageRef | undefined
  firstStage: StageRef
  /** Oldest first; empty means one initial change into the current stage when the application was created. */
  history: ImportedChange[]
  created_at: Date
  is_demo: boolean
}

/** The applications module's part in an import (src/modules/imports). */
export interface ApplicationImports extends RecordImporter<ApplicationImport> {
  /** Applications earlier imports wrote, without their histories: what records attached to them need. */
  findImportedRows(handle: Handle, tenantId: string, externalIds: readonly string[]): Promise<ImportedApplication[]>
}
