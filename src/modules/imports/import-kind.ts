import type { Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import type { ImportOutcome } from '../../platform/import-writer.ts'
import type { RunContext } from './import-context.ts'

/** What writing one record did; `remember` makes it known to later records once its savepoint is released. */
export interface Written {
  id: string
  outcome: ImportOutcome
  remember: () => void
}

export type RecordWriter<R> = (trx: Transaction<DB>, record: R) => Promise<Written>

/**
 * How one kind of record is imported: given a batch of records that passed their schema, read
 * in a few queries what the batch names (the records themselves, if imported before, and the
 * records they refer to) and answer the writer of each record.
 */
export type PrepareBatch<R> = (trx: Transaction<DB>, ctx: RunContext, records: readonly R[]) => Promise<RecordWriter<R>>

/** An instant of a record, if it has one. */
export function instant(value: string | Date | null | undefined): Date | null {
  return value === null || value === undefined ? null : new Date(value)
}
