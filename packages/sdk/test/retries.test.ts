import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createApiKey } from '../../../test/helpers/data-api.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { ApiError, createDataApiClient, createRecruitingClient, DataApiRequestError, unwrap, type RetryNotice } from '../src/index.ts'
import { startLiveApp, type LiveApp } from './live-app.ts'

/**
 * Rate limits and unavailability, waited out: the app's limits are low, and the client's waits
 * move the app's clock on (a 60-second wait takes no time), so that a retry is let through
 * exactly when the service said it would be.
 */

let live: LiveApp
let tenant: TestTenant

before(async () => {
  live = await startLiveApp({
    // 10:00 in Vietnam: a minute's wait stays within the Data API's quota day.
    startAt: '2026-03-10T03:00:00.000Z',
    env: { RATE_LIMIT_DEFAULT: '3', DATA_API_TABLES_PER_MINUTE: '2', DATA_API_TABLES_PER_DAY: '4' },
  })
  tenant = await provisionTenant(live.app)
})
after(() => live.close())

async function signedInClient(retry?: { maxDelayMs: number }) {
  const notices: RetryNotice[] = []
  const api = createRecruitingClient({
    baseUrl: live.baseUrl,
    sleep: live.sleep,
    onRetry: (notice) => notices.push(notice),
    ...(retry ? { retry } : {}),
  })
  // Each sign-in is a new access token, counted apart by the limiter.
  await api.login(tenant.admin.email, tenant.admin.password)
  return { api, notices }
}

describe('core API', () => {
  test('a 429 is sent again after its Retry-After, and then answered', async () => {
    const { api, notices } = await signedInClient()
    live.sleeps.length = 0
    for (let i = 0; i < 3; i++) await unwrap(api.GET('/api/v1/auth/me'))
    const me = await unwrap(api.GET('/api/v1/auth/me'))
    assert.equal(me.user.email, tenant.admin.email)
    assert.deepEqual(
      notices.map((n) => [n.status, n.attempt, n.delayMs]),
      [[429, 1, 60_000]],
    )
    assert.deepEqual(live.sleeps, [60_000])
  })

  test('a wait longer than the client allows is handed back as a typed 429', async () => {
    const { api, notices } = await signedInClient({ maxDelayMs: 30_000 })
    for (let i = 0; i < 3; i++) await unwrap(api.GET('/api/v1/auth/me'))
    const error = await unwrap(api.GET('/api/v1/auth/me')).catch((e: unknown) => e)
    assert.ok(error instanceof ApiError)
    assert.equal(error.status, 429)
    assert.equal(error.retryAfterSeconds, 60)
    assert.match(error.detail, /Rate limit exceeded: 3 requests per 60 seconds/)
    assert.ok(error.requestId)
    assert.deepEqual(notices, [])
  })

  test('a 503 is retried with a growing pause', async () => {
    let unavailable = 2
    const api = createRecruitingClient({
      baseUrl: live.baseUrl,
      sleep: live.sleep,
      fetch: async (request) => (unavailable-- > 0 ? new Response('{"detail":"down"}', { status: 503 }) : fetch(request)),
    })
    live.sleeps.length = 0
    const health = await api.GET('/readyz')
    assert.equal(health.response.status, 200)
    assert.equal(live.sleeps.length, 2)
    assert.ok(live.sleeps[0]! >= 500 && live.sleeps[0]! <= 625, String(live.sleeps[0]))
    assert.ok(live.sleeps[1]! >= 1000 && live.sleeps[1]! <= 1250, String(live.sleeps[1]))
  })

  test('the attempts are bounded: the last 503 is the answer', async () => {
    const api = createRecruitingClient({
      baseUrl: live.baseUrl,
      sleep: live.sleep,
      retry: { maxAttempts: 3 },
      fetch: async () => new Response('{"detail":"Service unavailable"}', { status: 503, headers: { 'content-type': 'application/json' } }),
    })
    const error = await unwrap(api.GET('/readyz')).catch((e: unknown) => e)
    assert.ok(error instanceof ApiError)
    assert.equal(error.status, 503)
    assert.equal(error.detail, 'Service unavailable')
  })
})

describe('Data API quotas', () => {
  test('a spent minute quota is waited out; a spent daily quota is a rate_limited error saying how long', async () => {
    const key = await createApiKey(live.app, tenant.admin.token)
    const notices: RetryNotice[] = []
    const data = createDataApiClient({
      baseUrl: live.baseUrl,
      apiKey: key,
      sleep: live.sleep,
      onRetry: (notice) => notices.push(notice),
    })
    // Two calls a minute: the third waits for the minute to turn, then the fourth is the day's last.
    for (let i = 0; i < 4; i++) await data.page('jobs', { page: 1 })
    assert.deepEqual(
      notices.map((n) => [n.status, n.delayMs]),
      [[429, 60_000]],
    )
    live.clock.advance(60_000)
    const error = await data.page('jobs', { page: 1 }).catch((e: unknown) => e)
    assert.ok(error instanceof DataApiRequestError)
    assert.equal(error.code, 'rate_limited')
    assert.match(error.detail, /Daily quota exceeded: 4 requests per day/)
    // Until midnight in Vietnam (17:00 UTC), by the app's clock.
    const left = Math.ceil((Date.parse('2026-03-10T17:00:00.000Z') - live.clock.now()) / 1000)
    assert.ok(Math.abs(error.retryAfterSeconds! - left) <= 1, `${error.retryAfterSeconds} s, ${left} s left`)
    assert.ok(error.retryAfterSeconds! > 13 * 3600)
  })
})
