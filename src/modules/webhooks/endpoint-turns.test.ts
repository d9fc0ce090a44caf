import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setImmediate as afterPendingCallbacks } from 'node:timers/promises'
import { endpointTurns } from './endpoint-turns.ts'

/**
 * Whether a promise has settled by the time everything already due has run (its microtasks and
 * the I/O and timer callbacks ahead of a setImmediate): a turn available now would have been
 * handed out by then, so "not settled" means it waits for something still to come.
 */
async function settledNow(promise: Promise<unknown>): Promise<boolean> {
  let settled = false
  void promise.then(() => (settled = true))
  await afterPendingCallbacks()
  return settled
}

test('an endpoint gets up to its maximum of turns at once, each endpoint its own', async () => {
  const turns = endpointTurns({ max: 2, waitMs: 0 })
  assert.equal(await turns.take('a'), true)
  assert.equal(await turns.take('a'), true)
  assert.equal(await turns.take('b'), true, 'another endpoint is not held up')
  assert.equal(await turns.take('a'), false)
  turns.giveBack('a')
  assert.equal(await turns.take('a'), true, 'a turn given back can be taken again')
})

test('a full endpoint that is answering: the delivery waits and gets the next turn given back', async () => {
  const turns = endpointTurns({ max: 1, waitMs: 1000 })
  assert.equal(await turns.take('a'), true)
  const waiting = turns.take('a')
  const second = turns.take('a')
  assert.equal(await settledNow(waiting), false, 'the delivery waits while the endpoint is full')
  turns.giveBack('a')
  assert.equal(await waiting, true, 'first come, first served')
  assert.equal(await settledNow(second), false, 'the turn went to the first waiter only')
  turns.giveBack('a')
  assert.equal(await second, true)
  turns.giveBack('a')
  assert.equal(await turns.take('a'), true, 'no turn was lost or made up on the way')
  const next = turns.take('a')
  assert.equal(await settledNow(next), false, 'still waiting: the one turn is taken')
  turns.giveBack('a')
  assert.equal(await next, true)
})

test('a full endpoint whose turn does not come back in time: the delivery is put off', async () => {
  const turns = endpointTurns({ max: 1, waitMs: 30 })
  assert.equal(await turns.take('a'), true)
  const started = Date.now()
  assert.equal(await turns.take('a'), false)
  assert.ok(Date.now() - started >= 25, 'it waited for the turn first')
  turns.giveBack('a')
  assert.equal(await turns.take('a'), true, 'a waiter that gave up does not take the next turn')
})

test('an endpoint whose requests have all hung for the wait: put off at once, no slot held to wait', async () => {
  let clock = 0
  const turns = endpointTurns({ max: 1, waitMs: 100, now: () => clock })
  assert.equal(await turns.take('a'), true)
  clock = 101
  const started = Date.now()
  assert.equal(await turns.take('a'), false)
  assert.ok(Date.now() - started < 50, `answered in ${Date.now() - started} ms`)
})
