import { sql } from 'kysely'
import { buildApp } from '../../src/app.ts'
import { windowStart } from '../../src/modules/data-api/range.ts'
import { vietnamDate } from '../../src/platform/time.ts'
import { seedApplications } from '../lib/applications-seed.ts'
import { expectJson, listen } from '../lib/http.ts'
import { seedOffersAndCosts } from '../lib/offers-seed.ts'
import type { Scenario } from '../lib/scenario.ts'
import { formatCount, median } from '../lib/stats.ts'
import { wholeFromEnv } from '../lib/settings.ts'
import { provisionTenant } from '../lib/tenants.ts'

const APPLICATIONS = 1_000_000
// On embedded PGlite the full size did not finish seeding: after 17 minutes, closing one of the
// jobs to delete lost its connection. The smaller default is printed with every figure.
const PGLITE_APPLICATIONS = 200_000
const JOBS = 300
const SEED_CHUNK = 25_000
const CALLS = 10
// From issue 7: the whole 18-month response within a second once warm, on PostgreSQL.
const WARM_TARGET_MS = 1000
// From issue 18: a new answer (computed again after a write, warm*) within 1 s at 1,000,000
// applications on PostgreSQL, and within 2 s at 200,000 on the embedded database.
const RECOMPUTED_TARGETS = {
  postgres: { ms: 1000, applications: 1_000_000 },
  embedded: { ms: 2000, applications: 200_000 },
}

const count = formatCount
const ms = (value: number) => value.toFixed(1)

interface Metrics {
  period_start: string
  period_end: string
  from_clamped: boolean
  total_hired: { current: number | null; sample_size: number }
  active_candidates: { current: number | null }
  offer_acceptance_rate: { current: number | null; sample_size: number }
  avg_time_to_hire_days: { current: number | null }
  cost_per_hire: { current: number | null }
}

