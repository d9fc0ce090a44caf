/**
 * `npm run fuzz -- --cases 100000 --seed 42 [--timeout-ms 10000]`: the self-fuzz test at any
 * length. On the embedded database by default; with TEST_DATABASE_URL on PostgreSQL. Prints the
 * seed first (a run is replayed by giving it again), then progress, counts, the slowest answers
 * and every failing request; exits 1 when any case failed.
 */
import { parseArgs } from 'node:util'
import { buildTestApp } from '../test/helpers/app.ts'
import { describeRequest } from '../test/fuzz/fuzz.ts'
import { runFuzz } from '../test/fuzz/run-fuzz.ts'

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '10000' },
    seed: { type: 'string' },
    'timeout-ms': { type: 'string', default: '10000' },
  },
})
const cases = Number(values.cases)
const seed = values.seed !== undefined ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31)
const timeoutMs = Number(values['timeout-ms'])
if (!Number.isSafeInteger(cases) || cases < 1 || !Number.isSafeInteger(seed) || !(timeoutMs > 0)) {
  console.error('usage: npm run fuzz -- [--cases N] [--seed S] [--timeout-ms MS]')
  process.exit(2)
}

const database = process.env.TEST_DATABASE_URL ? `PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host})` : 'embedded PGlite'
console.log(`fuzz: seed ${seed}, ${cases} cases, bound ${timeoutMs} ms, ${database}`)
const { app, close } = await buildTestApp(undefined, {
  env: {
    DATA_API_TABLES_PER_MINUTE: '1000000',
    DATA_API_TABLES_PER_DAY: '1000000',
    DATA_API_METRICS_PER_MINUTE: '1000000',
    DATA_API_METRICS_PER_DAY: '1000000',
  },
})
const step = Math.max(1000, Math.round(cases / 20))
const report = await runFuzz(app, {
  cases,
  seed,
  timeoutMs,
  progress: (done) => {
    if (done % step === 0) console.log(`  ${done} cases`)
  },
})
await close()

console.log(`\nseed ${report.seed}: ${report.cases} cases in ${(report.durationMs / 1000).toFixed(1)} s on ${database}`)
console.log(`statuses: ${JSON.stringify(report.byStatus)}`)
console.log(`mutations: ${JSON.stringify(report.byMutation)}`)
console.log(`slowest: ${report.slowest.map((o) => `${o.ms} ms ${o.request.operation}`).join('; ')}`)
console.log(
  `failures: ${report.failureCount} (5xx: ${Object.entries(report.byStatus)
    .filter(([s]) => Number(s) >= 500)
    .reduce((n, [, c]) => n + c, 0)}, no answer: ${report.byStatus[0] ?? 0})`,
)
for (const failure of report.failures) {
  console.log(`- ${failure.problem}\n    ${describeRequest(failure.request)}\n    → ${failure.body ?? ''}`)
}
process.exit(report.failureCount > 0 ? 1 : 0)
