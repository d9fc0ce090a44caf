import { sql } from 'kysely'
import { STAGE_TYPES } from '../modules/pipelines/pipelines.port.ts'
import type { Handle } from './database.ts'
import { FUNNEL_STEPS, funnelStepBit, stageTypeBit } from './stage-facts.ts'
import { writerShard } from './writer-shard.ts'

/*
 * Tallies of the applications per Vietnam calendar day, kept by triggers as the rows change
 * (migration 0021), so that the metrics of a long period sum a few hundred rows a day instead of
 * reading every application of the period:
 *
 *  - kind `cohort…`: applications by the day they entered the pipeline (applied_date, else
 *    created_at), in all and by source, job, recruiter, current stage type and pipeline
 *    template, with how many of them are hired now and their milliseconds from entry to hire;
 *    `cohort:reached` and `cohort:step` count, per template, those whose stage facts have a
 *    given bit (stage-facts.ts);
 *  - kind `hired:…` by the day of hired_date (per job and recruiter, with milliseconds from
 *    entry to hire), `rejected:…` by the day of rejected_date (per recruiter and reason code);
 *  - kind `active`: the applications active now, by the type of their current stage and the
 *    day of their last stage change (stage_updated_at, else entry): the pipeline today, and how
 *    long each part of it has been waiting;
 *  - kind `pair`: for each two applications of one candidate that follow each other in entry
 *    order, the earlier one's entry day (`day`) and the later one's (`key`). The candidates with
 *    an application entering in a period are its entering applications less the pairs with both
 *    days in the period: a candidate's entries inside a period are one unbroken run of their
 *    sorted entries, and a run of k entries holds k - 1 such pairs.
 *
 * Every tally is a sum over the counted application rows of what one row adds, a function of
 * that row alone (`contributions`), so a statement's triggers add what its new rows add and take
 * away what its old rows added, and the tallies stay equal to that sum over the rows there are.
 * For that, the row keeps what it would otherwise look up (metric_source: its own source, else
 * its candidate's; metric_stage_type: its current stage's type; metric_template_id: its job's
 * template; metric_counted: whether the population rule of data-api/population.ts counts it,
 * from its own status, its job and its candidate). Its BEFORE trigger sets them; a candidate,
 * job or stage that changes what they copy makes its applications look them up again.
 *
 * The history rows that end a stay in a stage (stage-facts.ts) are tallied too, by their own
 * triggers: kind `stay` per stage type and day the stay ended, with its milliseconds; kind
 * `stay:hist` per stage type and length bucket (metric_stay_bucket: 32 a factor of e, about 3 %
 * wide), per month, so that a median is found in one bucket's rows (metrics/analysis/durations.ts).
 * A history row keeps its application's metric_counted, and follows it when it changes.
 *
 * Days are Vietnam dates, as periods are: a period of whole days is a range of rows.
 * A change to what a row adds (the kinds, STAGE_TYPES, FUNNEL_STEPS) needs a migration that
 * creates the trigger functions again and calls rebuildMetricTallies.
 */

/** The rows of migration 0021's table: one shard of one tally of one day. */
export interface MetricTalliesTable {
  tenant_id: string
  kind: string
  /** The value tallied ('' for none): a source, a job or recruiter id, a stage type; for `pair`, the later day. */
  key: string
  day: string
  shard: number
  // bigint and numeric: strings from PostgreSQL; only summed in SQL.
  n: string | number
  hired: string | number
  ms: string | number
}

/**
 * Concurrent writers add to different rows, one shard per connection (writer-shard.ts), like
 * live_counts, instead of every submission of a day queueing behind one row per tally.
 */
export const TALLY_SHARDS = 16

/** The Vietnam calendar day of an instant (SQL text). */
const vietnamDay = (instant: string) => `((${instant} at time zone 'UTC') + interval '7 hours')::date`

const entryOf = (alias: string) => `coalesce(${alias}.applied_date, ${alias}.created_at)`

/** The key of a per-template bit tally: the template ('' for none) and the stage type the bit stands for. */
export const templateBitKey = (templateId: string | null, type: string) => `${templateId ?? ''}:${type}`

/**
 * What the application rows of `rows` (a relation with the columns of applications, as SQL text)
 * add to the tallies, times `sign`: (tenant_id, kind, key, day, n, hired, ms), one row per
 * application and tally, not grouped. Rows the population rule leaves out add nothing.
 */
