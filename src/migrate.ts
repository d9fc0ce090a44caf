// The release step: `npm run migrate` (`node dist/migrate.js` from a build) applies pending
// migrations and exits; `npm run migrate:status` (`node dist/migrate.js status`) reports them and
// changes nothing. Both read the server's database settings (DATABASE_URL, else the embedded
// database under DATA_DIR) and nothing else, so a release job needs none of the service's secrets.
//
// Exit codes: 0 up to date (after migrating, for `migrate`), 1 a failure, 2 a bad setting or
// argument, 3 migrations pending (`status` only), 4 the database is newer than this code.
import { parseArgs } from 'node:util'
import { ConfigError, databaseSettings, type DatabaseSettings } from './config.ts'
import type { Database } from './db/database.ts'
import { migrateToLatest } from './db/migrate.ts'
import { DatabaseAheadOfCode, readMigrationStatus } from './db/migration-status.ts'
import { describeDatabase, openDatabase } from './db/open-database.ts'

const USAGE = `usage: migrate          apply every pending migration
       migrate status   list applied, pending and unknown migrations; change nothing`

const EXIT = { ok: 0, failed: 1, usage: 2, pending: 3, aheadOfCode: 4 } as const

async function migrate(db: Database, where: string): Promise<number> {
  const applied = await migrateToLatest(db)
  const { applied: all } = await readMigrationStatus(db)
  if (applied.length === 0) {
    console.log(`${where}: up to date, nothing to apply (${all.length} migrations applied, the latest ${all.at(-1)?.name ?? 'none'}).`)
  } else {
    for (const name of applied) console.log(`applied  ${name}`)
    console.log(`${where}: applied ${applied.length} migration${applied.length === 1 ? '' : 's'}; up to date.`)
  }
  return EXIT.ok
}

async function status(db: Database, where: string): Promise<number> {
  const { applied, pending, unknown } = await readMigrationStatus(db)
  console.log(`${where}:`)
  for (const m of applied) console.log(`  applied  ${m.name}  ${m.appliedAt}`)
  for (const name of pending) console.log(`  pending  ${name}`)
  for (const m of unknown) console.log(`  unknown  ${m.name}  ${m.appliedAt}  (applied by a newer release)`)
  if (unknown.length > 0) {
    console.log(new DatabaseAheadOfCode(unknown.map((m) => m.name)).message)
    return EXIT.aheadOfCode
  }
  if (pending.length > 0) {
    console.log(`${pending.length} pending: \`npm run migrate\` (or \`node dist/migrate.js\`) applies them.`)
    return EXIT.pending
  }
  console.log(`Up to date: ${applied.length} migrations applied.`)
  return EXIT.ok
}

async function main(): Promise<number> {
  let command: 'migrate' | 'status'
  let settings: DatabaseSettings
  try {
    const { positionals, values } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } })
    if (values.help) {
      console.log(USAGE)
      return EXIT.ok
    }
    const [word = 'up', ...rest] = positionals
    if (rest.length > 0 || !['up', 'status'].includes(word)) throw new ConfigError(`unknown command "${positionals.join(' ')}"\n${USAGE}`)
    command = word === 'status' ? 'status' : 'migrate'
    settings = databaseSettings()
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    return EXIT.usage
  }

  const where = describeDatabase(settings)
  const database = await openDatabase(settings)
  try {
    return command === 'status' ? await status(database.db, where) : await migrate(database.db, where)
  } catch (error) {
    if (error instanceof DatabaseAheadOfCode) {
      console.error(`${where}: ${error.message}`)
      return EXIT.aheadOfCode
    }
    throw error
  } finally {
    await database.close()
  }
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error)
    process.exitCode = EXIT.failed
  },
)
