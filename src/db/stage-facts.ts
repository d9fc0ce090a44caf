import { sql, type Kysely, type RawBuilder } from 'kysely'
import { STAGE_TYPES, type StageType } from '../modules/pipelines/pipelines.port.ts'
import type { Handle } from './database.ts'

/*
 * Facts about each application's stage history, kept beside it so that the metrics' analysis
 * tables read a period's rows by index instead of replaying every history of the period:
 *
 *  - on a history row (stage_transitions) that ends a stay in a stage: `stay_stage_type`, the
 *    type of that stay, and `stay_started_at`, the time of the row that began it
 *    (stage_durations);
 *  - on an application: `reached_stage_types`, bit i set when its history has a row entering a
 *    stage of type STAGE_TYPES[i]; `reached_funnel_steps`, bit i set when it reached the later
 *    type of FUNNEL_STEPS[i] at or after it first reached the earlier one (conversion_rates,
 *    per_template_funnels).
 *
 * Every fact is a function of the history rows alone, so they are computed again from the whole
 * history of each application whose history was written (a few rows each), by the same SQL for
 * one application, for a batch, or for every application (migration 0018, the bench seeder). The
 * history's writers are the applications repository and nothing else; a change that reorders or
 * renumbers STAGE_TYPES or FUNNEL_STEPS needs a migration that calls rebuildStageFacts again.
 *
 * A merge only re-points candidate_id and an erasure only empties notes: neither changes a fact.
 * Removed applications, deleted jobs and excluded candidates keep theirs; the population rule
 * leaves them out where the facts are read.
 */

/** The canonical order without `custom`, which has no place in a sequence: the steps conversion is measured along. */
const SEQUENCE = STAGE_TYPES.filter((type) => type !== 'custom')

/** The funnel's steps, in order: bit i of `reached_funnel_steps` is FUNNEL_STEPS[i]. */
export const FUNNEL_STEPS: readonly { from: StageType; to: StageType }[] = SEQUENCE.slice(0, -1).map((from, i) => ({
  from,
  to: SEQUENCE[i + 1]!,
}))

/** The bit of `reached_stage_types` that stands for `type`. */
export const stageTypeBit = (type: StageType): number => 1 << STAGE_TYPES.indexOf(type)

/** The bit of `reached_funnel_steps` that stands for the step from `type` to the next type of the funnel. */
export const funnelStepBit = (from: StageType): number => 1 << FUNNEL_STEPS.findIndex((step) => step.from === from)

/** Whether a written history row can change a fact: it enters a stage, hires or rejects. Notes, reactivations and removals do not. */
export function changesStageFacts(row: { to_stage_type?: StageType | null; to_status?: string | null }): boolean {
  return (row.to_stage_type ?? null) !== null || row.to_status === 'hired' || row.to_status === 'rejected'
}

/**
 * The facts of a new application whose history is one `initial` row entering a stage of `type`:
 * that type reached, no step of the funnel taken (a step needs two types), no stay ended. Written
 * with the application's INSERT, they spare its first history row the refresh every other write
 * of the history runs (`insertFirstTransition` in the applications repository).
 */
export const factsOfNewApplication = (type: StageType) => ({ reached_stage_types: stageTypeBit(type), reached_funnel_steps: 0 })

const typeBits = sql.join(
  STAGE_TYPES.map((type) => sql`when ${type} then ${sql.lit(stageTypeBit(type))}`),
  sql` `,
)
const stepBits = sql.join(
  FUNNEL_STEPS.map(
    ({ from, to }) => sql`(case when max(h.changed_at) filter (where h.to_stage_type = ${to})
      >= min(h.changed_at) filter (where h.to_stage_type = ${from}) then ${sql.lit(funnelStepBit(from))} else 0 end)`,
  ),
  sql` | `,
)

/**
 * Computes the facts of the applications `targets` selects (columns tenant_id, id) from their
 * whole histories and writes the ones that differ, in one statement. A stay begins at a row
 * entering a stage and ends at the next row (by changed_at, then id) that enters a stage or
 * hires or rejects, unless that one is an `initial` row; rows between (notes, reactivations,
 * removals) neither begin nor end one. `updated_at` stays: the facts are not part of what a
 * client reads, and a moved timestamp would fail the If-Unmodified-Since a client holds.
 *
 * Every step is linear in the rows, whatever the planner expects of `targets`: a stay's start is
 * read by a window over the rows that bound stays (partitioned apart from the others), not by
 * joining the history to itself, and the reached types by an index look-up per application. A
 * batch of 20,000 applications estimated at one row otherwise became a nested loop over the
 * history twice, minutes a batch once the tables had statistics.
 */
