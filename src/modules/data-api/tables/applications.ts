import { sql } from 'kysely'
import { STAGE_TYPES } from '../../pipelines/pipelines.port.ts'
import { applicationCounts } from '../population.ts'
import { field } from './fields.ts'
import { defineTable } from './table.ts'

export const applicationsTable = defineTable({
  name: 'applications',
  summary: 'Application table (time axis applied_date, else created_at)',
  description:
    'One row per application: a candidate on a job, with its current stage and outcome. Its count for a range equals ' +
    'the count of the reports screen and its spreadsheet export for the same range.',
  axisLabel: '`applied_date`, or `created_at` when `applied_date` is null',
  updatedLabel: 'updated_at',
  jobFilter: 'job_id',
  population: 'applications',
  fields: [
    field('id', 'uuid'),
    field('candidate_id', 'uuid', { note: 'candidates.id' }),
    field('candidate_code', 'string'),
    field('job_id', 'uuid', { note: 'jobs.id' }),
    field('job_code', 'string'),
    field('stage_id', 'uuid?', { note: 'current stage, one of jobs.pipeline_stages[].id' }),
    field('stage_name', 'string?', { note: 'job-specific stage name' }),
    field('stage_type', 'string?', { values: STAGE_TYPES, note: 'compare stages across jobs by type' }),
    field('status', 'string', { values: ['active', 'hired', 'rejected'] }),
    field('applied_date', 'datetime?', { note: 'null for candidates sourced by HR' }),
    field('hired_date', 'datetime?', { note: 'axis of the hired-count metric' }),
    field('rejected_date', 'datetime?'),
    field('rejection_reason_code', 'string?', { note: 'catalog rejection_reasons code' }),
    field('rejection_reason', 'string?', { note: 'free note by HR' }),
    field('source', 'string?', { note: 'source kind of this application; the candidate’s when the application has none' }),
    field('source_detail', 'string?', { note: 'taken from the candidate together with source' }),
    field('assigned_recruiter_id', 'uuid?', { note: 'catalog members id' }),
    field('assigned_recruiter_name', 'string?'),
    field('offer_accepted_at', 'datetime?'),
    field('is_demo', 'bool'),
    field('created_at', 'datetime'),
    field('updated_at', 'datetime'),
    field('stage_updated_at', 'datetime?', { note: 'last stage change' }),
  ],
  notes: [
    'An application without a source of its own reports its candidate’s `source` and `source_detail`.',
    'Pipeline entry (for cohorts and time to hire) is `applied_date`, or `created_at` when it is null: the time axis.',
  ],
  axis: sql<Date>`coalesce(t.applied_date, t.created_at)`,
  updated: () => sql<Date>`t.updated_at`,
  jobColumn: 't.job_id',
  from: (db, tenantId) => db.selectFrom('applications as t').where('t.tenant_id', '=', tenantId).where(applicationCounts(tenantId, 't')),
  select: (query) =>
    query
      .innerJoin('candidates as c', (join) => join.onRef('c.tenant_id', '=', 't.tenant_id').onRef('c.id', '=', 't.candidate_id'))
      .innerJoin('jobs as j', (join) => join.onRef('j.tenant_id', '=', 't.tenant_id').onRef('j.id', '=', 't.job_id'))
      .leftJoin('pipeline_stages as s', (join) => join.onRef('s.tenant_id', '=', 't.tenant_id').onRef('s.id', '=', 't.current_stage_id'))
      .leftJoin('users as u', (join) => join.onRef('u.tenant_id', '=', 't.tenant_id').onRef('u.id', '=', 't.assigned_recruiter_id'))
      .select([
        't.id',
        't.candidate_id',
        'c.code as candidate_code',
        't.job_id',
        'j.code as job_code',
        't.current_stage_id as stage_id',
        's.name as stage_name',
        's.stage_type as stage_type',
        't.status',
        't.applied_date',
        't.hired_date',
        't.rejected_date',
        't.rejection_reason_code',
        't.rejection_reason',
        // Older applications may carry no source of their own: the candidate's applies, detail included.
        sql<string | null>`coalesce(t.source, c.source)`.as('source'),
        sql<string | null>`case when t.source is null then c.source_detail else t.source_detail end`.as('source_detail'),
        't.assigned_recruiter_id',
        'u.full_name as assigned_recruiter_name',
        't.offer_accepted_at',
        't.is_demo',
        't.created_at',
        't.updated_at',
        't.stage_updated_at',
      ]),
})
