// `npm run bench -- webhooks`: job.created events from the real API delivered by the real task
// worker to a receiver that checks every signature; see the "webhooks" section of bench/README.md.
import { loadavg } from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { sql } from 'kysely'
import { MAX_IN_FLIGHT_PER_ENDPOINT } from '../../src/modules/webhooks/delivery.ts'
import { postJson } from '../../src/modules/webhooks/egress/deliver.ts'
import { signedHeaders } from '../../src/modules/webhooks/signing.ts'
import type { TaskWorker } from '../../src/platform/outbox/task-worker.ts'
import { localDatabaseOf } from '../lib/cpu.ts'
import { benchServerUrl } from '../lib/database.ts'
import { log } from '../lib/runner.ts'
import { startService, type Service } from '../lib/service.ts'
import { UsageError, wholeFromEnv } from '../lib/settings.ts'
import { formatCount } from '../lib/stats.ts'
import { provisionTenant } from '../lib/tenants.ts'
import { cpuLines, watchCpu, type CpuSpent } from './cpu.ts'
import { startOutside } from './outside-client.ts'
import { HAND_BACK, installPgTiming, type PgTiming, type PoolGauge, type QueryTally } from './profile.ts'
import { startBenchWorkers, type BenchWorkers } from './workers.ts'
import { epochNow, type Awaited, type Produced } from './protocol.ts'

export const WEBHOOKS = 'webhooks'

// From the issue: on PostgreSQL, at least 500 deliveries/s flat out, and under 1 s from commit
// to receipt (p99) at 100 events/s.
const TARGET_DELIVERIES_PER_S = 500
const TARGET_LAG_P99_MS = 1000
const STEADY_RATE = 100
// What the worker runs at (src/services.ts builds it with createTaskWorker's default).
const WORKER_CONCURRENCY = 16
const EVENT = 'job.created'

interface Settings {
  warmupSeconds: number
  steadySeconds: number
  totalEvents: number
  bothEvents: number
  outageSeconds: number
  producers: number
  waitMinutes: number
  /** 0: the app's own worker; else a worker built here with this concurrency (see README). */
  workerConcurrency: number
  workers: number
  workerPollMs: number
  workerOwnPool: boolean
  profile: boolean
  stallSeconds: number
}

function settings(): Settings {
  return {
    warmupSeconds: wholeFromEnv('BENCH_WARMUP', 5, 0),
    steadySeconds: wholeFromEnv('BENCH_WEBHOOK_STEADY_SECONDS', 30, 1),
    totalEvents: wholeFromEnv('BENCH_WEBHOOK_EVENTS', 10_000, 1),
    bothEvents: wholeFromEnv('BENCH_WEBHOOK_BOTH_EVENTS', 3000, 1),
    outageSeconds: wholeFromEnv('BENCH_WEBHOOK_OUTAGE_SECONDS', 60, 1),
    producers: wholeFromEnv('BENCH_WEBHOOK_PRODUCERS', 4, 1),
    waitMinutes: wholeFromEnv('BENCH_WEBHOOK_WAIT_MINUTES', 15, 1),
    workerConcurrency: wholeFromEnv('BENCH_WEBHOOK_WORKER_CONCURRENCY', 0, 0),
    workers: wholeFromEnv('BENCH_WEBHOOK_WORKERS', 1, 1),
    workerPollMs: wholeFromEnv('BENCH_WEBHOOK_WORKER_POLL_MS', 10, 1),
    workerOwnPool: (process.env.BENCH_WEBHOOK_WORKER_OWN_POOL ?? '').trim() === '1',
    profile: (process.env.BENCH_WEBHOOK_PROFILE ?? '').trim() === '1',
    stallSeconds: wholeFromEnv('BENCH_WEBHOOK_STALL_SECONDS', 120, 10),
  }
}

const count = formatCount
const fixed = (value: number, digits = 1) => (Number.isNaN(value) ? 'n/a' : value.toFixed(digits))
const perSecond = (n: number, ms: number) => (ms > 0 ? (n * 1000) / ms : Number.NaN)

