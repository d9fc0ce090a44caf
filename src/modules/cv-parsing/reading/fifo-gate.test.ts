import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { createFifoGate } from './fifo-gate.ts'

test('at most `size` at once, and the waiting ones start in the order they came', async () => {
  const gate = createFifoGate(2)
  let inside = 0
  let most = 0
  const started: number[] = []
  const work = (n: number, ms: number) =>
    gate.run(async () => {
      started.push(n)
      most = Math.max(most, ++inside)
      await sleep(ms)
      inside--
      if (n === 3) throw new Error('a failure frees its slot too')
      return n
    })
  const results = await Promise.allSettled([work(1, 30), work(2, 5), work(3, 5), work(4, 5), work(5, 5)])
  assert.equal(most, 2)
  assert.deepEqual(started, [1, 2, 3, 4, 5])
  assert.deepEqual(
    results.map((r) => r.status),
    ['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled'],
  )
})
