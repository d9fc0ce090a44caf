import { sql, type Kysely } from 'kysely'

/**
 * Settings a tenant's admin chooses for the whole company, one row per tenant (keyed by
 * `tenant_id` alone, as the row is the tenant's own). Every existing tenant gets its row with the
 * defaults here; a new tenant gets it when it is provisioned.
 *
 * `require_rejection_reason`: rejecting an application without a `rejection_reason_code` is
 * refused (422). Off by default, as the contract makes the code optional.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE tenant_settings (
      tenant_id uuid NOT NULL REFERENCES tenants (id),
      require_rejection_reason boolean NOT NULL DEFAULT false,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id)
    )`.execute(db)
  await sql`INSERT INTO tenant_settings (tenant_id) SELECT id FROM tenants`.execute(db)
}