interface Drain {
  delivered: number
  ms: number
  cpu: CpuSpent
  /** Mean and p99 of the attempts' own duration_ms (the HTTP exchange as the worker timed it). */
  httpMeanMs: number
  httpP99Ms: number
  /** Signing to the delivery row's update, mean. */
  recordedMeanMs: number
  /** The service process's event-loop delay over the drain. */
  loopP50Ms: number
  loopP99Ms: number
}

interface Baseline {
  posts: number
  failures: number
  failureSamples: string[]
  ms: number
}

/**
 * The receiver's raw capacity: the queued deliveries' own bodies, each signed at send time with
 * the service's signing function and posted with the worker's HTTP client (`postJson`: a new
 * connection per delivery), `WORKER_CONCURRENCY` in flight, from this process, where the worker
 * runs. No database: what the worker's deliveries would cost if nothing else did.
 */
async function postBaseline(service: Service, receiverOrigin: string, secret: string): Promise<Baseline> {
  const { rows } = await sql<{ event_id: string; payload: string }>`
    SELECT event_id, payload FROM webhook_deliveries WHERE status = 'pending' AND event_type = ${EVENT}`.execute(service.database.db)
  const url = `${receiverOrigin}/baseline`
  let next = 0
  let failures = 0
  const failureSamples: string[] = []
  const started = performance.now()
  const loop = async () => {
    while (next < rows.length) {
      const row = rows[next++]!
      const result = await postJson(url, signedHeaders(row.event_id, new Date(), row.payload, [secret]), row.payload, {
        allowPrivate: true,
      })
      if (!result.ok) {
        failures++
        if (failureSamples.length < 5) failureSamples.push(result.error ?? `HTTP ${result.status}`)
      }
    }
  }
  await Promise.all(Array.from({ length: WORKER_CONCURRENCY }, loop))
  return { posts: rows.length, failures, failureSamples, ms: performance.now() - started }
}

/** The HTTP time the worker recorded for the attempts made between two instants. */
/**
 * The attempts made between two instants: the HTTP exchange as the worker timed it (duration_ms),
 * and from signing to the delivery row's update in the recording transaction (its commit not
 * included), which is about how long each delivery counts against its endpoint's in-flight cap.
 */
async function attemptTimes(
  service: Service,
  fromEpochMs: number,
  toEpochMs: number,
): Promise<{ mean: number; p99: number; recordedMean: number }> {
  const { rows } = await sql<{ mean: number | null; p99: number | null; recorded: number | null }>`
    SELECT avg(a.duration_ms)::float8 AS mean,
           percentile_cont(0.99) WITHIN GROUP (ORDER BY a.duration_ms)::float8 AS p99,
           avg(extract(epoch FROM d.updated_at - a.attempted_at) * 1000)::float8 AS recorded
    FROM webhook_delivery_attempts a
    JOIN webhook_deliveries d ON d.tenant_id = a.tenant_id AND d.id = a.delivery_id
    WHERE a.attempted_at >= to_timestamp(${fromEpochMs / 1000}) - interval '1 millisecond'
      AND a.attempted_at <= to_timestamp(${toEpochMs / 1000}) + interval '1 millisecond'`.execute(service.database.db)
  return { mean: rows[0]?.mean ?? Number.NaN, p99: rows[0]?.p99 ?? Number.NaN, recordedMean: rows[0]?.recorded ?? Number.NaN }
}

function producedLine(what: string, produced: Produced, settingsLine: string): string {
  return (
    `${what}: ${count(produced.produced)} events through the API in ${fixed(produced.spanMs / 1000)} s ` +
    `(${fixed(perSecond(produced.produced, produced.spanMs))}/s, ${settingsLine}; API p50 ${fixed(produced.apiP50Ms)} ms, p99 ${fixed(produced.apiP99Ms)} ms)`
  )
}

