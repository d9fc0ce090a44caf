import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { Kysely, PGliteDialect, PostgresDialect, type Transaction } from 'kysely'
import pg from 'pg'
import { codesInTransaction, codesOnOwnConnections, type CodeIssuer } from '../platform/codes.ts'
import type { DB } from './types.ts'
import { assignWriterSlots } from './writer-shard.ts'

export type Database = Kysely<DB>
/** What a query runs on: the database, or a transaction the caller opened. */
export type Handle = Kysely<DB> | Transaction<DB>

export interface DatabaseHandle {
  db: Database
  kind: 'postgres' | 'embedded'
  /** How this database hands out `PREFIX-YYYY-NNNN` codes (see platform/codes.ts). */
  codes: CodeIssuer
  /** The PostgreSQL connection pool of `db`, whose use /metrics reports; absent on the embedded database. */
  pool?: pg.Pool
  close(): Promise<void>
}

const DATE_OID = 1082

// Calendar dates stay `YYYY-MM-DD` strings: turning them into a Date at local midnight would
// shift them by the server's zone.
pg.types.setTypeParser(DATE_OID, (value: string) => value)

export interface PostgresOptions {
  url: string
  poolSize?: number
  /**
   * The server cancels any statement that runs longer (0: never), so that a slow query ends
   * with an error instead of holding a connection and its request for good.
   */
  statementTimeoutMs?: number
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000

/**
 * Statements with parameters that the server keeps prepared for a connection (the foreign-key
 * checks, the triggers' look-ups by NEW.…) are planned for each call. With the default, a
 * connection settles on one generic plan after five calls and keeps it: made while a table is
 * near empty, every index ties, and the foreign-key check of a history row read all of its
 * tenant's applications through the index by job, more of them with each submission. With no
 * statistics kept up to date (autovacuum off or behind), nothing ever replaced it. Planning these
 * one-table look-ups again costs microseconds; the queries this service sends are planned every
 * time anyway (node-postgres sends them unnamed).
 */
const PLAN_CACHE_MODE = 'force_custom_plan'

/**
 * How long a pooled connection may sit unused before it is closed. node-postgres closes one after
 * 10 s, so a pool under a steady load that dips for a moment keeps opening new server processes,
 * and each new one spends its first requests filling its catalog caches and compiling the
 * triggers' PL/pgSQL: in a soak at a fixed rate that churn (dozens of new processes a minute)
 * was a large part of the slow answers. A connection kept for five minutes costs one idle server
 * process; the pool never holds more than `poolSize`.
 */
export const IDLE_CONNECTION_MS = 5 * 60_000

export function connectPostgres({
  url,
  poolSize = 10,
  statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS,
}: PostgresOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Not `allowExitOnIdle`: with it, a process whose only other pending work is an unref'd timer
    // (a background worker's next poll) exits while a caller still awaits that work. Whoever
    // opens a handle closes it (`close()`), as the scripts and tests do.
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    statement_timeout: statementTimeoutMs,
    options: `-c plan_cache_mode=${PLAN_CACHE_MODE}`,
  })
  assignWriterSlots(pool)
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
  // Two connections are plenty: a bump is one short statement.
  const codesPool = new pg.Pool({
    connectionString: url,
    max: 2,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    statement_timeout: statementTimeoutMs,
    options: '-c synchronous_commit=off',
  })
  const codesDb = new Kysely<DB>({ dialect: new PostgresDialect({ pool: codesPool }) })
  return {
    db,
    kind: 'postgres',
    codes: codesOnOwnConnections(codesDb),
    pool,
    close: async () => {
      await Promise.all([db.destroy(), codesDb.destroy()])
    },
  }
}

/**
 * The embedded database takes no statement timeout: it runs on this process's own thread, so
 * nothing can interrupt a statement it is running (`SET statement_timeout` is accepted and has
 * no effect). Search terms are escaped and bounded for that reason as much as for PostgreSQL.
 */
export interface EmbeddedOptions {
  /** A folder for the data files; unset keeps everything in memory. */
  dataDir?: string
  /** A data folder dump (from `dumpDataDir`) to start from, used by tests to skip migrations. */
  loadDataDir?: Blob | File
}

export async function connectEmbedded(options: EmbeddedOptions = {}): Promise<DatabaseHandle & { pglite: PGlite }> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { [DATE_OID]: (value: string) => value },
    // The same extensions the migrations create on PostgreSQL.
    extensions: { pg_trgm, btree_gin },
  })
  await pglite.exec(`SET plan_cache_mode = ${PLAN_CACHE_MODE}`)
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) })
  return {
    db,
    pglite,
    kind: 'embedded',
    codes: codesInTransaction,
    close: async () => {
      await db.destroy()
      if (!pglite.closed) await pglite.close()
    },
  }
}
