import { sql } from 'kysely'
import { Type, type Static } from 'typebox'
import type { Database } from '../../../db/database.ts'
import { CalendarDate } from '../../../platform/schemas.ts'
import { entryOf, type MetricsScope } from '../scope.ts'
import { cohortApplications } from './cohort.ts'
import { analysisQuery } from './session.ts'

export const ApplicationTrendSchema = Type.Array(
  Type.Object(
    {
      week_start: CalendarDate({ description: 'The Monday (Vietnam calendar date) the week starts on' }),
      applications: Type.Integer({ description: 'Cohort applications whose entry falls in that week' }),
    },
    { additionalProperties: false },
  ),
  {
    description:
      'Cohort applications (entry, `applied_date` or else `created_at`, in the period) by week of entry. Weeks run from ' +
      'Monday 00:00 Vietnam time (UTC+7); every week from the one holding the first day of the period to the one holding ' +
      'its last day is listed, oldest first, empty weeks with 0. Entries outside the period are not counted, even in a ' +
      'week the period only partly covers.',
  },
)

export type ApplicationTrend = Static<typeof ApplicationTrendSchema>

// A Vietnam wall-clock time as a timestamp without zone; `date_trunc('week', …)` takes it to Monday 00:00.
const vietnamWeek = (instant: ReturnType<typeof entryOf>) => sql`date_trunc('week', (${instant} at time zone 'UTC') + interval '7 hours')`

export async function applicationTrend(db: Database, scope: MetricsScope): Promise<ApplicationTrend> {
  const { from, to } = scope.period
  const result = await analysisQuery(db, (trx) => {
    const perWeek = cohortApplications(trx, scope)
      .select([vietnamWeek(entryOf('a')).as('week'), sql<number>`count(*)::int`.as('applications')])
      .groupBy(sql`1`)
    return sql<ApplicationTrend[number]>`
      select to_char(w.week, 'YYYY-MM-DD') as week_start, coalesce(c.applications, 0)::int as applications
      from generate_series(date_trunc('week', ${from}::timestamp), date_trunc('week', ${to}::timestamp), interval '7 days') as w(week)
      left join (${perWeek}) as c on c.week = w.week
      order by w.week`.execute(trx)
  })
  return result.rows
}
