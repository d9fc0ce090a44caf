import { sql, type AliasableExpression } from 'kysely'
import { Type, type Static } from 'typebox'
import type { Database } from '../../../db/database.ts'
import { StringEnum } from '../../../platform/schemas.ts'
import { STAGE_TYPES, type StageType } from '../../pipelines/pipelines.port.ts'
import { countedApplications, type MetricsScope } from '../scope.ts'
import type { ActivityQueries } from './cohort.ts'
import { analysisQuery } from './session.ts'

const STAGE_LABELS: Record<StageType, string> = {
  sourced: 'Sourced',
  applied: 'Applied',
  screening: 'Screening',
  assessment: 'Assessment',
  interview: 'Interview',
  hm_review: 'Hiring manager review',
  offer: 'Offer',
  hired: 'Hired',
  custom: 'Custom',
}

export const StageTypeField = (description: string) => StringEnum(STAGE_TYPES, { description })

const StageCounts = (description: string, count: string) =>
  Type.Array(
    Type.Object(
      {
        stage_type: StageTypeField('A stage type; every type is listed, in the order of funnel_stage_meta'),
        count: Type.Integer({ description: count }),
      },
      { additionalProperties: false },
    ),
    { description },
  )

export const CandidatesByStageSchema = StageCounts(
  'The period’s cohort (entry, `applied_date` or else `created_at`, in the period) by the type of the stage each ' +
    'application is in now (/applications `stage_type`), whatever its status; types without applications read 0.',
  'Cohort applications whose current stage is of this type',
)

export const PipelineSnapshotSchema = StageCounts(
  'Applications whose status is `active` now, by the type of their current stage, whenever they entered: a picture of ' +
    'the pipeline today, so the period does not apply (the job_id and department filters do). Types without any read 0.',
  'Active applications in a stage of this type',
)

export const FunnelStageMetaSchema = Type.Array(
  Type.Object(
    {
      stage_type: StageTypeField('A stage type'),
      position: Type.Integer({ description: '1 for the first type of the canonical order' }),
      label: Type.String({ description: 'A readable name for the type' }),
    },
    { additionalProperties: false },
  ),
  {
    description:
      'The nine stage types in their canonical order, the order of every per-type table here. Jobs name and order their ' +
      'stages as they like; compare them by type, and see per_template_funnels for each pipeline template’s own order.',
  },
)

export type StageCountsTable = Static<typeof CandidatesByStageSchema>
export type FunnelStageMeta = Static<typeof FunnelStageMetaSchema>

export const funnelStageMeta = (): FunnelStageMeta =>
  STAGE_TYPES.map((stage_type, index) => ({ stage_type, position: index + 1, label: STAGE_LABELS[stage_type] }))

type StageTypeCount = { stage_type: StageType; count: number }

/** Counts per stage id, folded into stage types over the job stages they name (few rows after grouping). */
function byStageType(db: Database, tenantId: string, perStage: AliasableExpression<{ current_stage_id: string | null; n: number }>) {
  return db
    .selectFrom(perStage.as('p'))
    .innerJoin('pipeline_stages as s', (join) => join.on('s.tenant_id', '=', tenantId).onRef('s.id', '=', 'p.current_stage_id'))
    .select(['s.stage_type', sql<number>`sum(p.n)::int`.as('count')])
    .groupBy('s.stage_type')
}

/** Every stage type in the canonical order, 0 where no row counts it. */
export function stageTable(rows: StageTypeCount[]): StageCountsTable {
  const counts = new Map(rows.map((r) => [r.stage_type, r.count]))
  return STAGE_TYPES.map((stage_type) => ({ stage_type, count: counts.get(stage_type) ?? 0 }))
}

/** The period's cohort by the type of the stage each application is in now. */
export function candidatesByStageRows(q: ActivityQueries, scope: MetricsScope) {
  const perStage = q
    .selectFrom('activity_groups as g')
    .where('g.applications', '>', 0)
    .select(['g.current_stage_id', sql<number>`sum(g.applications)`.as('n')])
    .groupBy('g.current_stage_id')
  return byStageType(q, scope.tenantId, perStage)
}

export const candidatesByStage = (rows: StageTypeCount[]): StageCountsTable => stageTable(rows)

/** Not the period's: the active applications now, in a query of its own. */
export async function pipelineSnapshot(db: Database, scope: MetricsScope): Promise<StageCountsTable> {
  const rows = await analysisQuery(db, (trx) => {
    const perStage = countedApplications(trx, scope)
      .where('a.status', '=', 'active')
      .select(['a.current_stage_id', sql<number>`count(*)::int`.as('n')])
      .groupBy('a.current_stage_id')
    return byStageType(trx, scope.tenantId, perStage).execute()
  })
  return stageTable(rows)
}
