import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { assert422 } from '../../../test/helpers/assertions.ts'
import { eventually } from '../../../test/helpers/eventually.ts'
import { provisionTenant, signIn, type TestTenant } from '../../../test/helpers/factories.ts'
import { LOCAL_WEBHOOKS, startReceiver, subscribe } from '../../../test/helpers/webhooks.ts'
import { MAX_IN_FLIGHT_PER_ENDPOINT } from './delivery.ts'
import { WEBHOOK_EVENT_TYPES } from './webhooks.port.ts'

const URL = '/api/v1/webhooks'

interface DeliveryView {
  id: string
  status: string
  event_type: string
  attempts: { status: string; response_status: number | null; error: string | null; next_attempt_at: string | null }[]
}

async function deliveriesOf(app: TestApp['app'], token: string, webhookId: string): Promise<DeliveryView[]> {
  const res = await call(app, 'GET', `${URL}/${webhookId}/deliveries`, { token, query: { page_size: 100 } })
  assert.equal(res.statusCode, 200, res.body)
  return res.json().items
}

/** Reads the deliveries of an endpoint until `check` holds; fails the test after `timeoutMs`. */
function waitForDeliveries(
  app: TestApp['app'],
  token: string,
  webhookId: string,
  check: (deliveries: DeliveryView[]) => boolean,
  timeoutMs = 15_000,
): Promise<DeliveryView[]> {
  return eventually(() => deliveriesOf(app, token, webhookId), check, `the deliveries of ${webhookId} as expected`, timeoutMs)
}

describe('webhook deliveries', () => {
  let ctx: TestApp
  let tenant: TestTenant

  before(async () => {
    ctx = await buildTestApp(undefined, { env: LOCAL_WEBHOOKS })
    tenant = await provisionTenant(ctx.app)
  })
  after(() => ctx.close())

  test('a receiver that is down, then up: delivered on the scheduled retry, every attempt logged', async () => {
    const receiver = await startReceiver()
    try {
      receiver.answer = 503
      const hook = await subscribe(ctx.app, tenant.admin.token, receiver, ['job.created'])
      const [first] = await waitForDeliveries(ctx.app, tenant.admin.token, hook.id, ([d]) => d?.attempts.length === 1)
      assert.equal(first!.status, 'pending')
      assert.equal(first!.attempts[0]!.response_status, 503)
      receiver.answer = 200
      const [done] = await waitForDeliveries(ctx.app, tenant.admin.token, hook.id, ([d]) => d?.status === 'succeeded')
      assert.deepEqual(
        done!.attempts.map((a) => [a.status, a.response_status]),
        [
          ['failed', 503],
          ['succeeded', 200],
        ],
      )
      assert.ok(done!.attempts[0]!.next_attempt_at, 'the failed attempt said when the next would come')
      assert.equal((await receiver.waitFor('ping')).length, 1)
      assert.equal(receiver.requests.length, 2, 'one request per attempt')
    } finally {
      await receiver.close()
    }
  })

  test('a receiver that is not listening at all: the attempt says why', async () => {
    const receiver = await startReceiver()
    const url = receiver.url
    await receiver.close()
    const res = await call(ctx.app, 'POST', URL, { token: tenant.admin.token, body: { url, events: ['job.created'] } })
    assert.equal(res.statusCode, 201)
    const [delivery] = await waitForDeliveries(ctx.app, tenant.admin.token, res.json().id, ([d]) => d?.attempts.length === 1)
    assert.equal(delivery!.attempts[0]!.response_status, null)
    assert.match(String(delivery!.attempts[0]!.error), /refused|ECONNREFUSED/i)
  })

  test('a receiver that never answers holds at most 8 of the worker’s slots; other endpoints are still served', async () => {
    const hanging = await startReceiver()
    const healthy = await startReceiver()
    try {
      hanging.answer = 'hang'
      const slow = await subscribe(ctx.app, tenant.admin.token, hanging, ['job.created'])
      for (let i = 0; i < 12; i++) {
        assert.equal((await call(ctx.app, 'POST', `${URL}/${slow.id}/test`, { token: tenant.admin.token })).statusCode, 202)
      }
      await eventually(
        async () => hanging.requests.length,
        (held) => held >= MAX_IN_FLIGHT_PER_ENDPOINT,
        'holding the hanging endpoint’s slots',
        15_000,
      )
      await subscribe(ctx.app, tenant.admin.token, healthy, ['job.created'])
      await healthy.waitFor('ping', 1, 3000)
      assert.equal(hanging.requests.length, MAX_IN_FLIGHT_PER_ENDPOINT, 'the rest wait for a slot of their endpoint')
    } finally {
      await hanging.close()
      await healthy.close()
    }
  })

  test('two instances on one database: every event delivered, none twice', async () => {
    const second = await buildTestApp(undefined, { env: LOCAL_WEBHOOKS, database: ctx.database })
    const receiver = await startReceiver()
    try {
      const other = await provisionTenant(ctx.app)
      await subscribe(ctx.app, other.admin.token, receiver, ['job.created'])
      const count = 60
      for (let i = 0; i < count; i++) {
        const via = i % 2 === 0 ? ctx.app : second.app
        const res = await call(via, 'POST', '/api/v1/jobs', { token: other.admin.token, body: { title: `Job ${i}` } })
        assert.equal(res.statusCode, 201, res.body)
      }
      const events = await receiver.waitFor('job.created', count, 30_000)
      const ids = receiver.requests.map((r) => r.headers['webhook-id'])
      assert.equal(new Set(ids).size, ids.length, 'no event was delivered twice')
      assert.equal(new Set(events.map((e) => e.data.id)).size, count, 'each job announced')
    } finally {
      await receiver.close()
      await second.close()
    }
  })
})

