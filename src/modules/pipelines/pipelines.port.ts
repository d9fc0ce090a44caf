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
