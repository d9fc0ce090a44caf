import { sql, type Kysely } from 'kysely'

/**
 * Webhooks: endpoints a tenant's admin registers, the deliveries of events to them, and every
 * attempt of each delivery (what was answered, how long it took), which admins list to see why
 * a receiver missed something.
 *
 *  - `webhooks.secret` signs deliveries; after a rotation `previous_secret` signs too until
 *    `previous_secret_expires_at`, so receivers can switch without missing one.
 *  - `failing_since`: when deliveries to the endpoint began to fail without a success since;
 *    an endpoint failing for long enough is disabled (`is_active` false, `disabled_reason`).
 *  - `webhook_deliveries.payload` is the exact body signed and sent: every attempt sends the
 *    same bytes under the same `webhook-id` (the event id), so receivers can drop duplicates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE webhooks (
      tenant_id uuid NOT NULL REFERENCES tenants (id),
      id uuid NOT NULL,
      url text NOT NULL,
      description text,
      events text[] NOT NULL,
      is_active boolean NOT NULL DEFAULT true,
      secret text NOT NULL,
      previous_secret text,
      previous_secret_expires_at timestamptz(3),
      failing_since timestamptz(3),
      disabled_reason text,
      disabled_at timestamptz(3),
      is_deleted boolean NOT NULL DEFAULT false,
      created_by uuid,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    )`.execute(db)
  // Every change looks up the tenant's live endpoints to fan its event out.
  await sql`CREATE INDEX webhooks_live ON webhooks (tenant_id) WHERE is_active AND NOT is_deleted`.execute(db)

  await sql`
    CREATE TABLE webhook_deliveries (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      webhook_id uuid NOT NULL,
      event_id uuid NOT NULL,
      event_type text NOT NULL,
      payload text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed', 'canceled')),
      attempt_count integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz(3),
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, webhook_id) REFERENCES webhooks (tenant_id, id)
    )`.execute(db)
  await sql`CREATE INDEX webhook_deliveries_by_webhook ON webhook_deliveries (tenant_id, webhook_id, created_at DESC, id DESC)`.execute(db)

  await sql`
    CREATE TABLE webhook_delivery_attempts (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      delivery_id uuid NOT NULL,
      attempted_at timestamptz(3) NOT NULL,
      succeeded boolean NOT NULL,
      response_status integer,
      duration_ms integer NOT NULL,
      response_body text NOT NULL DEFAULT '',
      error text,
      next_attempt_at timestamptz(3),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, delivery_id) REFERENCES webhook_deliveries (tenant_id, id)
    )`.execute(db)
  await sql`CREATE INDEX webhook_delivery_attempts_by_delivery ON webhook_delivery_attempts (tenant_id, delivery_id, attempted_at)`.execute(
    db,
  )
}
