import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { LoadSettings } from './settings.ts'

/** One HTTP request (or a short cycle of paths), repeated on every connection for the whole run. */
export interface Target {
  /** Short name in the report: `service`, `baseline`, ... */
  name: string
  url: string
  /** Paths requested in turn on each connection (host and port from `url`), instead of `url`'s own. */
  paths?: string[]
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  headers?: Record<string, string>
  body?: string
  /** Replaces each `[<id>]` in `body` with a fresh id per request: a POST that must not repeat itself (a new applicant's e-mail). */
  idReplacement?: boolean
  /** Bodies sent in turn, one a request, instead of `body` (open loop only): requests that each carry content of their own. */
  bodies?: string[]
  /**
   * Requests sent at this fixed rate whatever the answers' pace (open loop), latency counted
   * from when each was due; unset: each connection sends its next request on the last answer.
   */
  arrivalsPerSecond?: number
}

export interface LoadRequest extends LoadSettings {
  target: Target
}

export interface LoadResult {
  /** Responses per second over the measured run. */
  requestsPerSecond: number
  /** Exact latencies of every measured response, in milliseconds. */
  p50Ms: number
  p99Ms: number
  responses: number
  non2xx: number
  /** Connection errors, timeouts included. */
  errors: number
  timeouts: number
  statusCodes: Record<string, number>
  /** Open loop only: the slowest 1 % of the answers, counted by path, and the distinct seconds they were due in. */
  tail?: { byPath: Record<string, number>; seconds: number }
}

export type ChildAnswer = { ok: true; result: LoadResult; cpuMs: number } | { ok: false; error: string }

/** What the child says before its answer: the warm-up is over, the measured stretch begins. */
export const MEASURING = 'measuring'

export interface Measured {
  result: LoadResult
  /** CPU the load generator's own process spent over the measured stretch, ms. */
  loadCpuMs: number
}

const CHILD = fileURLToPath(new URL('./load-child.ts', import.meta.url))

/**
 * Loads one target from a separate Node process, so that the load generator has its own event
 * loop, heap and garbage collector instead of taking turns with the servers it measures.
 */
export async function runLoad(request: LoadRequest): Promise<LoadResult> {
  return (await runMeasuredLoad(request)).result
}

/** runLoad, calling `onMeasuring` when the warm-up ends, and with the load generator's CPU. */
export function runMeasuredLoad(request: LoadRequest, onMeasuring?: () => void): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    let answer: ChildAnswer | undefined
    child.on('message', (message) => {
      if (message === MEASURING) onMeasuring?.()
      else answer = message as ChildAnswer
    })
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (answer?.ok) resolve({ result: answer.result, loadCpuMs: answer.cpuMs })
      else if (answer) reject(new Error(`load generator failed: ${answer.error}`))
      else reject(new Error(`load generator exited without a result (code ${code}, signal ${signal})`))
    })
    child.send(request)
  })
}
