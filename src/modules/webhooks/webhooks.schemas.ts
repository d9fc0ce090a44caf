import { Type } from 'typebox'
import { Page, PageQuery } from '../../platform/pagination.ts'
import { NonBlank, Nullable, StringEnum, Timestamp, Uuid } from '../../platform/schemas.ts'
import { DELIVERY_STATUSES } from './webhooks.table.ts'
import { WEBHOOK_EVENT_TYPES } from './webhooks.port.ts'

const Url = () =>
  Type.String({
    format: 'uri',
    maxLength: 2048,
    description: 'Where events are posted: an https URL whose host resolves to public addresses',
  })

const Events = () =>
  Type.Array(StringEnum(WEBHOOK_EVENT_TYPES), {
    minItems: 1,
    uniqueItems: true,
    description: 'The events to receive. A `ping` is sent on creation and by the test route whatever this says.',
  })

const Description = () => Nullable(NonBlank(500, { description: 'What the endpoint is for' }))

export const Webhook = Type.Object(
  {
    id: Uuid(),
    url: Type.String(),
    description: Nullable(Type.String()),
    events: Type.Array(StringEnum(WEBHOOK_EVENT_TYPES)),
    is_active: Type.Boolean({ description: 'False when disabled by an admin or after failing for 3 days' }),
    disabled_reason: Nullable(
      Type.String({ description: 'Why the service disabled the endpoint; null when an admin did, or it is active' }),
    ),
    disabled_at: Nullable(Timestamp()),
    previous_secret_expires_at: Nullable(
      Timestamp({ description: 'After a secret rotation, the previous secret also signs until this instant' }),
    ),
    created_at: Timestamp(),
    updated_at: Timestamp(),
  },
  { $id: 'Webhook' },
)

const Secret = () =>
  Type.String({
    description: 'The signing secret (`whsec_` + base64). Shown in this response only; keep it now.',
  })

export const WebhookWithSecret = Type.Object({ ...Webhook.properties, secret: Secret() }, { $id: 'WebhookWithSecret' })

export const WebhookPage = Page(Webhook)
export const WebhookListQuery = PageQuery(100)

export const CreateWebhookBody = Type.Object(
  { url: Url(), events: Events(), description: Type.Optional(Description()) },
  { additionalProperties: false },
)

export const UpdateWebhookBody = Type.Object(
  {
    url: Type.Optional(Url()),
    events: Type.Optional(Events()),
    description: Type.Optional(Description()),
    is_active: Type.Optional(Type.Boolean({ description: 'true enables a disabled endpoint again; false stops deliveries' })),
  },
  { additionalProperties: false, minProperties: 1 },
)

export const DeliveryAttempt = Type.Object(
  {
    id: Uuid(),
    attempted_at: Timestamp(),
    status: StringEnum(['succeeded', 'failed'] as const),
    response_status: Nullable(Type.Integer({ description: 'The receiver’s HTTP status; null when none came' })),
    duration_ms: Type.Integer(),
    response_body: Type.String({ description: 'The first 1 KB of what the receiver answered' }),
    error: Nullable(Type.String({ description: 'Why the attempt failed: refused destination, timeout, connection error, HTTP status' })),
    next_attempt_at: Nullable(Timestamp({ description: 'When the next attempt was scheduled after this one; null when none was' })),
  },
  { $id: 'WebhookDeliveryAttempt' },
)

export const Delivery = Type.Object(
  {
    id: Uuid(),
    webhook_id: Uuid(),
    event_id: Uuid({ description: 'The `webhook-id` header of every attempt' }),
    event_type: Type.String(),
    status: StringEnum(DELIVERY_STATUSES, {
      description:
        '`pending` (to be tried, or tried again), `succeeded`, `failed` (every attempt failed), `canceled` (the endpoint was deleted or disabled)',
    }),
    attempt_count: Type.Integer(),
    next_attempt_at: Nullable(Timestamp()),
    payload: Type.Unknown({ description: 'The event as sent' }),
    created_at: Timestamp(),
    updated_at: Timestamp(),
    attempts: Type.Array(DeliveryAttempt, { description: 'Every attempt, oldest first' }),
  },
  { $id: 'WebhookDelivery' },
)

export const DeliveryPage = Page(Delivery)
export const DeliveryListQuery = Type.Object({
  ...PageQuery(100).properties,
  status: Type.Optional(StringEnum(DELIVERY_STATUSES, { description: 'Only deliveries in this state' })),
})
