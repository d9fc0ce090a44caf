import type { Period, YearMonth } from './months.ts'

/**
 * How CVs write a job's dates. One document keeps one style, as people do: "03/2020 – nay",
 * "Tháng 3/2020 - Hiện tại", "Mar 2020 – Present", "March 2020 to Present", "2019 – 2021".
 */
export type DateStyle = 'mm/yyyy' | 'thang' | 'mon-yyyy' | 'month-yyyy' | 'yyyy'

export const DATE_STYLES = {
  vi: ['mm/yyyy', 'mm/yyyy', 'thang', 'yyyy'],
  en: ['mon-yyyy', 'month-yyyy', 'mm/yyyy', 'yyyy'],
} as const satisfies Record<'vi' | 'en', readonly DateStyle[]>

export interface PeriodWriting {
  style: DateStyle
  /** Between the two ends: " – ", " - ", " đến ", " to ". */
  separator: string
  /** The open end: "nay", "Hiện tại", "Present", "Now". */
  openEnd: string
}

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

export function writeMonth(at: YearMonth, style: DateStyle): string {
  const mm = String(at.month).padStart(2, '0')
  switch (style) {
    case 'mm/yyyy':
      return `${mm}/${at.year}`
    case 'thang':
      return `Tháng ${at.month}/${at.year}`
    case 'mon-yyyy':
      return `${MONTHS_SHORT[at.month - 1]} ${at.year}`
    case 'month-yyyy':
      return `${MONTHS_LONG[at.month - 1]} ${at.year}`
    case 'yyyy':
      return String(at.year)
  }
}

export function writePeriod(period: Period, writing: PeriodWriting): string {
  const start = writeMonth(period.start, writing.style)
  const end = period.end === null ? writing.openEnd : writeMonth(period.end, writing.style)
  return `${start}${writing.separator}${end}`
}
