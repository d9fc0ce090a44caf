import type { Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import type { ValidationIssue } from '../../platform/errors.ts'
import { ValidationFailed } from '../../platform/errors.ts'
import type { ApplicationImport, ApplicationImports } from '../applications/applications.port.ts'
import type { CandidateImports } from '../candidates/candidates.port.ts'
import type { JobImports } from '../jobs/jobs.port.ts'
import type { PipelinesService } from '../pipelines/pipelines.service.ts'
import { recordError, type ApplicationRef, type RunContext } from './import-context.ts'
import { instant, type PrepareBatch } from './import-kind.ts'
import type { ImportApplicationRecord } from './import-records.schemas.ts'

interface Deps {
  applications: ApplicationImports
  jobs: Pick<JobImports, 'findImported'>
  candidates: Pick<CandidateImports, 'findImported'>
  pipelines: Pick<PipelinesService, 'stagesOfJobs'>
}

/**
 * The order rules of a history, all reported at once: it opens with its only `initial` change,
 * each change comes strictly after the one before it, stage moves name a stage, status changes
 * name a status, and notes name neither.
 */
function historyIssues(record: ImportApplicationRecord): ValidationIssue[] {
  const issues: ValidationIssue[] = []
  const at = (i: number, field: string, msg: string, type = 'value_error') => issues.push({ loc: ['transitions', i, field], msg, type })
  record.transitions?.forEach((t, i) => {
    if (i === 0 && t.change_type !== 'initial') at(i, 'change_type', 'The first transition must be initial')
    if (i > 0 && t.change_type === 'initial') at(i, 'change_type', 'Only the first transition is initial')
    if (i > 0 && Date.parse(t.changed_at as string) <= Date.parse(record.transitions![i - 1]!.changed_at as string)) {
      at(i, 'changed_at', 'Must be later than the transition before it: transitions are given oldest first')
    }
    if (t.change_type === 'stage_move' && t.to_stage === undefined) at(i, 'to_stage', 'Required with stage_move', 'missing')
    if (t.change_type === 'status_change' && t.to_status === undefined) at(i, 'to_status', 'Required with status_change', 'missing')
    if (t.change_type !== 'status_change' && t.to_status !== undefined) at(i, 'to_status', 'Only with status_change')
    if (t.change_type === 'note' && t.to_stage !== undefined) at(i, 'to_stage', 'Not with note')
  })
  return issues
}

/** The dates and reason that describe an outcome belong with that outcome. */
function outcomeIssues(record: ImportApplicationRecord, status: ApplicationImport['fields']['status']): ValidationIssue[] {
  const issues: ValidationIssue[] = []
  const given = (value: unknown) => value !== undefined && value !== null
  if (status === 'hired' && !given(record.hired_date))
    issues.push({ loc: ['hired_date'], msg: 'Required with status hired', type: 'missing' })
  if (status !== 'hired' && given(record.hired_date))
    issues.push({ loc: ['hired_date'], msg: 'Only with status hired', type: 'value_error' })
  if (status === 'rejected' && !given(record.rejected_date))
    issues.push({ loc: ['rejected_date'], msg: 'Required with status rejected', type: 'missing' })
  for (const field of ['rejected_date', 'rejection_reason_code', 'rejection_reason'] as const) {
    if (status !== 'rejected' && given(record[field])) issues.push({ loc: [field], msg: 'Only with status rejected', type: 'value_error' })
  }
  return issues
}

async function toImport(
  trx: Transaction<DB>,
  ctx: RunContext,
  record: ImportApplicationRecord,
  app: Omit<ApplicationRef, 'id'>,
): Promise<ApplicationImport> {
  const status = record.status ?? 'active'
  const issues = [...outcomeIssues(record, status), ...historyIssues(record)]
  if (issues.length) throw new ValidationFailed(issues)
  if (record.rejection_reason_code != null) await ctx.rejectionReason(trx, record.rejection_reason_code, ['rejection_reason_code'])
  if (record.source != null) await ctx.source(trx, record.source, ['source'])
  const stages = ctx.jobStages(app.job_id)
  if (stages.length === 0) throw recordError(['job_external_id'], 'The job has no stages')
  const history: ApplicationImport['history'] = (record.transitions ?? []).map((t, i) => {
    const by = ctx.optionalMember(t.changed_by_email, ['transitions', i, 'changed_by_email'])
    const to =
      t.to_stage !== undefined
        ? ctx.stage(app.job_id, t.to_stage, ['transitions', i, 'to_stage'])
        : t.change_type === 'initial'
          ? stages[0]
          : undefined
    return {
      type: t.change_type,
      ...(to ? { to } : {}),
      ...(t.to_status ? { toStatus: t.to_status } : {}),
      at: new Date(t.changed_at),
      by: { userId: by?.id ?? null, name: by?.full_name ?? null },
      notes: t.notes?.trim() || null,
    }
  })
  return {
    external_id: record.external_id,
    candidate_id: app.candidate_id,
    job_id: app.job_id,
    fields: {
      status,
      applied_date: instant(record.applied_date),
      hired_date: instant(record.hired_date),
      rejected_date: instant(record.rejected_date),
      rejection_reason_code: record.rejection_reason_code ?? null,
      rejection_reason: record.rejection_reason?.trim() || null,
      source: record.source ?? null,
      source_detail: record.source_detail ?? null,
      assigned_recruiter_id: ctx.optionalMember(record.assigned_recruiter_email, ['assigned_recruiter_email'])?.id ?? null,
      offer_accepted_at: instant(record.offer_accepted_at),
    },
    stage: record.stage !== undefined ? ctx.stage(app.job_id, record.stage, ['stage']) : undefined,
    firstStage: stages[0]!,
    history,
    created_at: new Date(record.created_at),
    is_demo: ctx.options.isDemo,
  }
}

export function prepareApplications({ applications, jobs, candidates, pipelines }: Deps): PrepareBatch<ImportApplicationRecord> {
  return async (trx, ctx, records) => {
    const writer = await applications.openImport(
      trx,
      ctx.tenantId,
      records.map((r) => r.external_id),
    )
    for (const job of await jobs.findImported(
      trx,
      ctx.tenantId,
      ctx.unknown(
        'job',
        records.map((r) => r.job_external_id),
      ),
    )) {
      ctx.known.job.set(job.external_id!, { id: job.id })
    }
    for (const candidate of await candidates.findImported(
      trx,
      ctx.tenantId,
      ctx.unknown(
        'candidate',
        records.map((r) => r.candidate_external_id),
      ),
    )) {
      ctx.known.candidate.set(candidate.external_id!, { id: candidate.id })
    }
    const jobIds = records.flatMap((r) => ctx.known.job.get(r.job_external_id)?.id ?? [])
    await ctx.loadStages(jobIds, (ids) => pipelines.stagesOfJobs(trx, ctx.tenantId, ids))
    return async (trx, record) => {
      const job = ctx.ref('job', record.job_external_id, ['job_external_id'])
      const candidate = ctx.ref('candidate', record.candidate_external_id, ['candidate_external_id'])
      const ref = { candidate_id: candidate.id, job_id: job.id }
      const input = await toImport(trx, ctx, record, ref)
      const { id, outcome } = await writer.write(trx, input)
      return { id, outcome, remember: () => ctx.known.application.set(record.external_id, { id, ...ref }) }
    }
  }
}
