import { sql } from 'kysely'
import type { Handle } from './database.ts'

/** The rows of migration 0020's table: one shard of a tenant's count of live rows of a table. */
export interface LiveCountsTable {
  tenant_id: string
  resource: CountedTable
  shard: number
  /** bigint: a string from PostgreSQL, a number from the embedded database. */
  live: string | number
}

/**
 * The tables whose live rows are counted as they change (migration 0020), and what makes a row
 * live there (alias `r`): the conditions of liveCandidates and liveApplications in live-rows.ts.
 */
export const COUNTED_TABLES = {
  candidates: 'not r.is_deleted',
  applications: `r.status <> 'removed'`,
} as const

export type CountedTable = keyof typeof COUNTED_TABLES

/**
 * How many live rows (liveCandidates, liveApplications in live-rows.ts) the tenant has in the
 * table, read from the counts its triggers keep: a handful of rows, whatever the tenant's size.
 * Like a count, it is exact for the statement's snapshot.
 */
export async function liveCount(db: Handle, tenantId: string, table: CountedTable): Promise<number> {
  const row = await db
    .selectFrom('live_counts')
    .select(sql<string>`coalesce(sum(live), 0)`.as('live'))
    .where('tenant_id', '=', tenantId)
    .where('resource', '=', table)
    .executeTakeFirstOrThrow()
  return Number(row.live)
}

/** Shard rows per tenant and table (live_counts.shard). */
export const LIVE_COUNT_SHARDS = 32

/** What makes a row of `table` live, for the row `alias` (OLD, NEW, a transition table's). */
export const liveCondition = (table: CountedTable, alias: string) => COUNTED_TABLES[table].replaceAll('r.', `${alias}.`)

export const liveCountFunctionName = (table: CountedTable, suffix: 'inserted' | 'deleted' | 'changed') => `${table}_live_count_${suffix}`

/**
 * The trigger functions that keep the live counts of `table`, adding to the shard `shard` (SQL
 * text) picks, as the SQL that creates them: `inserted` and `deleted` for whole statements, over
 * their transition tables (`new_rows`, `old_rows`), `changed` for a row whose liveness changed.
 * Migration 0020 creates them with their triggers; 0022 again with the writer's own shard.
 */
export function liveCountFunctions(table: CountedTable, shard: string): Record<'inserted' | 'deleted' | 'changed', string> {
  const upsert = (select: string) => `
    INSERT INTO live_counts AS lc (tenant_id, resource, shard, live)
    ${select}
    ON CONFLICT (tenant_id, resource, shard) DO UPDATE SET live = lc.live + excluded.live;`
  const statement = (rows: string, sign: string) =>
    upsert(
      `SELECT r.tenant_id, '${table}', ${shard}, ${sign}count(*) FROM ${rows} AS r WHERE ${COUNTED_TABLES[table]} GROUP BY r.tenant_id`,
    )
  const create = (suffix: 'inserted' | 'deleted' | 'changed', body: string) => `
    CREATE OR REPLACE FUNCTION ${liveCountFunctionName(table, suffix)}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${body}
      RETURN NULL;
    END $$`
  return {
    inserted: create('inserted', statement('new_rows', '')),
    deleted: create('deleted', statement('old_rows', '-')),
    changed: create(
      'changed',
      upsert(`VALUES (NEW.tenant_id, '${table}', ${shard}, CASE WHEN ${liveCondition(table, 'NEW')} THEN 1 ELSE -1 END)`),
    ),
  }
}

/** No field of a list's filter is set: its total is the live count. */
export const unfiltered = (filter: object): boolean => Object.values(filter).every((value) => value === undefined)

/**
 * Counts again from the rows, for one tenant or all: what migration 0020 does for the rows
 * already there, and what a repair would do. The result is one shard per tenant and table. Run
 * it in a transaction (a migration is one): a row written between its statements would be lost.
 */
export async function recountLiveRows(trx: Handle, tenantId?: string): Promise<void> {
  const ofTenant = (alias: string) => (tenantId === undefined ? sql`true` : sql`${sql.ref(`${alias}.tenant_id`)} = ${tenantId}`)
  await sql`DELETE FROM live_counts AS c WHERE ${ofTenant('c')}`.execute(trx)
  for (const [table, live] of Object.entries(COUNTED_TABLES)) {
    await sql`
      INSERT INTO live_counts (tenant_id, resource, shard, live)
      SELECT r.tenant_id, ${table}, 0, count(*) FROM ${sql.table(table)} AS r
      WHERE ${sql.raw(live)} AND ${ofTenant('r')} GROUP BY r.tenant_id`.execute(trx)
  }
}
