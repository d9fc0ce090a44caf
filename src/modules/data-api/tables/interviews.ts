import { sql } from 'kysely'
import { INTERVIEW_RESULTS, INTERVIEW_STATUSES } from '../../interviews/interviews.port.ts'
import { applicationRowCounts } from '../population.ts'
import { field } from './fields.ts'
import { defineTable } from './table.ts'

export const interviewsTable = defineTable({
  name: 'interviews',
  summary: 'Interview table (time axis scheduled_at; comments and meeting links omitted)',
  description:
    'One row per interview of an application. Future days can be read by giving a `to` after today. Interviewers’ ' +
    'comments and meeting links are not exported.',
  axisLabel: 'scheduled_at',
  updatedLabel: 'updated_at',
  jobFilter: 'job_id',
  population: 'tied',
  fields: [
    field('id', 'uuid'),
    field('application_id', 'uuid'),
    field('candidate_id', 'uuid'),
    field('job_id', 'uuid'),
    field('interview_round', 'string', { note: 'round name' }),
    field('round_number', 'int'),
    field('scheduled_at', 'datetime', { note: 'start time' }),
    field('duration_minutes', 'int'),
    field('location', 'string?'),
    field('status', 'string', { values: INTERVIEW_STATUSES }),
    field('result', 'string', { values: INTERVIEW_RESULTS }),
    field('rating', 'int?', { note: '1 to 5' }),
    field('interviewer_ids', 'list?', { of: 'uuid', note: 'catalog members ids' }),
    field('interviewer_names', 'list?', {
      of: 'string',
      nullableItems: true,
      note: 'same order as interviewer_ids; null for an id that is not a member',
    }),
    field('is_self_schedule', 'bool', { note: 'the candidate picked the time' }),
    field('created_at', 'datetime'),
    field('updated_at', 'datetime'),
  ],
  notes: ['`to` defaults to today: give a later `to` to see upcoming interviews.'],
  axis: sql<Date>`t.scheduled_at`,
  updated: () => sql<Date>`t.updated_at`,
  jobColumn: 't.job_id',
  from: (db, tenantId) => db.selectFrom('interviews as t').where('t.tenant_id', '=', tenantId).where(applicationRowCounts(tenantId, 't')),
  select: (query) =>
    query.select([
      't.id',
      't.application_id',
      't.candidate_id',
      't.job_id',
      't.interview_round',
      't.round_number',
      't.scheduled_at',
      't.duration_minutes',
      't.location',
      't.status',
      't.result',
      't.rating',
      't.interviewer_ids',
      // Aligned with the ids, position by position.
      sql<(string | null)[]>`array(
        select u.full_name
        from unnest(t.interviewer_ids) with ordinality as member(id, position)
        left join users as u on u.tenant_id = t.tenant_id and u.id = member.id
        order by member.position)`.as('interviewer_names'),
      't.is_self_schedule',
      't.created_at',
      't.updated_at',
    ]),
})
