import { newRowId } from '../../platform/ids.ts'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/database.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { NotFound, ValidationFailed } from '../../platform/errors.ts'
import { mapPage, type PageRequest } from '../../platform/pagination.ts'
import type { TaskQueue } from '../../platform/outbox/task-queue.ts'
import { exponentialBackoff, taskType } from '../../platform/outbox/task-type.ts'
import { handle } from '../../platform/outbox/task-worker.ts'
import { IMPORT_KINDS, LIST_OF_KIND, type ImportPayload } from './import-records.schemas.ts'
import { emptyReport, type ImportRecordError, type ImportReport } from './import-report.ts'
import { ImportInterrupted, runImport, type RunServices } from './import-run.ts'
import * as repo from './imports.repository.ts'
import type { ImportRow } from './imports.table.ts'

/** More records than this in one import are refused: split the history into several imports. */
export const MAX_RECORDS = 200_000
/**
 * Running a queued import, as a background task. An attempt that ends in an unexpected error
 * marks the import failed and is not retried; the attempts are for workers that died mid-run
 * (their lease ran out), whose import starts over, its records being idempotent.
 */
export const RUN_IMPORT = taskType<{ import_id: string }>('imports.run', { attempts: 5, delayAfter: exponentialBackoff(5000) })
const DEFAULT_SOURCE = 'old_database'

/** What a queued import keeps in its payload column until a worker runs it. */
interface StoredPayload {
  records: ImportPayload
  rejected_lines: ImportRecordError[]
}

export interface NewImport {
  payload: ImportPayload
  /** NDJSON lines that could not be read as records, reported with the import's errors. */
  rejectedLines: ImportRecordError[]
  format: 'json' | 'ndjson'
}

export function presentImport(row: Omit<ImportRow, 'payload' | 'errors'>) {
  return {
    id: row.id,
    status: row.status,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    progress: row.progress as ImportReport['progress'],
    error_count: row.error_count,
    failure: row.failure,
  }
}

const stateOf = (report: ImportReport): repo.RunState => ({
  progress: JSON.stringify(report.progress),
  errors: JSON.stringify(report.errors),
  error_count: report.error_count,
})

interface Deps extends RunServices {
  db: Database
  tasks: TaskQueue
  log: FastifyBaseLogger
  publicBaseUrl: string
}

export function createImportsService(deps: Deps) {
  const { db, tasks, audit, catalog, log, publicBaseUrl } = deps

  /** What is checked of an import as a whole before any record: its size and its default source. */
  async function checkPayload(tenantId: string, payload: ImportPayload): Promise<void> {
    const count = IMPORT_KINDS.reduce((n, kind) => n + (payload[LIST_OF_KIND[kind]]?.length ?? 0), 0)
    if (count > MAX_RECORDS) {
      throw ValidationFailed.single(
        ['body'],
        `An import holds at most ${MAX_RECORDS} records (this one has ${count}); split it`,
        'too_long',
      )
    }
    if (payload.default_source !== undefined && !(await catalog.isKnownSource(db, tenantId, payload.default_source))) {
      throw ValidationFailed.single(['body', 'default_source'], 'Not a source kind or one of the tenant’s custom sources', 'value_error')
    }
  }

  /**
   * Runs one started import to its end, or to the batch where this instance stops: then the
   * import goes back to the queue and the task is handed back.
   */
  async function runStarted(claimed: repo.StartedRun, shouldStop: () => boolean): Promise<'done' | 'handed-back'> {
    const { tenant_id: tenantId, id } = claimed
    const startedAt = claimed.started_at!
    const { records, rejected_lines } = claimed.payload as StoredPayload
    try {
      await db
        .transaction()
        .execute((trx) => repo.saveProgress(trx, tenantId, id, startedAt, stateOf(emptyReport(records, rejected_lines))))
      const report = await runImport(db, deps, tenantId, records, {
        isDemo: claimed.is_demo,
        actorId: claimed.created_by,
        defaultSource: records.default_source ?? DEFAULT_SOURCE,
        importId: id,
        earlier: rejected_lines,
        checkpoint: async (trx, report) => {
          if (!(await repo.saveProgress(trx, tenantId, id, startedAt, stateOf(report)))) throw new ImportInterrupted('taken_over')
        },
        shouldStop,
      })
      await repo.finishRun(db, tenantId, id, startedAt, { status: 'completed', state: stateOf(report) })
    } catch (error) {
      if (error instanceof ImportInterrupted) {
        if (error.reason !== 'stopping') return 'done'
        await repo.requeue(db, tenantId, id, startedAt)
        return 'handed-back'
      }
      log.error({ err: error, importId: id, tenantId }, 'import failed')
      await repo.finishRun(db, tenantId, id, startedAt, {
        status: 'failed',
        failure: 'An unexpected error stopped the import. Records written before it are kept; send the same records again to finish.',
      })
    }
    return 'done'
  }

  return {
    /** Queues an import; a worker of any instance runs it. */
    async create(actor: Actor, input: NewImport) {
      await checkPayload(actor.tenantId, input.payload)
      const stored: StoredPayload = { records: input.payload, rejected_lines: input.rejectedLines }
      const initial = emptyReport(input.payload, input.rejectedLines)
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await repo.insertImport(trx, {
          tenant_id: actor.tenantId,
          id: newRowId(),
          payload: JSON.stringify(stored),
          ...stateOf(initial),
          created_by: actor.userId,
        })
        await tasks.enqueue(trx, RUN_IMPORT, actor.tenantId, { import_id: inserted.id })
        await audit.record(trx, actor, {
          action: 'import.created',
          resourceType: 'import',
          resourceId: inserted.id,
          changes: {
            format: input.format,
            default_source: input.payload.default_source ?? DEFAULT_SOURCE,
            records: Object.fromEntries(IMPORT_KINDS.map((kind) => [LIST_OF_KIND[kind], initial.progress[kind].total])),
            rejected_lines: input.rejectedLines.length,
          },
        })
        return inserted
      })
      return { import_id: row.id, status: row.status, status_url: `${publicBaseUrl}/api/v1/imports/${row.id}` }
    },

    async get(actor: Actor, id: string) {
      const row = await repo.findImport(db, actor.tenantId, id)
      if (!row) throw new NotFound('Import')
      return { ...presentImport(row), errors: row.errors as ImportRecordError[] }
    },

    async list(actor: Actor, page: PageRequest) {
      return mapPage(await repo.listImports(db, actor.tenantId, page), presentImport)
    },

    /**
     * Runs an import at once, in the caller's time, without the queue: the same processing a
     * queued import gets. Used to fill a tenant with demo data. A payload refused as a whole
     * (too many records, an unknown default source) throws ValidationFailed.
     */
    async importNow(tenantId: string, payload: ImportPayload, options: { isDemo: boolean; actorId: string | null }): Promise<ImportReport> {
      await checkPayload(tenantId, payload)
      return runImport(db, deps, tenantId, payload, {
        isDemo: options.isDemo,
        actorId: options.actorId,
        defaultSource: payload.default_source ?? DEFAULT_SOURCE,
        importId: null,
      })
    },

    /** Runs a queued import: the background task its creation enqueued. */
    runTask: handle(RUN_IMPORT, async (task, signal) => {
      // Queued, or left running by a worker that died: this run takes it over.
      const started = await db.transaction().execute((trx) => repo.startRun(trx, task.tenantId, task.payload.import_id))
      if (!started) return 'done'
      return runStarted(started, () => signal.aborted)
    }),
  }
}

export type ImportsService = ReturnType<typeof createImportsService>
