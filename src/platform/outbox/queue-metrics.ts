import type { FastifyBaseLogger } from 'fastify'
import { Gauge, type Registry } from 'prom-client'
import type { Database } from '../../db/database.ts'
import { TASK_STATUSES } from './tasks.table.ts'
import { queueFigures, type QueueFigures } from './tasks.repository.ts'

/**
 * The background queue, per task type, read from the tasks table when metrics are scraped:
 * tasks queued, running and dead, and how long the oldest due one has waited. A type seen once
 * keeps its series at 0 when its tasks are gone, so that an alert on it does not fall silent.
 */
export function registerTaskQueueMetrics(registry: Registry, db: Database, log: FastifyBaseLogger): void {
  const seenKinds = new Set<string>()
  // Both gauges come from one read per scrape: the first to collect reads, the second reuses it.
  let reading: Promise<QueueFigures[] | undefined> | undefined

  function read(): Promise<QueueFigures[] | undefined> {
    reading ??= queueFigures(db)
      .catch((error: unknown) => {
        // The scrape still answers, without these series; /readyz says whether the database is down.
        log.warn({ err: error }, 'metrics: could not read the background task queue')
        return undefined
      })
      .finally(() => setImmediate(() => (reading = undefined)))
    return reading
  }

  new Gauge({
    name: 'recruiting_background_tasks',
    help: 'Background tasks in the queue, by task type and state (queued, running, dead)',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    async collect() {
      const figures = await read()
      this.reset()
      if (!figures) return
      for (const row of figures) seenKinds.add(row.kind)
      for (const kind of seenKinds) for (const status of TASK_STATUSES) this.set({ kind, status }, 0)
      for (const row of figures) this.set({ kind: row.kind, status: row.status }, row.tasks)
    },
  })

  new Gauge({
    name: 'recruiting_background_task_oldest_due_age_seconds',
    help: 'How long the oldest background task whose time has come has waited for a worker, by task type (0: none waiting)',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      const figures = await read()
      this.reset()
      if (!figures) return
      for (const row of figures) seenKinds.add(row.kind)
      for (const kind of seenKinds) this.set({ kind }, 0)
      for (const row of figures) if (row.oldest_due_seconds !== null) this.set({ kind: row.kind }, Math.max(0, row.oldest_due_seconds))
    },
  })
}
