import { sql, type RawBuilder } from 'kysely'
import { stayMs } from '../../../db/metric-tallies.ts'
import { Type, type Static } from 'typebox'
import type { Database } from '../../../db/database.ts'
import { Nullable } from '../../../platform/schemas.ts'
import { applicationRowCounts } from '../../data-api/population.ts'
import { STAGE_TYPES, type StageType } from '../../pipelines/pipelines.port.ts'
import { vietnamDayBounds } from '../../../platform/time.ts'
import { addDays } from '../periods.ts'
import { daysBetween, jobFilter, within, type MetricsScope } from '../scope.ts'
import { analysisQuery } from './session.ts'
import { StageTypeField } from './stages.ts'
import { days } from './values.ts'

export const StageDurationsSchema = Type.Array(
  Type.Object(
    {
      stage_type: StageTypeField('A stage type; every type is listed, in the order of funnel_stage_meta'),
      mean_days: Nullable(Type.Number({ description: 'Mean length of the stays, in days, one decimal; null without stays' })),
      median_days: Nullable(Type.Number({ description: 'Median length of the stays, in days, one decimal; null without stays' })),
      sample_size: Type.Integer({ description: 'Stays measured' }),
    },
    { additionalProperties: false },
  ),
  {
    description:
      'How long applications stay in each stage type, over the stays that ENDED in the period, read from the history ' +
      '(/stage-transitions in `changed_at` order, `id` breaking ties). A stay starts at a row that puts the application ' +
      'in a stage (`to_stage_type` set: its first stage, a move, a hire into the hired stage) and ends at the next row that ' +
      'moves it again (`to_stage_type` set) or closes it (`to_status` hired or rejected); notes and reactivations neither ' +
      'start nor end one, and a stay still open is not measured. Its type is the entering row’s `to_stage_type`; its ' +
      'length is the time between the two rows (seconds / 86400).',
  },
)

export type StageDurations = Static<typeof StageDurationsSchema>

/**
 * Each history row that ends a stay carries the stay's type and start (stay_stage_type,
 * stay_started_at: facts written with the history, src/db/stage-facts.ts), so the stays that
 * ended in the period are one range of stage_transitions_stays_ended_idx (migration 0018),
 * whatever the length of the histories they end.
 */
export async function stageDurations(db: Database, scope: MetricsScope): Promise<StageDurations> {
  const { tenantId } = scope
  const result = await analysisQuery(db, (trx) =>
    sql<{ stage_type: StageType; stays: number; mean: number; median: number }>`
      select s.stage_type, count(*)::int as stays, avg(s.length)::float8 as mean,
        percentile_cont(0.5) within group (order by s.length) as median
      from (
        select e.stay_stage_type as stage_type, ${daysBetween(sql.ref('e.stay_started_at'), sql.ref('e.changed_at'))}::float8 as length
        from stage_transitions as e
        where e.tenant_id = ${tenantId} and e.stay_stage_type is not null and ${within(sql.ref('e.changed_at'), scope.period)}
          and ${applicationRowCounts(tenantId, 'e')} and ${jobFilter(scope, 'e')}
      ) as s
      group by s.stage_type`.execute(trx),
  )
  return durationsTable(new Map(result.rows.map((r) => [r.stage_type, r])))
}

interface TypeFigures {
  stays: number
  mean: number | null
  median: number | null
}

const durationsTable = (byType: Map<string, TypeFigures>): StageDurations =>
  STAGE_TYPES.map((stage_type) => {
    const row = byType.get(stage_type)
    return { stage_type, mean_days: days(row?.mean ?? null), median_days: days(row?.median ?? null), sample_size: row?.stays ?? 0 }
  })

/** The bucket (in length order) holding the stay of 0-based `rank`, and that stay's place in it. */
function bucketOf(buckets: { bucket: number; n: number }[], rank: number): { bucket: number; offset: number } {
  let before = 0
  for (const { bucket, n } of buckets) {
    if (rank < before + n) return { bucket, offset: rank - before }
    before += n
  }
  throw new Error(`no bucket holds rank ${rank}: the histogram counts ${before} stays`)
}

