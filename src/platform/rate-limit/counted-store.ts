import type { HitResult, RateLimitStore } from './store.ts'

/**
 * The limit a store key counts against, for the rejection counter's label: the core limiter's
 * keys start with their category (`public:ip:…`, `default:token:…`), the Data API's with
 * `data:{quota}:{window}:` (`data:tables:minute:…`, `data:metrics:day:…`). The caller's
 * identity after that is left out, so the label takes a handful of values.
 */
export function limitOfKey(key: string): string {
  const parts = key.split(':')
  if (parts[0] === 'data' && parts.length >= 3) return `data_${parts[1]}_${parts[2]}`
  return parts[0] ?? 'unknown'
}

/**
 * A store that reports each refused hit, whichever limiter asked (the core limits, the Data
 * API's quotas): the limiters themselves stay unaware of metrics.
 */
export function countingRejections(store: RateLimitStore, onRejected: (limit: string) => void): RateLimitStore {
  const counted = (key: string, result: HitResult) => {
    if (!result.allowed) onRejected(limitOfKey(key))
    return result
  }
  return {
    hit: async (key, limit, windowMs, now) => counted(key, await store.hit(key, limit, windowMs, now)),
    hitFixedWindow: async (key, limit, windowEndsAt, now) => counted(key, await store.hitFixedWindow(key, limit, windowEndsAt, now)),
    close: () => store.close(),
  }
}
