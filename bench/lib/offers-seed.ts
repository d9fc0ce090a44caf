import { sql } from 'kysely'
import type { Database } from '../../src/db/database.ts'

export interface SeededOffers {
  offers: number
  accepted: number
  declined: number
  jobsWithCosts: number
  seconds: number
}

/**
 * What the applications seed leaves out and the metrics read: offers and job costs, with direct
 * SQL on top of a tenant seeded by seedApplications.
 *  - Every hired application gets one accepted offer, sent five days and answered two days
 *    before its hire.
 *  - One rejected application in ten gets a declined offer (answered the day before its
 *    rejection), with a decline reason from the fixed list.
 *  - Every job gets three cost items in VND.
 * Offer numbers are `OFF-<Vietnam year of sending>-<serial>`, the serial unique across the tenant.
 */
export async function seedOffersAndCosts(db: Database, tenantId: string): Promise<SeededOffers> {
  const started = performance.now()
  const inserted = await sql<{ status: string; n: number }>`
    WITH chosen AS (
      SELECT a.id, a.candidate_id, a.job_id, a.status,
        coalesce(a.hired_date, a.rejected_date) AS decided_at,
        row_number() OVER (ORDER BY a.id) AS serial
      FROM applications a
      WHERE a.tenant_id = ${tenantId}::uuid
        AND (a.status = 'hired' OR (a.status = 'rejected' AND mod(hashtext(a.id::text)::bigint + 2147483648, 10) = 0))
    ), written AS (
      INSERT INTO offers (tenant_id, id, application_id, candidate_id, job_id, offer_number, version, status,
        gross_salary_amount, gross_salary_currency, gross_salary_unit, sent_at, responded_at, decline_reason_code,
        created_at, updated_at)
      SELECT ${tenantId}::uuid, md5(c.id::text || ':offer')::uuid, c.id, c.candidate_id, c.job_id,
        'OFF-' || extract(year from (c.decided_at - interval '5 days') at time zone 'UTC' + interval '7 hours')::int || '-' || lpad(c.serial::text, 7, '0'),
        1,
        CASE WHEN c.status = 'hired' THEN 'accepted' ELSE 'declined' END,
        15000000 + mod(hashtext(c.id::text)::bigint + 2147483648, 40) * 1000000, 'VND', 'month',
        c.decided_at - interval '5 days',
        CASE WHEN c.status = 'hired' THEN c.decided_at - interval '2 days' ELSE c.decided_at - interval '1 day' END,
        CASE WHEN c.status = 'rejected'
          THEN (ARRAY['compensation', 'role_and_job', 'external_factors', 'other'])[1 + mod(hashtext(c.id::text || 'r')::bigint + 2147483648, 4)::int] END,
        c.decided_at - interval '5 days', c.decided_at - interval '2 days'
      FROM chosen c
      RETURNING status
    )
    SELECT status, count(*)::int AS n FROM written GROUP BY status`.execute(db)
  const costs = await sql`
    UPDATE jobs SET cost_currency = 'VND', recruitment_cost_items = jsonb_build_array(
      jsonb_build_object('category', 'job_board', 'amount', 3000000 + mod(hashtext(id::text)::bigint + 2147483648, 20) * 500000),
      jsonb_build_object('category', 'headhunter', 'amount', 10000000 + mod(hashtext(id::text || 'h')::bigint + 2147483648, 10) * 2000000),
      jsonb_build_object('category', 'event', 'amount', 2000000))
    WHERE tenant_id = ${tenantId}::uuid AND NOT is_deleted`.execute(db)
  await sql`VACUUM ANALYZE offers`.execute(db)
  await sql`VACUUM ANALYZE jobs`.execute(db)
  const of = (status: string) => inserted.rows.find((r) => r.status === status)?.n ?? 0
  return {
    offers: of('accepted') + of('declined'),
    accepted: of('accepted'),
    declined: of('declined'),
    jobsWithCosts: Number(costs.numAffectedRows ?? 0),
    seconds: (performance.now() - started) / 1000,
  }
}
