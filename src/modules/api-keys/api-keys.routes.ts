import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { actorOf } from '../../platform/auth/principal.ts'
import { ADMIN } from '../../platform/auth/roles.ts'
import { errorResponses, IdParams, NoContent } from '../../platform/schemas.ts'
import { ApiKeyListQuery, ApiKeyPage, CreateApiKeyBody, CreatedApiKey } from './api-keys.schemas.ts'
import type { ApiKeysService } from './api-keys.service.ts'

const TAGS = ['API keys']

export const apiKeysRoutes: FastifyPluginAsyncTypebox<{ apiKeys: ApiKeysService }> = async (app, { apiKeys }) => {
  app.get(
    '/settings/api-keys',
    {
      config: { access: ADMIN },
      schema: {
        tags: TAGS,
        summary: 'List the Data API keys of the company, newest first (revoked keys included, with revoked_at)',
        description: 'The keys themselves are never shown again after creation; `key_prefix` tells them apart.',
        querystring: ApiKeyListQuery,
        response: { 200: ApiKeyPage, ...errorResponses(422) },
      },
    },
    async (request) => apiKeys.list(actorOf(request), request.query),
  )

  app.post(
    '/settings/api-keys',
    {
      // The answer holds a fresh secret, which the idempotency store must not keep.
      config: { access: ADMIN, rateLimit: 'sensitive', idempotency: false },
      schema: {
        tags: TAGS,
        summary: 'Create a Data API key; the key is in this response only',
        description:
          'A company-wide, read-only key for the Data API (`Authorization: Bearer rk_live_…`). Only a hash is stored. ' +
          '`expires_at` must be in the future (422 otherwise).',
        body: CreateApiKeyBody,
        response: { 201: CreatedApiKey, ...errorResponses(422) },
      },
    },
    async (request, reply) => reply.code(201).send(await apiKeys.create(actorOf(request), request.body)),
  )

  app.delete(
    '/settings/api-keys/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags: TAGS,
        summary: 'Revoke a Data API key; it is refused from now on',
        description: 'The key stays listed with `revoked_at`. An unknown, already revoked or other company’s key is 404.',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      await apiKeys.revoke(actorOf(request), request.params.id)
      return reply.code(204).send(null)
    },
  )
}
