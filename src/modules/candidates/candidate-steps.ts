import type { Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'

/*
 * What a module keeping something about a candidate provides, so that the candidate-lifecycle
 * module (which runs merge and erasure across modules) can call it. Kept here, below every such
 * module, so that none of them depends on the module above them.
 */

/**
 * Work a module does, in the anonymizing transaction, to forget a candidate (the talent pool
 * drops its entry and the note HR wrote about the person). The candidate is locked by then.
 */
export type CandidateErasureStep = (trx: Transaction<DB>, actor: Actor, candidateId: string) => Promise<void>

/**
 * How a module hands what it keeps about a duplicate candidate over to the record it is merged
 * into, inside the merge's transaction. Both candidates are locked by then; a step that refuses
 * (throws) undoes the whole merge.
 */
export type CandidateMergeStep = (trx: Transaction<DB>, tenantId: string, fromId: string, intoId: string) => Promise<void>
