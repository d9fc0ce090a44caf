import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { LightMyRequestResponse } from 'fastify'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { provisionTenant, signIn, type TestTenant } from '../../../test/helpers/factories.ts'

const URL = '/api/v1/auth/refresh'
const JSON_TYPE = { 'content-type': 'application/json' }

/** A refusal of authentication: 401, `{"detail": "…"}` and nothing else, with the Bearer challenge. */
function assert401(res: LightMyRequestResponse, label: string) {
  assert.equal(res.statusCode, 401, `${label}: ${res.body}`)
  assert.deepEqual(Object.keys(res.json()), ['detail'], label)
  assert.equal(typeof res.json().detail, 'string', label)
  assert.equal(res.headers['www-authenticate'], 'Bearer', label)
}

/**
 * `POST /auth/refresh` with anything that is not a live refresh token is an authentication
 * failure (401), whatever its type or length; only a body that is not a JSON object is 422.
 */
describe('POST /auth/refresh with what is not a live refresh token', () => {
  let ctx: TestApp
  let tenant: TestTenant

  before(async () => {
    ctx = await buildTestApp()
    tenant = await provisionTenant(ctx.app)
  })
  after(() => ctx.close())

  const refresh = (body: unknown) => call(ctx.app, 'POST', URL, { body })

  test('a live refresh token still gets a new pair', async () => {
    const pair = await signIn(ctx.app, tenant.admin.email, tenant.admin.password)
    const res = await refresh({ refresh_token: pair.refresh_token })
    assert.equal(res.statusCode, 200, res.body)
    assert.match(res.json().refresh_token, /^rt_/)
  })

  test('an access token, an empty or blank string, and strings of any length answer 401', async () => {
    const pair = await signIn(ctx.app, tenant.admin.email, tenant.admin.password)
    const cases: [string, string][] = [
      ['an access token', pair.access_token],
      ['an empty string', ''],
      ['a blank string', '   '],
      ['one character', 'x'],
      ['an unknown token', 'rt_not-a-token-that-was-ever-issued'],
      ['201 characters', 'r'.repeat(201)],
      ['10,000 characters', 'r'.repeat(10_000)],
      ['a live token with a suffix', `${pair.refresh_token}x`],
      ['a NUL byte', 'rt_\u0000'],
    ]
    for (const [label, token] of cases) assert401(await refresh({ refresh_token: token }), label)
    // None of these touched the real session.
    assert.equal((await refresh({ refresh_token: pair.refresh_token })).statusCode, 200)
  })

  test('a missing field or a value of another type answers 401', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['{}', {}],
      ['a number', { refresh_token: 5 }],
      ['zero', { refresh_token: 0 }],
      ['true', { refresh_token: true }],
      ['null', { refresh_token: null }],
      ['an array', { refresh_token: ['rt_x'] }],
      ['an object', { refresh_token: { value: 'rt_x' } }],
      ['another field only', { token: 'rt_x' }],
    ]
    for (const [label, body] of cases) assert401(await refresh(body), label)
  })

  test('a live token beside an unknown field is refused (401) and stays usable', async () => {
    const pair = await signIn(ctx.app, tenant.admin.email, tenant.admin.password)
    assert401(await refresh({ refresh_token: pair.refresh_token, extra: 1 }), 'extra field')
    assert.equal((await refresh({ refresh_token: pair.refresh_token })).statusCode, 200, 'it was not used up')
  })

  test('a body that is not a JSON object keeps answering 422 (or 415 for another media type)', async () => {
    const cases: [string, string][] = [
      ['an array', '[]'],
      ['a JSON string', '"rt_x"'],
      ['a number', '5'],
      ['null', 'null'],
      ['malformed JSON', '{"refresh_token": '],
    ]
    for (const [label, payload] of cases) {
      const res = await call(ctx.app, 'POST', URL, { body: payload, headers: JSON_TYPE })
      assert.equal(res.statusCode, 422, `${label}: ${res.body}`)
      assert.ok(Array.isArray(res.json().detail), label)
      assert.deepEqual(res.json().detail[0].loc, ['body'], label)
    }
    const empty = await call(ctx.app, 'POST', URL, { headers: JSON_TYPE })
    assert.equal(empty.statusCode, 422, empty.body)
    const text = await call(ctx.app, 'POST', URL, { body: 'rt_x', headers: { 'content-type': 'text/plain' } })
    assert.equal(text.statusCode, 415, text.body)
    assert.equal(typeof text.json().detail, 'string')
  })
})
