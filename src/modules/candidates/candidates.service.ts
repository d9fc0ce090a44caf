import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import { assertInterviewerSees, type InterviewerScope } from '../../platform/auth/interviewer-scope.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import type { CodeIssuer } from '../../platform/codes.ts'
import { NotFound } from '../../platform/errors.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import { mapPage, type PageRequest } from '../../platform/pagination.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { EventPublisher } from '../webhooks/webhooks.port.ts'
import { createCandidateAvatar } from './candidate-avatar.ts'
import { createCvFill } from './candidate-cv-fill.ts'
import { createDuplicateReview } from './candidate-duplicates.ts'
import { createCandidateEditing } from './candidate-editing.ts'
import { createCandidateImports } from './candidate-imports.ts'
import { createCandidateLocks } from './candidate-locks.ts'
import { createCandidateRecords } from './candidate-records.ts'
import { candidateOf, presentCandidate } from './candidate-view.ts'
import type { Candidate } from './candidates.port.ts'
import * as repo from './candidates.repository.ts'
import type { CandidateRow } from './candidates.table.ts'
import { normalizeEmail, normalizePhone, searchTermOf } from './normalize.ts'

interface Deps {
  db: Database
  /** Announces changes to webhooks, in the transaction of the change. */
  events: EventPublisher
  audit: AuditService
  codes: CodeIssuer
  storage: FileStorage
  publicBaseUrl: string
  now: () => number
  /** Whether the tenant knows a source kind: built in, or one of its custom sources (catalog). */
  isKnownSource: (handle: Database | Transaction<DB>, tenantId: string, value: string) => Promise<boolean>
  /** Which candidates an interviewer may read (the interviews module's table knows). */
  interviewerScope: InterviewerScope
}

/**
 * The candidates module: reading candidates and what other modules ask of them, here; the use
 * cases it is made of wired together — creating, changing and deleting one (candidate-editing.ts),
 * the review of duplicates (candidate-duplicates.ts), the CV fill of empty fields
 * (candidate-cv-fill.ts), imports (candidate-imports.ts), the picture (candidate-avatar.ts) — plus
 * its part in a candidate's merge and erasure (candidate-records.ts).
 */
export function createCandidatesService({ db, events, audit, codes, storage, publicBaseUrl, now, isKnownSource, interviewerScope }: Deps) {
  const present = (row: CandidateRow) => presentCandidate(row, publicBaseUrl)
  const locks = createCandidateLocks({ db })

  return {
    // ---- for other modules

    /** The live candidates sharing a person's e-mail or phone (as typed), earliest first; createIn takes them back. */
    lookalikes: (trx: Transaction<DB>, tenantId: string, person: { email: string; phone: string | null }) =>
      repo.findLookalikes(trx, tenantId, { email: normalizeEmail(person.email), phone: normalizePhone(person.phone) }),

    /** A live (not deleted) candidate, for modules that attach records to one. */
    async findActive(trx: Database | Transaction<DB>, tenantId: string, id: string): Promise<Candidate | undefined> {
      const row = await repo.findCandidate(trx, tenantId, id)
      return row && candidateOf(row)
    },

    /** The same, locked until the caller's transaction ends: no anonymization or deletion slips in between. */
    async lockActive(trx: Transaction<DB>, tenantId: string, id: string): Promise<Candidate | undefined> {
      const row = await repo.findCandidateForUpdate(trx, tenantId, id)
      return row && candidateOf(row)
    },

    ...createCvFill({ events, audit, present }),
    ...createCandidateImports({ codes }),

    // ---- candidates

    async list(actor: Actor, filter: Omit<repo.CandidateFilter, 'search'> & { search?: string }, page: PageRequest) {
      const search = filter.search ? searchTermOf(filter.search) : undefined
      return mapPage(await repo.listCandidates(db, actor.tenantId, { ...filter, search: search || undefined }, page), present)
    },

    async get(actor: Actor, id: string) {
      await assertInterviewerSees(interviewerScope, db, actor, { candidateId: id }, 'Candidate')
      const row = await repo.findCandidate(db, actor.tenantId, id)
      if (!row) throw new NotFound('Candidate')
      return present(row)
    },

    ...createCandidateEditing({ db, locks, isKnownSource, codes, now, audit, events, present }),
    ...createDuplicateReview({ events, audit, locks, present }),

    /** The client's view of a candidate, and the module's part in merge and erasure. */
    ...createCandidateRecords({ events, audit, now, present }),

    ...createCandidateAvatar({ db, events, audit, storage, interviewerScope, locks, present }),
  }
}

export type CandidatesService = ReturnType<typeof createCandidatesService>
