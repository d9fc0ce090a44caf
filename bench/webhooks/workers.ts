// Task workers built by the bench, for BENCH_WEBHOOK_WORKER_CONCURRENCY: experiments on what
// limits the delivery rate, without editing src. Not the service as it runs.
import { createDeliveryHandler } from '../../src/modules/webhooks/delivery.ts'
import { createTaskQueue } from '../../src/platform/outbox/task-queue.ts'
import { createTaskWorker, type TaskHandler, type TaskWorker } from '../../src/platform/outbox/task-worker.ts'
import type { Database } from '../../src/db/database.ts'
import type { Service } from '../lib/service.ts'

export interface BenchWorkers extends TaskWorker {
  /** Deliveries the handlers put off because their endpoint already had its most under way. */
  deferrals(): number
}

/**
 * `count` workers of `concurrency` slots each, in this process, each with a delivery handler of
 * its own, as `count` instances of the service would have (the handler's cap of deliveries in
 * flight per endpoint is per handler, so per instance). They do not hear the app's enqueues (its
 * queue is private to src/services.ts), so each looks for work every `pollMs` when idle.
 */
export function startBenchWorkers(
  service: Service,
  count: number,
  concurrency: number,
  pollMs: number,
  /** The database handle they use: the app's (its pool) unless given another. */
  db: Database = service.database.db,
): BenchWorkers {
  let deferred = 0
  const workers = Array.from({ length: count }, () => {
    const deliver = createDeliveryHandler({ db, log: service.app.log, now: Date.now, allowPrivate: true })
    const counted: TaskHandler<unknown> = {
      type: deliver.type as TaskHandler<unknown>['type'],
      run: async (task, signal) => {
        const outcome = await deliver.run(task as Parameters<typeof deliver.run>[0], signal)
        if (typeof outcome === 'object') deferred++
        return outcome
      },
    }
    return createTaskWorker({
      db,
      queue: createTaskQueue(),
      handlers: [counted],
      log: service.app.log,
      concurrency,
      pollMs,
    })
  })
  for (const worker of workers) worker.start()
  return {
    start: () => workers.forEach((worker) => worker.start()),
    stop: async () => {
      await Promise.all(workers.map((worker) => worker.stop()))
    },
    deferrals: () => deferred,
  }
}
