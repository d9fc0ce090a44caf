import { sql } from 'kysely'
import { EMPLOYMENT_TYPES, HIRE_TYPES, WORK_SETUPS } from '../../jobs/jobs.port.ts'
import { STAGE_TYPES } from '../../pipelines/pipelines.port.ts'
import { field } from './fields.ts'
import { defineTable } from './table.ts'

/** The Data API's job statuses: the core API's `paused` is reported as `on_hold`. */
export const DATA_JOB_STATUSES = ['draft', 'open', 'on_hold', 'closed'] as const

export const jobsTable = defineTable({
  name: 'jobs',
  summary: 'Job table with each job’s pipeline stages (time axis created_at)',
  description: 'One row per job that is not deleted, with its own ordered pipeline embedded in `pipeline_stages`.',
  axisLabel: 'created_at',
  updatedLabel: 'updated_at',
  jobFilter: 'id',
  population: 'own',
  fields: [
    field('id', 'uuid'),
    field('job_code', 'string', { note: 'display code JOB-YYYY-NNNN' }),
    field('title', 'string'),
    field('slug', 'string?'),
    field('department', 'string?'),
    field('location_display', 'string?'),
    field('employment_type', 'string', { values: EMPLOYMENT_TYPES }),
    field('work_setup', 'string?', { values: WORK_SETUPS }),
    field('hire_type', 'string?', { values: HIRE_TYPES }),
    field('status', 'string', { values: DATA_JOB_STATUSES, note: 'the core API’s paused is on_hold here' }),
    field('published_date', 'datetime?', { note: 'first publication' }),
    field('closed_date', 'datetime?', { note: 'last time the job was closed' }),
    field('on_hold_date', 'datetime?', { note: 'last time the job was put on hold' }),
    field('close_reason', 'string?'),
    field('expected_hire_date', 'date?'),
    field('headcount', 'int'),
    field('salary_min', 'int?'),
    field('salary_max', 'int?'),
    field('salary_currency', 'string?'),
    field('recruitment_cost_items', 'list', {
      of: [field('category', 'string'), field('amount', 'float'), field('date', 'date?')],
      note: 'the total cost of a job is the sum of amount',
    }),
    field('cost_currency', 'string?'),
    field('pipeline_template_id', 'uuid?', { note: 'catalog pipeline_templates id' }),
    field('is_demo', 'bool'),
    field('created_by', 'uuid', { note: 'the member who created the job' }),
    field('created_at', 'datetime'),
    field('updated_at', 'datetime'),
    field('pipeline_stages', 'list', {
      of: [
        field('id', 'uuid', { note: 'referenced by applications.stage_id' }),
        field('name', 'string'),
        field('stage_type', 'string', { values: STAGE_TYPES }),
        field('sort_order', 'int', { note: 'order in the pipeline, 1 first' }),
        field('is_terminal', 'bool', { note: 'the final (hired) stage' }),
        field('is_optional', 'bool', { note: 'may be skipped' }),
      ],
      note: 'the job’s stages in pipeline order',
    }),
  ],
  notes: ['Stage names differ between jobs; compare across jobs by `stage_type`.', '`job_id` filters this table on `id`.'],
  axis: sql<Date>`t.created_at`,
  updated: () => sql<Date>`t.updated_at`,
  jobColumn: 't.id',
  from: (db, tenantId) => db.selectFrom('jobs as t').where('t.tenant_id', '=', tenantId).where('t.is_deleted', '=', false),
  select: (query) =>
    query.select([
      't.id',
      't.code as job_code',
      't.title',
      't.slug',
      't.department',
      't.location_display',
      't.employment_type',
      't.work_setup',
      't.hire_type',
      sql<string>`case when t.status = 'paused' then 'on_hold' else t.status end`.as('status'),
      't.published_at as published_date',
      't.closed_at as closed_date',
      't.paused_at as on_hold_date',
      't.close_reason',
      't.expected_hire_date',
      't.headcount',
      't.salary_min',
      't.salary_max',
      't.currency as salary_currency',
      't.recruitment_cost_items',
      't.cost_currency',
      't.pipeline_template_id',
      't.is_demo',
      't.created_by',
      't.created_at',
      't.updated_at',
      sql<unknown[]>`coalesce((
        select json_agg(json_build_object(
          'id', s.id, 'name', s.name, 'stage_type', s.stage_type, 'sort_order', s.sort_order,
          'is_terminal', s.is_terminal, 'is_optional', s.is_optional) order by s.sort_order, s.id)
        from pipeline_stages as s
        where s.tenant_id = t.tenant_id and s.job_id = t.id), '[]'::json)`.as('pipeline_stages'),
    ]),
})