describe('webhook destinations, when private addresses are not allowed', () => {
  let ctx: TestApp
  let tenant: TestTenant

  before(async () => {
    ctx = await buildTestApp(undefined, {
      // A name that resolves to loopback, as DNS rebinding would make it.
      deps: {
        resolveWebhookHost: async (host) =>
          host === 'rebind.example.test' ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '93.184.215.14', family: 4 }],
      },
    })
    tenant = await provisionTenant(ctx.app)
  })
  after(() => ctx.close())

  test('http, and https to a loopback, private, link-local, CGNAT, unique-local, multicast, mapped or metadata address: 422', async () => {
    for (const url of [
      'http://hooks.example.com/x',
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://172.16.0.9/x',
      'https://192.168.1.1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/x',
      'https://0.0.0.0/x',
      'https://224.0.0.1/x',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://[fe80::1]/x',
      'https://[ff02::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://localhost/x',
      'https://user:pass@hooks.example.com/x',
    ]) {
      const res = await call(ctx.app, 'POST', URL, { token: tenant.admin.token, body: { url, events: ['job.created'] } })
      assert422(res, ['body.url'], url)
    }
  })

  test('a name that resolves to a private address is refused when the delivery connects, and the attempt says so', async () => {
    const res = await call(ctx.app, 'POST', URL, {
      token: tenant.admin.token,
      body: { url: 'https://rebind.example.test/hooks', events: WEBHOOK_EVENT_TYPES },
    })
    assert.equal(res.statusCode, 201, res.body)
    const [delivery] = await waitForDeliveries(ctx.app, tenant.admin.token, res.json().id, ([d]) => d?.attempts.length === 1)
    const [attempt] = delivery!.attempts
    assert.equal(attempt!.status, 'failed')
    assert.equal(attempt!.response_status, null)
    assert.match(String(attempt!.error), /refused destination.*loopback.*127\.0\.0\.1/)
  })
})

