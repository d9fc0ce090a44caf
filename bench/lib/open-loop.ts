import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { LoadResult, Target } from './load.ts'
import { Latencies } from './latencies.ts'

/**
 * Sends requests at a fixed arrival rate whatever the server's pace (open loop), the way users
 * arrive, instead of waiting for each answer before the next request (closed loop). Latency is
 * counted from when a request was due, not from when it was sent, so a server falling behind
 * shows in the figures instead of slowing the load down (no coordinated omission).
 */
export async function openLoop(target: Target, ratePerSecond: number, seconds: number): Promise<LoadResult> {
  const base = new URL(target.url)
  // Enough sockets that the generator itself never makes a request wait.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 })
  const paths = target.paths ?? [base.pathname + base.search]
  const latencies = new Latencies()
  // Each answered request's latency, path and due second, to tell where the slowest ones were.
  const answered: { ms: number; path: string; second: number }[] = []
  const statusCodes: Record<string, number> = {}
  let errors = 0
  let timeouts = 0
  const total = Math.round(ratePerSecond * seconds)
  const started = performance.now()
  const inFlight: Array<Promise<void>> = []

  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / ratePerSecond
    const wait = due - performance.now()
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait))
    const body = bodyOf(target, i)
    const path = paths[i % paths.length]!
    inFlight.push(
      send(agent, base, path, target, body).then(
        (status) => {
          const ms = performance.now() - due
          latencies.add(ms)
          answered.push({ ms, path, second: Math.floor((due - started) / 1000) })
          statusCodes[status] = (statusCodes[status] ?? 0) + 1
        },
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ETIMEDOUT') timeouts++
          else errors++
        },
      ),
    )
  }
  await Promise.all(inFlight)
  const elapsedSeconds = (performance.now() - started) / 1000
  agent.destroy()
  const responses = Object.values(statusCodes).reduce((a, b) => a + b, 0)
  return {
    requestsPerSecond: responses / elapsedSeconds,
    p50Ms: latencies.percentile(50),
    p99Ms: latencies.percentile(99),
    responses,
    non2xx: Object.entries(statusCodes).reduce((n, [code, count]) => (code.startsWith('2') ? n : n + count), 0),
    errors,
    timeouts,
    statusCodes,
    tail: slowestHundredth(answered),
  }
}

/** Where the slowest 1 % of the answers were: how many per path, and over how many distinct seconds. */
function slowestHundredth(answered: { ms: number; path: string; second: number }[]): NonNullable<LoadResult['tail']> {
  const slowest = [...answered].sort((a, b) => b.ms - a.ms).slice(0, Math.max(1, Math.floor(answered.length / 100)))
  const byPath: Record<string, number> = {}
  for (const { path } of slowest) byPath[path] = (byPath[path] ?? 0) + 1
  return { byPath, seconds: new Set(slowest.map((a) => a.second)).size }
}

function bodyOf(target: Target, i: number): string | undefined {
  if (target.bodies) return target.bodies[i % target.bodies.length]
  if (target.body === undefined) return undefined
  return target.idReplacement ? target.body.replaceAll('[<id>]', randomUUID()) : target.body
}

const TIMEOUT_MS = 10_000

function send(agent: http.Agent, base: URL, path: string, target: Target, body: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { agent, host: base.hostname, port: base.port, path, method: target.method ?? 'GET', headers: target.headers, timeout: TIMEOUT_MS },
      (response) => {
        response.resume()
        response.once('end', () => resolve(response.statusCode ?? 0))
        response.once('error', reject)
      },
    )
    request.once('timeout', () => request.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })))
    request.once('error', reject)
    request.end(body)
  })
}
