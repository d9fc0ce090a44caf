import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely'
import type { EvaluationImportFields } from './evaluations.port.ts'

export interface CriterionScore {
  criterion: string
  score: number
  weight: number
}

/**
 * The columns an import writes are declared once, in the port (`EvaluationImportFields`); here the
 * others, and the Kysely wrappers of those the database fills in when an insert leaves them out.
 */
export interface EvaluationsTable extends Omit<EvaluationImportFields, 'rating_scale'> {
  tenant_id: string
  id: string
  application_id: string
  candidate_id: string
  job_id: string
  rating_scale: Generated<EvaluationImportFields['rating_scale']>
  criteria_scores: JSONColumnType<CriterionScore[] | null, string | null, string | null>
  weighted_score: number | null
  is_demo: ColumnType<boolean, boolean | undefined, boolean>
  external_id: string | null
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export type EvaluationRow = Selectable<EvaluationsTable>
