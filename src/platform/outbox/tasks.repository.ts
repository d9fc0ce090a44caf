import { sql } from 'kysely'
import { crossTenant } from '../../db/cross-tenant.ts'
import type { Database } from '../../db/database.ts'

/** A task as its worker holds it. */
export interface ClaimedTask {
  tenant_id: string
  id: string
  kind: string
  payload: unknown
  attempts: number
  max_attempts: number
  lease_token: string
}

const secondsOf = (ms: number) => sql<number>`${ms / 1000}::double precision`
/** An instant `ms` from now by the database's clock, the one every task time is compared with. */
const fromNow = (ms: number) => sql<Date>`clock_timestamp() + make_interval(secs => ${secondsOf(ms)})`

/**
 * Takes up to `limit` tasks of any tenant, oldest due first: queued ones whose time has come,
 * and running ones whose lease ran out (their worker died). Each gets a fresh lease token, so
 * only this taker can finish it. SKIP LOCKED: two workers never take the same task.
 */
export async function claimTasks(db: Database, kinds: readonly string[], limit: number, leaseMs: number): Promise<ClaimedTask[]> {
  const { rows } = await sql<ClaimedTask>`
    WITH next AS (
      SELECT tenant_id, id FROM background_tasks
      WHERE kind IN (${sql.join(kinds)})
        AND ((status = 'queued' AND run_at <= clock_timestamp())
          OR (status = 'running' AND leased_until < clock_timestamp()))
      ORDER BY run_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE background_tasks t
    SET status = 'running', attempts = t.attempts + 1, lease_token = gen_random_uuid(),
        leased_until = ${fromNow(leaseMs)}, updated_at = clock_timestamp()
    FROM next
    WHERE t.tenant_id = next.tenant_id AND t.id = next.id
    RETURNING t.tenant_id, t.id, t.kind, t.payload, t.attempts, t.max_attempts, t.lease_token
    ${crossTenant('task-worker-claim')}`.execute(db)
  return rows
}

/** Keeps the leases of tasks still being worked on from running out. */
export async function extendLeases(db: Database, tokens: readonly string[], leaseMs: number): Promise<void> {
  if (tokens.length === 0) return
  await db
    .updateTable('background_tasks')
    .set({ leased_until: fromNow(leaseMs) })
    .where('status', '=', 'running')
    .where('lease_token', 'in', tokens)
    .modifyEnd(crossTenant('task-worker-lease'))
    .execute()
}

/** Done: the task is deleted. False when the lease was lost (another worker took the task over). */
export async function completeTask(db: Database, task: ClaimedTask): Promise<boolean> {
  const result = await db
    .deleteFrom('background_tasks')
    .where('tenant_id', '=', task.tenant_id)
    .where('id', '=', task.id)
    .where('lease_token', '=', task.lease_token)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

/** A failed attempt: back to the queue after `retryInMs`, or dead once its attempts are spent. */
export async function failTask(db: Database, task: ClaimedTask, error: string, retryInMs: number | null): Promise<void> {
  await db
    .updateTable('background_tasks')
    .set({
      status: retryInMs === null ? 'dead' : 'queued',
      run_at: retryInMs === null ? sql<Date>`run_at` : fromNow(retryInMs),
      last_error: error,
      lease_token: null,
      leased_until: null,
      updated_at: sql<Date>`clock_timestamp()`,
    })
    .where('tenant_id', '=', task.tenant_id)
    .where('id', '=', task.id)
    .where('lease_token', '=', task.lease_token)
    .execute()
}

/** Given back unfinished: queued again after `delayMs`, the attempt not counted. */
export async function handBackTask(db: Database, task: ClaimedTask, delayMs: number): Promise<void> {
  await db
    .updateTable('background_tasks')
    .set({
      status: 'queued',
      attempts: sql<number>`attempts - 1`,
      run_at: fromNow(delayMs),
      lease_token: null,
      leased_until: null,
      updated_at: sql<Date>`clock_timestamp()`,
    })
    .where('tenant_id', '=', task.tenant_id)
    .where('id', '=', task.id)
    .where('lease_token', '=', task.lease_token)
    .execute()
}

/**
 * A task whose lease ran out with its attempts spent (its worker died on each try, say) ends as
 * dead instead of being taken again.
 */
export async function buryAbandoned(db: Database): Promise<void> {
  await db
    .updateTable('background_tasks')
    .set({
      status: 'dead',
      last_error: sql<string>`coalesce(last_error || ' / ', '') || 'the worker running the last attempt stopped without finishing it'`,
      lease_token: null,
      leased_until: null,
      updated_at: sql<Date>`clock_timestamp()`,
    })
    .where('status', '=', 'running')
    .where('leased_until', '<', sql<Date>`clock_timestamp()`)
    .where(sql<boolean>`attempts >= max_attempts`)
    .modifyEnd(crossTenant('task-worker-claim'))
    .execute()
}
