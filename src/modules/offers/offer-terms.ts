import { ValidationFailed } from '../../platform/errors.ts'

/** The terms a client sets on an offer; undefined means "not sent" (on a revision: keep the previous value). */
export interface OfferTerms {
  job_title?: string | null
  department?: string | null
  start_date?: string | null
  gross_salary_amount?: number | null
  gross_salary_currency?: string | null
  gross_salary_unit?: string | null
  probation_period?: string | null
  probation_salary_amount?: number | null
  expiry_date?: string | Date | null
  comments?: string | null
}

/** Every term of a version as written to it. */
export type StoredTerms = { [K in keyof OfferTerms]-?: K extends 'expiry_date' ? Date | null : Exclude<OfferTerms[K], undefined> }

const TERM_KEYS = [
  'job_title',
  'department',
  'start_date',
  'gross_salary_amount',
  'gross_salary_currency',
  'gross_salary_unit',
  'probation_period',
  'probation_salary_amount',
  'expiry_date',
  'comments',
] as const satisfies readonly (keyof OfferTerms)[]

/** The sent terms as stored: text trimmed (blank comments are no comments), the deadline as a Date. */
export function normalizeTerms(input: OfferTerms): Partial<StoredTerms> {
  const out: Partial<Record<keyof OfferTerms, unknown>> = {}
  for (const key of TERM_KEYS) {
    const value = input[key]
    if (value === undefined) continue
    if (value === null) out[key] = null
    else if (key === 'expiry_date') out[key] = new Date(value)
    else if (typeof value === 'string') out[key] = value.trim() || null
    else out[key] = value
  }
  return out as Partial<StoredTerms>
}

/** What the audit log keeps of a version's terms: comments are free text about a person, so only whether there are any. */
export function auditedTerms(terms: Partial<StoredTerms>): Record<string, unknown> {
  const { comments, ...rest } = terms
  return { ...rest, ...(comments !== undefined ? { has_comments: comments !== null } : {}) }
}

/** A version is sent with a reply deadline still ahead of it, or none. */
export function assertFutureExpiry(expiry: Date | null | undefined, at: Date, msg: string) {
  if (expiry && expiry.getTime() <= at.getTime()) throw ValidationFailed.single(['body', 'expiry_date'], msg, 'value_error')
}
