import { newRowId } from '../../platform/ids.ts'
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
  const eventId = newRowId()
  const payload = eventBody(eventId, type, at, tenantId, data)
  const deliveries = await repo.insertDeliveries(
    trx,
    webhookIds.map((webhookId) => ({
      tenant_id: tenantId,
      id: newRowId(),
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

type Subscriptions = Awaited<ReturnType<typeof repo.activeSubscriptions>>

/**
 * A tenant's endpoints, read once per transaction: one change often publishes several events (a
 * career-page submission publishes candidate.created and application.created). No transaction
 * both changes endpoints and publishes, so what it read first still holds when it publishes again.
 */
const subscriptionsRead = new WeakMap<Transaction<DB>, Map<string, Promise<Subscriptions>>>()

function subscriptionsOf(trx: Transaction<DB>, tenantId: string): Promise<Subscriptions> {
  let byTenant = subscriptionsRead.get(trx)
  if (!byTenant) subscriptionsRead.set(trx, (byTenant = new Map<string, Promise<Subscriptions>>()))
  let read = byTenant.get(tenantId)
  if (!read) byTenant.set(tenantId, (read = repo.activeSubscriptions(trx, tenantId)))
  return read
}

export function createEventPublisher({ tasks, now }: { tasks: TaskQueue; now: () => number }): EventPublisher {
  return {
    async publish(trx, tenantId, type, data) {
      const subscribers = (await subscriptionsOf(trx, tenantId)).filter((s) => s.events.includes(type))
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
