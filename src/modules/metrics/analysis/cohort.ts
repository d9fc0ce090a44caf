import { sql, type Compilable, type InferResult, type SqlBool } from 'kysely'
import type { Database } from '../../../db/database.ts'
import { countedApplications, daysBetween, entryOf, within, type MetricsScope } from '../scope.ts'

/** The period's cohort under alias `a`: counted applications whose pipeline entry falls in the period. */
export function cohortApplications(db: Database, scope: MetricsScope) {
  return countedApplications(db, scope).where(within(entryOf('a'), scope.period))
}

/**
 * The counted applications the period touches (its cohort, and those hired or rejected in it
 * whenever they entered) grouped by everything the tables over them tell apart but time: job,
 * current stage, source, recruiter and the stage facts. That is the `activity_groups` CTE that
 * activity.ts reads the applications into once; it has far fewer rows than there are
 * applications, so each table over it (sources, jobs, recruiters, stages, funnels) sums a few
 * thousand rows instead of reading the applications again. Days are summed as exact numerics:
 * their sum over groups divided by the count is then the very value avg() over the applications
 * gives (numeric avg is that division).
 */
export interface ActivityGroup {
  // The counts are bigint and the days numeric in SQL: only summed there, never read as they are.
  job_id: string
  current_stage_id: string | null
  source: string | null
  assigned_recruiter_id: string | null
  reached_stage_types: number
  reached_funnel_steps: number
  /** Cohort applications. */
  applications: number
  /** Of those, the ones hired by now, and the sum of their days from entry to hire. */
  cohort_hired: number
  cohort_hired_days: number | null
  /** Applications hired in the period, whenever they entered, and the sum of their days from entry to hire. */
  hired: number
  hired_days: number | null
  /** Applications rejected in the period, whenever they entered. */
  rejected: number
}

/**
 * A query creator that knows the `activity_groups` CTE. The queries it builds carry no WITH
 * clause: activity.ts adds it once, around all of them.
 */
export const activityQueries = (db: Database) => db.$extendTables<{ activity_groups: ActivityGroup }>()

export type ActivityQueries = ReturnType<typeof activityQueries>

/** The row type of a table's aggregation over the activity (a function building its query). */
export type RowOf<F extends (...args: never[]) => Compilable<unknown>> = InferResult<ReturnType<F>>[number]

/**
 * The counted applications a period touches, with the columns ActivityGroup needs: its cohort,
 * and those hired or rejected in the period whenever they entered. Each application comes once:
 * every part leaves out what an earlier part took, so the parts are disjoint and each is read
 * through its own index (the cohort by entry, the others by hired_date and rejected_date).
 */
function periodActivity(db: Database, scope: MetricsScope) {
  const inCohort = within(entryOf('a'), scope.period)
  const hiredInPeriod = within(sql.ref('a.hired_date'), scope.period)
  const rejectedInPeriod = within(sql.ref('a.rejected_date'), scope.period)
  const notAlso = (earlier: ReturnType<typeof within>) => sql<SqlBool>`not coalesce(${earlier}, false)`
  // The candidate's source only where the application has none (three in ten in the bench):
  // joined rather than looked up row by row, so that the planner may hash the candidates. The
  // join key is null for an application with a source, which a hash join passes without probing.
  const counted = () =>
    countedApplications(db, scope).leftJoin('candidates as c', (join) =>
      join.on('c.tenant_id', '=', scope.tenantId).on(sql<SqlBool>`c.id = (case when a.source is null then a.candidate_id end)`),
    )
  const columns = (cohort: boolean) =>
    [
      sql<boolean>`${sql.lit(cohort)}`.as('in_cohort'),
      'a.job_id',
      'a.assigned_recruiter_id',
      'a.current_stage_id',
      sql<string | null>`coalesce(a.source, c.source)`.as('source'),
      entryOf('a').as('entry'),
      'a.hired_date',
      'a.rejected_date',
      'a.reached_stage_types',
      'a.reached_funnel_steps',
    ] as const
  const cohort = counted().where(inCohort).select(columns(true))
  const hiredLater = counted().where(hiredInPeriod).where(notAlso(inCohort)).select(columns(false))
  const rejectedLater = counted().where(rejectedInPeriod).where(notAlso(inCohort)).where(notAlso(hiredInPeriod)).select(columns(false))
  return cohort.unionAll(hiredLater).unionAll(rejectedLater)
}

/** The period's activity grouped as ActivityGroup says. */
export function activityGroups(db: Database, scope: MetricsScope) {
  const hiredInPeriod = within(sql.ref('a.hired_date'), scope.period)
  const days = daysBetween(sql.ref('a.entry'), sql.ref('a.hired_date'))
  const keys = [
    'a.job_id',
    'a.current_stage_id',
    'a.source',
    'a.assigned_recruiter_id',
    'a.reached_stage_types',
    'a.reached_funnel_steps',
  ] as const
  return db
    .selectFrom(periodActivity(db, scope).as('a'))
    .select([
      ...keys,
      sql<number>`count(*) filter (where a.in_cohort)`.as('applications'),
      sql<number>`count(a.hired_date) filter (where a.in_cohort)`.as('cohort_hired'),
      sql<number | null>`sum(${days}) filter (where a.in_cohort)`.as('cohort_hired_days'),
      sql<number>`count(*) filter (where ${hiredInPeriod})`.as('hired'),
      sql<number | null>`sum(${days}) filter (where ${hiredInPeriod})`.as('hired_days'),
      sql<number>`count(*) filter (where ${within(sql.ref('a.rejected_date'), scope.period)})`.as('rejected'),
    ])
    .groupBy(keys)
}

/** The mean of days summed over groups (`days`) by their count (`count`): null when the count is 0. */
export const meanDays = (days: string, count: string) =>
  sql<number | null>`(sum(${sql.ref(days)}) / nullif(sum(${sql.ref(count)}), 0))::float8`
