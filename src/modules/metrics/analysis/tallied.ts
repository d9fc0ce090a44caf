import { sql, type SqlBool } from 'kysely'
import type { Database } from '../../../db/database.ts'
import { templateBitKey } from '../../../db/metric-tallies.ts'
import { FUNNEL_STEPS } from '../../../db/stage-facts.ts'
import { STAGE_TYPES, type StageType } from '../../pipelines/pipelines.port.ts'
import { vietnamDate, vietnamDayBounds } from '../../../platform/time.ts'
import type { Aging } from '../metrics.repository.ts'
import { countedApplications, entryOf, type MetricsScope } from '../scope.ts'
import type { ApplicationTrend } from './trend.ts'
import { analysisQuery } from './session.ts'

/**
 * The period figures that the tallies kept per day (src/db/metric-tallies.ts) answer: whatever
 * counts the applications by the day they entered, were hired or were rejected. Read for the
 * whole tenant only: a job or department filter reads the applications themselves (cohort.ts,
 * activity.ts), which are then few.
 */
export const talliesServe = (scope: MetricsScope): boolean => scope.jobId === undefined && scope.department === undefined

interface SourceRow {
  source: string
  applications: number
  hired: number
  avg_days: number | null
}
interface JobRow {
  job_id: string
  job_code: string
  title: string
  department: string | null
  applications: number
  cohort_hired: number
  hired: number
}
interface RecruiterRow {
  recruiter_id: string | null
  applications: number
  cohort_hired: number
  hired: number
  rejected: number
  avg_days: number | null
}
interface KeyCount {
  kind: string
  key: string
  n: number
}

export interface TalliedPeriod {
  /** The cohort: applications entering in the period, the candidates among them and those hired by now. */
  entries: { applications: number; candidates: number }
  cohortHired: number
  /** Rows shaped as the tables over the period's activity read them (sources.ts, top-jobs.ts, …). */
  sources: SourceRow[]
  topJobs: JobRow[]
  recruiters: RecruiterRow[]
  stages: { stage_type: StageType; count: number }[]
  funnels: Record<string, unknown>[]
  trend: ApplicationTrend
  rejections: { code: string | null; count: number }[]
}

const TOP_JOBS = 10

/** The kinds summed over a period's days (the `pair` tallies need both their days inside it). */
const PERIOD_KINDS = [
  'cohort',
  'cohort:source',
  'cohort:job',
  'cohort:recruiter',
  'cohort:stage_type',
  'cohort:template',
  'cohort:reached',
  'cohort:step',
  'hired:job',
  'hired:recruiter',
  'rejected:recruiter',
  'rejected:reason',
]

/**
 * The period's tallies, summed over its days. Each table is one aggregate of those sums, ordered
 * as the query over the applications orders it (the same text ordering).
 */
