import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import type { HitResult, RateLimitStore } from './store.ts'

// One script, so that pruning, counting and recording a hit are a single atomic step even when
// many service instances share the key.
const SLIDING_LOG = `
local key = KEYS[1]
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
if count < limit then
  redis.call('ZADD', key, now, ARGV[4])
  redis.call('PEXPIRE', key, window)
  return {1, count + 1, 0}
end
local oldest = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
return {0, count, tonumber(oldest[2]) + window - now}
`

// A counter that only grows until its key expires. The key names the window (the date), so the
// expiry only has to come after the window's end; it is relative, so that Redis never drops a
// counter early because of a caller's clock.
const FIXED_WINDOW = `
local key = KEYS[1]
local limit = tonumber(ARGV[1])
local ttl = tonumber(ARGV[2])
local count = tonumber(redis.call('GET', key) or '0')
if count < limit then
  count = redis.call('INCR', key)
  if count == 1 then redis.call('PEXPIRE', key, ttl) end
  return {1, count}
end
return {0, count}
`
// Instances' clocks differ a little; a counter kept a minute past its window costs nothing.
const FIXED_WINDOW_GRACE_MS = 60_000

export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis

  constructor(
    url: string,
    private readonly keyPrefix = 'rl:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false })
    this.redis.defineCommand('slidingLogHit', { numberOfKeys: 1, lua: SLIDING_LOG })
    this.redis.defineCommand('fixedWindowHit', { numberOfKeys: 1, lua: FIXED_WINDOW })
  }

  async hit(key: string, limit: number, windowMs: number, now: number): Promise<HitResult> {
    // The member must be unique: two hits in the same millisecond are two hits.
    const member = `${now}-${randomBytes(6).toString('base64url')}`
    const run = (this.redis as unknown as Record<string, (...args: unknown[]) => Promise<[number, number, number]>>).slidingLogHit!
    const [allowed, count, retryAfterMs] = await run.call(this.redis, this.keyPrefix + key, limit, windowMs, now, member)
    return { allowed: allowed === 1, count, retryAfterMs }
  }

  async hitFixedWindow(key: string, limit: number, windowEndsAt: number, now: number): Promise<HitResult> {
    const ttl = Math.max(1, windowEndsAt - now) + FIXED_WINDOW_GRACE_MS
    const run = (this.redis as unknown as Record<string, (...args: unknown[]) => Promise<[number, number]>>).fixedWindowHit!
    const [allowed, count] = await run.call(this.redis, this.keyPrefix + key, limit, ttl)
    return { allowed: allowed === 1, count, retryAfterMs: allowed === 1 ? 0 : Math.max(0, windowEndsAt - now) }
  }

  /** For /readyz: answers when Redis does. */
  async ping(): Promise<void> {
    await this.redis.ping()
  }

  async close(): Promise<void> {
    await this.redis.quit()
  }
}
