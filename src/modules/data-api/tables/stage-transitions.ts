import { sql } from 'kysely'
import { APPLICATION_STATUSES, CHANGE_TYPES } from '../../applications/applications.port.ts'
import { STAGE_TYPES } from '../../pipelines/pipelines.port.ts'
import { applicationRowCounts } from '../population.ts'
import { field } from './fields.ts'
import { defineTable } from './table.ts'

const STATUSES = APPLICATION_STATUSES.filter((s) => s !== 'removed')

export const stageTransitionsTable = defineTable({
  name: 'stage-transitions',
  summary: 'Stage and status history of applications (time axis changed_at)',
  description:
    'One row per change of an application: its first stage (`initial`), stage moves, status changes and notes. Stage ' +
    'names and types are copied at the time of the change, so history reads the same after a stage is renamed.',
  axisLabel: 'changed_at',
  updatedLabel: 'changed_at',
  jobFilter: 'job_id',
  population: 'tied',
  fields: [
    field('id', 'uuid'),
    field('application_id', 'uuid'),
    field('candidate_id', 'uuid'),
    field('job_id', 'uuid'),
    field('change_type', 'string', { values: CHANGE_TYPES }),
    field('from_stage_id', 'uuid?'),
    field('to_stage_id', 'uuid?'),
    field('from_stage_name', 'string?'),
    field('to_stage_name', 'string?'),
    field('from_stage_type', 'string?', { values: STAGE_TYPES }),
    field('to_stage_type', 'string?', { values: STAGE_TYPES }),
    field('from_status', 'string?', { values: STATUSES }),
    field('to_status', 'string?', { values: STATUSES, note: 'e.g. hired, rejected' }),
    field('changed_at', 'datetime'),
    field('changed_by_user_id', 'uuid?', { note: 'null when nobody acted (the candidate applied through a career page)' }),
    field('changed_by_name', 'string?'),
    field('notes', 'string?'),
  ],
  notes: [
    'Each row fills only what changed: stage columns on a stage change, status columns on a status change (an `initial` row has only the `to_` side).',
    '`changed_at` grows strictly within one application, so ordering by it replays an application’s history.',
  ],
  axis: sql<Date>`t.changed_at`,
  updated: () => sql<Date>`t.changed_at`,
  jobColumn: 't.job_id',
  from: (db, tenantId) =>
    db.selectFrom('stage_transitions as t').where('t.tenant_id', '=', tenantId).where(applicationRowCounts(tenantId, 't')),
  select: (query) =>
    query.select([
      't.id',
      't.application_id',
      't.candidate_id',
      't.job_id',
      't.change_type',
      't.from_stage_id',
      't.to_stage_id',
      't.from_stage_name',
      't.to_stage_name',
      't.from_stage_type',
      't.to_stage_type',
      't.from_status',
      't.to_status',
      't.changed_at',
      't.changed_by_user_id',
      't.changed_by_name',
      't.notes',
    ]),
})
