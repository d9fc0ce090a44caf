import { vietnamDate, vietnamDayBounds } from '../../platform/time.ts'
import { resolveRange, windowStart } from '../data-api/range.ts'
import type { Period } from './scope.ts'

/** Without `from`, a period is the 30 days up to `to`, both included. */
export const DEFAULT_PERIOD_DAYS = 30

const DAY_MS = 24 * 3600 * 1000

/** A calendar date moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Days from `from` to `to`, both included (0 or less when `to` is before `from`). */
export function daysIncluded(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS) + 1
}

export function periodOf(from: string, to: string): Period {
  return { from, to, start: vietnamDayBounds(from).start, end: vietnamDayBounds(to).end }
}

export interface MetricsPeriods {
  current: Period
  previous: Period
  /** The asked (or default) `from` was older than the 18-month window and was moved forward. */
  from_clamped: boolean
  /** Whether any day of the period is inside the window; a period wholly before it has no figures. */
  currentReadable: boolean
  previousReadable: boolean
}

/**
 * The period a metrics request covers and the one it is compared with. The current period is
 * resolved like a table's range (Vietnam dates, both ends included, `from` clamped to the
 * window, reversed → 422 `invalid_range`), except that `from` defaults to `to` minus 29 days.
 * The previous period is as many days, right before the current one, clamped to the window as
 * well: the tables serve nothing older, and the figures must be what a client computes from
 * them. A period wholly before the window keeps its dates but has no figures.
 */
export function resolvePeriods(query: { from?: string; to?: string }, now: Date): MetricsPeriods {
  const limit = windowStart(now)
  const defaultFrom = addDays(query.to ?? vietnamDate(now), -(DEFAULT_PERIOD_DAYS - 1))
  const range = resolveRange(query, now, { from: defaultFrom })
  if (range.from > range.to) {
    // Wholly before the window: the tables' range reads the same (from past to); the previous
    // period is taken before the asked days, which lie before the window too.
    const askedFrom = query.from ?? defaultFrom
    const days = daysIncluded(askedFrom, range.to)
    return {
      current: periodOf(range.from, range.to),
      previous: periodOf(addDays(askedFrom, -days), addDays(askedFrom, -1)),
      from_clamped: range.from_clamped,
      currentReadable: false,
      previousReadable: false,
    }
  }
  const days = daysIncluded(range.from, range.to)
  const previousTo = addDays(range.from, -1)
  const previousFrom = addDays(range.from, -days)
  const previousReadable = previousTo >= limit
  return {
    current: periodOf(range.from, range.to),
    previous: periodOf(previousReadable && previousFrom < limit ? limit : previousFrom, previousTo),
    from_clamped: range.from_clamped,
    currentReadable: true,
    previousReadable,
  }
}
