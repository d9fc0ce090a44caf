import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely'
import type { Handle } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import { fetchPage, type PageRequest } from '../../platform/pagination.ts'
import type { DeliveryStatus, WebhookDeliveriesTable, WebhookDeliveryAttemptsTable, WebhooksTable } from './webhooks.table.ts'

/** A tenant's endpoints that are not deleted. */
const liveWebhooks = (db: Handle, tenantId: string) =>
  db.selectFrom('webhooks').where('tenant_id', '=', tenantId).where('is_deleted', '=', false)

export function insertWebhook(trx: Transaction<DB>, row: Insertable<WebhooksTable>) {
  return trx.insertInto('webhooks').values(row).returningAll().executeTakeFirstOrThrow()
}

export function findWebhook(db: Handle, tenantId: string, id: string) {
  return liveWebhooks(db, tenantId).selectAll().where('id', '=', id).executeTakeFirst()
}

export function lockWebhook(trx: Transaction<DB>, tenantId: string, id: string) {
  return liveWebhooks(trx, tenantId).selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

export function listWebhooks(db: Kysely<DB>, tenantId: string, page: PageRequest) {
  const query = liveWebhooks(db, tenantId)
  return fetchPage(
    page,
    async () => (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) => query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  )
}

export function updateWebhook(trx: Transaction<DB>, tenantId: string, id: string, changes: Updateable<WebhooksTable>) {
  return trx
    .updateTable('webhooks')
    .set({ ...changes, updated_at: sql<Date>`clock_timestamp()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** The live, enabled endpoints of a tenant and the events each listens to. */
export function activeSubscriptions(trx: Transaction<DB>, tenantId: string) {
  return liveWebhooks(trx, tenantId).select(['id', 'events']).where('is_active', '=', true).execute()
}

export function insertDeliveries(trx: Transaction<DB>, rows: Insertable<WebhookDeliveriesTable>[]) {
  return trx.insertInto('webhook_deliveries').values(rows).returningAll().execute()
}

export function findDelivery(db: Handle, tenantId: string, id: string) {
  return db.selectFrom('webhook_deliveries').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
}

/** A delivery with the endpoint it goes to, as a worker needs both to send it. */
export function findDeliveryWithWebhook(db: Handle, tenantId: string, id: string) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhooks as w', (join) => join.on('w.tenant_id', '=', tenantId).onRef('w.id', '=', 'd.webhook_id'))
    .select([
      'd.id',
      'd.webhook_id',
      'd.event_id',
      'd.payload',
      'd.status',
      'w.url',
      'w.secret',
      'w.previous_secret',
      'w.previous_secret_expires_at',
      'w.is_active',
      'w.is_deleted',
    ])
    .where('d.tenant_id', '=', tenantId)
    .where('d.id', '=', id)
    .executeTakeFirst()
}

export function listDeliveries(db: Kysely<DB>, tenantId: string, webhookId: string, page: PageRequest, status?: DeliveryStatus) {
  let query = db.selectFrom('webhook_deliveries').where('tenant_id', '=', tenantId).where('webhook_id', '=', webhookId)
  if (status) query = query.where('status', '=', status)
  return fetchPage(
    page,
    async () => (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) => query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  )
}

export function attemptsOf(db: Handle, tenantId: string, deliveryIds: readonly string[]) {
  if (deliveryIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('webhook_delivery_attempts')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('delivery_id', 'in', deliveryIds)
    .orderBy('attempted_at')
    .orderBy('id')
    .execute()
}

export function updateDelivery(
  trx: Handle,
  tenantId: string,
  id: string,
  changes: Pick<Updateable<WebhookDeliveriesTable>, 'status' | 'next_attempt_at'>,
  options: { countAttempt?: boolean } = {},
) {
  return trx
    .updateTable('webhook_deliveries')
    .set({
      ...changes,
      ...(options.countAttempt ? { attempt_count: sql<number>`attempt_count + 1` } : {}),
      updated_at: sql<Date>`clock_timestamp()`,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Deliveries still waiting for an endpoint that is deleted or disabled will not be sent. */
export function cancelPending(trx: Transaction<DB>, tenantId: string, webhookId: string) {
  return trx
    .updateTable('webhook_deliveries')
    .set({ status: 'canceled', next_attempt_at: null, updated_at: sql<Date>`clock_timestamp()` })
    .where('tenant_id', '=', tenantId)
    .where('webhook_id', '=', webhookId)
    .where('status', '=', 'pending')
    .execute()
}

export function insertAttempt(trx: Transaction<DB>, row: Insertable<WebhookDeliveryAttemptsTable>) {
  return trx.insertInto('webhook_delivery_attempts').values(row).execute()
}

/**
 * A successful attempt, as one statement: the attempt logged, the delivery succeeded and the
 * endpoint's failing streak (if any) ended. Data-modifying CTEs run together and commit or fail
 * together, so this is as atomic as the transaction of three statements it replaces, in one
 * round trip instead of five (BEGIN and COMMIT included). Every delivery that gets through
 * comes here; failures, which are rare, keep their transaction (`markFailing` reads before it
 * writes).
 */
export function recordSuccess(db: Handle, attempt: Insertable<WebhookDeliveryAttemptsTable>, webhookId: string) {
  const { tenant_id: tenantId } = attempt
  return db
    .with('attempt', (db) => db.insertInto('webhook_delivery_attempts').values(attempt))
    .with('delivery', (db) =>
      db
        .updateTable('webhook_deliveries')
        .set({
          status: 'succeeded',
          next_attempt_at: null,
          attempt_count: sql<number>`attempt_count + 1`,
          updated_at: sql<Date>`clock_timestamp()`,
        })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', attempt.delivery_id),
    )
    .updateTable('webhooks')
    .set({ failing_since: null })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', webhookId)
    .where('failing_since', 'is not', null)
    .execute()
}

/**
 * A failure starts the endpoint's failing streak (if none is running) and disables it when the
 * streak is older than `disableAfterMs`. Answers whether this failure disabled it.
 */
export async function markFailing(
  trx: Transaction<DB>,
  tenantId: string,
  webhookId: string,
  at: Date,
  disableAfterMs: number,
  reason: string,
): Promise<boolean> {
  const row = await trx
    .updateTable('webhooks')
    .set({ failing_since: sql<Date>`coalesce(failing_since, ${at})` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', webhookId)
    .returning(['failing_since', 'is_active'])
    .executeTakeFirst()
  if (!row?.is_active || !row.failing_since || at.getTime() - row.failing_since.getTime() < disableAfterMs) return false
  await trx
    .updateTable('webhooks')
    .set({ is_active: false, disabled_reason: reason, disabled_at: at, updated_at: sql<Date>`clock_timestamp()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', webhookId)
    .execute()
  return true
}