export function contributions(rows: string, sign: 1 | -1): string {
  const s = sign === 1 ? '' : '-'
  const bit = (column: string, mask: number, kind: string, type: string) =>
    `('${kind}', v.template || ':${type}', case when r.${column} & ${mask} <> 0 then v.entry_day end, 1, 0, 0::bigint)`
  const bits = [
    ...STAGE_TYPES.map((type) => bit('reached_stage_types', stageTypeBit(type), 'cohort:reached', type)),
    ...FUNNEL_STEPS.map(({ from }) => bit('reached_funnel_steps', funnelStepBit(from), 'cohort:step', from)),
  ]
  const cohort = (kind: string, key: string) => `('${kind}', ${key}, v.entry_day, 1, v.hired_now, v.cohort_ms)`
  return `
    select r.tenant_id, c.kind, c.key, c.day, ${s}c.n::bigint as n, ${s}c.hired::bigint as hired, ${s}c.ms::numeric as ms
    from ${rows} as r
    cross join lateral (
      select ${vietnamDay(entryOf('r'))} as entry_day,
        ${vietnamDay('r.hired_date')} as hired_day,
        ${vietnamDay('r.rejected_date')} as rejected_day,
        (r.hired_date is not null)::int as hired_now,
        coalesce((extract(epoch from (r.hired_date - ${entryOf('r')})) * 1000)::bigint, 0) as cohort_ms,
        (extract(epoch from (r.hired_date - ${entryOf('r')})) * 1000)::bigint as hire_ms,
        coalesce(r.assigned_recruiter_id::text, '') as recruiter,
        coalesce(r.metric_template_id::text, '') as template,
        case when r.status = 'active' then ${vietnamDay(`coalesce(r.stage_updated_at, ${entryOf('r')})`)} end as active_day
    ) as v
    cross join lateral (values
      ('cohort'::text, ''::text, v.entry_day, 1, v.hired_now, v.cohort_ms),
      ${cohort('cohort:source', `coalesce(r.metric_source, '')`)},
      ${cohort('cohort:job', 'r.job_id::text')},
      ${cohort('cohort:recruiter', 'v.recruiter')},
      ${cohort('cohort:stage_type', `coalesce(r.metric_stage_type, '')`)},
      ${cohort('cohort:template', 'v.template')},
      ${bits.join(',\n      ')},
      ('hired:job', r.job_id::text, v.hired_day, 1, 0, v.hire_ms),
      ('hired:recruiter', v.recruiter, v.hired_day, 1, 0, v.hire_ms),
      ('rejected:recruiter', v.recruiter, v.rejected_day, 1, 0, 0),
      ('rejected:reason', coalesce(r.rejection_reason_code, ''), v.rejected_day, 1, 0, 0),
      ('active', coalesce(r.metric_stage_type, ''), v.active_day, 1, 0, 0)
    ) as c(kind, key, day, n, hired, ms)
    where r.metric_counted and c.day is not null`
}

/**
 * The `pair` tallies of candidates' entry chains: `chains` is a relation (SQL text) of
 * (sign, tenant_id, candidate_id, id, entry_at), one row per application of a chain, and each
 * chain (sign, tenant, candidate) adds sign for each two of its rows that follow each other in
 * entry order.
 */
export function chainPairs(chains: string): string {
  return `
    select p.tenant_id, 'pair'::text as kind, ${vietnamDay('p.entry_at')}::text as key, ${vietnamDay('p.before_at')} as day,
      p.sign::bigint as n, 0::bigint as hired, 0::numeric as ms
    from (
      select ch.sign, ch.tenant_id, ch.entry_at,
        lag(ch.entry_at) over (partition by ch.sign, ch.tenant_id, ch.candidate_id order by ch.entry_at, ch.id) as before_at
      from (${chains}) as ch
    ) as p
    where p.before_at is not null`
}

/**
 * How a statement reads the chains of the candidates it touches: joined to applications, for a
 * statement planned for its rows, or through CHAIN_FUNCTION, for one whose plan is kept.
 */
type ChainLookup = 'join' | 'function'

/** The counted applications of one candidate (SQL text; the tenant and candidate as SQL expressions). */
function chainQuery(tenant: string, candidate: string): string {
  // status <> 'removed' (implied by metric_counted) lets applications_one_per_job find a
  // candidate's applications: a statement over many candidates must not read the table once each.
  return `select * from applications as a
        where a.tenant_id = ${tenant} and a.candidate_id = ${candidate} and a.status <> 'removed' and a.metric_counted`
}

