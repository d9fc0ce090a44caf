import type { Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import type { Precondition } from '../../platform/concurrency.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { EventPublisher } from '../webhooks/webhooks.port.ts'
import type { CandidateLocks } from './candidate-locks.ts'
import type { CandidatePresenter } from './candidate-view.ts'
import * as repo from './candidates.repository.ts'
import type { CandidateRow } from './candidates.table.ts'

// Duplicates are found by e-mail and phone (normalize.ts) whenever a record gains or changes
// either, and flagged for a person to review; a reviewer clears the flag here, a merge elsewhere
// (the candidate-lifecycle module).

interface DuplicateFlags {
  duplicate_of_id: string
  needs_manual_review: boolean
}

/** What marks a record as a copy of `match`: of the record `match` is itself a copy of, if it is one. */
function copyOf(match: repo.Lookalike): DuplicateFlags {
  return { duplicate_of_id: match.duplicate_of_id ?? match.id, needs_manual_review: true }
}

/**
 * The flags a record about to be inserted starts with: a copy of the earliest live record sharing
 * its e-mail or phone (normalized), if any, so that it is written flagged rather than written and
 * then updated. `lookedUp`: those records as the caller read them in this transaction
 * (repo.findLookalikes), so that they are not read twice.
 */
export async function duplicateFlagsOfNew(
  trx: Transaction<DB>,
  tenantId: string,
  contact: { email_normalized?: string | null; phone_normalized?: string | null },
  lookedUp?: repo.Lookalike[],
): Promise<DuplicateFlags | Record<string, never>> {
  const match = lookedUp
    ? lookedUp[0]
    : await repo.findEarlierMatch(trx, tenantId, { email: contact.email_normalized ?? null, phone: contact.phone_normalized ?? null })
  return match ? copyOf(match) : {}
}

/** Flags `candidate`, whose e-mail or phone just changed, as a copy of the earliest other live record sharing either, if any. */
export async function markIfDuplicate(trx: Transaction<DB>, candidate: CandidateRow): Promise<CandidateRow> {
  const match = await repo.findEarlierMatch(trx, candidate.tenant_id, {
    email: candidate.email_normalized,
    phone: candidate.phone_normalized,
    excludeId: candidate.id,
  })
  if (!match || match.id === candidate.duplicate_of_id) return candidate
  return repo.updateCandidate(trx, candidate.tenant_id, candidate.id, copyOf(match))
}

interface Deps {
  events: EventPublisher
  audit: AuditService
  locks: Pick<CandidateLocks, 'changeCandidate'>
  present: CandidatePresenter
}

/** The review of a flagged record: the reviewer's verdict that it is someone else. */
export function createDuplicateReview({ events, audit, locks: { changeCandidate }, present }: Deps) {
  return {
    /**
     * A reviewer's verdict that a flagged record is a different person. Allowed on anonymized
     * records too: the flags are not personal data, and the record must be able to leave the
     * review queue. Clearing flags that are already clear changes nothing and logs nothing.
     */
    async markNotDuplicate(actor: Actor, id: string, precondition: Precondition) {
      return changeCandidate(actor, id, precondition, async (trx, current) => {
        if (current.duplicate_of_id === null && !current.needs_manual_review) return present(current)
        const updated = await repo.updateCandidate(trx, actor.tenantId, id, { duplicate_of_id: null, needs_manual_review: false })
        await audit.record(trx, actor, {
          action: 'candidate.marked_not_duplicate',
          resourceType: 'candidate',
          resourceId: id,
          changes: { duplicate_of_id: null, needs_manual_review: false, was_duplicate_of_id: current.duplicate_of_id },
        })
        await events.publish(trx, actor.tenantId, 'candidate.updated', () => present(updated))
        return present(updated)
      })
    },
  }
}
