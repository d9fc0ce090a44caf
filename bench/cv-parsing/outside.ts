// The outside of the cv-parsing bench, in a process of its own (forked by scenario.ts): an API
// client that uploads CVs or sends the cheap requests, so that building 10 MB requests and reading
// answers never takes the service's event loop. The bench forks two: one uploads while the other
// sends the cheap requests, so that neither's timing waits on the other's work. Each reads its
// times on its own clock.
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import type { Measured, Probe, ProbeResult, Reply, Request, Throughput, ThroughputResult, UploadDocument } from './protocol.ts'

const EXAMPLES = 5
// A probe sent later than this after its slot, with no cap holding it, counts as late.
const LATE_MS = 10

/** The measured window of a round: answers before `from` are the warm-up, after `to` the tail. */
interface Window {
  from: number
  to: number
}

function windowOf(warmupMs: number, durationMs: number): Window {
  const from = performance.now() + warmupMs
  return { from, to: from + durationMs }
}

/** Collects one kind of request's answers over a round; a latency runs from `since` (the send, or a probe's slot) to the answer read. */
function recorder(window: Window) {
  const measured: Measured = { latenciesMs: [], wrong: 0, errors: 0, examples: [] }
  const example = (text: string) => {
    if (measured.examples.length < EXAMPLES) measured.examples.push(text)
  }
  return {
    measured,
    answered(since: number, problem: string | null) {
      const at = performance.now()
      if (problem !== null) {
        measured.wrong++
        example(problem)
      } else if (at >= window.from && at <= window.to) measured.latenciesMs.push(at - since)
    },
    failed(error: unknown) {
      measured.errors++
      example(String(error))
    },
    done(): Measured {
      measured.latenciesMs.sort((a, b) => a - b)
      return measured
    },
  }
}

/** The request body once per document: a browser's multipart form with the file as its one part. */
function multipart(document: UploadDocument): { body: Blob; contentType: string } {
  const boundary = `----bench-${randomBytes(8).toString('hex')}`
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${document.filename}"\r\nContent-Type: ${document.contentType}\r\n\r\n`
  return {
    // A copy into a plain ArrayBuffer, which is what a Blob takes; once per round.
    body: new Blob([head, new Uint8Array(document.bytes), `\r\n--${boundary}--\r\n`]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

interface ParseAnswer {
  status?: string
  extracted?: { full_name?: string | null } | null
}

/** One upload; answers what was wrong with the answer (null: a 201 with a parsed CV and a name) and the answer itself. */
async function upload(origin: string, token: string, form: ReturnType<typeof multipart>) {
  const res = await fetch(`${origin}/api/v1/cv-parsing`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
    body: form.body,
  })
  const text = await res.text()
  if (res.status !== 201) return { problem: `${res.status} ${text.slice(0, 300)}`, json: null }
  const json = JSON.parse(text) as ParseAnswer
  if (json.status !== 'parsed' || !json.extracted?.full_name) return { problem: `201 but ${text.slice(0, 300)}`, json }
  return { problem: null, json }
}

/** The document posted back to back, `connections` requests in flight, until the window ends. */
async function throughput(r: Throughput): Promise<ThroughputResult> {
  const window = windowOf(r.warmupMs, r.durationMs)
  const record = recorder(window)
  const form = multipart(r.document)
  let sample: unknown = null
  await Promise.all(
    Array.from({ length: r.connections }, async () => {
      while (performance.now() < window.to) {
        const sentAt = performance.now()
        try {
          const { problem, json } = await upload(r.origin, r.token, form)
          record.answered(sentAt, problem)
          if (problem === null) sample ??= json
        } catch (error) {
          record.failed(error)
        }
      }
    }),
  )
  return { ...record.done(), seconds: (window.to - window.from) / 1000, sample }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * GET /auth/me on a fixed schedule, not when the previous one answers: a server that stalls still
 * gets its requests on time. A probe held back because `maxInFlight` are open (the server is
 * stalling) is timed from its slot, as a user arriving then would wait (no coordinated omission);
 * any other is timed from when it went out, so that this process's own timer lateness is not
 * counted as the server's (it is counted in `late`).
 */
async function probe(r: Probe): Promise<ProbeResult> {
  const window = windowOf(r.warmupMs, r.durationMs)
  const record = recorder(window)
  const start = performance.now()
  const headers = { authorization: `Bearer ${r.token}` }
  const open = new Set<Promise<void>>()
  const held = { byOpenCap: 0, late: 0 }
  for (let i = 0; ; i++) {
    const slot = start + (i * 1000) / r.ratePerSecond
    if (slot > window.to) break
    if (slot > performance.now()) await sleep(slot - performance.now())
    const capped = open.size >= r.maxInFlight
    while (open.size >= r.maxInFlight) await Promise.race(open)
    if (capped) held.byOpenCap++
    else if (performance.now() - slot > LATE_MS) held.late++
    const since = capped ? slot : performance.now()
    const request = fetch(`${r.origin}/api/v1/auth/me`, { headers })
      .then(async (res) => {
        const text = await res.text()
        record.answered(since, res.status === 200 ? null : `${res.status} ${text.slice(0, 300)}`)
      })
      .catch((error: unknown) => record.failed(error))
      .finally(() => open.delete(request))
    open.add(request)
  }
  await Promise.all(open)
  return { seconds: (window.to - window.from) / 1000, probes: record.done(), ...held }
}

function send(reply: Reply) {
  process.send!(reply)
}

process.on('message', (request: Request) => {
  const run = request.op === 'throughput' ? throughput(request) : probe(request)
  run.then(
    (value) => send({ kind: 'done', seq: request.seq, value }),
    (error: unknown) => send({ kind: 'failed', seq: request.seq, error: String(error) }),
  )
})
process.on('disconnect', () => process.exit(0))
send({ kind: 'ready' })
