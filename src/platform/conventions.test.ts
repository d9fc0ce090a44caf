import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../test/helpers/app.ts'
import { provisionTenant, type TestTenant } from '../../test/helpers/factories.ts'
import { crossingsOf, loadSourceProgram, rowTypesInPorts } from '../../test/helpers/module-boundaries.ts'
import { ROLES } from './auth/roles.ts'

/** What an error response's schema holds in the OpenAPI document: a reference, or the Data API's body inline. */
interface ErrorSchema {
  $ref?: string
  properties?: { detail?: { properties?: Record<string, { type?: string }> } }
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

describe('conventions shared by every route', () => {
  let ctx: TestApp
  let tenant: TestTenant

  before(async () => {
    ctx = await buildTestApp(undefined, {
      extend: (app) => {
        app.get('/api/v1/test/explode', { config: { access: 'public' } }, async () => {
          throw new Error('secret connection string postgres://user:pw@db')
        })
      },
    })
    tenant = await provisionTenant(ctx.app)
  })
  after(() => ctx.close())

  test('every response carries an X-Request-Id, echoing a well-formed one the client sent', async () => {
    const generated = await call(ctx.app, 'GET', '/healthz')
    assert.match(String(generated.headers['x-request-id']), /^[0-9a-f-]{36}$/)
    const echoed = await call(ctx.app, 'GET', '/healthz', { headers: { 'x-request-id': 'trace-abc.123' } })
    assert.equal(echoed.headers['x-request-id'], 'trace-abc.123')
    const hostile = await call(ctx.app, 'GET', '/healthz', { headers: { 'x-request-id': 'bad id with spaces' } })
    assert.notEqual(hostile.headers['x-request-id'], 'bad id with spaces')
  })

  test('an unknown route answers 404 with a detail, without asking for a token', async () => {
    const res = await call(ctx.app, 'GET', '/api/v1/no-such-thing')
    assert.equal(res.statusCode, 404)
    assert.equal(typeof res.json().detail, 'string')
  })

  test('a body over the limit answers 413', async () => {
    const res = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { email: 'a@b.example', password: 'x'.repeat(2 * 1024 * 1024) },
    })
    assert.equal(res.statusCode, 413)
    assert.equal(typeof res.json().detail, 'string')
  })

  test('a 500 says nothing about its cause', async () => {
    const res = await call(ctx.app, 'GET', '/api/v1/test/explode')
    assert.equal(res.statusCode, 500)
    assert.deepEqual(res.json(), { detail: 'Internal Server Error' })
    assert.doesNotMatch(res.body, /postgres|stack|at /)
  })

  test('a malformed id in a path answers 422 naming the parameter', async () => {
    const res = await call(ctx.app, 'GET', '/api/v1/users/42', { token: tenant.admin.token })
    assert.equal(res.statusCode, 422)
    assert.deepEqual(res.json().detail[0].loc, ['path', 'id'])
  })

  test('timestamps go out as YYYY-MM-DDTHH:mm:ss.sssZ', async () => {
    const res = await call(ctx.app, 'GET', '/api/v1/users', { token: tenant.admin.token })
    const [user] = res.json().items
    assert.match(user.created_at, TIMESTAMP)
    assert.match(user.updated_at, TIMESTAMP)
  })

  test('zone-less, offset and epoch timestamps in a query are 422: instants end in Z', async () => {
    for (const from of ['2026-01-01T10:00:00', '2026-01-01T10:00:00+07:00', '1767225600', '2026-13-01T00:00:00Z']) {
      const res = await call(ctx.app, 'GET', '/api/v1/audit-logs', { token: tenant.admin.token, query: { from } })
      assert.equal(res.statusCode, 422, from)
      assert.deepEqual(res.json().detail[0].loc, ['query', 'from'])
    }
    const ok = await call(ctx.app, 'GET', '/api/v1/audit-logs', {
      token: tenant.admin.token,
      query: { from: '2026-01-01T03:00:00Z' },
    })
    assert.equal(ok.statusCode, 200)
  })

