import type { FastifyReply } from 'fastify'
import type { Config } from '../../config.ts'
import type { RateLimitStore } from '../../platform/rate-limit/store.ts'
import { vietnamDate, vietnamDayBounds } from '../../platform/time.ts'
import { DataApiError } from './errors.ts'

/** Which quota a Data API route spends: tables and the catalog share one, metrics have their own. */
export type DataApiLimitCategory = 'tables' | 'metrics'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The Data API quota the route spends; unset: `tables`. */
    dataApiLimit?: DataApiLimitCategory
  }
}

const MINUTE_MS = 60_000

const NAMES: Record<DataApiLimitCategory, string> = { tables: 'table and catalog', metrics: 'metrics' }

export interface DataApiLimiterOptions {
  store: RateLimitStore
  limits: Config['dataApiLimits']
  now: () => number
}

/**
 * Per key and category, two quotas apply together: a sliding minute (the platform's store, so
 * that instances sharing Redis share the count) and a calendar day in Vietnam time, which resets
 * at Vietnamese midnight (17:00 UTC). The headers speak of whichever has less room left.
 */
export function createDataApiLimiter({ store, limits, now }: DataApiLimiterOptions) {
  const quotas: Record<DataApiLimitCategory, { minute: number; day: number }> = {
    tables: { minute: limits.tablesPerMinute, day: limits.tablesPerDay },
    metrics: { minute: limits.metricsPerMinute, day: limits.metricsPerDay },
  }

  return async function charge(reply: FastifyReply, keyId: string, category: DataApiLimitCategory): Promise<void> {
    const quota = quotas[category]
    const at = now()
    // The minute first: a client refused for hammering does not also burn its day.
    const minute = await store.hit(`data:${category}:minute:${keyId}`, quota.minute, MINUTE_MS, at)
    if (!minute.allowed) {
      const retryAfter = Math.max(1, Math.ceil(minute.retryAfterMs / 1000))
      throw refusal(
        reply,
        quota.minute,
        retryAfter,
        `Rate limit exceeded: ${quota.minute} requests per minute for Data API ${NAMES[category]} endpoints, per API key. Retry after ${retryAfter} seconds.`,
      )
    }
    const today = vietnamDate(new Date(at))
    const dayEnd = vietnamDayBounds(today).end.getTime()
    const day = await store.hitFixedWindow(`data:${category}:day:${keyId}:${today}`, quota.day, dayEnd, at)
    if (!day.allowed) {
      const retryAfter = Math.max(1, Math.ceil((dayEnd - at) / 1000))
      throw refusal(
        reply,
        quota.day,
        retryAfter,
        `Daily quota exceeded: ${quota.day} requests per day for Data API ${NAMES[category]} endpoints, per API key. ` +
          `The day is counted in Vietnam time and resets at midnight (UTC+7). Retry after ${retryAfter} seconds.`,
      )
    }
    const minuteLeft = Math.max(0, quota.minute - minute.count)
    const dayLeft = Math.max(0, quota.day - day.count)
    const tighter = dayLeft < minuteLeft ? { limit: quota.day, remaining: dayLeft } : { limit: quota.minute, remaining: minuteLeft }
    reply.header('x-ratelimit-limit', String(tighter.limit))
    reply.header('x-ratelimit-remaining', String(tighter.remaining))
  }
}

function refusal(reply: FastifyReply, limit: number, retryAfter: number, message: string): DataApiError {
  reply.header('x-ratelimit-limit', String(limit))
  reply.header('x-ratelimit-remaining', '0')
  return new DataApiError(429, 'rate_limited', message, { 'retry-after': String(retryAfter) })
}

export type DataApiLimiter = ReturnType<typeof createDataApiLimiter>
