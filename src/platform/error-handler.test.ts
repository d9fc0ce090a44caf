import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { LightMyRequestResponse } from 'fastify'
import { buildTestApp, call, type TestApp } from '../../test/helpers/app.ts'
import { provisionTenant, type TestTenant } from '../../test/helpers/factories.ts'

/** The API's error shape, `{"detail": "…"}` only, as JSON, with the request id. */
function assertDetail(res: LightMyRequestResponse, status: number, label: string) {
  assert.equal(res.statusCode, status, `${label}: ${res.body}`)
  assert.match(String(res.headers['content-type']), /^application\/json/, label)
  assert.deepEqual(Object.keys(res.json()), ['detail'], label)
  assert.equal(typeof res.json().detail, 'string', label)
  assert.doesNotMatch(res.body, /FST_ERR|statusCode/, label)
  assert.ok(res.headers['x-request-id'], `${label}: x-request-id`)
}

/**
 * Errors the router raises before any route runs answer in the API's shape, not Fastify's: a path
 * segment over the router's limit (100 characters) cannot name a record, so it is 404.
 */
describe('errors raised by the router', () => {
  let ctx: TestApp
  let tenant: TestTenant

  before(async () => {
    ctx = await buildTestApp()
    tenant = await provisionTenant(ctx.app)
  })
  after(() => ctx.close())

  test('an overlong id in an authenticated path answers 404 {detail}', async () => {
    const url = `/api/v1/candidates/${'a'.repeat(200)}`
    assertDetail(await call(ctx.app, 'GET', url, { token: tenant.admin.token }), 404, 'GET with a token')
    // The router refuses it before any guard: no route, so no token is asked for.
    assertDetail(await call(ctx.app, 'GET', url), 404, 'GET without a token')
    assertDetail(
      await call(ctx.app, 'POST', `/api/v1/applications/${'b'.repeat(200)}/status`, {
        token: tenant.admin.token,
        body: { status: 'hired' },
      }),
      404,
      'POST to an action path',
    )
  })

  test('overlong segments of public paths answer 404 {detail}', async () => {
    assertDetail(await call(ctx.app, 'GET', `/api/v1/public/jobs/${'t'.repeat(300)}`), 404, 'tenant code')
    assertDetail(await call(ctx.app, 'GET', `/api/v1/public/jobs/${tenant.code}/${'j'.repeat(300)}`), 404, 'job identifier')
  })

  test('the request id a client sent is echoed on these answers too', async () => {
    const res = await call(ctx.app, 'GET', `/api/v1/public/jobs/${'t'.repeat(300)}`, { headers: { 'x-request-id': 'trace-long-path' } })
    assert.equal(res.headers['x-request-id'], 'trace-long-path')
  })

  test('a segment within the limit reaches the route: 422 for a malformed id, as before', async () => {
    const res = await call(ctx.app, 'GET', `/api/v1/candidates/${'a'.repeat(100)}`, { token: tenant.admin.token })
    assert.equal(res.statusCode, 422, res.body)
    assert.deepEqual(res.json().detail[0].loc, ['path', 'id'])
    assertDetail(await call(ctx.app, 'GET', `/api/v1/candidates/${'a'.repeat(101)}`, { token: tenant.admin.token }), 404, '101 characters')
  })

  test('a path segment with a malformed percent-escape answers 400 {detail}', async () => {
    assertDetail(await call(ctx.app, 'GET', '/api/v1/public/jobs/%E0%A4%A', {}), 400, 'bad escape')
  })
})
