import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { describe, test } from 'node:test'
import { promisify } from 'node:util'
import { HEAP_GROWING_PERCENT } from './garbage-collection.ts'

const run = promisify(execFile)
const MODULE = new URL('./garbage-collection.ts', import.meta.url).href

/**
 * Starts a Node process that applies the tuning, keeps some objects alive and runs a full
 * collection; returns the growth factor V8 reports for the old generation's next limit
 * (`--trace-gc-verbose` prints "[HeapController] Limit: old size: …, new limit: … (2.0)").
 */
async function factorAfterTuning(nodeFlags: string[] = []): Promise<number> {
  const script = `
    const { tuneGarbageCollection } = await import(${JSON.stringify(MODULE)})
    tuneGarbageCollection()
    const kept = Array.from({ length: 100_000 }, (_, i) => ({ i, s: 'kept ' + i }))
    globalThis.gc()
    console.log('kept=' + kept.length)`
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', '--expose-gc', '--trace-gc-verbose', ...nodeFlags, '--input-type=module', '-e', script],
    { maxBuffer: 16 * 1024 * 1024 },
  )
  assert.match(stdout, /kept=100000/)
  const limits = [...stdout.matchAll(/\[HeapController\] Limit: .*\(([\d.]+)\)/g)]
  assert.ok(limits.length > 0, 'V8 reported the limit it set after the full collection')
  return Number(limits.at(-1)![1])
}

describe('garbage collection tuning', () => {
  test('the old generation may grow by HEAP_GROWING_PERCENT before the next full collection', async () => {
    assert.equal(await factorAfterTuning(), 1 + HEAP_GROWING_PERCENT / 100)
  })

  test('a --heap-growing-percent given on the command line wins over ours', async () => {
    assert.equal(await factorAfterTuning(['--heap-growing-percent=30']), 1.3)
  })
})
