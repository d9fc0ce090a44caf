import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import pg from 'pg'
import { createTestDatabase, onConnectionsAtOnce, SEVERAL_CONNECTIONS, type TestDatabaseHandle } from '../../test/helpers/database.ts'
import { connectPostgres, type DatabaseHandle } from './database.ts'
import { WRITER_SHARD_SETTING } from './writer-shard.ts'

describe('writer shards: each connection of a pool writes counters to a shard of its own', SEVERAL_CONNECTIONS, () => {
  let database: TestDatabaseHandle
  let pool: DatabaseHandle

  before(async () => {
    database = await createTestDatabase()
    assert.ok(database.url, 'a PostgreSQL test database')
    pool = connectPostgres({ url: database.url, poolSize: 6 })
  })
  after(async () => {
    await pool?.close()
    await database?.close()
  })

  /** What each of `n` connections held at once says of itself: its slot setting, its shard among 6, its process id. */
  const connectionsAtOnce = (n: number) =>
    onConnectionsAtOnce(pool.db, n, async (connection) => {
      const { rows } = await sql<{ slot: string; shard: number; pid: number }>`
        select current_setting(${WRITER_SHARD_SETTING}) as slot, writer_shard(6) as shard, pg_backend_pid() as pid`.execute(connection)
      return { slot: Number(rows[0]!.slot), shard: rows[0]!.shard, pid: rows[0]!.pid }
    })

  test('six connections at once take six slots in a row, hence six different shards of six', async () => {
    const seen = await connectionsAtOnce(6)
    assert.equal(new Set(seen.map((s) => s.pid)).size, 6, 'six connections')
    const slots = seen.map((s) => s.slot).sort((a, b) => a - b)
    assert.deepEqual(
      slots,
      slots.map((_, i) => slots[0]! + i),
      `consecutive slots: ${slots.join(', ')}`,
    )
    assert.equal(new Set(seen.map((s) => s.shard)).size, 6, `different shards: ${seen.map((s) => s.shard).join(', ')}`)
    for (const { slot, shard } of seen) assert.equal(shard, slot % 6)
  })

  test('without a slot (another program, a migration) a connection shards by its process id', async () => {
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      const { rows } = await client.query<{ shard: number; pid: number }>('select writer_shard(6) as shard, pg_backend_pid() as pid')
      assert.equal(rows[0]!.shard, rows[0]!.pid % 6)
    } finally {
      await client.end()
    }
  })
})
