import { sql } from 'kysely'
import { Type, type Static } from 'typebox'
import type { Database } from '../../../db/database.ts'
import { Nullable } from '../../../platform/schemas.ts'
import { applicationRowCounts } from '../../data-api/population.ts'
import { STAGE_TYPES, type StageType } from '../../pipelines/pipelines.port.ts'
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
  const byType = new Map(result.rows.map((r) => [r.stage_type, r]))
  return STAGE_TYPES.map((stage_type) => {
    const row = byType.get(stage_type)
    return { stage_type, mean_days: days(row?.mean ?? null), median_days: days(row?.median ?? null), sample_size: row?.stays ?? 0 }
  })
}
