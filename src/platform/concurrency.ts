import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely'
import type { DB } from '../db/types.ts'
import { NotFound, ValidationFailed, PreconditionFailed } from './errors.ts'
import { parseInstant } from './time.ts'

/** A client's `If-Unmodified-Since`, as read by `readUnmodifiedSince`; undefined when it sent none. */
export type Precondition = ReturnType<typeof readUnmodifiedSince>

/**
 * Reads `If-Unmodified-Since`. The API's own `updated_at` values (ISO 8601, milliseconds) are
 * what clients are expected to send back; an RFC 9110 HTTP-date is accepted too and compared at
 * its own whole-second precision.
 */
export function readUnmodifiedSince(header: string | string[] | undefined): { at: Date; wholeSeconds: boolean } | undefined {
  if (header === undefined) return undefined
  const text = Array.isArray(header) ? (header[0] ?? '') : header
  const iso = parseInstant(text.trim())
  if (iso) return { at: iso, wholeSeconds: false }
  if (/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(text.trim())) {
    const ms = Date.parse(text)
    if (!Number.isNaN(ms)) return { at: new Date(ms), wholeSeconds: true }
  }
  throw ValidationFailed.single(
    ['header', 'if-unmodified-since'],
    'Input should be the updated_at value read earlier, such as 2026-01-31T09:30:00.123Z',
    'datetime_parsing',
  )
}

/** Throws 412 when the record changed after the time the client read it. */
export function assertUnmodifiedSince(precondition: Precondition, updatedAt: Date): void {
  if (!precondition) return
  const current = precondition.wholeSeconds ? Math.floor(updatedAt.getTime() / 1000) * 1000 : updatedAt.getTime()
  if (current > precondition.at.getTime()) throw new PreconditionFailed()
}

/**
 * The row a change is about, as the caller just read it (locked, in its transaction): 404 naming
 * `resource` when there is none, 412 when it changed after the client read it.
 */
export function rowToChange<R extends { updated_at: Date }>(row: R | undefined, resource: string, precondition: Precondition): R {
  if (!row) throw new NotFound(resource)
  assertUnmodifiedSince(precondition, row.updated_at)
  return row
}

/**
 * How a change to one row runs: in one transaction, the row is read and locked (`lock`, a
 * `SELECT … FOR UPDATE`), checked as `rowToChange` does, and handed to `work`. Nothing else
 * changes it until the transaction ends, so what `work` decides from it still holds at the commit.
 */
export function changeLockedRow<R extends { updated_at: Date }, T>(
  db: Kysely<DB>,
  resource: string,
  lock: (trx: Transaction<DB>) => Promise<R | undefined>,
  precondition: Precondition,
  work: (trx: Transaction<DB>, row: R) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => work(trx, rowToChange(await lock(trx), resource, precondition)))
}

/**
 * The new `updated_at` of a row being changed: the database clock, and always later than the
 * value it replaces, so that a client holding the old value is refused even if two writes land
 * in the same millisecond or the clock steps back.
 */
export function touchedAt(): RawBuilder<Date> {
  return sql<Date>`greatest(now(), updated_at + interval '1 millisecond')`
}
