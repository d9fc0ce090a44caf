import { sql } from 'kysely'
import { Type, type Static } from 'typebox'
import type { Database } from '../../../db/database.ts'
import { Nullable, Uuid } from '../../../platform/schemas.ts'
import { daysBetween, within, type MetricsScope } from '../scope.ts'
import { periodActivity } from './activity.ts'
import type { CatalogNames } from './names.ts'
import { analysisQuery } from './session.ts'
import { days, rate } from './values.ts'

export const RecruiterPerformanceSchema = Type.Array(
  Type.Object(
    {
      recruiter_id: Nullable(
        Uuid({ description: '`assigned_recruiter_id`, catalog members id; null for applications nobody is assigned to' }),
      ),
      recruiter_name: Nullable(Type.String({ description: 'The member’s name as the catalog lists it' })),
      applications: Type.Integer({ description: 'Cohort applications (entry in the period) assigned to the recruiter' }),
      hired: Type.Integer({ description: 'Their applications with `hired_date` in the period, whenever they entered' }),
      rejected: Type.Integer({ description: 'Their applications with `rejected_date` in the period, whenever they entered' }),
      hire_rate: Nullable(Type.Number({ description: 'Cohort applications hired by now / applications, percent, one decimal' })),
      sample_size: Type.Integer({ description: 'What hire_rate is taken over: applications' }),
      avg_time_to_hire_days: Nullable(
        Type.Number({ description: 'Mean days from entry to `hired_date` over the hires counted in `hired`, one decimal; null when none' }),
      ),
    },
    { additionalProperties: false },
  ),
  {
    description:
      'One row per `assigned_recruiter_id` with a cohort application (entry in the period), a hire or a rejection in the ' +
      'period. `hired`, `rejected` and the time to hire follow the dates in the period; the rate follows the cohort. By ' +
      'hires, then applications (both most first), then name; unassigned applications are the last row (id and name null).',
  },
)

export type RecruiterPerformance = Static<typeof RecruiterPerformanceSchema>

export async function recruiterPerformance(db: Database, scope: MetricsScope, names: Promise<CatalogNames>): Promise<RecruiterPerformance> {
  const inCohort = within(sql.ref('x.entry'), scope.period)
  const hiredInPeriod = within(sql.ref('x.hired_date'), scope.period)
  const rows = await analysisQuery(db, (trx) =>
    trx
      .selectFrom(periodActivity(trx, scope, ['hired_date', 'rejected_date']).as('x'))
      .select([
        'x.assigned_recruiter_id as recruiter_id',
        sql<number>`count(*) filter (where ${inCohort})::int`.as('applications'),
        sql<number>`count(x.hired_date) filter (where ${inCohort})::int`.as('cohort_hired'),
        sql<number>`count(*) filter (where ${hiredInPeriod})::int`.as('hired'),
        sql<number>`count(*) filter (where ${within(sql.ref('x.rejected_date'), scope.period)})::int`.as('rejected'),
        sql<number | null>`avg(${daysBetween(sql.ref('x.entry'), sql.ref('x.hired_date'))}) filter (where ${hiredInPeriod})::float8`.as(
          'avg_days',
        ),
      ])
      .groupBy('x.assigned_recruiter_id')
      .execute(),
  )
  const { member } = await names
  const table = rows.map((r) => ({
    recruiter_id: r.recruiter_id,
    recruiter_name: r.recruiter_id === null ? null : member(r.recruiter_id),
    applications: r.applications,
    hired: r.hired,
    rejected: r.rejected,
    hire_rate: rate(r.cohort_hired, r.applications),
    sample_size: r.applications,
    avg_time_to_hire_days: days(r.avg_days),
  }))
  return table.sort(
    (p, q) =>
      Number(p.recruiter_id === null) - Number(q.recruiter_id === null) ||
      q.hired - p.hired ||
      q.applications - p.applications ||
      (p.recruiter_name ?? '').localeCompare(q.recruiter_name ?? '') ||
      (p.recruiter_id ?? '').localeCompare(q.recruiter_id ?? ''),
  )
}
