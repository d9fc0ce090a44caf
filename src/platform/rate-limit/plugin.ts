import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config.ts'
import { TooManyRequests } from '../errors.ts'
import { documentResponses, errorResponses } from '../schemas.ts'
import type { RateLimitStore } from './store.ts'

export type RateLimitCategory = 'default' | 'sensitive' | 'auth' | 'public'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Which limits apply; unset: `default` for signed-in callers, `public` otherwise. Several
     * categories all apply (a public form that is also sensitive). `false`: none.
     */
    rateLimit?: RateLimitCategory | readonly RateLimitCategory[] | false
  }
}

const WINDOW_MS = 60_000

const NAMES: Record<RateLimitCategory, string> = {
  default: 'authenticated',
  sensitive: 'sensitive',
  auth: 'authentication',
  public: 'public',
}

interface Options {
  store: RateLimitStore
  limits: Config['rateLimits']
  now: () => number
}

/**
 * Runs after the auth guard, so that signed-in callers are counted per access token and
 * everyone else per client address (which honours X-Forwarded-For only under TRUST_PROXY).
 */
async function rateLimit(app: FastifyInstance, { store, limits, now }: Options) {
  // Every route the limiter counts can answer 429; the OpenAPI document says so from here.
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit !== false) documentResponses(route, errorResponses(429))
  })
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return
    const setting = request.routeOptions.config.rateLimit
    if (setting === false) return
    const principal = request.principal
    const categories: readonly RateLimitCategory[] = setting === undefined ? [principal ? 'default' : 'public'] : [setting].flat()
    const who = principal ? `token:${principal.credentialKey}` : `ip:${request.ip}`
    // Every category counts the request; the headers speak of the one with the least room left.
    let tightest: { limit: number; remaining: number } | undefined
    for (const category of categories) {
      const limit = limits[category]
      const result = await store.hit(`${category}:${who}`, limit, WINDOW_MS, now())
      const remaining = Math.max(0, limit - result.count)
      if (!tightest || remaining < tightest.remaining) tightest = { limit, remaining }
      if (!result.allowed) {
        reply.header('x-ratelimit-limit', String(limit))
        reply.header('x-ratelimit-remaining', '0')
        const retryAfter = Math.max(1, Math.ceil(result.retryAfterMs / 1000))
        throw new TooManyRequests(
          `Rate limit exceeded: ${limit} requests per 60 seconds for ${NAMES[category]} endpoints, per ${principal ? 'access token' : 'client IP'}. Retry after ${retryAfter} seconds.`,
          retryAfter,
        )
      }
    }
    if (tightest) {
      reply.header('x-ratelimit-limit', String(tightest.limit))
      reply.header('x-ratelimit-remaining', String(tightest.remaining))
    }
  })
}

export default fp(rateLimit, { name: 'rate-limit', dependencies: ['auth-guard'] })
