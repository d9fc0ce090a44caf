import { newRowId } from '../../platform/ids.ts'
import type { Transaction } from 'kysely'
import type { Handle } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import { changedFields } from '../../platform/changes.ts'
import { isUniqueViolation } from '../../platform/db-errors.ts'
import { Conflict } from '../../platform/errors.ts'
import { importWriter, type ImportWriter } from '../../platform/import-writer.ts'
import { DUPLICATE } from './application-creation.ts'
import type { ApplicationImport, ApplicationImports, ImportedApplication } from './applications.port.ts'
import * as repo from './applications.repository.ts'
import type { ApplicationRow, StageTransitionRow } from './applications.table.ts'
import { importedHistory } from './transitions.ts'

/** The columns of a history row that an import compares with what it would write. */
const TRANSITION_COLUMNS = [
  'candidate_id',
  'job_id',
  'change_type',
  'from_stage_id',
  'to_stage_id',
  'from_stage_name',
  'to_stage_name',
  'from_stage_type',
  'to_stage_type',
  'from_status',
  'to_status',
  'changed_at',
  'changed_by_user_id',
  'changed_by_name',
  'notes',
  'is_demo',
] as const satisfies readonly (keyof StageTransitionRow)[]

/**
 * Makes an application's stored history the imported one, row by row in order: a row that reads
 * the same is kept, one that differs is rewritten in place (same id), rows beyond the stored
 * ones are added and stored rows beyond the imported ones removed. Answers whether anything changed.
 */
async function writeImportedHistory(
  trx: Transaction<DB>,
  tenantId: string,
  wanted: ReturnType<typeof importedHistory>['rows'],
  stored: readonly StageTransitionRow[],
): Promise<boolean> {
  let changed = false
  for (const [index, row] of stored.entries()) {
    const next = wanted[index]
    if (!next) continue
    const differs = changedFields(row as Record<string, unknown>, Object.fromEntries(TRANSITION_COLUMNS.map((c) => [c, next[c] ?? null])))
    if (Object.keys(differs).length > 0) {
      await repo.updateTransition(trx, tenantId, row.id, differs)
      changed = true
    }
  }
  const added = wanted.slice(stored.length)
  await repo.insertTransitions(trx, added)
  const removed = stored.slice(wanted.length).map((r) => r.id)
  await repo.deleteTransitions(trx, tenantId, removed)
  return changed || added.length > 0 || removed.length > 0
}

/**
 * Writes an imported application with its history: a new one is inserted, one imported before
 * keeps its id and the ids of its history rows, and takes the record's values. An application
 * removed here stays removed. Nothing is written when nothing differs.
 */
async function importApplication(
  trx: Transaction<DB>,
  tenantId: string,
  input: ApplicationImport,
  existing: { row: ApplicationRow; transitions: StageTransitionRow[] } | undefined,
) {
  if (existing?.row.status === 'removed') throw new Conflict('This application was removed; an import no longer changes it')
  const id = existing?.row.id ?? newRowId()
  const ref = { tenant_id: tenantId, id, candidate_id: input.candidate_id, job_id: input.job_id }
  let history = importedHistory(ref, input.history)
  const stage = input.stage ?? history.stage ?? input.firstStage
  if (input.history.length === 0) {
    history = importedHistory(ref, [{ type: 'initial', to: stage, at: input.created_at, by: { userId: null, name: null }, notes: null }])
  }
  const rows = history.rows.map((row) => ({ ...row, is_demo: input.is_demo }))
  const columns = {
    ...input.fields,
    candidate_id: input.candidate_id,
    job_id: input.job_id,
    current_stage_id: stage.id,
    stage_updated_at: history.stageChangedAt ?? input.created_at,
    is_demo: input.is_demo,
  }
  try {
    if (!existing) {
      await repo.insertApplication(trx, {
        ...columns,
        tenant_id: tenantId,
        id,
        external_id: input.external_id,
        created_at: input.created_at,
      })
      await writeImportedHistory(trx, tenantId, rows, [])
      return { id, outcome: 'created' as const }
    }
    const changed = changedFields(existing.row as Record<string, unknown>, columns as Record<string, unknown>)
    const historyChanged = await writeImportedHistory(trx, tenantId, rows, existing.transitions)
    if (Object.keys(changed).length === 0 && !historyChanged) return { id, outcome: 'unchanged' as const }
    await repo.updateApplication(trx, tenantId, id, changed)
    return { id, outcome: 'updated' as const }
  } catch (error) {
    if (isUniqueViolation(error, 'applications_one_per_job')) throw new Conflict(DUPLICATE)
    throw error
  }
}

/** Imported applications by external id, with their histories. */
async function findImported(handle: Handle, tenantId: string, externalIds: readonly string[]) {
  const rows = await repo.findApplicationsByExternalIds(handle, tenantId, externalIds)
  const histories = new Map<string, StageTransitionRow[]>()
  for (const t of await repo.transitionsOfApplications(
    handle,
    tenantId,
    rows.map((r) => r.id),
  )) {
    const history = histories.get(t.application_id)
    if (history) history.push(t)
    else histories.set(t.application_id, [t])
  }
  return rows.map((row) => ({ external_id: row.external_id, row, transitions: histories.get(row.id) ?? [] }))
}

/** The applications module's part in an import: the writer of imported applications and their histories. */
export function createApplicationImports(): ApplicationImports {
  return {
    async openImport(batch: Transaction<DB>, tenantId: string, externalIds: readonly string[]): Promise<ImportWriter<ApplicationImport>> {
      const earlier = await findImported(batch, tenantId, externalIds)
      return importWriter(earlier, (trx, input: ApplicationImport, existing) => importApplication(trx, tenantId, input, existing))
    },

    /** Imported applications by external id, without their histories: what records attached to them need. */
    async findImportedRows(handle: Handle, tenantId: string, externalIds: readonly string[]): Promise<ImportedApplication[]> {
      const rows = await repo.findApplicationsByExternalIds(handle, tenantId, externalIds)
      return rows.map(({ id, external_id, candidate_id, job_id }) => ({ id, external_id, candidate_id, job_id }))
    },
  }
}
