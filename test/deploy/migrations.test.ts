import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, test, type TestContext } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import pg from 'pg'
import { databaseSettings } from '../../src/config.ts'
import { migrateToLatest } from '../../src/db/migrate.ts'
import { knownMigrations, readMigrationStatus } from '../../src/db/migration-status.ts'
import { openDatabase } from '../../src/db/open-database.ts'
import { freshPostgresDatabase } from '../helpers/fresh-postgres.ts'
import { runNode } from '../helpers/run-node.ts'
import { startServer } from '../helpers/server-process.ts'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const MIGRATE = path.join(ROOT, 'src/migrate.ts')
const SERVER = path.join(ROOT, 'src/server.ts')
const KNOWN = knownMigrations()
// Kysely's record of a migration that a later release of the service would bring.
const FROM_THE_FUTURE = '9999-from-a-newer-release'
// The key of the session advisory lock Kysely's PostgresAdapter takes around migrating (LOCK_ID in
// kysely/dist/dialect/postgres/postgres-adapter.js).
const KYSELY_MIGRATION_LOCK_ID = '3853314791062309107'

type Env = Record<string, string>

const TARGETS = [
  {
    name: 'embedded database',
    skip: false as const,
    fresh: async (t: TestContext): Promise<Env> => ({ DATA_DIR: tempDir(t), DATABASE_URL: '' }),
  },
  {
    name: 'PostgreSQL',
    skip: process.env.TEST_DATABASE_URL ? (false as const) : 'TEST_DATABASE_URL is not set',
    fresh: async (t: TestContext): Promise<Env> => ({
      DATA_DIR: tempDir(t),
      DATABASE_URL: await freshPostgresDatabase(t, process.env.TEST_DATABASE_URL!),
    }),
  },
]

function tempDir(t: TestContext): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rs-migrate-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

// What every run here shares: no demo tenant (it is no part of migrating), quiet logs.
const BASE_ENV: Env = { SEED_DEMO: 'false', LOG_LEVEL: 'warn', MIGRATE_ON_START: '' }

const migrate = (env: Env, ...args: string[]) => runNode(['--import', 'tsx', MIGRATE, ...args], { env: { ...BASE_ENV, ...env } })
const startOnce = (env: Env) => runNode(['--import', 'tsx', SERVER], { env: { ...BASE_ENV, PORT: '0', ...env }, timeoutMs: 60_000 })

/** Opens the database the settings name in this process, for a look or a change the test needs. */
async function withDatabase<T>(env: Env, use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase(databaseSettings(env))
  try {
    return await use(database.db)
  } finally {
    await database.close()
  }
}

