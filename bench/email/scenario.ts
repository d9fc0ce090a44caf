// `npm run bench -- email`: messages queued through the real API (POST /emails) and delivered
// by the real task worker to a local SMTP server; see the "email" section of bench/README.md.
import { fork } from 'node:child_process'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import { benchServerUrl } from '../lib/database.ts'
import { expectJson } from '../lib/http.ts'
import { log } from '../lib/runner.ts'
import { startService, type Service } from '../lib/service.ts'
import { wholeFromEnv } from '../lib/settings.ts'
import { formatCount } from '../lib/stats.ts'
import { provisionTenant } from '../lib/tenants.ts'
import type { Reply, Round, RoundResult } from './protocol.ts'

export const EMAIL = 'email'

// From the issue: at least 200 messages/s on PostgreSQL, from the first request to the last acceptance.
const TARGET_MESSAGES_PER_S = 200
const CHILD = fileURLToPath(new URL('./outside.ts', import.meta.url))

interface Settings {
  messages: number
  warmup: number
  connections: number
  candidates: number
  /** A query string for SMTP_URL: nodemailer's options. */
  smtpOptions: string
  waitMinutes: number
  steadyRate: number
  steadySeconds: number
}

function settings(): Settings {
  return {
    messages: wholeFromEnv('BENCH_EMAIL_MESSAGES', 10_000, 1),
    warmup: wholeFromEnv('BENCH_EMAIL_WARMUP', 500, 0),
    connections: wholeFromEnv('BENCH_EMAIL_CONNECTIONS', 16, 1),
    candidates: wholeFromEnv('BENCH_EMAIL_CANDIDATES', 200, 1),
    smtpOptions: (process.env.BENCH_EMAIL_SMTP_OPTIONS ?? '').trim(),
    waitMinutes: wholeFromEnv('BENCH_EMAIL_WAIT_MINUTES', 10, 1),
    steadyRate: wholeFromEnv('BENCH_EMAIL_STEADY_RATE', 100, 1),
    steadySeconds: wholeFromEnv('BENCH_EMAIL_STEADY_SECONDS', 20, 1),
  }
}

/** Nearest rank, as the other scenarios report percentiles. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

/** The outside process: the API client and the SMTP server, off the service's event loop. */
async function startOutside() {
  const child = fork(CHILD, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const pending = new Map<number, { resolve: (value: RoundResult) => void; reject: (error: Error) => void }>()
  let seq = 0
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      for (const { reject } of pending.values()) reject(new Error(`the outside process exited (code ${code})`))
      resolve()
    }),
  )
  const smtpUrl = await new Promise<string>((resolve, reject) => {
    child.on('message', (reply: Reply) => {
      if (reply.kind === 'ready') return resolve(reply.smtpUrl)
      const waiter = pending.get(reply.seq)
      pending.delete(reply.seq)
      if (reply.kind === 'done') waiter?.resolve(reply.value)
      else waiter?.reject(new Error(`outside process: ${reply.error}`))
    })
    child.once('exit', () => reject(new Error('the outside process exited before it was ready')))
  })
  return {
    smtpUrl,
    round(request: Omit<Round, 'seq'>) {
      return new Promise<RoundResult>((resolve, reject) => {
        const id = ++seq
        pending.set(id, { resolve, reject })
        child.send({ ...request, seq: id })
      })
    },
    async close() {
      if (child.connected) child.disconnect()
      await exited
    },
  }
}

