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

export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis

  constructor(
    url: string,
    private readonly keyPrefix = 'rl:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false })
    this.redis.defineCommand('slidingLogHit', { numberOfKeys: 1, lua: SLIDING_LOG })
  }

  async hit(key: string, limit: number, windowMs: number, now: number): Promise<HitResult> {
    // The member must be unique: two hits in the same millisecond are two hits.
    const member = `${now}-${randomBytes(6).toString('base64url')}`
    const run = (this.redis as unknown as Record<string, (...args: unknown[]) => Promise<[number, number, number]>>).slidingLogHit!
    const [allowed, count, retryAfterMs] = await run.call(this.redis, this.keyPrefix + key, limit, windowMs, now, member)
    return { allowed: allowed === 1, count, retryAfterMs }
  }

  async close(): Promise<void> {
    await this.redis.quit()
  }
}
