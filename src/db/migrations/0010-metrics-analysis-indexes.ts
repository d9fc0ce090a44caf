import { sql, type Kysely } from 'kysely'

/**
 * Indexes the metrics' analysis tables read by (modules/metrics/analysis), beside those of 0007
 * and 0009:
 *  - an application's history rows that put it in a stage or close it, in history order, with
 *    the stage type: finding the row that started a stay, or when an application first and
 *    last reached each stage type, reads this index alone instead of the wide history rows;
 *  - rejections by rejected_date, with the reason code and the ids the population rule checks,
 *    so that a period's rejections are read without the rest of the applications.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX stage_transitions_stays_idx ON stage_transitions (tenant_id, application_id, changed_at, id)
    INCLUDE (to_stage_type) WHERE to_stage_type IS NOT NULL OR to_status IN ('hired', 'rejected')`.execute(db)
  await sql`
    CREATE INDEX applications_rejected_idx ON applications (tenant_id, rejected_date)
    INCLUDE (job_id, candidate_id, rejection_reason_code) WHERE rejected_date IS NOT NULL AND status <> 'removed'`.execute(db)
}
