import { sql, type Kysely } from 'kysely'

/**
 * The one queue of background work (platform/outbox): webhook deliveries, import runs and
 * whatever else must survive a crash and run once across instances. A task is inserted in the
 * transaction of the change that causes it, so a rolled-back change leaves none behind.
 *
 * Workers take due queued tasks, and running tasks whose lease ran out (their worker died),
 * with `FOR UPDATE SKIP LOCKED`; the two partial indexes serve exactly those two reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE background_tasks (
      tenant_id uuid NOT NULL REFERENCES tenants (id),
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      kind text NOT NULL,
      payload jsonb NOT NULL,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'dead')),
      attempts integer NOT NULL DEFAULT 0,
      max_attempts integer NOT NULL CHECK (max_attempts > 0),
      run_at timestamptz(3) NOT NULL DEFAULT now(),
      lease_token uuid,
      leased_until timestamptz(3),
      last_error text,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    )`.execute(db)
  await sql`CREATE INDEX background_tasks_due ON background_tasks (run_at) WHERE status = 'queued'`.execute(db)
  await sql`CREATE INDEX background_tasks_leases ON background_tasks (leased_until) WHERE status = 'running'`.execute(db)
}
