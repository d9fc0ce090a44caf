import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { Webhook } from 'standardwebhooks'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { assert422 } from '../../../test/helpers/assertions.ts'
import { eventually } from '../../../test/helpers/eventually.ts'
import { tenantWithTeam } from '../../../test/helpers/factories.ts'
import { inlinedDocument } from '../../../test/helpers/openapi.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'
import { LOCAL_WEBHOOKS, startReceiver, subscribe, type Receiver } from '../../../test/helpers/webhooks.ts'
import { WEBHOOK_EVENT_TYPES } from './webhooks.port.ts'

const URL = '/api/v1/webhooks'

describe('webhooks: the endpoints API', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: Awaited<ReturnType<typeof tenantWithTeam>>
  let receiver: Receiver
  let admin: string

  before(async () => {
    ctx = await buildTestApp(undefined, { env: LOCAL_WEBHOOKS })
    team = await tenantWithTeam(ctx.app)
    other = await tenantWithTeam(ctx.app)
    admin = team.admin.token
    receiver = await startReceiver()
  })
  after(async () => {
    await ctx.close()
    await receiver.close()
  })

  test('create: 201 with a whsec_ secret shown once, and a signed ping delivered at once', async () => {
    const res = await call(ctx.app, 'POST', URL, {
      token: admin,
      body: { url: receiver.url, events: ['job.created', 'candidate.created'], description: 'BI sync' },
    })
    assert.equal(res.statusCode, 201, res.body)
    const created = res.json()
    assert.match(created.secret, /^whsec_[A-Za-z0-9+/]{43}=$/)
    assert.ok(Buffer.from(created.secret.slice(6), 'base64').length >= 24)
    assert.deepEqual(created.events, ['job.created', 'candidate.created'])
    assert.equal(created.is_active, true)
    assert.equal(created.description, 'BI sync')
    receiver.secrets.push(created.secret)

    const [ping] = await receiver.waitFor('ping')
    assert.equal(ping!.tenant_id, team.id)
    assert.deepEqual(ping!.data, { webhook_id: created.id, message: ping!.data.message })
    assert.equal(ping!.headers['webhook-id'], ping!.id)
    assert.match(String(ping!.headers['webhook-signature']), /^v1,[A-Za-z0-9+/]+=*$/)
    assert.match(ping!.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)

    const got = (await call(ctx.app, 'GET', `${URL}/${created.id}`, { token: admin })).json()
    assert.equal(got.secret, undefined, 'never shown again')
    const listed = (await call(ctx.app, 'GET', URL, { token: admin })).json()
    assert.ok(listed.items.some((w: { id: string; secret?: string }) => w.id === created.id && w.secret === undefined))
    assert.equal(listed.total, 1)
  })

  test('deliveries list: newest first, each attempt with status, response code, duration, body and error', async () => {
    const hook = await subscribe(ctx.app, admin, receiver, ['job.created'])
    await call(ctx.app, 'POST', `${URL}/${hook.id}/test`, { token: admin })
    await waitForDeliveries(hook.id, 2, 'succeeded')
    const page = (await call(ctx.app, 'GET', `${URL}/${hook.id}/deliveries`, { token: admin })).json()
    assert.equal(page.total, 2)
    const [test, ping] = page.items
    assert.equal(test.payload.data.message, 'A test event sent on request.')
    assert.ok(new Date(test.created_at) >= new Date(ping.created_at), 'newest first')
    for (const delivery of page.items) {
      assert.equal(delivery.status, 'succeeded')
      assert.equal(delivery.attempt_count, 1)
      assert.equal(delivery.next_attempt_at, null)
      const [attempt] = delivery.attempts
      assert.equal(attempt.status, 'succeeded')
      assert.equal(attempt.response_status, 204)
      assert.equal(typeof attempt.duration_ms, 'number')
      assert.equal(attempt.error, null)
      assert.equal(attempt.next_attempt_at, null)
    }
    const filtered = (await call(ctx.app, 'GET', `${URL}/${hook.id}/deliveries`, { token: admin, query: { status: 'failed' } })).json()
    assert.equal(filtered.total, 0)
  })

  test('a failing receiver: the attempt keeps the code, the first 1 KB and when the next comes; retry sends the same event', async () => {
    const failing = await startReceiver()
    try {
      failing.answer = 500
      const hook = await subscribe(ctx.app, admin, failing, ['job.created'])
      const [delivery] = await waitForDeliveries(hook.id, 1, 'pending', (d) => d.attempts.length === 1)
      const [attempt] = delivery!.attempts
      assert.equal(attempt.status, 'failed')
      assert.equal(attempt.response_status, 500)
      assert.equal(attempt.response_body, 'receiver failed on purpose')
      assert.match(attempt.error, /500/)
      assert.ok(attempt.next_attempt_at, 'the next attempt is scheduled')
      const inSeconds = (new Date(attempt.next_attempt_at).getTime() - new Date(attempt.attempted_at).getTime()) / 1000
      assert.ok(inSeconds >= 3.9 && inSeconds <= 6.5, `first retry after about 5 s, not ${inSeconds}`)

      failing.answer = 200
      const retried = await call(ctx.app, 'POST', `${URL}/deliveries/${delivery!.id}/retry`, { token: admin })
      assert.equal(retried.statusCode, 202, retried.body)
      assert.equal(retried.json().status, 'pending')
      const [ping] = await failing.waitFor('ping')
      assert.equal(ping!.id, delivery!.event_id, 'the same event id on a retry')
      const [done] = await waitForDeliveries(hook.id, 1, 'succeeded')
      assert.equal(done!.attempts.length, 2)
      assert.deepEqual(
        done!.attempts.map((a: { status: string }) => a.status),
        ['failed', 'succeeded'],
      )
    } finally {
      await failing.close()
    }
  })

  test('update is partial; unknown events and malformed URLs are 422; disabling and enabling', async () => {
    const hook = await subscribe(ctx.app, admin, receiver, ['job.created'])
    const changed = await call(ctx.app, 'PUT', `${URL}/${hook.id}`, { token: admin, body: { events: ['offer.created', 'offer.updated'] } })
    assert.equal(changed.statusCode, 200, changed.body)
    assert.deepEqual(changed.json().events, ['offer.created', 'offer.updated'])
    assert.equal(changed.json().url, receiver.url, 'the URL kept')

    assert422(await call(ctx.app, 'PUT', `${URL}/${hook.id}`, { token: admin, body: { events: ['job.deleted'] } }), ['body.events.0'])
    assert422(await call(ctx.app, 'PUT', `${URL}/${hook.id}`, { token: admin, body: { url: 'not a url' } }), ['body.url'])
    assert422(await call(ctx.app, 'PUT', `${URL}/${hook.id}`, { token: admin, body: {} }), ['body'])
    assert422(await call(ctx.app, 'POST', URL, { token: admin, body: { url: receiver.url, events: [] } }), ['body.events'])
    assert422(await call(ctx.app, 'POST', URL, { token: admin, body: { url: 'ftp://example.com/x', events: ['job.created'] } }), [
      'body.url',
    ])
    assert422(await call(ctx.app, 'POST', URL, { token: admin, body: { url: receiver.url, events: ['job.created'], secret: 'x' } }), [
      'body.secret',
    ])

    const off = await call(ctx.app, 'PUT', `${URL}/${hook.id}`, { token: admin, body: { is_active: false } })
    assert.equal(off.json().is_active, false)
    assert.equal((await call(ctx.app, 'POST', `${URL}/${hook.id}/test`, { token: admin })).statusCode, 409)
    const on = await call(ctx.app, 'PUT', `${URL}/${hook.id}`, { token: admin, body: { is_active: true } })
    assert.equal(on.json().is_active, true)
    assert.equal(on.json().disabled_reason, null)
  })

  test('rotate-secret: a new secret once; both sign for 24 hours, so receivers holding either verify', async () => {
    const rotating = await startReceiver()
    try {
      const hook = await subscribe(ctx.app, admin, rotating, ['job.created'])
      await rotating.waitFor('ping')
      const res = await call(ctx.app, 'POST', `${URL}/${hook.id}/rotate-secret`, { token: admin })
      assert.equal(res.statusCode, 200, res.body)
      const rotated = res.json()
      assert.notEqual(rotated.secret, hook.secret)
      assert.match(rotated.secret, /^whsec_/)
      const window = new Date(rotated.previous_secret_expires_at).getTime() - Date.now()
      assert.ok(window > 23.9 * 3600_000 && window <= 24 * 3600_000, `24 h overlap, not ${window} ms`)

      await call(ctx.app, 'POST', `${URL}/${hook.id}/test`, { token: admin })
      const [, test] = await rotating.waitFor('ping', 2)
      const signatures = String(test!.headers['webhook-signature']).split(' ')
      assert.equal(signatures.length, 2, 'two v1 signatures')
      const headers = test!.headers as Record<string, string>
      for (const secret of [hook.secret, rotated.secret]) assert.ok(new Webhook(secret).verify(test!.body, headers))
      assert.throws(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(test!.body, headers))
    } finally {
      await rotating.close()
    }
  })

  test('delete: 204, gone after, pending deliveries called off', async () => {
    const silent = await startReceiver()
    try {
      silent.answer = 503
      const hook = await subscribe(ctx.app, admin, silent, ['job.created'])
      await waitForDeliveries(hook.id, 1, 'pending', (d) => d.attempts.length === 1)
      const res = await call(ctx.app, 'DELETE', `${URL}/${hook.id}`, { token: admin })
      assert.equal(res.statusCode, 204)
      assert.equal(res.body, '')
      assert.equal((await call(ctx.app, 'GET', `${URL}/${hook.id}`, { token: admin })).statusCode, 404)
      assert.equal((await call(ctx.app, 'DELETE', `${URL}/${hook.id}`, { token: admin })).statusCode, 404)
      const rows = await ctx.database.unguarded
        .selectFrom('webhook_deliveries')
        .select('status')
        .where('tenant_id', '=', team.id)
        .where('webhook_id', '=', hook.id)
        .execute()
      assert.deepEqual(
        rows.map((r) => r.status),
        ['canceled'],
      )
    } finally {
      await silent.close()
    }
  })

  test('another tenant’s webhook and delivery are 404 on every route', async () => {
    const hook = await subscribe(ctx.app, admin, receiver, ['job.created'])
    const [delivery] = await waitForDeliveries(hook.id, 1, 'succeeded')
    const token = other.admin.token
    for (const [method, url] of [
      ['GET', `${URL}/${hook.id}`],
      ['PUT', `${URL}/${hook.id}`],
      ['DELETE', `${URL}/${hook.id}`],
      ['POST', `${URL}/${hook.id}/test`],
      ['POST', `${URL}/${hook.id}/rotate-secret`],
      ['GET', `${URL}/${hook.id}/deliveries`],
      ['POST', `${URL}/deliveries/${delivery!.id}/retry`],
      ['GET', `${URL}/${randomUUID()}`],
      ['POST', `${URL}/deliveries/${randomUUID()}/retry`],
    ] as const) {
      const res = await call(ctx.app, method, url, { token, ...(method === 'PUT' ? { body: { is_active: false } } : {}) })
      assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body}`)
    }
    assert.equal((await call(ctx.app, 'GET', `${URL}/${hook.id}`, { token: admin })).json().is_active, true, 'untouched')
  })

  test('admin only: no token or an expired one → 401, every other role → 403', async () => {
    const hook = await subscribe(ctx.app, admin, receiver, ['job.created'])
    const [delivery] = await waitForDeliveries(hook.id, 1, 'succeeded')
    const expired = await expiredToken(ctx.config.jwtSecret, team.admin, team.id)
    const body = { url: receiver.url, events: ['job.created'] }
    for (const route of [
      { method: 'GET', url: URL },
      { method: 'POST', url: URL, body },
      { method: 'GET', url: `${URL}/${hook.id}` },
      { method: 'PUT', url: `${URL}/${hook.id}`, body: { is_active: true } },
      { method: 'DELETE', url: `${URL}/${hook.id}` },
      { method: 'POST', url: `${URL}/${hook.id}/test` },
      { method: 'POST', url: `${URL}/${hook.id}/rotate-secret` },
      { method: 'GET', url: `${URL}/${hook.id}/deliveries` },
      { method: 'POST', url: `${URL}/deliveries/${delivery!.id}/retry` },
    ] as const) {
      await assertGuarded(ctx.app, { ...route, roles: ['admin'] }, team.members, expired)
    }
  })

  test('malformed ids and queries are 422', async () => {
    assert422(await call(ctx.app, 'GET', `${URL}/not-a-uuid`, { token: admin }), ['path.id'])
    assert422(await call(ctx.app, 'POST', `${URL}/deliveries/nope/retry`, { token: admin }), ['path.id'])
    const hook = await subscribe(ctx.app, admin, receiver, ['job.created'])
    assert422(await call(ctx.app, 'GET', `${URL}/${hook.id}/deliveries`, { token: admin, query: { status: 'lost' } }), ['query.status'])
    assert422(await call(ctx.app, 'GET', `${URL}/${hook.id}/deliveries`, { token: admin, query: { page_size: 101 } }), ['query.page_size'])
  })

  test('the OpenAPI document lists the routes and every event payload', async () => {
    const doc = inlinedDocument((await call(ctx.app, 'GET', '/api/v1/openapi.json')).json())
    for (const path of [
      '/api/v1/webhooks',
      '/api/v1/webhooks/{id}',
      '/api/v1/webhooks/{id}/test',
      '/api/v1/webhooks/{id}/rotate-secret',
      '/api/v1/webhooks/{id}/deliveries',
      '/api/v1/webhooks/deliveries/{id}/retry',
    ]) {
      assert.ok(doc.paths[path], path)
    }
    for (const type of [...WEBHOOK_EVENT_TYPES, 'ping']) {
      const operation = doc.webhooks?.[type]?.post
      assert.ok(operation, `webhooks.${type}`)
      const schema = operation.requestBody.content['application/json'].schema
      assert.deepEqual(schema.properties.type.enum, [type])
      assert.ok(schema.properties.data.properties.id || type === 'ping', `${type} data is the resource`)
    }
  })

  async function waitForDeliveries(
    webhookId: string,
    count: number,
    status: string,
    also: (d: { attempts: { status: string }[] } & Record<string, unknown>) => boolean = () => true,
  ) {
    const matching = async () => {
      const page = (await call(ctx.app, 'GET', `${URL}/${webhookId}/deliveries`, { token: admin })).json()
      return page.items.filter((d: { status: string; attempts: { status: string }[] }) => d.status === status && also(d))
    }
    return eventually(matching, (found) => found.length >= count, `${count} ${status} deliveries of ${webhookId}`)
  }
})
