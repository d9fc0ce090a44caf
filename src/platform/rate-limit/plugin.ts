import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config.ts'
import { TooManyRequests } from '../errors.ts'
import type { RateLimitStore } from './store.ts'

export type RateLimitCategory = 'default' | 'sensitive' | 'auth' | 'public'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which limit applies; unset: `default` for signed-in callers, `public` otherwise. `false`: none. */
    rateLimit?: RateLimitCategory | false
  }
}

const WINDOW_MS = 60_000

const DESCRIPTIONS: Record<RateLimitCategory, string> = {
  default: 'authenticated endpoints, per access token',
  sensitive: 'sensitive endpoints, per access token',
  auth: 'authentication endpoints, per client IP',
  public: 'public endpoints, per client IP',
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
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return
    const setting = request.routeOptions.config.rateLimit
    if (setting === false) return
    const principal = request.principal
    const category: RateLimitCategory = setting ?? (principal ? 'default' : 'public')
    const who = principal ? `token:${principal.credentialKey}` : `ip:${request.ip}`
    const limit = limits[category]
    const result = await store.hit(`${category}:${who}`, limit, WINDOW_MS, now())
    reply.header('x-ratelimit-limit', String(limit))
    reply.header('x-ratelimit-remaining', String(Math.max(0, limit - result.count)))
    if (!result.allowed) {
      const retryAfter = Math.max(1, Math.ceil(result.retryAfterMs / 1000))
      throw new TooManyRequests(
        `Rate limit exceeded: ${limit} requests per 60 seconds for ${DESCRIPTIONS[category]}. Retry after ${retryAfter} seconds.`,
        retryAfter,
      )
    }
  })
}

export default fp(rateLimit, { name: 'rate-limit', dependencies: ['auth-guard'] })
