import assert from 'node:assert/strict'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance } from 'fastify'
import { Webhook } from 'standardwebhooks'
import { call } from './app.ts'

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
    async waitFor(type, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while (receiver.events(type).length < count) {
        assert.ok(
          Date.now() < deadline,
          `${receiver.events(type).length} of ${count} "${type}" events after ${timeoutMs} ms; got ${verified.map((e) => e.type).join(', ')}`,
        )
        await sleep(10)
      }
      return receiver.events(type)
    },
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

/** Registers `receiver` as an endpoint of the tenant for `events`; the receiver learns its secret. */
export async function subscribe(app: FastifyInstance, adminToken: string, receiver: Receiver, events: string[]) {
  const res = await call(app, 'POST', '/api/v1/webhooks', { token: adminToken, body: { url: receiver.url, events } })
  assert.equal(res.statusCode, 201, res.body)
  const webhook = res.json() as { id: string; secret: string }
  receiver.secrets.push(webhook.secret)
  return webhook
}

/** Environment for apps whose webhooks post to a local receiver. */
export const LOCAL_WEBHOOKS = { WEBHOOKS_ALLOW_PRIVATE: 'true' }