  test('health: /healthz is up and /readyz reaches the database', async () => {
    assert.deepEqual((await call(ctx.app, 'GET', '/healthz')).json(), { status: 'ok' })
    const ready = await call(ctx.app, 'GET', '/readyz')
    assert.equal(ready.statusCode, 200)
    assert.deepEqual(ready.json(), { status: 'ready' })
  })

  describe('OpenAPI', () => {
    test('is OpenAPI 3.1 and documents every route with its responses', async () => {
      const res = await call(ctx.app, 'GET', '/api/v1/openapi.json')
      assert.equal(res.statusCode, 200)
      const doc = res.json()
      assert.equal(doc.openapi, '3.1.0')
      const documented = new Set<string>()
      for (const [path, operations] of Object.entries<Record<string, { responses: Record<string, unknown> }>>(doc.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          documented.add(`${method.toUpperCase()} ${path}`)
          assert.ok(Object.keys(operation.responses).length > 0, `${method} ${path} declares responses`)
        }
      }
      const routes = ctx.app.routeTable.filter((r) => !r.hidden && !r.url.startsWith('/docs') && !r.url.includes('/test/'))
      assert.ok(routes.length >= 12)
      for (const route of routes) {
        const path = route.url.replace(/:(\w+)/g, '{$1}')
        assert.ok(documented.has(`${route.method} ${path}`), `${route.method} ${path} is documented`)
      }
    })

    test('a guarded route declares its error responses and the 422 shape', async () => {
      const doc = (await call(ctx.app, 'GET', '/api/v1/openapi.json')).json()
      const patch = doc.paths['/api/v1/users/{id}'].patch
      for (const status of ['200', '401', '403', '404', '412', '422']) assert.ok(patch.responses[status], status)
      assert.ok(doc.components.schemas.ValidationError)
    })

    test('401, 403 and 429 follow from who may call a route and whether it is limited, each with its body', async () => {
      const doc = (await call(ctx.app, 'GET', '/api/v1/openapi.json')).json()
      const routes = ctx.app.routeTable.filter((r) => !r.hidden && !r.url.startsWith('/docs') && !r.url.includes('/test/'))
      const counts = { 401: 0, 403: 0, 429: 0 }
      for (const route of routes) {
        const path = route.url.replace(/:(\w+)/g, '{$1}')
        const label = `${route.method} ${path}`
        const responses: Record<string, { content?: Record<string, { schema?: ErrorSchema }> }> =
          doc.paths[path][route.method.toLowerCase()].responses
        const { access } = route
        // The Data API answers `{detail: {code, message}}`; everything else the core `{detail}`.
        const dataApi = access === 'api-key'
        const documents = (status: 401 | 403 | 429) => {
          assert.ok(responses[status], `${label} documents ${status}`)
          const schema = responses[status].content?.['application/json']?.schema
          if (dataApi) {
            assert.deepEqual(schema, { $ref: '#/components/schemas/DataApiError' }, `${label} ${status} has the Data API body`)
          } else {
            assert.deepEqual(schema, { $ref: '#/components/schemas/Error' }, `${label} ${status} has the Error body`)
          }
          counts[status]++
        }
        if (access !== 'public') documents(401)
        if (Array.isArray(access) && ROLES.some((role) => !access.includes(role))) documents(403)
        // The core limiter counts every route but those with `rateLimit: false`; the Data API's
        // routes are counted by its per-key quotas instead.
        if (dataApi || route.rateLimit !== false) documents(429)
        else assert.equal(responses['429'], undefined, `${label} is not limited, so it does not document 429`)
      }
      assert.ok(counts[401] >= 50 && counts[403] >= 40 && counts[429] >= 80, JSON.stringify(counts))
    })

    test('the interactive reference is served at /docs', async () => {
      const res = await call(ctx.app, 'GET', '/docs/')
      assert.equal(res.statusCode, 200)
      assert.match(String(res.headers['content-type']), /text\/html/)
    })
  })
})

