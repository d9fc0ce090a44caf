import { sql } from 'kysely'
import { Type, type Static } from 'typebox'
import type { Database } from '../../../db/database.ts'
import { Nullable, Uuid } from '../../../platform/schemas.ts'
import { within, type MetricsScope } from '../scope.ts'
import { periodActivity } from './activity.ts'
import { analysisQuery } from './session.ts'
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

export async function topPerformingJobs(db: Database, scope: MetricsScope): Promise<TopPerformingJobs> {
  const inCohort = within(sql.ref('x.entry'), scope.period)
  const rows = await analysisQuery(db, (trx) => {
    const perJob = trx
      .selectFrom(periodActivity(trx, scope, ['hired_date']).as('x'))
      .select([
        'x.job_id',
        sql<number>`count(*) filter (where ${inCohort})::int`.as('applications'),
        sql<number>`count(x.hired_date) filter (where ${inCohort})::int`.as('cohort_hired'),
        sql<number>`count(*) filter (where ${within(sql.ref('x.hired_date'), scope.period)})::int`.as('hired'),
      ])
      .groupBy('x.job_id')
    return trx
      .selectFrom(perJob.as('p'))
      .innerJoin('jobs as j', (join) => join.on('j.tenant_id', '=', scope.tenantId).onRef('j.id', '=', 'p.job_id'))
      .select(['p.job_id', 'j.code as job_code', 'j.title', 'j.department', 'p.applications', 'p.cohort_hired', 'p.hired'])
      .orderBy('p.hired', 'desc')
      .orderBy('p.applications', 'desc')
      .orderBy('j.code')
      .limit(TOP)
      .execute()
  })
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