export async function readTallies(db: Database, scope: MetricsScope): Promise<TalliedPeriod> {
  const { tenantId } = scope
  const { from, to } = scope.period
  const row = await analysisQuery(db, async (trx) => {
    const result = await sql<Record<string, unknown>>`
      with period_rows as (
        select kind, key, day, n, hired, ms from metric_tallies
        where tenant_id = ${tenantId} and kind in (${sql.join(PERIOD_KINDS)}) and day >= ${from}::date and day <= ${to}::date
        union all
        -- A pair is in the period when both its days are.
        select kind, '', day, n, hired, ms from metric_tallies
        where tenant_id = ${tenantId} and kind = 'pair' and day >= ${from}::date and key::date <= ${to}::date
      ),
      sums as materialized (
        select kind, key, case when kind = 'cohort' then day end as day,
          sum(n)::bigint as n, sum(hired)::bigint as hired, sum(ms) as ms
        from period_rows group by 1, 2, 3
      ),
      per_job as (
        select key::uuid as job_id,
          coalesce(sum(n) filter (where kind = 'cohort:job'), 0)::int as applications,
          coalesce(sum(hired) filter (where kind = 'cohort:job'), 0)::int as cohort_hired,
          coalesce(sum(n) filter (where kind = 'hired:job'), 0)::int as hired
        from sums where kind in ('cohort:job', 'hired:job') group by key
      ),
      per_recruiter as (
        select nullif(key, '')::uuid as recruiter_id,
          coalesce(sum(n) filter (where kind = 'cohort:recruiter'), 0)::int as applications,
          coalesce(sum(hired) filter (where kind = 'cohort:recruiter'), 0)::int as cohort_hired,
          coalesce(sum(n) filter (where kind = 'hired:recruiter'), 0)::int as hired,
          coalesce(sum(n) filter (where kind = 'rejected:recruiter'), 0)::int as rejected,
          (sum(ms) filter (where kind = 'hired:recruiter') / 86400000
            / nullif(sum(n) filter (where kind = 'hired:recruiter'), 0))::float8 as avg_days
        from sums where kind in ('cohort:recruiter', 'hired:recruiter', 'rejected:recruiter') group by key
      )
      select
        (select coalesce(sum(n), 0)::int from sums where kind = 'cohort') as applications,
        (select coalesce(sum(hired), 0)::int from sums where kind = 'cohort') as cohort_hired,
        (select coalesce(sum(n), 0)::int from sums where kind = 'pair') as pairs,
        (select coalesce(json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'n', n)), '[]')
          from sums where kind = 'cohort' and n <> 0) as days,
        (select coalesce(json_agg(x order by x.applications desc, x.source), '[]') from (
          select key as source, n::int as applications, hired::int as hired,
            (ms / 86400000 / nullif(hired, 0))::float8 as avg_days
          from sums where kind = 'cohort:source' and n > 0) as x) as sources,
        (select coalesce(json_agg(x order by x.hired desc, x.applications desc, x.job_code), '[]') from (
          select p.job_id, j.code as job_code, j.title, j.department, p.applications, p.cohort_hired, p.hired
          from per_job as p join jobs as j on j.tenant_id = ${tenantId} and j.id = p.job_id
          where p.applications > 0 or p.hired > 0
          order by p.hired desc, p.applications desc, j.code limit ${TOP_JOBS}) as x) as top_jobs,
        (select coalesce(json_agg(x), '[]') from (
          select * from per_recruiter where applications > 0 or hired > 0 or rejected > 0) as x) as recruiters,
        (select coalesce(json_agg(x order by x.count desc, x.code asc nulls last), '[]') from (
          select nullif(key, '') as code, n::int as count from sums where kind = 'rejected:reason' and n > 0) as x) as rejections,
        (select coalesce(json_agg(json_build_object('kind', kind, 'key', key, 'n', n)), '[]')
          from sums where kind in ('cohort:stage_type', 'cohort:template', 'cohort:reached', 'cohort:step') and n > 0) as counts`.execute(
      trx,
    )
    return result.rows[0]!
  })
  const counts = row.counts as KeyCount[]
  return {
    entries: { applications: row.applications as number, candidates: (row.applications as number) - (row.pairs as number) },
    cohortHired: row.cohort_hired as number,
    sources: row.sources as SourceRow[],
    topJobs: row.top_jobs as JobRow[],
    recruiters: row.recruiters as RecruiterRow[],
    stages: counts
      .filter((c) => c.kind === 'cohort:stage_type' && c.key !== '')
      .map((c) => ({ stage_type: c.key as StageType, count: Number(c.n) })),
    funnels: funnelRows(counts),
    trend: weeklyTrend(from, to, row.days as { day: string; n: number }[]),
    rejections: row.rejections as { code: string | null; count: number }[],
  }
}

/**
 * The rows funnels.ts reads (one for all, one per template with cohort applications), from the
 * per-template counts: applications and, per stage type and funnel step, those with its bit.
 */
function funnelRows(counts: KeyCount[]): Record<string, unknown>[] {
  const of = (kind: string) => new Map(counts.filter((c) => c.kind === kind).map((c) => [c.key, Number(c.n)]))
  const applications = of('cohort:template')
  const reached = of('cohort:reached')
  const steps = of('cohort:step')
  const templates = [...applications.keys()]
  const rowOf = (keys: string[], overall: boolean) => {
    const sum = (map: Map<string, number>, type: string) => keys.reduce((total, t) => total + (map.get(templateBitKey(t, type)) ?? 0), 0)
    const row: Record<string, unknown> = {
      overall,
      template_id: overall || keys[0] === '' ? null : keys[0],
      applications: keys.reduce((total, t) => total + (applications.get(t) ?? 0), 0),
    }
    for (const type of STAGE_TYPES) row[`reached_${type}`] = sum(reached, type)
    for (const { from } of FUNNEL_STEPS) row[`step_${from}`] = sum(steps, from)
    return row
  }
  return [rowOf(templates, true), ...templates.map((t) => rowOf([t], false))]
}

const DAY_MS = 24 * 3600 * 1000

/** The Monday of a calendar date's week, as a date. */
function mondayOf(date: string): number {
  const at = Date.parse(`${date}T00:00:00.000Z`)
  return at - ((new Date(at).getUTCDay() + 6) % 7) * DAY_MS
}

