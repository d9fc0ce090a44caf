import { Conflict, PayloadTooLarge, UnsupportedMediaType, ValidationFailed, type ValidationIssue } from '../../platform/errors.ts'
import type { ReadForm } from '../../platform/files/upload.ts'
import { AlreadyApplied } from '../public/public-applications.service.ts'
import type { Messages } from './messages.ts'

/** The form's hidden field that carries the CSRF token (@fastify/csrf-protection checks it). */
export const CSRF_FIELD = '_csrf'
/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology) and bots filling every input do. Named like a field a bot would want to fill.
 */
export const HONEYPOT_FIELD = 'website'

export const TEXT_FIELDS = ['full_name', 'email', 'phone', 'cover_letter'] as const
export type TextField = (typeof TEXT_FIELDS)[number]
export type FormField = TextField | 'cv' | 'consent'

/** What the form shows: what was typed, and what to mend, beside each field and in the summary. */
export interface ApplyFormState {
  values: Partial<Record<TextField, string>> & { consent?: boolean }
  errors: Partial<Record<FormField, string>>
  /** A problem with the form as a whole, shown in the summary only. */
  problem?: string
  /** A CV came with the form that comes back: files cannot be shown again, so the hint asks for it once more. */
  cvNotKept?: boolean
}

export const EMPTY_FORM: ApplyFormState = { values: {}, errors: {} }

/** The application's own fields: the CSRF token and the honeypot are the site's, not the application's. */
export function applicationFields(fields: Record<string, string>): Record<string, string> {
  const { [CSRF_FIELD]: _token, [HONEYPOT_FIELD]: _honeypot, ...rest } = fields
  return rest
}

export function honeypotFilled(form: ReadForm | null): boolean {
  return Boolean(form?.fields[HONEYPOT_FIELD]?.trim())
}

/** The form as it was sent, to show again beside its errors. */
export function submittedValues(form: ReadForm | null): ApplyFormState['values'] {
  const fields = form?.fields ?? {}
  const values: ApplyFormState['values'] = {}
  for (const name of TEXT_FIELDS) if (fields[name] !== undefined) values[name] = fields[name]
  if (fields.consent) values.consent = true
  return values
}

const MAX_LENGTH: Partial<Record<FormField, number>> = { full_name: 200, email: 254, phone: 30, cover_letter: 10_000 }

function messageFor(field: FormField, issue: ValidationIssue, t: Messages): string {
  const tooLong = issue.type === 'string_too_long' && MAX_LENGTH[field] !== undefined
  switch (field) {
    case 'full_name':
      if (issue.type === 'missing' || issue.type === 'string_blank') return t.errors.fullNameRequired
      break
    case 'email':
      if (issue.type === 'missing') return t.errors.emailRequired
      if (!tooLong) return t.errors.emailInvalid
      break
    case 'phone':
      if (!tooLong) return t.errors.phoneInvalid
      break
    case 'consent':
      return t.errors.consentRequired
    case 'cv':
      return t.errors.cvType
  }
  return tooLong ? t.errors.tooLong(MAX_LENGTH[field]!) : t.errors.invalid
}

const FIELDS: readonly string[] = [...TEXT_FIELDS, 'cv', 'consent']

/**
 * The service's 422 issues (`loc: ['body', field, …]`) as messages in the visitor's language,
 * each beside its field; an issue with no field of the form says so in the summary.
 */
export function fieldErrors(issues: readonly ValidationIssue[], t: Messages): Pick<ApplyFormState, 'errors' | 'problem'> {
  const errors: ApplyFormState['errors'] = {}
  let problem: string | undefined
  for (const issue of issues) {
    const field = issue.loc[0] === 'body' ? issue.loc[1] : undefined
    if (typeof field === 'string' && FIELDS.includes(field)) {
      const name = field as FormField
      errors[name] ??= messageFor(name, issue, t)
    } else {
      problem ??= t.errors.invalid
    }
  }
  return problem ? { errors, problem } : { errors }
}

/** A submission the form sends back to be mended: the status it answers with and what it says. */
export interface Refusal {
  status: number
  state: Pick<ApplyFormState, 'errors' | 'problem'>
}

/** @fastify/csrf-protection's refusals: no secret cookie, or a token that does not match it. */
function isCsrfRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && code.startsWith('FST_CSRF_')
}

/**
 * The refusals a person can act on, from the form's reading, the CSRF check or the submission
 * service, as the form shows them; anything else is not the form's to explain (undefined).
 */
export function refusalOf(error: unknown, t: Messages): Refusal | undefined {
  if (error instanceof ValidationFailed) return { status: 422, state: fieldErrors(error.issues, t) }
  if (error instanceof AlreadyApplied) return { status: 409, state: { errors: { email: t.errors.alreadyApplied } } }
  if (error instanceof Conflict) return { status: 409, state: { errors: {}, problem: t.errors.notTakingApplications } }
  // The CV's bytes were not a PDF or DOCX (the service reads the type from the bytes), or it was too large.
  if (error instanceof UnsupportedMediaType) return { status: 415, state: { errors: { cv: t.errors.cvType } } }
  if (error instanceof PayloadTooLarge) return { status: 413, state: { errors: { cv: t.errors.cvTooLarge } } }
  if (isCsrfRefusal(error)) return { status: 403, state: { errors: {}, problem: t.errors.sessionExpired } }
  return undefined
}
