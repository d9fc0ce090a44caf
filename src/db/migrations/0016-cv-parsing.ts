import { sql, type Kysely } from 'kysely'

/**
 * CV parsing: one row per parse, kept for good (the history cannot be deleted; anonymizing the
 * candidate empties what the row says of the person).
 *
 *  - `origin`: `upload` (the parsing API), `public_submission` (a career-page CV, parsed in the
 *    background), `candidate_cv` (a CV attached to a candidate, parsed in the background).
 *  - `file_id`: the stored CV when one was kept (a candidate's CV); a file parsed for a look only
 *    is not stored. No foreign keys to files or candidates, as for e-mail: demo-data removal
 *    hard-deletes candidates and files without knowing of parses.
 *  - `filled_fields`: the candidate's fields this parse filled (it never overwrites a value).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE cv_parses (
      tenant_id uuid NOT NULL REFERENCES tenants (id),
      id uuid NOT NULL,
      origin text NOT NULL CHECK (origin IN ('upload', 'public_submission', 'candidate_cv')),
      status text NOT NULL CHECK (status IN ('queued', 'parsed', 'failed')),
      file_name text,
      content_type text,
      byte_size integer NOT NULL,
      file_id uuid,
      candidate_id uuid,
      extracted jsonb,
      raw_text_length integer,
      failure_reason text,
      error text,
      filled_fields jsonb NOT NULL DEFAULT '[]',
      created_by uuid,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      completed_at timestamptz(3),
      PRIMARY KEY (tenant_id, id)
    )`.execute(db)
  await sql`CREATE INDEX cv_parses_history ON cv_parses (tenant_id, created_at DESC, id DESC)`.execute(db)
  await sql`CREATE INDEX cv_parses_by_candidate ON cv_parses (tenant_id, candidate_id) WHERE candidate_id IS NOT NULL`.execute(db)
}
