import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { changeLockedRow, type Precondition } from '../../platform/concurrency.ts'
import * as repo from './candidates.repository.ts'
import type { CandidateRow } from './candidates.table.ts'

interface Deps {
  db: Database
}

/** What every change a client makes to a candidate takes first: the record, locked, as the client last read it. */
export function createCandidateLocks({ db }: Deps) {
  /** Runs a change on a locked, live candidate after checking If-Unmodified-Since. */
  function changeCandidate<T>(
    actor: Actor,
    id: string,
    precondition: Precondition,
    work: (trx: Transaction<DB>, row: CandidateRow) => Promise<T>,
  ) {
    return changeLockedRow(db, 'Candidate', (trx) => repo.findCandidateForUpdate(trx, actor.tenantId, id), precondition, work)
  }

  return { changeCandidate }
}

export type CandidateLocks = ReturnType<typeof createCandidateLocks>
