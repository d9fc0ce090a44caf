import type { HitResult, RateLimitStore } from './store.ts'

const SWEEP_EVERY_HITS = 10_000

/** One process's log of hit times per key. Refused hits are not logged, so a key holds at most `limit` entries. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly hits = new Map<string, { times: number[]; windowMs: number }>()
  private readonly counters = new Map<string, { count: number; endsAt: number }>()
  private hitsSinceSweep = 0

  async hit(key: string, limit: number, windowMs: number, now: number): Promise<HitResult> {
    if (++this.hitsSinceSweep >= SWEEP_EVERY_HITS) this.sweep(now)
    let entry = this.hits.get(key)
    if (!entry) {
      entry = { times: [], windowMs }
      this.hits.set(key, entry)
    }
    const { times } = entry
    const horizon = now - windowMs
    let expired = 0
    while (expired < times.length && times[expired]! <= horizon) expired++
    if (expired) times.splice(0, expired)
    if (times.length < limit) {
      times.push(now)
      return { allowed: true, count: times.length, retryAfterMs: 0 }
    }
    return { allowed: false, count: times.length, retryAfterMs: times[times.length - limit]! + windowMs - now }
  }

  async hitFixedWindow(key: string, limit: number, windowEndsAt: number, now: number): Promise<HitResult> {
    if (++this.hitsSinceSweep >= SWEEP_EVERY_HITS) this.sweep(now)
    let counter = this.counters.get(key)
    if (!counter || counter.endsAt <= now) {
      counter = { count: 0, endsAt: windowEndsAt }
      this.counters.set(key, counter)
    }
    if (counter.count < limit) {
      counter.count += 1
      return { allowed: true, count: counter.count, retryAfterMs: 0 }
    }
    return { allowed: false, count: counter.count, retryAfterMs: Math.max(0, counter.endsAt - now) }
  }

  /** Forgets keys with no hit left in their window, so that passing clients do not pile up. */
  private sweep(now: number): void {
    this.hitsSinceSweep = 0
    for (const [key, { times, windowMs }] of this.hits) {
      if (times.length === 0 || times[times.length - 1]! <= now - windowMs) this.hits.delete(key)
    }
    for (const [key, { endsAt }] of this.counters) {
      if (endsAt <= now) this.counters.delete(key)
    }
  }

  async close(): Promise<void> {
    this.hits.clear()
    this.counters.clear()
  }
}
