import { jsonArrayFrom } from 'kysely/helpers/postgres'
import type { Database } from '../../../db/database.ts'
import type { MetricsScope } from '../scope.ts'
import { activityGroups, activityQueries } from './cohort.ts'
import { funnelRows } from './funnels.ts'
import { recruiterPerformanceRows } from './recruiters.ts'
import { analysisQuery } from './session.ts'
import { sourceEffectivenessRows } from './sources.ts'
import { candidatesByStageRows } from './stages.ts'
import { topPerformingJobRows } from './top-jobs.ts'

/**
 * The tables over the applications the current period touches (its cohort, its hires and its
 * rejections) that need neither time nor candidates: sources, jobs, recruiters, stages and
 * funnels, in one statement. The applications are read once, with the population rule and the
 * filters applied once, and grouped into a materialized CTE (cohort.ts: activity_groups); each
 * table is then a small aggregate of that CTE, answered as a JSON array in the one row. Read
 * apart, every one of these tables read the same applications through the same exclusions again.
 */
export function readPeriodActivity(db: Database, scope: MetricsScope) {
  return analysisQuery(db, (trx) => periodActivityQuery(trx, scope).executeTakeFirstOrThrow())
}

/** The statement readPeriodActivity runs. */
export function periodActivityQuery(db: Database, scope: MetricsScope) {
  const q = activityQueries(db)
  return db
    .with(
      (cte) => cte('activity_groups').materialized(),
      () => activityGroups(db, scope),
    )
    .selectNoFrom([
      jsonArrayFrom(sourceEffectivenessRows(q)).as('source_effectiveness'),
      jsonArrayFrom(topPerformingJobRows(q, scope)).as('top_performing_jobs'),
      jsonArrayFrom(recruiterPerformanceRows(q)).as('recruiter_performance'),
      jsonArrayFrom(candidatesByStageRows(q, scope)).as('candidates_by_stage'),
      jsonArrayFrom(funnelRows(q, scope)).as('funnels'),
    ])
}
