import { sql, type Kysely } from 'kysely'

/**
 * Interviews, evaluations and offers hang off an application. Each copies the application's
 * candidate and job ids: the Data API filters and exports them by those ids, and a merge of
 * candidates moves them together with the application.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE interviews (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      application_id uuid NOT NULL,
      candidate_id uuid NOT NULL,
      job_id uuid NOT NULL,
      interview_round text NOT NULL,
      round_number integer NOT NULL CHECK (round_number >= 1),
      scheduled_at timestamptz(3) NOT NULL,
      duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 5 AND 1440),
      location text,
      meeting_link text,
      comments text,
      status text NOT NULL DEFAULT 'scheduled'
        CHECK (status IN ('scheduled', 'completed', 'cancelled', 'no_show', 'rescheduled')),
      result text NOT NULL DEFAULT 'pending' CHECK (result IN ('pending', 'passed', 'failed', 'neutral')),
      rating integer CHECK (rating BETWEEN 1 AND 5),
      interviewer_ids uuid[] NOT NULL DEFAULT '{}',
      is_self_schedule boolean NOT NULL DEFAULT false,
      created_by uuid,
      is_demo boolean NOT NULL DEFAULT false,
      external_id text,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, application_id) REFERENCES applications (tenant_id, id)
    )`.execute(db)
  await sql`CREATE INDEX interviews_time_idx ON interviews (tenant_id, scheduled_at, id)`.execute(db)
  await sql`CREATE INDEX interviews_application_idx ON interviews (tenant_id, application_id)`.execute(db)
  await sql`CREATE INDEX interviews_candidate_idx ON interviews (tenant_id, candidate_id)`.execute(db)
  // Double-booking checks and "my interviews" look interviews up by interviewer.
  await sql`CREATE INDEX interviews_interviewers_idx ON interviews USING gin (interviewer_ids)`.execute(db)
  await sql`CREATE UNIQUE INDEX interviews_tenant_external_key ON interviews (tenant_id, external_id) WHERE external_id IS NOT NULL`.execute(
    db,
  )

  // A recruiter offers a candidate some start times; the link's token is kept only as a hash.
  await sql`
    CREATE TABLE interview_schedule_links (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      token_hash text NOT NULL,
      application_id uuid NOT NULL,
      candidate_id uuid NOT NULL,
      job_id uuid NOT NULL,
      interview_round text NOT NULL,
      duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 5 AND 1440),
      interviewer_ids uuid[] NOT NULL,
      location text,
      meeting_link text,
      slots timestamptz(3)[] NOT NULL,
      expires_at timestamptz(3) NOT NULL,
      interview_id uuid,
      created_by uuid,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, application_id) REFERENCES applications (tenant_id, id)
    )`.execute(db)
  // The public endpoints know only the token, not the tenant.
  await sql`CREATE UNIQUE INDEX interview_schedule_links_token_key ON interview_schedule_links (token_hash)`.execute(db)
  await sql`CREATE INDEX interview_schedule_links_candidate_idx ON interview_schedule_links (tenant_id, candidate_id)`.execute(db)

  await sql`
    CREATE TABLE evaluations (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      application_id uuid NOT NULL,
      candidate_id uuid NOT NULL,
      job_id uuid NOT NULL,
      interview_id uuid,
      stage_id uuid,
      evaluator_type text NOT NULL CHECK (evaluator_type IN ('internal', 'external')),
      evaluator_id uuid,
      evaluator_name text NOT NULL,
      overall_rating integer,
      rating_scale integer NOT NULL DEFAULT 5 CHECK (rating_scale BETWEEN 2 AND 100),
      criteria_scores jsonb,
      weighted_score double precision,
      result text CHECK (result IN ('passed', 'failed', 'pending')),
      evaluation_type text CHECK (evaluation_type IN ('interview_feedback', 'hm_review')),
      comments text,
      evaluated_at timestamptz(3),
      created_by uuid,
      is_demo boolean NOT NULL DEFAULT false,
      external_id text,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, application_id) REFERENCES applications (tenant_id, id),
      FOREIGN KEY (tenant_id, interview_id) REFERENCES interviews (tenant_id, id),
      CHECK (overall_rating IS NULL OR overall_rating BETWEEN 1 AND rating_scale),
      CHECK (evaluator_type = 'external' OR evaluator_id IS NOT NULL)
    )`.execute(db)
  await sql`CREATE INDEX evaluations_list_idx ON evaluations (tenant_id, created_at DESC, id DESC)`.execute(db)
  await sql`CREATE INDEX evaluations_application_idx ON evaluations (tenant_id, application_id)`.execute(db)
  await sql`CREATE INDEX evaluations_candidate_idx ON evaluations (tenant_id, candidate_id)`.execute(db)
  await sql`CREATE INDEX evaluations_interview_idx ON evaluations (tenant_id, interview_id) WHERE interview_id IS NOT NULL`.execute(db)
  await sql`CREATE UNIQUE INDEX evaluations_tenant_external_key ON evaluations (tenant_id, external_id) WHERE external_id IS NOT NULL`.execute(
    db,
  )

  // Every version of an offer is its own row; the current offer is the highest version.
  await sql`
    CREATE TABLE offers (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL,
      application_id uuid NOT NULL,
      candidate_id uuid NOT NULL,
      job_id uuid NOT NULL,
      offer_number text NOT NULL,
      version integer NOT NULL CHECK (version >= 1),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled')),
      job_title text,
      department text,
      start_date date,
      gross_salary_amount double precision CHECK (gross_salary_amount >= 0),
      gross_salary_currency text,
      gross_salary_unit text,
      probation_period text,
      probation_salary_amount double precision CHECK (probation_salary_amount >= 0),
      expiry_date timestamptz(3),
      sent_at timestamptz(3) NOT NULL DEFAULT now(),
      responded_at timestamptz(3),
      decline_reason_code text
        CHECK (decline_reason_code IN ('compensation', 'role_and_job', 'external_factors', 'no_response', 'other')),
      cancel_reason_code text CHECK (cancel_reason_code IN ('business_decision', 'candidate_no_longer_eligible', 'other')),
      comments text,
      created_by uuid,
      is_demo boolean NOT NULL DEFAULT false,
      external_id text,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, application_id) REFERENCES applications (tenant_id, id)
    )`.execute(db)
  // Two revisions racing for the same next version: one of them fails on this key.
  await sql`CREATE UNIQUE INDEX offers_version_key ON offers (tenant_id, application_id, version)`.execute(db)
  await sql`CREATE UNIQUE INDEX offers_number_key ON offers (tenant_id, offer_number)`.execute(db)
  await sql`CREATE INDEX offers_list_idx ON offers (tenant_id, created_at DESC, id DESC)`.execute(db)
  await sql`CREATE INDEX offers_candidate_idx ON offers (tenant_id, candidate_id)`.execute(db)
  await sql`CREATE UNIQUE INDEX offers_tenant_external_key ON offers (tenant_id, external_id) WHERE external_id IS NOT NULL`.execute(db)
}