/**
 * The pairs that change when the rows `oldRows` become `newRows` (SQL text of relations with the
 * columns of applications; either may be empty): the chains of every candidate they touch, as
 * they are now (the table, after the statement) against as they were (the table less the new
 * rows, plus the old ones).
 */
function pairChanges(oldRows: string, newRows: string, chains: ChainLookup): string {
  const link = (alias: string) => `${alias}.tenant_id, ${alias}.candidate_id, ${alias}.id, ${entryOf(alias)} as entry_at`
  return chainPairs(`
    with touched as (
      select n.tenant_id, n.candidate_id from ${newRows} as n union select o.tenant_id, o.candidate_id from ${oldRows} as o
    ),
    now_chain as (
      select ${link('a')} from touched as t
      cross join lateral ${chains === 'join' ? `(${chainQuery('t.tenant_id', 't.candidate_id')})` : `${CHAIN_FUNCTION}(t.tenant_id, t.candidate_id)`} as a
    )
    select 1 as sign, * from now_chain
    union all
    select -1, c.* from now_chain as c
    where not exists (select 1 from ${newRows} as n where n.tenant_id = c.tenant_id and n.id = c.id)
    union all
    select -1, ${link('o')} from ${oldRows} as o where o.metric_counted`)
}

/** The length of the stay a history row ends, in milliseconds (SQL text; no alias: as an index expression). */
export function stayMs(alias?: string): string {
  const at = alias ? `${alias}.` : ''
  return `(extract(epoch from (${at}changed_at - ${at}stay_started_at)) * 1000)::bigint`
}

/** Length buckets of a factor of e: stays this many buckets apart differ in length e times. */
export const STAY_BUCKETS_PER_E = 32

/**
 * What the history rows of `rows` (a relation with the columns of stage_transitions) add to the
 * stay tallies, times `sign`, one row per history row and tally. Rows that end no stay add nothing.
 */
export function stayContributions(rows: string, sign: 1 | -1): string {
  const s = sign === 1 ? '' : '-'
  return `
    select r.tenant_id, c.kind, c.key, c.day, ${s}1::bigint as n, 0::bigint as hired, ${s}c.ms::numeric as ms
    from ${rows} as r
    cross join lateral (values
      ('stay'::text, r.stay_stage_type, ${vietnamDay('r.changed_at')}, ${stayMs('r')}),
      ('stay:hist', r.stay_stage_type || ':' || metric_stay_bucket(${stayMs('r')}),
        date_trunc('month', ${vietnamDay('r.changed_at')}::timestamp)::date, 0::bigint)
    ) as c(kind, key, day, ms)
    where r.stay_stage_type is not null and r.metric_counted`
}

/**
 * The body of the statement trigger that keeps the stay tallies for one kind of statement on
 * stage_transitions, in the writer's shard (`shard`: what migration 0021 used).
 */
export function stayTallyStatement(event: 'INSERT' | 'UPDATE' | 'DELETE', shard = writerShard(TALLY_SHARDS)): string {
  const parts: string[] = []
  if (event !== 'DELETE') parts.push(stayContributions('new_rows', 1))
  if (event !== 'INSERT') parts.push(stayContributions('old_rows', -1))
  return addToTallies(parts.join('\n    union all\n'), shard)
}

/** Adds grouped tally rows (tenant_id, kind, key, day, n, hired, ms) to the tallies, in the shard `shard` (SQL text) picks. */
function addToTallies(rows: string, shard: string): string {
  return `
    insert into metric_tallies as t (tenant_id, kind, key, day, shard, n, hired, ms)
    select d.tenant_id, d.kind, d.key, d.day, ${shard}, sum(d.n), sum(d.hired), sum(d.ms)
    from (${rows}) as d
    group by d.tenant_id, d.kind, d.key, d.day
    having sum(d.n) <> 0 or sum(d.hired) <> 0 or sum(d.ms) <> 0
    on conflict (tenant_id, kind, day, key, shard)
    do update set n = t.n + excluded.n, hired = t.hired + excluded.hired, ms = t.ms + excluded.ms`
}

/** An empty relation with the columns of applications, for the side a statement has none of. */
const NO_ROWS = '(select * from applications where false)'

/**
 * The body of the statement trigger that keeps the tallies for one kind of statement on
 * applications: what its new rows add, less what its old rows added, and the pairs it changes.
 * `old_rows` and `new_rows` are the statement's transition tables.
 */
