// `npm run bench -- cv-parsing`: CVs parsed through POST /cv-parsing, against the same parse
// without HTTP, and cheap requests beside a 10 MB parse; see "cv-parsing" in bench/README.md.
import { availableParallelism, loadavg } from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { isDeepStrictEqual } from 'node:util'
import { parseCv, type CvReader } from '../../src/modules/cv-parsing/parsing.ts'
import { log } from '../lib/runner.ts'
import { startService, type Service } from '../lib/service.ts'
import { wholeFromEnv } from '../lib/settings.ts'
import { provisionTenant } from '../lib/tenants.ts'
import { parseDirectly } from './direct.ts'
import { buildDocuments, type BenchDocument } from './documents.ts'
import { startOutside, type Outside } from './outside-client.ts'
import {
  kilobytes,
  probeRatio,
  probeTable,
  problemsOf,
  throughputRatio,
  throughputTable,
  type ProbeRow,
  type ThroughputRow,
} from './report.ts'

export const CV_PARSING = 'cv-parsing'

interface Settings {
  warmupMs: number
  durationMs: number
  connections: number
  probeRate: number
  probeMaxInFlight: number
  bigConnections: number
}

function settings(): Settings {
  return {
    warmupMs: wholeFromEnv('BENCH_WARMUP', 5, 0) * 1000,
    durationMs: wholeFromEnv('BENCH_DURATION', 10, 1) * 1000,
    connections: wholeFromEnv('BENCH_CV_CONNECTIONS', 4, 1),
    probeRate: wholeFromEnv('BENCH_CV_PROBE_RATE', 200, 1),
    probeMaxInFlight: wholeFromEnv('BENCH_CV_PROBE_MAX_IN_FLIGHT', 64, 1),
    bigConnections: wholeFromEnv('BENCH_CV_BIG_CONNECTIONS', 1, 1),
  }
}

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

/** A value with its objects' keys in order: the API's answer went through a JSON column, which may reorder them. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, inner]) => [key, canonical(inner)]),
  )
}

/** What one direct read and parse of a document gives, to print and to check the documents are what they claim. */
async function describe(reader: CvReader, document: BenchDocument) {
  const read = await reader.read(document.bytes)
  const outcome = await parseCv(reader, document.bytes, new Date())
  if (outcome.status !== 'parsed') throw new Error(`${document.name}: the service could not read it: ${outcome.reason}, ${outcome.detail}`)
  const e = outcome.extracted
  return {
    pages: read.pages,
    line:
      `  ${document.name.padEnd(8)} ${kilobytes(document.bytes.length).padStart(9)}  ${document.description}; ${read.pages} page(s), ` +
      `${read.lines.length} lines, ${outcome.rawTextLength} characters; found: ${e.full_name}, ${e.email}, ${e.phone}, ` +
      `${e.skills.length} skills, ${e.education.length} schools, ${e.total_experience_years} years, ` +
      `now ${e.current_job_title} at ${e.current_company}`,
  }
}

/** The two outside processes: `client` uploads in the throughput phase and sends the probes; `uploader` posts the 10 MB file beside them. */
interface Outsides {
  client: Outside
  uploader: Outside
}

/**
 * One round of the cheap requests, with, when `big` is given, that document posted back to back
 * from the other outside process, and the service process's event-loop delay over the measured
 * window. Both processes are asked at once and start their windows on receipt; this process times
 * its own from the asking, and their answers come after their windows and the requests still
 * open, so the windows match to a few milliseconds.
 */
async function probeRound(outsides: Outsides, service: Service, token: string, s: Settings, big?: BenchDocument): Promise<ProbeRow> {
  const delay = monitorEventLoopDelay({ resolution: 5 })
  const start = setTimeout(() => delay.enable(), s.warmupMs)
  const stop = setTimeout(() => delay.disable(), s.warmupMs + s.durationMs)
  const timing = { origin: service.origin, token, warmupMs: s.warmupMs, durationMs: s.durationMs }
  try {
    const [result, uploads] = await Promise.all([
      outsides.client.probe({ ...timing, ratePerSecond: s.probeRate, maxInFlight: s.probeMaxInFlight }),
      big ? outsides.uploader.throughput({ ...timing, document: big, connections: s.bigConnections }) : null,
    ])
    delay.disable()
    return {
      round: big ? `with ${big.name} posted, ${s.bigConnections} in flight` : 'alone',
      result,
      big: uploads,
      loopDelay: { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 },
    }
  } finally {
    clearTimeout(start)
    clearTimeout(stop)
    delay.disable()
  }
}

