import type { Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { EventPublisher } from '../webhooks/webhooks.port.ts'
import { markIfDuplicate } from './candidate-duplicates.ts'
import { toColumns } from './candidate-fields.ts'
import type { CandidatePresenter } from './candidate-view.ts'
import type { CandidateFields, FoundProfile } from './candidates.port.ts'
import * as repo from './candidates.repository.ts'
import { searchTextOf } from './normalize.ts'

interface Deps {
  events: EventPublisher
  audit: AuditService
  present: CandidatePresenter
}

/** What a CV read by the cv-parsing module adds to the record: only what the record does not say yet. */
export function createCvFill({ events, audit, present }: Deps) {
  return {
    /**
     * Fills the record's empty fields with values found in a CV, in the caller's transaction; a
     * field that holds anything (HR typed it, or an earlier CV filled it) is left as it is. An
     * anonymized record takes nothing. Answers the names of the fields filled.
     */
    async fillEmptyFields(trx: Transaction<DB>, actor: Actor, id: string, found: FoundProfile): Promise<string[]> {
      const current = await repo.findCandidateForUpdate(trx, actor.tenantId, id)
      if (!current || current.is_anonymized) return []
      const isEmpty = (value: unknown) =>
        value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
      const fill: CandidateFields = Object.fromEntries(
        Object.entries(found).filter(([key, value]) => !isEmpty(value) && isEmpty((current as Record<string, unknown>)[key])),
      )
      const filled = Object.keys(fill)
      if (filled.length === 0) return []
      let updated = await repo.updateCandidate(trx, actor.tenantId, id, {
        ...toColumns(fill),
        search_text: searchTextOf({
          full_name: current.full_name,
          email: fill.email ?? current.email,
          phone: fill.phone ?? current.phone,
          code: current.code,
        }),
      })
      if (fill.email !== undefined || fill.phone !== undefined) updated = await markIfDuplicate(trx, updated)
      await audit.record(trx, actor, { action: 'candidate.updated', resourceType: 'candidate', resourceId: id, changes: { ...fill } })
      await events.publish(trx, actor.tenantId, 'candidate.updated', () => present(updated))
      return filled
    },
  }
}
