import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import pino from 'pino'
import { RawNode, sql, type KyselyPlugin, type QueryId } from 'kysely'
import { createTestDatabase, type TestDatabaseHandle } from '../../../test/helpers/database.ts'
import { createTaskQueue, type TaskQueue } from './task-queue.ts'
import { scheduledBackoff, taskType } from './task-type.ts'
import { createTaskWorker, handle, type TaskHandler, type TaskWorker } from './task-worker.ts'

const log = pino({ level: process.env.TEST_LOG ?? 'silent' })

/** Waits until `check` holds, failing the test after `timeoutMs`. */
async function eventually(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    assert.ok(Date.now() < deadline, `still not ${what} after ${timeoutMs} ms`)
    await sleep(10)
  }
}

describe('background tasks', () => {
  let database: TestDatabaseHandle
  let tenantId: string
  const workers: TaskWorker[] = []

  before(async () => {
    database = await createTestDatabase()
    tenantId = randomUUID()
    await database.unguarded
      .insertInto('tenants')
      .values({ id: tenantId, code: `t${Date.now()}`, name: 'Tasks' })
      .execute()
  })
  after(async () => {
    await Promise.all(workers.map((w) => w.stop()))
    await database.close()
  })

  function startWorker(
    queue: TaskQueue,
    handlers: TaskHandler<unknown>[],
    options: { leaseMs?: number; pollMs?: number; db?: TestDatabaseHandle['db'] } = {},
  ) {
    const worker = createTaskWorker({ db: database.db, queue, handlers, log, pollMs: 50, ...options })
    workers.push(worker)
    worker.start()
    return worker
  }

  /**
   * The database for a worker, counting the claims it completes (the one statement that takes
   * due and abandoned tasks). A test that a task is *not* run waits until the worker has looked
   * for tasks again, rather than for a stretch of time that a slow machine may not fill.
   */
  function countingClaims() {
    const claims = new Set<QueryId>()
    const counted = { claims: 0 }
    const plugin: KyselyPlugin = {
      transformQuery({ node, queryId }) {
        if (RawNode.is(node) && node.sqlFragments.some((text) => text.includes('SKIP LOCKED'))) claims.add(queryId)
        return node
      },
      async transformResult({ result, queryId }) {
        if (claims.delete(queryId)) counted.claims++
        return result
      },
    }
    return { db: database.db.withPlugin(plugin), counted }
  }

  /** Waits until the worker has completed two more claims: a whole poll began and ended after this call. */
  async function twoMoreClaims(counted: { claims: number }) {
    const from = counted.claims
    await eventually(() => counted.claims >= from + 2, 'two more claims')
  }

  const rowsOf = (kind: string) =>
    database.unguarded.selectFrom('background_tasks').selectAll().where('tenant_id', '=', tenantId).where('kind', '=', kind).execute()

  test('a task enqueued in a committed transaction runs once and is gone; a rolled-back one never exists', async () => {
    const type = taskType<{ n: number }>(`commit-${randomUUID()}`)
    const seen: number[] = []
    const queue = createTaskQueue()
    startWorker(queue, [handle(type, async (task) => void seen.push(task.payload.n))])

    await assert.rejects(
      database.db.transaction().execute(async (trx) => {
        await queue.enqueue(trx, type, tenantId, { n: 1 })
        throw new Error('the change fails')
      }),
      /the change fails/,
    )
    await database.db.transaction().execute((trx) => queue.enqueue(trx, type, tenantId, { n: 2 }))
    await eventually(() => seen.length > 0, 'run')
    await eventually(async () => (await rowsOf(type.name)).length === 0, 'deleted')
    assert.deepEqual(seen, [2])
  })

  test('a failing task is retried after its backoff and succeeds; each attempt knows its number', async () => {
    const type = taskType<null>(`retry-${randomUUID()}`, scheduledBackoff([30, 30, 30]))
    const attempts: { attempt: number; retryInMs: number | null; at: number }[] = []
    const queue = createTaskQueue()
    startWorker(queue, [
      handle(type, async (task) => {
        attempts.push({ attempt: task.attempt, retryInMs: task.retryInMs, at: Date.now() })
        if (task.attempt < 3) throw new Error(`attempt ${task.attempt} fails`)
      }),
    ])
    await database.db.transaction().execute((trx) => queue.enqueue(trx, type, tenantId, null))
    await eventually(() => attempts.length === 3, 'three attempts')
    await eventually(async () => (await rowsOf(type.name)).length === 0, 'deleted after success')
    assert.deepEqual(
      attempts.map((a) => a.attempt),
      [1, 2, 3],
    )
    for (const a of attempts.slice(0, 3)) assert.ok(a.retryInMs! >= 24 && a.retryInMs! <= 36, `jittered 30 ms: ${a.retryInMs}`)
    assert.ok(attempts[1]!.at - attempts[0]!.at >= 20, 'waited before the second attempt')
  })

  test('a task that keeps failing ends dead with its last error kept', async () => {
    const type = taskType<null>(`dead-${randomUUID()}`, scheduledBackoff([10, 10]))
    let runs = 0
    const queue = createTaskQueue()
    const { db, counted } = countingClaims()
    startWorker(
      queue,
      [
        handle(type, async (task) => {
          runs++
          throw new Error(`receiver said no (${task.attempt})`)
        }),
      ],
      { db },
    )
    await database.db.transaction().execute((trx) => queue.enqueue(trx, type, tenantId, null))
    await eventually(async () => (await rowsOf(type.name))[0]?.status === 'dead', 'dead')
    const [row] = await rowsOf(type.name)
    assert.equal(row!.attempts, 3)
    assert.equal(row!.last_error, 'receiver said no (3)')
    assert.equal(row!.lease_token, null)
    await twoMoreClaims(counted)
    assert.equal(runs, 3, 'a dead task is not run again')
  })

  test('a task whose worker died (its lease ran out) runs again; a live worker renews its lease', async () => {
    const type = taskType<null>(`lease-${randomUUID()}`)
    const queue = createTaskQueue()
    // What kill -9 leaves: a running task, its lease already over.
    await database.db.transaction().execute((trx) => queue.enqueue(trx, type, tenantId, null))
    await database.unguarded
      .updateTable('background_tasks')
      .set({ status: 'running', attempts: 1, lease_token: randomUUID(), leased_until: sql<Date>`now() - interval '1 second'` })
      .where('kind', '=', type.name)
      .execute()
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const runs: number[] = []
    startWorker(
      queue,
      [
        handle(type, async (task) => {
          runs.push(task.attempt)
          await held
        }),
      ],
      { leaseMs: 300 },
    )
    await eventually(() => runs.length === 1, 'taken over')
    assert.deepEqual(runs, [2], 'the attempt the dead worker began counts')
    const firstLease = (await rowsOf(type.name))[0]!.leased_until!.getTime()
    const { db, counted } = countingClaims()
    const second = startWorker(queue, [handle(type, async (task) => void runs.push(task.attempt))], { leaseMs: 300, db })
    // Renewed at a time when the lease it was taken with had run out, and a second worker then
    // looked for tasks: it does not take the task, whose lease is current.
    await eventually(async () => (await rowsOf(type.name))[0]!.leased_until!.getTime() >= firstLease + 300, 'renewed past its first lease')
    await twoMoreClaims(counted)
    assert.deepEqual(runs, [2], 'not taken while its worker lives')
    release()
    await eventually(async () => (await rowsOf(type.name)).length === 0, 'done')
    await second.stop()
  })

  test('a task abandoned on its last attempt is kept as dead, not run once more', async () => {
    const type = taskType<null>(`abandoned-${randomUUID()}`, scheduledBackoff([10]))
    const queue = createTaskQueue()
    // What kill -9 leaves during the last attempt: running, attempts spent, the lease over.
    await database.db.transaction().execute((trx) => queue.enqueue(trx, type, tenantId, null))
    await database.unguarded
      .updateTable('background_tasks')
      .set({ status: 'running', attempts: 2, lease_token: randomUUID(), leased_until: sql<Date>`now() - interval '1 second'` })
      .where('kind', '=', type.name)
      .execute()
    let runs = 0
    const { db, counted } = countingClaims()
    startWorker(queue, [handle(type, async () => void runs++)], { db })
    await eventually(async () => (await rowsOf(type.name))[0]?.status === 'dead', 'dead')
    const [row] = await rowsOf(type.name)
    assert.match(String(row!.last_error), /stopped without finishing/)
    assert.equal(row!.lease_token, null)
    await twoMoreClaims(counted)
    assert.equal(runs, 0)
  })

  test('a worker that stops deletes the tasks it finished since its last claim', async () => {
    const type = taskType<null>(`finish-${randomUUID()}`)
    const queue = createTaskQueue()
    let stopping: Promise<void> | undefined
    // Told to stop while its last task runs: no claim follows to delete that task.
    const worker = startWorker(queue, [handle(type, async () => void (stopping = worker.stop()))])
    await database.db.transaction().execute((trx) => queue.enqueue(trx, type, tenantId, null))
    await eventually(() => stopping !== undefined, 'run')
    await stopping
    assert.deepEqual(await rowsOf(type.name), [])
  })

  test('stopping hands back what a handler gives up, without spending an attempt', async () => {
    const type = taskType<null>(`stop-${randomUUID()}`)
    const queue = createTaskQueue()
    let started = false
    const worker = startWorker(queue, [
      handle(type, async (_task, signal) => {
        started = true
        await new Promise((resolve) => signal.addEventListener('abort', resolve))
        return 'handed-back'
      }),
    ])
    await database.db.transaction().execute((trx) => queue.enqueue(trx, type, tenantId, null))
    await eventually(() => started, 'started')
    await worker.stop()
    const [row] = await rowsOf(type.name)
    assert.equal(row!.status, 'queued')
    assert.equal(row!.attempts, 0)
    assert.equal(row!.lease_token, null)

    const ran: number[] = []
    startWorker(queue, [handle(type, async (task) => void ran.push(task.attempt))])
    await eventually(() => ran.length === 1, 'run by the next worker')
    assert.deepEqual(ran, [1])
  })

  test('a task its handler defers runs again after the wait, without spending an attempt', async () => {
    const type = taskType<null>(`defer-${randomUUID()}`)
    const queue = createTaskQueue()
    const runs: { attempt: number; at: number }[] = []
    startWorker(queue, [
      handle(type, async (task) => {
        runs.push({ attempt: task.attempt, at: Date.now() })
        return runs.length === 1 ? { deferMs: 200 } : 'done'
      }),
    ])
    await database.db.transaction().execute((trx) => queue.enqueue(trx, type, tenantId, null))
    await eventually(() => runs.length === 2, 'run twice')
    await eventually(async () => (await rowsOf(type.name)).length === 0, 'done')
    assert.deepEqual(
      runs.map((r) => r.attempt),
      [1, 1],
    )
    assert.ok(runs[1]!.at - runs[0]!.at >= 150, `waited ${runs[1]!.at - runs[0]!.at} ms`)
  })

  test('two workers on one database: every task runs, none twice', async () => {
    const type = taskType<{ n: number }>(`pair-${randomUUID()}`)
    const counts = new Map<number, number>()
    const byWorker = [0, 0]
    const queues = [createTaskQueue(), createTaskQueue()]
    queues.forEach((queue, w) =>
      startWorker(queue, [
        handle(type, async (task) => {
          byWorker[w]!++
          counts.set(task.payload.n, (counts.get(task.payload.n) ?? 0) + 1)
          await sleep(2)
        }),
      ]),
    )
    const total = 200
    for (let n = 0; n < total; n += 10) {
      await database.db.transaction().execute(async (trx) => {
        for (let i = n; i < n + 10; i++) await queues[i % 2]!.enqueue(trx, type, tenantId, { n: i })
      })
    }
    await eventually(() => counts.size === total, 'all run')
    await eventually(async () => (await rowsOf(type.name)).length === 0, 'all done')
    assert.ok(
      [...counts.values()].every((c) => c === 1),
      'none twice',
    )
    assert.equal(byWorker[0]! + byWorker[1]!, total)
  })

  test('a delayed task waits for its time', async () => {
    const type = taskType<null>(`delay-${randomUUID()}`)
    const queue = createTaskQueue()
    let ranAt = 0
    startWorker(queue, [handle(type, async () => void (ranAt = Date.now()))])
    const enqueuedAt = Date.now()
    await database.db.transaction().execute((trx) => queue.enqueue(trx, type, tenantId, null, { delayMs: 300 }))
    await eventually(() => ranAt > 0, 'run')
    assert.ok(ranAt - enqueuedAt >= 250, `ran after ${ranAt - enqueuedAt} ms`)
  })
})
