import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.ts'
import { loadConfig, type Config } from '../../src/config.ts'
import { tuneGarbageCollection } from '../../src/platform/garbage-collection.ts'
import { freshDatabase, type BenchDatabase } from './database.ts'
import { listen } from './http.ts'

export interface Service {
  app: FastifyInstance
  /** Origin of the listening server, e.g. http://127.0.0.1:40123 */
  origin: string
  database: BenchDatabase
  /** The configuration the app was built with. */
  config: Config
  platformToken: string
  close(): Promise<void>
}

// Far above anything a run can send, so a limit is never what gets measured.
const UNLIMITED = '100000000'

/**
 * The real app on a fresh database, listening on a free port. The configuration is built
 * here rather than read from the shell, so that a stray REDIS_URL or LOG_LEVEL cannot change
 * what is measured. `env` adds or overrides settings a scenario needs (webhooks:
 * `WEBHOOKS_ALLOW_PRIVATE`), written in the bench like the rest.
 */
export async function startService(env: Record<string, string> = {}): Promise<Service> {
  // The service's process is this one: collect garbage the way src/server.ts sets it up.
  tuneGarbageCollection()
  const dir = mkdtempSync(path.join(tmpdir(), 'rs-bench-'))
  const removeDir = () => rmSync(dir, { recursive: true, force: true })
  let database: BenchDatabase
  try {
    database = await freshDatabase(dir)
  } catch (error) {
    removeDir()
    throw error
  }
  const platformToken = randomBytes(24).toString('base64url')
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dir,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    PLATFORM_ADMIN_TOKEN: platformToken,
    RATE_LIMIT_DEFAULT: UNLIMITED,
    RATE_LIMIT_SENSITIVE: UNLIMITED,
    RATE_LIMIT_AUTH: UNLIMITED,
    RATE_LIMIT_PUBLIC: UNLIMITED,
    // The Data API's per-key quotas (120 a minute, 5,000 a day by default): an export of 10,000
    // pages would hit both.
    DATA_API_TABLES_PER_MINUTE: UNLIMITED,
    DATA_API_TABLES_PER_DAY: UNLIMITED,
    DATA_API_METRICS_PER_MINUTE: UNLIMITED,
    DATA_API_METRICS_PER_DAY: UNLIMITED,
    SEED_DEMO: 'false',
    ...env,
  })
  let app: FastifyInstance | undefined
  const close = async () => {
    try {
      await app?.close()
    } finally {
      await database.close().finally(removeDir)
    }
  }
  try {
    app = await buildApp(config, { db: database.db, codes: database.codes, logger: false })
    const origin = await listen(app)
    return { app, origin, database, config, platformToken, close }
  } catch (error) {
    await close()
    throw error
  }
}
