import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors.ts'
import type { PageRequest } from '../../platform/pagination.ts'
import type { AuditService } from '../audit/audit.service.ts'
import { presentCandidateSummary } from '../candidates/candidate-view.ts'
import type { Candidate } from '../candidates/candidates.port.ts'
import { searchTermOf } from '../candidates/normalize.ts'
import * as repo from './talent-pool.repository.ts'
import type { TalentPoolRow } from './talent-pool.table.ts'

type Summary = Pick<Candidate, 'id' | 'code' | 'full_name' | 'email'>

function presentEntry(row: TalentPoolRow, candidate: Summary) {
  return {
    candidate: presentCandidateSummary(candidate),
    note: row.note,
    tags: row.tags,
    added_by: row.added_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

interface Deps {
  db: Database
  audit: AuditService
  candidates: {
    findActive: (trx: Transaction<DB>, tenantId: string, id: string) => Promise<Candidate | undefined>
    lockActive: (trx: Transaction<DB>, tenantId: string, id: string) => Promise<Candidate | undefined>
  }
}

export function createTalentPoolService({ db, audit, candidates }: Deps) {
  return {
    async list(actor: Actor, filter: { search?: string; tag?: string }, page: PageRequest) {
      const term = filter.search ? searchTermOf(filter.search) : ''
      const result = await repo.listEntries(db, actor.tenantId, { search: term || undefined, tag: filter.tag }, page)
      return {
        ...result,
        items: result.items.map((row) =>
          presentEntry(row, {
            id: row.candidate_id,
            code: row.candidate_code,
            full_name: row.candidate_full_name,
            email: row.candidate_email,
          }),
        ),
      }
    },

    /**
     * An unknown, deleted or other-tenant candidate is a 422 on `candidate_id`, as on
     * POST /applications. An anonymized one is 409: the pool is for people to contact later.
     */
    async add(actor: Actor, input: { candidate_id: string; note?: string | null; tags?: string[] }) {
      return db.transaction().execute(async (trx) => {
        // Locked: an anonymization running now either finishes first (and is seen here) or waits
        // for this entry, which its erasure step then removes.
        const candidate = await candidates.lockActive(trx, actor.tenantId, input.candidate_id)
        if (!candidate) throw ValidationFailed.single(['body', 'candidate_id'], 'No such candidate', 'not_found')
        if (candidate.is_anonymized) throw new Conflict('This candidate was anonymized and cannot be added to the talent pool')
        const entry = await repo.insertEntry(trx, {
          tenant_id: actor.tenantId,
          candidate_id: candidate.id,
          note: input.note?.trim() || null,
          tags: input.tags ?? [],
          added_by: actor.userId,
        })
        if (!entry) throw new Conflict('This candidate is already in the talent pool')
        // The note is free text about a person and the audit log outlives anonymization: the
        // entry says that a note was written, not what it says.
        await audit.record(trx, actor, {
          action: 'talent_pool.added',
          resourceType: 'talent_pool_entry',
          resourceId: candidate.id,
          changes: { candidate_id: candidate.id, has_note: entry.note !== null, tags: entry.tags },
        })
        return presentEntry(entry, candidate)
      })
    },

    async remove(actor: Actor, candidateId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // A deleted candidate's entry is hidden from the list, so it is not found here either.
        const candidate = await candidates.findActive(trx, actor.tenantId, candidateId)
        const removed = candidate && (await repo.deleteEntry(trx, actor.tenantId, candidateId))
        if (!removed) throw new NotFound('Talent pool entry')
        await audit.record(trx, actor, { action: 'talent_pool.removed', resourceType: 'talent_pool_entry', resourceId: candidateId })
      })
    },

    /** Anonymization's step: the entry and the note HR wrote about the person go. */
    /** Merge step (see CandidateMergeStep). */
    moveCandidate: (trx: Transaction<DB>, tenantId: string, fromId: string, intoId: string) =>
      repo.moveEntry(trx, tenantId, fromId, intoId),

    async forgetCandidate(trx: Transaction<DB>, actor: Actor, candidateId: string): Promise<void> {
      const removed = await repo.deleteEntry(trx, actor.tenantId, candidateId)
      if (!removed) return
      await audit.record(trx, actor, {
        action: 'talent_pool.removed',
        resourceType: 'talent_pool_entry',
        resourceId: candidateId,
        changes: { reason: 'candidate_anonymized' },
      })
    },
  }
}

export type TalentPoolService = ReturnType<typeof createTalentPoolService>
