import assert from 'node:assert/strict'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, type TestContext } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance } from 'fastify'
import { Webhook } from 'standardwebhooks'
import { buildTestApp, call, type TestApp } from './app.ts'
import type { TestDatabaseHandle } from './database.ts'
import { provisionTenant, type TestTenant } from './factories.ts'

/** One event as a receiver got it: verified with the endpoint's secret, as a real receiver would. */
export interface ReceivedEvent {
  id: string
  type: string
  created_at: string
  tenant_id: string
  data: Record<string, unknown> & { id?: string }
  headers: IncomingHttpHeaders
  body: string
  receivedAt: number
}

export interface Receiver {
  url: string
  /** Every request, in arrival order (verified or not). */
  requests: { headers: IncomingHttpHeaders; body: string }[]
  /** What it answers next: a status, or 'hang' to never answer. */
  answer: number | 'hang'
  /** Verified events of a type (all types when none given). */
  events(type?: string): ReceivedEvent[]
  /** Waits until `count` verified events of `type` have arrived; fails the test after `timeoutMs`. */
  waitFor(type: string, count?: number, timeoutMs?: number): Promise<ReceivedEvent[]>
  /** Verified events about the resource `resourceId` (the id in their data), of `type` when given, in arrival order. */
  about(resourceId: string, type?: string): ReceivedEvent[]
  /** Waits for the `count`th verified event of `type` about `resourceId` and answers it; fails the test after `timeoutMs`. */
  waitForAbout(type: string, resourceId: string, count?: number, timeoutMs?: number): Promise<ReceivedEvent>
  /** Waits for the verified event whose id is `eventId` and answers it; fails the test after `timeoutMs`. */
  waitForId(eventId: string, timeoutMs?: number): Promise<ReceivedEvent>
  /** The secrets it verifies with (the first that verifies wins). */
  secrets: string[]
  close(): Promise<void>
}

/**
 * A real HTTP receiver on a local port. It verifies each delivery's Standard Webhooks signature
 * with the `standardwebhooks` package against its secrets; requests that do not verify are
 * kept in `requests` but are not events.
 */
