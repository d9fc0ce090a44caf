import { sql, type RawBuilder } from 'kysely'
import { ValidationFailed, PreconditionFailed } from './errors.ts'
import { parseInstant } from './time.ts'

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
export function assertUnmodifiedSince(precondition: ReturnType<typeof readUnmodifiedSince>, updatedAt: Date): void {
  if (!precondition) return
  const current = precondition.wholeSeconds ? Math.floor(updatedAt.getTime() / 1000) * 1000 : updatedAt.getTime()
  if (current > precondition.at.getTime()) throw new PreconditionFailed()
}

/**
 * The new `updated_at` of a row being changed: the database clock, and always later than the
 * value it replaces, so that a client holding the old value is refused even if two writes land
 * in the same millisecond or the clock steps back.
 */
export function touchedAt(): RawBuilder<Date> {
  return sql<Date>`greatest(now(), updated_at + interval '1 millisecond')`
}