/** The BENCH_WEBHOOK_PROFILE table of one phase: its statements (the `top` heaviest), per operation. */
function profileTable(phase: string, operation: string, operations: number, tallies: QueryTally[], top = Infinity): string[] {
  const per = (n: number) => n / Math.max(1, operations)
  const row = (kind: string, calls: number, totalMs: number) =>
    `  ${kind.padEnd(56)}  ${String(calls).padStart(6)}  ${fixed(per(calls), 2).padStart(9)}  ` +
    `${fixed(per(totalMs), 2).padStart(8)}  ${fixed(totalMs / Math.max(1, calls), 2).padStart(11)}`
  const statements = tallies.filter((q) => !q.kind.startsWith('('))
  const shown = statements.slice(0, top)
  return [
    `profile of ${phase} (BENCH_WEBHOOK_PROFILE=1): node-postgres calls, each timed from the call to its answer, per ${operation}`,
    `  ${'statement'.padEnd(56)}  ${'calls'.padStart(6)}  ${`per ${operation.split(' ')[0]}`.padStart(9)}  ${'ms per'.padStart(8)}  ${'ms per call'.padStart(11)}`,
    ...shown.map((q) => row(q.kind, q.count, q.totalMs)),
    ...(shown.length < statements.length
      ? [
          row(
            `(${statements.length - shown.length} other statements)`,
            statements.slice(top).reduce((n, q) => n + q.count, 0),
            statements.slice(top).reduce((n, q) => n + q.totalMs, 0),
          ),
        ]
      : []),
    row(
      'all statements',
      statements.reduce((n, q) => n + q.count, 0),
      statements.reduce((n, q) => n + q.totalMs, 0),
    ),
    ...tallies.filter((q) => q.kind.startsWith('(')).map((q) => row(q.kind, q.count, q.totalMs)),
  ]
}

const poolLine = (pool: PoolGauge) =>
  `  pool (16 connections; with BENCH_WEBHOOK_WORKER_OWN_POOL both pools, each sampled): requests waiting for a connection, mean ${fixed(pool.meanWaiting)}, max ${pool.maxWaiting}; ` +
  `every connection checked out in ${fixed(pool.exhausted * 100, 0)}% of ${count(pool.samples)} samples (every 50 ms)`

function verdict(met: boolean, checked: boolean): string {
  if (!checked) return 'target is for PostgreSQL, not checked'
  return met ? 'met' : 'NOT MET'
}

