import { newRowId } from '../../platform/ids.ts'
import type { Transaction } from 'kysely'
import type { Handle } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import { changedFields } from '../../platform/changes.ts'
import { importWriter, type ImportWriter } from '../../platform/import-writer.ts'
import { insertInterview } from './interview-checks.ts'
import type { ImportedInterview, InterviewImport, InterviewImports } from './interviews.port.ts'
import * as repo from './interviews.repository.ts'

/** The interviews module's part in an import: the writer of imported interviews, and those earlier imports wrote. */
export function createInterviewImports(): InterviewImports {
  return {
    /** Interviews earlier imports wrote, for the records of a later one that name them. */
    async findImported(handle: Handle, tenantId: string, externalIds: readonly string[]): Promise<ImportedInterview[]> {
      const rows = await repo.findInterviewsByExternalIds(handle, tenantId, externalIds)
      return rows.map(({ id, external_id, application_id }) => ({ id, external_id, application_id }))
    },

    /** Writes imported interviews; one imported before keeps its id. Nothing is written when nothing differs. */
    async openImport(batch: Transaction<DB>, tenantId: string, externalIds: readonly string[]): Promise<ImportWriter<InterviewImport>> {
      const earlier = await repo.findInterviewsByExternalIds(batch, tenantId, externalIds)
      return importWriter(earlier, async (trx, input: InterviewImport, existing) => {
        const columns = {
          ...input.fields,
          interview_round: input.fields.interview_round.trim(),
          application_id: input.application.id,
          candidate_id: input.application.candidate_id,
          job_id: input.application.job_id,
          is_demo: input.is_demo,
          ...(input.round_number !== undefined ? { round_number: input.round_number } : {}),
        }
        if (!existing) {
          const row = await insertInterview(trx, {
            ...columns,
            tenant_id: tenantId,
            id: newRowId(),
            external_id: input.external_id,
            created_at: input.created_at,
          })
          return { id: row.id, outcome: 'created' as const }
        }
        const changed = changedFields(existing, columns)
        if (Object.keys(changed).length === 0) return { id: existing.id, outcome: 'unchanged' as const }
        await repo.updateInterview(trx, tenantId, existing.id, changed)
        return { id: existing.id, outcome: 'updated' as const }
      })
    },
  }
}
