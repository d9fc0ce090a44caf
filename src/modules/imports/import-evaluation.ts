import type { ValidationIssue } from '../../platform/errors.ts'
import { ValidationFailed } from '../../platform/errors.ts'
import type { ApplicationImports } from '../applications/applications.port.ts'
import { DEFAULT_RATING_SCALE } from '../evaluations/evaluations.schemas.ts'
import type { EvaluationImport, EvaluationImports } from '../evaluations/evaluations.port.ts'
import type { InterviewImports } from '../interviews/interviews.port.ts'
import type { PipelinesService } from '../pipelines/pipelines.service.ts'
import { prepareApplicationChildren, recordError, type RunContext } from './import-context.ts'
import { instant, type PrepareBatch } from './import-kind.ts'
import type { ImportEvaluationRecord } from './import-records.schemas.ts'

interface Deps {
  evaluations: EvaluationImports
  interviews: Pick<InterviewImports, 'findImported'>
  applications: Pick<ApplicationImports, 'findImportedRows'>
  pipelines: Pick<PipelinesService, 'stagesOfJobs'>
}

/** Internal evaluators are members named by e-mail; external ones are only a name. */
function evaluatorIssues(record: ImportEvaluationRecord, type: EvaluationImport['fields']['evaluator_type']): ValidationIssue[] {
  if (type === 'internal') {
    return [
      ...(record.evaluator_email === undefined
        ? [{ loc: ['evaluator_email'], msg: 'Required for an internal evaluator', type: 'missing' }]
        : []),
      ...(record.evaluator_name !== undefined
        ? [{ loc: ['evaluator_name'], msg: 'Only for external evaluators; an internal one carries its member’s name', type: 'value_error' }]
        : []),
    ]
  }
  return [
    ...(record.evaluator_name === undefined
      ? [{ loc: ['evaluator_name'], msg: 'Required for an external evaluator', type: 'missing' }]
      : []),
    ...(record.evaluator_email !== undefined
      ? [{ loc: ['evaluator_email'], msg: 'External evaluators are not members; give evaluator_name only', type: 'value_error' }]
      : []),
  ]
}

function toImport(ctx: RunContext, record: ImportEvaluationRecord): EvaluationImport {
  const type = record.evaluator_type ?? 'internal'
  const issues = evaluatorIssues(record, type)
  const submitted = record.evaluated_at != null
  if (submitted && record.overall_rating == null && record.criteria_scores == null) {
    issues.push({ loc: ['evaluated_at'], msg: 'A submitted evaluation has an overall_rating or criteria_scores', type: 'value_error' })
  }
  if (issues.length) throw new ValidationFailed(issues)
  const app = ctx.ref('application', record.application_external_id, ['application_external_id'])
  let interviewId: string | null = null
  if (record.interview_external_id !== undefined) {
    const interview = ctx.ref('interview', record.interview_external_id, ['interview_external_id'])
    if (interview.application_id !== app.id) throw recordError(['interview_external_id'], 'Must be an interview of the same application')
    interviewId = interview.id
  }
  const evaluator = type === 'internal' ? ctx.member(record.evaluator_email!, ['evaluator_email']) : undefined
  return {
    external_id: record.external_id,
    application: app,
    fields: {
      interview_id: interviewId,
      stage_id: record.stage !== undefined ? ctx.stage(app.job_id, record.stage, ['stage']).id : null,
      evaluator_type: type,
      evaluator_id: evaluator?.id ?? null,
      evaluator_name: evaluator?.full_name ?? record.evaluator_name!,
      overall_rating: record.overall_rating ?? null,
      rating_scale: record.rating_scale ?? DEFAULT_RATING_SCALE,
      result: record.result ?? null,
      evaluation_type: record.evaluation_type ?? null,
      comments: record.comments ?? null,
      evaluated_at: instant(record.evaluated_at),
      created_by: evaluator?.id ?? ctx.options.actorId,
    },
    criteria_scores: record.criteria_scores ?? null,
    created_at: new Date(record.created_at),
    is_demo: ctx.options.isDemo,
  }
}

export function prepareEvaluations({ evaluations, interviews, applications, pipelines }: Deps): PrepareBatch<ImportEvaluationRecord> {
  return async (trx, ctx, records) => {
    const writer = await prepareApplicationChildren(trx, ctx, records, evaluations, applications)
    for (const interview of await interviews.findImported(
      trx,
      ctx.tenantId,
      ctx.unknown(
        'interview',
        records.map((r) => r.interview_external_id),
      ),
    )) {
      ctx.known.interview.set(interview.external_id!, { id: interview.id, application_id: interview.application_id })
    }
    const jobIds = records.flatMap((r) =>
      r.stage !== undefined ? (ctx.known.application.get(r.application_external_id)?.job_id ?? []) : [],
    )
    await ctx.loadStages(jobIds, (ids) => pipelines.stagesOfJobs(trx, ctx.tenantId, ids))
    return async (trx, record) => {
      const { id, outcome } = await writer.write(trx, toImport(ctx, record))
      return { id, outcome, remember: () => ctx.known.evaluation.set(record.external_id, { id }) }
    }
  }
}
