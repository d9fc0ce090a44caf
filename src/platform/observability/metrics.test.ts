import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, call, testEnv } from '../../../test/helpers/app.ts'
import { createTestDatabase } from '../../../test/helpers/database.ts'
import { eventually } from '../../../test/helpers/eventually.ts'
import { provisionTenant } from '../../../test/helpers/factories.ts'
import { parsePrometheusText, sampleValue, type MetricFamily } from '../../../test/helpers/prometheus-text.ts'
import { LOCAL_WEBHOOKS, startReceiver, subscribe } from '../../../test/helpers/webhooks.ts'
import { ConfigError, loadConfig } from '../../config.ts'
import { UNMATCHED_ROUTE } from './http-metrics.ts'

const TOKEN = 'a-metrics-token-for-the-tests'
const METRICS_ON = { METRICS_ENABLED: 'true', METRICS_TOKEN: TOKEN }

async function scrape(app: FastifyInstance): Promise<Map<string, MetricFamily>> {
  const res = await call(app, 'GET', '/metrics', { token: TOKEN })
  assert.equal(res.statusCode, 200, res.body)
  assert.match(String(res.headers['content-type']), /^text\/plain; version=0\.0\.4/)
  return parsePrometheusText(res.body)
}

describe('settings', () => {
  test('METRICS_ENABLED needs a METRICS_TOKEN, and a long one', () => {
    assert.throws(() => loadConfig(testEnv({ METRICS_ENABLED: 'true' })), ConfigError)
    assert.throws(() => loadConfig(testEnv({ METRICS_ENABLED: 'true', METRICS_TOKEN: 'short' })), /at least 16/)
    assert.deepEqual(loadConfig(testEnv(METRICS_ON)).metrics, { enabled: true, token: TOKEN })
    assert.deepEqual(loadConfig(testEnv({ METRICS_TOKEN: TOKEN })).metrics, { enabled: false })
  })
})

