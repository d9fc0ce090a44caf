import assert from 'node:assert/strict'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Reads until `done` holds of what was read, and answers it; fails the test after `timeoutMs`
 * showing the last value. For outcomes of background work, which a test cannot await directly.
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    assert.ok(Date.now() < deadline, `still not ${what} after ${timeoutMs} ms: ${JSON.stringify(value)}`)
    await sleep(25)
  }
}