export async function startReceiver(): Promise<Receiver> {
  const requests: Receiver['requests'] = []
  const verified: ReceivedEvent[] = []
  const receiver: Receiver = {
    url: '',
    requests,
    answer: 204,
    secrets: [],
    events: (type) => verified.filter((e) => type === undefined || e.type === type),
    waitFor: (type, count = 1, timeoutMs = 10_000) =>
      until(
        () => (receiver.events(type).length >= count ? receiver.events(type) : undefined),
        () =>
          `${receiver.events(type).length} of ${count} "${type}" events after ${timeoutMs} ms; got ${verified.map((e) => e.type).join(', ')}`,
        timeoutMs,
      ),
    about: (resourceId, type) => receiver.events(type).filter((e) => e.data.id === resourceId),
    waitForAbout: (type, resourceId, count = 1, timeoutMs = 10_000) =>
      until(
        () => receiver.about(resourceId, type)[count - 1],
        () => `${receiver.about(resourceId, type).length} of ${count} "${type}" events about ${resourceId} after ${timeoutMs} ms`,
        timeoutMs,
      ),
    waitForId: (eventId, timeoutMs = 10_000) =>
      until(
        () => verified.find((e) => e.id === eventId),
        () => `event ${eventId} not received after ${timeoutMs} ms`,
        timeoutMs,
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        // Requests it was told to leave hanging end now, not when the sender gives up.
        server.closeAllConnections()
      }),
  }
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      requests.push({ headers: request.headers, body })
      if (receiver.answer === 'hang') return
      // A failing receiver's deliveries do not count as received.
      if (receiver.answer < 300) {
        for (const secret of receiver.secrets) {
          try {
            const event = new Webhook(secret).verify(body, request.headers as Record<string, string>) as Omit<ReceivedEvent, 'headers'>
            verified.push({ ...event, headers: request.headers, body, receivedAt: Date.now() })
            break
          } catch {
            // Not this secret; a request no secret verifies is not an event.
          }
        }
      }
      response.statusCode = receiver.answer
      response.end(receiver.answer < 300 ? '' : 'receiver failed on purpose')
    })
  })
  server.keepAliveTimeout = 1
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`
  return receiver
}

/** Polls every 10 ms until `found` answers something; fails the test with `failure()` after `timeoutMs`. */
async function until<T>(found: () => T | undefined, failure: () => string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = found()
    if (value !== undefined) return value
    assert.ok(Date.now() < deadline, failure())
    await sleep(10)
  }
}

/** Registers `receiver` as an endpoint of the tenant for `events`; the receiver learns its secret. */
export async function subscribe(app: FastifyInstance, adminToken: string, receiver: Receiver, events: readonly string[]) {
  const res = await call(app, 'POST', '/api/v1/webhooks', { token: adminToken, body: { url: receiver.url, events } })
  assert.equal(res.statusCode, 201, res.body)
  const webhook = res.json() as { id: string; secret: string }
  receiver.secrets.push(webhook.secret)
  return webhook
}

/** Environment for apps whose webhooks post to a local receiver. */
export const LOCAL_WEBHOOKS = { WEBHOOKS_ALLOW_PRIVATE: 'true' }

/** A `webhook_deliveries` row as a test reads it: one event published for one endpoint. */
export interface QueuedEvent {
  eventId: string
  type: string
  webhookId: string
  data: ReceivedEvent['data']
  /** The resource the event is about: the id in its data. */
  about: string | undefined
}

/**
 * Every event published for the tenant, delivered yet or not, read past the tenant guard; only
 * those about `about` (the id in their data) and of `types`, when given. Delivery rows are
 * written in the transaction of the change, so once its response is back this is exact.
 */
export async function queuedEvents(
  database: TestDatabaseHandle,
  tenantId: string,
  { about, types }: { about?: string; types?: readonly string[] } = {},
): Promise<QueuedEvent[]> {
  let query = database.unguarded
    .selectFrom('webhook_deliveries')
    .select(['event_id', 'event_type', 'webhook_id', 'payload'])
    .where('tenant_id', '=', tenantId)
  if (types) query = query.where('event_type', 'in', types)
  const rows = await query.execute()
  return rows
    .map((r) => {
      const { data } = JSON.parse(r.payload) as { data: QueuedEvent['data'] }
      return { eventId: r.event_id, type: r.event_type, webhookId: r.webhook_id, data, about: data.id }
    })
    .filter((e) => about === undefined || e.about === about)
}

/** The types of `events`, sorted: what to compare when deliveries may arrive in any order. */
export const typesOf = (events: readonly { type: string }[]) => events.map((e) => e.type).sort()

/**
 * The checks a test file makes on the events its changes publish, for one tenant and the
 * receiver subscribed for it. Two ways to account for them:
 * - by what the receiver heard: `assertHeard` (the `count`th event about a resource) and
 *   `assertOnly` (all that is known about a resource, once a later event has been heard);
 * - by what each change queued: `assertAnnounced` (exactly one event not accounted for yet) and
 *   `assertSilent` (none).
 */
export interface EventChecks<T = ReceivedEvent['data']> {
  /** Events of the watched types queued for the tenant, about `resourceId` when given. */
  queued(resourceId?: string): Promise<QueuedEvent[]>
  /** Those no `assertAnnounced` has accounted for yet. */
  unaccounted(resourceId?: string): Promise<QueuedEvent[]>
  /**
   * Waits for the `count`th event of `type` about the resource; it is for the tenant and carries
   * the resource as `current` reads it after the wait, with `change` (from and to fields) on top.
   */
  assertHeard(type: string, resourceId: string, count?: number, change?: Record<string, unknown>): Promise<ReceivedEvent>
  /**
   * The receiver and the delivery table both know exactly the events `expected` about the
   * resource, in any order (deliveries run side by side, and arrive roughly in commit order only).
   * Meaningful once an event published later has been heard.
   */
  assertOnly(resourceId: string, expected: readonly string[]): Promise<void>
  /**
   * The change just made queued exactly one event about the resource that was not accounted for,
   * of `type`; the receiver verified it, for the tenant, carrying the resource as `current` reads
   * it now. Answers its data.
   */
  assertAnnounced(type: string, resourceId: string): Promise<T>
  /** Nothing about the resource was queued since the last event accounted for. */
  assertSilent(resourceId: string): Promise<void>
}

interface EventChecksOptions<T> {
  database: TestDatabaseHandle
  receiver: Receiver
  tenantId: string
  /** The event types looked at in the delivery table (all when not given). */
  types?: readonly string[]
  /** The resource as GET answers it now: what an event about it carries. */
  current(resourceId: string): Promise<T>
}

function eventChecks<T extends object = ReceivedEvent['data']>({
  database,
  receiver,
  tenantId,
  types,
  current,
}: EventChecksOptions<T>): EventChecks<T> {
  const accounted = new Set<string>()
  const assertCarries = (event: ReceivedEvent, type: string, data: object) => {
    assert.equal(event.type, type)
    assert.equal(event.tenant_id, tenantId)
    assert.deepEqual(event.data, data)
  }
  const checks: EventChecks<T> = {
    queued: (resourceId) => queuedEvents(database, tenantId, { about: resourceId, types }),
    unaccounted: async (resourceId) => (await checks.queued(resourceId)).filter((e) => !accounted.has(e.eventId)),
    async assertHeard(type, resourceId, count = 1, change = {}) {
      const event = await receiver.waitForAbout(type, resourceId, count)
      assertCarries(event, type, { ...(await current(resourceId)), ...change })
      return event
    },
    async assertOnly(resourceId, expected) {
      const sorted = [...expected].sort()
      assert.deepEqual(typesOf(receiver.about(resourceId)), sorted)
      assert.deepEqual(typesOf(await checks.queued(resourceId)), sorted)
    },
    async assertAnnounced(type, resourceId) {
      const now = await current(resourceId)
      const fresh = await checks.unaccounted(resourceId)
      assert.deepEqual(
        fresh.map((e) => e.type),
        [type],
      )
      accounted.add(fresh[0]!.eventId)
      const event = await receiver.waitForId(fresh[0]!.eventId)
      assertCarries(event, type, now)
      return event.data as unknown as T
    },
    async assertSilent(resourceId) {
      assert.deepEqual(await checks.unaccounted(resourceId), [], `nothing published about ${resourceId}`)
    },
  }
  return checks
}

export interface EventsSuite<Tenant, T> extends TestApp {
  /** The tenant whose changes the suite makes, with an endpoint listening. */
  tenant: Tenant
  /** The receiver subscribed for the tenant. */
  receiver: Receiver
  /** The checks on what the tenant's changes publish. */
  events: EventChecks<T>
}

/**
 * Sets up a suite about webhook events (call it in the `describe` callback): before its tests, an
 * app whose webhooks may post to a local receiver, a tenant made by `tenant`, and a receiver its
 * admin subscribes to `types`; after them, both closed. The fields are set once that `before` has run.
 */
export function eventsSuite<Tenant extends TestTenant, T extends object = ReceivedEvent['data']>(options: {
  types: readonly string[]
  tenant(app: FastifyInstance): Promise<Tenant>
  /** The resource as GET answers it now: what an event about it carries. */
  current(resourceId: string): Promise<T>
  /** Whether the checks look at deliveries of `types` only (then the endpoint's ping is not counted), or of all types. */
  onlyTheseTypes?: boolean
}): EventsSuite<Tenant, T> {
  const suite = {} as EventsSuite<Tenant, T>
  before(async () => {
    const ctx = await buildTestApp(undefined, { env: LOCAL_WEBHOOKS })
    const tenant = await options.tenant(ctx.app)
    const receiver = await startReceiver()
    await subscribe(ctx.app, tenant.admin.token, receiver, options.types)
    const types = options.onlyTheseTypes ? options.types : undefined
    const events = eventChecks({ database: ctx.database, receiver, tenantId: tenant.id, types, current: options.current })
    Object.assign(suite, ctx, { tenant, receiver, events })
  })
  after(async () => {
    await suite.close()
    await suite.receiver.close()
  })
  return suite
}

/**
 * A tenant of its own with an endpoint listening to `types`, for a test that shows something
 * (an import, demo data) publishes nothing. Its receiver closes when the test ends.
 */
export async function listeningTenant(t: Pick<TestContext, 'after'>, app: FastifyInstance, types: readonly string[]) {
  const tenant = await provisionTenant(app)
  const receiver = await startReceiver()
  t.after(() => receiver.close())
  await subscribe(app, tenant.admin.token, receiver, types)
  return tenant
}

/**
 * A second endpoint of the suite's tenant, subscribed to `otherTypes` only, while `change` runs
 * (it answers the id of the resource it changed, once its last event has been heard): the events
 * queued about that resource are exactly `expected`, none of them for the second endpoint, which
 * hears its ping and nothing else.
 */
export async function assertOtherEndpointLeftOut(
  suite: EventsSuite<TestTenant, object>,
  otherTypes: readonly string[],
  expected: readonly string[],
  change: () => Promise<string>,
) {
  const elsewhere = await startReceiver()
  try {
    const hook = await subscribe(suite.app, suite.tenant.admin.token, elsewhere, otherTypes)
    const queued = await suite.events.queued(await change())
    assert.deepEqual(typesOf(queued), [...expected].sort())
    assert.ok(
      queued.every((q) => q.webhookId !== hook.id),
      'nothing queued for the other endpoint',
    )
    await elsewhere.waitFor('ping')
    assert.deepEqual(
      elsewhere.events().map((e) => e.type),
      ['ping'],
    )
  } finally {
    await elsewhere.close()
  }
}
