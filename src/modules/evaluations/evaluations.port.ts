import type { RecordImporter } from '../../platform/import-writer.ts'

export const EVALUATOR_TYPES = ['internal', 'external'] as const
export const EVALUATION_RESULTS = ['passed', 'failed', 'pending'] as const
export const EVALUATION_TYPES = ['interview_feedback', 'hm_review'] as const

/** One criterion of an evaluation as written to it; the weight defaults to 1. */
export interface CriterionInput {
  criterion: string
  score: number
  weight?: number
}

/**
 * The columns of an evaluation an import writes, typed as the evaluations table stores them: their
 * one declaration, from which evaluations.table.ts builds the table's row type.
 */
export interface EvaluationImportFields {
  interview_id: string | null
  stage_id: string | null
  evaluator_type: (typeof EVALUATOR_TYPES)[number]
  evaluator_id: string | null
  evaluator_name: string
  overall_rating: number | null
  rating_scale: number
  result: (typeof EVALUATION_RESULTS)[number] | null
  evaluation_type: (typeof EVALUATION_TYPES)[number] | null
  comments: string | null
  /** Set on submission; null while the evaluation is a draft. */
  evaluated_at: Date | null
  created_by: string | null
}

/**
 * An evaluation as an import writes it: every field given, the evaluator, interview and stage
 * already resolved, times as they happened in the system it comes from.
 */
export interface EvaluationImport {
  external_id: string
  application: { id: string; candidate_id: string; job_id: string }
  fields: EvaluationImportFields
  criteria_scores: CriterionInput[] | null
  created_at: Date
  is_demo: boolean
}

/** The evaluations module's part in an import (src/modules/imports). */
export type EvaluationImports = RecordImporter<EvaluationImport>
