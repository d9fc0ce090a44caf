import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Registry } from 'prom-client'
import { bearerToken } from '../auth/guard.ts'
import { Unauthorized } from '../errors.ts'

function sameSecret(a: string, b: string): boolean {
  // Hashing first gives equal lengths, so the comparison time says nothing about the token.
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest())
}

/**
 * `GET /metrics` in Prometheus's text format, registered only when METRICS_ENABLED is set (so
 * it is a plain 404 otherwise). It sits on the service's own port, opened by METRICS_TOKEN as a
 * bearer token (Prometheus's `authorization` setting): one port to deploy and to route, and
 * whoever reaches the port still cannot read traffic figures. The core guard leaves it alone
 * (`access: 'public'`, as for the health probes) because its credential is none the guard
 * knows; the token is checked here, before anything is collected. Left out of the OpenAPI
 * document: it is for the operator's scraper, not for API clients, and exists only when enabled.
 */
export async function metricsRoute(app: FastifyInstance, { registry, token }: { registry: Registry; token: string }) {
  app.get(
    '/metrics',
    {
      config: { access: 'public', rateLimit: false },
      schema: { hide: true },
      onRequest: async (request) => {
        const given = bearerToken(request)
        if (!given || !sameSecret(given, token)) throw new Unauthorized('Not authenticated: /metrics takes METRICS_TOKEN as a bearer token')
      },
    },
    async (_request, reply) => {
      const text = await registry.metrics()
      return reply.type(registry.contentType).send(text)
    },
  )
}
