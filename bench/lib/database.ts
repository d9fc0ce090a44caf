import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { connectEmbedded, connectPostgres, type DatabaseHandle } from '../../src/db/database.ts'
import { migrateToLatest } from '../../src/db/migrate.ts'

export interface BenchDatabase extends DatabaseHandle {
  /** What the figures were measured on, for the report. */
  label: string
  /** On PostgreSQL, the database's address, for a second instance in another process; unset on PGlite. */
  url?: string
  /**
   * A new connection to the same data, nothing cached in it: a pool of its own on PostgreSQL
   * (the caller closes it); on embedded PGlite, which one process opens once, the instance is
   * closed and opened again, so every handle given out before (`db` included) is dead afterwards.
   */
  reopen(): Promise<DatabaseHandle>
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

async function onAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * pg's pool counts a connection closed as soon as it asks it to end, before the server session
 * is gone; a forced drop in that gap makes the closing connection raise an error nobody listens
 * to, which takes the process down.
 */
async function sessionsGone(client: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [database])
    if (rows[0]?.n === 0) return
    await sleep(100)
  }
}

/** Migrated from scratch, like a first start of the service: no template, no leftovers. */
async function freshEmbedded(dir: string): Promise<BenchDatabase> {
  const handle = await connectEmbedded({ dataDir: path.join(dir, 'pgdata') })
  try {
    await migrateToLatest(handle.db)
  } catch (error) {
    await handle.close()
    throw error
  }
  let current: DatabaseHandle = handle
  const reopen = async () => {
    await current.close()
    current = await connectEmbedded({ dataDir: path.join(dir, 'pgdata') })
    return current
  }
  return { ...handle, close: () => current.close(), reopen, label: 'embedded PGlite (data files in a temp dir)' }
}

/** A database of its own on the given server, dropped on close whatever the outcome. */
async function freshPostgres(serverUrl: string): Promise<BenchDatabase> {
  const name = `bench_${randomBytes(4).toString('hex')}`
  const version = await onAdmin(serverUrl, async (client) => {
    await client.query(`CREATE DATABASE ${name}`)
    return (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version
  })
  const drop = () =>
    onAdmin(serverUrl, async (client) => {
      await sessionsGone(client, name)
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    })
  // Wider than the load's connection count, so that no request queues for a pooled connection.
  const url = withDatabase(serverUrl, name)
  // No statement timeout: seeding a million rows takes single statements of minutes.
  const handle = connectPostgres({ url, poolSize: 16, statementTimeoutMs: 0 })
  const close = async () => {
    try {
      await handle.close()
    } finally {
      await drop()
    }
  }
  try {
    await migrateToLatest(handle.db)
  } catch (error) {
    await close()
    throw error
  }
  const host = new URL(serverUrl).host
  const reopen = async () => connectPostgres({ url, poolSize: 16, statementTimeoutMs: 0 })
  return { ...handle, close, reopen, url, label: `PostgreSQL ${version ?? ''} on ${host}, database ${name}, pool 16` }
}

/** The PostgreSQL server BENCH_DATABASE_URL names, if any. */
export function benchServerUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL?.trim() || undefined
}

/** PostgreSQL when BENCH_DATABASE_URL names a server, else embedded PGlite under `dir`. */
export function freshDatabase(dir: string): Promise<BenchDatabase> {
  const url = benchServerUrl()
  return url ? freshPostgres(url) : freshEmbedded(dir)
}
