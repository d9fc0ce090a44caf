import { compile } from 'html-to-text'
import { ValidationFailed, type ValidationIssue } from '../../platform/errors.ts'
import { sanitizeRichText } from '../../platform/html.ts'

/**
 * The placeholders a template may hold, each with what it stands for. `needs: 'application'`:
 * the value comes from an application, so a message using it must name one.
 */
export const PLACEHOLDERS = {
  'candidate.full_name': { needs: 'candidate', description: 'The candidate’s full name' },
  'candidate.email': { needs: 'candidate', description: 'The candidate’s e-mail address' },
  'candidate.code': { needs: 'candidate', description: 'The candidate’s code (CAN-YYYY-NNNN)' },
  'job.title': { needs: 'application', description: 'The title of the application’s job' },
  'job.code': { needs: 'application', description: 'The code of the application’s job (JOB-YYYY-NNNN)' },
  'application.stage_name': { needs: 'application', description: 'The stage the application is in' },
  'company.name': { needs: 'candidate', description: 'The company’s name' },
  'sender.full_name': { needs: 'candidate', description: 'Who sends the message (empty for automatic mail)' },
} as const

export type Placeholder = keyof typeof PLACEHOLDERS
export type PlaceholderValues = Record<Placeholder, string>

/** `{{ name }}`, spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g

function isPlaceholder(name: string): name is Placeholder {
  return Object.hasOwn(PLACEHOLDERS, name)
}

/** Every placeholder name written in `text`, known or not, once each, in order. */
export function placeholdersIn(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (m) => m[1]!))]
}

export const PLACEHOLDER_LIST = Object.keys(PLACEHOLDERS)
  .map((name) => `{{${name}}}`)
  .join(', ')

/** 422 naming each unknown placeholder, where it was written. */
export function assertKnownPlaceholders(fields: readonly { loc: string[]; text: string }[]): void {
  const issues: ValidationIssue[] = []
  for (const { loc, text } of fields) {
    for (const name of placeholdersIn(text)) {
      if (!isPlaceholder(name)) {
        issues.push({ loc, msg: `Unknown placeholder {{${name}}}; the placeholders are ${PLACEHOLDER_LIST}`, type: 'unknown_placeholder' })
      }
    }
  }
  if (issues.length > 0) throw new ValidationFailed(issues)
}

/** The placeholders of a template that take their value from an application. */
export function applicationPlaceholders(...texts: string[]): Placeholder[] {
  return texts
    .flatMap(placeholdersIn)
    .filter((name): name is Placeholder => isPlaceholder(name) && PLACEHOLDERS[name].needs === 'application')
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!)
}

function fill(text: string, values: PlaceholderValues, encode: (value: string) => string): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isPlaceholder(name) ? encode(values[name]) : whole))
}

/**
 * A header line: line breaks would start a header of their own (header injection), and other
 * control characters have no business in a subject either.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u001f\u007f]+/g

export function plainSubject(text: string): string {
  return text.replace(CONTROL, ' ').replace(/ {2,}/g, ' ').trim()
}

/** The plain-text part of a message, from its HTML. Compiled once: building the converter costs more than a conversion. */
export const textOf: (html: string) => string = compile({
  wordwrap: 78,
  selectors: [
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    { selector: 'img', format: 'skip' },
  ],
})

export interface RenderedMessage {
  subject: string
  body_html: string
  body_text: string
}

/**
 * A template with its placeholders filled. Values are HTML-escaped in the body and the result is
 * sanitized again, so nothing a candidate typed into their name (say) can add markup or a link;
 * the subject is plain text on one line.
 */
export function renderMessage(template: { subject: string; body_html: string }, values: PlaceholderValues): RenderedMessage {
  const body_html = sanitizeRichText(fill(template.body_html, values, escapeHtml))
  return { subject: plainSubject(fill(template.subject, values, (v) => v)), body_html, body_text: textOf(body_html) }
}
