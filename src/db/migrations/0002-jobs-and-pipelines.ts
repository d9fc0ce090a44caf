import { sql, type Kysely } from 'kysely'

const STAGE_TYPES = `('sourced', 'applied', 'screening', 'assessment', 'interview', 'hm_review', 'offer', 'hired', 'custom')`

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE pipeline_templates (
      tenant_id uuid NOT NULL REFERENCES tenants (id),
      id uuid NOT NULL,
      name text NOT NULL,
      is_default boolean NOT NULL DEFAULT false,
      is_demo boolean NOT NULL DEFAULT false,
      is_deleted boolean NOT NULL DEFAULT false,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    )`.execute(db)
  // One default template per tenant, enforced by the database rather than by care.
  await sql`CREATE UNIQUE INDEX pipeline_templates_one_default ON pipeline_templates (tenant_id) WHERE is_default AND NOT is_deleted`.execute(
    db,
  )

  await sql`
    CREATE TABLE pipeline_template_stages (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      template_id uuid NOT NULL,
      name text NOT NULL,
      stage_type text NOT NULL CHECK (stage_type IN ${sql.raw(STAGE_TYPES)}),
      sort_order integer NOT NULL,
      is_terminal boolean NOT NULL DEFAULT false,
      is_optional boolean NOT NULL DEFAULT false,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, template_id) REFERENCES pipeline_templates (tenant_id, id)
    )`.execute(db)
  await sql`CREATE INDEX pipeline_template_stages_order_idx ON pipeline_template_stages (tenant_id, template_id, sort_order)`.execute(db)

  await sql`
    CREATE TABLE jobs (
      tenant_id uuid NOT NULL REFERENCES tenants (id),
      id uuid NOT NULL,
      code text NOT NULL,
      title text NOT NULL,
      slug text NOT NULL,
      department text,
      employment_type text NOT NULL CHECK (employment_type IN ('full_time', 'part_time', 'contract', 'internship')),
      work_setup text CHECK (work_setup IN ('onsite', 'hybrid', 'remote', 'flexible')),
      location_display text,
      salary_min integer CHECK (salary_min >= 0),
      salary_max integer CHECK (salary_max >= 0),
      currency text,
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'open', 'paused', 'closed')),
      description_html text,
      pipeline_template_id uuid,
      is_public boolean NOT NULL DEFAULT false,
      hire_type text CHECK (hire_type IN ('new_hire', 'replacement')),
      headcount integer NOT NULL DEFAULT 1 CHECK (headcount >= 1),
      expected_hire_date date,
      recruitment_cost_items jsonb NOT NULL DEFAULT '[]',
      cost_currency text,
      close_reason text,
      published_at timestamptz(3),
      paused_at timestamptz(3),
      closed_at timestamptz(3),
      is_demo boolean NOT NULL DEFAULT false,
      created_by uuid,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      is_deleted boolean NOT NULL DEFAULT false,
      deleted_at timestamptz(3),
      PRIMARY KEY (tenant_id, id),
      CHECK (salary_min IS NULL OR salary_max IS NULL OR salary_min <= salary_max)
    )`.execute(db)
  await sql`CREATE UNIQUE INDEX jobs_tenant_code_key ON jobs (tenant_id, code)`.execute(db)
  // A deleted job keeps its slug: old links must not start pointing at a different job.
  await sql`CREATE UNIQUE INDEX jobs_tenant_slug_key ON jobs (tenant_id, slug)`.execute(db)
  await sql`CREATE INDEX jobs_list_idx ON jobs (tenant_id, created_at DESC, id DESC) WHERE NOT is_deleted`.execute(db)
  await sql`
    CREATE INDEX jobs_public_idx ON jobs (tenant_id, published_at DESC, id DESC)
    WHERE status = 'open' AND is_public AND NOT is_deleted`.execute(db)

  await sql`
    CREATE TABLE pipeline_stages (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      job_id uuid NOT NULL,
      name text NOT NULL,
      stage_type text NOT NULL CHECK (stage_type IN ${sql.raw(STAGE_TYPES)}),
      sort_order integer NOT NULL,
      is_terminal boolean NOT NULL DEFAULT false,
      is_optional boolean NOT NULL DEFAULT false,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, job_id) REFERENCES jobs (tenant_id, id)
    )`.execute(db)
  await sql`CREATE INDEX pipeline_stages_job_idx ON pipeline_stages (tenant_id, job_id, sort_order)`.execute(db)
}
