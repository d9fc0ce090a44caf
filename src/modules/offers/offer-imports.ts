import { newRowId } from '../../platform/ids.ts'
import type { Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import type { CodeIssuer } from '../../platform/codes.ts'
import { changedFields } from '../../platform/changes.ts'
import { isUniqueViolation } from '../../platform/db-errors.ts'
import { Conflict } from '../../platform/errors.ts'
import { importWriter, type ImportWriter } from '../../platform/import-writer.ts'
import type { OfferImport, OfferImports } from './offers.port.ts'
import * as repo from './offers.repository.ts'

interface Deps {
  codes: CodeIssuer
}

/** The offers module's part in an import: the writer of imported offer versions. */
export function createOfferImports({ codes }: Deps): OfferImports {
  return {
    /**
     * Writes an imported offer version: a new one gets an offer number of the year it was written
     * in; one imported before keeps its id and number. Nothing is written when nothing differs.
     */
    async openImport(batch: Transaction<DB>, tenantId: string, externalIds: readonly string[]): Promise<ImportWriter<OfferImport>> {
      const earlier = await repo.findOffersByExternalIds(batch, tenantId, externalIds)
      return importWriter(earlier, async (trx, input: OfferImport, existing) => {
        const columns = {
          ...input.fields,
          comments: input.fields.comments?.trim() || null,
          application_id: input.application.id,
          candidate_id: input.application.candidate_id,
          job_id: input.application.job_id,
          is_demo: input.is_demo,
        }
        try {
          if (!existing) {
            const { id } = await repo.insertOffer(trx, {
              ...columns,
              tenant_id: tenantId,
              id: newRowId(),
              offer_number: await codes.next(trx, tenantId, 'OFF', input.created_at),
              external_id: input.external_id,
              created_at: input.created_at,
            })
            return { id, outcome: 'created' as const }
          }
          const changed = changedFields(existing, columns)
          if (Object.keys(changed).length === 0) return { id: existing.id, outcome: 'unchanged' as const }
          await repo.updateOffer(trx, tenantId, existing.id, changed)
          return { id: existing.id, outcome: 'updated' as const }
        } catch (error) {
          if (isUniqueViolation(error, 'offers_version_key')) {
            throw new Conflict(`The application already has a version ${input.fields.version} of its offer under another external_id`)
          }
          throw error
        }
      })
    },
  }
}
