import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { AppMetrics } from './app-metrics.ts'

/** The route label of a request no route matched: one value, however many URLs are tried. */
export const UNMATCHED_ROUTE = '(unmatched)'

/**
 * Counts and times every answer, labelled by the route's pattern (`/api/v1/jobs/:id`), never
 * the URL itself: the series stay as many as the routes, whatever ids and probes arrive.
 */
async function httpMetrics(app: FastifyInstance, { metrics }: { metrics: AppMetrics }) {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE),
      status_code: String(reply.statusCode),
    }
    metrics.httpRequests.inc(labels)
    metrics.httpRequestDuration.observe(labels, reply.elapsedTime / 1000)
  })
}

export default fp(httpMetrics, { name: 'http-metrics' })
