import { sql, type Insertable, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import { fetchPage, type PageRequest } from '../../platform/pagination.ts'
import type { ImportsTable } from './imports.table.ts'
import type { Handle } from '../../db/database.ts'

/** What lists and status reads show; never the payload. */
const SUMMARY_COLUMNS = [
  'tenant_id',
  'id',
  'status',
  'is_demo',
  'progress',
  'error_count',
  'failure',
  'created_by',
  'created_at',
  'started_at',
  'finished_at',
  'updated_at',
] as const

export function insertImport(trx: Transaction<DB>, row: Insertable<ImportsTable>) {
  return trx.insertInto('imports').values(row).returning(SUMMARY_COLUMNS).executeTakeFirstOrThrow()
}

export function findImport(db: Handle, tenantId: string, id: string) {
  return db
    .selectFrom('imports')
    .select([...SUMMARY_COLUMNS, 'errors'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()
}

export function listImports(db: Kysely<DB>, tenantId: string, page: PageRequest) {
  const query = db.selectFrom('imports').where('tenant_id', '=', tenantId)
  return fetchPage(
    page,
    async () => (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) =>
      query.select(SUMMARY_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  )
}

export type StartedRun = NonNullable<Awaited<ReturnType<typeof startRun>>>

/**
 * Marks an import running under a new `started_at`, which names this run: progress written
 * under an older one is refused. An import already finished is not started again (undefined).
 */
export function startRun(trx: Transaction<DB>, tenantId: string, id: string) {
  return trx
    .updateTable('imports')
    .set({ status: 'running', started_at: sql<Date>`clock_timestamp()`, updated_at: sql<Date>`clock_timestamp()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returning(['tenant_id', 'id', 'payload', 'is_demo', 'created_by', 'started_at'])
    .executeTakeFirst()
}

export interface RunState {
  progress: string
  errors: string
  error_count: number
}

/** Writes a run's progress; false when the run is no longer this one's (another instance took it over). */
export async function saveProgress(trx: Transaction<DB>, tenantId: string, id: string, startedAt: Date, state: RunState): Promise<boolean> {
  const result = await trx
    .updateTable('imports')
    .set({ ...state, updated_at: sql<Date>`clock_timestamp()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('started_at', '=', startedAt)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Ends a run: completed with its final state, or failed with what broke it. The payload is dropped either way. */
export function finishRun(
  db: Handle,
  tenantId: string,
  id: string,
  startedAt: Date,
  end: { status: 'completed'; state: RunState } | { status: 'failed'; failure: string },
) {
  return db
    .updateTable('imports')
    .set({
      status: end.status,
      ...(end.status === 'completed' ? end.state : { failure: end.failure }),
      payload: null,
      finished_at: sql<Date>`clock_timestamp()`,
      updated_at: sql<Date>`clock_timestamp()`,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('started_at', '=', startedAt)
    .execute()
}

/** Gives an interrupted run back to the queue (this instance is stopping); records are idempotent, so it can start over. */
export function requeue(db: Handle, tenantId: string, id: string, startedAt: Date) {
  return db
    .updateTable('imports')
    .set({ status: 'queued', started_at: null, updated_at: sql<Date>`clock_timestamp()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('started_at', '=', startedAt)
    .execute()
}
