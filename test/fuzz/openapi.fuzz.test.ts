import assert from 'node:assert/strict'
import { test } from 'node:test'
import { buildTestApp } from '../helpers/app.ts'
import { describeRequest } from './fuzz.ts'
import { runFuzz } from './run-fuzz.ts'

/** Fixed, so that CI fails the same way every time; `npm run fuzz` draws a new seed per run. */
const SEED = 20_261_124
const CASES = Number(process.env.FUZZ_CASES ?? 2_000)

test(`every operation of the OpenAPI document, fuzzed with ${CASES} malformed requests: no 5xx, no hang, errors in the documented shape`, async (t) => {
  const { app } = await buildTestApp(t, {
    env: {
      DATA_API_TABLES_PER_MINUTE: '100000',
      DATA_API_TABLES_PER_DAY: '100000',
      DATA_API_METRICS_PER_MINUTE: '100000',
      DATA_API_METRICS_PER_DAY: '100000',
    },
  })
  const report = await runFuzz(app, { cases: CASES, seed: SEED, timeoutMs: 10_000 })
  t.diagnostic(`seed ${report.seed}, ${report.cases} cases in ${report.durationMs} ms, statuses ${JSON.stringify(report.byStatus)}`)
  assert.equal(report.cases, CASES)
  const listed = report.failures.slice(0, 30).map((f) => `${f.problem}\n    ${describeRequest(f.request)}\n    → ${f.body ?? ''}`)
  assert.equal(report.failureCount, 0, `${report.failureCount} failing cases (seed ${report.seed}):\n${listed.join('\n')}`)
  // The run reached past validation: valid requests succeed, and most operations answered 2xx at least once.
  assert.ok((report.byStatus[200] ?? 0) + (report.byStatus[201] ?? 0) > CASES / 20, JSON.stringify(report.byStatus))
})
