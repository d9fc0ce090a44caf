import closeWithGrace from 'close-with-grace'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { connectEmbedded, connectPostgres, type DatabaseHandle } from './db/database.ts'
import { migrateToLatest } from './db/migrate.ts'
import { careersHomeUrl } from './modules/careers-site/site-urls.ts'
import { ensureDemoTenant } from './modules/demo-data/demo-tenant.ts'
import path from 'node:path'

async function main() {
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

  const database: DatabaseHandle = config.databaseUrl
    ? connectPostgres({ url: config.databaseUrl, statementTimeoutMs: config.statementTimeoutMs })
    : await connectEmbedded({ dataDir: path.join(config.dataDir, 'pgdata') })
  await migrateToLatest(database.db)

  const app = await buildApp(config, { db: database.db })
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

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
