import { sql, type SqlBool } from 'kysely'
import { Type, type Static } from 'typebox'
import type { Database } from '../../../db/database.ts'
import { Nullable } from '../../../platform/schemas.ts'
import { daysBetween, entryOf, type MetricsScope } from '../scope.ts'
import { cohortApplications } from './cohort.ts'
import { analysisQuery } from './session.ts'
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

export async function sourceEffectiveness(db: Database, scope: MetricsScope): Promise<SourceEffectiveness> {
  const rows = await analysisQuery(db, (trx) =>
    cohortApplications(trx, scope)
      // Most applications carry a source of their own: the candidate is looked up only for those that do not.
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('candidates as c')
            .select('c.source')
            .where(sql<SqlBool>`a.source is null`)
            .where('c.tenant_id', '=', scope.tenantId)
            .whereRef('c.id', '=', 'a.candidate_id')
            .as('c'),
        (join) => join.onTrue(),
      )
      .select([
        sql<string>`coalesce(a.source, c.source)`.as('source'),
        sql<number>`count(*)::int`.as('applications'),
        sql<number>`count(a.hired_date)::int`.as('hired'),
        sql<number | null>`avg(${daysBetween(entryOf('a'), sql.ref('a.hired_date'))})::float8`.as('avg_days'),
      ])
      .groupBy(sql`1`)
      .orderBy('applications', 'desc')
      .orderBy('source')
      .execute(),
  )
  return rows.map((r) => ({
    source: r.source,
    applications: r.applications,
    hired: r.hired,
    hire_rate: rate(r.hired, r.applications),
    sample_size: r.applications,
    avg_time_to_hire_days: days(r.avg_days),
  }))
}
