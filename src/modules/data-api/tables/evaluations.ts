import { sql } from 'kysely'
import { EVALUATION_RESULTS, EVALUATION_TYPES, EVALUATOR_TYPES } from '../../evaluations/evaluations.port.ts'
import { applicationRowCounts } from '../population.ts'
import { field } from './fields.ts'
import { defineTable } from './table.ts'

export const evaluationsTable = defineTable({
  name: 'evaluations',
  summary: 'Evaluation table (time axis evaluated_at, else created_at; written comments omitted)',
  description:
    'One row per evaluation (scorecard) of an application, internal or external. Drafts have `evaluated_at` null. ' +
    'Written comments are not exported.',
  axisLabel: '`evaluated_at`, or `created_at` when `evaluated_at` is null',
  updatedLabel: 'updated_at',
  jobFilter: 'job_id',
  population: 'tied',
  fields: [
    field('id', 'uuid'),
    field('application_id', 'uuid'),
    field('candidate_id', 'uuid'),
    field('job_id', 'uuid'),
    field('interview_id', 'uuid?'),
    field('stage_id', 'uuid?', { note: 'the evaluated stage' }),
    field('evaluator_type', 'string', { values: EVALUATOR_TYPES }),
    field('evaluator_id', 'uuid?', { note: 'internal evaluator, catalog members id' }),
    field('evaluator_name', 'string'),
    field('overall_rating', 'int?'),
    field('rating_scale', 'int', { note: 'the scale’s maximum; compare overall_rating / rating_scale' }),
    field('criteria_scores', 'list?', {
      of: [field('criterion', 'string'), field('score', 'float'), field('weight', 'float')],
    }),
    field('weighted_score', 'float?', { note: 'Σ(score × weight) / Σ(weight), on rating_scale' }),
    field('result', 'string?', { values: EVALUATION_RESULTS }),
    field('evaluation_type', 'string?', { values: EVALUATION_TYPES }),
    field('evaluated_at', 'datetime?', { note: 'null: not yet scored (a draft)' }),
    field('created_at', 'datetime'),
    field('updated_at', 'datetime'),
  ],
  notes: [
    'Ratings use different scales: normalize as `overall_rating / rating_scale` before comparing or averaging.',
    'Submitting a draft sets `evaluated_at`, which moves the row along the time axis; `updated_since` picks the change up.',
  ],
  axis: sql<Date>`coalesce(t.evaluated_at, t.created_at)`,
  updated: () => sql<Date>`t.updated_at`,
  jobColumn: 't.job_id',
  from: (db, tenantId) => db.selectFrom('evaluations as t').where('t.tenant_id', '=', tenantId).where(applicationRowCounts(tenantId, 't')),
  select: (query) =>
    query.select([
      't.id',
      't.application_id',
      't.candidate_id',
      't.job_id',
      't.interview_id',
      't.stage_id',
      't.evaluator_type',
      't.evaluator_id',
      't.evaluator_name',
      't.overall_rating',
      't.rating_scale',
      't.criteria_scores',
      't.weighted_score',
      't.result',
      't.evaluation_type',
      't.evaluated_at',
      't.created_at',
      't.updated_at',
    ]),
})
