import { ValidationFailed } from '../../platform/errors.ts'
import type { CandidateFields } from './candidates.port.ts'
import { normalizeEmail, normalizePhone } from './normalize.ts'

// What a client (or an import, or a CV) writes: the checks beyond its shape, and its stored form.
// Shared by creating and changing a candidate, imports, and the CV fill.

const REGIONS = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })

/** Checks the shape alone cannot: a real calendar date, a real country, a sane salary range. */
export function checkValues(fields: CandidateFields, merged: { expected_salary_min: number | null; expected_salary_max: number | null }) {
  const dob = fields.date_of_birth
  if (dob && dob.length === 10) {
    const parsed = new Date(`${dob}T00:00:00Z`)
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== dob) {
      throw ValidationFailed.single(['body', 'date_of_birth'], 'Input should be a real calendar date', 'date_parsing')
    }
  }
  if (fields.country_code && REGIONS.of(fields.country_code) === undefined) {
    throw ValidationFailed.single(['body', 'country_code'], 'Input should be an ISO 3166-1 alpha-2 country code', 'country_code')
  }
  if (merged.expected_salary_min != null && merged.expected_salary_max != null && merged.expected_salary_min > merged.expected_salary_max) {
    throw ValidationFailed.single(
      ['body', 'expected_salary_min'],
      'expected_salary_min must not exceed expected_salary_max',
      'salary_range',
    )
  }
}

/** The stored form of written fields: trimmed name, JSON columns as text, match keys kept in step. */
export function toColumns(fields: CandidateFields) {
  const { skills, education, full_name, ...rest } = fields
  return {
    ...rest,
    ...(full_name !== undefined ? { full_name: full_name.trim() } : {}),
    ...(skills !== undefined ? { skills: skills === null ? null : JSON.stringify(skills) } : {}),
    ...(education !== undefined ? { education: education === null ? null : JSON.stringify(education) } : {}),
    ...(fields.email !== undefined ? { email_normalized: normalizeEmail(fields.email) } : {}),
    ...(fields.phone !== undefined ? { phone_normalized: normalizePhone(fields.phone) } : {}),
  }
}