/** Runs the scenario and prints its report; answers the exit code (1: an invalid run). */
export async function runWebhooks(): Promise<number> {
  const s = settings()
  const say = (message: string) => log(`${WEBHOOKS}: ${message}`)
  const cleanups: Array<() => Promise<void>> = []
  const closeAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error: unknown) => say(`cleanup failed: ${String(error)}`))
    }
  }
  // The harness's own Ctrl-C handler (bench/lib/runner.ts) only knows the autocannon scenarios'
  // cleanups and exits at once; while this scenario runs, this one closes what it opened first.
  const harnessHandlers = process.rawListeners('SIGINT')
  process.removeAllListeners('SIGINT')
  const onInterrupt = () => {
    say('interrupted: closing the receiver, the service and its database')
    void closeAll().finally(() => process.exit(130))
  }
  process.once('SIGINT', onInterrupt)
  try {
    say('starting the service on a fresh database (WEBHOOKS_ALLOW_PRIVATE=true)')
    const service = await startService({ WEBHOOKS_ALLOW_PRIVATE: 'true' })
    cleanups.push(() => service.close())
    const isPostgres = service.database.kind === 'postgres'
    let worker: TaskWorker = service.app.services.taskWorker
    let bench: BenchWorkers | undefined
    if (s.workerConcurrency > 0) {
      // An experiment, not the service as it runs: the app's worker stopped, and workers built
      // here with the app's delivery handler and other settings.
      await worker.stop()
      let db = service.database.db
      if (s.workerOwnPool) {
        if (!isPostgres) throw new UsageError('BENCH_WEBHOOK_WORKER_OWN_POOL=1 needs BENCH_DATABASE_URL (a pool of its own on PostgreSQL)')
        // database.reopen(): a second pool of 16 on the same database, closed with the workers.
        const own = await service.database.reopen()
        cleanups.push(() => own.close())
        db = own.db
      }
      bench = startBenchWorkers(service, s.workers, s.workerConcurrency, s.workerPollMs, db)
      worker = bench
      cleanups.push(() => bench!.stop())
    }
    const timing: PgTiming | undefined = s.profile && isPostgres ? installPgTiming() : undefined
    if (timing) cleanups.push(async () => timing.uninstall())
    const tenant = await provisionTenant(service)
    const outside = startOutside(say)
    cleanups.push(() => outside.close())
    const database = /database (bench_[0-9a-f]+)/.exec(service.database.label)?.[1]
    const { receiverOrigin, secret } = await outside.start({
      origin: service.origin,
      token: tenant.token,
      events: [EVENT],
      watchdog: {
        stallSeconds: s.stallSeconds,
        dataDir: service.config.dataDir,
        ...(isPostgres && database ? { postgres: { serverUrl: benchServerUrl()!, database } } : {}),
      },
    })
    say(`receiver at ${receiverOrigin}/hook subscribed to ${EVENT}`)
    const localDatabase = localDatabaseOf(service.database.url)

    const paced = (phase: string, seconds: number) =>
      outside.produce({ phase, mode: 'paced', perSecond: STEADY_RATE, seconds, maxInFlight: 64 })
    const failures: string[] = []
    const checkProduced = (phase: string, produced: Produced) => {
      if (produced.failures > 0)
        failures.push(`${phase}: ${produced.failures} API calls failed, e.g. ${produced.failureSamples.join(' | ')}`)
      return produced
    }
    // `phases` undefined: every event of the run.
    const awaitPhases = (phases: string[] | undefined, timeoutMs: number, label: string, progressEveryMs = 10_000) =>
      outside.awaitReceived({ ...(phases ? { phases } : {}), timeoutMs, progressEveryMs, label })

    // 1. Warm-up at the steady rate (V8 tiering up, pools filling), then the steady phase.
    if (s.warmupSeconds > 0) {
      say(`warm-up: ${STEADY_RATE} events/s for ${s.warmupSeconds} s`)
      checkProduced('warm-up', await paced('warm-up', s.warmupSeconds))
      await awaitPhases(['warm-up'], 120_000, 'warm-up')
    }
    say(`steady: ${STEADY_RATE} events/s for ${s.steadySeconds} s`)
    timing?.reset()
    const steadyCpu = await watchCpu(outside, localDatabase)
    const steady = checkProduced('steady', await paced('steady', s.steadySeconds))
    const steadySpent = await steadyCpu.end()
    // While the API is producing: the wait for the stragglers after it is not in it.
    const steadyPool = timing?.pool()
    const steadyDone = await awaitPhases(['steady'], 120_000, 'steady')
    const steadyLags = await outside.lags(['steady'])
    const steadyQueries = timing?.snapshot()
    const steadyHandBacks = steadyQueries?.find((q) => q.kind === HAND_BACK)?.count ?? 0

    // 2. Flat out: the worker stopped while the API queues the rest of BENCH_WEBHOOK_EVENTS, the
    // baseline posts the same bodies, then the worker drains the queue.
    const producedSoFar = (await outside.lags(['warm-up', 'steady'])).events
    const backlogCount = s.totalEvents - producedSoFar
    if (backlogCount < 1) {
      throw new Error(
        `BENCH_WEBHOOK_EVENTS (${s.totalEvents}) leaves nothing to queue: warm-up and steady produced ${producedSoFar} already`,
      )
    }
    say(`flat out: worker stopped, queueing ${count(backlogCount)} events through the API, ${s.producers} requests in flight`)
    await worker.stop()
    timing?.reset()
    const backlogCpu = await watchCpu(outside, localDatabase)
    const backlog = checkProduced(
      'backlog',
      await outside.produce({ phase: 'backlog', mode: 'flat', count: backlogCount, concurrency: s.producers }),
    )
    const backlogSpent = await backlogCpu.end()
    const backlogQueries = timing?.snapshot()
    const backlogPool = timing?.pool()
    say(`baseline: posting the ${count(backlog.produced)} queued bodies straight to the receiver, ${WORKER_CONCURRENCY} in flight`)
    const baselineAcceptedBefore = (await outside.status()).baselineAccepted
    const baseline = await postBaseline(service, receiverOrigin, secret)
    const baselineAccepted = (await outside.status()).baselineAccepted - baselineAcceptedBefore
    if (baseline.failures > 0) failures.push(`baseline: ${baseline.failures} posts failed, e.g. ${baseline.failureSamples.join(' | ')}`)
    if (baseline.posts !== backlog.produced)
      failures.push(`baseline: ${baseline.posts} pending deliveries found, ${backlog.produced} queued`)

    say(`drain: starting the worker with ${count(backlog.produced)} deliveries queued`)
    const drainCpu = await watchCpu(outside, localDatabase)
    const loop = monitorEventLoopDelay({ resolution: 5 })
    loop.enable()
    timing?.reset()
    const deferralsBefore = bench?.deferrals() ?? 0
    const drainStart = epochNow()
    worker.start()
    const drained = await awaitPhases(['backlog'], 600_000, 'drain', 5000)
    loop.disable()
    const drainSpent = await drainCpu.end()
    const drainQueries = timing?.snapshot()
    const drainPool = timing?.pool()
    const drainDeferrals = (bench?.deferrals() ?? 0) - deferralsBefore
    const drainHttp = await attemptTimes(service, drainStart, drained.lastReceiptAt)
    const drain: Drain = {
      delivered: drained.received,
      ms: drained.lastReceiptAt - drainStart,
      cpu: drainSpent,
      httpMeanMs: drainHttp.mean,
      httpP99Ms: drainHttp.p99,
      recordedMeanMs: drainHttp.recordedMean,
      loopP50Ms: loop.percentile(50) / 1e6,
      loopP99Ms: loop.percentile(99) / 1e6,
    }

    say(`produce and deliver at once: ${count(s.bothEvents)} events, ${s.producers} requests in flight, worker running`)
    const bothCpu = await watchCpu(outside, localDatabase)
    const both = checkProduced(
      'both',
      await outside.produce({ phase: 'both', mode: 'flat', count: s.bothEvents, concurrency: s.producers }),
    )
    const bothDone = await awaitPhases(['both'], 600_000, 'produce and deliver')
    const bothSpent = await bothCpu.end()
    const bothLags = await outside.lags(['both'])

    // 3. Outage: 503s for BENCH_WEBHOOK_OUTAGE_SECONDS while events keep coming, then back.
    say(`outage: the receiver answers 503 for ${s.outageSeconds} s while ${STEADY_RATE} events/s keep coming`)
    const rejectedBefore = (await outside.status()).rejected
    await outside.outage(true)
    const outage = checkProduced('outage', await paced('outage', s.outageSeconds))
    await outside.outage(false)
    const backAt = epochNow()
    const rejected = (await outside.status()).rejected - rejectedBefore
    say('receiver back: waiting for the retries (about 5 s, then about 5 min after a failed attempt)')
    const soon = await awaitPhases(['outage'], 30_000, 'after the outage', 0)
    const everything: Awaited = await awaitPhases(undefined, s.waitMinutes * 60_000, 'after the outage, every event of the run', 15_000)
    const outageDone = await awaitPhases(['outage'], 0, 'outage', 0)
    const final = await outside.status()

    const produced = everything.expected
    const lost = produced - everything.received
    if (final.unverified > 0) failures.push(`${final.unverified} deliveries failed signature verification`)
    if (final.mismatchedIds > 0) failures.push(`${final.mismatchedIds} deliveries carried an event id other than their webhook-id`)
    if (final.unknown > 0) failures.push(`${final.unknown} events received for jobs the API client never saw created`)

    // The report.
    const slots = s.workerConcurrency > 0 ? s.workers * s.workerConcurrency : WORKER_CONCURRENCY
    const out: string[] = []
    out.push(
      `\n${WEBHOOKS}: ${EVENT} events from POST /api/v1/jobs, delivered by the task worker to a receiver that verifies every signature`,
      `database: ${service.database.label}`,
      `outside process (forked): the API client (fetch, keep-alive) and the receiver (node:http, standardwebhooks), one clock for commit and receipt`,
      `commit: the 201 reaching the API client; receipt: a delivery's body read by the receiver; lag = receipt - commit`,
      (s.workerConcurrency > 0
        ? `worker: NOT the app's: ${s.workers} built by the bench, concurrency ${s.workerConcurrency} each, polling every ${s.workerPollMs} ms when idle` +
          `${s.workerOwnPool ? ', on a pool of 16 of their own' : ", on the app's pool"} (BENCH_WEBHOOK_WORKER_CONCURRENCY); settings:`
        : `worker: the app's own (concurrency ${WORKER_CONCURRENCY}, src/services.ts); settings:`) +
        ` warm-up ${s.warmupSeconds} s, steady ${s.steadySeconds} s, ` +
        `${count(s.totalEvents)} events by the end of the flat-out phase, ${count(s.bothEvents)} produced while delivering, outage ${s.outageSeconds} s`,
      `load average after: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
      '',
      producedLine(`steady, ${STEADY_RATE} events/s for ${s.steadySeconds} s`, steady, `${steady.lateSends} sent more than 5 ms late`),
      `  lag, ms: p50 ${fixed(steadyLags.p50Ms)}, p99 ${fixed(steadyLags.p99Ms)}, max ${fixed(steadyLags.maxMs)} ` +
        `(${count(steadyLags.received)} of ${count(steadyLags.events)} delivered; ${steadyLags.beforeCommit} received before their 201; ` +
        `${count(steadyLags.atLeast500Ms)} took 500 ms or more)`,
      `  lag p99 by tenth of the phase, ms: ${steadyLags.p99ByTenth.map((v) => fixed(v)).join(', ')}`,
      ...cpuLines(steadySpent).map((line) => `  ${line}`),
      ...(timing
        ? [`  deliveries put off by the endpoint's cap (hand back, 500 ms) during the steady phase: ${count(steadyHandBacks)}`]
        : []),
      producedLine('flat out, worker stopped', backlog, `${s.producers} requests in flight`),
      ...cpuLines(backlogSpent, { count: backlog.produced, what: 'event created (POST /jobs, worker stopped)' }).map((line) => `  ${line}`),
      `  drain (worker started -> last receipt): ${count(drain.delivered)} of ${count(backlog.produced)} delivered in ${fixed(drain.ms / 1000, 2)} s ` +
        `= ${fixed(perSecond(drain.delivered, drain.ms), 0)} deliveries/s${drained.complete ? '' : ' (INCOMPLETE at the 10 min deadline)'}`,
      ...cpuLines(drain.cpu, { count: drain.delivered, what: 'delivery (drain)' }).map((line) => `  ${line}`),
      `  HTTP per delivery, as the worker timed it (attempt duration_ms): mean ${fixed(drain.httpMeanMs)} ms, p99 ${fixed(drain.httpP99Ms)} ms; ` +
        `each of the ${slots} slots took ${fixed((slots * drain.ms) / Math.max(1, drain.delivered))} ms per delivery`,
      `  from signing to the delivery's row updated: mean ${fixed(drain.recordedMeanMs)} ms, so ` +
        `${fixed((perSecond(drain.delivered, drain.ms) * drain.recordedMeanMs) / 1000)} deliveries at that stage at once on average ` +
        `(Little's law; the handler lets ${MAX_IN_FLIGHT_PER_ENDPOINT} per endpoint in)`,
      `  service event-loop delay: p50 ${fixed(drain.loopP50Ms)} ms, p99 ${fixed(drain.loopP99Ms)} ms`,
      `  baseline, the receiver's raw capacity: the same ${count(baseline.posts)} bodies signed and posted from the service's process with the ` +
        `worker's HTTP client (a new connection each), ${WORKER_CONCURRENCY} in flight, no database: ${fixed(baseline.ms / 1000, 2)} s = ` +
        `${fixed(perSecond(baselineAccepted, baseline.ms), 0)} posts/s (${count(baselineAccepted)} accepted)`,
      `ratio (drain / baseline deliveries/s): ${fixed(perSecond(drain.delivered, drain.ms) / perSecond(baselineAccepted, baseline.ms), 2)}`,
      producedLine('produce and deliver at once, worker running', both, `${s.producers} requests in flight`),
      `  delivered: ${count(bothDone.received)} by ${fixed((bothDone.lastReceiptAt - both.firstSentAt) / 1000, 2)} s after the first request ` +
        `= ${fixed(perSecond(bothDone.received, bothDone.lastReceiptAt - both.firstSentAt), 0)} deliveries/s; ` +
        `lag p50 ${fixed(bothLags.p50Ms)} ms, p99 ${fixed(bothLags.p99Ms)} ms, max ${fixed(bothLags.maxMs)} ms`,
      ...cpuLines(bothSpent).map((line) => `  ${line}`),
      producedLine(`outage, receiver answering 503 for ${s.outageSeconds} s`, outage, `${outage.lateSends} sent more than 5 ms late`),
      `  ${count(rejected)} attempts answered 503; after it came back: ${count(soon.received)} of ${count(soon.expected)} received within 30 s, ` +
        `${count(outageDone.received)} by ${fixed((outageDone.lastReceiptAt - backAt) / 60_000, 2)} min` +
        (everything.complete ? '' : ` (the wait stopped at ${s.waitMinutes} min)`),
      `whole run: ${count(produced)} events produced, ${count(everything.received)} distinct received, lost ${count(lost)}, ` +
        `duplicates ${count(final.duplicates)}, unverified ${count(final.unverified)} (besides: ${final.pings} ping on creating the endpoint)`,
      '',
    )
    const steadyRate = perSecond(steady.produced, steady.spanMs)
    const drainRate = perSecond(drain.delivered, drain.ms)
    const lagMet = steadyLags.received === steadyLags.events && Number(steadyLags.p99Ms.toFixed(1)) < TARGET_LAG_P99_MS
    out.push(
      `deliveries/s flat out >= ${TARGET_DELIVERIES_PER_S} on PostgreSQL: ${verdict(drained.complete && Math.round(drainRate) >= TARGET_DELIVERIES_PER_S, isPostgres)} ` +
        `(drain ${fixed(drainRate, 0)}/s)`,
      `lag p99 < ${TARGET_LAG_P99_MS} ms at ${STEADY_RATE} events/s on PostgreSQL: ${verdict(lagMet, isPostgres)} ` +
        `(p99 ${fixed(steadyLags.p99Ms)} ms at ${fixed(steadyRate)} events/s)`,
      `lost through a ${s.outageSeconds} s receiver outage = 0: ${lost === 0 ? 'met' : 'NOT MET'} (${count(lost)} lost, ${count(final.duplicates)} duplicates)`,
    )
    if (s.workerConcurrency > 0) out.push(`deferred deliveries (endpoint busy) during the drain: ${count(drainDeferrals)}`)
    if (steadyQueries && steadyPool) {
      out.push('', ...profileTable('the steady phase', 'event', steady.produced, steadyQueries, 16), poolLine(steadyPool))
    }
    if (backlogQueries && backlogPool) {
      out.push(
        '',
        ...profileTable('the flat-out phase, worker stopped', 'event created', backlog.produced, backlogQueries, 12),
        poolLine(backlogPool),
      )
    }
    if (drainQueries && drainPool)
      out.push('', ...profileTable('the drain', 'delivery', drain.delivered, drainQueries), poolLine(drainPool))
    console.log(out.join('\n'))
    if (!steadyDone.complete) say(`steady phase: only ${steadyDone.received} of ${steadyDone.expected} received within 2 min`)
    for (const failure of failures) {
      console.error(
        `\n!!!!! INVALID RUN: ${WEBHOOKS}: ${failure}\n!!!!! figures above are not comparable; fix the setup before trusting them`,
      )
    }
    return failures.length === 0 ? 0 : 1
  } finally {
    await closeAll()
    process.off('SIGINT', onInterrupt)
    for (const handler of harnessHandlers) process.on('SIGINT', handler as NodeJS.SignalsListener)
  }
}