export async function runCvParsing(): Promise<number> {
  const s = settings()
  const loadBefore = loadAverage()
  log(`${CV_PARSING}: building the documents`)
  const builtAt = performance.now()
  const documents = await buildDocuments()
  const buildSeconds = (performance.now() - builtAt) / 1000
  const started = await Promise.allSettled([startOutside(), startOutside()])
  const running = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []))
  let service: Service | undefined
  try {
    const [client, uploader] = started.map((outcome) => {
      if (outcome.status === 'rejected') throw outcome.reason
      return outcome.value
    })
    const outsides: Outsides = { client: client!, uploader: uploader! }
    log(`${CV_PARSING}: starting the service on a fresh database`)
    service = await startService()
    const tenant = await provisionTenant(service)
    // The app's own reader: its pool, with the defaults src/services.ts builds it with.
    const reader = service.app.services.cvReader
    const described = {
      pdf: await describe(reader, documents.pdf),
      docx: await describe(reader, documents.docx),
      big: await describe(reader, documents.big),
    }
    if (described.pdf.pages !== 2) throw new Error(`the PDF CV should run over two pages, it has ${described.pdf.pages}`)

    const problems: string[] = []
    const throughputRows: ThroughputRow[] = []
    const ratios: string[] = []
    for (const document of [documents.pdf, documents.docx]) {
      const load = { connections: s.connections, warmupMs: s.warmupMs, durationMs: s.durationMs }
      log(
        `${CV_PARSING}: ${document.name} through the API, ${s.connections} in flight, ${s.warmupMs / 1000} s warm-up + ${s.durationMs / 1000} s`,
      )
      const api = await outsides.client.throughput({ origin: service.origin, token: tenant.token, document, ...load })
      log(
        `${CV_PARSING}: ${document.name} parsed directly, ${s.connections} in flight, ${s.warmupMs / 1000} s warm-up + ${s.durationMs / 1000} s`,
      )
      const direct = await parseDirectly(reader, document.bytes, load)
      const common = { document: document.name, size: document.bytes.length, connections: s.connections }
      throughputRows.push({ ...common, side: 'API', result: api }, { ...common, side: 'direct', result: direct })
      ratios.push(throughputRatio(document.name, api, direct))
      for (const problem of [problemsOf(`${document.name} API`, api), problemsOf(`${document.name} direct`, direct)]) {
        if (problem) problems.push(problem)
      }
      const apiExtracted = (api.sample as { extracted?: unknown } | null)?.extracted
      // Same bytes, same pipeline: a difference would mean the baseline does other work than the service.
      if (apiExtracted !== undefined && !isDeepStrictEqual(canonical(apiExtracted), canonical(direct.sample))) {
        problems.push(`${document.name}: the API's extracted fields differ from the direct parse's: ${JSON.stringify(apiExtracted)}`)
      }
    }

    log(`${CV_PARSING}: GET /auth/me at ${s.probeRate}/s alone, ${s.warmupMs / 1000} s warm-up + ${s.durationMs / 1000} s`)
    const alone = await probeRound(outsides, service, tenant.token, s)
    log(`${CV_PARSING}: GET /auth/me at ${s.probeRate}/s while ${documents.big.name} is posted, ${s.bigConnections} in flight`)
    const withParse = await probeRound(outsides, service, tenant.token, s, documents.big)
    for (const [label, round] of [
      ['GET /auth/me alone', alone.result.probes],
      ['GET /auth/me beside the parse', withParse.result.probes],
      [`${documents.big.name} uploads`, withParse.big!],
    ] as const) {
      const problem = problemsOf(label, round)
      if (problem) problems.push(problem)
    }
    const probeRows: ProbeRow[] = [alone, withParse]

    console.log(
      [
        `\n${CV_PARSING}: CVs parsed through POST /api/v1/cv-parsing, against the same parse without HTTP; GET /api/v1/auth/me beside a 10 MB parse`,
        `database: ${service.database.label}`,
        `machine: ${availableParallelism()} cores; load average before ${loadBefore}, after ${loadAverage()}`,
        `processes: the service in this process (the reading pool's threads included); the API clients in two forked children, one posting the 10 MB file in phase 2`,
        `documents (built in ${buildSeconds.toFixed(1)} s, each read and parsed once here before loading):`,
        described.pdf.line,
        described.docx.line,
        described.big.line,
        '',
        `throughput: ${s.connections} requests (or direct parses) in flight, ${s.warmupMs / 1000} s warm-up + ${s.durationMs / 1000} s measured per row`,
        throughputTable(throughputRows),
        ...ratios,
        '',
        `beside a 10 MB parse: GET /api/v1/auth/me every ${(1000 / s.probeRate).toFixed(1)} ms on a fixed schedule (at most ${s.probeMaxInFlight} open: ` +
          'a probe held by that cap is timed from its slot, any other from its send), ' +
          `${s.warmupMs / 1000} s warm-up + ${s.durationMs / 1000} s measured per round`,
        probeTable(probeRows, documents.big.name),
        probeRatio(alone.result, withParse.result),
        "event-loop delay: the service process's main thread, over the measured window (monitorEventLoopDelay, 5 ms resolution)",
      ].join('\n'),
    )
    for (const problem of problems) console.error(`\n!!!!! INVALID RUN: ${problem}`)
    if (problems.length > 0) console.error('!!!!! figures above are not comparable; fix the setup before trusting them')
    return problems.length === 0 ? 0 : 1
  } finally {
    await service?.close()
    await Promise.all(running.map((outside) => outside.close()))
  }
}
