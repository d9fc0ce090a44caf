import { sql, type Kysely } from 'kysely'
import { COUNTED_TABLES, LIVE_COUNT_SHARDS, liveCountFunctions, type CountedTable } from '../live-counts.ts'
import { chainFunction, stayTallyStatement, tallyFunction } from '../metric-tallies.ts'
import { WRITER_SHARD_FUNCTION, writerShard } from '../writer-shard.ts'

/**
 * The triggers of 0020 and 0021, made again for how they behave under load as tables grow.
 *
 * Plans. The application tally statement's cached plan is made for a few rows and reads no
 * table but the tallies; more rows are planned each time (`tallyFunction` in metric-tallies.ts
 * says why). 0021 set `plan_cache_mode = force_custom_plan` on the tally functions, which
 * PostgreSQL ignores for a statement without parameters, as theirs are; the history-row tallies
 * read only their transition table and the tallies' key, so any plan of theirs is linear, and
 * they are made again without it. The look-ups by NEW.… and OLD.… in 0021's row triggers do
 * have parameters, so there the setting applies: a plan for each call, instead of the generic
 * plan a connection settles on after five calls and keeps. Made while applications was near
 * empty, the history row's look-up of its application read the tenant's every application
 * through the index by job.
 *
 * Shards. The live counts and tallies go to the writing connection's own shard
 * (writer-shard.ts) instead of its process id's, which two connections of a pool often share.
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
  await sql.raw(WRITER_SHARD_FUNCTION).execute(db)
  for (const table of Object.keys(COUNTED_TABLES) as CountedTable[]) {
    for (const create of Object.values(liveCountFunctions(table, writerShard(LIVE_COUNT_SHARDS)))) {
      await sql.raw(create).execute(db)
    }
  }
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
