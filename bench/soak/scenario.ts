// `npm run bench -- soak`: reads, searches and candidate writes at a fixed rate for ten minutes,
// printed minute by minute; see the "soak" section of bench/README.md.
import { availableParallelism, loadavg } from 'node:os'
import { sql } from 'kysely'
import type { Database } from '../../src/db/database.ts'
import { newcomers, seedCandidates } from '../lib/candidates.ts'
import { expectJson } from '../lib/http.ts'
import { runLoad, type LoadResult, type Target } from '../lib/load.ts'
import { log } from '../lib/runner.ts'
import { startService } from '../lib/service.ts'
import { choiceFromEnv, wholeFromEnv } from '../lib/settings.ts'
import { fittedChange, formatCount } from '../lib/stats.ts'
import { provisionTenant } from '../lib/tenants.ts'
import { watchEventLoop, type LoopActivity } from './event-loop.ts'
import { watchServer, type ServerActivity } from './server-activity.ts'

export const SOAK = 'soak'

// From the issue: the last minute within 10 % of the first, in throughput and in p99.
const DRIFT_ALLOWED = 0.1
const MINUTE_SECONDS = 60

interface Settings {
  minutes: number
  readsPerSecond: number
  writesPerSecond: number
  seeded: number
  warmupSeconds: number
  /**
   * How new candidates are named. `uuid`: a random UUID in each name and address, as in every
   * run before 2026-12-07; each new row brings its search index ~35 trigrams of hexadecimal
   * digits that few other rows of the same second share, so every merge of the index's pending
   * list rewrites about as many posting lists a row, each longer as the table grows. `people`:
   * names and addresses as people have them (bench/lib/candidates.ts `newcomers`), whose
   * trigrams repeat.
   */
  names: 'uuid' | 'people'
}

function settings(): Settings {
  return {
    minutes: wholeFromEnv('BENCH_SOAK_MINUTES', 10, 2),
    readsPerSecond: wholeFromEnv('BENCH_SOAK_READS_PER_SECOND', 150, 1),
    writesPerSecond: wholeFromEnv('BENCH_SOAK_WRITES_PER_SECOND', 150, 1),
    seeded: wholeFromEnv('BENCH_SOAK_CANDIDATES', 2_000, 100),
    warmupSeconds: wholeFromEnv('BENCH_SOAK_WARMUP', 20, 0),
    names: choiceFromEnv('BENCH_SOAK_NAMES', ['uuid', 'people']),
  }
}

interface Minute {
  reads: LoadResult
  writes: LoadResult
  /** PostgreSQL's WAL over the minute (the whole server's), where the run is on PostgreSQL. */
  wal?: WalActivity
  candidates: number
  rssMb: number
  heapMb: number
  loop: LoopActivity
  server: ServerActivity
}

const mb = (bytes: number) => bytes / 1024 / 1024

interface WalActivity {
  megabytes: number
  /** Full-page images: whole 8 kB pages written to the WAL at their first change after a checkpoint. */
  fullPages: number
  checkpoints: number
}

/** The server's WAL and checkpoint counters (pg_stat_wal, pg_stat_bgwriter), to diff around a minute. */
async function walCounters(db: Database) {
  const { rows } = await sql<{ bytes: string; fpi: string; checkpoints: string }>`
    SELECT w.wal_bytes::text AS bytes, w.wal_fpi::text AS fpi, (b.checkpoints_timed + b.checkpoints_req)::text AS checkpoints
    FROM pg_stat_wal AS w, pg_stat_bgwriter AS b`.execute(db)
  const row = rows[0]!
  return { bytes: Number(row.bytes), fpi: Number(row.fpi), checkpoints: Number(row.checkpoints) }
}
const searchPath = (term: string) => `/api/v1/candidates?search=${encodeURIComponent(term)}`

