import { sql, type Kysely } from 'kysely'

// Every tenant-owned table leads its keys with tenant_id so that the schema can be distributed
// by tenant unchanged. Timestamps keep millisecond precision, the precision the API speaks, so
// that If-Unmodified-Since compares exactly what a client has read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE tenants (
      id uuid PRIMARY KEY,
      code text NOT NULL UNIQUE,
      name text NOT NULL,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now()
    )`.execute(db)

  await sql`
    CREATE TABLE users (
      tenant_id uuid NOT NULL REFERENCES tenants (id),
      id uuid NOT NULL,
      email text NOT NULL,
      full_name text NOT NULL,
      role text NOT NULL CHECK (role IN ('admin', 'recruiter', 'hiring_manager', 'interviewer')),
      password_hash text,
      google_sub text,
      is_active boolean NOT NULL DEFAULT true,
      last_login_at timestamptz(3),
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    )`.execute(db)
  await sql`CREATE UNIQUE INDEX users_tenant_email_key ON users (tenant_id, email)`.execute(db)
  // Login knows only the e-mail (or the Google subject), not the tenant.
  await sql`CREATE INDEX users_email_idx ON users (email)`.execute(db)
  await sql`CREATE UNIQUE INDEX users_tenant_google_sub_key ON users (tenant_id, google_sub)`.execute(db)
  await sql`CREATE INDEX users_google_sub_idx ON users (google_sub) WHERE google_sub IS NOT NULL`.execute(db)

  await sql`
    CREATE TABLE refresh_tokens (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      user_id uuid NOT NULL,
      family_id uuid NOT NULL,
      token_hash text NOT NULL,
      expires_at timestamptz(3) NOT NULL,
      rotated_at timestamptz(3),
      revoked_at timestamptz(3),
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id)
    )`.execute(db)
  await sql`CREATE UNIQUE INDEX refresh_tokens_hash_key ON refresh_tokens (token_hash)`.execute(db)
  await sql`CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (tenant_id, family_id)`.execute(db)
  await sql`CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (tenant_id, user_id) WHERE revoked_at IS NULL`.execute(db)

  await sql`
    CREATE TABLE invitations (
      tenant_id uuid NOT NULL REFERENCES tenants (id),
      id uuid NOT NULL,
      email text NOT NULL,
      full_name text NOT NULL,
      role text NOT NULL,
      token_hash text NOT NULL,
      invited_by uuid,
      expires_at timestamptz(3) NOT NULL,
      accepted_at timestamptz(3),
      accepted_user_id uuid,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    )`.execute(db)
  await sql`CREATE UNIQUE INDEX invitations_token_hash_key ON invitations (token_hash)`.execute(db)

  await sql`
    CREATE TABLE audit_logs (
      tenant_id uuid NOT NULL REFERENCES tenants (id),
      id uuid NOT NULL,
      actor_type text NOT NULL,
      actor_id uuid,
      action text NOT NULL,
      resource_type text NOT NULL,
      resource_id uuid,
      changes jsonb NOT NULL DEFAULT '{}',
      request_id text,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    )`.execute(db)
  await sql`CREATE INDEX audit_logs_list_idx ON audit_logs (tenant_id, created_at DESC, id DESC)`.execute(db)
  await sql`CREATE INDEX audit_logs_resource_idx ON audit_logs (tenant_id, resource_type, resource_id)`.execute(db)

  // Per tenant, prefix and year: the last number handed out for PREFIX-YYYY-NNNN codes.
  await sql`
    CREATE TABLE code_counters (
      tenant_id uuid NOT NULL REFERENCES tenants (id),
      prefix text NOT NULL,
      year integer NOT NULL,
      last_value integer NOT NULL,
      PRIMARY KEY (tenant_id, prefix, year)
    )`.execute(db)

  // The scope is the tenant id, or the client address on public routes, so it is text.
  await sql`
    CREATE TABLE idempotency_keys (
      scope text NOT NULL,
      key text NOT NULL,
      request_hash text NOT NULL,
      state text NOT NULL CHECK (state IN ('running', 'done')),
      response_status integer,
      response_headers jsonb,
      response_body text,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      expires_at timestamptz(3) NOT NULL,
      PRIMARY KEY (scope, key)
    )`.execute(db)
  await sql`CREATE INDEX idempotency_keys_expires_idx ON idempotency_keys (expires_at)`.execute(db)
}
