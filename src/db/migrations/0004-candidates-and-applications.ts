import { sql, type Kysely } from 'kysely'

const STAGE_TYPES = `('sourced', 'applied', 'screening', 'assessment', 'interview', 'hm_review', 'offer', 'hired', 'custom')`

export async function up(db: Kysely<unknown>): Promise<void> {
  // Trigram indexes make "contains" search over names, e-mails and phones use an index.
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db)

  await sql`
    CREATE TABLE candidates (
      tenant_id uuid NOT NULL REFERENCES tenants (id),
      id uuid NOT NULL,
      code text NOT NULL,
      full_name text NOT NULL,
      email text,
      email_normalized text,
      phone text,
      phone_normalized text,
      gender text CHECK (gender IN ('male', 'female', 'other')),
      date_of_birth text CHECK (date_of_birth ~ '^\\d{4}(-\\d{2}-\\d{2})?$'),
      location_display text,
      vn_province_code text,
      country_code text CHECK (country_code ~ '^[A-Z]{2}$'),
      current_job_title text,
      current_company text,
      total_experience_years integer CHECK (total_experience_years >= 0),
      skills jsonb,
      education jsonb,
      current_salary integer CHECK (current_salary >= 0),
      current_salary_currency text,
      current_salary_type text CHECK (current_salary_type IN ('gross', 'net')),
      current_salary_period text CHECK (current_salary_period IN ('monthly', 'yearly', 'hourly')),
      expected_salary_min integer CHECK (expected_salary_min >= 0),
      expected_salary_max integer CHECK (expected_salary_max >= 0),
      salary_currency text,
      salary_type text CHECK (salary_type IN ('gross', 'net')),
      salary_period text CHECK (salary_period IN ('monthly', 'yearly', 'hourly')),
      source text NOT NULL DEFAULT 'manual',
      source_detail text,
      tags text[] NOT NULL DEFAULT '{}',
      star_rating integer CHECK (star_rating BETWEEN 1 AND 5),
      is_blacklisted boolean NOT NULL DEFAULT false,
      is_demo boolean NOT NULL DEFAULT false,
      is_anonymized boolean NOT NULL DEFAULT false,
      duplicate_of_id uuid,
      needs_manual_review boolean NOT NULL DEFAULT false,
      avatar_file_id uuid,
      created_via text NOT NULL DEFAULT 'api' CHECK (created_via IN ('api', 'public_form', 'import', 'cv_parse')),
      -- Lowercase, accent-free name, e-mail, phone forms and code: what search matches against.
      search_text text NOT NULL DEFAULT '',
      external_id text,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      is_deleted boolean NOT NULL DEFAULT false,
      deleted_at timestamptz(3),
      PRIMARY KEY (tenant_id, id),
      CHECK (expected_salary_min IS NULL OR expected_salary_max IS NULL OR expected_salary_min <= expected_salary_max)
    )`.execute(db)
  await sql`CREATE UNIQUE INDEX candidates_tenant_code_key ON candidates (tenant_id, code)`.execute(db)
  await sql`CREATE INDEX candidates_list_idx ON candidates (tenant_id, created_at DESC, id DESC) WHERE NOT is_deleted`.execute(db)
  await sql`CREATE INDEX candidates_email_idx ON candidates (tenant_id, email_normalized) WHERE NOT is_deleted`.execute(db)
  await sql`CREATE INDEX candidates_phone_idx ON candidates (tenant_id, phone_normalized) WHERE NOT is_deleted`.execute(db)
  // No pending list: with it every search reads the not-yet-merged entries in full, which made
  // searches several times slower until the next VACUUM (measured in bench/). Inserts pay a bit.
  await sql`CREATE INDEX candidates_search_trgm_idx ON candidates USING gin (search_text gin_trgm_ops) WITH (fastupdate = off)`.execute(db)
  // Terms under three characters have no trigrams; they match prefixes through this index.
  await sql`CREATE INDEX candidates_search_prefix_idx ON candidates (tenant_id, search_text text_pattern_ops)`.execute(db)
  await sql`CREATE UNIQUE INDEX candidates_tenant_external_key ON candidates (tenant_id, external_id) WHERE external_id IS NOT NULL`.execute(
    db,
  )

  await sql`
    CREATE TABLE applications (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      candidate_id uuid NOT NULL,
      job_id uuid NOT NULL,
      current_stage_id uuid,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'hired', 'rejected', 'removed')),
      applied_date timestamptz(3),
      hired_date timestamptz(3),
      rejected_date timestamptz(3),
      rejection_reason_code text,
      rejection_reason text,
      source text,
      source_detail text,
      assigned_recruiter_id uuid,
      offer_accepted_at timestamptz(3),
      stage_updated_at timestamptz(3),
      is_demo boolean NOT NULL DEFAULT false,
      external_id text,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, candidate_id) REFERENCES candidates (tenant_id, id),
      FOREIGN KEY (tenant_id, job_id) REFERENCES jobs (tenant_id, id)
    )`.execute(db)
  // One live application per candidate and job; a removed one does not block applying again.
  await sql`CREATE UNIQUE INDEX applications_one_per_job ON applications (tenant_id, candidate_id, job_id) WHERE status <> 'removed'`.execute(
    db,
  )
  await sql`CREATE INDEX applications_list_idx ON applications (tenant_id, created_at DESC, id DESC) WHERE status <> 'removed'`.execute(db)
  await sql`CREATE INDEX applications_job_idx ON applications (tenant_id, job_id, status)`.execute(db)
  await sql`CREATE INDEX applications_stage_idx ON applications (tenant_id, current_stage_id) WHERE status <> 'removed'`.execute(db)
  await sql`CREATE UNIQUE INDEX applications_tenant_external_key ON applications (tenant_id, external_id) WHERE external_id IS NOT NULL`.execute(
    db,
  )

  // Stage and type names are copied into each row: history must read the same after a stage is
  // renamed or deleted.
  await sql`
    CREATE TABLE stage_transitions (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      application_id uuid NOT NULL,
      candidate_id uuid NOT NULL,
      job_id uuid NOT NULL,
      change_type text NOT NULL CHECK (change_type IN ('initial', 'stage_move', 'status_change', 'note')),
      from_stage_id uuid,
      to_stage_id uuid,
      from_stage_name text,
      to_stage_name text,
      from_stage_type text CHECK (from_stage_type IN ${sql.raw(STAGE_TYPES)}),
      to_stage_type text CHECK (to_stage_type IN ${sql.raw(STAGE_TYPES)}),
      from_status text,
      to_status text,
      changed_at timestamptz(3) NOT NULL DEFAULT now(),
      changed_by_user_id uuid,
      changed_by_name text,
      notes text,
      is_demo boolean NOT NULL DEFAULT false,
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, application_id) REFERENCES applications (tenant_id, id)
    )`.execute(db)
  await sql`CREATE INDEX stage_transitions_application_idx ON stage_transitions (tenant_id, application_id, changed_at, id)`.execute(db)
  await sql`CREATE INDEX stage_transitions_time_idx ON stage_transitions (tenant_id, changed_at, id)`.execute(db)

  await sql`
    CREATE TABLE rejection_reasons (
      tenant_id uuid NOT NULL REFERENCES tenants (id),
      id uuid NOT NULL,
      code text NOT NULL CHECK (code ~ '^[a-z0-9_]{1,64}$'),
      label text NOT NULL,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    )`.execute(db)
  await sql`CREATE UNIQUE INDEX rejection_reasons_code_key ON rejection_reasons (tenant_id, code)`.execute(db)

  await sql`
    CREATE TABLE custom_sources (
      tenant_id uuid NOT NULL REFERENCES tenants (id),
      id uuid NOT NULL,
      name text NOT NULL,
      value text NOT NULL CHECK (value ~ '^[a-z0-9_]{1,64}$'),
      parent_source text NOT NULL,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    )`.execute(db)
  await sql`CREATE UNIQUE INDEX custom_sources_value_key ON custom_sources (tenant_id, value)`.execute(db)

  await sql`
    CREATE TABLE talent_pool (
      tenant_id uuid NOT NULL,
      candidate_id uuid NOT NULL,
      note text,
      tags text[] NOT NULL DEFAULT '{}',
      added_by uuid,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, candidate_id),
      FOREIGN KEY (tenant_id, candidate_id) REFERENCES candidates (tenant_id, id)
    )`.execute(db)
  await sql`CREATE INDEX talent_pool_list_idx ON talent_pool (tenant_id, created_at DESC, candidate_id DESC)`.execute(db)
}
