import type { JobImport, JobImports } from '../jobs/jobs.port.ts'
import { DEFAULT_STAGES } from '../pipelines/pipelines.service.ts'
import { recordError, type RunContext } from './import-context.ts'
import { instant, type PrepareBatch } from './import-kind.ts'
import type { ImportJobRecord } from './import-records.schemas.ts'

/** The stages a job gets: its own, a named template's, else the default template's. */
function pipelineOf(ctx: RunContext, record: ImportJobRecord): JobImport['pipeline'] {
  if (record.stages && record.pipeline_template !== undefined) {
    throw recordError(['pipeline_template'], 'Give either stages or pipeline_template, not both')
  }
  if (record.stages) {
    const seen = new Set<string>()
    record.stages.forEach((stage, index) => {
      const key = stage.name.trim().toLowerCase()
      if (seen.has(key)) throw recordError(['stages', index, 'name'], 'Stage names must be unique within the job')
      seen.add(key)
    })
    return { templateId: null, stages: record.stages, own: true }
  }
  const template =
    record.pipeline_template !== undefined
      ? ctx.template(record.pipeline_template, ['pipeline_template'])
      : ctx.templates.find((t) => t.is_default)
  return template
    ? { templateId: template.id, stages: template.stages, own: false }
    : { templateId: null, stages: DEFAULT_STAGES, own: false }
}

function toImport(ctx: RunContext, record: ImportJobRecord): JobImport {
  const creator = ctx.optionalMember(record.created_by_email, ['created_by_email'])
  const status = record.status ?? 'closed'
  const createdAt = new Date(record.created_at)
  return {
    external_id: record.external_id,
    fields: {
      title: record.title,
      department: record.department ?? null,
      employment_type: record.employment_type ?? 'full_time',
      work_setup: record.work_setup ?? null,
      location_display: record.location_display ?? null,
      salary_min: record.salary_min ?? null,
      salary_max: record.salary_max ?? null,
      currency: record.currency ?? null,
      description_html: record.description_html ?? null,
      hire_type: record.hire_type ?? null,
      headcount: record.headcount ?? 1,
      expected_hire_date: record.expected_hire_date ?? null,
      recruitment_cost_items: record.recruitment_cost_items ?? [],
      cost_currency: record.cost_currency ?? null,
      status,
      close_reason: record.close_reason ?? null,
      // An open job has been published; when the old system did not say when, its creation stands in.
      published_at: instant(record.published_at) ?? (status === 'open' ? createdAt : null),
      paused_at: instant(record.paused_at),
      closed_at: instant(record.closed_at),
      created_by: creator?.id ?? ctx.options.actorId,
      is_demo: ctx.options.isDemo,
    },
    created_at: createdAt,
    pipeline: pipelineOf(ctx, record),
  }
}

export function prepareJobs(jobs: JobImports): PrepareBatch<ImportJobRecord> {
  return async (trx, ctx, records) => {
    const writer = await jobs.openImport(
      trx,
      ctx.tenantId,
      records.map((r) => r.external_id),
    )
    return async (trx, record) => {
      const { id, outcome } = await writer.write(trx, toImport(ctx, record))
      return { id, outcome, remember: () => ctx.known.job.set(record.external_id, { id }) }
    }
  }
}
