import type { CompiledQuery } from 'kysely'
import type { Database } from '../../src/db/database.ts'
import type { TableQuery } from '../../src/modules/data-api/data-tables.schemas.ts'
import { PageEndCache, readTablePage } from '../../src/modules/data-api/paging.ts'
import { applicationsTable } from '../../src/modules/data-api/tables/applications.ts'
import { independentCount, seedApplications, type SeededApplications } from '../lib/applications-seed.ts'
import { capturedQueries, explainAnalyze, timeQuery } from '../lib/explain.ts'
import { expectJson } from '../lib/http.ts'
import type { Scenario } from '../lib/scenario.ts'
import { formatCount, median } from '../lib/stats.ts'
import { wholeFromEnv } from '../lib/settings.ts'
import { provisionTenant } from '../lib/tenants.ts'

const APPLICATIONS = 1_000_000
// On embedded PGlite (one thread, WebAssembly) seeding 100,000 took 54-78 s, so the full size
// would pass 10 minutes on seeding alone; the smaller default is printed with every figure.
const PGLITE_APPLICATIONS = 100_000
// A few hundred jobs; coprime with the seeding's job stride.
const JOBS = 300
const PAGE_SIZE = 100
const REPORTED_PAGES = [1, 100, 1_000, 10_000]
const DEEP_PAGE = 10_000
// Requests of a reported page right after the walk reached it; with the walk's own, the median of five.
const REPEATS = 4
// Pages walked with a key of their own before the measured walk: the first requests of a cold
// process (V8 compiling the route, the serializer, the driver) are not what an export costs.
const WARMUP_PAGES = 100
const JUMPS = 3
// From the issue: page 10,000 may cost at most twice what page 1 does.
const RATIO_TARGET = 2
const SEED_CHUNK = 25_000

interface DataPage {
  items: Array<{ id: string; applied_date: string | null; created_at: string }>
  total: number
  page: number
  page_size: number
  total_pages: number
  meta: { from: string; to: string }
}

interface Fetched {
  ms: number
  body: DataPage
}

/** Nearest rank, like the load table's percentiles. */
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!
}
const ms = (value: number) => value.toFixed(2)
const count = formatCount

/** One page as an exporter reads it: the time is from sending the request to the last byte of the body. */
async function fetchPage(origin: string, key: string, page: number): Promise<Fetched> {
  const url = `${origin}/api/v1/data/applications?page_size=${PAGE_SIZE}&page=${page}`
  const started = performance.now()
  const res = await fetch(url, { headers: { authorization: `Bearer ${key}` } })
  const text = await res.text()
  const elapsed = performance.now() - started
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 500)}`)
  return { ms: elapsed, body: JSON.parse(text) as DataPage }
}

async function createKey(api: string, token: string, name: string): Promise<string> {
  const created = await expectJson(201, 'POST', `${api}/settings/api-keys`, { token, body: { name } })
  return (created.json as { key: string }).key
}

const idsOf = (page: DataPage) => page.items.map((item) => item.id).join(',')

interface Walk {
  total: number
  pages: number
  rows: number
  from: string
  to: string
  /** Each page's own request, in walk order. */
  latencies: number[]
  /** Reported page → the walk's request and the repeats right after it. */
  samples: Map<number, number[]>
  /** Reported page → its ids, to compare the jump's answer with. */
  idsAt: Map<number, string>
  /** The walk's wall clock without the repeats: requests, parsing and checks. */
  seconds: number
}

/**
 * Pages 1 … total_pages in sequence, one request at a time. Checks as it goes that every page
 * carries the same total, that each row's (time axis, id) is strictly after the previous row's
 * (the contract's order, and so no row twice), and at the end that the rows add up to the total.
 */
async function walk(origin: string, key: string, log: (message: string) => void): Promise<Walk> {
  const latencies: number[] = []
  const samples = new Map<number, number[]>()
  const idsAt = new Map<number, string>()
  let previous: { axis: string; id: string } | undefined
  let rows = 0
  let first: DataPage | undefined
  let pausedMs = 0
  const started = performance.now()
  for (let page = 1; ; page++) {
    const { ms: elapsed, body } = await fetchPage(origin, key, page)
    latencies.push(elapsed)
    first ??= body
    if (body.total !== first.total || body.page !== page || body.page_size !== PAGE_SIZE) {
      throw new Error(`page ${page}: total ${body.total}, page ${body.page}, page_size ${body.page_size}; page 1 said total ${first.total}`)
    }
    const expectedRows = page < body.total_pages ? PAGE_SIZE : body.total - (body.total_pages - 1) * PAGE_SIZE
    if (body.total > 0 && body.items.length !== expectedRows)
      throw new Error(`page ${page} of ${body.total_pages} has ${body.items.length} rows`)
    for (const item of body.items) {
      const axis = item.applied_date ?? item.created_at
      if (previous && !(axis > previous.axis || (axis === previous.axis && item.id > previous.id))) {
        throw new Error(`page ${page}: row ${item.id} (${axis}) does not come after row ${previous.id} (${previous.axis})`)
      }
      previous = { axis, id: item.id }
    }
    rows += body.items.length
    if (REPORTED_PAGES.includes(page)) {
      const began = performance.now()
      const times = [elapsed]
      for (let i = 0; i < REPEATS; i++) {
        const again = await fetchPage(origin, key, page)
        if (idsOf(again.body) !== idsOf(body)) throw new Error(`page ${page} answered other rows when asked again`)
        times.push(again.ms)
      }
      samples.set(page, times)
      idsAt.set(page, idsOf(body))
      pausedMs += performance.now() - began
    }
    if (page % 1000 === 0) log(`  page ${page} of ${body.total_pages}`)
    if (page >= body.total_pages) break
  }
  const seconds = (performance.now() - started - pausedMs) / 1000
  const total = first.total
  if (rows !== total) throw new Error(`the walk read ${rows} rows, the API's total is ${total}`)
  return { total, pages: latencies.length, rows, from: first.meta.from, to: first.meta.to, latencies, samples, idsAt, seconds }
}