for (const target of TARGETS) {
  describe(`migrations as a release step (${target.name})`, { skip: target.skip }, () => {
    test(
      'migrate:status and migrate on a fresh database, then on an up-to-date one; a start with MIGRATE_ON_START=false then serves',
      { timeout: 240_000 },
      async (t) => {
        const env = await target.fresh(t)

        const before = await migrate(env, 'status')
        assert.equal(before.code, 3, `status exits 3 while migrations are pending:\n${before.output}`)
        for (const name of KNOWN) assert.match(before.output, new RegExp(`pending  ${name}`))
        assert.match(before.output, new RegExp(`${KNOWN.length} pending`))

        const first = await migrate(env)
        assert.equal(first.code, 0, first.output)
        for (const name of KNOWN) assert.match(first.output, new RegExp(`^applied  ${name}$`, 'm'))
        assert.match(first.output, new RegExp(`applied ${KNOWN.length} migrations; up to date`))

        const again = await migrate(env)
        assert.equal(again.code, 0, again.output)
        assert.match(again.output, /up to date, nothing to apply/)
        assert.doesNotMatch(again.output, /^applied {2}/m)

        const after = await migrate(env, 'status')
        assert.equal(after.code, 0, after.output)
        assert.match(after.output, new RegExp(`Up to date: ${KNOWN.length} migrations applied`))
        assert.deepEqual((await withDatabase(env, readMigrationStatus)).pending, [])

        // Migrated by the release step, the service starts without migrating; pretty logs on the way.
        const server = await startServer(t, {
          env: { ...BASE_ENV, ...env, MIGRATE_ON_START: 'false', LOG_FORMAT: 'pretty', LOG_LEVEL: 'info' },
        })
        assert.equal((await fetch(`${server.origin}/readyz`)).status, 200)
        assert.equal(await server.stop(), 0, server.output())
        assert.doesNotMatch(server.output(), /Applied \d+ migration/)
        const logLines = server
          .output()
          .split('\n')
          .filter((line) => /Server listening|GET \/readyz|"msg"/.test(line))
        assert.ok(logLines.length > 0, server.output())
        assert.ok(
          logLines.every((line) => !line.trimStart().startsWith('{')),
          `LOG_FORMAT=pretty writes lines for people, not JSON:\n${server.output()}`,
        )
      },
    )

    test(
      'MIGRATE_ON_START=false refuses a database behind the code, naming the pending migrations, and changes nothing',
      { timeout: 120_000 },
      async (t) => {
        const env = await target.fresh(t)
        // Part-way: as if the previous release had stopped two migrations short.
        const applied = KNOWN.slice(0, -2)
        await withDatabase(env, async (db) => {
          await migrateToLatest(db)
          await sql`DELETE FROM kysely_migration WHERE name NOT IN (${sql.join(applied)})`.execute(db)
        })

        const refused = await startOnce({ ...env, MIGRATE_ON_START: 'false' })
        assert.equal(refused.code, 3, refused.output)
        assert.match(refused.output, /The database is behind this release of the service: 2 migrations pending/)
        assert.match(refused.output, new RegExp(`\\(${KNOWN.at(-2)}, ${KNOWN.at(-1)}\\)`), 'naming them')
        assert.match(refused.output, /npm run migrate/, 'and saying what to do')
        assert.doesNotMatch(refused.output, /Recruiting service on/)
        assert.deepEqual((await withDatabase(env, readMigrationStatus)).pending, KNOWN.slice(-2), 'nothing was applied')
      },
    )

    test(
      'a database newer than the code: start, migrate and status refuse it, naming what they do not know',
      { timeout: 180_000 },
      async (t) => {
        const env = await target.fresh(t)
        await withDatabase(env, async (db) => {
          await migrateToLatest(db)
          await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${FROM_THE_FUTURE}, ${new Date().toISOString()})`.execute(db)
        })
        const newer = new RegExp(
          `The database is newer than this release of the service: it has applied 1 migration this code does not know \\(${FROM_THE_FUTURE}\\)`,
        )

        const started = await startOnce(env)
        assert.equal(started.code, 3, started.output)
        assert.match(started.output, newer)
        assert.doesNotMatch(started.output, /corrupted|Recruiting service on/, 'our words, and no service')

        const checkOnly = await startOnce({ ...env, MIGRATE_ON_START: 'false' })
        assert.equal(checkOnly.code, 3, checkOnly.output)
        assert.match(checkOnly.output, newer)

        const migrated = await migrate(env)
        assert.equal(migrated.code, 4, migrated.output)
        assert.match(migrated.output, newer)

        const status = await migrate(env, 'status')
        assert.equal(status.code, 4, status.output)
        assert.match(status.output, new RegExp(`unknown  ${FROM_THE_FUTURE} .*\\(applied by a newer release\\)`))
        assert.match(status.output, newer)
      },
    )
  })
}

describe('two instances starting at once on an empty PostgreSQL database', { skip: TARGETS[1]!.skip }, () => {
  test(
    'migrate once: one applies every migration, the other waits on the lock and finds nothing to do',
    { timeout: 180_000 },
    async (t) => {
      const env = await TARGETS[1]!.fresh(t)
      const [a, b] = await Promise.all([startServer(t, { env: { ...BASE_ENV, ...env } }), startServer(t, { env: { ...BASE_ENV, ...env } })])
      const applied = [a, b].map((s) => /Applied (\d+) migrations?/.exec(s.output())?.[1])
      assert.deepEqual(applied.filter(Boolean), [String(KNOWN.length)], `exactly one applied them:\n${a.output()}\n---\n${b.output()}`)
      for (const server of [a, b]) assert.equal((await fetch(`${server.origin}/readyz`)).status, 200)
      const { rows } = await withDatabase(env, (db) =>
        sql<{ name: string; times: number }>`SELECT name, count(*)::int AS times FROM kysely_migration GROUP BY name ORDER BY name`.execute(
          db,
        ),
      )
      assert.deepEqual(
        rows,
        KNOWN.map((name) => ({ name, times: 1 })),
      )
      assert.equal(await a.stop(), 0, a.output())
      assert.equal(await b.stop(), 0, b.output())
    },
  )

  test('the lock is Kysely’s advisory lock: migrate waits while another session holds it, then runs', { timeout: 120_000 }, async (t) => {
    const env = await TARGETS[1]!.fresh(t)
    const holder = new pg.Client({ connectionString: env.DATABASE_URL })
    await holder.connect()
    // Ended here, before the database is dropped (which would cut this session off, as an error).
    let ended = false
    t.after(() => (ended ? undefined : holder.end()))
    await holder.query(`SELECT pg_advisory_lock(${KYSELY_MIGRATION_LOCK_ID})`)

    const running = migrate(env)
    let finished = false
    void running.then(() => (finished = true))
    // Long enough for the command to start, open the database and reach the lock on any machine here.
    await sleep(8_000)
    assert.equal(finished, false, 'migrate waits for the lock')
    assert.equal((await withDatabase(env, readMigrationStatus)).applied.length, 0, 'and has applied nothing')

    await holder.query(`SELECT pg_advisory_unlock(${KYSELY_MIGRATION_LOCK_ID})`)
    await holder.end()
    ended = true
    const done = await running
    assert.equal(done.code, 0, done.output)
    assert.match(done.output, new RegExp(`applied ${KNOWN.length} migrations`))
  })
})
