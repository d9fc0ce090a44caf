import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import Fastify, { type FastifyInstance } from 'fastify'
import { buildTestApp, call, testEnv, type TestApp } from '../../../test/helpers/app.ts'
import { createTestDatabase, type TestDatabaseHandle } from '../../../test/helpers/database.ts'
import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import { Unauthorized } from '../errors.ts'
import { checkCredentials } from './guard.ts'

describe('the guard refuses to register a route whose access it does not check', () => {
  let database: TestDatabaseHandle
  let dataDir: string

  before(async () => {
    database = await createTestDatabase()
    dataDir = mkdtempSync(path.join(tmpdir(), 'rs-guard-'))
  })
  after(async () => {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  /** Builds the whole app plus `extend`'s routes; `app.ready()` must fail with `message`. */
  async function assertRefused(extend: (app: FastifyInstance) => unknown, message: RegExp) {
    const app = await buildApp(loadConfig(testEnv({ DATA_DIR: dataDir })), { db: database.db, logger: false })
    try {
      extend(app)
      await assert.rejects(async () => {
        await app.ready()
      }, message)
    } finally {
      await app.close().catch(() => {})
    }
  }

  const handler = async () => ({})
  const probe = (config: Record<string, unknown>) => (app: FastifyInstance) =>
    app.register(async (scope) => {
      scope.get('/api/v1/test/probe', { config }, handler)
    })

  for (const [label, access] of [
    ['an unknown kind', 'admins'],
    ['a single role not in a list', 'admin'],
    ['an empty role list', []],
    ['an unknown role', ['admin', 'owner']],
    ['a list holding a non-string', ['admin', 42]],
    ['an object', { roles: ['admin'] }],
    ['null', null],
  ] as const) {
    test(`${label}: ${JSON.stringify(access)}`, async () => {
      await assertRefused(probe({ access }), /GET \/api\/v1\/test\/probe: config\.access .* is not one the guard checks/)
    })
  }

  test("'platform' outside the scope that checks the platform token", async () => {
    await assertRefused(
      probe({ access: 'platform' }),
      /config\.access 'platform' is only allowed inside the scope that checks platform credentials/,
    )
  })

  test("'api-key' outside the scope that checks API keys", async () => {
    await assertRefused(
      probe({ access: 'api-key' }),
      /config\.access 'api-key' is only allowed inside the scope that checks api-key credentials/,
    )
  })

  test("'api-key' inside a scope that checks the platform token, and the reverse", async () => {
    const inScope = (kind: 'platform' | 'api-key', access: string) => (app: FastifyInstance) =>
      app.register(async (scope) => {
        checkCredentials(scope, kind, async () => {})
        scope.get('/api/v1/test/probe', { config: { access: access as 'platform' } }, handler)
      })
    await assertRefused(inScope('platform', 'api-key'), /'api-key' is only allowed inside the scope that checks api-key credentials/)
    await assertRefused(inScope('api-key', 'platform'), /'platform' is only allowed inside the scope that checks platform credentials/)
  })
})

describe('a route inside the scope that checks its credentials', () => {
  let ctx: TestApp

  before(async () => {
    ctx = await buildTestApp(undefined, {
      extend: (app) => {
        app.register(
          async (scope) => {
            checkCredentials(scope, 'platform', async (request) => {
              if (request.headers['x-test-operator'] !== 'yes') throw new Unauthorized()
            })
            scope.get('/nested', { config: { access: 'platform' }, schema: { summary: 'probe' } }, async () => ({ ok: true }))
            await scope.register(async (inner) => {
              inner.get('/deeper', { config: { access: 'platform' }, schema: { summary: 'probe' } }, async () => ({ ok: true }))
            })
          },
          { prefix: '/api/v1/test/operator' },
        )
      },
    })
  })
  after(() => ctx.close())

  test('is registered, and its scope, not the token guard, decides who gets in', async () => {
    for (const url of ['/api/v1/test/operator/nested', '/api/v1/test/operator/deeper']) {
      const refused = await call(ctx.app, 'GET', url)
      assert.equal(refused.statusCode, 401, url)
      assert.equal(refused.json().detail, 'Not authenticated')
      const admitted = await call(ctx.app, 'GET', url, { headers: { 'x-test-operator': 'yes' } })
      assert.equal(admitted.statusCode, 200, url)
    }
  })

  test('a scope checks one kind of credentials only', async () => {
    const scope = Fastify()
    checkCredentials(scope, 'platform', async () => {})
    assert.throws(() => checkCredentials(scope, 'api-key', async () => {}), /already checks platform credentials/)
    await scope.close()
  })
})
