import { sql, type Kysely } from 'kysely'

/**
 * Data API keys. Only a SHA-256 hash of a key is kept; the key itself is shown once, when it is
 * made. A revoked key stays as a row (the audit log and the list refer to it) with `revoked_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE api_keys (
      tenant_id uuid NOT NULL REFERENCES tenants (id),
      id uuid NOT NULL,
      name text NOT NULL,
      key_prefix text NOT NULL,
      key_hash text NOT NULL,
      expires_at timestamptz(3),
      last_used_at timestamptz(3),
      revoked_at timestamptz(3),
      revoked_by uuid,
      created_by uuid,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, created_by) REFERENCES users (tenant_id, id)
    )`.execute(db)
  // A request presents only the key, not the tenant: the lookup is by hash across tenants.
  await sql`CREATE UNIQUE INDEX api_keys_hash_key ON api_keys (key_hash)`.execute(db)
  await sql`CREATE INDEX api_keys_list_idx ON api_keys (tenant_id, created_at DESC, id DESC)`.execute(db)
}
