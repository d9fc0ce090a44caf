import { sql, type Kysely } from 'kysely'
import { rebuildMetricTallies, STAY_BUCKETS_PER_E, stayMs, stayTallyStatement, TALLY_SHARDS, tallyStatement } from '../metric-tallies.ts'
import { processShard } from '../writer-shard.ts'

/**
 * Per-day tallies of the applications, kept by triggers, for the metrics of long periods
 * (src/db/metric-tallies.ts says what each tally counts and how it is read). At a million
 * applications, reading every application of an 18-month period for each new metrics answer
 * took seconds however the queries were arranged; the tallies of that period are a few
 * hundred rows a day.
 *
 * Triggers keep them, not the repositories, like live_counts: every writer is covered,
 * including imports, merges, erasure, demo data, the bench's seeders and later migrations.
 *  - Each statement on applications adds, in one statement trigger over its transition tables,
 *    what its new rows add and takes away what its old rows added.
 *  - What a row adds must be a function of that row alone, so the row keeps the three values it
 *    would otherwise look up: its effective source (its own, else its candidate's), the type of
 *    its current stage and its job's pipeline template. A BEFORE trigger sets them when the row's
 *    own columns change; the candidate's, stage's and job's triggers set them when those change.
 *  - Rows land in the writer's shard (pg_backend_pid), so that concurrent submissions do not
 *    queue behind one row a day.
 */

