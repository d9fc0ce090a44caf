import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { provisionTenant, signIn } from '../../../test/helpers/factories.ts'
import { RedisRateLimitStore } from './redis-store.ts'

const MINUTE = 60_000

/** A sign-in that fails: it still spends one request of the auth budget. */
function wrongLogin(app: FastifyInstance, ip: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: ip,
    headers,
    payload: { email: 'nobody@limits.example', password: 'not the password' },
  })
}

/** Also an auth-category route, and cheaper than a password check, for tests that need many requests. */
function refreshAttempt(app: FastifyInstance, ip: string) {
  return app.inject({ method: 'POST', url: '/api/v1/auth/refresh', remoteAddress: ip, payload: { refresh_token: 'rt_unknown' } })
}

function assertRefused(res: LightMyRequestResponse, limit: number, label = '') {
  assert.equal(res.statusCode, 429, `${label} ${res.body}`)
  assert.equal(res.headers['x-ratelimit-limit'], String(limit))
  assert.equal(res.headers['x-ratelimit-remaining'], '0')
  assert.match(String(res.headers['retry-after']), /^[1-9]\d*$/)
}

function assertAllowed(res: LightMyRequestResponse, label = '') {
  assert.notEqual(res.statusCode, 429, `${label} ${res.body}`)
}

