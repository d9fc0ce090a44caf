import { sql, type SqlBool } from 'kysely'
import type { Database } from '../../../db/database.ts'
import { countedApplications, entryOf, within, type MetricsScope } from '../scope.ts'
import { cohortApplications } from './cohort.ts'

export type PeriodEvent = 'hired_date' | 'rejected_date'

/**
 * The counted applications a period touches: its cohort, and those with one of `events` in the
 * period. Each application comes once: every part leaves out what an earlier part took, so the
 * parts are disjoint and each can be read through its own index. Columns: job_id,
 * assigned_recruiter_id, entry, hired_date, rejected_date.
 */
export function periodActivity(db: Database, scope: MetricsScope, events: readonly PeriodEvent[]) {
  const columns = ['a.job_id', 'a.assigned_recruiter_id', 'a.hired_date', 'a.rejected_date', entryOf('a').as('entry')] as const
  const taken = [within(entryOf('a'), scope.period)]
  let union = cohortApplications(db, scope).select(columns)
  for (const event of events) {
    const inPeriod = within(sql.ref(`a.${event}`), scope.period)
    let part = countedApplications(db, scope).where(inPeriod)
    for (const earlier of taken) part = part.where(sql<SqlBool>`not coalesce(${earlier}, false)`)
    union = union.unionAll(part.select(columns))
    taken.push(inPeriod)
  }
  return union
}
