import assert from 'node:assert/strict'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { createTestDatabase, onConnectionsAtOnce, SEVERAL_CONNECTIONS, type TestDatabaseHandle } from '../../test/helpers/database.ts'
import { connectPostgres, type DatabaseHandle } from './database.ts'

/** node-postgres closes a connection idle for this long unless told otherwise. */
const NODE_POSTGRES_IDLE_DEFAULT_MS = 10_000

describe('the PostgreSQL pool keeps its connections through a lull', SEVERAL_CONNECTIONS, () => {
  let database: TestDatabaseHandle
  let pool: DatabaseHandle

  before(async () => {
    database = await createTestDatabase()
    assert.ok(database.url, 'a PostgreSQL test database')
    pool = connectPostgres({ url: database.url, poolSize: 4 })
  })
  after(async () => {
    await pool?.close()
    await database?.close()
  })

  /** The server process ids of four connections held at once. */
  const fourBackends = async () => {
    const pids = await onConnectionsAtOnce(pool.db, 4, async (connection) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection)
      return rows[0]!.pid
    })
    return pids.sort((a, b) => a - b)
  }

  test('after a pause longer than the driver default, the same server processes answer', async () => {
    const before = await fourBackends()
    assert.equal(new Set(before).size, 4, 'four connections')
    await sleep(NODE_POSTGRES_IDLE_DEFAULT_MS + 1_000)
    assert.equal(pool.pool!.idleCount, 4, 'all four still open and idle')
    assert.deepEqual(await fourBackends(), before, 'no connection was closed and opened again')
  })
})
