import assert from 'node:assert/strict'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { Type } from 'typebox'
import type { Config } from '../../src/config.ts'
import { makeDataApiScope } from '../../src/modules/data-api/data-api.plugin.ts'
import { MemoryRateLimitStore } from '../../src/platform/rate-limit/memory-store.ts'
import { call } from './app.ts'

export const DATA_API = '/api/v1/data'

/** Creates a Data API key through the settings API as the given admin; returns the full key (shown once). */
export async function createApiKey(app: FastifyInstance, adminToken: string, name = 'Test key'): Promise<string> {
  const res = await call(app, 'POST', '/api/v1/settings/api-keys', { token: adminToken, body: { name } })
  assert.equal(res.statusCode, 201, res.body)
  return res.json().key as string
}

/**
 * A GET on the Data API with `Authorization: Bearer <key>`. `path` is taken under /api/v1/data
 * (`/candidates` → /api/v1/data/candidates) unless it already starts with /api/.
 */
export function dataCall(
  app: FastifyInstance,
  key: string | undefined,
  path: string,
  query?: Record<string, string | number | boolean>,
): Promise<LightMyRequestResponse> {
  const url = path.startsWith('/api/') ? path : `${DATA_API}${path.startsWith('/') ? '' : '/'}${path}`
  return call(app, 'GET', url, { token: key, query })
}

/** Where `mountDataApiProbe` puts its scope: beside the real Data API, with the same machinery. */
export const PROBE = '/api/v1/data-probe'

export interface ProbeOptions {
  now: () => number
  limits?: Partial<Config['dataApiLimits']>
  /** Adds routes to the probe scope, e.g. one throwing a given error. */
  routes?: (scope: FastifyInstance) => void
}

/**
 * For `buildTestApp`'s `extend`: a Data API scope (key guard, limits, error body) at /api/v1/data-probe
 * holding test-only routes, for what the real routes cannot provoke on demand. Its limits and
 * counters are its own (a fresh in-memory store).
 *  - GET /caller → `{caller}`, the `request.dataApiCaller` the guard set
 *  - GET /metrics → the same, spending the `metrics` quota
 *  - GET /validated?n=<integer 1..5> → `{n}`, for schema validation errors
 */
export function mountDataApiProbe(app: FastifyInstance, { now, limits = {}, routes }: ProbeOptions): void {
  app.register(
    async (scope) => {
      makeDataApiScope(scope, {
        apiKeys: app.services.apiKeys,
        store: new MemoryRateLimitStore(),
        now,
        limits: { tablesPerMinute: 100_000, tablesPerDay: 100_000, metricsPerMinute: 100_000, metricsPerDay: 100_000, ...limits },
      })
      const Caller = Type.Object({ caller: Type.Object({ tenantId: Type.String(), keyId: Type.String() }) })
      scope.get('/caller', { schema: { summary: 'probe', response: { 200: Caller } } }, async (request) => ({
        caller: request.dataApiCaller!,
      }))
      scope.get(
        '/metrics',
        { config: { dataApiLimit: 'metrics' }, schema: { summary: 'probe', response: { 200: Caller } } },
        async (request) => ({ caller: request.dataApiCaller! }),
      )
      scope.get(
        '/validated',
        { schema: { summary: 'probe', querystring: Type.Object({ n: Type.Integer({ minimum: 1, maximum: 5 }) }) } },
        async (request) => ({ n: (request.query as { n: number }).n }),
      )
      routes?.(scope)
    },
    { prefix: PROBE },
  )
}
