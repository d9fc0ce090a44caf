import { sql, type SqlBool } from 'kysely'
import type { Database } from '../../db/database.ts'
import { applicationRowCounts } from '../data-api/population.ts'
import { effectiveOffer } from '../offers/offers.repository.ts'
import { countedApplications, daysBetween, entryOf, inDepartment, jobFilter, within, type MetricsScope } from './scope.ts'

/**
 * The SQL of the main indicators, one period at a time. Every query reads the metrics
 * population (scope.ts: the Data API's rule 8 and the request's filters) and answers plain
 * counts and sums; rounding and comparison are the service's.
 *
 * Each one reads through an index that matches its own time column (migrations 0007 and 0009),
 * so that a period costs what its rows cost, not what the tenant's whole history does.
 */

const instant = (at: Date) => sql<Date>`${at.toISOString()}::timestamptz`

/** Non-deleted jobs created in the period; the filters apply to the job itself. */
export async function jobsCreated(db: Database, scope: MetricsScope): Promise<number> {
  let query = db
    .selectFrom('jobs as j')
    .select(sql<number>`count(*)::int`.as('jobs'))
    .where('j.tenant_id', '=', scope.tenantId)
    // Written as the predicate of jobs_list_idx, which serves the range.
    .where(sql<SqlBool>`not j.is_deleted`)
    .where(within(sql.ref('j.created_at'), scope.period))
  if (scope.jobId !== undefined) query = query.where('j.id', '=', scope.jobId)
  if (scope.department !== undefined) query = query.where(inDepartment(sql.ref('j.department'), scope.department))
  return (await query.executeTakeFirstOrThrow()).jobs
}

export interface Entries {
  /** Applications entering the pipeline in the period: the cohort. */
  applications: number
  /** Distinct candidates among them. */
  candidates: number
}

/** The period's cohort: applications whose entry (applied_date, else created_at) is in the period. */
export async function entries(db: Database, scope: MetricsScope): Promise<Entries> {
  // Grouped first, then counted: the candidates are hashed instead of every row being sorted for
  // count(distinct).
  const perCandidate = countedApplications(db, scope)
    .where(within(entryOf('a'), scope.period))
    .select(['a.candidate_id', sql<number>`count(*)`.as('n')])
    .groupBy('a.candidate_id')
  return db
    .selectFrom(perCandidate.as('c'))
    .select([sql<number>`coalesce(sum(c.n), 0)::int`.as('applications'), sql<number>`count(*)::int`.as('candidates')])
    .executeTakeFirstOrThrow()
}

/**
 * How many of the period's cohort are hired by now. Hires are few: they are read by the partial
 * index of hired applications keyed on entry, instead of every cohort row's heap tuple.
 */
export async function cohortHired(db: Database, scope: MetricsScope): Promise<number> {
  const row = await countedApplications(db, scope)
    .where('a.hired_date', 'is not', null)
    .where(within(entryOf('a'), scope.period))
    .select(sql<number>`count(*)::int`.as('hired'))
    .executeTakeFirstOrThrow()
  return row.hired
}

export interface Hires {
  /** Applications hired in the period. */
  applications: number
  /** Distinct candidates among them: the people hired. */
  people: number
  /** Days from entry to hire, over those applications; null without hires. */
  meanDays: number | null
  medianDays: number | null
}

/** Applications whose hired_date is in the period, and their time to hire. */
export async function hires(db: Database, scope: MetricsScope): Promise<Hires> {
  const days = daysBetween(entryOf('a'), sql.ref('a.hired_date'))
  return countedApplications(db, scope)
    .where(within(sql.ref('a.hired_date'), scope.period))
    .select([
      sql<number>`count(*)::int`.as('applications'),
      sql<number>`count(distinct a.candidate_id)::int`.as('people'),
      sql<number | null>`avg(${days})::float8`.as('meanDays'),
      sql<number | null>`(percentile_cont(0.5) within group (order by ${days}))::float8`.as('medianDays'),
    ])
    .executeTakeFirstOrThrow()
}

export interface HiringCost {
  /** Sum of the cost items of the jobs with a hire in the period; null when none of them has one. */
  total: number | null
  /** The cost currency of those jobs when they all name the same one, else null. */
  currency: string | null
}

/** What the jobs with at least one hire in the period cost, as their cost items say. */
export async function hiringCost(db: Database, scope: MetricsScope): Promise<HiringCost> {
  // The hiring jobs first (from the index of hires), then each looked up once: left to itself the
  // planner may instead walk every application of every job.
  const hiringJobs = countedApplications(db, scope)
    .where(within(sql.ref('a.hired_date'), scope.period))
    .select('a.job_id')
    .distinct()
  const row = await db
    .selectFrom(hiringJobs.as('h'))
    .innerJoin('jobs as j', (join) => join.on('j.tenant_id', '=', scope.tenantId).onRef('j.id', '=', 'h.job_id'))
    .where(sql<SqlBool>`jsonb_array_length(j.recruitment_cost_items) > 0`)
    .select([
      sql<
        number | null
      >`sum((select sum((item ->> 'amount')::numeric) from jsonb_array_elements(j.recruitment_cost_items) as item))::float8`.as('total'),
      sql<number>`count(distinct j.cost_currency)::int`.as('currencies'),
      sql<boolean>`coalesce(bool_or(j.cost_currency is null), false)`.as('someWithout'),
      sql<string | null>`min(j.cost_currency)`.as('currency'),
    ])
    .executeTakeFirstOrThrow()
  return { total: row.total, currency: row.currencies === 1 && !row.someWithout ? row.currency : null }
}

