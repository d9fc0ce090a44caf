import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/database.ts'
import type { TaskQueue } from './task-queue.ts'
import { withJitter, type TaskType } from './task-type.ts'
import * as repo from './tasks.repository.ts'

/** A task handed to its handler. */
export interface Task<Payload> {
  tenantId: string
  id: string
  payload: Payload
  /** This attempt, from 1. */
  attempt: number
  /** The wait before the next attempt if this one fails; null when this is the last. */
  retryInMs: number | null
}

/**
 * `handed-back`: the handler stopped early because the worker is stopping; the task runs again
 * at once, elsewhere or after a restart. `{ deferMs }`: the handler chose not to run it now (its
 * destination is busy, say); it runs again after that wait. Neither spends an attempt.
 */
export type TaskOutcome = 'done' | 'handed-back' | { deferMs: number }

/**
 * What runs tasks of one type. Throwing fails the attempt (retried after the type's backoff);
 * `signal` aborts when the worker stops, for handlers that can stop half-way and hand back.
 */
export interface TaskHandler<Payload> {
  type: TaskType<Payload>
  run(task: Task<Payload>, signal: AbortSignal): Promise<TaskOutcome | void>
}

/** Pairs a type with its handler, so the payload type is checked. */
export const handle = <P>(type: TaskType<P>, run: TaskHandler<P>['run']): TaskHandler<P> => ({ type, run })

export interface WorkerOptions {
  db: Database
  queue: TaskQueue
  handlers: readonly TaskHandler<unknown>[]
  log: FastifyBaseLogger
  /** Tasks run at the same time by this instance. */
  concurrency?: number
  /** How often an idle worker looks for tasks enqueued by other instances. */
  pollMs?: number
  /** How long a taken task stays this worker's without a sign of life; renewed while it runs. */
  leaseMs?: number
  random?: () => number
}

export interface TaskWorker {
  start(): void
  /** Stops taking tasks, asks running ones to stop, waits for them to finish or hand back. */
  stop(): Promise<void>
}

/** After a local enqueue the task may not be committed yet: look again soon, for this long. */
const EAGER_WINDOW_MS = 2000
const EAGER_STEPS_MS = [5, 10, 20, 40, 80, 160, 320]

/**
 * Runs background tasks in every instance. It wakes at once when this instance enqueues, and
 * otherwise polls for tasks of other instances, tasks whose retry time came, and tasks whose
 * worker died (their lease ran out). A running task's lease is renewed while it runs, so only a
 * dead worker loses its tasks.
 */
