import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestContext } from 'node:test'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { buildApp, type AppDeps } from '../../src/app.ts'
import { loadConfig, type Config } from '../../src/config.ts'
import { createTestDatabase, type TestDatabaseHandle } from './database.ts'

export const PLATFORM_TOKEN = 'platform-token-for-tests'

export interface TestApp {
  app: FastifyInstance
  config: Config
  database: TestDatabaseHandle
  close(): Promise<void>
}

/** Environment for tests: generous rate limits unless a test is about them. */
export function testEnv(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    NODE_ENV: 'test',
    JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256',
    PLATFORM_ADMIN_TOKEN: PLATFORM_TOKEN,
    RATE_LIMIT_DEFAULT: '100000',
    RATE_LIMIT_SENSITIVE: '100000',
    RATE_LIMIT_AUTH: '100000',
    RATE_LIMIT_PUBLIC: '100000',
    SEED_DEMO: 'false',
    ...overrides,
  }
}

export interface BuildOptions {
  env?: Record<string, string | undefined>
  deps?: Partial<AppDeps>
  /** Share a database between several apps (two instances behind one load balancer). */
  database?: TestDatabaseHandle
  /** Adds test-only routes before the app is sealed (to provoke errors the real routes never throw). */
  extend?: (app: FastifyInstance) => void
}

/**
 * A whole app on a fresh database of its own. Given a test context it is closed when that test
 * ends; a suite calls `close` from its own `after` hook.
 */
export async function buildTestApp(t?: Pick<TestContext, 'after'>, options: BuildOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rs-test-'))
  const config = loadConfig(testEnv({ DATA_DIR: dataDir, ...options.env }))
  const database = options.database ?? (await createTestDatabase())
  const app = await buildApp(config, { db: database.db, codes: database.codes, logger: false, ...options.deps })
  options.extend?.(app)
  await app.ready()
  const close = async () => {
    await app.close()
    if (!options.database) await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  t?.after(close)
  return { app, config, database, close }
}

export interface CallOptions {
  token?: string
  body?: unknown
  headers?: Record<string, string>
  query?: Record<string, string | number | boolean>
}

/** One HTTP call through the whole stack (routing, hooks, validation, serialization). */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  { token, body, headers = {}, query }: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    query: query ? Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) : undefined,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
  })
}