describe('GET /metrics', () => {
  test('is not there unless enabled (404, token or not)', async (t) => {
    const { app } = await buildTestApp(t)
    for (const token of [undefined, TOKEN]) assert.equal((await call(app, 'GET', '/metrics', { token })).statusCode, 404)
  })

  test('refuses a scrape without its token or with another (401), and is not in the OpenAPI document', async (t) => {
    const { app } = await buildTestApp(t, { env: METRICS_ON })
    for (const token of [undefined, `${TOKEN}-not`, 'Bearer']) {
      const res = await call(app, 'GET', '/metrics', { token })
      assert.equal(res.statusCode, 401, res.body)
      assert.equal(res.headers['www-authenticate'], 'Bearer')
      assert.doesNotMatch(res.body, /recruiting_/)
    }
    const document = (await call(app, 'GET', '/api/v1/openapi.json')).json() as { paths: Record<string, unknown> }
    assert.equal(document.paths['/metrics'], undefined)
  })

  describe('after some traffic', async () => {
    const database = await createTestDatabase()
    after(() => database.close())
    // Two logins a minute per address: the third from one address is refused (429).
    const ctx = await buildTestApp(undefined, {
      database,
      env: { ...METRICS_ON, ...LOCAL_WEBHOOKS, RATE_LIMIT_AUTH: '3' },
      deps: database.pool ? { dbPool: database.pool } : {},
    })
    after(() => ctx.close())
    const { app } = ctx
    // Its own address, so that provisioning below does not spend the login limit of this one.
    const loginFrom = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: ip,
        payload: { email: 'no@one.example', password: 'wrong password' },
      })

    const tenant = await provisionTenant(app)
    const jobId = randomUUID()
    for (let i = 0; i < 2; i++) assert.equal((await call(app, 'GET', '/healthz')).statusCode, 200)
    assert.equal((await call(app, 'GET', `/api/v1/jobs/${jobId}`, { token: tenant.admin.token })).statusCode, 404)
    assert.equal((await call(app, 'GET', `/no/such/page/${randomUUID()}`)).statusCode, 404)
    const logins = []
    for (let i = 0; i < 4; i++) logins.push((await loginFrom('10.20.30.40')).statusCode)
    assert.deepEqual(logins, [401, 401, 401, 429])

    // A webhook endpoint gets a ping at once; an invitation sends an e-mail (as an .eml file here).
    const receiver = await startReceiver()
    after(() => receiver.close())
    await subscribe(app, tenant.admin.token, receiver, ['candidate.created'])
    await receiver.waitFor('ping')
    const invited = await call(app, 'POST', '/api/v1/users/invitations', {
      token: tenant.admin.token,
      body: { email: `new-${randomUUID().slice(0, 8)}@example.com`, full_name: 'New Member', role: 'recruiter' },
    })
    assert.equal(invited.statusCode, 201, invited.body)

    // Work no worker here takes: one task due for a minute, and one that ran out of attempts.
    const stuck = { tenant_id: tenant.id, kind: 'test.nobody-runs-this', payload: '{}', max_attempts: 1 }
    await database.unguarded
      .insertInto('background_tasks')
      .values([
        { ...stuck, run_at: new Date(Date.now() - 60_000) },
        { ...stuck, status: 'dead' },
      ])
      .execute()

    const families = await eventually(
      () => scrape(app),
      (f) =>
        sampleValue(f, 'recruiting_email_send_attempts_total', { outcome: 'sent' }) === 1 &&
        sampleValue(f, 'recruiting_webhook_delivery_attempts_total', { outcome: 'succeeded' }) === 1,
      'the ping delivered and the invitation sent, as the counters say',
    )

    test('the exposition parses, and every family has its HELP and TYPE', () => {
      assert.ok(families.size > 20, `${families.size} families`)
      for (const family of families.values()) assert.ok(family.help, `${family.name} has a HELP line`)
    })

    test('requests are counted and timed by route pattern, method and status', () => {
      const count = (route: string, status: number, method = 'GET') =>
        sampleValue(families, 'recruiting_http_requests_total', { method, route, status_code: String(status) })
      assert.equal(count('/healthz', 200), 2)
      assert.equal(count('/api/v1/jobs/:id', 404), 1, 'a route that answers 404 keeps its pattern')
      assert.equal(count(UNMATCHED_ROUTE, 404), 1, 'a URL no route matches is one series, whatever the URL')
      assert.equal(count('/api/v1/auth/login', 401, 'POST'), 3)
      assert.equal(count('/api/v1/auth/login', 429, 'POST'), 1)
      const histogram = families.get('recruiting_http_request_duration_seconds')!
      assert.equal(histogram.type, 'histogram')
      const healthz = { method: 'GET', route: '/healthz', status_code: '200' }
      assert.equal(sampleValue(families, 'recruiting_http_request_duration_seconds_count', healthz), 2)
      assert.equal(sampleValue(families, 'recruiting_http_request_duration_seconds_bucket', { ...healthz, le: '+Inf' }), 2)
      const routes = new Set(families.get('recruiting_http_requests_total')!.samples.map((s) => s.labels.route))
      for (const route of routes) assert.doesNotMatch(route!, /[0-9a-f]{8}-[0-9a-f]{4}-/, 'no id in a route label')
    })

    test('rate-limit refusals are counted by the limit that refused', () => {
      assert.equal(sampleValue(families, 'recruiting_rate_limit_rejections_total', { limit: 'auth' }), 1)
    })

    test('the background queue: tasks by type and state, and how long the oldest due one has waited', () => {
      const tasks = (status: string) => sampleValue(families, 'recruiting_background_tasks', { kind: 'test.nobody-runs-this', status })
      assert.equal(tasks('queued'), 1)
      assert.equal(tasks('dead'), 1)
      assert.equal(tasks('running'), 0)
      const age = sampleValue(families, 'recruiting_background_task_oldest_due_age_seconds', { kind: 'test.nobody-runs-this' })!
      assert.ok(age >= 59 && age < 600, `waited ${age} s`)
    })

    test('webhook and e-mail outcomes are counted', () => {
      assert.equal(families.get('recruiting_webhook_delivery_attempts_total')?.type, 'counter')
      assert.equal(families.get('recruiting_email_send_attempts_total')?.type, 'counter')
      assert.equal(sampleValue(families, 'recruiting_webhook_delivery_attempts_total', { outcome: 'failed' }), undefined)
    })

    test('the database pool on PostgreSQL (the embedded database has none)', () => {
      const open = sampleValue(families, 'recruiting_db_pool_connections')
      if (!database.pool) return assert.equal(open, undefined)
      assert.ok(open !== undefined && open >= 1, `${open} connections`)
      assert.ok(sampleValue(families, 'recruiting_db_pool_idle_connections')! <= open)
      assert.equal(sampleValue(families, 'recruiting_db_pool_waiting_queries'), 0)
    })

    test('process metrics', () => {
      for (const name of [
        'process_cpu_user_seconds_total',
        'process_resident_memory_bytes',
        'nodejs_eventloop_lag_seconds',
        'nodejs_heap_size_used_bytes',
      ]) {
        assert.ok(families.has(name), name)
      }
    })

    test('each app counts its own: a second app in the process starts from nothing', async (t) => {
      const other = await buildTestApp(t, { database, env: METRICS_ON })
      const mine = await scrape(other.app)
      assert.equal(sampleValue(mine, 'recruiting_http_requests_total', { method: 'GET', route: '/healthz', status_code: '200' }), undefined)
      assert.equal(sampleValue(families, 'recruiting_http_requests_total', { method: 'GET', route: '/healthz', status_code: '200' }), 2)
    })
  })
})
