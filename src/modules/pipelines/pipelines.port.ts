import type { Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'

export const STAGE_TYPES = ['sourced', 'applied', 'screening', 'assessment', 'interview', 'hm_review', 'offer', 'hired', 'custom'] as const
export type StageType = (typeof STAGE_TYPES)[number]

/** A stage of a job's own pipeline, as other modules place applications on it. */
export interface JobStage {
  id: string
  job_id: string
  name: string
  stage_type: StageType
  sort_order: number
  is_terminal: boolean
  is_optional: boolean
}

/** A stage as a template lists it, for modules that give jobs a template's stages (imports, demo data). */
export interface TemplateStage {
  name: string
  stage_type: StageType
  is_terminal: boolean
  is_optional: boolean
}

/** A stage as a template or an imported job gives it, before it is written: the flags default to false. */
export interface StageInput {
  name: string
  stage_type: StageType
  is_terminal?: boolean
  is_optional?: boolean
}

/** A pipeline template with its stages, in order. */
export interface PipelineTemplate {
  id: string
  name: string
  is_default: boolean
  stages: TemplateStage[]
}

/**
 * Where applications sitting in a stage are counted and moved: what the pipelines module needs
 * from the applications module (its stage moves, built before the pipelines service). `stages`
 * are the job's stages, as just read.
 */
export interface StageOccupancy {
  count(trx: Transaction<DB>, tenantId: string, stageId: string): Promise<number>
  moveAll(trx: Transaction<DB>, actor: Actor, stages: readonly JobStage[], fromStageId: string, toStageId: string): Promise<void>
}
