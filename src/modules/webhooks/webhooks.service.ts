import { newRowId } from '../../platform/ids.ts'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors.ts'
import type { TaskQueue } from '../../platform/outbox/task-queue.ts'
import { mapPage, type PageRequest } from '../../platform/pagination.ts'
import type { AuditService } from '../audit/audit.service.ts'
import { DELIVER_WEBHOOK } from './delivery.ts'
import { checkUrl } from './egress/deliver.ts'
import { fanOut } from './events.ts'
import { generateSecret } from './signing.ts'
import type { WebhookEventType } from './webhooks.port.ts'
import * as repo from './webhooks.repository.ts'
import type { AttemptRow, DeliveryRow, DeliveryStatus, WebhookRow } from './webhooks.table.ts'

/** After a rotation the previous secret keeps signing this long, so receivers can switch over. */
export const ROTATION_OVERLAP_MS = 24 * 3600 * 1000

function presentWebhook(row: WebhookRow) {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    is_active: row.is_active,
    disabled_reason: row.disabled_reason,
    disabled_at: row.disabled_at,
    previous_secret_expires_at: row.previous_secret_expires_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

function presentDelivery(row: DeliveryRow, attempts: AttemptRow[]) {
  return {
    id: row.id,
    webhook_id: row.webhook_id,
    event_id: row.event_id,
    event_type: row.event_type,
    status: row.status,
    attempt_count: row.attempt_count,
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
    payload: JSON.parse(row.payload) as unknown,
    created_at: row.created_at,
    updated_at: row.updated_at,
    attempts: attempts.map((a) => ({
      id: a.id,
      attempted_at: a.attempted_at,
      status: a.succeeded ? ('succeeded' as const) : ('failed' as const),
      response_status: a.response_status,
      duration_ms: a.duration_ms,
      response_body: a.response_body,
      error: a.error,
      next_attempt_at: a.next_attempt_at,
    })),
  }
}

export interface NewWebhook {
  url: string
  events: WebhookEventType[]
  description?: string | null
}

export interface WebhookChanges {
  url?: string
  events?: WebhookEventType[]
  description?: string | null
  is_active?: boolean
}

interface Deps {
  db: Database
  audit: AuditService
  tasks: TaskQueue
  now: () => number
  /** `WEBHOOKS_ALLOW_PRIVATE`: plain http and private addresses accepted (tests, private networks). */
  allowPrivate: boolean
}

export function createWebhooksService({ db, audit, tasks, now, allowPrivate }: Deps) {
  function checkDestination(url: string) {
    const refused = checkUrl(url, allowPrivate)
    if (refused) throw ValidationFailed.single(['body', 'url'], `This URL cannot receive webhooks: ${refused}`, 'value_error')
  }

  async function lockLive(trx: Transaction<DB>, tenantId: string, id: string) {
    const row = await repo.lockWebhook(trx, tenantId, id)
    if (!row) throw new NotFound('Webhook')
    return row
  }

  function ping(trx: Transaction<DB>, webhook: WebhookRow, message: string) {
    return fanOut(trx, tasks, webhook.tenant_id, [webhook.id], 'ping', new Date(now()), { webhook_id: webhook.id, message })
  }

  return {
    async list(actor: Actor, page: PageRequest) {
      return mapPage(await repo.listWebhooks(db, actor.tenantId, page), presentWebhook)
    },

    async get(actor: Actor, id: string) {
      const row = await repo.findWebhook(db, actor.tenantId, id)
      if (!row) throw new NotFound('Webhook')
      return presentWebhook(row)
    },

    /** The secret is in the answer and nowhere else the API shows; a `ping` goes out at once. */
    async create(actor: Actor, input: NewWebhook) {
      checkDestination(input.url)
      const secret = generateSecret()
      return db.transaction().execute(async (trx) => {
        const row = await repo.insertWebhook(trx, {
          tenant_id: actor.tenantId,
          id: newRowId(),
          url: input.url,
          description: input.description?.trim() ?? null,
          events: input.events,
          secret,
          created_by: actor.userId,
        })
        await audit.record(trx, actor, {
          action: 'webhook.created',
          resourceType: 'webhook',
          resourceId: row.id,
          changes: { url: row.url, events: row.events, description: row.description },
        })
        await ping(trx, row, 'This endpoint now receives events from the recruiting service.')
        return { ...presentWebhook(row), secret }
      })
    },

    /** A partial update; `is_active: true` enables a disabled endpoint and forgets its failing streak. */
    async update(actor: Actor, id: string, changes: WebhookChanges) {
      if (changes.url !== undefined) checkDestination(changes.url)
      return db.transaction().execute(async (trx) => {
        const before = await lockLive(trx, actor.tenantId, id)
        const enabling = changes.is_active === true && !before.is_active
        const row = await repo.updateWebhook(trx, actor.tenantId, id, {
          ...(changes.url !== undefined ? { url: changes.url } : {}),
          ...(changes.events !== undefined ? { events: changes.events } : {}),
          ...(changes.description !== undefined ? { description: changes.description?.trim() ?? null } : {}),
          ...(changes.is_active !== undefined ? { is_active: changes.is_active } : {}),
          ...(enabling ? { disabled_reason: null, disabled_at: null, failing_since: null } : {}),
          ...(changes.is_active === false && before.is_active ? { disabled_reason: null, disabled_at: new Date(now()) } : {}),
        })
        await audit.record(trx, actor, { action: 'webhook.updated', resourceType: 'webhook', resourceId: id, changes: { ...changes } })
        return presentWebhook(row)
      })
    },

    /** Deleted endpoints are gone from the API; deliveries still waiting for them are called off. */
    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await lockLive(trx, actor.tenantId, id)
        await repo.updateWebhook(trx, actor.tenantId, id, { is_deleted: true })
        await repo.cancelPending(trx, actor.tenantId, id)
        await audit.record(trx, actor, { action: 'webhook.deleted', resourceType: 'webhook', resourceId: id, changes: { url: row.url } })
      })
    },

    /** A new secret, shown once; the previous one keeps signing beside it for 24 hours. */
    async rotateSecret(actor: Actor, id: string) {
      const secret = generateSecret()
      return db.transaction().execute(async (trx) => {
        const before = await lockLive(trx, actor.tenantId, id)
        const row = await repo.updateWebhook(trx, actor.tenantId, id, {
          secret,
          previous_secret: before.secret,
          previous_secret_expires_at: new Date(now() + ROTATION_OVERLAP_MS),
        })
        await audit.record(trx, actor, { action: 'webhook.secret_rotated', resourceType: 'webhook', resourceId: id })
        return { ...presentWebhook(row), secret }
      })
    },

    /** Queues a `ping` to the endpoint; the answer is the delivery, to follow in the delivery list. */
    async sendTest(actor: Actor, id: string) {
      return db.transaction().execute(async (trx) => {
        const row = await lockLive(trx, actor.tenantId, id)
        if (!row.is_active) throw new Conflict('This webhook is disabled; enable it (PUT with is_active: true) before testing it')
        const [delivery] = await ping(trx, row, 'A test event sent on request.')
        return presentDelivery(delivery!, [])
      })
    },

    async listDeliveries(actor: Actor, webhookId: string, query: PageRequest & { status?: DeliveryStatus }) {
      if (!(await repo.findWebhook(db, actor.tenantId, webhookId))) throw new NotFound('Webhook')
      const page = await repo.listDeliveries(db, actor.tenantId, webhookId, query, query.status)
      const attempts = await repo.attemptsOf(
        db,
        actor.tenantId,
        page.items.map((d) => d.id),
      )
      return mapPage(page, (row) =>
        presentDelivery(
          row,
          attempts.filter((a) => a.delivery_id === row.id),
        ),
      )
    },

    /** One more attempt now, whatever the delivery's state; the event keeps its id. */
    async retryDelivery(actor: Actor, deliveryId: string) {
      return db.transaction().execute(async (trx) => {
        const found = await repo.findDelivery(trx, actor.tenantId, deliveryId)
        if (!found) throw new NotFound('Delivery')
        const webhook = await lockLive(trx, actor.tenantId, found.webhook_id).catch(() => {
          throw new NotFound('Delivery')
        })
        if (!webhook.is_active) throw new Conflict('This webhook is disabled; enable it (PUT with is_active: true) before retrying')
        const row = await repo.updateDelivery(trx, actor.tenantId, deliveryId, { status: 'pending', next_attempt_at: new Date(now()) })
        await tasks.enqueue(trx, DELIVER_WEBHOOK, actor.tenantId, { delivery_id: deliveryId }, { attempts: 1 })
        await audit.record(trx, actor, {
          action: 'webhook.delivery_retried',
          resourceType: 'webhook',
          resourceId: webhook.id,
          changes: { delivery_id: deliveryId },
        })
        return presentDelivery(row, await repo.attemptsOf(trx, actor.tenantId, [deliveryId]))
      })
    },
  }
}

export type WebhooksService = ReturnType<typeof createWebhooksService>
