import { randomInt } from 'node:crypto'
import type pg from 'pg'

/*
 * Counters many writers bump (live_counts, metric_tallies) are spread over shard rows, and a
 * transaction holds the row of its shard until it commits: two transactions on the same shard
 * queue. The shard was the server process id modulo the shard count, and a pool's connections,
 * opened and closed over time, have ids that often fall on the same shard: at 16 connections a
 * submission waited about a millisecond for another's live-count row.
 *
 * So each connection of a pool takes a slot of its own, the smallest one free, and says it with
 * the setting below; the triggers shard by it (`writer_shard(shards)`, migration 0022), and by
 * the process id where it is unset (psql, a migration, another program). One pool of no more
 * connections than shards never shares a row; the pool's slots start at a random offset, so
 * that two instances' pools overlap as little as chance allows.
 */

/** The setting a connection's slot is kept in. */
export const WRITER_SHARD_SETTING = 'recruiting.writer_shard'

/** The shard of the writing connection among `shards` (SQL text): its slot, else its process id. */
export const writerShard = (shards: number) => `writer_shard(${shards})`

/** What the triggers sharded by before connections had slots (migrations 0020 and 0021 as written). */
export const processShard = (shards: number) => `pg_backend_pid() % ${shards}`

/** The SQL function behind `writerShard`. */
export const WRITER_SHARD_FUNCTION = `
  CREATE OR REPLACE FUNCTION writer_shard(shards integer) RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT coalesce(nullif(current_setting('${WRITER_SHARD_SETTING}', true), '')::integer, pg_backend_pid()) % shards
  $$`

/** Gives each connection `pool` opens the smallest slot its open connections leave free. */
export function assignWriterSlots(pool: pg.Pool): void {
  const offset = randomInt(1024)
  const slots = new Map<pg.PoolClient, number>()
  pool.on('connect', (client) => {
    const taken = new Set(slots.values())
    let slot = 0
    while (taken.has(slot)) slot++
    slots.set(client, slot)
    // Queued before anything the pool hands the connection out for. Should it fail, the
    // connection shards by its process id, as before.
    client.query(`SET ${WRITER_SHARD_SETTING} = ${offset + slot}`).catch(() => undefined)
  })
  pool.on('remove', (client) => slots.delete(client))
}
