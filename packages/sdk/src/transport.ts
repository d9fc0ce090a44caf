import { randomUUID } from 'node:crypto'
import { NetworkError } from './errors.ts'
import { delayBeforeRetry, RETRIED_STATUSES, retryPolicy, type RetryOptions } from './retry-policy.ts'

export type Fetch = (request: Request) => Promise<Response>

/** What a client tells about a retry it is about to wait for (a CLI shows it; tests count it). */
export interface RetryNotice {
  method: string
  url: string
  /** The attempt that failed, from 1. */
  attempt: number
  delayMs: number
  /** The status that is retried, or undefined when no answer came. */
  status?: number
  error?: unknown
}

export interface TransportOptions {
  /** The fetch to send with (default: the global one). */
  fetch?: Fetch
  retry?: RetryOptions
  /** How to wait between attempts (default: a timer). */
  sleep?: (ms: number) => Promise<void>
  /** Gives up on an attempt that has no answer after this long, and retries it (default 60 s). */
  timeoutMs?: number
  onRetry?: (notice: RetryNotice) => void
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Methods a second send cannot do twice: safe to repeat when the first got no answer. */
const REPEATABLE = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])

/**
 * Every POST carries an `Idempotency-Key` (a new one per call, unless the caller gave one): the
 * service then runs it once however many times a retry sends it, and answers the repeats with
 * the first answer.
 */
export function withIdempotencyKey(next: Fetch): Fetch {
  return (request) => {
    if (request.method !== 'POST' || request.headers.has('idempotency-key')) return next(request)
    const headers = new Headers(request.headers)
    headers.set('idempotency-key', randomUUID())
    return next(new Request(request, { headers }))
  }
}

/**
 * Sends a request until it gets an answer worth returning. A 429 or 503 is sent again after the
 * service's `Retry-After` (or a growing pause), within the retry policy's bounds; past them the
 * 429 or 503 itself is returned, for the caller to report. A request that got no answer at all
 * is sent again only when repeating it is harmless: a read, a PUT or DELETE, or a POST with an
 * `Idempotency-Key`.
 */
export function withRetries(next: Fetch, options: TransportOptions = {}): Fetch {
  const policy = retryPolicy(options.retry)
  const sleep = options.sleep ?? sleepFor
  const timeoutMs = options.timeoutMs ?? 60_000
  return async (request) => {
    const repeatable = REPEATABLE.has(request.method) || (request.method === 'POST' && request.headers.has('idempotency-key'))
    for (let attempt = 1; ; attempt++) {
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)])
      let response: Response
      try {
        response = await next(new Request(request.clone(), { signal }))
      } catch (error) {
        if (request.signal.aborted) throw error
        const delayMs = repeatable ? delayBeforeRetry(policy, attempt, undefined) : undefined
        if (delayMs === undefined) throw new NetworkError(`${request.method} ${request.url}: no answer (${String(error)})`, error)
        options.onRetry?.({ method: request.method, url: request.url, attempt, delayMs, error })
        await sleep(delayMs)
        continue
      }
      if (!RETRIED_STATUSES.has(response.status)) return response
      const delayMs = delayBeforeRetry(policy, attempt, response)
      if (delayMs === undefined) return response
      // The body of an answer that is thrown away is not read: let the connection go.
      await response.body?.cancel()
      options.onRetry?.({ method: request.method, url: request.url, attempt, delayMs, status: response.status })
      await sleep(delayMs)
    }
  }
}

/**
 * The fetch a client sends with: an `Idempotency-Key` on every POST, then `middle` (the
 * credentials), then the retries, then the network.
 */
export function transport(options: TransportOptions, middle: (retrying: Fetch) => Fetch = (f) => f): Fetch {
  const base: Fetch = options.fetch ?? ((request) => fetch(request))
  return withIdempotencyKey(middle(withRetries(base, options)))
}