export interface OfferAnswers {
  accepted: number
  declined: number
}

/**
 * Current offer versions (the highest version of their application) answered in the period, as
 * they read at `scope.at`: a pending offer past its deadline counts as declined at that deadline
 * (offers.repository.ts effectiveOffer). The WHERE clause states the same condition by stored
 * status, so that each branch is served by a partial index of its own (migration 0009).
 */
export async function offerAnswers(db: Database, scope: MetricsScope): Promise<OfferAnswers> {
  const effective = effectiveOffer(scope.at, 'o')
  const answered = sql<SqlBool>`(
    (o.status in ('accepted', 'declined') and ${within(sql.ref('o.responded_at'), scope.period)})
    or (o.status = 'pending' and o.expiry_date <= ${instant(scope.at)} and ${within(sql.ref('o.expiry_date'), scope.period)}))`
  return db
    .selectFrom('offers as o')
    .where('o.tenant_id', '=', scope.tenantId)
    .where(answered)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('offers as later')
            .select(sql`1`.as('one'))
            .where('later.tenant_id', '=', scope.tenantId)
            .whereRef('later.application_id', '=', 'o.application_id')
            .whereRef('later.version', '>', 'o.version'),
        ),
      ),
    )
    .where(applicationRowCounts(scope.tenantId, 'o'))
    .where(jobFilter(scope, 'o'))
    .select([
      sql<number>`count(*) filter (where ${effective.status} = 'accepted')::int`.as('accepted'),
      sql<number>`count(*) filter (where ${effective.status} = 'declined')::int`.as('declined'),
    ])
    .executeTakeFirstOrThrow()
}

export interface Aging {
  /** Applications active at the reference instant. */
  active: number
  /** Those of them whose last stage change was more than `days` days before it. */
  aging: number
}

/**
 * Applications active at `at` per their history, and those whose last stage change was more
 * than `days` days before `at`.
 *
 * The application row's status and stage_updated_at are written in the same transaction as the
 * transition that changes them: for an application with no transition after `at` they are its
 * state at `at` (a partial index holds the active applications). Only the applications
 * with a transition after `at` (none when `at` is now; a period's worth for an earlier period)
 * have their state at `at` replayed from their transitions: the last status-bearing one (its
 * `to_status`; none means active) and the last one that entered a stage. Without a stage change
 * on record, the entry counts as the last one.
 */
export async function aging(db: Database, scope: MetricsScope, at: Date, days: number): Promise<Aging> {
  const tenantId = scope.tenantId
  const reference = instant(at)
  const cut = instant(new Date(at.getTime() - days * 24 * 3600 * 1000))
  const enteredBy = sql<SqlBool>`${entryOf('a')} <= ${reference}`

  const unchanged = countedApplications(db, scope)
    .where('a.status', '=', 'active')
    .where(enteredBy)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('stage_transitions as t')
            .select(sql`1`.as('one'))
            .where('t.tenant_id', '=', tenantId)
            .whereRef('t.application_id', '=', 'a.id')
            .where('t.changed_at', '>', at),
        ),
      ),
    )
    .select([sql<string>`'active'`.as('status'), sql<Date>`coalesce(a.stage_updated_at, ${entryOf('a')})`.as('last_stage')])

  const statusAt = sql<string | null>`(
    select t.to_status from stage_transitions as t
    where t.tenant_id = ${tenantId} and t.application_id = a.id and t.to_status is not null and t.changed_at <= ${reference}
    order by t.changed_at desc, t.id desc limit 1)`
  const lastStageAt = sql<Date | null>`(
    select max(t.changed_at) from stage_transitions as t
    where t.tenant_id = ${tenantId} and t.application_id = a.id and t.to_stage_id is not null and t.changed_at <= ${reference})`
  // Each application changed after `at` looked up by its key: a few against the whole table.
  // (`offset 0` keeps the planner from turning the lookup into a join over every application.)
  const changedOne = countedApplications(db, scope)
    .where(sql<SqlBool>`a.id = c.application_id`)
    .where(enteredBy)
    .select([
      sql<string>`coalesce(${statusAt}, 'active')`.as('status'),
      sql<Date>`coalesce(${lastStageAt}, ${entryOf('a')})`.as('last_stage'),
    ])
    .offset(0)
  const replayed = sql`
    select r.status, r.last_stage
    from (select distinct t.application_id from stage_transitions as t where t.tenant_id = ${tenantId} and t.changed_at > ${reference}) as c
    cross join lateral ${changedOne} as r`

  const result = await sql<Aging>`
    select
      count(*) filter (where x.status = 'active')::int as active,
      count(*) filter (where x.status = 'active' and x.last_stage < ${cut})::int as aging
    from (${unchanged} union all ${replayed}) as x`.execute(db)
  return result.rows[0]!
}

/** The database's current snapshot as text: equal only while nothing has been written anywhere. */
export async function currentSnapshot(db: Database): Promise<string> {
  const { rows } = await sql<{ snapshot: string }>`select pg_current_snapshot()::text as snapshot`.execute(db)
  return rows[0]!.snapshot
}