export async function runSoak(): Promise<number> {
  const s = settings()
  const service = await startService({ ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600) })
  try {
    const tenant = await provisionTenant(service)
    const db = service.database.db
    log(`soak: seeding ${formatCount(s.seeded)} candidates`)
    const seeded = await seedCandidates(db, tenant.id, s.seeded)
    const sample = await db
      .selectFrom('candidates')
      .select(['id', 'code', 'email'])
      .where('tenant_id', '=', tenant.id)
      .orderBy('code')
      .limit(50)
      .execute()

    // What recruiters do between writes: the newest candidates, one candidate, the open jobs, and
    // searches for one person by name, phone, e-mail or code. New candidates get names no search
    // here looks for, so each search's matches stay the same while the table grows under it: a
    // search that slows down is then a plan reading more rows, not a longer answer.
    const people = seeded.candidates.filter((c) => c.nationalPhone).slice(0, 20)
    const kinds: [string, string[]][] = [
      ['newest candidates', ['/api/v1/candidates?page_size=20']],
      ['jobs', ['/api/v1/jobs?page_size=20']],
      ['candidate by id', sample.slice(0, 10).map((c) => `/api/v1/candidates/${c.id}`)],
      ['search by name', people.slice(0, 10).map((c) => searchPath(c.full_name))],
      ['search by phone', people.slice(10, 20).map((c) => searchPath(c.nationalPhone!.slice(1, 8)))],
      ['search by e-mail', sample.slice(10, 20).flatMap((c) => (c.email ? [searchPath(c.email.split('@')[0]!)] : []))],
      ['search by code', sample.slice(20, 30).map((c) => searchPath(c.code))],
    ]
    const paths = kinds.flatMap(([, list]) => list)
    const kindOf = new Map(kinds.flatMap(([kind, list]) => list.map((path) => [path, kind] as const)))
    const auth = { authorization: `Bearer ${tenant.token}` }
    const reads: Target = { name: 'reads', url: `${service.origin}/api/v1`, paths, headers: auth, arrivalsPerSecond: s.readsPerSecond }
    const writesEach = (seconds: number) => s.writesPerSecond * seconds
    const newPeople = s.names === 'people' ? newcomers(writesEach(s.warmupSeconds + s.minutes * MINUTE_SECONDS)) : []
    let named = 0
    // The writes of the next `seconds`: with `people`, each stretch takes the next unused names.
    const writes = (seconds: number): Target => {
      const common = {
        name: 'writes',
        url: `${service.origin}/api/v1/candidates`,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        arrivalsPerSecond: s.writesPerSecond,
      } as const
      if (s.names === 'uuid')
        return {
          ...common,
          idReplacement: true,
          body: JSON.stringify({ full_name: 'Ứng Viên [<id>]', email: 'soak-[<id>]@example.com', source: 'referral' }),
        }
      const next = newPeople.slice(named, (named += writesEach(seconds)))
      return { ...common, bodies: next.map((person) => JSON.stringify({ ...person, source: 'referral' })) }
    }
    const count = async () =>
      Number((await sql<{ n: string }>`SELECT count(*) AS n FROM candidates WHERE tenant_id = ${tenant.id}`.execute(db)).rows[0]!.n)

    if (s.warmupSeconds > 0) {
      log(`soak: ${s.warmupSeconds} s warm-up`)
      await Promise.all([
        runLoad({ target: reads, connections: 0, warmupSeconds: 0, durationSeconds: s.warmupSeconds }),
        runLoad({ target: writes(s.warmupSeconds), connections: 0, warmupSeconds: 0, durationSeconds: s.warmupSeconds }),
      ])
    }
    // The searches' totals, to check at the end that no new candidate was found by one of them.
    const searches = paths.filter((path) => path.includes('search='))
    const totals = () =>
      Promise.all(
        searches.map(async (path) => {
          const { json } = await expectJson(200, 'GET', `${service.origin}${path}`, { token: tenant.token })
          return (json as { total: number }).total
        }),
      )
    const totalsBefore = await totals()
    const onPostgres = service.database.kind === 'postgres'
    const loadBefore = loadavg()
    const minutes: Minute[] = []
    for (let minute = 1; minute <= s.minutes; minute++) {
      log(`soak: minute ${minute} of ${s.minutes}`)
      const walBefore = onPostgres ? await walCounters(db) : undefined
      const loop = watchEventLoop()
      const server = await watchServer(service.database)
      const [r, w] = await Promise.all([
        runLoad({ target: reads, connections: 0, warmupSeconds: 0, durationSeconds: MINUTE_SECONDS }),
        runLoad({ target: writes(MINUTE_SECONDS), connections: 0, warmupSeconds: 0, durationSeconds: MINUTE_SECONDS }),
      ])
      const loopActivity = loop()
      const serverActivity = await server()
      const walAfter = walBefore && (await walCounters(db))
      const wal = walBefore &&
        walAfter && {
          megabytes: mb(walAfter.bytes - walBefore.bytes),
          fullPages: walAfter.fpi - walBefore.fpi,
          checkpoints: walAfter.checkpoints - walBefore.checkpoints,
        }
      const memory = process.memoryUsage()
      minutes.push({
        reads: r,
        writes: w,
        wal,
        candidates: await count(),
        rssMb: mb(memory.rss),
        heapMb: mb(memory.heapUsed),
        loop: loopActivity,
        server: serverActivity,
      })
    }
    print(s, service.database.label, loadBefore, minutes, kindOf)
    const bad = minutes.flatMap((m) => [m.reads, m.writes]).filter((r) => r.non2xx + r.errors + r.timeouts > 0)
    if (bad.length > 0)
      console.error(`\n!!!!! INVALID RUN: ${bad.length} minute(s) had failed requests: ${JSON.stringify(bad[0]!.statusCodes)}`)
    const totalsAfter = await totals()
    const grown = searches.flatMap((path, i) =>
      totalsAfter[i] === totalsBefore[i] ? [] : [`${path}: ${totalsBefore[i]} → ${totalsAfter[i]}`],
    )
    if (grown.length > 0) console.error(`\n!!!!! INVALID RUN: new candidates matched ${grown.length} search(es): ${grown.join(', ')}`)
    else console.log(`the ${searches.length} searches found as many candidates at the end as at the start`)
    return bad.length === 0 && grown.length === 0 ? 0 : 1
  } finally {
    await service.close()
  }
}