describe('conventions shared by every module', () => {
  const src = path.resolve(import.meta.dirname, '..')
  const modules = path.join(src, 'modules')
  const servicesFile = path.join(src, 'services.ts')
  /** `src/modules/<module>/<file>` of every route plugin and module plugin. */
  const plugins = readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) => readdirSync(path.join(modules, dir.name)).map((file) => `src/modules/${dir.name}/${file}`))
    .filter((file) => /\.(routes|public-routes|plugin)\.ts$/.test(file))
    .sort()

  /** What a file imports (static, type-only and dynamic), resolved to absolute paths where relative. */
  function importsOf(file: string): string[] {
    const source = readFileSync(path.join(src, '..', file), 'utf8')
    return [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g)].map(([, specifier]) =>
      specifier!.startsWith('.') ? path.resolve(path.join(src, '..', path.dirname(file)), specifier!) : specifier!,
    )
  }

  test('a route plugin receives its own services by name, never the whole services object (src/services.ts)', () => {
    assert.ok(plugins.length >= 20, plugins.join(', '))
    for (const file of plugins) {
      assert.ok(!importsOf(file).includes(servicesFile), `${file} imports services.ts: take the services it uses as plugin options instead`)
    }
  })

  /** `<module>/<file>` of every source file under src/modules, tests left out. */
  const sources = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((file) => /(?<!\.test)\.tsx?$/.test(file))
  const sourceOf = (file: string) => readFileSync(path.join(modules, file), 'utf8')

  test('If-Unmodified-Since is checked through rowToChange or changeLockedRow (platform/concurrency.ts), not by hand', () => {
    assert.ok(sources.length >= 100, sources.join(', '))
    const byHand = sources.filter((file) => /assertUnmodifiedSince\(|new PreconditionFailed\(/.test(sourceOf(file)))
    // Evaluations answer who may change one (403) before whether the client's copy is current (412).
    assert.deepEqual(byHand, ['evaluations/evaluations.service.ts'])
  })

  test('the live rows of a table come from one base query: the deleted or removed condition is written once a table', () => {
    const liveCondition = /is_deleted['"],\s*['"]=['"],\s*false|status['"],\s*['"]<>['"],\s*['"]removed['"]/g
    const written = Object.fromEntries(
      sources
        // The read model states its own conditions in SQL, over every table it reports on.
        .filter((file) => !file.startsWith('data-api/') && !file.startsWith('metrics/'))
        .map((file) => [file, sourceOf(file).match(liveCondition)?.length ?? 0] as const)
        .filter(([, count]) => count > 0),
    )
    // Applications and candidates, read from several modules, have theirs in src/db/live-rows.ts.
    assert.deepEqual(written, {
      // livePages, and the lookup by subdomain, which crosses tenants and so cannot start from it
      'career-pages/career-pages.repository.ts': 2,
      'emails/email-templates.repository.ts': 1,
      'jobs/jobs.repository.ts': 1,
      'pipelines/pipelines.repository.ts': 1,
      'webhooks/webhooks.repository.ts': 1,
    })
  })

  describe('a module hands others its own types, never its rows', () => {
    // One compilation of src/ serves both checks (it takes some seconds).
    const program = loadSourceProgram()

    test('a port (`<module>.port.ts`) imports no table file and exports no row type', () => {
      const ports = rowTypesInPorts(program)
      assert.ok(ports.size >= 10, [...ports.keys()].join(', '))
      for (const [port, problems] of ports) assert.deepEqual(problems, [], `${port} hands out row types`)
    })

    test('what a module takes from another (members, fields, values) carries no row type', () => {
      const crossings = crossingsOf(program)
      assert.ok(crossings.size >= 100, `only ${crossings.size} crossings found: is the program empty?`)
      const carrying = [...crossings.entries()]
        .filter(([, crossing]) => crossing.rowTypes.size > 0)
        .map(([key, c]) => `${key} (${[...c.rowTypes].join('; ')}), read in ${[...c.readers].join(', ')}`)
      assert.deepEqual(carrying, [], 'give these a type of the owning module, declared in its port, and map rows to it')
    })
  })
})
