import type { EvaluationRow } from './evaluations.table.ts'

/** An evaluation as the API shows it. */
export function presentEvaluation(row: EvaluationRow) {
  return {
    id: row.id,
    application_id: row.application_id,
    candidate_id: row.candidate_id,
    job_id: row.job_id,
    interview_id: row.interview_id,
    stage_id: row.stage_id,
    evaluator_type: row.evaluator_type,
    evaluator_id: row.evaluator_id,
    evaluator_name: row.evaluator_name,
    overall_rating: row.overall_rating,
    rating_scale: row.rating_scale,
    criteria_scores: row.criteria_scores?.map((c) => ({ criterion: c.criterion, score: c.score, weight: c.weight })) ?? null,
    weighted_score: row.weighted_score,
    result: row.result,
    evaluation_type: row.evaluation_type,
    comments: row.comments,
    evaluated_at: row.evaluated_at,
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** What the audit entry keeps: values, except the written feedback, of which only its presence. */
export function auditedFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'comments') out.has_comments = value !== null
    else out[key] = value
  }
  return out
}
