import { newRowId } from '../../platform/ids.ts'
import type { Transaction, Updateable } from 'kysely'
import type { Handle } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import { changedFields } from '../../platform/changes.ts'
import type { CodeIssuer } from '../../platform/codes.ts'
import { Conflict } from '../../platform/errors.ts'
import { importWriter, type ImportWriter } from '../../platform/import-writer.ts'
import { duplicateFlagsOfNew, markIfDuplicate } from './candidate-duplicates.ts'
import { checkValues, toColumns } from './candidate-fields.ts'
import type { CandidateImport, CandidateImports, ImportedCandidate } from './candidates.port.ts'
import * as repo from './candidates.repository.ts'
import type { CandidateRow, CandidatesTable } from './candidates.table.ts'
import { searchTextOf } from './normalize.ts'

/** JSON with object keys sorted: the database hands back objects with their keys in its own order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort()
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

interface Deps {
  codes: CodeIssuer
}

/** The candidates module's part in an import: the writer of imported candidates, and those earlier imports wrote. */
export function createCandidateImports({ codes }: Deps): CandidateImports {
  /**
   * Writes an imported candidate: a new one gets a code of the year it was created in and is
   * flagged when it matches an earlier record; one imported before keeps its id and code and
   * takes the record's values, unless it was deleted or anonymized here (the person's erasure
   * must not be undone by importing them again). Nothing is written when nothing differs.
   */
  async function importCandidate(trx: Transaction<DB>, tenantId: string, input: CandidateImport, existing: CandidateRow | undefined) {
    const { fields } = input
    checkValues(fields, fields)
    const columns = { ...toColumns(fields), is_demo: input.is_demo }
    if (!existing) {
      const code = await codes.next(trx, tenantId, 'CAN', input.created_at)
      const inserted = await repo.insertCandidate(trx, {
        ...columns,
        ...(await duplicateFlagsOfNew(trx, tenantId, columns)),
        full_name: fields.full_name.trim(),
        tenant_id: tenantId,
        id: newRowId(),
        code,
        created_via: 'import',
        external_id: input.external_id,
        created_at: input.created_at,
        search_text: searchTextOf({ full_name: fields.full_name, email: fields.email, phone: fields.phone, code }),
      })
      return { id: inserted.id, outcome: 'created' as const }
    }
    if (existing.is_deleted) throw new Conflict('This candidate was deleted; an import no longer changes it')
    if (existing.is_anonymized) throw new Conflict('This candidate was anonymized; an import no longer changes it')
    const { skills, education, ...plain } = columns
    const changed: Record<string, unknown> = changedFields(existing as Record<string, unknown>, plain as Record<string, unknown>)
    if (canonicalJson(existing.skills) !== canonicalJson(fields.skills)) changed.skills = skills
    if (canonicalJson(existing.education) !== canonicalJson(fields.education)) changed.education = education
    if (Object.keys(changed).length === 0) return { id: existing.id, outcome: 'unchanged' as const }
    const row = await repo.updateCandidate(trx, tenantId, existing.id, {
      ...(changed as Omit<Updateable<CandidatesTable>, 'updated_at'>),
      search_text: searchTextOf({ full_name: fields.full_name, email: fields.email, phone: fields.phone, code: existing.code }),
    })
    if ('email_normalized' in changed || 'phone_normalized' in changed) await markIfDuplicate(trx, row)
    return { id: row.id, outcome: 'updated' as const }
  }

  return {
    async openImport(batch: Transaction<DB>, tenantId: string, externalIds: readonly string[]): Promise<ImportWriter<CandidateImport>> {
      const earlier = await repo.findCandidatesByExternalIds(batch, tenantId, externalIds)
      return importWriter(earlier, (trx, input: CandidateImport, existing) => importCandidate(trx, tenantId, input, existing))
    },

    /** Candidates earlier imports wrote, for the records of a later one that name them. */
    async findImported(handle: Handle, tenantId: string, externalIds: readonly string[]): Promise<ImportedCandidate[]> {
      return (await repo.findCandidatesByExternalIds(handle, tenantId, externalIds)).map(({ id, external_id }) => ({ id, external_id }))
    },
  }
}
