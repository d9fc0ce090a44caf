import { randomBytes } from 'node:crypto'
import type { TestContext } from 'node:test'
import pg from 'pg'

/**
 * An empty PostgreSQL database of its own on the server of `serverUrl` (TEST_DATABASE_URL), for
 * a test of what happens before any migration: not the migrated template copy other tests get.
 * Dropped when the test ends, with any session still connected to it.
 */
export async function freshPostgresDatabase(t: Pick<TestContext, 'after'>, serverUrl: string): Promise<string> {
  const name = `rs_fresh_${process.pid}_${randomBytes(4).toString('hex')}`
  await onServer(serverUrl, `CREATE DATABASE ${name}`)
  t.after(() => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
