import { sql } from 'kysely'
import type { Handle } from '../../db/database.ts'
import { newRowId } from '../ids.ts'
import type { TaskType } from './task-type.ts'

export interface EnqueueOptions {
  /** Run no sooner than this many milliseconds from now. */
  delayMs?: number
  /** Overrides the type's number of attempts (a manual retry is one attempt). */
  attempts?: number
}

/**
 * Puts background work on the queue. Always given the caller's transaction: the task commits
 * with the change that causes it, or not at all.
 */
export interface TaskQueue {
  enqueue<P>(trx: Handle, type: TaskType<P>, tenantId: string, payload: P, options?: EnqueueOptions): Promise<string>
  /** Calls `listener` whenever this instance enqueues; answers the unsubscribe. */
  onEnqueued(listener: () => void): () => void
}

export function createTaskQueue(): TaskQueue {
  const listeners = new Set<() => void>()
  return {
    async enqueue(trx, type, tenantId, payload, options = {}) {
      const row = await trx
        .insertInto('background_tasks')
        .values({
          tenant_id: tenantId,
          id: newRowId(),
          kind: type.name,
          payload: JSON.stringify(payload),
          max_attempts: options.attempts ?? type.attempts,
          ...(options.delayMs ? { run_at: sql<Date>`clock_timestamp() + make_interval(secs => ${options.delayMs / 1000})` } : {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      // Before the commit: the worker looks at once and, finding nothing yet, looks again shortly.
      for (const listener of listeners) listener()
      return row.id
    },
    onEnqueued(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
