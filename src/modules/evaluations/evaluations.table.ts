import type { ColumnType, JSONColumnType, Selectable } from 'kysely'
import type { EVALUATOR_TYPES, EVALUATION_RESULTS, EVALUATION_TYPES } from './evaluations.port.ts'

export interface CriterionScore {
  criterion: string
  score: number
  weight: number
}

export interface EvaluationsTable {
  tenant_id: string
  id: string
  application_id: string
  candidate_id: string
  job_id: string
  interview_id: string | null
  stage_id: string | null
  evaluator_type: (typeof EVALUATOR_TYPES)[number]
  evaluator_id: string | null
  evaluator_name: string
  overall_rating: number | null
  rating_scale: ColumnType<number, number | undefined, number>
  criteria_scores: JSONColumnType<CriterionScore[] | null, string | null, string | null>
  weighted_score: number | null
  result: (typeof EVALUATION_RESULTS)[number] | null
  evaluation_type: (typeof EVALUATION_TYPES)[number] | null
  comments: string | null
  /** Set on submission; null while the evaluation is a draft. */
  evaluated_at: Date | null
  created_by: string | null
  is_demo: ColumnType<boolean, boolean | undefined, boolean>
  external_id: string | null
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export type EvaluationRow = Selectable<EvaluationsTable>
