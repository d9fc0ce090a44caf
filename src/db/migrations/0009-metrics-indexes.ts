import { sql, type Kysely } from 'kysely'

/**
 * Indexes the metrics of the Data API read by (modules/metrics/metrics.repository.ts), each on
 * the time column of one indicator, so that a period reads its own rows only. Like those of
 * 0007 they carry the ids the population rule checks (and the entry columns), so that counting
 * reads the index alone.
 *  - hires by hired_date (hires in a period, time to hire, the jobs with a hire);
 *  - hires by entry (how many of a cohort are hired): hires are a small share of the
 *    applications, so this is much smaller than reading the cohort's heap tuples;
 *  - active applications by their last stage change (aging);
 *  - answered offers by responded_at, pending ones by their deadline (acceptance rate).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX applications_hired_idx ON applications (tenant_id, hired_date)
    INCLUDE (job_id, candidate_id, applied_date, created_at) WHERE hired_date IS NOT NULL AND status <> 'removed'`.execute(db)
  await sql`
    CREATE INDEX applications_hired_entry_idx ON applications (tenant_id, (coalesce(applied_date, created_at)))
    INCLUDE (job_id, candidate_id, applied_date, created_at, hired_date) WHERE hired_date IS NOT NULL AND status <> 'removed'`.execute(db)
  await sql`
    CREATE INDEX applications_active_idx ON applications (tenant_id, stage_updated_at)
    INCLUDE (id, job_id, candidate_id, applied_date, created_at) WHERE status = 'active'`.execute(db)
  await sql`CREATE INDEX offers_answered_idx ON offers (tenant_id, responded_at) WHERE status IN ('accepted', 'declined')`.execute(db)
  await sql`CREATE INDEX offers_pending_expiry_idx ON offers (tenant_id, expiry_date) WHERE status = 'pending'`.execute(db)
}