export function tallyStatement(
  event: 'INSERT' | 'UPDATE' | 'DELETE',
  chains: ChainLookup = 'join',
  shard = writerShard(TALLY_SHARDS),
): string {
  const oldRows = event === 'INSERT' ? NO_ROWS : 'old_rows'
  const newRows = event === 'DELETE' ? NO_ROWS : 'new_rows'
  const parts = [pairChanges(oldRows, newRows, chains)]
  if (event !== 'DELETE') parts.push(contributions(newRows, 1))
  if (event !== 'INSERT') parts.push(contributions(oldRows, -1))
  return addToTallies(parts.join('\n    union all\n'), shard)
}

/**
 * Transition tables of up to this many rows (a submission, a move, a candidate's few
 * applications) take the trigger's statement as planned once per connection; larger ones (a
 * deleted job, an import, bulk SQL) have it planned for their own rows.
 */
export const FEW_ROWS = 16

/**
 * A candidate's counted applications, looked up with a plan made for each call (migration 0022
 * creates it): the few-rows tally statement reads chains through it, so that its own cached plan
 * touches no table but the tallies' primary key.
 */
export const CHAIN_FUNCTION = 'metric_candidate_chain'

export function chainFunction(): string {
  return `
    CREATE OR REPLACE FUNCTION ${CHAIN_FUNCTION}(tenant uuid, candidate uuid) RETURNS SETOF applications
    LANGUAGE plpgsql STABLE SET plan_cache_mode = force_custom_plan AS $fn$
    BEGIN
      RETURN QUERY ${chainQuery('tenant', 'candidate')};
    END $fn$`
}

/**
 * The function of the statement trigger that keeps the tallies for one kind of statement on
 * applications (migration 0022), as the SQL that creates it.
 *
 * PL/pgSQL plans a statement without parameters once per connection and keeps the plan, made
 * for the row count of that first call and the table sizes of that moment, whatever comes after.
 * Made on a near-empty applications table, where every index ties, the plan read a candidate's
 * chain through an index on the tenant alone, or hashed the whole table: a one-row submission
 * then cost more with each application. Made for a one-row transition table, it nested loops
 * over a deleted job's thousands. So a few rows run a statement whose cached plan reads only the
 * transition tables, with the chains from CHAIN_FUNCTION, and more rows run the statement through
 * EXECUTE, planned for those rows (about a millisecond of planning, which a submission should
 * not pay).
 */
export function tallyFunction(name: string, event: 'INSERT' | 'UPDATE' | 'DELETE'): string {
  const plannedEachTime = tallyStatement(event, 'join')
  if (plannedEachTime.includes('$tally$')) throw new Error('the tally statement must not contain its quote')
  const rows = event === 'DELETE' ? 'old_rows' : 'new_rows'
  return `
    CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF (SELECT count(*) FROM ${rows}) <= ${FEW_ROWS} THEN
        ${tallyStatement(event, 'function')};
      ELSE
        EXECUTE $tally$ ${plannedEachTime} $tally$;
      END IF;
      RETURN NULL;
    END $fn$`
}

/**
 * Tallies again from the rows, for one tenant or all: what migration 0021 does for the rows
 * already there, and what a repair would do. The result is one shard per tally. Run it in a
 * transaction (a migration is one), so that no write falls between its two statements.
 */
export async function rebuildMetricTallies(trx: Handle, tenantId?: string): Promise<void> {
  const ofTenant = tenantId === undefined ? sql`true` : sql`tenant_id = ${tenantId}`
  await sql`delete from metric_tallies where ${ofTenant}`.execute(trx)
  // What every row of `table` (of the tenant) adds, grouped into one shard.
  const tallyAll = (table: string, tallies: (rows: string) => string) => sql`
    insert into metric_tallies (tenant_id, kind, key, day, shard, n, hired, ms)
    select d.tenant_id, d.kind, d.key, d.day, 0, sum(d.n), sum(d.hired), sum(d.ms)
    from (
      with selected as not materialized (select * from ${sql.table(table)} where ${ofTenant})
      ${sql.raw(tallies('selected'))}
    ) as d
    group by d.tenant_id, d.kind, d.key, d.day`
  const link = `a.tenant_id, a.candidate_id, a.id, ${entryOf('a')} as entry_at`
  await tallyAll(
    'applications',
    (rows) => `${contributions(rows, 1)}
      union all
      ${chainPairs(`select 1 as sign, ${link} from ${rows} as a where a.metric_counted`)}`,
  ).execute(trx)
  await tallyAll('stage_transitions', (rows) => stayContributions(rows, 1)).execute(trx)
}
