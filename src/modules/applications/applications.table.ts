import type { ColumnType, Selectable } from 'kysely'
import type { ApplicationImportFields, ApplicationStatus, CHANGE_TYPES } from './applications.port.ts'
import type { StageType } from '../pipelines/pipelines.port.ts'

/**
 * The columns an import writes are declared once, in the port (`ApplicationImportFields`); here the
 * others, and the status as the table keeps it: `removed` too, filled in by the database when an
 * insert leaves it out.
 */
export interface ApplicationsTable extends Omit<ApplicationImportFields, 'status'> {
  tenant_id: string
  id: string
  candidate_id: string
  job_id: string
  current_stage_id: string | null
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>
  stage_updated_at: Date | null
  is_demo: ColumnType<boolean, boolean | undefined, boolean>
  external_id: string | null
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
  /** Facts of the history, written by src/db/stage-facts.ts only: bits of the stage types reached. */
  reached_stage_types: ColumnType<number, never, never>
  /** Facts of the history, written by src/db/stage-facts.ts only: bits of the funnel steps made. */
  reached_funnel_steps: ColumnType<number, never, never>
}

export interface StageTransitionsTable {
  tenant_id: string
  id: string
  application_id: string
  candidate_id: string
  job_id: string
  change_type: (typeof CHANGE_TYPES)[number]
  from_stage_id: string | null
  to_stage_id: string | null
  from_stage_name: string | null
  to_stage_name: string | null
  from_stage_type: StageType | null
  to_stage_type: StageType | null
  from_status: ApplicationStatus | null
  to_status: ApplicationStatus | null
  changed_at: ColumnType<Date, Date | undefined, Date>
  changed_by_user_id: string | null
  changed_by_name: string | null
  notes: string | null
  is_demo: ColumnType<boolean, boolean | undefined, boolean>
  updated_at: ColumnType<Date, Date | undefined, Date>
  /** Fact written by src/db/stage-facts.ts only: the type of the stay this row ends, if it ends one. */
  stay_stage_type: ColumnType<StageType | null, never, never>
  /** Fact written by src/db/stage-facts.ts only: when the stay this row ends began. */
  stay_started_at: ColumnType<Date | null, never, never>
}

export type ApplicationRow = Selectable<ApplicationsTable>
export type StageTransitionRow = Selectable<StageTransitionsTable>
