import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { MemoryRateLimitStore } from './memory-store.ts'
import { RedisRateLimitStore } from './redis-store.ts'
import type { RateLimitStore } from './store.ts'

// A minute, as the service uses. Redis also expires the whole key after `window` of real time,
// so a short synthetic window could vanish between two steps of a slow run.
const WINDOW = 60_000
const T0 = 1_700_000_000_000

const stores: { name: string; make: () => RateLimitStore; skip: boolean }[] = [
  { name: 'MemoryRateLimitStore', make: () => new MemoryRateLimitStore(), skip: false },
  {
    name: 'RedisRateLimitStore',
    make: () => new RedisRateLimitStore(process.env.REDIS_URL!, `rl-store-test-${randomBytes(6).toString('hex')}:`),
    skip: !process.env.REDIS_URL,
  },
]

for (const { name, make, skip } of stores) {
  describe(name, { skip }, () => {
    let store: RateLimitStore

    before(() => {
      store = make()
    })
    after(() => store.close())

    test('allows exactly `limit` hits in a window and refuses the next until the oldest leaves', async () => {
      const key = 'exact'
      for (let i = 0; i < 3; i++) {
        const hit = await store.hit(key, 3, WINDOW, T0 + i * 1000)
        assert.deepEqual(hit, { allowed: true, count: i + 1, retryAfterMs: 0 })
      }
      const refused = await store.hit(key, 3, WINDOW, T0 + 5000)
      assert.deepEqual(refused, { allowed: false, count: 3, retryAfterMs: WINDOW - 5000 })
    })

    test('a hit at t is still counted at t + window - 1 ms and gone at t + window', async () => {
      const key = 'boundary'
      assert.equal((await store.hit(key, 1, WINDOW, T0)).allowed, true)
      const justBefore = await store.hit(key, 1, WINDOW, T0 + WINDOW - 1)
      assert.deepEqual(justBefore, { allowed: false, count: 1, retryAfterMs: 1 })
      const atBoundary = await store.hit(key, 1, WINDOW, T0 + WINDOW)
      assert.deepEqual(atBoundary, { allowed: true, count: 1, retryAfterMs: 0 })
    })

    test('refused hits are not recorded: a hammering client is let in once its allowed hits age out', async () => {
      const key = 'hammer'
      assert.equal((await store.hit(key, 2, WINDOW, T0)).allowed, true)
      assert.equal((await store.hit(key, 2, WINDOW, T0 + 1)).allowed, true)
      for (let t = T0 + 1000; t < T0 + WINDOW; t += 1000) {
        assert.equal((await store.hit(key, 2, WINDOW, t)).allowed, false, `refused at +${t - T0} ms`)
      }
      // Only the hit at T0 has left; had the refusals been logged, the window would still be full.
      const first = await store.hit(key, 2, WINDOW, T0 + WINDOW)
      assert.deepEqual(first, { allowed: true, count: 2, retryAfterMs: 0 })
      const second = await store.hit(key, 2, WINDOW, T0 + WINDOW)
      assert.deepEqual(second, { allowed: false, count: 2, retryAfterMs: 1 })
    })

    test('keys are counted independently', async () => {
      assert.equal((await store.hit('left', 1, WINDOW, T0)).allowed, true)
      assert.equal((await store.hit('left', 1, WINDOW, T0)).allowed, false)
      const right = await store.hit('right', 1, WINDOW, T0)
      assert.deepEqual(right, { allowed: true, count: 1, retryAfterMs: 0 })
    })

    test('50 concurrent hits in one millisecond with limit 20 allow exactly 20', async () => {
      const results = await Promise.all(Array.from({ length: 50 }, () => store.hit('burst', 20, WINDOW, T0)))
      const allowed = results.filter((r) => r.allowed)
      assert.equal(allowed.length, 20)
      assert.deepEqual(
        allowed.map((r) => r.count).sort((a, b) => a - b),
        Array.from({ length: 20 }, (_, i) => i + 1),
        'each allowed hit saw its own place in the log',
      )
      for (const refused of results.filter((r) => !r.allowed))
        assert.deepEqual(refused, { allowed: false, count: 20, retryAfterMs: WINDOW })
    })

    describe('fixed windows (daily quotas)', () => {
      const DAY_END = T0 + 3600_000

      test('allows `limit` hits until the window ends, refuses the rest without counting them, and waits for the end', async () => {
        for (let i = 1; i <= 3; i++) {
          assert.deepEqual(await store.hitFixedWindow('day:a:1', 3, DAY_END, T0 + i), { allowed: true, count: i, retryAfterMs: 0 })
        }
        for (let i = 0; i < 5; i++) {
          assert.deepEqual(await store.hitFixedWindow('day:a:1', 3, DAY_END, T0 + 1000), {
            allowed: false,
            count: 3,
            retryAfterMs: 3600_000 - 1000,
          })
        }
        // The next window is another key (its date is in the name): a fresh count.
        assert.deepEqual(await store.hitFixedWindow('day:a:2', 3, DAY_END + 86_400_000, DAY_END), {
          allowed: true,
          count: 1,
          retryAfterMs: 0,
        })
      })

      test('nothing slides: hits early in the window still count at its very end', async () => {
        assert.equal((await store.hitFixedWindow('day:b', 1, DAY_END, T0)).allowed, true)
        assert.deepEqual(await store.hitFixedWindow('day:b', 1, DAY_END, DAY_END - 1), { allowed: false, count: 1, retryAfterMs: 1 })
      })

      test('50 concurrent hits with limit 20 allow exactly 20', async () => {
        const results = await Promise.all(Array.from({ length: 50 }, () => store.hitFixedWindow('day:burst', 20, DAY_END, T0)))
        assert.equal(results.filter((r) => r.allowed).length, 20)
        assert.deepEqual(
          results
            .filter((r) => r.allowed)
            .map((r) => r.count)
            .sort((a, b) => a - b),
          Array.from({ length: 20 }, (_, i) => i + 1),
        )
      })
    })
  })
}
