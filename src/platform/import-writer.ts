import type { Transaction } from 'kysely'
import type { DB } from '../db/types.ts'

/*
 * The protocol by which a module writes the records an import brings it (src/modules/imports).
 * Records are keyed by the external id of the system they come from, so importing one again
 * updates what the earlier import wrote. What an earlier import wrote stays inside its module:
 * the importer hands in the new values and gets back an id and an outcome, never a row.
 */

/** What writing one imported record did: created it, changed it to the record's values, or found it so already. */
export type ImportOutcome = 'created' | 'updated' | 'unchanged'

export interface ImportWritten {
  id: string
  outcome: ImportOutcome
}

/** Writes the records of one batch, each in the transaction (a savepoint) it is given. */
export interface ImportWriter<Input> {
  write(trx: Transaction<DB>, input: Input): Promise<ImportWritten>
}

/**
 * A module that imports records of its kind. A batch is opened with its records' external ids,
 * so that what earlier imports wrote of them is read in one query, not one per record.
 */
export interface RecordImporter<Input extends { external_id: string }> {
  openImport(trx: Transaction<DB>, tenantId: string, externalIds: readonly string[]): Promise<ImportWriter<Input>>
}

/**
 * The writer of a batch, given what earlier imports wrote of its records: each write is handed
 * the earlier record with the input's external id, if there is one.
 */
export function importWriter<Earlier extends { external_id: string | null }, Input extends { external_id: string }>(
  earlier: readonly Earlier[],
  write: (trx: Transaction<DB>, input: Input, existing: Earlier | undefined) => Promise<ImportWritten>,
): ImportWriter<Input> {
  const byExternalId = new Map(earlier.map((record) => [record.external_id, record]))
  return { write: (trx, input) => write(trx, input, byExternalId.get(input.external_id)) }
}