describe('webhook failure policy', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let clock = Date.now()

  before(async () => {
    ctx = await buildTestApp(undefined, { env: LOCAL_WEBHOOKS, deps: { now: () => clock } })
    tenant = await provisionTenant(ctx.app)
  })
  after(() => ctx.close())

  /** Moves the app's clock on; the access token is signed in again, as the old one has expired. */
  async function advance(ms: number) {
    clock += ms
    tenant.admin.token = (await signIn(ctx.app, tenant.admin.email, tenant.admin.password)).access_token
  }

  test('an endpoint failing for 3 days is disabled with the reason shown; PUT is_active: true enables it again', async () => {
    const receiver = await startReceiver()
    try {
      receiver.answer = 500
      const hook = await subscribe(ctx.app, tenant.admin.token, receiver, ['job.created'])
      await waitForDeliveries(ctx.app, tenant.admin.token, hook.id, ([d]) => d?.attempts.length === 1)

      await advance(3 * 24 * 3600_000 + 60_000)
      const sent = await call(ctx.app, 'POST', `${URL}/${hook.id}/test`, { token: tenant.admin.token })
      assert.equal(sent.statusCode, 202)
      const disabled = await eventually(
        async () => (await call(ctx.app, 'GET', `${URL}/${hook.id}`, { token: tenant.admin.token })).json(),
        (got) => !got.is_active,
        'disabled',
        15_000,
      )
      assert.match(disabled.disabled_reason, /failed for 3 days/)
      assert.match(disabled.disabled_reason, /500/)
      assert.ok(disabled.disabled_at)
      const deliveries = await deliveriesOf(ctx.app, tenant.admin.token, hook.id)
      assert.ok(
        deliveries.every((d) => d.status === 'canceled' || d.status === 'failed'),
        'nothing left waiting for a disabled endpoint',
      )
      assert.equal((await call(ctx.app, 'POST', `${URL}/${hook.id}/test`, { token: tenant.admin.token })).statusCode, 409)

      receiver.answer = 204
      const enabled = await call(ctx.app, 'PUT', `${URL}/${hook.id}`, { token: tenant.admin.token, body: { is_active: true } })
      assert.equal(enabled.statusCode, 200)
      assert.equal(enabled.json().is_active, true)
      assert.equal(enabled.json().disabled_reason, null)
      assert.equal((await call(ctx.app, 'POST', `${URL}/${hook.id}/test`, { token: tenant.admin.token })).statusCode, 202)
      // The app's clock is days ahead, so a receiver would refuse the timestamp: read the log instead.
      await waitForDeliveries(ctx.app, tenant.admin.token, hook.id, (ds) => ds.some((d) => d.status === 'succeeded'))
    } finally {
      await receiver.close()
    }
  })

  test('a failure streak broken by a success starts over', async () => {
    const receiver = await startReceiver()
    try {
      receiver.answer = 500
      const hook = await subscribe(ctx.app, tenant.admin.token, receiver, ['job.created'])
      await waitForDeliveries(ctx.app, tenant.admin.token, hook.id, ([d]) => d?.attempts.length === 1)
      await advance(2 * 24 * 3600_000)
      receiver.answer = 204
      await call(ctx.app, 'POST', `${URL}/${hook.id}/test`, { token: tenant.admin.token })
      await waitForDeliveries(ctx.app, tenant.admin.token, hook.id, (ds) => ds.some((d) => d.status === 'succeeded'))
      receiver.answer = 500
      await advance(2 * 24 * 3600_000)
      await call(ctx.app, 'POST', `${URL}/${hook.id}/test`, { token: tenant.admin.token })
      await waitForDeliveries(ctx.app, tenant.admin.token, hook.id, (ds) => ds.filter((d) => d.attempts.length > 0).length === 3)
      const got = (await call(ctx.app, 'GET', `${URL}/${hook.id}`, { token: tenant.admin.token })).json()
      assert.equal(got.is_active, true, 'four days of calendar, but no three days of failing in a row')
    } finally {
      await receiver.close()
    }
  })
})
