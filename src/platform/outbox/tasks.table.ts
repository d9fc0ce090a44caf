import type { ColumnType } from 'kysely'

export const TASK_STATUSES = ['queued', 'running', 'dead'] as const
export type TaskStatus = (typeof TASK_STATUSES)[number]

/**
 * One unit of background work (a webhook delivery, an import run, a message to send). Rows
 * live while the work is pending: a task that succeeds is deleted, one that keeps failing stays
 * as `dead` with its last error.
 */
export interface BackgroundTasksTable {
  tenant_id: string
  id: ColumnType<string, string | undefined, never>
  kind: string
  payload: ColumnType<unknown, string, never>
  status: ColumnType<TaskStatus, TaskStatus | undefined, TaskStatus>
  /** Attempts started so far, the one under way included. */
  attempts: ColumnType<number, number | undefined, number>
  max_attempts: number
  run_at: ColumnType<Date, Date | undefined, Date>
  /** Who holds a running task: only that holder may finish it, and only until `leased_until`. */
  lease_token: ColumnType<string | null, never, string | null>
  leased_until: ColumnType<Date | null, never, Date | null>
  last_error: ColumnType<string | null, never, string | null>
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}
