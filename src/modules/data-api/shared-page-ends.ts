import { createHash } from 'node:crypto'
import { Redis } from 'ioredis'
import type { PageEnd } from './paging.ts'

/** Where each page of a query ended, kept where every instance can read it. */
export interface SharedPageEnds {
  /** The known end of the latest page before `page`, if any. */
  before(query: string, page: number): Promise<({ page: number } & PageEnd) | undefined>
  remember(query: string, page: number, end: PageEnd): Promise<void>
  close(): Promise<void>
}

// A walk that pauses longer than this starts its next page from OFFSET, as after an eviction.
const KEEP_MS = 3600_000

/**
 * Page ends in Redis (with REDIS_URL), so that a walk whose pages are served by different
 * instances keeps seeking from where its previous page really ended. Without that, an instance
 * that did not serve the previous page counts OFFSET rows from the start, and a row written
 * meanwhile before the walk's position (a back-dated record, an import) shifts that count: a row
 * is read twice, or one is skipped when a row leaves. One hash per query: field = page number,
 * value = `<axis ms>|<id>`.
 *
 * Page ends are an aid, never the answer: when Redis fails, the page is read by OFFSET.
 */
export class RedisPageEnds implements SharedPageEnds {
  private readonly redis: Redis

  constructor(
    url: string,
    private readonly keyPrefix = 'page-ends:',
    private readonly maxPagesPerQuery = 64,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false })
    // Failures are handled per call (OFFSET); this keeps ioredis from reporting them as unhandled.
    this.redis.on('error', () => {})
  }

  private key(query: string): string {
    // The query key names the tenant, API key, table and filters; a digest keeps Redis keys short.
    return this.keyPrefix + createHash('sha256').update(query).digest('base64url').slice(0, 32)
  }

  async before(query: string, page: number): Promise<({ page: number } & PageEnd) | undefined> {
    try {
      const key = this.key(query)
      const exact = await this.redis.hget(key, String(page - 1))
      if (exact) return { page: page - 1, ...decode(exact) }
      // A jump: the nearest earlier page known.
      let best: { page: number; value: string } | undefined
      for (const [field, value] of Object.entries(await this.redis.hgetall(key))) {
        const known = Number(field)
        if (known < page && (!best || known > best.page)) best = { page: known, value }
      }
      return best && { page: best.page, ...decode(best.value) }
    } catch {
      return undefined
    }
  }

  async remember(query: string, page: number, end: PageEnd): Promise<void> {
    const key = this.key(query)
    try {
      await this.redis
        .multi()
        .hset(key, String(page), `${end.axis.getTime()}|${end.id}`)
        // A long sequential walk keeps its latest pages only.
        .hdel(key, String(page - this.maxPagesPerQuery))
        .pexpire(key, KEEP_MS)
        .exec()
    } catch {
      // Not kept: the next page of this walk is read by OFFSET.
    }
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect())
  }
}

function decode(value: string): PageEnd {
  const bar = value.indexOf('|')
  return { axis: new Date(Number(value.slice(0, bar))), id: value.slice(bar + 1) }
}
