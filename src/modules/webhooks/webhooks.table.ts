import type { ColumnType, Selectable } from 'kysely'
import type { WebhookEventType } from './webhooks.port.ts'

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'canceled'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

export interface WebhooksTable {
  tenant_id: string
  id: string
  url: string
  description: string | null
  events: ColumnType<WebhookEventType[], WebhookEventType[], WebhookEventType[]>
  is_active: ColumnType<boolean, boolean | undefined, boolean>
  secret: string
  previous_secret: ColumnType<string | null, string | null | undefined, string | null>
  previous_secret_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  failing_since: ColumnType<Date | null, Date | null | undefined, Date | null>
  disabled_reason: ColumnType<string | null, string | null | undefined, string | null>
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  is_deleted: ColumnType<boolean, boolean | undefined, boolean>
  created_by: string | null
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export interface WebhookDeliveriesTable {
  tenant_id: string
  id: string
  webhook_id: string
  event_id: string
  event_type: string
  payload: string
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>
  attempt_count: ColumnType<number, number | undefined, number>
  next_attempt_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export interface WebhookDeliveryAttemptsTable {
  tenant_id: string
  id: string
  delivery_id: string
  attempted_at: Date
  succeeded: boolean
  response_status: number | null
  duration_ms: number
  response_body: string
  error: string | null
  next_attempt_at: Date | null
}

export type WebhookRow = Selectable<WebhooksTable>
export type DeliveryRow = Selectable<WebhookDeliveriesTable>
export type AttemptRow = Selectable<WebhookDeliveryAttemptsTable>