const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE applications
      ADD COLUMN metric_source text,
      ADD COLUMN metric_stage_type text,
      ADD COLUMN metric_template_id uuid,
      ADD COLUMN metric_counted boolean NOT NULL DEFAULT false`.execute(db)
  await sql`ALTER TABLE stage_transitions ADD COLUMN metric_counted boolean NOT NULL DEFAULT false`.execute(db)
  await sql`
    UPDATE applications AS a SET
      metric_source = coalesce(a.source, (SELECT c.source FROM candidates AS c WHERE c.tenant_id = a.tenant_id AND c.id = a.candidate_id)),
      metric_stage_type = (SELECT s.stage_type FROM pipeline_stages AS s WHERE s.tenant_id = a.tenant_id AND s.id = a.current_stage_id),
      metric_template_id = (SELECT j.pipeline_template_id FROM jobs AS j WHERE j.tenant_id = a.tenant_id AND j.id = a.job_id),
      metric_counted = a.status <> 'removed'
        AND NOT EXISTS (SELECT 1 FROM jobs AS j WHERE j.tenant_id = a.tenant_id AND j.id = a.job_id AND j.is_deleted)
        AND NOT EXISTS (SELECT 1 FROM candidates AS c WHERE c.tenant_id = a.tenant_id AND c.id = a.candidate_id
          AND (c.is_deleted OR c.duplicate_of_id IS NOT NULL))`.execute(db)
  await sql`
    UPDATE stage_transitions AS t SET metric_counted = a.metric_counted
    FROM applications AS a WHERE a.tenant_id = t.tenant_id AND a.id = t.application_id AND a.metric_counted`.execute(db)

  // What an application row adds to the tallies must be a function of the row alone: the row
  // keeps what it would otherwise look up. The population rule is the one of
  // data-api/population.ts, over the candidate and job looked up here.
  await sql`
    CREATE FUNCTION applications_metric_lookups() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      candidate record;
      job record;
    BEGIN
      SELECT c.source, (c.is_deleted OR c.duplicate_of_id IS NOT NULL) AS left_out INTO candidate
      FROM candidates AS c WHERE c.tenant_id = NEW.tenant_id AND c.id = NEW.candidate_id;
      SELECT j.pipeline_template_id, j.is_deleted INTO job FROM jobs AS j WHERE j.tenant_id = NEW.tenant_id AND j.id = NEW.job_id;
      NEW.metric_source := coalesce(NEW.source, candidate.source);
      NEW.metric_template_id := job.pipeline_template_id;
      NEW.metric_stage_type :=
        (SELECT s.stage_type FROM pipeline_stages AS s WHERE s.tenant_id = NEW.tenant_id AND s.id = NEW.current_stage_id);
      NEW.metric_counted := NEW.status <> 'removed' AND NOT coalesce(job.is_deleted, false) AND NOT coalesce(candidate.left_out, false);
      RETURN NEW;
    END $$`.execute(db)
  await sql`
    CREATE TRIGGER applications_metric_lookups BEFORE INSERT OR UPDATE OF source, candidate_id, current_stage_id, job_id, status
    ON applications FOR EACH ROW EXECUTE FUNCTION applications_metric_lookups()`.execute(db)
  // A history row counts while its application does.
  await sql`
    CREATE FUNCTION stage_transitions_metric_counted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.metric_counted := coalesce(
        (SELECT a.metric_counted FROM applications AS a WHERE a.tenant_id = NEW.tenant_id AND a.id = NEW.application_id), false);
      RETURN NEW;
    END $$`.execute(db)
  await sql`
    CREATE TRIGGER stage_transitions_metric_counted BEFORE INSERT OR UPDATE OF application_id
    ON stage_transitions FOR EACH ROW EXECUTE FUNCTION stage_transitions_metric_counted()`.execute(db)

  // When what a row looked up changes, its rows look it up again: setting a column to itself
  // fires their BEFORE trigger (UPDATE OF), and their statement triggers move the tallies.
  // Each fires only when a value the rows copy changes.
  const touch = async (name: string, table: string, event: string, when: string, rows: string, set: string, where: string) => {
    await sql`
      CREATE FUNCTION ${sql.raw(name)}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE ${sql.raw(rows)} SET ${sql.raw(set)} = ${sql.raw(set)} WHERE tenant_id = OLD.tenant_id AND ${sql.raw(where)};
        RETURN NULL;
      END $$`.execute(db)
    await sql`
      CREATE TRIGGER ${sql.raw(name)} AFTER ${sql.raw(event)} ON ${sql.table(table)}
      FOR EACH ROW ${sql.raw(when === '' ? '' : `WHEN (${when})`)} EXECUTE FUNCTION ${sql.raw(name)}()`.execute(db)
  }
  const leftOut = (row: string) => `(${row}.is_deleted OR ${row}.duplicate_of_id IS NOT NULL)`
  await touch(
    'candidates_metric_lookups',
    'candidates',
    'UPDATE OF source, is_deleted, duplicate_of_id',
    `OLD.source IS DISTINCT FROM NEW.source OR ${leftOut('OLD')} IS DISTINCT FROM ${leftOut('NEW')}`,
    'applications',
    'candidate_id',
    'candidate_id = OLD.id',
  )
  await touch(
    'jobs_metric_lookups',
    'jobs',
    'UPDATE OF pipeline_template_id, is_deleted',
    'OLD.pipeline_template_id IS DISTINCT FROM NEW.pipeline_template_id OR OLD.is_deleted IS DISTINCT FROM NEW.is_deleted',
    'applications',
    'job_id',
    'job_id = OLD.id',
  )
  await touch(
    'stages_metric_lookups',
    'pipeline_stages',
    'UPDATE OF stage_type',
    'OLD.stage_type IS DISTINCT FROM NEW.stage_type',
    'applications',
    'current_stage_id',
    'current_stage_id = OLD.id',
  )
  await touch(
    'stages_metric_lookups_gone',
    'pipeline_stages',
    'DELETE',
    '',
    'applications',
    'current_stage_id',
    'current_stage_id = OLD.id',
  )
  // A history row follows its application's metric_counted. One statement per statement: a job
  // deleted flips thousands of applications at once, and a row trigger sent as many updates.
  await sql`
    CREATE FUNCTION applications_metric_counted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE stage_transitions AS e SET metric_counted = n.metric_counted
      FROM new_rows AS n JOIN old_rows AS o ON o.tenant_id = n.tenant_id AND o.id = n.id
      WHERE o.metric_counted IS DISTINCT FROM n.metric_counted AND e.tenant_id = n.tenant_id AND e.application_id = n.id;
      RETURN NULL;
    END $$`.execute(db)
  await sql`
    CREATE TRIGGER applications_metric_counted AFTER UPDATE ON applications
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION applications_metric_counted()`.execute(db)

  await sql`
    CREATE TABLE metric_tallies (
      tenant_id uuid NOT NULL,
      kind text NOT NULL,
      day date NOT NULL,
      key text NOT NULL,
      shard smallint NOT NULL,
      n bigint NOT NULL,
      hired bigint NOT NULL,
      ms numeric NOT NULL,
      PRIMARY KEY (tenant_id, kind, day, key, shard)
    )`.execute(db)

  // Immutable, so that an index can be built on it: the median's bucket is found in the tallies
  // and then read by that index.
  await sql`
    CREATE FUNCTION metric_stay_bucket(ms bigint) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT floor(ln(greatest(ms, 1)::float8) * ${sql.lit(STAY_BUCKETS_PER_E)})::integer $$`.execute(db)
  await sql`
    CREATE INDEX stage_transitions_stay_length_idx
    ON stage_transitions (tenant_id, stay_stage_type, metric_stay_bucket(${sql.raw(stayMs())}), changed_at)
    INCLUDE (stay_started_at, metric_counted) WHERE stay_stage_type IS NOT NULL`.execute(db)

  const statementTriggers = async (table: string, statement: (event: (typeof EVENTS)[number]) => string) => {
    for (const event of EVENTS) {
      const name = sql.raw(`${table}_metric_tallies_${event.toLowerCase()}`)
      const referencing =
        event === 'INSERT'
          ? sql`NEW TABLE AS new_rows`
          : event === 'DELETE'
            ? sql`OLD TABLE AS old_rows`
            : sql`OLD TABLE AS old_rows NEW TABLE AS new_rows`
      // Planned for each statement: a plan cached from one-row statements (a submission) and
      // reused for a statement of thousands of rows (a job's applications, a bulk update) nested
      // loops over transition tables and took minutes.
      await sql`
        CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
        BEGIN
          ${sql.raw(statement(event))};
          RETURN NULL;
        END $$`.execute(db)
      await sql`
        CREATE TRIGGER ${name} AFTER ${sql.raw(event)} ON ${sql.table(table)}
        REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`.execute(db)
    }
  }
  // As written then: 0022 makes these functions again.
  const shard = processShard(TALLY_SHARDS)
  await statementTriggers('applications', (event) => tallyStatement(event, 'join', shard))
  await statementTriggers('stage_transitions', (event) => stayTallyStatement(event, shard))

  await rebuildMetricTallies(db)
  // Planned with statistics from the start: a table this size read with none is read badly.
  await sql`ANALYZE metric_tallies`.execute(db)
}
