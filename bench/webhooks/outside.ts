// The outside world of the webhooks bench, in a process of its own (forked by outside-client.ts):
// the API client that creates jobs (each a `job.created` event) and the receiver the service
// delivers them to, as a customer's system would be. Commit and receipt times are read here, on
// one clock, and neither the client's requests nor the receiver's signature checks take turns
// with the service's event loop.
import { rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { Webhook } from 'standardwebhooks'
import {
  epochNow,
  type Await,
  type Awaited,
  type Command,
  type LagSummary,
  type Message,
  type Produce,
  type Produced,
  type ReceiverStatus,
  type Request,
  type Start,
  type Started,
  type Watchdog,
} from './protocol.ts'

/** Nearest-rank percentile of ascending values. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

const send = (message: Message) => process.send!(message)
const log = (message: string) => send({ kind: 'log', message })

// ---- what was produced and what was received --------------------------------------------

interface Phase {
  /** 201s. */
  expected: number
  /** Of those, received (first receipt of their event). */
  received: number
  firstReceiptAt: number
  lastReceiptAt: number
}

const phases = new Map<string, Phase>()
/** job id → the phase it was created in and when its 201 arrived. */
const commits = new Map<string, { phase: string; commitAt: number }>()
/** job id → first receipt of its `job.created` event (it may come before the 201 does). */
const receipts = new Map<string, number>()
const seenEvents = new Set<string>()

const status: Omit<ReceiverStatus, 'unknown' | 'cpuMs' | 'distinct'> = {
  hookRequests: 0,
  duplicates: 0,
  unverified: 0,
  rejected: 0,
  pings: 0,
  mismatchedIds: 0,
  baselineAccepted: 0,
}

function phaseOf(name: string): Phase {
  let phase = phases.get(name)
  if (!phase) {
    phase = { expected: 0, received: 0, firstReceiptAt: Number.NaN, lastReceiptAt: Number.NaN }
    phases.set(name, phase)
  }
  return phase
}

/** Counts a job's event in its phase once both its commit and its receipt are known. */
function matched(jobId: string) {
  const commit = commits.get(jobId)
  const at = receipts.get(jobId)
  if (!commit || at === undefined) return
  const phase = phaseOf(commit.phase)
  phase.received++
  if (!(phase.firstReceiptAt <= at)) phase.firstReceiptAt = at
  if (!(phase.lastReceiptAt >= at)) phase.lastReceiptAt = at
}

// ---- the receiver --------------------------------------------------------------------------

let verifier: Webhook | undefined
/** Requests that came before the secret did (the creation ping can beat the 201 of POST /webhooks). */
let waiting: Array<() => void> = []
let outage = false

function answer(res: http.ServerResponse, code: number) {
  res.writeHead(code, { 'content-length': '0' })
  res.end()
}

function accept(req: http.IncomingMessage, res: http.ServerResponse, body: string, at: number) {
  const baseline = req.url === '/baseline'
  if (!baseline) status.hookRequests++
  try {
    verifier!.verify(body, req.headers as Record<string, string>)
  } catch {
    status.unverified++
    answer(res, 401)
    return
  }
  if (baseline) {
    status.baselineAccepted++
    answer(res, 204)
    return
  }
  if (outage) {
    status.rejected++
    answer(res, 503)
    return
  }
  const eventId = String(req.headers['webhook-id'])
  if (seenEvents.has(eventId)) {
    status.duplicates++
    answer(res, 204)
    return
  }
  seenEvents.add(eventId)
  const event = JSON.parse(body) as { id: string; type: string; data: { id?: string } }
  if (event.id !== eventId) status.mismatchedIds++
  if (event.type === 'ping') status.pings++
  else if (event.data.id !== undefined) {
    receipts.set(event.data.id, at)
    matched(event.data.id)
  }
  answer(res, 204)
}

const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (chunk: Buffer) => chunks.push(chunk))
  req.on('end', () => {
    // Receipt: the whole body is in.
    const at = epochNow()
    const body = Buffer.concat(chunks).toString('utf8')
    if (verifier) accept(req, res, body, at)
    else waiting.push(() => accept(req, res, body, at))
  })
})

