import { sql } from 'kysely'
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration'
import type { Database } from './database.ts'
import { migrations } from './migrations/index.ts'

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations
  }
}

/** Brings the schema up to date; throws (and so stops the process) when a migration fails. */
export async function migrateToLatest(db: Database): Promise<string[]> {
  // One connection with no statement timeout: building an index on a large table may rightly
  // take longer than any request should.
  const { error, results } = await db.connection().execute(async (connection) => {
    await sql`SET statement_timeout = 0`.execute(connection)
    try {
      return await new Migrator({ db: connection, provider: new StaticMigrationProvider() }).migrateToLatest()
    } finally {
      await sql`RESET statement_timeout`.execute(connection)
    }
  })
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    const reason = error instanceof Error ? error.message : error === undefined ? 'unknown error' : JSON.stringify(error)
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error })
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
