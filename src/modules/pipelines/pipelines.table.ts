import type { ColumnType, Selectable } from 'kysely'
import type { StageType } from './pipelines.port.ts'

export interface PipelineTemplatesTable {
  tenant_id: string
  id: string
  name: string
  is_default: ColumnType<boolean, boolean | undefined, boolean>
  is_demo: ColumnType<boolean, boolean | undefined, boolean>
  is_deleted: ColumnType<boolean, boolean | undefined, boolean>
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export interface PipelineTemplateStagesTable {
  tenant_id: string
  id: string
  template_id: string
  name: string
  stage_type: StageType
  sort_order: number
  is_terminal: boolean
  is_optional: boolean
}

/** A job's own copy of its pipeline; applications point at these rows. */
export interface PipelineStagesTable {
  tenant_id: string
  id: string
  job_id: string
  name: string
  stage_type: StageType
  sort_order: number
  is_terminal: boolean
  is_optional: boolean
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export type PipelineTemplateRow = Selectable<PipelineTemplatesTable>
export type TemplateStageRow = Selectable<PipelineTemplateStagesTable>
export type JobStageRow = Selectable<PipelineStagesTable>
