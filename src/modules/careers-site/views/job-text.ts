import type { SiteJob } from '../careers-site.service.ts'
import type { Messages } from '../messages.ts'

/** A job's department, place and kind of work in one line: what a reader scans a list by. */
export function jobFacts(job: SiteJob, t: Messages): string {
  return [job.department, job.location_display, t.employmentTypes[job.employment_type], job.work_setup && t.workSetups[job.work_setup]]
    .filter(Boolean)
    .join(' · ')
}

/** The salary as the company published it, in the visitor's number format; null when there is none. */
export function salaryText(job: SiteJob, t: Messages): string | null {
  const { salary_min: min, salary_max: max, currency } = job
  if (min === null && max === null) return null
  const format = (amount: number) => {
    if (!currency) return new Intl.NumberFormat(t.locale).format(amount)
    return new Intl.NumberFormat(t.locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount)
  }
  if (min !== null && max !== null) return min === max ? format(min) : `${format(min)} – ${format(max)}`
  return min !== null ? t.salaryFrom(format(min)) : t.salaryUpTo(format(max!))
}

export function dateText(date: Date, t: Messages): string {
  return new Intl.DateTimeFormat(t.locale, { dateStyle: 'long', timeZone: 'Asia/Ho_Chi_Minh' }).format(date)
}
