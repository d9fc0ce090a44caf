import { sql } from 'kysely'
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration'
import type { Database } from './database.ts'
import { DatabaseAheadOfCode, MigrationsPending, readMigrationStatus } from './migration-status.ts'
import { migrations } from './migrations/index.ts'

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations
  }
}

// Kysely's own words when the database holds a migration the code lacks (its "missing" check).
const KYSELY_MISSING = /previously executed migration (\S+) is missing/

/**
 * Brings the schema up to date and answers the names it applied; throws (and so stops the
 * process) when a migration fails or the database is newer than the code.
 *
 * Two processes may call this at once on one PostgreSQL database: Kysely's PostgresAdapter
 * holds a session advisory lock (`pg_advisory_lock`) around reading the applied migrations and
 * applying the rest, so the second waits, then finds nothing to do. The embedded database has
 * one connection in one process, which needs no lock.
 */
export async function migrateToLatest(db: Database): Promise<string[]> {
  // One connection with no statement timeout: building an index on a large table may rightly
  // take longer than any request should, and waiting for another process's lock is no error.
  const { error, results } = await db.connection().execute(async (connection) => {
    await sql`SET statement_timeout = 0`.execute(connection)
    try {
      // Said in our words before Kysely says it in its own (it would call the database "corrupted").
      const { unknown } = await readMigrationStatus(connection)
      if (unknown.length > 0) throw new DatabaseAheadOfCode(unknown.map((m) => m.name))
      return await new Migrator({ db: connection, provider: new StaticMigrationProvider() }).migrateToLatest()
    } finally {
      await sql`RESET statement_timeout`.execute(connection)
    }
  })
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    const reason = error instanceof Error ? error.message : error === undefined ? 'unknown error' : JSON.stringify(error)
    // A newer release migrated between our check and Kysely's (both started at once).
    const missing = KYSELY_MISSING.exec(reason)?.[1]
    if (missing) throw new DatabaseAheadOfCode([missing])
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error })
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

/** For a start that does not migrate: refuses a database behind or ahead of the code. */
export async function assertSchemaCurrent(db: Database): Promise<void> {
  const { pending, unknown } = await readMigrationStatus(db)
  if (unknown.length > 0) throw new DatabaseAheadOfCode(unknown.map((m) => m.name))
  if (pending.length > 0) throw new MigrationsPending(pending)
}