/** The whole calendar months inside a period of days, as their first days; and the period's days outside them. */
function wholeMonths(from: string, to: string): { first: string | null; last: string | null; edges: [string, string][] } {
  const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`
  const nextMonth = (date: string) => {
    const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))]
    return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
  }
  const first = from === firstOfMonth(from) ? from : nextMonth(from)
  const afterTo = addDays(to, 1)
  const endFirst = afterTo === firstOfMonth(afterTo) ? afterTo : firstOfMonth(afterTo)
  if (first >= endFirst) return { first: null, last: null, edges: [[from, to]] }
  const edges: [string, string][] = []
  if (from < first) edges.push([from, addDays(first, -1)])
  if (endFirst <= to) edges.push([endFirst, to])
  return { first, last: addDays(endFirst, -1).slice(0, 8) + '01', edges }
}

/**
 * The same table from the stay tallies (src/db/metric-tallies.ts), for the whole tenant: the
 * count and mean of each type from the per-day tallies; the exact median from the length
 * histogram (per month, and counted from the rows for the days of the period outside whole
 * months), which names the bucket holding the middle stays, and then from that bucket's stays
 * alone, read by stage_transitions_stay_length_idx in length order.
 */
export async function talliedStageDurations(db: Database, scope: MetricsScope): Promise<StageDurations> {
  const { tenantId, period } = scope
  const months = wholeMonths(period.from, period.to)
  const instantsOf = ([from, to]: [string, string]) => [vietnamDayBounds(from).start, vietnamDayBounds(to).end] as const
  const inEdges: RawBuilder<unknown> =
    months.edges.length === 0
      ? sql`false`
      : sql.join(
          months.edges
            .map(instantsOf)
            .map(
              ([start, end]) =>
                sql`(e.changed_at >= ${start.toISOString()}::timestamptz and e.changed_at < ${end.toISOString()}::timestamptz)`,
            ),
          sql` or `,
        )
  // The rows the tallies count (the population rule, kept on each history row).
  const counted = sql`e.metric_counted`
  const bucket = sql.raw(`metric_stay_bucket(${stayMs('e')})`)
  const first = await analysisQuery(db, async (trx) => {
    const result = await sql<{ types: { key: string; n: number; mean: number | null }[]; hist: { key: string; n: number }[] }>`
      with tallies as (
        select kind, key, day, n, ms from metric_tallies where tenant_id = ${tenantId} and kind in ('stay', 'stay:hist')
      ),
      hist as (
        select key, sum(n) as n from tallies
        where kind = 'stay:hist' and day >= ${months.first ?? '9999-12-31'}::date and day <= ${months.last ?? '0001-01-01'}::date
        group by key
        union all
        select e.stay_stage_type || ':' || ${bucket}, count(*) from stage_transitions as e
        where e.tenant_id = ${tenantId} and e.stay_stage_type is not null and (${inEdges}) and ${counted}
        group by 1
      )
      select
        (select coalesce(json_agg(x), '[]') from (
          select key, sum(n)::int as n, (sum(ms) / 86400000 / nullif(sum(n), 0))::float8 as mean from tallies
          where kind = 'stay' and day >= ${period.from}::date and day <= ${period.to}::date
          group by key having sum(n) > 0) as x) as types,
        (select coalesce(json_agg(x), '[]') from (select key, sum(n)::int as n from hist group by key having sum(n) > 0) as x) as hist`.execute(
      trx,
    )
    return result.rows[0]!
  })

  // Per type, its buckets in length order with their stays, and the buckets holding its middle ranks.
  const buckets = new Map<string, { bucket: number; n: number }[]>()
  for (const { key, n } of first.hist) {
    const [type, b] = key.split(':') as [string, string]
    buckets.set(type, [...(buckets.get(type) ?? []), { bucket: Number(b), n }])
  }
  for (const list of buckets.values()) list.sort((p, q) => p.bucket - q.bucket)
  const middles = new Map(first.types.map(({ key: type, n }) => [type, { lo: Math.floor((n - 1) / 2), hi: Math.ceil((n - 1) / 2) }]))
  const wanted = new Map<string, { type: string; bucket: number }>()
  for (const [type, { lo, hi }] of middles) {
    for (const rank of [lo, hi]) {
      const { bucket } = bucketOf(buckets.get(type) ?? [], rank)
      wanted.set(`${type}:${bucket}`, { type, bucket })
    }
  }
  const picked = new Map<string, number[]>()
  if (wanted.size > 0) {
    const rows = await analysisQuery(db, async (trx) => {
      const result = await sql<{ type: string; bucket: number; lengths: number[] }>`
        select w.type, w.bucket, array(
          select ${daysBetween(sql.ref('e.stay_started_at'), sql.ref('e.changed_at'))}::float8 as length
          from stage_transitions as e
          where e.tenant_id = ${tenantId} and e.stay_stage_type = w.type and ${bucket} = w.bucket
            and ${within(sql.ref('e.changed_at'), period)} and ${counted}
          order by length) as lengths
        from (values ${sql.join([...wanted.values()].map((w) => sql`(${w.type}::text, ${w.bucket}::int)`))}) as w(type, bucket)`.execute(
        trx,
      )
      return result.rows
    })
    for (const r of rows) picked.set(`${r.type}:${r.bucket}`, r.lengths)
  }
  const byType = new Map<string, TypeFigures>()
  for (const { key: type, n, mean } of first.types) {
    const { lo, hi } = middles.get(type)!
    const valueAt = (rank: number) => {
      const { bucket, offset } = bucketOf(buckets.get(type) ?? [], rank)
      const value = picked.get(`${type}:${bucket}`)?.[offset]
      if (value === undefined) throw new Error(`no stay of rank ${rank} among the ${n} ${type} stays`)
      return value
    }
    const low = valueAt(lo)
    // percentile_cont(0.5): the middle value, or halfway between the two middle ones.
    const median = lo === hi ? low : low + 0.5 * (valueAt(hi) - low)
    byType.set(type, { stays: n, mean, median })
  }
  return durationsTable(byType)
}
