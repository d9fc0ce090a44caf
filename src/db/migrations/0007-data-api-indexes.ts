import { sql, type Kysely } from 'kysely'

/**
 * Indexes the Data API tables read by. Each table is paged in the order of its time axis, then
 * id, by seeking past the previous page's last key, and counted over a range of that axis: an
 * index leading with (tenant_id, axis, id) serves both. The application-tied ones also carry
 * (INCLUDE) the ids the population rule checks and the demo flag, so that a count over a long
 * range reads the index alone; the rule's three exclusion sets get small partial indexes.
 * Where the axis is an expression, its columns are included too: the planner allows an
 * index-only scan only when every column the query names is in the index, even a column it
 * reads only inside the indexed expression.
 *
 * candidates, jobs and offers are served by their existing (tenant_id, created_at DESC, id DESC)
 * indexes, read backwards.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX applications_data_axis_idx ON applications (tenant_id, (coalesce(applied_date, created_at)), id)
    INCLUDE (job_id, candidate_id, is_demo, applied_date, created_at) WHERE status <> 'removed'`.execute(db)
  await sql`
    CREATE INDEX evaluations_data_axis_idx ON evaluations (tenant_id, (coalesce(evaluated_at, created_at)), id)
    INCLUDE (application_id, candidate_id, job_id, is_demo, evaluated_at, created_at)`.execute(db)
  // The planner does not use the statistics of an expression in a partial index, so without
  // these a range of the axis is estimated at a fixed 0.5% of the rows and plans go astray.
  await sql`CREATE STATISTICS applications_data_axis_stats ON (coalesce(applied_date, created_at)) FROM applications`.execute(db)
  await sql`CREATE STATISTICS evaluations_data_axis_stats ON (coalesce(evaluated_at, created_at)) FROM evaluations`.execute(db)
  // These two replace the plain (tenant_id, axis, id) indexes of 0004 and 0005, which the
  // covering ones serve in full (interview lists by time included).
  await sql`
    CREATE INDEX stage_transitions_data_axis_idx ON stage_transitions (tenant_id, changed_at, id)
    INCLUDE (application_id, candidate_id, job_id, is_demo)`.execute(db)
  await sql`DROP INDEX stage_transitions_time_idx`.execute(db)
  await sql`
    CREATE INDEX interviews_data_axis_idx ON interviews (tenant_id, scheduled_at, id)
    INCLUDE (application_id, candidate_id, job_id, is_demo)`.execute(db)
  await sql`DROP INDEX interviews_time_idx`.execute(db)

  // The population rule's exclusion sets (see modules/data-api/population.ts): few rows each.
  await sql`CREATE INDEX applications_removed_idx ON applications (tenant_id, id) WHERE status = 'removed'`.execute(db)
  await sql`CREATE INDEX jobs_deleted_idx ON jobs (tenant_id, id) WHERE is_deleted`.execute(db)
  await sql`
    CREATE INDEX candidates_data_excluded_idx ON candidates (tenant_id, id)
    WHERE is_deleted OR duplicate_of_id IS NOT NULL`.execute(db)
}