/** Cohort applications per week (Monday first), every week from the one of `from` to the one of `to`, as trend.ts lists them. */
function weeklyTrend(from: string, to: string, days: { day: string; n: number }[]): ApplicationTrend {
  const perWeek = new Map<number, number>()
  for (const { day, n } of days) perWeek.set(mondayOf(day), (perWeek.get(mondayOf(day)) ?? 0) + Number(n))
  const weeks: ApplicationTrend = []
  for (let week = mondayOf(from); week <= mondayOf(to); week += 7 * DAY_MS) {
    weeks.push({ week_start: new Date(week).toISOString().slice(0, 10), applications: perWeek.get(week) ?? 0 })
  }
  return weeks
}

export interface PipelineNow {
  /** Active applications by the type of their current stage. */
  snapshot: { stage_type: StageType; count: number }[]
  /**
   * The active applications and those whose last stage change was before the cut; null when
   * the tallies cannot tell, because the tenant has history or entries dated after now (the
   * replay in metrics.repository.ts aging handles those).
   */
  aging: Aging | null
}

/**
 * The pipeline now, from the `active` tallies (the tenant's, whatever the period): each stage
 * type's active applications and, by the day of their last stage change, how many waited since
 * before `cut`. The day `cut` falls in is counted from the applications themselves, by the
 * partial index of active applications: a tally of a day cannot be split at an instant.
 */
export async function readPipelineNow(db: Database, scope: MetricsScope, cut: Date): Promise<PipelineNow> {
  const { tenantId, at } = scope
  const cutDay = vietnamDate(cut)
  const row = await analysisQuery(db, async (trx) => {
    const result = await sql<{
      snapshot: { stage_type: StageType; count: number }[]
      active: number
      before_cut_day: number
      later: boolean
    }>`
      with active as (select key, day, n from metric_tallies where tenant_id = ${tenantId} and kind = 'active')
      select
        (select coalesce(json_agg(x), '[]') from (
          select key as stage_type, sum(n)::int as count from active where key <> '' group by key having sum(n) > 0) as x) as snapshot,
        (select coalesce(sum(n), 0)::int from active) as active,
        (select coalesce(sum(n), 0)::int from active where day < ${cutDay}::date) as before_cut_day,
        -- The latest of each, read from the end of its time-axis index (applications_data_axis_idx
        -- holds the applications not removed).
        coalesce((select max(changed_at) from stage_transitions where tenant_id = ${tenantId}) > ${at.toISOString()}::timestamptz, false)
          or coalesce((select max(${entryOf('a')}) from applications as a where a.tenant_id = ${tenantId} and a.status <> 'removed')
            > ${at.toISOString()}::timestamptz, false)
          as later`.execute(trx)
    return result.rows[0]!
  })
  if (row.later) return { snapshot: row.snapshot, aging: null }
  const dayStart = vietnamDayBounds(cutDay).start
  const lastChange = sql`coalesce(a.stage_updated_at, ${entryOf('a')})`
  const cutDayCount = await analysisQuery(db, (trx) =>
    countedApplications(trx, scope)
      .where('a.status', '=', 'active')
      // Either side of the OR has an index: active applications by stage_updated_at.
      .where(
        sql<SqlBool>`((a.stage_updated_at >= ${dayStart.toISOString()}::timestamptz and a.stage_updated_at < ${cut.toISOString()}::timestamptz)
          or (a.stage_updated_at is null and ${lastChange} >= ${dayStart.toISOString()}::timestamptz and ${lastChange} < ${cut.toISOString()}::timestamptz))`,
      )
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  )
  return { snapshot: row.snapshot, aging: { active: row.active, aging: row.before_cut_day + cutDayCount.n } }
}

/**
 * What the tallies answer for one period of the whole tenant: the period's sums and, when asked
 * with aging's cut (for the period that reaches now), the pipeline now. Null for a filtered
 * scope, which the tallies do not serve. Each read starts at once and is awaited by several
 * parts of the answer, so a failure is never left unhandled.
 */
export interface KeptTallies {
  period: Promise<TalliedPeriod>
  pipeline: Promise<PipelineNow> | null
}

export function keptTallies(db: Database, scope: MetricsScope, agingCut: Date | null): KeptTallies | null {
  if (!talliesServe(scope)) return null
  const kept = { period: readTallies(db, scope), pipeline: agingCut ? readPipelineNow(db, scope, agingCut) : null }
  kept.period.catch(() => {})
  kept.pipeline?.catch(() => {})
  return kept
}
