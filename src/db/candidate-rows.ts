import type { Kysely, Transaction } from 'kysely'
import { touchedAt } from '../platform/concurrency.ts'
import type { DB } from './types.ts'

/** Tables whose rows carry the id of the candidate they are about, next to their own keys. */
export type CandidateKeyedTable =
  'applications' | 'stage_transitions' | 'interviews' | 'interview_schedule_links' | 'evaluations' | 'offers'

/** Free-text columns written about a candidate, in the tables that have one. */
export type CandidateTextColumn = { stage_transitions: 'notes'; interviews: 'comments'; evaluations: 'comments'; offers: 'comments' }

// Kysely cannot type a statement over a table chosen at run time; the signatures above keep
// callers to tables that have these columns.
type Loose = Kysely<Record<string, { tenant_id: string; candidate_id: string; updated_at: Date } & Record<string, unknown>>>

/**
 * Re-points a tenant's rows of one candidate at another (a merge). `updated_at` moves, so that
 * readers syncing by `updated_since` see the new owner.
 */
export async function repointCandidate(
  trx: Transaction<DB>,
  table: CandidateKeyedTable,
  tenantId: string,
  fromId: string,
  intoId: string,
): Promise<void> {
  await (trx as unknown as Loose)
    .updateTable(table)
    .set({ candidate_id: intoId, updated_at: touchedAt() })
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', '=', fromId)
    .execute()
}

/** Empties the free text a table keeps about a candidate being erased; answers how many rows held some. */
export async function eraseCandidateText<T extends keyof CandidateTextColumn>(
  trx: Transaction<DB>,
  table: T,
  column: CandidateTextColumn[T],
  tenantId: string,
  candidateId: string,
): Promise<number> {
  const erased: Record<string, unknown> = { [column]: null, updated_at: touchedAt() }
  const result = await (trx as unknown as Loose)
    .updateTable(table as string)
    .set(erased)
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', '=', candidateId)
    .where(column as string, 'is not', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/**
 * A tenant's rows of one candidate (their ids, and `column` when named), locked until the
 * transaction ends: no edit slips in between this read and the merge or erasure that follows, so
 * the rows answered are exactly those it changes.
 */
function lockCandidateRows(trx: Transaction<DB>, table: CandidateKeyedTable, tenantId: string, candidateId: string, column?: string) {
  return (trx as unknown as Loose)
    .selectFrom(table)
    .select(column === undefined ? ['id'] : ['id', column])
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', '=', candidateId)
    .forUpdate()
    .execute()
}

/**
 * `repointCandidate` for a table whose changes are announced: the rows are locked first, and the
 * ids of those moved are answered.
 */
export async function repointCandidateRows(
  trx: Transaction<DB>,
  table: CandidateKeyedTable,
  tenantId: string,
  fromId: string,
  intoId: string,
): Promise<string[]> {
  const moved = await lockCandidateRows(trx, table, tenantId, fromId)
  await repointCandidate(trx, table, tenantId, fromId, intoId)
  return moved.map((row) => row.id as string)
}

/**
 * `eraseCandidateText` for a table whose changes are announced: the rows are locked first, and
 * the ids of those that held some text are answered.
 */
export async function eraseCandidateTextRows<T extends keyof CandidateTextColumn>(
  trx: Transaction<DB>,
  table: T,
  column: CandidateTextColumn[T],
  tenantId: string,
  candidateId: string,
): Promise<string[]> {
  const rows = await lockCandidateRows(trx, table, tenantId, candidateId, column)
  await eraseCandidateText(trx, table, column, tenantId, candidateId)
  return rows.filter((row) => row[column] !== null).map((row) => row.id as string)
}