function print(s: Settings, database: string, loadBefore: number[], minutes: Minute[], kindOf: Map<string, string>) {
  const fixed = (n: number, digits = 0) => n.toFixed(digits)
  const lines = [
    `\nsoak: ${s.readsPerSecond} reads and searches/s and ${s.writesPerSecond} candidate creations/s arriving at a fixed rate (open loop), ${s.minutes} minutes, one tenant starting with ${formatCount(s.seeded)} candidates, new ones named ${s.names === 'uuid' ? 'with a random UUID' : 'as people are'} (BENCH_SOAK_NAMES=${s.names})`,
    `database: ${database}`,
    `load average before: ${loadBefore.map((n) => n.toFixed(2)).join(' ')}, after: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
    '',
    'minute  reads/s  read p50  read p99  writes/s  write p50  write p99  candidates  rss MB  heap MB  loop p99  loop max  GC ms  GC max' +
      (minutes[0]?.wal ? '  WAL MB  full pages  checkpoints' : ''),
  ]
  minutes.forEach((m, i) =>
    lines.push(
      [
        String(i + 1).padStart(6),
        fixed(m.reads.requestsPerSecond).padStart(7),
        fixed(m.reads.p50Ms, 1).padStart(8),
        fixed(m.reads.p99Ms, 1).padStart(8),
        fixed(m.writes.requestsPerSecond).padStart(8),
        fixed(m.writes.p50Ms, 1).padStart(9),
        fixed(m.writes.p99Ms, 1).padStart(9),
        formatCount(m.candidates).padStart(10),
        fixed(m.rssMb).padStart(6),
        fixed(m.heapMb).padStart(7),
        fixed(m.loop.delayP99Ms, 1).padStart(8),
        fixed(m.loop.delayMaxMs, 1).padStart(8),
        fixed(m.loop.gcMs).padStart(5),
        fixed(m.loop.gcMaxMs, 1).padStart(6),
        ...(m.wal
          ? [fixed(m.wal.megabytes).padStart(6), formatCount(m.wal.fullPages).padStart(10), String(m.wal.checkpoints).padStart(11)]
          : []),
      ].join('  '),
    ),
  )
  // What the p99 of the reads is made of: the kinds of the slowest 1 %, and whether they bunch in a few seconds.
  lines.push('', 'slowest 1 % of the reads, by kind (count), and the distinct seconds they were due in:')
  minutes.forEach((m, i) => {
    if (!m.reads.tail) return
    const byKind: Record<string, number> = {}
    for (const [path, n] of Object.entries(m.reads.tail.byPath))
      byKind[kindOf.get(path) ?? path] = (byKind[kindOf.get(path) ?? path] ?? 0) + n
    const parts = Object.entries(byKind)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, n]) => `${kind} ${n}`)
    lines.push(`  minute ${String(i + 1).padStart(2)}: ${parts.join(', ')}; in ${m.reads.tail.seconds} s`)
  })
  lines.push('', ...serverLines(minutes))
  const first = minutes[0]!
  const last = minutes.at(-1)!
  const verdict = (what: string, a: number, b: number, higherIsWorse: boolean) => {
    const drift = (b - a) / a
    const ok = higherIsWorse ? drift <= DRIFT_ALLOWED : drift >= -DRIFT_ALLOWED
    return `${what}: first minute ${a.toFixed(1)}, last ${b.toFixed(1)} (${drift >= 0 ? '+' : ''}${(drift * 100).toFixed(1)} %): ${ok ? 'met' : 'NOT MET'}`
  }
  lines.push(
    '',
    `last minute within ${DRIFT_ALLOWED * 100} % of the first:`,
    `  ${verdict('reads/s', first.reads.requestsPerSecond, last.reads.requestsPerSecond, false)}`,
    `  ${verdict('read p99 ms', first.reads.p99Ms, last.reads.p99Ms, true)}`,
    `  ${verdict('writes/s', first.writes.requestsPerSecond, last.writes.requestsPerSecond, false)}`,
    `  ${verdict('write p99 ms', first.writes.p99Ms, last.writes.p99Ms, true)}`,
  )
  // The rule above reads two minutes of ten; the line through all of them tells a trend from one unlucky minute.
  const series: Array<[string, (m: Minute) => number]> = [
    ['read p50 ms', (m) => m.reads.p50Ms],
    ['read p99 ms', (m) => m.reads.p99Ms],
    ['write p50 ms', (m) => m.writes.p50Ms],
    ['write p99 ms', (m) => m.writes.p99Ms],
  ]
  const percent = (n: number) => `${(n * 100).toFixed(1)} %`
  if (minutes.length >= 3) {
    lines.push(
      '',
      'trend, the least-squares line through every minute: its last minute against its first, ± two standard errors (not the rule above):',
    )
    for (const [what, of] of series) {
      const { change, margin } = fittedChange(minutes.map(of))
      lines.push(`  ${what}: ${change >= 0 ? '+' : '-'}${percent(Math.abs(change))} ± ${percent(margin)}`)
    }
  }
  lines.push('(loop: the service’s event-loop delay in ms, sampled every 10 ms; GC: its garbage collection pauses, total and longest.)')
  if (first.wal)
    lines.push(
      '(WAL, full pages and checkpoints are the whole PostgreSQL server’s over the minute: checkpoints started by time or by WAL volume.)',
    )
  console.log(lines.join('\n'))
}

/** Minute by minute, where the CPU went and what PostgreSQL's backends were waiting on. */
function serverLines(minutes: Minute[]): string[] {
  const pct = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(0))
  const lines = ['minute  machine CPU %  postgres CPU %  bench process CPU %  active backends  what they were doing (average backends)']
  minutes.forEach((m, i) => {
    const { server } = m
    const waits = (server.waits ?? [])
      .slice(0, 5)
      .map(([wait, n]) => `${wait} ${n.toFixed(2)}`)
      .join(', ')
    lines.push(
      [
        String(i + 1).padStart(6),
        pct(server.machinePct).padStart(13),
        pct(server.postgresPct).padStart(14),
        pct(server.servicePct).padStart(19),
        (server.activeBackends === undefined ? '-' : server.activeBackends.toFixed(2)).padStart(15),
        waits,
      ].join('  '),
    )
  })
  lines.push(
    `(CPU as % of one core, ${availableParallelism()} cores: the whole machine, the backends of the bench database, and the bench ` +
      'process, which holds the service (the load runs in child processes). ' +
      'Backends sampled in pg_stat_activity every 100 ms; CPU means running or ready to run, no wait event.)',
  )
  return lines
}
