import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { dataApiCallerOf } from '../data-api/context.ts'
import { dataApiErrorResponses } from '../data-api/errors.ts'
import { MetricsQuery, MetricsResponse } from './metrics.schemas.ts'
import type { MetricsService } from './metrics.service.ts'

/** GET /data/metrics, inside the Data API scope: opened by an API key, counted on the metrics quota. */
export const metricsRoutes: FastifyPluginAsyncTypebox<{ metrics: MetricsService }> = async (app, { metrics }) => {
  app.get(
    '/metrics',
    {
      config: { access: 'api-key', rateLimit: false, dataApiLimit: 'metrics' },
      schema: {
        hide: false,
        tags: ['Data API'],
        security: [{ apiKey: [] }],
        summary: 'Recruiting metrics of a period beside the period before it, and the analysis tables',
        description:
          'Main indicators, each `{current, previous, delta, delta_pct, sample_size, previous_sample_size}`, over the ' +
          'applications the tables serve (the same population rule), then the analysis tables of the period. `from`/`to` ' +
          'are Vietnam-time dates, both included; the default period is the 30 days up to today. The previous period has ' +
          'as many days, right before. See the `/metrics` section of GET /api/v1/data/agent-guide.',
        querystring: MetricsQuery,
        response: { 200: MetricsResponse, ...dataApiErrorResponses(400, 422) },
      },
    },
    async (request) => metrics.read(dataApiCallerOf(request), request.query),
  )
}
