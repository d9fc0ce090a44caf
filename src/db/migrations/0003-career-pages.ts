import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // Uploaded files of every kind (career page assets now; CVs and avatars later): the bytes live
  // in file storage under `storage_key`, this row says what they are and who may see them.
  await sql`
    CREATE TABLE files (
      tenant_id uuid NOT NULL REFERENCES tenants (id),
      id uuid NOT NULL,
      purpose text NOT NULL,
      resource_id uuid,
      content_type text NOT NULL,
      byte_size integer NOT NULL CHECK (byte_size >= 0),
      sha256 text NOT NULL,
      original_name text,
      storage_key text NOT NULL,
      created_by uuid,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    )`.execute(db)
  await sql`CREATE INDEX files_resource_idx ON files (tenant_id, purpose, resource_id)`.execute(db)

  await sql`
    CREATE TABLE career_pages (
      tenant_id uuid NOT NULL REFERENCES tenants (id),
      id uuid NOT NULL,
      code text NOT NULL,
      subdomain text,
      title text NOT NULL,
      tagline text,
      about_html text,
      theme jsonb NOT NULL,
      logo_url text,
      banner_url text,
      is_published boolean NOT NULL DEFAULT false,
      published_at timestamptz(3),
      created_by uuid,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      is_deleted boolean NOT NULL DEFAULT false,
      deleted_at timestamptz(3),
      PRIMARY KEY (tenant_id, id),
      -- Only a deleted page may have given its subdomain up (see below).
      CHECK (subdomain IS NOT NULL OR is_deleted)
    )`.execute(db)
  await sql`CREATE UNIQUE INDEX career_pages_tenant_code_key ON career_pages (tenant_id, code)`.execute(db)
  // Subdomains are one namespace across all tenants, and a deleted page keeps its subdomain:
  // were it freed, another tenant could take it and old links and bookmarks would land
  // candidates on a different company's page. The owning tenant may reuse it; the service then
  // takes it off the deleted page (subdomain set to NULL) in the same transaction.
  // This is the one key that does not lead with tenant_id: on a tenant-distributed cluster the
  // table (small: a few pages per company) would be a reference table.
  await sql`CREATE UNIQUE INDEX career_pages_subdomain_key ON career_pages (lower(subdomain))`.execute(db)
  await sql`CREATE INDEX career_pages_list_idx ON career_pages (tenant_id, created_at DESC, id DESC) WHERE NOT is_deleted`.execute(db)
}
