/**
 * Months as the corpus counts them: a job from 03/2020 to 05/2020 covers three months (both ends
 * included), and an open end ("nay", "Present") runs to the month of the corpus's fixed today.
 */
export interface YearMonth {
  year: number
  /** 1–12 */
  month: number
}

/** A job's span; `end` null means it is still held ("nay", "Hiện tại", "Present"). */
export interface Period {
  start: YearMonth
  end: YearMonth | null
}

/** The day every open end and every "current" is measured against; labels.json carries it as `today`. */
export const TODAY = { year: 2026, month: 11, day: 1 } as const
export const TODAY_ISO = '2026-11-01'
export const TODAY_MONTH: YearMonth = { year: TODAY.year, month: TODAY.month }

export const monthIndex = (at: YearMonth): number => at.year * 12 + at.month - 1
export const fromMonthIndex = (index: number): YearMonth => ({ year: Math.floor(index / 12), month: (index % 12) + 1 })
export const addMonths = (at: YearMonth, months: number): YearMonth => fromMonthIndex(monthIndex(at) + months)

/** How many distinct months the periods cover together: overlaps count once. */
export function monthsCovered(periods: readonly Period[], today: YearMonth = TODAY_MONTH): number {
  const covered = new Set<number>()
  for (const { start, end } of periods) {
    const last = Math.min(monthIndex(end ?? today), monthIndex(today))
    for (let month = monthIndex(start); month <= last; month++) covered.add(month)
  }
  return covered.size
}

/** Total experience as labelled: covered months in years, one decimal. */
export function experienceYears(periods: readonly Period[], today: YearMonth = TODAY_MONTH): number | null {
  if (periods.length === 0) return null
  return Math.round((monthsCovered(periods, today) / 12) * 10) / 10
}

/**
 * The span a reader can know from a period written with years only ("2019 – 2021"): January of
 * the first year to December of the last (or today, if sooner), the reading the label assumes.
 */
export function asWrittenWithYears(period: Period): Period {
  const end = period.end === null ? null : { year: period.end.year, month: 12 }
  const clampedEnd = end !== null && monthIndex(end) > monthIndex(TODAY_MONTH) ? TODAY_MONTH : end
  return { start: { year: period.start.year, month: 1 }, end: clampedEnd }
}
