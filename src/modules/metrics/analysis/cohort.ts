import type { Database } from '../../../db/database.ts'
import { countedApplications, entryOf, within, type MetricsScope } from '../scope.ts'

/** The period's cohort under alias `a`: counted applications whose pipeline entry falls in the period. */
export function cohortApplications(db: Database, scope: MetricsScope) {
  return countedApplications(db, scope).where(within(entryOf('a'), scope.period))
}
