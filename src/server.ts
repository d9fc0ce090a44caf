import closeWithGrace from 'close-with-grace'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import type { Database } from './db/database.ts'
import { assertSchemaCurrent, migrateToLatest } from './db/migrate.ts'
import { SchemaMismatch } from './db/migration-status.ts'
import { describeDatabase, openDatabase } from './db/open-database.ts'
import { careersHomeUrl } from './modules/careers-site/site-urls.ts'
import { ensureDemoTenant } from './modules/demo-data/demo-tenant.ts'
import { tuneGarbageCollection } from './platform/garbage-collection.ts'
import { serverLogger } from './server-logger.ts'

async function main() {
  tuneGarbageCollection()
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`)
      process.exit(2)
    }
    throw error
  }

  const database = await openDatabase(config)
  try {
    await bringSchemaUpToDate(database.db, config.migrateOnStart)
  } catch (error) {
    await database.close()
    if (error instanceof SchemaMismatch) {
      console.error(`Not starting on ${describeDatabase(config)}: ${error.message}`)
      process.exit(3)
    }
    throw error
  }

  const app = await buildApp(config, { db: database.db, codes: database.codes, dbPool: database.pool, logger: serverLogger(config) })
  app.addHook('onClose', () => database.close())

  const demo = config.seedDemo
    ? await ensureDemoTenant(app.services, config.dataDir, () =>
        console.log('First start: filling the demo tenant with 18 months of sample data (about ten seconds)…'),
      )
    : undefined

  // On SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error')
    else app.log.info({ signal }, 'shutting down')
    await app.close()
  })

  await app.listen({ port: config.port, host: config.host })
  const base = `http://${config.host}:${(app.server.address() as { port: number }).port}`
  const lines = [
    `Recruiting service on ${base}/api/v1 (${database.kind === 'embedded' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
    `API reference: ${base}/docs`,
  ]
  if (demo?.login) {
    const { login } = demo
    lines.push(
      `Demo tenant "${login.tenant}": sign in with ${login.email} / ${login.password}`,
      `  curl -s ${base}/api/v1/auth/login -H 'content-type: application/json' -d '{"email":"${login.email}","password":"${login.password}"}'`,
    )
  }
  if (demo?.careersSubdomain) {
    lines.push(`Demo career site: ${base}/careers/${demo.careersSubdomain}`)
    if (config.careersDomain) lines.push(`  and at ${careersHomeUrl(config, demo.careersSubdomain)}`)
  }
  console.log(`\n${lines.join('\n')}\n`)
}

/**
 * Migrates by default; with MIGRATE_ON_START=false (a release step migrated first), only checks,
 * so that an instance of a new release never serves a database its code does not match.
 */
async function bringSchemaUpToDate(db: Database, migrateOnStart: boolean) {
  if (!migrateOnStart) return assertSchemaCurrent(db)
  const applied = await migrateToLatest(db)
  if (applied.length > 0) {
    console.log(`Applied ${applied.length} migration${applied.length === 1 ? '' : 's'}: ${applied.join(', ')}`)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
