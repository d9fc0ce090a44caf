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

/** What identifies a task its worker finished: only the holder of its lease may delete it. */
export type FinishedTask = Pick<ClaimedTask, 'tenant_id' | 'id' | 'lease_token'>

/**
 * Deletes finished tasks, each by tenant, id and lease token: a task another worker took over
 * (its lease ran out) is that worker's to finish.
 */
const deleteFinished = (tasks: readonly FinishedTask[]) => sql`
  DELETE FROM background_tasks t
  USING (VALUES ${sql.join(tasks.map((task) => sql`(${task.tenant_id}::uuid, ${task.id}::uuid, ${task.lease_token}::uuid)`))})
    AS f (tenant_id, id, lease_token)
  WHERE t.tenant_id = f.tenant_id AND t.id = f.id AND t.lease_token = f.lease_token`

/**
 * Takes up to `limit` tasks of any tenant: first running ones whose lease ran out (their worker
 * died) with attempts left (those without are `buryAbandoned`'s), then queued ones whose time
 * has come, oldest first. Each gets a fresh lease token, so only this taker can finish it. SKIP
 * LOCKED: two workers never take the same task.
 *
 * Two reads rather than one with an OR, so that each walks its partial index in order and stops
 * after `limit` rows; with the OR, every claim read and sorted the whole queue (2 ms per claim
 * with 6,500 queued, idle). `statement_timestamp()` rather than `clock_timestamp()` there: a
 * stable value can bound an index scan, and the statement is its own transaction.
 *
 * The same statement deletes the tasks this worker finished since its last claim: a slot frees
 * when its task is done, and the claim that fills it again goes to the database anyway, so
 * completing costs no round trip of its own. A task deleted here is not also taken back as
 * abandoned by the same statement (its lease may have run out in the meantime).
 */
export async function claimTasks(
  db: Database,
  kinds: readonly string[],
  limit: number,
  leaseMs: number,
  finished: readonly FinishedTask[] = [],
): Promise<ClaimedTask[]> {
  const ofKinds = sql`kind IN (${sql.join(kinds)})`
  const done = finished.length === 0 ? sql`` : sql`done AS (${deleteFinished(finished)} RETURNING t.tenant_id, t.id),`
  const notDone = finished.length === 0 ? sql`` : sql`AND (tenant_id, id) NOT IN (SELECT tenant_id, id FROM done)`
  const { rows } = await sql<ClaimedTask>`
    WITH ${done}
    abandoned AS (
      SELECT tenant_id, id FROM background_tasks
      WHERE status = 'running' AND leased_until < statement_timestamp() AND attempts < max_attempts AND ${ofKinds} ${notDone}
      ORDER BY leased_until
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ),
    due AS (
      SELECT tenant_id, id FROM background_tasks
      WHERE status = 'queued' AND run_at <= statement_timestamp() AND ${ofKinds}
      ORDER BY run_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ),
    next AS (SELECT * FROM abandoned UNION ALL SELECT * FROM due LIMIT ${limit})
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

/** Deletes finished tasks without claiming any (a stopping worker's last ones). */
export async function completeTasks(db: Database, tasks: readonly FinishedTask[]): Promise<void> {
  if (tasks.length === 0) return
  await deleteFinished(tasks).execute(db)
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

/** The tasks of one kind in one state, for the operator's metrics. */
export interface QueueFigures {
  kind: string
  status: string
  tasks: number
  /** How long the oldest queued task whose time has come has waited for a worker; null when none waits. */
  oldest_due_seconds: number | null
}

/**
 * The queue at a glance, read when metrics are scraped. One grouped read of the table: it only
 * holds work still pending (a finished task is deleted) and the dead tasks kept for inspection,
 * so it stays small while the workers keep up, which is what this figure watches.
 */
export async function queueFigures(db: Database): Promise<QueueFigures[]> {
  const waitingSince = sql<Date | null>`min(run_at) FILTER (WHERE status = 'queued' AND run_at <= statement_timestamp())`
  return db
    .selectFrom('background_tasks')
    .select([
      'kind',
      'status',
      sql<number>`count(*)::int`.as('tasks'),
      sql<number | null>`extract(epoch FROM statement_timestamp() - ${waitingSince})::double precision`.as('oldest_due_seconds'),
    ])
    .groupBy(['kind', 'status'])
    .modifyEnd(crossTenant('task-queue-figures'))
    .execute()
}
