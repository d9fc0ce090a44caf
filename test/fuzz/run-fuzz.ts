import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { createFixtures } from './fixtures.ts'
import { fuzzRequests, send, type FuzzOutcome } from './fuzz.ts'

export interface FuzzOptions {
  cases: number
  seed: number
  /** A slower answer is a failure; one three times slower counts as no answer. */
  timeoutMs: number
  /** The fixtures are made anew every this many cases (fuzzed requests delete and close them). */
  renewEvery?: number
  progress?: (done: number) => void
}

export interface FuzzReport {
  seed: number
  cases: number
  durationMs: number
  byStatus: Record<string, number>
  byMutation: Record<string, number>
  failureCount: number
  /** The first 500 failures. */
  failures: FuzzOutcome[]
  slowest: FuzzOutcome[]
}

/**
 * Runs `cases` fuzz requests against `app` from `seed`. Every case runs even after a failure,
 * so that one run shows every kind of failure it found; the report lists them.
 */
export async function runFuzz(app: FastifyInstance, options: FuzzOptions): Promise<FuzzReport> {
  const fixtures = await createFixtures(app)
  const document = app.swagger()
  const renewEvery = options.renewEvery ?? 250
  const report: FuzzReport = {
    seed: options.seed,
    cases: 0,
    durationMs: 0,
    byStatus: {},
    byMutation: {},
    failureCount: 0,
    failures: [],
    slowest: [],
  }
  const started = performance.now()

  await fc.assert(
    fc.asyncProperty(fuzzRequests(document, fixtures), async (request) => {
      if (report.cases > 0 && report.cases % renewEvery === 0) await fixtures.renew()
      const outcome = await send(app, request, options.timeoutMs)
      report.cases += 1
      report.byStatus[outcome.status] = (report.byStatus[outcome.status] ?? 0) + 1
      report.byMutation[request.mutation] = (report.byMutation[request.mutation] ?? 0) + 1
      if (outcome.problem) {
        report.failureCount += 1
        if (report.failures.length < 500) report.failures.push(outcome)
      }
      report.slowest.push(outcome)
      report.slowest.sort((a, b) => b.ms - a.ms).splice(5)
      options.progress?.(report.cases)
    }),
    { numRuns: options.cases, seed: options.seed, endOnFailure: true },
  )
  report.durationMs = Math.round(performance.now() - started)
  return report
}
