import type { components } from './schema.d.ts'

/** One problem of a 422: where (`["body", "email"]`), what, and its machine-readable `type`. */
export type ValidationIssue = components['schemas']['ValidationError']['detail'][number]
export type DataApiErrorCode = components['schemas']['DataApiError']['detail']['code']

/** What every failed call tells: the status, and the request id to quote when asking why. */
abstract class RecruitingError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The `X-Request-Id` of the answer: the service's logs are searchable by it. */
    readonly requestId: string | undefined,
    /** Seconds the service asked to wait (`Retry-After`), on a 429 or 503 given up on. */
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(message)
    this.name = new.target.name
  }
}

/**
 * A core API answer outside 2xx. `detail` is the service's sentence; a 422 also lists each
 * problem in `issues`, each with its `type` (`missing`, `enum`, `idempotency_key_reused`, …).
 */
export class ApiError extends RecruitingError {
  constructor(
    status: number,
    readonly detail: string,
    readonly issues: ValidationIssue[],
    requestId?: string,
    retryAfterSeconds?: number,
  ) {
    super(`${status}: ${detail}`, status, requestId, retryAfterSeconds)
  }
}

/** A Data API answer outside 2xx: a stable `code` to branch on and the service's `detail`. */
export class DataApiRequestError extends RecruitingError {
  constructor(
    status: number,
    readonly code: DataApiErrorCode,
    readonly detail: string,
    requestId?: string,
    retryAfterSeconds?: number,
  ) {
    super(`${status} ${code}: ${detail}`, status, requestId, retryAfterSeconds)
  }
}

/** The request never got an answer (connection refused or reset, timeout) after every retry. */
export class NetworkError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause })
    this.name = 'NetworkError'
  }
}

/** `Retry-After` in seconds: a number of seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(response: Response, now = Date.now()): number | undefined {
  const value = response.headers.get('retry-after')
  if (value === null || value.trim() === '') return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim())
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000))
}

function issuesOf(detail: unknown): ValidationIssue[] {
  return Array.isArray(detail) ? (detail as ValidationIssue[]) : []
}

function sentenceOf(detail: unknown, issues: ValidationIssue[]): string {
  if (typeof detail === 'string') return detail
  if (issues.length > 0) return issues.map((i) => `${i.loc.join('.')}: ${i.msg}`).join('; ')
  return 'no detail given'
}

/** The typed error of a core API answer outside 2xx, from its status, body and headers. */
export function apiErrorOf(response: Response, body: unknown): ApiError {
  const detail = (body as { detail?: unknown } | null | undefined)?.detail
  const issues = issuesOf(detail)
  const sentence =
    body === undefined || body === null || typeof body === 'string' ? String(body ?? response.statusText) : sentenceOf(detail, issues)
  return new ApiError(response.status, sentence, issues, response.headers.get('x-request-id') ?? undefined, retryAfterSeconds(response))
}

/** The typed error of a Data API answer outside 2xx (`{detail: {code, message}}`). */
export function dataApiErrorOf(response: Response, body: unknown): DataApiRequestError {
  const detail = (body as { detail?: { code?: unknown; message?: unknown } } | null | undefined)?.detail
  const code = (typeof detail?.code === 'string' ? detail.code : 'bad_request') as DataApiErrorCode
  const message = typeof detail?.message === 'string' ? detail.message : response.statusText || `HTTP ${response.status}`
  return new DataApiRequestError(
    response.status,
    code,
    message,
    response.headers.get('x-request-id') ?? undefined,
    retryAfterSeconds(response),
  )
}