interface ExportQueries {
  count: CompiledQuery
  first: CompiledQuery
  /** Page `deep` read by seeking past the end of the page before it, as the walk reads it. */
  seek: CompiledQuery
  /** Page `deep` read by OFFSET from the start, as a jump reads it. */
  offset: CompiledQuery
}

/**
 * The queries the service sends for a page, as the driver receives them: the count, the rows of
 * page 1, and the rows of page `deep` reached by seeking and by a jump. Captured by calling the
 * Data API's own paging function on the service's database handle. Statements other than the
 * count and the rows (reading the transaction's snapshot, say) are left aside; the count runs
 * only when the service does not already know the total, so it is taken from page 1 on a fresh
 * cache.
 */
async function exportQueries(db: Database, tenantId: string, deep: number): Promise<ExportQueries> {
  const at = new Date()
  const query = (page: number): TableQuery => ({ include_demo: true, page, page_size: PAGE_SIZE })
  const read = (handle: Database, cache: PageEndCache, page: number) =>
    readTablePage(applicationsTable, query(page), { db: handle, cache, tenantId, keyId: 'bench-explain', at })
  const split = (sent: CompiledQuery[], what: string) => {
    const onTable = sent.filter((q) => /\bfrom "applications"/.test(q.sql))
    const count = onTable.find((q) => /\bcount\(/.test(q.sql))
    const rows = onTable.filter((q) => q !== count)
    if (rows.length !== 1) throw new Error(`${what}: expected one page query, captured ${sent.map((q) => q.sql.slice(0, 60)).join(' | ')}`)
    return { count, rows: rows[0]! }
  }
  const walking = new PageEndCache()
  const first = split(await capturedQueries(db, (h) => read(h, walking, 1)), 'page 1')
  if (!first.count) throw new Error('page 1 on a fresh cache sent no count')
  // The end of the page before, as the walk leaves it (read here by one OFFSET).
  await read(db, walking, deep - 1)
  const seek = split(await capturedQueries(db, (h) => read(h, walking, deep)), `page ${deep} after ${deep - 1}`)
  const jump = split(await capturedQueries(db, (h) => read(h, new PageEndCache(), deep)), `page ${deep} alone`)
  if (!seek.rows.sql.includes(') > (')) throw new Error(`page ${deep} after ${deep - 1} was not read by seeking`)
  return { count: first.count, first: first.rows, seek: seek.rows, offset: jump.rows }
}

function seedLines(seeded: SeededApplications, label: string): string {
  const s = seeded.seconds
  const totalSeconds = s.jobs + s.candidates + s.applications + s.transitions + s.vacuum
  const x = seeded.excluded
  return [
    `seeding (${label}): ${totalSeconds.toFixed(1)} s in all`,
    `  ${seeded.jobs + 2} jobs with their pipelines through the API (2 deleted at the end): ${s.jobs.toFixed(1)} s`,
    `  ${count(seeded.candidates + seeded.excludedCandidates.duplicates + seeded.excludedCandidates.deleted)} candidates ` +
      `(${count(seeded.excludedCandidates.duplicates)} flagged as duplicates, ${count(seeded.excludedCandidates.deleted)} deleted), ` +
      `direct SQL, ${count(SEED_CHUNK)} per INSERT: ${s.candidates.toFixed(1)} s`,
    `  ${count(seeded.counted + x.removed + x.onDeletedJobs + x.ofExcludedCandidates)} applications, direct SQL: ${s.applications.toFixed(1)} s ` +
      `(${count(seeded.counted)} the Data API serves; left out: ${count(x.removed)} removed, ${count(x.onDeletedJobs)} on deleted jobs, ` +
      `${count(x.ofExcludedCandidates)} of flagged or deleted candidates)`,
    `  ${count(seeded.transitions)} stage transitions (${(seeded.transitions / (seeded.counted + x.removed + x.onDeletedJobs + x.ofExcludedCandidates)).toFixed(2)} per application), ` +
      `direct SQL: ${s.transitions.toFixed(1)} s`,
    `  VACUUM ANALYZE: ${s.vacuum.toFixed(1)} s`,
  ].join('\n')
}

/**
 * The Data API's deep-page export: a tenant with 1,000,000 applications (BENCH_APPLICATIONS) and
 * their stage transitions, read through GET /api/v1/data/applications?page_size=100 page after
 * page by one client, as an exporter does. Nothing is loaded with autocannon: the figures are the
 * walk's, printed under the (empty) table.
 */
export const dataExport: Scenario = {
  name: 'data-export',
  description:
    'GET /api/v1/data/applications?page_size=100, pages 1 … last in sequence with one client (an API key), in a tenant with ' +
    'BENCH_APPLICATIONS (default 1,000,000; 100,000 on embedded PGlite) applications and their stage transitions seeded with direct SQL; no load table, ' +
    'the figures are under it',
  async setup(ctx) {
    const { service } = ctx
    const embedded = service.database.kind === 'embedded'
    const sizeFromEnv = (process.env.BENCH_APPLICATIONS ?? '').trim() !== ''
    const applications = wholeFromEnv('BENCH_APPLICATIONS', embedded ? PGLITE_APPLICATIONS : APPLICATIONS, 10_000)
    const sizeNote =
      embedded && !sizeFromEnv
        ? `, NOT the full ${count(APPLICATIONS)}: the default on embedded PGlite, whose seeding alone would pass 10 minutes at full size; ` +
          `BENCH_APPLICATIONS=${APPLICATIONS} to run it anyway`
        : ''
    if (sizeNote) ctx.log(`NOTE: ${count(applications)} applications${sizeNote}`)

    const tenant = await provisionTenant(service)
    const seeded = await seedApplications(service, tenant, { applications, jobs: JOBS, chunk: SEED_CHUNK, log: ctx.log })
    const seedText = seedLines(seeded, `${count(applications)} applications${sizeNote}`)
    ctx.log(seedText)

    const api = `${service.origin}/api/v1`
    // Page ends are remembered per key: each of these walks or jumps from a standing start.
    const warmupKey = await createKey(api, tenant.token, 'bench warm-up')
    const exportKey = await createKey(api, tenant.token, 'bench export')
    const jumpKey = await createKey(api, tenant.token, 'bench jump')

    ctx.log(`warm-up: pages 1 … ${WARMUP_PAGES} with a key of their own`)
    for (let page = 1; page <= WARMUP_PAGES; page++) await fetchPage(service.origin, warmupKey, page)

    ctx.log(`export: every page of ${PAGE_SIZE}, one request at a time`)
    const result = await walk(service.origin, exportKey, ctx.log)
    const expected = await independentCount(service.database.db, tenant.id, result.from, result.to)
    if (result.total !== seeded.counted || expected !== seeded.counted) {
      throw new Error(`the Data API's total is ${result.total}, seeded ${seeded.counted}, counted apart ${expected}`)
    }

    const stats = service.app.services.dataTables.pagingStats()
    const deepest = [...result.samples.keys()].at(-1)!
    const jumpPage = result.pages >= DEEP_PAGE ? DEEP_PAGE : deepest
    ctx.log(`jump: page ${jumpPage} directly, ${JUMPS} times, with a key that has read nothing before`)
    const jumps: number[] = []
    for (let i = 0; i < JUMPS; i++) {
      const jump = await fetchPage(service.origin, jumpKey, jumpPage)
      if (idsOf(jump.body) !== result.idsAt.get(jumpPage))
        throw new Error(`page ${jumpPage} reached by a jump holds other rows than in the walk`)
      jumps.push(jump.ms)
    }

    const medians = new Map([...result.samples].map(([page, times]) => [page, median(times)]))
    const pageLines = REPORTED_PAGES.map((page) => {
      const times = result.samples.get(page)
      if (!times) return `  page ${count(page).padEnd(6)}  not reached (${count(result.pages)} pages)`
      return `  page ${count(page).padEnd(6)} ${ms(medians.get(page)!).padStart(8)}   (${times.map(ms).join(', ')}; the first is the walk's own)`
    })
    const first = medians.get(1)!
    let ratioLine: string
    if (medians.has(DEEP_PAGE)) {
      const ratio = medians.get(DEEP_PAGE)! / first
      const met = Number(ratio.toFixed(2)) <= RATIO_TARGET
      ratioLine = `ratio (page 10,000 / page 1 latency): ${ratio.toFixed(2)}  (target <= ${RATIO_TARGET.toFixed(2)}: ${met ? 'met' : 'NOT MET'})`
    } else {
      ratioLine =
        `ratio (page ${count(deepest)} / page 1 latency): ${(medians.get(deepest)! / first).toFixed(2)}  ` +
        `(target <= ${RATIO_TARGET.toFixed(2)} for page 10,000: not checked, the export has ${count(result.pages)} pages)`
    }
    const tenth = (i: number) => result.latencies.slice(Math.floor((i * result.pages) / 10), Math.floor(((i + 1) * result.pages) / 10))
    const tenths = Array.from({ length: 10 }, (_, i) => tenth(i))
      .filter((part) => part.length > 0)
      .map(median)
    const counted = 'counts' in stats ? `, counted the total ${count(Number(stats.counts))} times` : ''
    const figures = [
      seedText,
      `export: GET /api/v1/data/applications?page_size=${PAGE_SIZE}&page=N, N = 1 … ${count(result.pages)}, one client, one request at a time ` +
        `(after ${WARMUP_PAGES} warm-up pages with another key)\n` +
        `the service located pages by seeking past the previous page's end ${count(stats.seeks)} times, by OFFSET ${count(stats.offsets)} times` +
        `${counted} (its counters since start: the warm-up and the repeats included, the jumps below not)\n` +
        `total rows: ${count(result.total)} (range ${result.from} … ${result.to}); the walk read ${count(result.rows)} rows, each after the ` +
        `previous in (time axis, id) order, so none twice; equal to the seeded count and to a count by joins`,
      `latency of single pages, ms: median of ${REPEATS + 1} requests of the page as the walk reached it (its own, then ${REPEATS} more)\n` +
        `${pageLines.join('\n')}\n${ratioLine}`,
      `whole export: ${count(result.rows)} rows in ${result.seconds.toFixed(1)} s = ${count(Math.round(result.rows / result.seconds))} rows/s ` +
        `(${count(result.pages)} pages; the wall clock of the walk, the client's JSON parsing and checks included, the repeats above excluded)\n` +
        `page latency over the walk, ms: p50 ${ms(percentile(result.latencies, 50))}, p99 ${ms(percentile(result.latencies, 99))}, ` +
        `max ${ms(Math.max(...result.latencies))}\n` +
        `median by tenth of the walk, ms: ${tenths.map(ms).join(', ')}`,
      `jump: page ${count(jumpPage)} requested directly with a key that has walked nothing (no page end known to seek from), ms: ` +
        `${jumps.map(ms).join(', ')} (median ${ms(median(jumps))}; ${(median(jumps) / medians.get(jumpPage)!).toFixed(1)} times the walked page)`,
    ]
    // On stderr at once: the walk is the expensive part, and the diagnostics below must not lose it.
    ctx.log(`figures of the walk:\n${figures.slice(1).join('\n\n')}`)

    // The queries of one page, timed alone (nothing else running) and explained.
    const diagnostics: string[] = []
    try {
      const db = service.database.db
      const queries = await exportQueries(db, tenant.id, jumpPage)
      const timings = [
        [`count`, queries.count, 5],
        [`rows of page 1`, queries.first, 10],
        [`rows of page ${count(jumpPage)}, seeking`, queries.seek, 10],
        [`rows of page ${count(jumpPage)}, OFFSET ${count((jumpPage - 1) * PAGE_SIZE)}`, queries.offset, 3],
      ] as const
      const timingLines = ['queries of one page alone, ms (median / max of the runs in a row):']
      for (const [label, query, runs] of timings) {
        const t = await timeQuery(db, query, runs)
        timingLines.push(`  ${label.padEnd(36)} ${ms(t.medianMs).padStart(9)} / ${ms(t.maxMs).padStart(9)}  (${runs} runs)`)
      }
      diagnostics.push(timingLines.join('\n'))
      for (const [label, query] of timings) {
        diagnostics.push(
          `EXPLAIN (ANALYZE, BUFFERS), ${label}\n${query.sql}\nparameters: ${JSON.stringify(query.parameters)}\n${await explainAnalyze(db, query)}`,
        )
      }
    } catch (error) {
      diagnostics.push(`queries of one page: not captured (${error instanceof Error ? error.message : String(error)})`)
    }
    return { targets: [], notes: [...figures, ...diagnostics] }
  },
}
