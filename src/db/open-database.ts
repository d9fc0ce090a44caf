import path from 'node:path'
import type { DatabaseSettings } from '../config.ts'
import { connectEmbedded, connectPostgres, type DatabaseHandle } from './database.ts'

/** The database the settings name: PostgreSQL at `DATABASE_URL`, else the embedded one under `DATA_DIR`. */
export async function openDatabase(settings: DatabaseSettings): Promise<DatabaseHandle> {
  return settings.databaseUrl
    ? connectPostgres({ url: settings.databaseUrl, statementTimeoutMs: settings.statementTimeoutMs })
    : await connectEmbedded({ dataDir: embeddedDataDir(settings) })
}

export function embeddedDataDir(settings: Pick<DatabaseSettings, 'dataDir'>): string {
  return path.join(settings.dataDir, 'pgdata')
}

/** Where the database is, for a person reading the output: never the password. */
export function describeDatabase(settings: DatabaseSettings): string {
  if (!settings.databaseUrl) return `embedded database in ${settings.dataDir}`
  try {
    const url = new URL(settings.databaseUrl)
    return `PostgreSQL at ${url.host}${url.pathname}`
  } catch {
    return 'PostgreSQL'
  }
}
