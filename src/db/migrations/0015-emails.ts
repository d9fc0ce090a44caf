import { sql, type Kysely } from 'kysely'

/**
 * E-mail: the templates recruiters write, and every message the service sends (to candidates,
 * and the invitations of new members), which stays as the record of what was sent.
 *
 *  - `email_messages` keeps the message as rendered and sent; the send itself is a background
 *    task. No foreign key to candidates or applications: the row is the record of what was sent
 *    to an address (it copies address and content), and demo-data removal hard-deletes demo
 *    candidates without knowing of messages.
 *  - `open_token_hash`: SHA-256 of the token in the message's tracking image. The image URL
 *    carries no tenant, so the lookup by hash crosses tenants; the index makes it unique.
 *  - `tenant_settings.application_acknowledgement_template_id`: the template mailed to everyone
 *    who applies through a career page; null (the default) sends nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE email_templates (
      tenant_id uuid NOT NULL REFERENCES tenants (id),
      id uuid NOT NULL,
      name text NOT NULL,
      subject text NOT NULL,
      body_html text NOT NULL,
      is_deleted boolean NOT NULL DEFAULT false,
      created_by uuid,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    )`.execute(db)
  await sql`CREATE UNIQUE INDEX email_templates_live_name ON email_templates (tenant_id, lower(name)) WHERE NOT is_deleted`.execute(db)

  await sql`
    CREATE TABLE email_messages (
      tenant_id uuid NOT NULL REFERENCES tenants (id),
      id uuid NOT NULL,
      kind text NOT NULL CHECK (kind IN ('message', 'acknowledgement', 'invitation')),
      candidate_id uuid,
      application_id uuid,
      template_id uuid,
      to_address text NOT NULL,
      subject text NOT NULL,
      body_html text,
      body_text text NOT NULL,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
      error text,
      attempt_count integer NOT NULL DEFAULT 0,
      smtp_response text,
      open_token_hash text,
      opened_at timestamptz(3),
      open_count integer NOT NULL DEFAULT 0,
      sent_at timestamptz(3),
      created_by uuid,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, template_id) REFERENCES email_templates (tenant_id, id)
    )`.execute(db)
  await sql`CREATE INDEX email_messages_listed ON email_messages (tenant_id, created_at DESC, id DESC) WHERE kind <> 'invitation'`.execute(
    db,
  )
  await sql`CREATE INDEX email_messages_by_candidate ON email_messages (tenant_id, candidate_id, created_at DESC)`.execute(db)
  await sql`
    CREATE INDEX email_messages_by_application ON email_messages (tenant_id, application_id, created_at DESC)
    WHERE application_id IS NOT NULL`.execute(db)
  await sql`CREATE UNIQUE INDEX email_messages_open_token ON email_messages (open_token_hash) WHERE open_token_hash IS NOT NULL`.execute(db)

  await sql`ALTER TABLE tenant_settings ADD COLUMN application_acknowledgement_template_id uuid`.execute(db)
  await sql`
    ALTER TABLE tenant_settings ADD CONSTRAINT tenant_settings_acknowledgement_template
    FOREIGN KEY (tenant_id, application_acknowledgement_template_id) REFERENCES email_templates (tenant_id, id)`.execute(db)
}
