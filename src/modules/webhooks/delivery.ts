import type { FastifyBaseLogger } from 'fastify'
import type { Insertable } from 'kysely'
import { newRowId } from '../../platform/ids.ts'
import type { Database } from '../../db/database.ts'
import type { OutcomeRecorder } from '../../platform/observability/outcomes.ts'
import { scheduledBackoff, taskType } from '../../platform/outbox/task-type.ts'
import { handle, type Task } from '../../platform/outbox/task-worker.ts'
import { postJson, type EgressResult, type Resolver } from './egress/deliver.ts'
import { endpointTurns } from './endpoint-turns.ts'
import { signedHeaders } from './signing.ts'
import * as repo from './webhooks.repository.ts'
import type { WebhookDeliveryAttemptsTable } from './webhooks.table.ts'

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
 * Requests under way to one endpoint from this instance, at most: a receiver that answers
 * slowly (or never) holds this many of the worker's slots, and the other endpoints keep theirs.
 * A turn covers the HTTP exchange, not the recording of its outcome, which waits on the
 * database rather than on the receiver.
 */
// Half the worker's slots (16).
export const MAX_IN_FLIGHT_PER_ENDPOINT = 8
/**
 * How long a delivery waits in the worker for a turn of its endpoint when the endpoint has all
 * it may have under way and is answering (see `endpointTurns`): many times what a healthy
 * receiver takes to answer.
 */
const TURN_WAIT_MS = 100
/** How long a delivery is put off when its endpoint got no turn free for it. */
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
  /** Told how each attempt ended: `retrying` will be tried again, `failed` is given up. */
  onOutcome?: OutcomeRecorder<'succeeded' | 'retrying' | 'failed'>
}

/** Thrown to have the task retried on the schedule; the attempt itself is already recorded. */
class DeliveryFailed extends Error {}

type Delivery = NonNullable<Awaited<ReturnType<typeof repo.findDeliveryWithWebhook>>>
type DeliveryTask = Task<{ delivery_id: string }>

/** One HTTP exchange: when it was signed, and what the receiver answered. */
interface Sent {
  at: Date
  result: EgressResult
}

/**
 * Sends one delivery: signs it, posts it through the guarded client, and records the attempt
 * with what the receiver answered, atomically with the delivery's new state and the endpoint's
 * failing streak. A failed attempt is retried by the task queue on the schedule.
 */
export function createDeliveryHandler({ db, log, now, allowPrivate, timeoutMs, resolve, onOutcome = () => {} }: DeliveryOptions) {
  const turns = endpointTurns({ max: MAX_IN_FLIGHT_PER_ENDPOINT, waitMs: TURN_WAIT_MS })

  return handle(DELIVER_WEBHOOK, async (task) => {
    const { tenantId } = task
    const delivery = await repo.findDeliveryWithWebhook(db, tenantId, task.payload.delivery_id)
    // Sent already (this run repeats one whose worker died after sending), or called off.
    if (!delivery || delivery.status === 'succeeded' || delivery.status === 'canceled') return
    if (delivery.is_deleted || !delivery.is_active) {
      await repo.updateDelivery(db, tenantId, delivery.id, { status: 'canceled', next_attempt_at: null })
      return
    }

    if (!(await turns.take(delivery.webhook_id))) return { deferMs: BUSY_ENDPOINT_WAIT_MS }
    let sent: Sent
    try {
      sent = await send(delivery)
    } finally {
      turns.giveBack(delivery.webhook_id)
    }
    return await record(task, delivery, sent)
  })

  async function send(delivery: Delivery): Promise<Sent> {
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
    return { at, result }
  }

  /** Logs the attempt and moves the delivery on; throws to have a failed one retried. */
  async function record(task: DeliveryTask, delivery: Delivery, { at, result }: Sent) {
    const finishedAt = at.getTime() + result.durationMs
    const nextAttemptAt = result.ok || task.retryInMs === null ? null : new Date(finishedAt + task.retryInMs)
    const attempt = {
      tenant_id: task.tenantId,
      id: newRowId(),
      delivery_id: delivery.id,
      attempted_at: at,
      succeeded: result.ok,
      response_status: result.status,
      duration_ms: Math.round(result.durationMs),
      response_body: result.body,
      error: result.error,
      next_attempt_at: nextAttemptAt,
    }
    if (result.ok) {
      await repo.recordSuccess(db, attempt, delivery.webhook_id)
      onOutcome('succeeded')
      return 'done' as const
    }
    await recordFailure(attempt, delivery.webhook_id, new Date(finishedAt))
    onOutcome(nextAttemptAt ? 'retrying' : 'failed')
    if (nextAttemptAt) throw new DeliveryFailed(result.error ?? `HTTP ${result.status}`)
    return 'done' as const
  }

  /**
   * A failed attempt, in one transaction with the delivery's new state and the endpoint's
   * failing streak, which disables the endpoint (and calls off what waits for it) after 3 days.
   */
  async function recordFailure(attempt: Insertable<WebhookDeliveryAttemptsTable>, webhookId: string, finishedAt: Date) {
    const { tenant_id: tenantId } = attempt
    await db.transaction().execute(async (trx) => {
      await repo.insertAttempt(trx, attempt)
      await repo.updateDelivery(
        trx,
        tenantId,
        attempt.delivery_id,
        { status: attempt.next_attempt_at ? 'pending' : 'failed', next_attempt_at: attempt.next_attempt_at ?? null },
        { countAttempt: true },
      )
      const reason = `Deliveries have failed for 3 days without a success; the last one: ${attempt.error ?? 'no answer'}`
      if (await repo.markFailing(trx, tenantId, webhookId, finishedAt, DISABLE_AFTER_MS, reason)) {
        log.warn({ tenantId, webhookId }, 'webhook disabled after failing for 3 days')
        await repo.cancelPending(trx, tenantId, webhookId)
      }
    })
  }
}
