import type { Handle } from '../../db/database.ts'
import type { RecordImporter } from '../../platform/import-writer.ts'
import type { SettableStatus } from './application-view.ts'
import type { ImportedChange, StageRef } from './transitions.ts'

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

/**
 * An application as an import writes it: every field given, members, stages and reasons already
 * resolved, times as they happened in the system it comes from.
 */
export interface ApplicationImport {
  external_id: string
  candidate_id: string
  job_id: string
  fields: {
    status: SettableStatus
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
