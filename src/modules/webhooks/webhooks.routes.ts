import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { actorOf } from '../../platform/auth/principal.ts'
import { ADMIN } from '../../platform/auth/roles.ts'
import { errorResponses, IdParams, NoContent } from '../../platform/schemas.ts'
import {
  CreateWebhookBody,
  Delivery,
  DeliveryListQuery,
  DeliveryPage,
  UpdateWebhookBody,
  Webhook,
  WebhookListQuery,
  WebhookPage,
  WebhookWithSecret,
} from './webhooks.schemas.ts'
import type { WebhooksService } from './webhooks.service.ts'

const TAGS = ['Webhooks']
const admin = { access: ADMIN }
// Answers holding a fresh secret are not kept by the idempotency store.
const withSecret = { access: ADMIN, idempotency: false, rateLimit: 'sensitive' } as const
const SIGNING =
  'Each delivery is a `POST` of `{id, type, created_at, tenant_id, data}` signed per Standard Webhooks: headers `webhook-id` ' +
  '(the event id, the same on every retry), `webhook-timestamp` (Unix seconds) and `webhook-signature` ' +
  '(`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`; two entries, space-separated, for 24 hours after a secret rotation). ' +
  'A 2xx answer within 10 s is a success; redirects are not followed. Failed deliveries are retried after about ' +
  '5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±20%); an endpoint failing for 3 days without a success is disabled.'

export const webhooksRoutes: FastifyPluginAsyncTypebox<{ webhooks: WebhooksService }> = async (app, { webhooks }) => {
  app.get(
    '/webhooks',
    {
      config: admin,
      schema: {
        tags: TAGS,
        summary: 'List the webhook endpoints, newest first',
        querystring: WebhookListQuery,
        response: { 200: WebhookPage, ...errorResponses(422) },
      },
    },
    async (request) => webhooks.list(actorOf(request), request.query),
  )

  app.post(
    '/webhooks',
    {
      config: withSecret,
      schema: {
        tags: TAGS,
        summary: 'Register an endpoint; its signing secret is in this response only',
        description:
          `${SIGNING} A \`ping\` event is delivered at once. The URL must be https and resolve to public addresses ` +
          '(checked again each time a delivery connects) unless the service runs with `WEBHOOKS_ALLOW_PRIVATE=true`.',
        body: CreateWebhookBody,
        response: { 201: WebhookWithSecret, ...errorResponses(422) },
      },
    },
    async (request, reply) => reply.code(201).send(await webhooks.create(actorOf(request), request.body)),
  )

  app.get(
    '/webhooks/:id',
    {
      config: admin,
      schema: { tags: TAGS, summary: 'One webhook endpoint', params: IdParams, response: { 200: Webhook, ...errorResponses(404, 422) } },
    },
    async (request) => webhooks.get(actorOf(request), request.params.id),
  )

  app.put(
    '/webhooks/:id',
    {
      config: admin,
      schema: {
        tags: TAGS,
        summary: 'Change an endpoint (the fields given); `is_active: true` enables a disabled one',
        params: IdParams,
        body: UpdateWebhookBody,
        response: { 200: Webhook, ...errorResponses(404, 422) },
      },
    },
    async (request) => webhooks.update(actorOf(request), request.params.id, request.body),
  )

  app.delete(
    '/webhooks/:id',
    {
      config: admin,
      schema: {
        tags: TAGS,
        summary: 'Delete an endpoint; deliveries still waiting for it are called off',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      await webhooks.remove(actorOf(request), request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/webhooks/:id/rotate-secret',
    {
      config: withSecret,
      schema: {
        tags: TAGS,
        summary: 'Replace the signing secret; the new one is in this response only',
        description: 'For 24 hours both secrets sign every delivery (two `v1,` signatures), so receivers can switch without a gap.',
        params: IdParams,
        response: { 200: WebhookWithSecret, ...errorResponses(404, 422) },
      },
    },
    async (request) => webhooks.rotateSecret(actorOf(request), request.params.id),
  )

  app.post(
    '/webhooks/:id/test',
    {
      config: admin,
      schema: {
        tags: TAGS,
        summary: 'Send a `ping` event to the endpoint now',
        description: 'Answers 202 with the queued delivery; its attempts show in the delivery list. A disabled endpoint is 409.',
        params: IdParams,
        response: { 202: Delivery, ...errorResponses(404, 409, 422) },
      },
    },
    async (request, reply) => reply.code(202).send(await webhooks.sendTest(actorOf(request), request.params.id)),
  )

  app.get(
    '/webhooks/:id/deliveries',
    {
      config: admin,
      schema: {
        tags: TAGS,
        summary: 'The deliveries to an endpoint, newest first, each with every attempt',
        params: IdParams,
        querystring: DeliveryListQuery,
        response: { 200: DeliveryPage, ...errorResponses(404, 422) },
      },
    },
    async (request) => webhooks.listDeliveries(actorOf(request), request.params.id, request.query),
  )

  app.post(
    '/webhooks/deliveries/:id/retry',
    {
      config: admin,
      schema: {
        tags: TAGS,
        summary: 'Try a delivery once more, now',
        description: 'The same event (same id and body) is sent again, whatever the delivery’s state. A disabled endpoint is 409.',
        params: IdParams,
        response: { 202: Delivery, ...errorResponses(404, 409, 422) },
      },
    },
    async (request, reply) => reply.code(202).send(await webhooks.retryDelivery(actorOf(request), request.params.id)),
  )
}
