/**
 * Dates as CVs write them, in folded text (see text.ts): `03/2020`, `3-2020`, `2020`,
 * `tháng 3/2020`, `tháng 3 năm 2020`, `T3/2020`, `Mar 2020`, `March 2020`, `15/03/2020`, and the
 * words for "still there" (`nay`, `hiện tại`, `Present`, `Now`, `Current`), paired into ranges by
 * `-`, `–`, `—`, `~`, `to`, `đến`, `tới`.
 */

export interface CvDate {
  year: number
  /** 1–12; null when only the year is written. */
  month: number | null
}

/** One date or "present" in a line, with its offsets (the folded text keeps the original's). */
export interface DateToken {
  date: CvDate | 'present'
  start: number
  end: number
}

export interface DateRange {
  start: CvDate
  end: CvDate | 'present'
  /** Offsets of the whole range in the line, separator included. */
  from: number
  to: number
}

const ENGLISH_MONTHS: Record<string, number> = {
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
}

const YEAR = String.raw`(?:19|20)\d{2}`
const MONTH_NAMES = Object.keys(ENGLISH_MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')

/**
 * One alternative a date form; every quantifier is bounded or over a single character class, so
 * the scan stays linear on any input.
 */
const DATE_TOKEN = new RegExp(
  [
    // tháng 3/2020, tháng 03 năm 2020, th 3-2020, T3/2020
    String.raw`\b(?:thang|th|t)\.?\s?(?<vnMonth>\d{1,2})(?:\s?[/.-]\s?|\s?,\s?|\snam\s|\s)(?<vnYear>${YEAR})\b`,
    // 15/03/2020 (day first, as Vietnam writes it; month first when the day cannot be a month)
    String.raw`\b(?<day>\d{1,2})[/.-](?<dayMonth>\d{1,2})[/.-](?<dayYear>${YEAR})\b`,
    // 03/2020, 3-2020, 03.2020
    String.raw`\b(?<numMonth>\d{1,2})\s?[/.-]\s?(?<numYear>${YEAR})\b`,
    // Mar 2020, March 2020, Sept. 2020, March, 2020
    String.raw`\b(?<enMonth>${MONTH_NAMES})\.?,?\s?(?<enYear>${YEAR})\b`,
    // 2020
    String.raw`\b(?<year>${YEAR})\b`,
    // still there
    String.raw`\b(?<present>hien nay|hien tai|bay gio|nay|present|now|current|currently|today|ongoing|(?<=\bto )date)\b`,
  ].join('|'),
  'g',
)

/** What may stand between the two ends of a range. */
const RANGE_SEPARATOR = /^\s{0,3}(?:[-–—~→]|->|to|den|toi|until|till)(?:\s{0,3}(?:den|to))?\s{0,3}$/

function tokenDate(groups: Record<string, string | undefined>): CvDate | 'present' | null {
  const asNumber = (value: string | undefined): number => Number(value)
  let date: CvDate | null = null
  if (groups.vnYear) date = { year: asNumber(groups.vnYear), month: asNumber(groups.vnMonth) }
  else if (groups.dayYear) {
    const day = asNumber(groups.day)
    const month = asNumber(groups.dayMonth)
    date = { year: asNumber(groups.dayYear), month: month > 12 && day <= 12 ? day : month }
  } else if (groups.numYear) date = { year: asNumber(groups.numYear), month: asNumber(groups.numMonth) }
  else if (groups.enYear) date = { year: asNumber(groups.enYear), month: ENGLISH_MONTHS[groups.enMonth ?? ''] ?? null }
  else if (groups.year) date = { year: asNumber(groups.year), month: null }
  else if (groups.present) return 'present'
  if (!date || (date.month !== null && (date.month < 1 || date.month > 12))) return null
  return date
}

/** Every date and "present" word in a folded line, in order. */
export function findDateTokens(folded: string): DateToken[] {
  const tokens: DateToken[] = []
  for (const match of folded.matchAll(DATE_TOKEN)) {
    const date = tokenDate(match.groups ?? {})
    if (date) tokens.push({ date, start: match.index, end: match.index + match[0].length })
  }
  return tokens
}

/** Ranges in a folded line: a date, a separator, then a date or "present". */
export function findDateRanges(folded: string, tokens: readonly DateToken[] = findDateTokens(folded)): DateRange[] {
  const ranges: DateRange[] = []
  for (let i = 0; i + 1 < tokens.length; i++) {
    const first = tokens[i]!
    const second = tokens[i + 1]!
    if (first.date === 'present') continue
    if (!RANGE_SEPARATOR.test(folded.slice(first.end, second.start))) continue
    ranges.push({ start: first.date, end: second.date, from: first.start, to: second.end })
    i++
  }
  return ranges
}

/** Months since year 0: a year alone starts in January when it opens a range and ends in December when it closes one. */
export function monthNumber(date: CvDate, edge: 'start' | 'end'): number {
  const month = date.month ?? (edge === 'start' ? 1 : 12)
  return date.year * 12 + (month - 1)
}

/** The month `today` falls in, by the same count as monthNumber. */
export function monthOfToday(today: Date): number {
  return today.getUTCFullYear() * 12 + today.getUTCMonth()
}
