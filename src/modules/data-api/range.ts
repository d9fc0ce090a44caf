import { vietnamDate, vietnamDayBounds } from '../../platform/time.ts'
import { DataApiError } from './errors.ts'

/** The Data API serves the most recent 18 calendar months (spec rule 3). */
export const WINDOW_MONTHS = 18

/** `date` minus whole calendar months; a day the target month lacks becomes its last day. */
export function minusMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const index = year * 12 + (month - 1) - months
  const y = Math.floor(index / 12)
  const m = index - y * 12
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate()
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`
}

/** The oldest Vietnamese calendar day the API serves on `now`. */
export function windowStart(now: Date): string {
  return minusMonths(vietnamDate(now), WINDOW_MONTHS)
}

export interface DateRange {
  /** Effective first and last day, Vietnam calendar dates, both included. */
  from: string
  to: string
  from_clamped: boolean
  /** The instants bounding the range: `[start, end)`. */
  start: Date
  end: Date
}

/**
 * The effective range of a request: `from` defaults to the window's start (or `defaults.from`)
 * and is moved forward to the window's start when older (`from_clamped`); `to` defaults to today
 * in Vietnam. A `from` later than `to` (as given, or against today when `to` is left out) is a
 * 422 `invalid_range`. A range wholly before the window is not an error: it is empty.
 */
export function resolveRange(query: { from?: string; to?: string }, now: Date, defaults: { from?: string } = {}): DateRange {
  const today = vietnamDate(now)
  const limit = windowStart(now)
  const to = query.to ?? today
  if (query.from !== undefined && query.from > to) {
    const which = query.to === undefined ? `today (${today}), the default of \`to\`` : `to (${to})`
    throw new DataApiError(422, 'invalid_range', `from (${query.from}) is later than ${which}`)
  }
  // The tables default to the whole window; a caller such as the metrics may start later.
  const asked = query.from ?? defaults.from ?? limit
  const from_clamped = asked < limit
  const from = from_clamped ? limit : asked
  return { from, to, from_clamped, start: vietnamDayBounds(from).start, end: vietnamDayBounds(to).end }
}
