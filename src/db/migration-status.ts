import { sql, type Kysely } from 'kysely'
import { migrations } from './migrations/index.ts'

// Kysely's Migrator keeps its record here (its default table name).
const MIGRATION_TABLE = 'kysely_migration'

export interface AppliedMigration {
  name: string
  /** When it was applied, as Kysely recorded it (an ISO timestamp). */
  appliedAt: string
}

export interface MigrationStatus {
  /** Applied and known to this code, oldest first. */
  applied: AppliedMigration[]
  /** Known to this code and not applied yet, in the order they will run. */
  pending: string[]
  /** Applied, but unknown to this code: the database was migrated by a newer release. */
  unknown: AppliedMigration[]
}

/** The code's migrations, in the order the Migrator applies them (by name). */
export function knownMigrations(): string[] {
  return Object.keys(migrations).sort()
}

/** Compares what the database has applied with what this code knows, without changing anything. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reads Kysely's own table, which is no part of the app's schema type
export async function readMigrationStatus(db: Kysely<any>): Promise<MigrationStatus> {
  const known = knownMigrations()
  const { rows: table } = await sql<{ present: boolean }>`
    SELECT to_regclass(${MIGRATION_TABLE}) IS NOT NULL AS present`.execute(db)
  if (!table[0]?.present) return { applied: [], pending: known, unknown: [] }
  const { rows } = await sql<{ name: string; timestamp: string }>`
    SELECT name, timestamp FROM ${sql.table(MIGRATION_TABLE)} ORDER BY name`.execute(db)
  const recorded = rows.map((row) => ({ name: row.name, appliedAt: row.timestamp }))
  const appliedNames = new Set(recorded.map((row) => row.name))
  const knownNames = new Set(known)
  return {
    applied: recorded.filter((row) => knownNames.has(row.name)),
    pending: known.filter((name) => !appliedNames.has(name)),
    unknown: recorded.filter((row) => !knownNames.has(row.name)),
  }
}

/** The database and the code disagree about the schema: the service must not start on it. */
export class SchemaMismatch extends Error {}

export class DatabaseAheadOfCode extends SchemaMismatch {
  constructor(readonly unknown: string[]) {
    super(
      `The database is newer than this release of the service: it has applied ${count(unknown, 'migration')} this code does not know (${unknown.join(', ')}). ` +
        'A newer release migrated it. Run that release (or a later one), or restore a backup taken before the upgrade; migrations only go forward.',
    )
  }
}

export class MigrationsPending extends SchemaMismatch {
  constructor(readonly pending: string[]) {
    super(
      `The database is behind this release of the service: ${count(pending, 'migration')} pending (${pending.join(', ')}), and MIGRATE_ON_START is false. ` +
        'Run the release step first (`npm run migrate`, or `node dist/migrate.js` from a build), or start with MIGRATE_ON_START=true.',
    )
  }
}

function count(names: string[], noun: string): string {
  return `${names.length} ${noun}${names.length === 1 ? '' : 's'}`
}
