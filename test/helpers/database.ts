import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import pg from 'pg'
import { connectEmbedded, connectPostgres, type Database, type DatabaseHandle } from '../../src/db/database.ts'
import { migrateToLatest } from '../../src/db/migrate.ts'
import { TenantGuard } from './tenant-guard.ts'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const MIGRATIONS = path.join(ROOT, 'src/db/migrations')
const CACHE = path.join(ROOT, '.test-cache')

/** Changes whenever a migration does, so a stale template is never reused. */
function schemaFingerprint(): string {
  const hash = createHash('sha256')
  for (const file of readdirSync(MIGRATIONS).sort()) hash.update(file).update(readFileSync(path.join(MIGRATIONS, file)))
  return hash.digest('hex').slice(0, 16)
}

/**
 * An embedded database, started from a dump of a migrated one: migrating is done once per
 * schema version, not once per test file.
 */
async function embeddedFromTemplate(): Promise<DatabaseHandle> {
  const template = path.join(CACHE, `pglite-${schemaFingerprint()}.tar.gz`)
  if (existsSync(template)) {
    return connectEmbedded({ loadDataDir: new Blob([readFileSync(template)]) })
  }
  const handle = await connectEmbedded()
  await migrateToLatest(handle.db)
  const dump = await handle.pglite.dumpDataDir('gzip')
  mkdirSync(CACHE, { recursive: true })
  // Written aside and renamed, so a test file running alongside never reads half a template.
  const partial = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
  renameSync(partial, template)
  return handle
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

/**
 * A fresh PostgreSQL database per test file, copied from a migrated template database. The
 * template is built once per schema version, under an advisory lock so parallel files wait.
 */
async function postgresFromTemplate(url: string): Promise<DatabaseHandle & { url: string }> {
  const template = `rs_template_${schemaFingerprint()}`
  const name = `rs_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query('SELECT pg_advisory_lock(727274)')
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])
    if (!rowCount) {
      // A run killed half-way through building leaves its partial copy behind.
      await admin.query(`DROP DATABASE IF EXISTS ${template}_partial WITH (FORCE)`)
      await admin.query(`CREATE DATABASE ${template}_partial`)
      const building = connectPostgres({ url: withDatabase(url, `${template}_partial`), poolSize: 1 })
      await migrateToLatest(building.db)
      await building.close()
      await admin.query(`ALTER DATABASE ${template}_partial RENAME TO ${template}`)
    }
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)
  } finally {
    await admin.query('SELECT pg_advisory_unlock(727274)').catch(() => {})
    await admin.end()
  }
  const handle = connectPostgres({ url: withDatabase(url, name), poolSize: 10 })
  return {
    ...handle,
    url: withDatabase(url, name),
    close: async () => {
      await handle.close()
      const dropper = new pg.Client({ connectionString: url })
      await dropper.connect()
      // The pool's sessions may outlive pool.end() by a moment; forcing them closed makes their
      // clients raise errors nobody listens for, so wait for them to leave instead.
      for (let attempt = 0; ; attempt++) {
        try {
          await dropper.query(`DROP DATABASE IF EXISTS ${name}`)
          break
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt >= 100) throw error
          await sleep(50)
        }
      }
      await dropper.end()
    },
  }
}

/** The tables whose rows belong to a tenant: those with a `tenant_id` column. */
async function tenantTables(db: DatabaseHandle['db']): Promise<Set<string>> {
  const { rows } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_name = 'tenant_id'`.execute(db)
  return new Set(rows.map((r) => r.table_name))
}

/**
 * PostgreSQL when TEST_DATABASE_URL is set (CI), else the embedded database. Its queries pass
 * the tenant guard: one on a tenant table without a `tenant_id` condition fails the test.
 */
export async function createTestDatabase(): Promise<TestDatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL
  const handle = await (url ? postgresFromTemplate(url) : embeddedFromTemplate())
  return { ...handle, db: handle.db.withPlugin(new TenantGuard(await tenantTables(handle.db))), unguarded: handle.db }
}

export interface TestDatabaseHandle extends DatabaseHandle {
  /** Where a PostgreSQL test database is, for a server started in another process; unset on the embedded database. */
  url?: string
  /** The same database without the tenant guard: for a test's own look at rows, not the app's queries. */
  unguarded: DatabaseHandle['db']
}

/**
 * For a test of a race: the embedded database runs one transaction at a time, so two requests
 * "at once" run one after the other there and the race cannot happen. Such a test is proven on
 * PostgreSQL (CI runs the suite there too) and skipped, saying so, on the embedded leg.
 */
export const RACE: { skip: string | false } = {
  skip: process.env.TEST_DATABASE_URL ? false : 'a race: proven on PostgreSQL, where transactions run side by side',
}

/** For a test of several connections writing side by side: PostgreSQL only, skipped on the embedded leg. */
export const SEVERAL_CONNECTIONS: { skip: string | false } = {
  skip: process.env.TEST_DATABASE_URL ? false : 'PostgreSQL only: the embedded database has one connection',
}

/**
 * Runs `query` on `n` connections of `db`'s pool held at the same time: none is given back before
 * all `n` have answered, so the pool cannot hand one connection out twice.
 */
export async function onConnectionsAtOnce<T>(db: Database, n: number, query: (connection: Database) => Promise<T>): Promise<T[]> {
  const answers: T[] = []
  let release!: () => void
  const allIn = new Promise<void>((resolve) => (release = resolve))
  await Promise.all(
    Array.from({ length: n }, () =>
      db.connection().execute(async (connection) => {
        answers.push(await query(connection))
        if (answers.length === n) release()
        await allIn
      }),
    ),
  )
  return answers
}
