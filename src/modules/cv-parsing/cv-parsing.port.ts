import type { Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'

/** A CV stored about a candidate, to be read in the background (a career-page submission's, or one HR attached). */
export interface StoredCv {
  origin: 'public_submission' | 'candidate_cv'
  candidateId: string
  file: { id: string; filename: string | null; contentType: string; byteSize: number }
  createdBy: string | null
}

/** What other modules use to have a stored CV parsed after their transaction commits. */
export interface CvParseQueue {
  /** Records the parse as `queued` and queues it, both in the caller's transaction; answers the parse's id. */
  queue(trx: Transaction<DB>, tenantId: string, cv: StoredCv): Promise<{ id: string }>
}
