import { retryAfterSeconds } from './errors.ts'

/** How hard a client tries before it hands an error back. */
export interface RetryOptions {
  /** Attempts in all, the first included (default 5). */
  maxAttempts?: number
  /** The first wait when the service names none, doubled at each retry (default 500 ms). */
  baseDelayMs?: number
  /** No wait is longer: a `Retry-After` beyond it is handed back as the error instead (default 2 minutes). */
  maxDelayMs?: number
}

export type RetryPolicy = Required<RetryOptions>

export function retryPolicy(options: RetryOptions = {}): RetryPolicy {
  return { maxAttempts: 5, baseDelayMs: 500, maxDelayMs: 120_000, ...options }
}

/** Answers that mean "not now" rather than "no": a spent rate limit, a service briefly unavailable. */
export const RETRIED_STATUSES: ReadonlySet<number> = new Set([429, 503])

/**
 * How long to wait before attempt `attempt + 1` after `response` (or after no answer at all), or
 * `undefined` to stop. A `Retry-After` is honoured to the second and then doubled at each further
 * retry (the service's advice for batch work); without one the wait doubles from `baseDelayMs`,
 * with up to a quarter more at random so that many clients do not come back at once.
 */
export function delayBeforeRetry(
  policy: RetryPolicy,
  attempt: number,
  response: Response | undefined,
  random: () => number = Math.random,
): number | undefined {
  if (attempt >= policy.maxAttempts) return undefined
  const asked = response ? retryAfterSeconds(response) : undefined
  const delay = asked !== undefined ? asked * 1000 * 2 ** (attempt - 1) : policy.baseDelayMs * 2 ** (attempt - 1) * (1 + random() / 4)
  if (asked !== undefined && asked * 1000 > policy.maxDelayMs) return undefined
  return Math.min(delay, policy.maxDelayMs)
}
