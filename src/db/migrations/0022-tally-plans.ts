import { sql, type Kysely } from 'kysely'
import { chainFunction, stayTallyStatement, tallyFunction } from '../metric-tallies.ts'

/**
 * The tally triggers of 0021 with plans that hold as the tables grow (`tallyFunction` in
 * metric-tallies.ts says how). 0021 set `plan_cache_mode = force_custom_plan` on them, which
 * PostgreSQL ignores for a statement without parameters, as these are: their plans stayed the
 * first ones each connection made. The history-row tallies read only their transition table and
 * the tallies' primary key, so any plan of theirs is linear; they are made again without the
 * setting that did nothing.
 *
 * The look-ups by NEW.… and OLD.… in 0021's row triggers have parameters, so the setting does
 * apply to them: a plan made for each call, instead of the generic plan a connection settles on
 * after five calls and keeps. Made while applications was near empty, the history row's look-up
 * of its application read the tenant's every application through the index by job.
 */

const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const

const ROW_LOOKUPS = [
  'applications_metric_lookups',
  'stage_transitions_metric_counted',
  'candidates_metric_lookups',
  'jobs_metric_lookups',
  'stages_metric_lookups',
  'stages_metric_lookups_gone',
]

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(chainFunction()).execute(db)
  for (const event of EVENTS) {
    await sql.raw(tallyFunction(`applications_metric_tallies_${event.toLowerCase()}`, event)).execute(db)
    await sql`
      CREATE OR REPLACE FUNCTION ${sql.raw(`stage_transitions_metric_tallies_${event.toLowerCase()}`)}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${sql.raw(stayTallyStatement(event))};
        RETURN NULL;
      END $$`.execute(db)
  }
  for (const name of ROW_LOOKUPS) {
    await sql`ALTER FUNCTION ${sql.raw(name)}() SET plan_cache_mode = force_custom_plan`.execute(db)
  }
}
