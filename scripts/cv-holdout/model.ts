import type { EducationEntry, ExtractedCv } from '../../src/modules/cv-parsing/cv-document.ts'

/**
 * The facts of one held-out CV, written once and used twice: the renderers print them and
 * `expectedOf` turns them into the label. Dates are kept as months so the experience figure is
 * computed, never typed; how a date is printed (`03/2020`, `T3/2020`, `Mar 2020`, `2019`) is the
 * renderer's choice through `period()`.
 */

/** The day open-ended jobs run to ("nay", "Present"). */
export const TODAY = '2026-11-01'

export interface Month {
  y: number
  /** 1–12 */
  m: number
}

export const ym = (y: number, m: number): Month => ({ y, m })

export interface Job {
  title: string
  company: string
  start: Month
  /** null: still held. */
  end: Month | null
}

export interface Person {
  fullName: string
  email: string
  /** E.164, e.g. +84912345678; the document prints it in its own way. */
  phone: string
  jobs: Job[]
  education: EducationEntry[]
  /** What the skills the text names mean, under everyday canonical names; judged by hand. */
  skills: string[]
}

const monthIndex = (month: Month): number => month.y * 12 + (month.m - 1)

function todayMonth(today: string): Month {
  const [y, m] = today.split('-').map(Number)
  if (y === undefined || m === undefined) throw new Error(`bad today ${today}`)
  return { y, m }
}

/** Months the jobs cover, both end months included, overlaps once, open ends running to `today`; years, one decimal. */
export function experienceYears(jobs: readonly Job[], today: string = TODAY): number | null {
  if (jobs.length === 0) return null
  const months = new Set<number>()
  for (const job of jobs) {
    const from = monthIndex(job.start)
    const to = monthIndex(job.end ?? todayMonth(today))
    if (to < from) throw new Error(`${job.title} at ${job.company} ends before it starts`)
    for (let month = from; month <= to; month++) months.add(month)
  }
  return Math.round((months.size / 12) * 10) / 10
}

/** The job still held; when none is, the one that ended last. Two candidates would make the label a guess, so they throw. */
export function currentJob(jobs: readonly Job[]): Job | null {
  const open = jobs.filter((job) => job.end === null)
  if (open.length > 1) throw new Error(`two jobs still held: ${open.map((job) => job.title).join(', ')}`)
  if (open[0] !== undefined) return open[0]
  const ended = jobs.map((job) => ({ job, end: job.end === null ? 0 : monthIndex(job.end) })).sort((a, b) => b.end - a.end)
  const [latest, next] = ended
  if (latest !== undefined && next !== undefined && latest.end === next.end)
    throw new Error(`two jobs end in the same month: ${latest.job.title}, ${next.job.title}`)
  return latest?.job ?? null
}

export function expectedOf(person: Person, today: string = TODAY): ExtractedCv {
  const current = currentJob(person.jobs)
  return {
    full_name: person.fullName,
    email: person.email,
    phone: person.phone,
    skills: person.skills,
    education: person.education,
    total_experience_years: experienceYears(person.jobs, today),
    current_job_title: current?.title ?? null,
    current_company: current?.company ?? null,
  }
}

// ---- printing dates ----------------------------------------------------------------------------

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const MONTH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/**
 * `mm/yyyy` 03/2020 · `m/yyyy` 3/2020 · `thang` Tháng 3/2020 · `t` T3/2020 · `mon` Mar 2020 ·
 * `month` March 2020 · `year` 2020 (only for spans that really run January to December, so the
 * label's reading of a year-only span is the job's).
 */
export type DateStyle = 'mm/yyyy' | 'm/yyyy' | 'thang' | 't' | 'mon' | 'month' | 'year'

export function monthText(month: Month, style: DateStyle): string {
  const at = (list: readonly string[]): string => list[month.m - 1] ?? '?'
  switch (style) {
    case 'mm/yyyy':
      return `${String(month.m).padStart(2, '0')}/${month.y}`
    case 'm/yyyy':
      return `${month.m}/${month.y}`
    case 'thang':
      return `Tháng ${month.m}/${month.y}`
    case 't':
      return `T${month.m}/${month.y}`
    case 'mon':
      return `${at(MON)} ${month.y}`
    case 'month':
      return `${at(MONTH)} ${month.y}`
    case 'year':
      return String(month.y)
  }
}

export interface PeriodStyle {
  style: DateStyle
  /** What an open end says: "nay", "hiện tại", "Hiện tại", "Present", "Now". */
  present: string
  /** Between the ends, spaces included: " - ", " – ", " đến ". */
  dash?: string
}

export function period(job: Job, { style, present, dash = ' – ' }: PeriodStyle): string {
  if (style === 'year' && (job.start.m !== 1 || (job.end !== null && job.end.m !== 12)))
    throw new Error(`${job.title}: a year-only span must run January to December`)
  return `${monthText(job.start, style)}${dash}${job.end === null ? present : monthText(job.end, style)}`
}

/** LinkedIn's "(2 years 9 months)": months inclusive of both ends. */
export function linkedInDuration(start: Month, end: Month | null, today: string = TODAY): string {
  const months = monthIndex(end ?? todayMonth(today)) - monthIndex(start) + 1
  const years = Math.floor(months / 12)
  const rest = months % 12
  const parts: string[] = []
  if (years > 0) parts.push(`${years} year${years === 1 ? '' : 's'}`)
  if (rest > 0) parts.push(`${rest} month${rest === 1 ? '' : 's'}`)
  return parts.join(' ')
}

/** A label's phone in E.164 from how a document prints it: digits, with a leading 0 or 84 read as Vietnam. */
export function e164Of(printed: string): string {
  let digits = printed.replace(/\D/g, '')
  if (digits.startsWith('840')) digits = `84${digits.slice(3)}` // "+84 (0) 912 …"
  if (digits.startsWith('0')) digits = `84${digits.slice(1)}`
  return `+${digits}`
}
