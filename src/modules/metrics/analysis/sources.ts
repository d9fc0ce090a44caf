import { sql } from 'kysely'
import { Type, type Static } from 'typebox'
import { Nullable } from '../../../platform/schemas.ts'
import { meanDays, type ActivityQueries, type RowOf } from './cohort.ts'
import { days, rate } from './values.ts'

export const SourceEffectivenessSchema = Type.Array(
  Type.Object(
    {
      source: Type.String({ description: 'The source as /applications reports it: the application’s own, else its candidate’s' }),
      applications: Type.Integer({ description: 'Cohort applications from this source' }),
      hired: Type.Integer({ description: 'Of those, the ones hired by now (`hired_date` set)' }),
      hire_rate: Nullable(Type.Number({ description: 'hired / applications, percent, one decimal' })),
      sample_size: Type.Integer({ description: 'What hire_rate is taken over: applications' }),
      avg_time_to_hire_days: Nullable(
        Type.Number({ description: 'Mean days from entry to `hired_date` over the hired ones, one decimal; null when none is hired' }),
      ),
    },
    { additionalProperties: false },
  ),
  {
    description:
      'The period’s cohort (applications whose entry, `applied_date` or else `created_at`, falls in the period) grouped by ' +
      '`source`, with how many of each source are hired by now. Most applications first, then by source.',
  },
)

export type SourceEffectiveness = Static<typeof SourceEffectivenessSchema>

/**
 * The period's cohort by source: applications, those hired by now, and their mean days from
 * entry to hire. Most applications first, then by source.
 */
export function sourceEffectivenessRows(q: ActivityQueries) {
  return q
    .selectFrom('activity_groups as g')
    .where('g.applications', '>', 0)
    .select([
      sql<string>`g.source`.as('source'),
      sql<number>`sum(g.applications)::int`.as('applications'),
      sql<number>`sum(g.cohort_hired)::int`.as('hired'),
      meanDays('g.cohort_hired_days', 'g.cohort_hired').as('avg_days'),
    ])
    .groupBy('g.source')
    .orderBy('applications', 'desc')
    .orderBy('source')
}

export function sourceEffectiveness(rows: SourceRow[]): SourceEffectiveness {
  return rows.map((r) => ({
    source: r.source,
    applications: r.applications,
    hired: r.hired,
    hire_rate: rate(r.hired, r.applications),
    sample_size: r.applications,
    avg_time_to_hire_days: days(r.avg_days),
  }))
}

type SourceRow = RowOf<typeof sourceEffectivenessRows>
