import type { OpenAPIV3_1 } from 'openapi-types'
import { Type, type TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { StringEnum, Nullable, Timestamp, Uuid } from '../../platform/schemas.ts'
import { Application } from '../applications/applications.schemas.ts'
import { Candidate } from '../candidates/candidates.schemas.ts'
import { Evaluation } from '../evaluations/evaluations.schemas.ts'
import { Interview } from '../interviews/interviews.schemas.ts'
import { Job } from '../jobs/jobs.schemas.ts'
import { Offer } from '../offers/offers.schemas.ts'
import type { WebhookEventType } from './webhooks.port.ts'

const StageRef = Nullable(Type.Object({ id: Uuid(), name: Type.String() }))

/** `application.stage_changed`: the application as it is now, and the move that was made. */
export const StageChange = Type.Object({
  ...Application.properties,
  from_stage: StageRef,
  to_stage: StageRef,
})

/** `application.status_changed`: the application as it is now, and its status before. */
export const StatusChange = Type.Object({
  ...Application.properties,
  from_status: Type.String(),
  to_status: Type.String(),
})

/** `job.status_changed`: the job as it is now, and its status before. */
export const JobStatusChange = Type.Object({
  ...Job.properties,
  from_status: Type.String(),
  to_status: Type.String(),
})

/** What `data` holds for each event: the resource as its `GET` answers, with the change where one was made. */
export const EVENT_DATA: Record<WebhookEventType, TSchema> = {
  'candidate.created': Candidate,
  'candidate.updated': Candidate,
  'application.created': Application,
  'application.stage_changed': StageChange,
  'application.status_changed': StatusChange,
  'interview.scheduled': Interview,
  'interview.updated': Interview,
  'evaluation.submitted': Evaluation,
  'offer.created': Offer,
  'offer.updated': Offer,
  'job.created': Job,
  'job.status_changed': JobStatusChange,
}

/** Sent once to a new endpoint, and by `POST /webhooks/{id}/test`. */
export const Ping = Type.Object({ webhook_id: Uuid(), message: Type.String() })

/** The body of every delivery. */
export function EventEnvelope(type: string, data: TSchema) {
  return Type.Object({
    id: Uuid({ description: 'The event id; also the `webhook-id` header, the same on every retry' }),
    type: StringEnum([type]),
    created_at: Timestamp(),
    tenant_id: Uuid(),
    data,
  })
}

/**
 * The event body as it is sent: `data` keeps only what the resource's schema names, exactly as
 * the API's responses do, so a webhook never carries a field the API would not show.
 */
export function eventBody(id: string, type: WebhookEventType | 'ping', at: Date, tenantId: string, data: object): string {
  const schema = type === 'ping' ? Ping : EVENT_DATA[type]
  const shown = Value.Clean(schema, structuredClone(data))
  return JSON.stringify({ id, type, created_at: at.toISOString(), tenant_id: tenantId, data: shown })
}

/** The `webhooks` section of the OpenAPI document: what a receiver gets for each event. */
export function openApiWebhooks() {
  const entries = [...Object.entries(EVENT_DATA), ['ping', Ping] as const].map(([type, data]) => [
    type,
    {
      post: {
        summary: type === 'ping' ? 'Sent to a new endpoint, and by POST /webhooks/{id}/test' : `The \`${type}\` event`,
        description:
          'Signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 10 s; ' +
          'anything else is retried. Imports and demo data send no events.',
        requestBody: { required: true, content: { 'application/json': { schema: EventEnvelope(type, data) } } },
        responses: { '2XX': { description: 'Received; any 2xx status will do' } },
      },
    },
  ])
  return Object.fromEntries(entries) as Record<string, OpenAPIV3_1.PathItemObject>
}