describe('rate limits', () => {
  describe('per client IP on auth routes (RATE_LIMIT_AUTH=10)', () => {
    let ctx: TestApp

    before(async () => {
      ctx = await buildTestApp(undefined, { env: { RATE_LIMIT_AUTH: '10' } })
    })
    after(() => ctx.close())

    test('the 11th login within a minute answers 429 with Retry-After, X-RateLimit-* and the limit in detail', async () => {
      for (let i = 1; i <= 10; i++) {
        const res = await wrongLogin(ctx.app, '10.1.0.1')
        assert.equal(res.statusCode, 401, 'a refused password is answered, and still counted')
        assert.equal(res.headers['x-ratelimit-limit'], '10')
        assert.equal(res.headers['x-ratelimit-remaining'], String(10 - i))
      }
      const refused = await wrongLogin(ctx.app, '10.1.0.1')
      assertRefused(refused, 10)
      const retryAfter = Number(refused.headers['retry-after'])
      assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`)
      assert.match(refused.json().detail, /10 requests per 60 seconds/)
    })

    test('another IP is not affected', async () => {
      for (let i = 0; i < 11; i++) await wrongLogin(ctx.app, '10.1.0.2')
      assertRefused(await wrongLogin(ctx.app, '10.1.0.2'), 10)
      const other = await wrongLogin(ctx.app, '10.1.0.3')
      assert.equal(other.statusCode, 401)
      assert.equal(other.headers['x-ratelimit-remaining'], '9')
    })

    test('without TRUST_PROXY X-Forwarded-For is ignored: one peer address is one client', async () => {
      for (let i = 0; i < 10; i++) {
        assertAllowed(await wrongLogin(ctx.app, '10.1.0.4', { 'x-forwarded-for': `198.51.100.${i}` }), `request ${i + 1}`)
      }
      assertRefused(await wrongLogin(ctx.app, '10.1.0.4', { 'x-forwarded-for': '198.51.100.99' }), 10)
    })
  })

  test('with TRUST_PROXY=true X-Forwarded-For decides the client', async (t) => {
    const { app } = await buildTestApp(t, { env: { RATE_LIMIT_AUTH: '10', TRUST_PROXY: 'true' } })
    const proxy = '10.2.0.1'
    for (let i = 0; i < 10; i++) {
      assertAllowed(await wrongLogin(app, proxy, { 'x-forwarded-for': '203.0.113.1' }), `request ${i + 1}`)
    }
    assertRefused(await wrongLogin(app, proxy, { 'x-forwarded-for': '203.0.113.1' }), 10)
    const otherClient = await wrongLogin(app, proxy, { 'x-forwarded-for': '203.0.113.2' })
    assert.equal(otherClient.statusCode, 401)
    assert.equal(otherClient.headers['x-ratelimit-remaining'], '9')
  })

  test('authenticated routes count per access token: the 6th GET /auth/me with one token is 429, another token passes', async (t) => {
    let clock = Date.now()
    const { app } = await buildTestApp(t, { env: { RATE_LIMIT_DEFAULT: '5' }, deps: { now: () => clock } })
    const tenant = await provisionTenant(app)
    // Access tokens carry whole seconds only: a second sign-in a second later is a distinct token.
    clock += 1000
    const second = await signIn(app, tenant.admin.email, tenant.admin.password)
    assert.notEqual(second.access_token, tenant.admin.token)
    for (let i = 1; i <= 5; i++) {
      const res = await call(app, 'GET', '/api/v1/auth/me', { token: tenant.admin.token })
      assert.equal(res.statusCode, 200, res.body)
      assert.equal(res.headers['x-ratelimit-remaining'], String(5 - i))
    }
    const refused = await call(app, 'GET', '/api/v1/auth/me', { token: tenant.admin.token })
    assertRefused(refused, 5)
    assert.match(refused.json().detail, /5 requests per 60 seconds/)
    const other = await call(app, 'GET', '/api/v1/auth/me', { token: second.access_token })
    assert.equal(other.statusCode, 200, 'the same user with another token has a budget of its own')
  })

  // A fixed-window counter (reset at each minute boundary) fails both tests below: it would let
  // the burst at 1:10 through after the boundary, and allow all ten at 1:01.
  describe('the window slides (injectable clock)', () => {
    let ctx: TestApp
    let clock = 0
    // A minute boundary, so that "1:10" is past the boundary that would reset a fixed window.
    const start = Math.floor(Date.now() / MINUTE) * MINUTE
    const at = (seconds: number) => {
      clock = start + seconds * 1000
    }

    before(async () => {
      at(0)
      ctx = await buildTestApp(undefined, { env: { RATE_LIMIT_AUTH: '10' }, deps: { now: () => clock } })
    })
    after(() => ctx.close())

    test('ten requests at 0:50 still refuse one at 1:10 and at 1:49; at 1:51 ten are allowed again', async () => {
      const ip = '10.3.0.1'
      at(50)
      for (let i = 0; i < 10; i++) assertAllowed(await refreshAttempt(ctx.app, ip), `request ${i + 1} at 0:50`)
      at(70)
      const afterBoundary = await refreshAttempt(ctx.app, ip)
      assertRefused(afterBoundary, 10, 'at 1:10')
      assert.equal(afterBoundary.headers['retry-after'], '40', 'the burst leaves the window at 1:50')
      at(109)
      const nearlyOut = await refreshAttempt(ctx.app, ip)
      assertRefused(nearlyOut, 10, 'at 1:49')
      assert.equal(nearlyOut.headers['retry-after'], '1')
      at(111)
      for (let i = 0; i < 10; i++) assertAllowed(await refreshAttempt(ctx.app, ip), `request ${i + 1} at 1:51`)
      assertRefused(await refreshAttempt(ctx.app, ip), 10, 'the 11th at 1:51')
    })

    test('five at 0:00 and five at 0:30: at 1:01 exactly five are allowed, the next waits for 1:30', async () => {
      const ip = '10.3.0.2'
      at(0)
      for (let i = 0; i < 5; i++) assertAllowed(await refreshAttempt(ctx.app, ip))
      at(30)
      for (let i = 0; i < 5; i++) assertAllowed(await refreshAttempt(ctx.app, ip))
      assertRefused(await refreshAttempt(ctx.app, ip), 10, 'the 11th at 0:30')
      at(61)
      for (let i = 0; i < 5; i++) assertAllowed(await refreshAttempt(ctx.app, ip), `request ${i + 1} at 1:01`)
      const sixth = await refreshAttempt(ctx.app, ip)
      assertRefused(sixth, 10, 'the 6th at 1:01')
      assert.equal(sixth.headers['retry-after'], '29')
    })
  })

  test('two instances on one Redis share the count', { skip: !process.env.REDIS_URL }, async (t) => {
    const redisUrl = process.env.REDIS_URL!
    const prefix = `rl-test-${randomBytes(6).toString('hex')}:`
    const env = { REDIS_URL: redisUrl, RATE_LIMIT_AUTH: '10' }
    const first = await buildTestApp(undefined, { env, deps: { rateLimitStore: new RedisRateLimitStore(redisUrl, prefix) } })
    const second = await buildTestApp(undefined, {
      env,
      database: first.database,
      deps: { rateLimitStore: new RedisRateLimitStore(redisUrl, prefix) },
    })
    t.after(async () => {
      await second.close()
      await first.close()
    })
    const ip = '10.4.0.1'
    for (let i = 0; i < 6; i++) assertAllowed(await wrongLogin(first.app, ip), `request ${i + 1} on A`)
    for (let i = 0; i < 3; i++) assertAllowed(await wrongLogin(second.app, ip), `request ${i + 7} on B`)
    const tenth = await wrongLogin(second.app, ip)
    assertAllowed(tenth, 'request 10 on B')
    assert.equal(tenth.headers['x-ratelimit-remaining'], '0')
    assertRefused(await wrongLogin(second.app, ip), 10, 'request 11 on B')
    assertRefused(await wrongLogin(first.app, ip), 10, 'request 12 on A')
  })

  test('health routes and the OpenAPI document are never limited', async (t) => {
    const { app } = await buildTestApp(t, { env: { RATE_LIMIT_PUBLIC: '2', RATE_LIMIT_AUTH: '2', RATE_LIMIT_DEFAULT: '2' } })
    for (const url of ['/healthz', '/readyz', '/api/v1/openapi.json']) {
      for (let i = 0; i < 5; i++) {
        const res = await app.inject({ method: 'GET', url, remoteAddress: '10.5.0.1' })
        assert.equal(res.statusCode, 200, `${url} #${i + 1}: ${res.body.slice(0, 200)}`)
        assert.equal(res.headers['x-ratelimit-limit'], undefined, url)
      }
    }
  })
})
