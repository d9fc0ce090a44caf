import { sql } from 'kysely'
import { Type, type Static } from 'typebox'
import { Nullable, Uuid } from '../../../platform/schemas.ts'
import { meanDays, type ActivityQueries, type RowOf } from './cohort.ts'
import type { CatalogNames } from './names.ts'
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

/**
 * Per assigned recruiter (null: nobody) of the period's activity: cohort applications and those
 * of them hired by now; hires and rejections dated in the period, and the mean days from entry
 * to those hires.
 */
export function recruiterPerformanceRows(q: ActivityQueries) {
  return q
    .selectFrom('activity_groups as g')
    .select([
      'g.assigned_recruiter_id as recruiter_id',
      sql<number>`sum(g.applications)::int`.as('applications'),
      sql<number>`sum(g.cohort_hired)::int`.as('cohort_hired'),
      sql<number>`sum(g.hired)::int`.as('hired'),
      sql<number>`sum(g.rejected)::int`.as('rejected'),
      meanDays('g.hired_days', 'g.hired').as('avg_days'),
    ])
    .groupBy('g.assigned_recruiter_id')
}

export function recruiterPerformance(rows: RowOf<typeof recruiterPerformanceRows>[], { member }: CatalogNames): RecruiterPerformance {
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