export async function runEmail(): Promise<number> {
  const s = settings()
  const outside = await startOutside()
  // The service's default is a pool of 5 connections; BENCH_EMAIL_SMTP_OPTIONS sets others (`pool=false`: a connection per message).
  const smtpUrl = s.smtpOptions ? `${outside.smtpUrl}?${s.smtpOptions}` : outside.smtpUrl
  let service: Service | undefined
  try {
    service = await startService({ SMTP_URL: smtpUrl, MAIL_FROM: 'Bench <bench@example.com>', PUBLIC_BASE_URL: 'https://bench.example' })
    const tenant = await provisionTenant(service)
    log(`email: seeding ${s.candidates} candidates`)
    const candidateIds: string[] = []
    for (let i = 0; i < s.candidates; i++) {
      const res = await expectJson(201, 'POST', `${service.origin}/api/v1/candidates`, {
        token: tenant.token,
        body: { full_name: `Bench Candidate ${i}`, email: `candidate-${i}@bench.example` },
      })
      candidateIds.push((res.json as { id: string }).id)
    }
    const common = {
      origin: service.origin,
      token: tenant.token,
      candidateIds,
      connections: s.connections,
      timeoutMs: s.waitMinutes * 60_000,
    }

    log(`email: warming up with ${s.warmup} messages`)
    const warm = await outside.round({ ...common, from: 0, count: s.warmup })
    if (warm.failures.length > 0) throw new Error(`warm-up: ${warm.failures.length} requests failed: ${warm.failures[0]}`)

    log(`email: measuring ${formatCount(s.messages)} messages, ${s.connections} requests in flight`)
    const cpuBefore = process.cpuUsage()
    const wallBefore = performance.now()
    const run = await outside.round({ ...common, from: s.warmup, count: s.messages })
    const cpu = process.cpuUsage(cpuBefore)
    const serviceCpu = ((cpu.user + cpu.system) / 1000 / (performance.now() - wallBefore)) * 100
    const flat = summarize(run)
    // After the last request the worker has the machine to itself: its own pace.
    const drained = run.acceptedAt.filter((t) => t !== null && t > run.lastPostAt).length
    const drainSeconds = (flat.lastAccepted - run.lastPostAt) / 1000
    const outsideCpu = (run.cpuMs / (flat.lastAccepted - run.firstAt)) * 100

    const steadyCount = s.steadyRate * s.steadySeconds
    log(`email: ${formatCount(steadyCount)} more at ${s.steadyRate}/s, for the lag below capacity`)
    const steadyRun = await outside.round({ ...common, from: s.warmup + s.messages, count: steadyCount, ratePerSecond: s.steadyRate })
    const steady = summarize(steadyRun)

    const { rows } = await sql<{ status: string; n: string }>`
      SELECT status, count(*) AS n FROM email_messages WHERE tenant_id = ${tenant.id} GROUP BY status ORDER BY status`.execute(
      service.database.db,
    )
    const postgres = Boolean(benchServerUrl())
    const ok =
      flat.delivered === s.messages &&
      steady.delivered === steadyCount &&
      run.failures.length + steadyRun.failures.length === 0 &&
      steadyRun.duplicates === 0 &&
      steadyRun.unreadable === 0
    const line = (phase: string, r: RoundResult, m: ReturnType<typeof summarize>) =>
      `| ${phase} | ${formatCount(r.queuedAt.length)} | ${formatCount(m.delivered)} | ${m.seconds.toFixed(1)} | ${m.rate.toFixed(0)} | ` +
      `${m.apiRate.toFixed(0)} | ${percentile(m.lags, 50).toFixed(0)} | ${percentile(m.lags, 99).toFixed(0)} | ` +
      `${percentile(m.lags, 100).toFixed(0)} | ${r.failures.length} |`

    console.log(
      [
        `\n${EMAIL}: messages queued through POST /emails (subject and HTML with placeholders, rendered per candidate) and delivered by the task worker`,
        `database: ${service.database.label}`,
        `smtp: ${s.smtpOptions ? `SMTP_URL options ?${s.smtpOptions}` : 'the default pool of 5 kept-open connections'} to smtp-server ` +
          `in a child process, which also sends the requests (${s.connections} in flight); ${s.candidates} candidates; ` +
          `${s.warmup} messages of warm-up not counted`,
        `load average after: ${loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}`,
        `CPU during the flat-out phase, % of one core: service process ${serviceCpu.toFixed(0)}%, outside process ${outsideCpu.toFixed(0)}%`,
        '',
        '| phase | messages | delivered | seconds | messages/s | API 202/s | lag p50 ms | lag p99 ms | lag max ms | non-202 |',
        '|---|---|---|---|---|---|---|---|---|---|',
        line('flat out', run, flat),
        line(`${s.steadyRate}/s`, steadyRun, steady),
        '',
        `flat out, after the last 202: ${formatCount(drained)} messages delivered in ${drainSeconds.toFixed(1)} s ` +
          `(${(drained / drainSeconds).toFixed(0)}/s, the worker alone)`,
        `message rows by status: ${rows.map((r) => `${r.status} ${formatCount(Number(r.n))}`).join(', ')}; ` +
          `received twice: ${steadyRun.duplicates}`,
        'messages/s: delivered over the time from the first request to the last acceptance; ' +
          "lag: from the 202 answering POST /emails to the SMTP server's 250 after DATA",
        `target (PostgreSQL): >= ${TARGET_MESSAGES_PER_S} messages/s flat out: ` +
          `${postgres ? (flat.rate >= TARGET_MESSAGES_PER_S ? 'met' : 'NOT MET') : 'not applicable on PGlite'}`,
      ].join('\n'),
    )
    for (const failure of [...run.failures, ...steadyRun.failures].slice(0, 5)) console.error(`failed request: ${failure}`)
    if (!ok) console.error('\n!!!!! INVALID RUN: not every message was queued and delivered exactly once')
    return ok ? 0 : 1
  } finally {
    await service?.close()
    await outside.close()
  }
}

/** Delivery rate and lags of one round, in its own clock. */
function summarize(run: RoundResult) {
  const lags: number[] = []
  let lastAccepted = 0
  let delivered = 0
  run.acceptedAt.forEach((accepted, i) => {
    if (accepted === null) return
    delivered++
    lastAccepted = Math.max(lastAccepted, accepted)
    const queued = run.queuedAt[i]
    if (queued !== null && queued !== undefined) lags.push(accepted - queued)
  })
  lags.sort((a, b) => a - b)
  const seconds = (lastAccepted - run.firstAt) / 1000
  const queued = run.queuedAt.filter((t) => t !== null).length
  return { lags, lastAccepted, delivered, seconds, rate: delivered / seconds, apiRate: queued / ((run.lastPostAt - run.firstAt) / 1000) }
}
