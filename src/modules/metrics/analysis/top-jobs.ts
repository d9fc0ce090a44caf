import { sql } from 'kysely'
import { Type, type Static } from 'typebox'
import { Nullable, Uuid } from '../../../platform/schemas.ts'
import type { MetricsScope } from '../scope.ts'
import type { ActivityQueries, RowOf } from './cohort.ts'
import { rate } from './values.ts'

const TOP = 10

export const TopPerformingJobsSchema = Type.Array(
  Type.Object(
    {
      job_id: Uuid({ description: 'jobs.id' }),
      job_code: Type.String({ description: 'The job’s display code, as /jobs `job_code`' }),
      title: Type.String({ description: 'The job’s title' }),
      department: Nullable(Type.String({ description: 'The job’s department as written on the job; null when it has none' })),
      applications: Type.Integer({ description: 'The job’s cohort applications (entry in the period)' }),
      hired: Type.Integer({ description: 'The job’s applications with `hired_date` in the period, whenever they entered' }),
      hire_rate: Nullable(Type.Number({ description: 'Cohort applications hired by now / applications, percent, one decimal' })),
      sample_size: Type.Integer({ description: 'What hire_rate is taken over: applications' }),
    },
    { additionalProperties: false },
  ),
  {
    description:
      `At most ${TOP} jobs with a hire in the period or a cohort application (entry in the period), by hires, then ` +
      'cohort applications (both most first), then `job_code`. `hired` counts hires dated in the period; the rate ' +
      'follows the cohort instead: of the applications that entered in the period, the share hired by now.',
  },
)

export type TopPerformingJobs = Static<typeof TopPerformingJobsSchema>

/**
 * Per job with a cohort application or a hire in the period: its cohort applications, those of
 * them hired by now, and its hires dated in the period; the first TOP by hires, then cohort
 * applications, then job code.
 */
export function topPerformingJobRows(q: ActivityQueries, scope: MetricsScope) {
  const perJob = q
    .selectFrom('activity_groups as g')
    .select([
      'g.job_id',
      sql<number>`sum(g.applications)`.as('applications'),
      sql<number>`sum(g.cohort_hired)`.as('cohort_hired'),
      sql<number>`sum(g.hired)`.as('hired'),
    ])
    .groupBy('g.job_id')
  return (
    q
      .selectFrom(perJob.as('p'))
      .innerJoin('jobs as j', (join) => join.on('j.tenant_id', '=', scope.tenantId).onRef('j.id', '=', 'p.job_id'))
      // A job whose only activity is rejections in the period is not one of these.
      .where((eb) => eb.or([eb('p.applications', '>', 0), eb('p.hired', '>', 0)]))
      .select([
        'p.job_id',
        'j.code as job_code',
        'j.title',
        'j.department',
        sql<number>`p.applications::int`.as('applications'),
        sql<number>`p.cohort_hired::int`.as('cohort_hired'),
        sql<number>`p.hired::int`.as('hired'),
      ])
      .orderBy('p.hired', 'desc')
      .orderBy('p.applications', 'desc')
      .orderBy('j.code')
      .limit(TOP)
  )
}

export function topPerformingJobs(rows: RowOf<typeof topPerformingJobRows>[]): TopPerformingJobs {
  return rows.map((r) => ({
    job_id: r.job_id,
    job_code: r.job_code,
    title: r.title,
    department: r.department,
    applications: r.applications,
    hired: r.hired,
    hire_rate: rate(r.cohort_hired, r.applications),
    sample_size: r.applications,
  }))
}
