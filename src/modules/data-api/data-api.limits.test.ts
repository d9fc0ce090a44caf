import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { describe, test } from 'node:test'
import type { LightMyRequestResponse } from 'fastify'
import { buildTestApp, call } from '../../../test/helpers/app.ts'
import { createApiKey, dataCall, mountDataApiProbe, PROBE } from '../../../test/helpers/data-api.ts'
import { provisionTenant } from '../../../test/helpers/factories.ts'
import { RedisRateLimitStore } from '../../platform/rate-limit/redis-store.ts'

const SECOND = 1000
const MINUTE = 60 * SECOND

function assertHeaders(res: LightMyRequestResponse, limit: number, remaining: number, label = '') {
  assert.equal(res.headers['x-ratelimit-limit'], String(limit), `${label} X-RateLimit-Limit (${res.statusCode} ${res.body})`)
  assert.equal(res.headers['x-ratelimit-remaining'], String(remaining), `${label} X-RateLimit-Remaining`)
}

function assertRefused(res: LightMyRequestResponse, limit: number, retryAfter: number, label = '') {
  assert.equal(res.statusCode, 429, `${label} ${res.body}`)
  assert.deepEqual(Object.keys(res.json().detail).sort(), ['code', 'message'])
  assert.equal(res.json().detail.code, 'rate_limited')
  assertHeaders(res, limit, 0, label)
  assert.equal(res.headers['retry-after'], String(retryAfter), `${label} Retry-After`)
}

/** Every request below reaches the guard and the limiter; an unknown table is simply 404 afterwards. */
const hit = (app: Parameters<typeof dataCall>[0], key: string, path = '/no-such-table') => dataCall(app, key, path)

