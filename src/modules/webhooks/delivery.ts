import type { FastifyBaseLogger } from 'fastify'
import { randomUUID } from 'node:crypto'
import type { Database } from '../../db/database.ts'
import { scheduledBackoff, taskType } from '../../platform/outbox/task-type.ts'
import { handle, type Task } from '../../platform/outbox/task-worker.ts'
import { postJson, type Resolver } from './egress/deliver.ts'
import { signedHeaders } from './signing.ts'
import * as repo from './webhooks.repository.ts'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

/**
 * The waits between attempts of a delivery: eight attempts over about 27 hours and a half, so a
 * receiver that is down for a day still gets everything. Each wait is spread by ±20%.
 */
export const RETRY_SCHEDULE_MS = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR] as const

/** An endpoint whose deliveries have failed, with no success since, for this long is disabled. */
export const DISABLE_AFTER_MS = 3 * 24 * HOUR

/**
 * Deliveries under way to one endpoint from this instance, at most: a receiver that answers
 * slowly (or never) holds this many of the worker's slots, and the other endpoints keep theirs.
 */
// Half the worker's slots (16).
export const MAX_IN_FLIGHT_PER_ENDPOINT = 8
/** How long a delivery waits when its endpoint already has all it may have under way. */
const BUSY_ENDPOINT_WAIT_MS = 500

export const DELIVER_WEBHOOK = taskType<{ delivery_id: string }>('webhooks.deliver', scheduledBackoff(RETRY_SCHEDULE_MS))

export interface DeliveryOptions {
  db: Database
  log: FastifyBaseLogger
  now: () => number
  /** Plain http and private addresses allowed: for tests and receivers on a private network. */
  allowPrivate: boolean
  timeoutMs?: number
  resolve?: Resolver
}

/** Thrown to have the task retried on the schedule; the attempt itself is already recorded. */
class DeliveryFailed extends Error {}

/**
 * Sends one delivery: signs it, posts it through the guarded client, and records the attempt
 * with what the receiver answered, in one transaction with the delivery's new state and the
 * endpoint's failing streak. A failed attempt is retried by the task queue on the schedule.
 */
export function createDeliveryHandler({ db, log, now, allowPrivate, timeoutMs, resolve }: DeliveryOptions) {
  const inFlight = new Map<string, number>()
  return handle(DELIVER_WEBHOOK, async (task) => {
    const { tenantId } = task
    const delivery = await repo.findDeliveryWithWebhook(db, tenantId, task.payload.delivery_id)
    // Sent already (this run repeats one whose worker died after sending), or called off.
    if (!delivery || delivery.status === 'succeeded' || delivery.status === 'canceled') return
    if (delivery.is_deleted || !delivery.is_active) {
      await repo.updateDelivery(db, tenantId, delivery.id, { status: 'canceled', next_attempt_at: null })
      return
    }

    const busy = inFlight.get(delivery.webhook_id) ?? 0
    if (busy >= MAX_IN_FLIGHT_PER_ENDPOINT) return { deferMs: BUSY_ENDPOINT_WAIT_MS }
    inFlight.set(delivery.webhook_id, busy + 1)
    try {
      return await attempt(task, delivery)
    } finally {
      const left = (inFlight.get(delivery.webhook_id) ?? 1) - 1
      if (left === 0) inFlight.delete(delivery.webhook_id)
      else inFlight.set(delivery.webhook_id, left)
    }
  })

  async function attempt(
    task: Task<{ delivery_id: string }>,
    delivery: NonNullable<Awaited<ReturnType<typeof repo.findDeliveryWithWebhook>>>,
  ) {
    const { tenantId } = task
    const at = new Date(now())
    const secrets = [delivery.secret]
    if (delivery.previous_secret && delivery.previous_secret_expires_at && delivery.previous_secret_expires_at > at) {
      secrets.push(delivery.previous_secret)
    }
    const result = await postJson(delivery.url, signedHeaders(delivery.event_id, at, delivery.payload, secrets), delivery.payload, {
      allowPrivate,
      ...(timeoutMs ? { timeoutMs } : {}),
      ...(resolve ? { resolve } : {}),
    })
    const finishedAt = at.getTime() + result.durationMs
    const nextAttemptAt = result.ok || task.retryInMs === null ? null : new Date(finishedAt + task.retryInMs)

    await db.transaction().execute(async (trx) => {
      await repo.insertAttempt(trx, {
        tenant_id: tenantId,
        id: randomUUID(),
        delivery_id: delivery.id,
        attempted_at: at,
        succeeded: result.ok,
        response_status: result.status,
        duration_ms: Math.round(result.durationMs),
        response_body: result.body,
        error: result.error,
        next_attempt_at: nextAttemptAt,
      })
      await repo.updateDelivery(
        trx,
        tenantId,
        delivery.id,
        { status: result.ok ? 'succeeded' : nextAttemptAt ? 'pending' : 'failed', next_attempt_at: nextAttemptAt },
        { countAttempt: true },
      )
      if (result.ok) {
        await repo.markSucceeding(trx, tenantId, delivery.webhook_id)
        return
      }
      const reason = `Deliveries have failed for 3 days without a success; the last one: ${result.error ?? 'no answer'}`
      if (await repo.markFailing(trx, tenantId, delivery.webhook_id, new Date(finishedAt), DISABLE_AFTER_MS, reason)) {
        log.warn({ tenantId, webhookId: delivery.webhook_id }, 'webhook disabled after failing for 3 days')
        await repo.cancelPending(trx, tenantId, delivery.webhook_id)
      }
    })
    if (nextAttemptAt) throw new DeliveryFailed(result.error ?? `HTTP ${result.status}`)
    return 'done' as const
  }
}
