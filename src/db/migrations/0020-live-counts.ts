import { sql, type Kysely } from 'kysely'
import {
  COUNTED_TABLES,
  LIVE_COUNT_SHARDS,
  liveCondition,
  liveCountFunctionName,
  liveCountFunctions,
  recountLiveRows,
  type CountedTable,
} from '../live-counts.ts'
import { processShard } from '../writer-shard.ts'

/**
 * How many live candidates and applications each tenant has, kept as the rows change, so that a
 * list's `total` without filters is a sum of a few rows instead of a count that grows with the
 * tenant (at 95,000 candidates the count was most of a list request, and the slowest reads of a
 * soak were these lists). See src/db/live-counts.ts for how it is read.
 *
 * Triggers keep it, not the repositories: every writer is covered, including bulk SQL (imports,
 * the bench's seeders, later migrations), and no statement is added to a request.
 *  - Inserts and hard deletes: one trigger per statement, over its transition table, so a bulk
 *    insert adds one row per tenant rather than one per inserted row.
 *  - Soft deletes (`candidates.is_deleted`, `applications.status = 'removed'`): a row trigger
 *    that runs only when the row's liveness changes (its WHEN clause is checked without calling
 *    the function), so the many other updates cost nothing.
 *
 * A tenant's count is spread over shard rows, one per server process (`pg_backend_pid()`), which
 * a transaction keeps locked until it ends: concurrent writers on other connections update other
 * rows instead of queueing behind one, as they did behind the code counter.
 *
 * No foreign key to tenants: a trigger that fires while a tenant's rows are deleted must still be
 * able to write its row.
 */

const STATEMENT_TRIGGERS = [
  { event: 'INSERT', rows: 'new_rows', suffix: 'inserted' },
  { event: 'DELETE', rows: 'old_rows', suffix: 'deleted' },
] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE live_counts (
      tenant_id uuid NOT NULL,
      resource text NOT NULL,
      shard smallint NOT NULL,
      live bigint NOT NULL,
      PRIMARY KEY (tenant_id, resource, shard)
    )`.execute(db)

  for (const table of Object.keys(COUNTED_TABLES) as CountedTable[]) {
    const functions = liveCountFunctions(table, processShard(LIVE_COUNT_SHARDS))
    const fn = (suffix: keyof typeof functions) => sql.raw(liveCountFunctionName(table, suffix))
    // Whole statements: every live row of the transition table, added or taken away.
    for (const { event, rows, suffix } of STATEMENT_TRIGGERS) {
      await sql.raw(functions[suffix]).execute(db)
      await sql`
        CREATE TRIGGER ${fn(suffix)} AFTER ${sql.raw(event)} ON ${sql.table(table)}
        REFERENCING ${sql.raw(event === 'INSERT' ? 'NEW' : 'OLD')} TABLE AS ${sql.raw(rows)}
        FOR EACH STATEMENT EXECUTE FUNCTION ${fn(suffix)}()`.execute(db)
    }
    const isLive = (alias: string) => sql.raw(liveCondition(table, alias))
    await sql.raw(functions.changed).execute(db)
    await sql`
      CREATE TRIGGER ${fn('changed')} AFTER UPDATE ON ${sql.table(table)}
      FOR EACH ROW WHEN ((${isLive('OLD')}) IS DISTINCT FROM (${isLive('NEW')})) EXECUTE FUNCTION ${fn('changed')}()`.execute(db)
  }
  // The rows already there.
  await recountLiveRows(db)
}