describe('Data API limits per key', () => {
  test('per minute (sliding): the 6th request within 60 s is 429 with Retry-After; the headers count down', async (t) => {
    let clock = Date.UTC(2026, 2, 10, 3, 0, 0)
    const { app } = await buildTestApp(t, {
      env: { DATA_API_TABLES_PER_MINUTE: '5', DATA_API_TABLES_PER_DAY: '1000' },
      deps: { now: () => clock },
    })
    const tenant = await provisionTenant(app)
    const key = await createApiKey(app, tenant.admin.token)
    const start = clock
    for (let i = 1; i <= 5; i++) {
      clock = start + i * SECOND
      const res = await hit(app, key)
      assert.equal(res.statusCode, 404)
      assertHeaders(res, 5, 5 - i, `request ${i}`)
    }
    clock = start + 10 * SECOND
    const refused = await hit(app, key)
    assertRefused(refused, 5, 51, 'the 6th, 9 s after the first')
    assert.match(refused.json().detail.message, /5 requests per minute/)
    clock = start + MINUTE + SECOND
    assert.equal((await hit(app, key)).statusCode, 404, 'the first request has left the window')
    assertRefused(await hit(app, key), 5, 1, 'the second has not')

    // Another key of the same company has a budget of its own.
    const second = await createApiKey(app, tenant.admin.token, 'Second')
    const fresh = await hit(app, second)
    assert.equal(fresh.statusCode, 404)
    assertHeaders(fresh, 5, 4)
  })

  test('per day in Vietnam time: refused until 17:00 UTC, then a new day; Retry-After counts to that midnight', async (t) => {
    // 16:58 UTC is 23:58 in Vietnam.
    let clock = Date.UTC(2026, 2, 10, 16, 58, 0)
    const { app } = await buildTestApp(t, {
      env: { DATA_API_TABLES_PER_MINUTE: '100', DATA_API_TABLES_PER_DAY: '3' },
      deps: { now: () => clock },
    })
    const tenant = await provisionTenant(app)
    const key = await createApiKey(app, tenant.admin.token)
    for (let i = 1; i <= 3; i++) {
      const res = await hit(app, key)
      assert.equal(res.statusCode, 404)
      assertHeaders(res, 3, 3 - i, `request ${i}: the day is the tighter quota`)
    }
    const refused = await hit(app, key)
    assertRefused(refused, 3, 120, 'at 23:58 Vietnam time')
    assert.match(refused.json().detail.message, /per day/)
    clock = Date.UTC(2026, 2, 10, 16, 59, 59, 500)
    assertRefused(await hit(app, key), 3, 1, 'half a second before midnight')
    clock = Date.UTC(2026, 2, 10, 17, 0, 0)
    const nextDay = await hit(app, key)
    assert.equal(nextDay.statusCode, 404, nextDay.body)
    assertHeaders(nextDay, 3, 2, 'a new Vietnamese day')
  })

  test('a UTC midnight is not a reset: 23:59 and 00:01 UTC are the same Vietnamese day', async (t) => {
    let clock = Date.UTC(2026, 2, 10, 23, 59, 0)
    const { app } = await buildTestApp(t, {
      env: { DATA_API_TABLES_PER_MINUTE: '100', DATA_API_TABLES_PER_DAY: '2' },
      deps: { now: () => clock },
    })
    const tenant = await provisionTenant(app)
    const key = await createApiKey(app, tenant.admin.token)
    assert.equal((await hit(app, key)).statusCode, 404)
    assert.equal((await hit(app, key)).statusCode, 404)
    clock = Date.UTC(2026, 2, 11, 0, 1, 0)
    // 07:01 in Vietnam; the next Vietnamese midnight is 17:00 UTC, 16 h 59 min away.
    assertRefused(await hit(app, key), 2, 16 * 3600 + 59 * 60)
  })

  test('the headers give the tighter quota: the minute while it has less room, then the day', async (t) => {
    let clock = Date.UTC(2026, 2, 10, 5, 0, 0)
    const { app } = await buildTestApp(t, {
      env: { DATA_API_TABLES_PER_MINUTE: '3', DATA_API_TABLES_PER_DAY: '5' },
      deps: { now: () => clock },
    })
    const tenant = await provisionTenant(app)
    const key = await createApiKey(app, tenant.admin.token)
    assertHeaders(await hit(app, key), 3, 2)
    assertHeaders(await hit(app, key), 3, 1)
    assertHeaders(await hit(app, key), 3, 0)
    assertRefused(await hit(app, key), 3, 60, 'the minute is spent')
    clock += MINUTE
    assertHeaders(await hit(app, key), 5, 1, 'the minute has 2 left, the day 1: the day is tighter')
    assertHeaders(await hit(app, key), 5, 0)
    assertRefused(await hit(app, key), 5, Math.ceil((Date.UTC(2026, 2, 10, 17) - clock) / 1000), 'the day is spent')
  })

  test('metrics have their own quota, apart from tables', async (t) => {
    let clock = Date.UTC(2026, 2, 10, 5, 0, 0)
    const { app } = await buildTestApp(t, {
      deps: { now: () => clock },
      extend: (a) =>
        mountDataApiProbe(a, {
          now: () => clock,
          limits: { tablesPerMinute: 4, tablesPerDay: 100, metricsPerMinute: 2, metricsPerDay: 3 },
        }),
    })
    const tenant = await provisionTenant(app)
    const key = await createApiKey(app, tenant.admin.token)
    const metrics = () => dataCall(app, key, `${PROBE}/metrics`)
    const tables = () => dataCall(app, key, `${PROBE}/caller`)
    let res = await metrics()
    assert.equal(res.statusCode, 200, res.body)
    assertHeaders(res, 2, 1)
    assertHeaders(await metrics(), 2, 0)
    assertRefused(await metrics(), 2, 60, 'the 3rd metrics request in a minute')
    res = await tables()
    assert.equal(res.statusCode, 200, 'tables are unaffected')
    assertHeaders(res, 4, 3)
    clock += MINUTE
    assertHeaders(await metrics(), 3, 0, 'the day now has the least room')
    assertRefused(await metrics(), 3, Math.ceil((Date.UTC(2026, 2, 10, 17) - clock) / 1000), 'the daily metrics quota')
    assertHeaders(await tables(), 4, 3)

    // The other way round, on a key of its own: tables spent → metrics whole.
    const second = await createApiKey(app, tenant.admin.token, 'Second')
    for (let i = 1; i <= 4; i++) {
      res = await dataCall(app, second, `${PROBE}/caller`)
      assert.equal(res.statusCode, 200, res.body)
      assertHeaders(res, 4, 4 - i, `table request ${i}`)
    }
    assertRefused(await dataCall(app, second, `${PROBE}/caller`), 4, 60, 'the 5th table request in a minute')
    res = await dataCall(app, second, `${PROBE}/metrics`)
    assert.equal(res.statusCode, 200, 'metrics are unaffected')
    assertHeaders(res, 2, 1, 'the first metrics request after the tables quota')
    assertHeaders(await dataCall(app, second, `${PROBE}/metrics`), 2, 0)
    assertRefused(await dataCall(app, second, `${PROBE}/metrics`), 2, 60, 'metrics count their own requests only')
  })

  test('two instances on one Redis share a key’s minute and day counts', { skip: !process.env.REDIS_URL }, async (t) => {
    const redisUrl = process.env.REDIS_URL!
    const prefix = `data-limits-test-${randomBytes(6).toString('hex')}:`
    let clock = Date.UTC(2026, 2, 10, 16, 57, 0)
    const now = () => clock
    const env = { REDIS_URL: redisUrl, DATA_API_TABLES_PER_MINUTE: '4', DATA_API_TABLES_PER_DAY: '6' }
    const first = await buildTestApp(undefined, { env, deps: { now, rateLimitStore: new RedisRateLimitStore(redisUrl, prefix) } })
    const second = await buildTestApp(undefined, {
      env,
      database: first.database,
      deps: { now, rateLimitStore: new RedisRateLimitStore(redisUrl, prefix) },
    })
    t.after(async () => {
      await second.close()
      await first.close()
    })
    const tenant = await provisionTenant(first.app)
    const key = await createApiKey(first.app, tenant.admin.token)
    assertHeaders(await hit(first.app, key), 4, 3)
    assertHeaders(await hit(second.app, key), 4, 2)
    assertHeaders(await hit(first.app, key), 4, 1)
    assertHeaders(await hit(second.app, key), 4, 0)
    assertRefused(await hit(first.app, key), 4, 60, 'the minute is shared')
    clock += MINUTE
    // 16:58 UTC: the minute has passed; the day (6) now has less room than the minute.
    assertHeaders(await hit(first.app, key), 6, 1)
    assertHeaders(await hit(second.app, key), 6, 0)
    assertRefused(await hit(first.app, key), 6, 120, 'the day is shared')
    clock = Date.UTC(2026, 2, 10, 17, 0, 0)
    assertHeaders(await hit(second.app, key), 4, 3, 'a new Vietnamese day on either instance')
  })

  test('the default quotas are those of the specification', async (t) => {
    const { app, config } = await buildTestApp(t)
    assert.deepEqual(config.dataApiLimits, { tablesPerMinute: 120, tablesPerDay: 5000, metricsPerMinute: 20, metricsPerDay: 500 })
    const tenant = await provisionTenant(app)
    const key = await createApiKey(app, tenant.admin.token)
    assertHeaders(await hit(app, key), 120, 119)
  })

  test('core rate limits do not count Data API requests, nor do Data API limits count core ones', async (t) => {
    // One clock for both limiters (they share the app's store), so each direction starts from fresh windows.
    let clock = Date.UTC(2026, 2, 10, 5, 0, 0)
    const { app } = await buildTestApp(t, {
      env: { RATE_LIMIT_DEFAULT: '2', DATA_API_TABLES_PER_MINUTE: '3', DATA_API_TABLES_PER_DAY: '1000' },
      deps: { now: () => clock },
    })
    const tenant = await provisionTenant(app)
    // The key is created by the same admin whose access token is counted below (the creation is a sensitive route).
    const key = await createApiKey(app, tenant.admin.token)
    const me = () => call(app, 'GET', '/api/v1/auth/me', { token: tenant.admin.token })

    // Data API exhausted → the core per-token limit is untouched.
    for (let i = 1; i <= 3; i++) {
      const res = await hit(app, key)
      assert.equal(res.statusCode, 404)
      assertHeaders(res, 3, 3 - i, `Data API request ${i}`)
    }
    assertRefused(await hit(app, key), 3, 60, 'the Data API minute is spent')
    const core = await me()
    assert.equal(core.statusCode, 200, core.body)
    assert.equal(core.headers['x-ratelimit-limit'], '2')
    assert.equal(core.headers['x-ratelimit-remaining'], '1', 'only this core request was counted')
    const secondCore = await me()
    assert.equal(secondCore.statusCode, 200, 'the whole core budget is there')
    assert.equal(secondCore.headers['x-ratelimit-remaining'], '0')

    // A minute later both windows are empty: now the core limit is exhausted first.
    clock += MINUTE + SECOND
    for (let i = 1; i <= 2; i++) {
      const res = await me()
      assert.equal(res.statusCode, 200, res.body)
      assert.equal(res.headers['x-ratelimit-remaining'], String(2 - i))
    }
    const refusedCore = await me()
    assert.equal(refusedCore.statusCode, 429, refusedCore.body)
    assert.equal(refusedCore.headers['x-ratelimit-limit'], '2')
    assert.equal(refusedCore.headers['x-ratelimit-remaining'], '0')
    // Core exhausted → the Data API quota of the key is untouched.
    for (let i = 1; i <= 3; i++) {
      const res = await hit(app, key)
      assert.equal(res.statusCode, 404, `Data API request ${i} after the core limit: ${res.body}`)
      assertHeaders(res, 3, 3 - i, `Data API request ${i} after the core limit`)
    }
    assertRefused(await hit(app, key), 3, 60, 'the Data API counts only its own requests')
    assert.equal((await me()).statusCode, 429, 'the core limit still refuses')
  })
})
