import { randomUUID } from 'node:crypto'
import type { Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import type { TaskQueue } from '../../platform/outbox/task-queue.ts'
import { DELIVER_WEBHOOK } from './delivery.ts'
import { eventBody } from './event-catalog.ts'
import type { EventPublisher, WebhookEventType } from './webhooks.port.ts'
import * as repo from './webhooks.repository.ts'

/**
 * Queues one event for the given endpoints: a delivery row each, with the body they will all
 * receive, and a task each to send it. In the caller's transaction, like the change itself.
 */
export async function fanOut(
  trx: Transaction<DB>,
  tasks: TaskQueue,
  tenantId: string,
  webhookIds: readonly string[],
  type: WebhookEventType | 'ping',
  at: Date,
  data: object,
) {
  const eventId = randomUUID()
  const payload = eventBody(eventId, type, at, tenantId, data)
  const deliveries = await repo.insertDeliveries(
    trx,
    webhookIds.map((webhookId) => ({
      tenant_id: tenantId,
      id: randomUUID(),
      webhook_id: webhookId,
      event_id: eventId,
      event_type: type,
      payload,
      next_attempt_at: at,
    })),
  )
  for (const delivery of deliveries) await tasks.enqueue(trx, DELIVER_WEBHOOK, tenantId, { delivery_id: delivery.id })
  return deliveries
}

export function createEventPublisher({ tasks, now }: { tasks: TaskQueue; now: () => number }): EventPublisher {
  return {
    async publish(trx, tenantId, type, data) {
      const subscribers = await repo.subscribersOf(trx, tenantId, type)
      if (subscribers.length === 0) return
      await fanOut(
        trx,
        tasks,
        tenantId,
        subscribers.map((s) => s.id),
        type,
        new Date(now()),
        await data(),
      )
    },
  }
}