/** fetch's own message ("fetch failed") says nothing; the socket's error is its cause. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `${error.message}${cause}`
}

// ---- the API client --------------------------------------------------------------------------

let api: { origin: string; token: string } | undefined
let jobCounter = 0

async function postJson(path: string, body: unknown): Promise<{ status: number; text: string }> {
  const res = await fetch(`${api!.origin}/api/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api!.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, text: await res.text() }
}

// ---- the watchdog ------------------------------------------------------------------------------

let lastAlive = epochNow()

function watch(watchdog: Watchdog) {
  const timer = setInterval(() => {
    const silentMs = epochNow() - lastAlive
    if (silentMs < watchdog.stallSeconds * 1000) return
    clearInterval(timer)
    void bail(watchdog, silentMs)
  }, 1000)
}

/** The bench process is stuck for good: nothing it could close will be closed unless done here. */
let bailing = false

async function bail(watchdog: Watchdog, silentMs: number) {
  bailing = true
  process.stderr.write(
    `\n!!!!! webhooks: the bench process (the service) has not run its event loop for ${(silentMs / 1000).toFixed(0)} s: ` +
      `something holds it (on embedded PGlite, a query that never ends; see bench/README.md, webhooks).\n` +
      `!!!!! killing it (pid ${process.ppid}), removing ${watchdog.dataDir}` +
      `${watchdog.postgres ? ` and dropping database ${watchdog.postgres.database}` : ''}; no figures from this run\n`,
  )
  try {
    process.kill(process.ppid, 'SIGKILL')
  } catch {
    // Gone already.
  }
  rmSync(watchdog.dataDir, { recursive: true, force: true })
  if (watchdog.postgres) {
    const client = new pg.Client({ connectionString: watchdog.postgres.serverUrl })
    try {
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${watchdog.postgres.database} WITH (FORCE)`)
    } catch (error) {
      process.stderr.write(`!!!!! could not drop ${watchdog.postgres.database}: ${describe(error)}\n`)
    } finally {
      await client.end().catch(() => {})
    }
  }
  process.exit(1)
}

async function start({ origin, token, events, watchdog }: Start): Promise<Started> {
  watch(watchdog)
  api = { origin, token }
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const receiverOrigin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
  const created = await postJson('/webhooks', { url: `${receiverOrigin}/hook`, events, description: 'webhooks bench receiver' })
  if (created.status !== 201) throw new Error(`POST /webhooks answered ${created.status}: ${created.text.slice(0, 500)}`)
  const { id, secret } = JSON.parse(created.text) as { id: string; secret: string }
  verifier = new Webhook(secret)
  for (const run of waiting.splice(0)) run()
  waiting = []
  return { receiverOrigin, webhookId: id, secret }
}

async function produce(command: Produce): Promise<Produced> {
  const phase = phaseOf(command.phase)
  const apiTimes: number[] = []
  const failureSamples: string[] = []
  let failures = 0
  let lastCommitAt = Number.NaN
  const firstSentAt = epochNow()

  const createOne = async () => {
    const sent = epochNow()
    const title = `Webhook bench ${command.phase} ${++jobCounter}`
    try {
      const { status: code, text } = await postJson('/jobs', { title })
      const commitAt = epochNow()
      if (code !== 201) {
        failures++
        if (failureSamples.length < 5) failureSamples.push(`HTTP ${code}: ${text.slice(0, 300)}`)
        return
      }
      const { id } = JSON.parse(text) as { id: string }
      apiTimes.push(commitAt - sent)
      lastCommitAt = commitAt
      commits.set(id, { phase: command.phase, commitAt })
      phase.expected++
      matched(id)
    } catch (error) {
      failures++
      if (failureSamples.length < 5) failureSamples.push(describe(error))
    }
  }

  let lateSends = 0
  let maxLateMs = 0
  if (command.mode === 'flat') {
    let next = 0
    const loop = async () => {
      while (next < command.count) {
        next++
        await createOne()
      }
    }
    await Promise.all(Array.from({ length: Math.min(command.concurrency, command.count) }, loop))
  } else {
    const interval = 1000 / command.perSecond
    const total = Math.round(command.perSecond * command.seconds)
    const open = new Set<Promise<void>>()
    for (let i = 0; i < total; i++) {
      const due = firstSentAt + i * interval
      const wait = due - epochNow()
      if (wait > 0) await sleep(wait)
      while (open.size >= command.maxInFlight) await Promise.race(open)
      const late = epochNow() - due
      if (late > 5) lateSends++
      maxLateMs = Math.max(maxLateMs, late)
      const request: Promise<void> = createOne().finally(() => open.delete(request))
      open.add(request)
    }
    await Promise.all(open)
  }
  apiTimes.sort((a, b) => a - b)
  return {
    produced: apiTimes.length,
    failures,
    failureSamples,
    spanMs: epochNow() - firstSentAt,
    firstSentAt,
    lastCommitAt,
    apiP50Ms: percentile(apiTimes, 50),
    apiP99Ms: percentile(apiTimes, 99),
    lateSends,
    maxLateMs,
  }
}

async function awaitReceived(command: Await): Promise<Awaited> {
  const names = command.phases ?? [...phases.keys()]
  const deadline = epochNow() + command.timeoutMs
  let nextProgress = epochNow() + command.progressEveryMs
  const started = epochNow()
  for (;;) {
    const selected = names.map(phaseOf)
    const expected = selected.reduce((n, p) => n + p.expected, 0)
    const received = selected.reduce((n, p) => n + p.received, 0)
    const complete = received >= expected
    if (complete || epochNow() >= deadline) {
      const firsts = selected.map((p) => p.firstReceiptAt).filter((t) => !Number.isNaN(t))
      const lasts = selected.map((p) => p.lastReceiptAt).filter((t) => !Number.isNaN(t))
      return {
        complete,
        expected,
        received,
        firstReceiptAt: firsts.length ? Math.min(...firsts) : Number.NaN,
        lastReceiptAt: lasts.length ? Math.max(...lasts) : Number.NaN,
      }
    }
    if (command.progressEveryMs > 0 && epochNow() >= nextProgress) {
      nextProgress += command.progressEveryMs
      log(
        `${command.label}: ${received.toLocaleString('en-US')} of ${expected.toLocaleString('en-US')} received ` +
          `(${((epochNow() - started) / 1000).toFixed(0)} s waiting, ${status.rejected.toLocaleString('en-US')} answered 503 so far)`,
      )
    }
    await sleep(20)
  }
}

function lags(names: string[]): LagSummary {
  const chosen = new Set(names)
  const byCommit: Array<{ commitAt: number; lag: number | undefined }> = []
  for (const [jobId, { phase, commitAt }] of commits) {
    if (!chosen.has(phase)) continue
    const at = receipts.get(jobId)
    byCommit.push({ commitAt, lag: at === undefined ? undefined : at - commitAt })
  }
  const received = (rows: typeof byCommit) => rows.flatMap((row) => (row.lag === undefined ? [] : [row.lag])).sort((a, b) => a - b)
  const values = received(byCommit)
  byCommit.sort((a, b) => a.commitAt - b.commitAt)
  const tenths = Array.from({ length: 10 }, (_, i) =>
    percentile(received(byCommit.slice(Math.floor((i * byCommit.length) / 10), Math.floor(((i + 1) * byCommit.length) / 10))), 99),
  )
  return {
    events: byCommit.length,
    received: values.length,
    p50Ms: percentile(values, 50),
    p99Ms: percentile(values, 99),
    maxMs: values.length ? values[values.length - 1]! : Number.NaN,
    minMs: values.length ? values[0]! : Number.NaN,
    beforeCommit: values.filter((lag) => lag < 0).length,
    atLeast500Ms: values.filter((lag) => lag >= 500).length,
    p99ByTenth: tenths,
  }
}

function receiverStatus(): ReceiverStatus {
  let unknown = 0
  for (const jobId of receipts.keys()) if (!commits.has(jobId)) unknown++
  const cpu = process.cpuUsage()
  return { ...status, distinct: seenEvents.size, unknown, cpuMs: (cpu.user + cpu.system) / 1000 }
}

async function run(command: Command): Promise<unknown> {
  switch (command.op) {
    case 'start':
      return start(command)
    case 'outage':
      outage = command.on
      return null
    case 'produce':
      return produce(command)
    case 'await':
      return awaitReceived(command)
    case 'lags':
      return lags(command.phases)
    case 'status':
      return receiverStatus()
  }
}

// The parent disconnects when it is done; a parent that is gone (interrupted, crashed) must not
// leave this process listening either.
process.once('disconnect', () => {
  if (!bailing) process.exit(0)
})

process.on('message', (request: Request) => {
  if (request.op === 'alive') {
    lastAlive = epochNow()
    return
  }
  run(request).then(
    (value) => send({ kind: 'reply', seq: request.seq, ok: true, value }),
    (error: unknown) =>
      send({ kind: 'reply', seq: request.seq, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  )
})
