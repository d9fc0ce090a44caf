import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp } from '../../../src/app.ts'
import { loadConfig } from '../../../src/config.ts'
import { connectEmbedded } from '../../../src/db/database.ts'
import { migrateToLatest } from '../../../src/db/migrate.ts'

/**
 * The OpenAPI document of the app as this checkout builds it: the app on a throwaway embedded
 * database, never listening. The settings are fixed, so that the document does not change with
 * the environment it is generated in.
 */
export async function appDocument(): Promise<object> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sdk-codegen-'))
  const database = await connectEmbedded()
  try {
    await migrateToLatest(database.db)
    const config = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      JWT_SECRET: 'only-used-to-build-the-openapi-document',
      SEED_DEMO: 'false',
    })
    const app = await buildApp(config, { db: database.db, logger: false })
    try {
      await app.ready()
      return app.swagger()
    } finally {
      await app.close()
    }
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