/** One request as a client makes it: from sending to the last byte of the body. */
async function fetchMetrics(origin: string, key: string, query: string): Promise<{ ms: number; body: Metrics }> {
  const url = `${origin}/api/v1/data/metrics?${query}`
  const started = performance.now()
  const res = await fetch(url, { headers: { authorization: `Bearer ${key}` } })
  const text = await res.text()
  const elapsed = performance.now() - started
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 500)}`)
  return { ms: elapsed, body: JSON.parse(text) as Metrics }
}

const summary = (label: string, times: number[]) =>
  `  ${label.padEnd(6)} p50 ${ms(median(times)).padStart(8)} ms   max ${ms(Math.max(...times)).padStart(8)} ms   (${times.map(ms).join(', ')})`

/**
 * GET /api/v1/data/metrics over the whole 18-month window of a tenant with 1,000,000
 * applications (their stage history, offers and job costs), cold and warm.
 *  - warm: the running service, after one request, then CALLS requests in a row (answered with
 *    the answer the service keeps while nothing is written);
 *  - warm*: CALLS requests, each after a write, so every figure is computed again;
 *  - cold: CALLS times, a new service on a new database connection (a new pool on PostgreSQL;
 *    the embedded database closed and opened again, so its buffer cache starts empty), and its
 *    first request. The operating system's file cache stays warm either way.
 */
export const dataMetrics: Scenario = {
  name: 'data-metrics',
  description:
    'GET /api/v1/data/metrics for the 18-month window in a tenant with BENCH_APPLICATIONS (default 1,000,000; 200,000 on embedded PGlite) applications, their stage ' +
    'transitions, offers and job costs seeded with direct SQL; cold and warm, p50 and max of 10 calls; no load table, the figures are under it',
  async setup(ctx) {
    const { service } = ctx
    const embedded = service.database.kind === 'embedded'
    const sizeFromEnv = (process.env.BENCH_APPLICATIONS ?? '').trim() !== ''
    const applications = wholeFromEnv('BENCH_APPLICATIONS', embedded ? PGLITE_APPLICATIONS : APPLICATIONS, 10_000)
    const sizeNote =
      embedded && !sizeFromEnv
        ? ` (NOT the full ${count(APPLICATIONS)}: the default on embedded PGlite; BENCH_APPLICATIONS=${APPLICATIONS} to try it)`
        : ''
    if (sizeNote) ctx.log(`NOTE: ${count(applications)} applications${sizeNote}`)
    const tenant = await provisionTenant(service)
    const seeded = await seedApplications(service, tenant, { applications, jobs: JOBS, chunk: SEED_CHUNK, log: ctx.log })
    ctx.log('seeding offers and job costs')
    const offers = await seedOffersAndCosts(service.database.db, tenant.id)
    const seedSeconds = Object.values(seeded.seconds).reduce((a, b) => a + b, 0) + offers.seconds

    const created = await expectJson(201, 'POST', `${service.origin}/api/v1/settings/api-keys`, {
      token: tenant.token,
      body: { name: 'bench metrics' },
    })
    const key = (created.json as { key: string }).key
    const now = new Date()
    const query = `from=${windowStart(now)}&to=${vietnamDate(now)}`

    ctx.log(`warm: one request, then ${CALLS} in a row`)
    const first = await fetchMetrics(service.origin, key, query)
    const warm: number[] = []
    for (let i = 0; i < CALLS; i++) warm.push((await fetchMetrics(service.origin, key, query)).ms)
    const { hits } = service.app.services.metrics.cacheStats()

    // The same, with a write before each request (a transaction taking an id is enough): the
    // service may not reuse its answer and computes every figure again, on warm caches.
    ctx.log(`warm, recomputed: ${CALLS} requests, each after a write`)
    const recomputed: number[] = []
    for (let i = 0; i < CALLS; i++) {
      await sql`select pg_current_xact_id()`.execute(service.database.db)
      recomputed.push((await fetchMetrics(service.origin, key, query)).ms)
    }

    ctx.log(`cold: ${CALLS} times a new service on a new database connection, its first request`)
    const cold: number[] = []
    for (let i = 0; i < CALLS; i++) {
      const handle = await service.database.reopen()
      const app = await buildApp(service.config, { db: handle.db, codes: handle.codes, logger: false })
      try {
        const origin = await listen(app)
        cold.push((await fetchMetrics(origin, key, query)).ms)
      } finally {
        await app.close()
        // Embedded: the reopened instance stays open for the next round and the final cleanup.
        if (!embedded) await handle.close()
      }
    }

    const body = first.body
    const verdictOf = (label: string, times: number[]) =>
      `${label}: max ${ms(Math.max(...times))} ms, target < ${WARM_TARGET_MS} ms ${Math.max(...times) < WARM_TARGET_MS ? 'met' : 'NOT MET'}`
    const target = RECOMPUTED_TARGETS[embedded ? 'embedded' : 'postgres']
    const worst = Math.max(...recomputed)
    const recomputedVerdict =
      `warm*, recomputed after a write: p50 ${ms(median(recomputed))} ms, max ${ms(worst)} ms; target < ${target.ms} ms at ` +
      `${count(target.applications)} applications on ${embedded ? 'the embedded database' : 'PostgreSQL'}: ` +
      (applications === target.applications
        ? worst < target.ms
          ? 'met'
          : 'NOT MET'
        : `not checked (measured at ${count(applications)} applications, ${worst < target.ms ? 'under' : 'over'} it there)`)
    const verdict = embedded
      ? `target < ${WARM_TARGET_MS} ms warm is for PostgreSQL: not checked on the embedded database\n${recomputedVerdict}`
      : `${verdictOf('warm (the kept answer)', warm)}\n${recomputedVerdict}`
    const figures = [
      `seeding: ${seedSeconds.toFixed(1)} s (stage facts built in ${seeded.seconds.facts.toFixed(1)} s of it) — ${count(seeded.counted)} counted applications${sizeNote} (plus ${count(
        seeded.excluded.removed + seeded.excluded.onDeletedJobs + seeded.excluded.ofExcludedCandidates,
      )} the population rule leaves out), ${count(seeded.transitions)} stage transitions, ${count(offers.offers)} offers ` +
        `(${count(offers.accepted)} accepted, ${count(offers.declined)} declined), costs on ${count(offers.jobsWithCosts)} jobs`,
      `request: GET /api/v1/data/metrics?${query} (period ${body.period_start} … ${body.period_end}, from_clamped ${body.from_clamped})\n` +
        `answer: total_hired ${body.total_hired.current}, active_candidates ${body.active_candidates.current}, ` +
        `offer_acceptance_rate ${body.offer_acceptance_rate.current} % of ${body.offer_acceptance_rate.sample_size}, ` +
        `avg_time_to_hire_days ${body.avg_time_to_hire_days.current}, cost_per_hire ${body.cost_per_hire.current}`,
      `latency of the whole response, ${CALLS} calls each:\n${summary('cold', cold)}\n${summary('warm', warm)}\n` +
        `${summary('warm*', recomputed)}\n` +
        `  warm: ${hits} of ${CALLS} answered with the answer kept since the request before (nothing written meanwhile)\n` +
        `  warm*: each request after a write, so every figure computed again on warm caches\n` +
        `  (the first request of the running service, before the warm calls: ${ms(first.ms)} ms)\n${verdict}`,
    ]
    ctx.log(figures.join('\n'))
    return { targets: [], notes: figures }
  },
}
