import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger'
import type { Config } from '../config.ts'
import { openApiWebhooks } from '../modules/webhooks/event-catalog.ts'
import { finishDocument } from './finish-document.ts'
import { routeTransform } from './route-transform.ts'
import { TAGS } from './tags.ts'

/**
 * The OpenAPI document's frame (@fastify/swagger builds the rest from the route schemas): good
 * enough to generate a client from, which packages/sdk does.
 */
export function swaggerOptions(config: Pick<Config, 'publicBaseUrl'>): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Recruiting service API',
        version: '1.0.0',
        description:
          'Multi-tenant applicant tracking. Authenticate with `Authorization: Bearer <access token>` from /auth/login. ' +
          'Lists are paged with `page` and `page_size`; errors are `{detail}`; any POST takes an `Idempotency-Key`.',
        // The service is not published under an open licence; the field says so rather than stay empty.
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: config.publicBaseUrl, description: 'This deployment (PUBLIC_BASE_URL)' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The Data API (/api/v1/data) takes a company API key instead: `Authorization: Bearer rk_live_…`.
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'API key',
            description: 'A Data API key (`rk_live_…`) created by an admin',
          },
        },
      },
      security: [{ bearerAuth: [] }],
      webhooks: openApiWebhooks(),
    },
    // Schemas with an `$id` become components named by it (`Job`), not `def-0`.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
    transform: routeTransform,
    transformObject: finishDocument,
  }
}
