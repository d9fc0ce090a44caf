import type { Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { Conflict } from '../../platform/errors.ts'
import * as repo from './applications.repository.ts'

/** The module's steps in a candidate's merge and erasure (see the candidate-lifecycle module). */
export function createApplicationSteps() {
  return {
    /** Merge step: refuses when both candidates are on one job, as one of them must go first. */
    async moveCandidate(trx: Transaction<DB>, tenantId: string, fromId: string, intoId: string): Promise<void> {
      const shared = await repo.jobsOfBoth(trx, tenantId, fromId, intoId)
      if (shared.length > 0) {
        throw new Conflict(`Both candidates have an application on ${shared.join(', ')}; remove one of them before merging`)
      }
      await repo.moveCandidate(trx, tenantId, fromId, intoId)
    },

    /** Erasure step: the notes in the candidate's history go with the rest of the person. */
    async forgetCandidate(trx: Transaction<DB>, actor: Actor, candidateId: string): Promise<void> {
      await repo.eraseNotesOfCandidate(trx, actor.tenantId, candidateId)
    },
  }
}
