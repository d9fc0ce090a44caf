import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import type { TSchema } from 'typebox'
import type { Config } from '../../config.ts'
import { checkCredentials } from '../../platform/auth/guard.ts'
import { HttpError, ValidationFailed, type ValidationIssue } from '../../platform/errors.ts'
import type { RateLimitStore } from '../../platform/rate-limit/store.ts'
import { toValidationIssues } from '../../platform/validation.ts'
import type { ApiKeysService } from '../api-keys/api-keys.service.ts'
import type { MetricsService } from '../metrics/metrics.service.ts'
import './context.ts'
import { dataApiRoutes } from './data-api.routes.ts'
import type { DataTablesService } from './data-tables.service.ts'
import { DataApiError, DataApiErrorBody, dataApiErrorResponses, type DataApiErrorCode } from './errors.ts'
import { assertNoKeyInUrl, authenticateDataApi } from './guard.ts'
import { createDataApiLimiter } from './limits.ts'

/** What makes a scope a Data API scope (see makeDataApiScope). */
export interface DataApiScopeOptions {
  /** Checks the key each request carries. */
  apiKeys: ApiKeysService
  limits: Config['dataApiLimits']
  /** The platform's rate-limit store: with Redis, every instance shares the per-key counts. */
  store: RateLimitStore
  now: () => number
}

/** What the Data API's route plugin receives. */
export interface DataApiRouteOptions {
  dataTables: DataTablesService
  metrics: MetricsService
  now: () => number
}

export type DataApiOptions = DataApiScopeOptions & DataApiRouteOptions

/**
 * Statuses every Data API route can answer whatever it does: a key in the URL, a spent quota.
 * A bad key (401) is documented by the auth guard, from `config.access`, with this scope's body.
 */
const ALWAYS_POSSIBLE = [400, 429] as const

const CODE_OF_STATUS: Record<number, DataApiErrorCode> = {
  401: 'invalid_api_key',
  403: 'invalid_api_key',
  404: 'not_found',
  405: 'not_found',
  422: 'invalid_parameter',
  429: 'rate_limited',
}

function send(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ detail: { code, message } })
}

/** "Invalid parameter `page_size`: Input should be …", one sentence per parameter at fault. */
function describeIssues(issues: ValidationIssue[]): string {
  return issues
    .map((issue) => {
      const name = issue.loc.slice(1).join('.') || String(issue.loc[0] ?? 'request')
      return `Invalid parameter \`${name}\`: ${issue.msg}`
    })
    .join('; ')
}

/**
 * Routes of the scope are opened by an API key only and are counted by the Data API's own
 * limits, not the core's; their error responses all have the Data API body, whatever a route
 * wrote (so that the serializer never squeezes `{code, message}` into a core error schema).
 */
function adoptRoute(route: RouteOptions): void {
  const config = route.config ?? {}
  if (config.access !== undefined && config.access !== 'api-key') {
    throw new Error(
      `${[route.method].flat().join(',')} ${route.url}: Data API routes are opened by an API key only (config.access 'api-key')`,
    )
  }
  route.config = { ...config, access: 'api-key', rateLimit: false, dataApiLimit: config.dataApiLimit ?? 'tables' }
  if (!route.schema) return
  const declared = (route.schema.response ?? {}) as Record<string, TSchema>
  const response: Record<string, TSchema> = {}
  for (const [status, schema] of Object.entries(declared)) {
    const numeric = Number(status)
    if (numeric >= 400 || /^[45]xx$/i.test(status)) Object.assign(response, dataApiErrorResponses(Number.isNaN(numeric) ? 500 : numeric))
    else response[status] = schema
  }
  for (const status of ALWAYS_POSSIBLE) if (!(status in response)) Object.assign(response, dataApiErrorResponses(status))
  route.schema = { ...route.schema, response }
}

/**
 * Makes `app` a Data API scope: the key guard, the per-key limits, the `{detail: {code, message}}`
 * error body, 404 for unknown paths, no CORS. Exported apart from the plugin so that tests can
 * put probe routes inside a scope of their own.
 */
export function makeDataApiScope(app: FastifyInstance, { apiKeys, limits, store, now }: DataApiScopeOptions): void {
  const charge = createDataApiLimiter({ store, limits, now })

  // The error body every route of the scope refers to (`DataApiError#`, see errors.ts).
  app.addSchema(DataApiErrorBody)
  app.decorateRequest('dataApiCaller', null)
  app.addHook('onRoute', adoptRoute)

  // Everything in the scope, unknown paths included, passes here: a key in the URL is refused
  // before anything else, then the key is checked (the core's JWT guard skips these routes, and
  // admits `api-key` routes only inside a scope that checks keys), then the request is counted
  // against the key's quotas.
  checkCredentials(
    app,
    'api-key',
    async (request: FastifyRequest, reply: FastifyReply) => {
      assertNoKeyInUrl(request)
      const holder = await authenticateDataApi(request, apiKeys.authenticate)
      request.dataApiCaller = { tenantId: holder.tenantId, keyId: holder.keyId }
      await charge(reply, holder.keyId, request.is404 ? 'tables' : (request.routeOptions.config.dataApiLimit ?? 'tables'))
    },
    dataApiErrorResponses(401)[401],
  )

  // The Data API is for scripts and servers, not browsers: whatever a future global plugin adds,
  // no CORS header leaves this scope.
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const name of Object.keys(reply.getHeaders())) {
      if (name.toLowerCase().startsWith('access-control-')) reply.removeHeader(name)
    }
    return payload
  })

  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof DataApiError) {
      reply.headers(error.headers)
      return send(reply, error.statusCode, error.code, error.message)
    }
    if (error instanceof ValidationFailed) return send(reply, 422, 'invalid_parameter', describeIssues(error.issues))
    const fastifyError = error as FastifyError
    if (fastifyError.validation) {
      return send(
        reply,
        422,
        'invalid_parameter',
        describeIssues(toValidationIssues(fastifyError.validation as never, fastifyError.validationContext)),
      )
    }
    const status = error instanceof HttpError ? error.statusCode : (fastifyError.statusCode ?? 500)
    if (status >= 400 && status < 500) {
      if (error instanceof HttpError) reply.headers(error.headers)
      const message = error instanceof HttpError ? error.detail : fastifyError.message
      return send(reply, status, CODE_OF_STATUS[status] ?? 'bad_request', message)
    }
    // Nothing about the cause leaves the service; the log line with the request id has it.
    request.log.error({ err: error }, 'unhandled error in the Data API')
    return send(reply, 500, 'internal_error', 'Internal error; retry later, and quote the X-Request-Id if it persists.')
  })

  app.setNotFoundHandler(async (request) => {
    throw new DataApiError(404, 'not_found', `No Data API route for ${request.method} ${request.url.split('?')[0]}`)
  })
}

/**
 * The Data API under /api/v1/data: a scope of its own (see makeDataApiScope) holding the
 * read-only routes of dataApiRoutes.
 */
export async function dataApiPlugin(app: FastifyInstance, options: DataApiOptions): Promise<void> {
  makeDataApiScope(app, options)
  const routeOptions: DataApiRouteOptions = { dataTables: options.dataTables, metrics: options.metrics, now: options.now }
  await app.register(dataApiRoutes, routeOptions)
}
