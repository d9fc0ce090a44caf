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
