import { sql, type Kysely } from 'kysely'

/**
 * Historical imports and demo data.
 *  - `imports`: one row per `POST /imports`; the payload waits in the row until a worker of any
 *    instance claims it (`FOR UPDATE SKIP LOCKED` on `status = 'queued'`), then progress and
 *    per-record errors are written back as it goes. The payload is dropped once the run ends.
 *  - `jobs.external_id`: the key an import names a job by (the other imported tables have one
 *    already), so that importing the same record again updates it instead of making a copy.
 *  - `users.is_demo`: the members a demo history names (recruiters, interviewers), removed
 *    together with the rest of the demo data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE imports (
      tenant_id uuid NOT NULL REFERENCES tenants (id),
      id uuid NOT NULL,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
      is_demo boolean NOT NULL DEFAULT false,
      payload jsonb,
      progress jsonb NOT NULL DEFAULT '{}'::jsonb,
      errors jsonb NOT NULL DEFAULT '[]'::jsonb,
      error_count integer NOT NULL DEFAULT 0,
      failure text,
      created_by uuid,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      started_at timestamptz(3),
      finished_at timestamptz(3),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, created_by) REFERENCES users (tenant_id, id)
    )`.execute(db)
  // Workers look for the oldest queued import of any tenant.
  await sql`CREATE INDEX imports_queue_idx ON imports (created_at, id) WHERE status = 'queued'`.execute(db)
  await sql`CREATE INDEX imports_list_idx ON imports (tenant_id, created_at DESC, id DESC)`.execute(db)

  // Candidates, applications, interviews, evaluations and offers have carried an external_id
  // since they were made; jobs get theirs now. Importing a record again finds it by this key.
  await sql`ALTER TABLE jobs ADD COLUMN external_id text`.execute(db)
  await sql`CREATE UNIQUE INDEX jobs_tenant_external_key ON jobs (tenant_id, external_id) WHERE external_id IS NOT NULL`.execute(db)

  await sql`ALTER TABLE users ADD COLUMN is_demo boolean NOT NULL DEFAULT false`.execute(db)
}
