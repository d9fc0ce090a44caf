import type { Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'

/** The events a webhook can subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'candidate.created',
  'candidate.updated',
  'application.created',
  'application.stage_changed',
  'application.status_changed',
  'interview.scheduled',
  'interview.updated',
  'evaluation.submitted',
  'offer.created',
  'offer.updated',
  'job.created',
  'job.status_changed',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]

/**
 * What a module calls when it changes something a webhook may want to hear of. It runs in the
 * module's own transaction: the event is queued for delivery if and only if the change commits.
 * `data` is the resource as its `GET` answers at that moment; it is only built when some
 * endpoint of the tenant subscribes to the event.
 */
export interface EventPublisher {
  publish(trx: Transaction<DB>, tenantId: string, type: WebhookEventType, data: () => Promise<object> | object): Promise<void>
}
