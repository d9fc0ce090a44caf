import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { call } from '../../../test/helpers/app.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { createRecruitingClient, NetworkError, unwrap, type Fetch } from '../src/index.ts'
import { startLiveApp, type LiveApp } from './live-app.ts'

/**
 * A POST whose answer is lost on the way back is sent again with the same `Idempotency-Key`:
 * the service runs it once and answers the repeat with the first answer.
 */

let live: LiveApp
let tenant: TestTenant
/** The Idempotency-Key of every POST /api/v1/candidates the app received, in order. */
const keysSeen: (string | undefined)[] = []

before(async () => {
  live = await startLiveApp({
    extend: (app) =>
      app.addHook('onRequest', async (request) => {
        if (request.method === 'POST' && request.url === '/api/v1/candidates') {
          keysSeen.push(request.headers['idempotency-key'] as string | undefined)
        }
      }),
  })
  tenant = await provisionTenant(live.app)
})
after(() => live.close())

/** Sends for real, then drops the first answer of the matching requests, as a broken connection would. */
function losingFirstAnswer(matches: (request: Request) => boolean): Fetch {
  let lost = false
  return async (request) => {
    const response = await fetch(request)
    if (lost || !matches(request)) return response
    lost = true
    await response.body?.cancel()
    throw new TypeError('fetch failed: the connection was reset')
  }
}

async function candidatesNamed(name: string): Promise<number> {
  const res = await call(live.app, 'GET', '/api/v1/candidates', { token: tenant.admin.token, query: { search: name } })
  return res.json().total as number
}

test('a POST retried after a lost answer carries the same key, runs once and gets the first answer', async () => {
  const api = createRecruitingClient({
    baseUrl: live.baseUrl,
    tokens: { accessToken: tenant.admin.token },
    sleep: live.sleep,
    fetch: losingFirstAnswer((r) => r.method === 'POST'),
  })
  const { data, response } = await api.POST('/api/v1/candidates', { body: { full_name: 'Trần Thị Lạc' } })
  assert.equal(response.status, 201)
  assert.equal(response.headers.get('idempotent-replayed'), 'true')
  assert.equal(data?.full_name, 'Trần Thị Lạc')

  assert.equal(keysSeen.length, 2)
  assert.ok(keysSeen[0])
  assert.equal(keysSeen[1], keysSeen[0])
  assert.equal(await candidatesNamed('Trần Thị Lạc'), 1)
})

test('each POST has a key of its own, and a key the caller gives is kept', async () => {
  const api = createRecruitingClient({ baseUrl: live.baseUrl, tokens: { accessToken: tenant.admin.token } })
  keysSeen.length = 0
  await unwrap(api.POST('/api/v1/candidates', { body: { full_name: 'One' } }))
  await unwrap(api.POST('/api/v1/candidates', { body: { full_name: 'Two' } }))
  await unwrap(api.POST('/api/v1/candidates', { body: { full_name: 'Three' }, params: { header: { 'Idempotency-Key': 'my-own-key-1' } } }))
  assert.equal(new Set(keysSeen).size, 3)
  assert.equal(keysSeen[2], 'my-own-key-1')
})

test('a request that cannot safely be sent twice is not: a PATCH without an answer is a NetworkError', async () => {
  const member = (await call(live.app, 'GET', '/api/v1/users', { token: tenant.admin.token })).json().items[0]
  const api = createRecruitingClient({
    baseUrl: live.baseUrl,
    tokens: { accessToken: tenant.admin.token },
    sleep: live.sleep,
    fetch: losingFirstAnswer((r) => r.method === 'PATCH'),
  })
  const error = await api
    .PATCH('/api/v1/users/{id}', { params: { path: { id: member.id } }, body: { full_name: 'Ada A.' } })
    .catch((e: unknown) => e)
  assert.ok(error instanceof NetworkError)
  assert.match(error.message, /PATCH .*\/api\/v1\/users\/.*: no answer/)
})
