import { sql, type RawBuilder, type SqlBool } from 'kysely'

/**
 * The population of the Data API's application-tied tables and of the metrics (spec rule 8),
 * written once: an application counts unless
 *  - it was removed from its job (`status = removed`),
 *  - its job is deleted,
 *  - its candidate is deleted (merged away included), or
 *  - its candidate is flagged as a suspected duplicate (`duplicate_of_id` set).
 * `/candidates` does not use it: duplicates stay there (rule 9).
 *
 * Each exclusion is a NOT EXISTS against a small set (removed applications, deleted jobs,
 * excluded candidates), each with a partial index of its own (migration 0007): a count over a
 * long range then reads the time-axis index and probes three small sets, instead of joining
 * every row to its job and candidate.
 *
 * `alias` is the name the query gives the row's table; the tenant id is bound explicitly in
 * every sub-select, like everywhere else.
 */

const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`)

function jobIsLive(tenantId: string, jobId: RawBuilder<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`not exists (
    select 1 from jobs as xj
    where xj.tenant_id = ${tenantId} and xj.id = ${jobId} and xj.is_deleted)`
}

function candidateCounts(tenantId: string, candidateId: RawBuilder<unknown>): RawBuilder<SqlBool> {
  // Written as the predicate of candidates_data_excluded_idx so that the planner can use it.
  return sql<SqlBool>`not exists (
    select 1 from candidates as xc
    where xc.tenant_id = ${tenantId} and xc.id = ${candidateId} and (xc.is_deleted or xc.duplicate_of_id is not null))`
}

/** Rule 8 on an application row (alias `alias` of `applications`). */
export function applicationCounts(tenantId: string, alias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${ref(alias, 'status')} <> 'removed'
    and ${jobIsLive(tenantId, ref(alias, 'job_id'))}
    and ${candidateCounts(tenantId, ref(alias, 'candidate_id'))})`
}

/**
 * Rule 8 on a row that belongs to an application (stage transitions, interviews, evaluations,
 * offers). Those rows carry their application's candidate and job ids (a merge moves them
 * together with the application), so the job and candidate checks read the row's own ids.
 */
export function applicationRowCounts(tenantId: string, alias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(not exists (
      select 1 from applications as xa
      where xa.tenant_id = ${tenantId} and xa.id = ${ref(alias, 'application_id')} and xa.status = 'removed')
    and ${jobIsLive(tenantId, ref(alias, 'job_id'))}
    and ${candidateCounts(tenantId, ref(alias, 'candidate_id'))})`
}

/** The exclusions in words, for the agent guide and OpenAPI descriptions. */
export const POPULATION_RULE =
  'applications removed from their job (`status = removed`), applications on deleted jobs, applications of deleted ' +
  'candidates, and applications of candidates flagged as duplicates (`duplicate_of_id` set) are left out, together with ' +
  'every stage transition, interview, evaluation and offer that belongs to them'
