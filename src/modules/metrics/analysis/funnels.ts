import { sql } from 'kysely'
import { Type, type Static } from 'typebox'
import { FUNNEL_STEPS, funnelStepBit, stageTypeBit } from '../../../db/stage-facts.ts'
import { Nullable, Uuid } from '../../../platform/schemas.ts'
import { STAGE_TYPES, type StageType } from '../../pipelines/pipelines.port.ts'
import type { MetricsScope } from '../scope.ts'
import type { ActivityQueries } from './cohort.ts'
import type { CatalogNames } from './names.ts'
import { StageTypeField } from './stages.ts'
import { rate } from './values.ts'

/** The steps conversion is measured along: consecutive types of the canonical order, `custom` left out. */
const STEPS = FUNNEL_STEPS

const REACHED =
  'An application reaches a stage type when a row of its history (/stage-transitions) has that `to_stage_type`, ' +
  'whether it started there, moved there or was hired into it.'

export const ConversionRatesSchema = Type.Array(
  Type.Object(
    {
      from_stage_type: StageTypeField('The earlier stage type of the step'),
      to_stage_type: StageTypeField('The next stage type in the canonical order'),
      from_count: Type.Integer({ description: 'Cohort applications that reached from_stage_type' }),
      to_count: Type.Integer({ description: 'Of those, the ones that reached to_stage_type at or after first reaching from_stage_type' }),
      rate: Nullable(Type.Number({ description: 'to_count / from_count, percent, one decimal; null when from_count is 0' })),
      sample_size: Type.Integer({ description: 'What rate is taken over: from_count' }),
    },
    { additionalProperties: false },
  ),
  {
    description:
      'For each step between consecutive stage types of the canonical order (sourced → applied → screening → assessment ' +
      '→ interview → hm_review → offer → hired; `custom` has no place in it), over the period’s cohort (entry in the ' +
      `period) and its whole history up to now. ${REACHED} to_count counts an application that reached the earlier type ` +
      'and has a row reaching the later type with `changed_at` at or after its first row reaching the earlier one; an ' +
      'application that skipped the earlier type counts in neither.',
  },
)

export const PerTemplateFunnelsSchema = Type.Array(
  Type.Object(
    {
      template_id: Nullable(
        Uuid({ description: 'jobs.pipeline_template_id, catalog pipeline_templates id; null for jobs made from no template' }),
      ),
      template_name: Nullable(
        Type.String({ description: 'The template’s name in the catalog; null without a template or when it was deleted' }),
      ),
      applications: Type.Integer({ description: 'Cohort applications on jobs made from this template; what every rate is taken over' }),
      stages: Type.Array(
        Type.Object(
          {
            stage_type: StageTypeField('A stage type of the template'),
            reached: Type.Integer({ description: 'Of the applications, those that reached this stage type' }),
            rate: Nullable(Type.Number({ description: 'reached / applications, percent, one decimal' })),
          },
          { additionalProperties: false },
        ),
        {
          description:
            'The template’s stage types in its own order, each once (the canonical order for jobs without a template or ' +
            'whose template was deleted)',
        },
      ),
    },
    { additionalProperties: false },
  ),
  {
    description:
      'The period’s cohort (entry in the period) grouped by the pipeline template of its job (/jobs ' +
      `\`pipeline_template_id\`), with how many reached each stage type of that template up to now. ${REACHED} Groups with ` +
      'the most applications first, then by name; the group without a template last.',
  },
)

export type ConversionRates = Static<typeof ConversionRatesSchema>
export type PerTemplateFunnels = Static<typeof PerTemplateFunnelsSchema>

const reachedCount = (type: StageType) => `reached_${type}`
const stepCount = (type: StageType) => `step_${type}`

/**
 * The cohort's applications carry what their histories reached, as bits (reached_stage_types,
 * reached_funnel_steps: facts written with the history, src/db/stage-facts.ts), so the counts for
 * the whole cohort and per template are sums over the cohort's activity groups (cohort.ts, which
 * keep the bits apart), without reading a single history row: per job first (a job has one
 * template), then per template and overall (grouping sets over the few job rows).
 */
export function funnelRows(q: ActivityQueries, scope: MetricsScope) {
  const has = (column: string, bit: number) =>
    sql<number>`coalesce(sum(g.applications) filter (where ${sql.ref(`g.${column}`)} & ${sql.lit(bit)} <> 0), 0)`
  const names = [...STAGE_TYPES.map(reachedCount), ...STEPS.map(({ from }) => stepCount(from))]
  const perJob = q
    .selectFrom('activity_groups as g')
    .where('g.applications', '>', 0)
    .select([
      'g.job_id',
      sql<number>`sum(g.applications)`.as('applications'),
      ...STAGE_TYPES.map((type) => has('reached_stage_types', stageTypeBit(type)).as(reachedCount(type))),
      ...STEPS.map(({ from }) => has('reached_funnel_steps', funnelStepBit(from)).as(stepCount(from))),
    ])
    .groupBy('g.job_id')
  const total = (name: string) => sql<number>`sum(${sql.ref(`p.${name}`)})::int`.as(name)
  return q
    .selectFrom(perJob.as('p'))
    .innerJoin('jobs as j', (join) => join.on('j.tenant_id', '=', scope.tenantId).onRef('j.id', '=', 'p.job_id'))
    .select([
      sql<boolean>`grouping(j.pipeline_template_id) = 1`.as('overall'),
      'j.pipeline_template_id as template_id',
      total('applications'),
      ...names.map(total),
    ])
    .groupBy(sql`grouping sets ((), (j.pipeline_template_id))`)
}

export interface Funnels {
  conversion_rates: ConversionRates
  per_template_funnels: PerTemplateFunnels
}

type Row = Record<string, unknown>

export function funnels(rows: Row[], { template }: CatalogNames): Funnels {
  const count = (row: Row | undefined, name: string) => (row?.[name] as number | undefined) ?? 0
  const overall = rows.find((r) => r.overall)
  const conversion_rates = STEPS.map(({ from, to }) => {
    const fromCount = count(overall, reachedCount(from))
    const toCount = count(overall, stepCount(from))
    return {
      from_stage_type: from,
      to_stage_type: to,
      from_count: fromCount,
      to_count: toCount,
      rate: rate(toCount, fromCount),
      sample_size: fromCount,
    }
  })
  const per_template_funnels = rows
    .filter((r) => !r.overall)
    .map((r) => {
      const id = r.template_id as string | null
      const outline = id === null ? undefined : template(id)
      const applications = count(r, 'applications')
      return {
        template_id: id,
        template_name: outline?.name ?? null,
        applications,
        stages: (outline?.stageTypes ?? STAGE_TYPES).map((stage_type) => {
          const reached = count(r, reachedCount(stage_type))
          return { stage_type, reached, rate: rate(reached, applications) }
        }),
      }
    })
    .sort(
      (p, q) =>
        Number(p.template_id === null) - Number(q.template_id === null) ||
        q.applications - p.applications ||
        (p.template_name ?? '').localeCompare(q.template_name ?? '') ||
        (p.template_id ?? '').localeCompare(q.template_id ?? ''),
    )
  return { conversion_rates, per_template_funnels }
}