export function createTaskWorker(options: WorkerOptions): TaskWorker {
  const { db, queue, log, concurrency = 16, pollMs = 1000, leaseMs = 30_000, random = Math.random } = options
  const handlers = new Map<string, TaskHandler<unknown>>()
  for (const handler of options.handlers) {
    if (handlers.has(handler.type.name)) throw new Error(`Two handlers for task type ${handler.type.name}`)
    handlers.set(handler.type.name, handler)
  }
  const kinds = [...handlers.keys()]

  let stopped = true
  let abort = new AbortController()
  const running = new Map<string, Promise<void>>()
  let filling: Promise<void> | undefined
  let refill = false
  let timer: NodeJS.Timeout | undefined
  let heartbeat: NodeJS.Timeout | undefined
  let eagerUntil = 0
  let eagerStep = 0
  let unsubscribe = () => {}
  /** Tasks done since the last claim, which deletes them (see `claimTasks`). */
  let finished: repo.FinishedTask[] = []
  let buriedAt = -Infinity

  async function runOne(task: repo.ClaimedTask) {
    const handler = handlers.get(task.kind)!
    const last = task.attempts >= task.max_attempts
    const retryInMs = last ? null : withJitter(handler.type.delayAfter(task.attempts), random)
    try {
      const outcome = await handler.run(
        { tenantId: task.tenant_id, id: task.id, payload: task.payload, attempt: task.attempts, retryInMs },
        abort.signal,
      )
      if (outcome === 'handed-back') await repo.handBackTask(db, task, 0)
      else if (typeof outcome === 'object') await repo.handBackTask(db, task, outcome.deferMs)
      // Deleted by this worker's next claim, in the same statement.
      else finished.push(task)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (last) log.warn({ err: error, task: task.id, kind: task.kind }, 'background task failed for the last time; it is kept as dead')
      else log.info({ err: error, task: task.id, kind: task.kind, retryInMs }, 'background task failed; it will be retried')
      await repo.failTask(db, task, message.slice(0, 2000), retryInMs).catch((err: unknown) => {
        // Its lease runs out and the task is taken again: nothing is lost.
        log.error({ err, task: task.id }, 'could not record a failed background task')
      })
    }
  }

  /** Abandoned tasks are rare: looking for them once per poll is soon enough. */
  async function buryAbandonedNowAndThen() {
    if (Date.now() - buriedAt < pollMs) return
    buriedAt = Date.now()
    await repo.buryAbandoned(db)
  }

  /** Claims up to `limit` tasks, deleting the finished ones in the same statement. */
  async function claim(limit: number) {
    const completing = finished
    finished = []
    try {
      return await repo.claimTasks(db, kinds, limit, leaseMs, completing)
    } catch (error) {
      // Still done: the next claim deletes them.
      finished = completing.concat(finished)
      throw error
    }
  }

  function start(task: repo.ClaimedTask) {
    const done = runOne(task).finally(() => {
      running.delete(task.lease_token)
      // A slot is free: there may be more waiting.
      wake()
    })
    running.set(task.lease_token, done)
  }

  async function fill() {
    let found = false
    try {
      await buryAbandonedNowAndThen()
      while (!stopped && running.size < concurrency) {
        const limit = concurrency - running.size
        const claimed = await claim(limit)
        if (claimed.length > 0) found = true
        for (const task of claimed) start(task)
        // Fewer than asked: nothing more is due now. The next enqueue, free slot or poll looks again.
        if (claimed.length < limit) break
      }
    } catch (error) {
      log.error({ err: error }, 'the task worker could not take tasks; it tries again shortly')
    }
    return found
  }

  /** A stopping worker deletes what it finished since its last claim. */
  async function completeFinished() {
    const completing = finished
    finished = []
    await repo.completeTasks(db, completing).catch((error: unknown) => {
      // Their leases run out and they run again: at least once, never lost.
      log.error({ err: error }, 'could not delete finished background tasks; they will run again')
    })
  }

  function schedule(found: boolean) {
    clearTimeout(timer)
    if (stopped) return
    let delay = pollMs
    if (found) eagerStep = 0
    if (Date.now() < eagerUntil) delay = Math.min(pollMs, EAGER_STEPS_MS[Math.min(eagerStep++, EAGER_STEPS_MS.length - 1)]!)
    timer = setTimeout(wake, delay)
    // A poll alone never keeps the process alive; the server does.
    timer.unref()
  }

  function wake() {
    if (stopped) return
    if (filling) {
      refill = true
      return
    }
    filling = fill().then((found) => {
      filling = undefined
      if (refill) {
        refill = false
        wake()
      } else schedule(found)
    })
  }

  return {
    start() {
      if (!stopped) return
      if (kinds.length === 0) return
      stopped = false
      abort = new AbortController()
      unsubscribe = queue.onEnqueued(() => {
        eagerUntil = Date.now() + EAGER_WINDOW_MS
        eagerStep = 0
        wake()
      })
      heartbeat = setInterval(() => {
        repo.extendLeases(db, [...running.keys()], leaseMs).catch((error: unknown) => {
          log.error({ err: error }, 'could not renew the leases of running background tasks')
        })
      }, leaseMs / 3)
      heartbeat.unref()
      wake()
    },
    async stop() {
      stopped = true
      unsubscribe()
      clearTimeout(timer)
      abort.abort()
      await filling
      await Promise.all(running.values())
      clearInterval(heartbeat)
      await completeFinished()
    },
  }
}
