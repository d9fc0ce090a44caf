import type { FastifyBaseLogger } from 'fastify'
import type { ImportsService } from './imports.service.ts'

/** How often an idle worker looks for imports queued by other instances. */
export const POLL_MS = 1000

export interface ImportsWorker {
  start(): void
  /** Stops after the batch under way (its import goes back to the queue) and leaves no timer behind. */
  stop(): Promise<void>
}

/**
 * Runs queued imports, one at a time, in every instance: it wakes at once when this instance
 * queues one, and otherwise looks every POLL_MS for what another instance queued or left behind.
 */
export function createImportsWorker(imports: Pick<ImportsService, 'runNext' | 'onQueued'>, log: FastifyBaseLogger): ImportsWorker {
  let stopped = true
  let timer: NodeJS.Timeout | undefined
  let current: Promise<void> | undefined
  let wokenWhileBusy = false
  let unsubscribe = () => {}

  async function drain() {
    try {
      while (!stopped && (await imports.runNext(() => stopped))) {
        // Another import may be waiting: keep going until the queue is empty.
      }
    } catch (error) {
      log.error({ err: error }, 'the import worker could not take an import; it tries again shortly')
    }
  }

  function wake() {
    if (stopped) return
    if (current) {
      wokenWhileBusy = true
      return
    }
    clearTimeout(timer)
    current = drain().finally(() => {
      current = undefined
      if (stopped) return
      if (wokenWhileBusy) {
        wokenWhileBusy = false
        wake()
      } else {
        timer = setTimeout(wake, POLL_MS)
        // A poll alone never keeps the process alive; the server does.
        timer.unref()
      }
    })
  }

  return {
    start() {
      if (!stopped) return
      stopped = false
      unsubscribe = imports.onQueued(wake)
      wake()
    },
    async stop() {
      stopped = true
      unsubscribe()
      clearTimeout(timer)
      await current
    },
  }
}