function writeFacts(targets: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    with targets as (${targets}),
    history as (
      select t.tenant_id, t.id, t.application_id, t.change_type, t.to_stage_type, t.changed_at,
        t.stay_stage_type as had_type, t.stay_started_at as had_start,
        coalesce(t.to_stage_type is not null or t.to_status in ('hired', 'rejected'), false) as bounds_stay
      from targets as x
      join stage_transitions as t on t.tenant_id = x.tenant_id and t.application_id = x.id
    ),
    bounded as (
      select h.tenant_id, h.id, h.had_type, h.had_start, h.change_type, h.bounds_stay,
        lag(h.to_stage_type) over w as before_type, lag(h.changed_at) over w as before_at
      from history as h
      window w as (partition by h.tenant_id, h.application_id, h.bounds_stay order by h.changed_at, h.id)
    ),
    stays as (
      select b.tenant_id, b.id, b.had_type, b.had_start,
        case when b.bounds_stay and b.change_type <> 'initial' then b.before_type end as stage_type,
        case when b.bounds_stay and b.change_type <> 'initial' and b.before_type is not null then b.before_at end as started_at
      from bounded as b
    ),
    stays_written as (
      update stage_transitions as t set stay_stage_type = s.stage_type, stay_started_at = s.started_at
      from stays as s
      where t.tenant_id = s.tenant_id and t.id = s.id
        and (s.had_type is distinct from s.stage_type or s.had_start is distinct from s.started_at)
    )
    update applications as a
    set reached_stage_types = r.types, reached_funnel_steps = r.steps
    from targets as x
    cross join lateral (
      select coalesce(bit_or(case h.to_stage_type ${typeBits} end), 0) as types, ${stepBits} as steps
      from stage_transitions as h
      where h.tenant_id = x.tenant_id and h.application_id = x.id and h.to_stage_type is not null
    ) as r
    where a.tenant_id = x.tenant_id and a.id = x.id
      and (a.reached_stage_types <> r.types or a.reached_funnel_steps <> r.steps)`
}

/**
 * Brings the facts of these applications up to date with their histories, in the caller's
 * transaction: called by every write of the history, after it.
 */
export async function refreshStageFacts(db: Handle, tenantId: string, applicationIds: readonly string[]): Promise<void> {
  const ids = [...new Set(applicationIds)]
  if (ids.length === 0) return
  await writeFacts(sql`select tenant_id, id from applications where tenant_id = ${tenantId} and id in (${sql.join(ids)})`).execute(db)
}

const REBUILD_BATCH = 20_000

/**
 * Computes the facts of every application (of one tenant when given) again, a batch of
 * applications in key order per statement, so that each statement stays short on a large table.
 * Answers how many applications were visited.
 */
export async function rebuildStageFacts(
  db: Kysely<unknown> | Handle,
  options: { tenantId?: string; batch?: number } = {},
): Promise<number> {
  const batch = options.batch ?? REBUILD_BATCH
  const tenant = options.tenantId === undefined ? sql`true` : sql`tenant_id = ${options.tenantId}`
  let after: { tenant_id: string; id: string } | undefined
  let visited = 0
  for (;;) {
    const pastDone = after ? sql`and (tenant_id, id) > (${after.tenant_id}::uuid, ${after.id}::uuid)` : sql``
    const next = sql`select tenant_id, id from applications where ${tenant} ${pastDone} order by tenant_id, id limit ${batch}`
    const { rows } = await sql<{ tenant_id: string; id: string; n: number }>`
      select tenant_id, id, count(*) over ()::int as n from (${next}) as b order by tenant_id desc, id desc limit 1`.execute(db)
    const last = rows[0]
    if (!last) return visited
    const upToLast = sql`(tenant_id, id) <= (${last.tenant_id}::uuid, ${last.id}::uuid)`
    await writeFacts(sql`select tenant_id, id from applications where ${tenant} ${pastDone} and ${upToLast}`).execute(db)
    visited += last.n
    after = last
  }
}
