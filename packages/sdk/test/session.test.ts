import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { ApiError, createRecruitingClient, unwrap, type Fetch, type Tokens } from '../src/index.ts'
import { startLiveApp, type LiveApp } from './live-app.ts'

/**
 * An expired access token is refreshed once and the call sent again, as the service asks of its
 * clients. The app's clock is moved on past the token's lifetime (24 hours) instead of waiting.
 */

const DAY = 24 * 3600 * 1000
// Past the lifetime by a minute: the service forgives a few seconds of clock skew.
let live: LiveApp
let tenant: TestTenant

before(async () => {
  live = await startLiveApp()
  tenant = await provisionTenant(live.app)
})
after(() => live.close())

function recordingClient(tokens?: Tokens) {
  const calls: string[] = []
  const kept: Tokens[] = []
  const recording: Fetch = async (request) => {
    const response = await fetch(request)
    calls.push(`${request.method} ${new URL(request.url).pathname} ${response.status}`)
    return response
  }
  const api = createRecruitingClient({ baseUrl: live.baseUrl, fetch: recording, tokens, onTokens: (t) => void kept.push(t) })
  return { api, calls, kept }
}

test('a call with an expired access token refreshes the pair and is answered', async () => {
  const { api, calls, kept } = recordingClient()
  const first = await api.login(tenant.admin.email, tenant.admin.password)
  live.clock.advance(DAY + 60_000)
  calls.length = 0

  const me = await unwrap(api.GET('/api/v1/auth/me'))
  assert.equal(me.user.email, tenant.admin.email)
  assert.deepEqual(calls, ['GET /api/v1/auth/me 401', 'POST /api/v1/auth/refresh 200', 'GET /api/v1/auth/me 200'])
  assert.equal(kept.length, 2)
  assert.notEqual(kept[1]!.refreshToken, first.refreshToken)
  assert.deepEqual(api.session.current, kept[1])
})

test('calls that meet the expiry together share one refresh (a refresh token works once)', async () => {
  const { api, calls } = recordingClient()
  await api.login(tenant.admin.email, tenant.admin.password)
  live.clock.advance(DAY + 60_000)
  calls.length = 0

  const answers = await Promise.all([1, 2, 3].map(() => unwrap(api.GET('/api/v1/auth/me'))))
  assert.ok(answers.every((me) => me.user.email === tenant.admin.email))
  assert.equal(calls.filter((c) => c.startsWith('POST /api/v1/auth/refresh')).length, 1)
  assert.equal(calls.filter((c) => c === 'GET /api/v1/auth/me 200').length, 3)
})

test('a refresh that is refused leaves the 401 to the caller, as a typed error', async () => {
  const { api, calls } = recordingClient()
  await api.login(tenant.admin.email, tenant.admin.password)
  // Past the refresh token's seven days as well.
  live.clock.advance(8 * DAY)
  calls.length = 0

  const error = await unwrap(api.GET('/api/v1/auth/me')).catch((e: unknown) => e)
  assert.ok(error instanceof ApiError)
  assert.equal(error.status, 401)
  assert.match(error.detail, /Token expired/)
  assert.deepEqual(calls, ['GET /api/v1/auth/me 401', 'POST /api/v1/auth/refresh 401'])
})

test('without a refresh token the 401 is the answer; wrong credentials are not "refreshed"', async () => {
  const { api, calls } = recordingClient({ accessToken: 'not-a-token' })
  const error = await unwrap(api.GET('/api/v1/auth/me')).catch((e: unknown) => e)
  assert.ok(error instanceof ApiError && error.status === 401)
  const login = await api.login(tenant.admin.email, 'wrong password').catch((e: unknown) => e)
  assert.ok(login instanceof ApiError)
  assert.equal(login.detail, 'Incorrect email or password')
  assert.deepEqual(calls, ['GET /api/v1/auth/me 401', 'POST /api/v1/auth/login 401'])
})
