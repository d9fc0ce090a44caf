import { sql, type RawBuilder } from 'kysely'
import type { Database } from '../../src/db/database.ts'
import { rebuildMetricTallies } from '../../src/db/metric-tallies.ts'
import { rebuildStageFacts } from '../../src/db/stage-facts.ts'
import { DEFAULT_REJECTION_REASONS } from '../../src/modules/catalog/catalog.service.ts'
import { foldText } from '../../src/modules/candidates/normalize.ts'
import { DEFAULT_STAGES } from '../../src/modules/pipelines/pipelines.service.ts'
import { minusMonths } from '../../src/modules/data-api/range.ts'
import { formatTimestamp, vietnamDate, vietnamDayBounds, vietnamYear } from '../../src/platform/time.ts'
import { expectJson } from './http.ts'
import type { Service } from './service.ts'
import type { BenchTenant } from './tenants.ts'

/**
 * A tenant with a large application history, for the Data API export: jobs through the real API
 * (so that their pipelines are made the service's way), then candidates, applications and their
 * stage transitions with direct SQL (`INSERT … SELECT … FROM generate_series`, in chunks).
 *
 * Every value is a pure function of a row's number (hashint4 of it, salted), so a chunk needs no
 * data from the client and the transitions can be recomputed from the same numbers as their
 * applications. Applications are written in the order of their time axis, as a live tenant
 * writes them over the months (the heap and the axis index grow at their end).
 *
 * Exactly `applications` rows belong to what the Data API serves by default. On top of those, a
 * few rows it must leave out (rule 8): removed applications, applications on two deleted jobs,
 * and applications of candidates flagged as duplicates or deleted.
 */

// How far back the applications go: inside the Data API's default window of 18 months.
const MONTHS = 17
// Candidates per counted application: 1,000,000 applications come from 400,000 people.
const CANDIDATE_SHARE = 0.4
// Step between a candidate's applications in the job ring; coprime with the job count, so that a
// candidate's (at most three) applications land on three different jobs.
const JOB_STRIDE = 37
const DELETED_JOBS = 2

const FAMILIES = [
  'Nguyễn',
  'Nguyễn',
  'Nguyễn',
  'Nguyễn',
  'Nguyễn',
  'Nguyễn',
  'Nguyễn',
  'Nguyễn',
  'Trần',
  'Trần',
  'Lê',
  'Lê',
  'Phạm',
  'Phan',
  'Hoàng',
  'Huỳnh',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
]
const MIDDLE = {
  male: ['Văn', 'Văn', 'Văn', 'Hữu', 'Đức', 'Minh', 'Quốc', 'Thanh', 'Công', 'Xuân', 'Gia', 'Tiến'],
  female: ['Thị', 'Thị', 'Thị', 'Thị', 'Ngọc', 'Thanh', 'Thu', 'Minh', 'Kim', 'Phương', 'Thùy', 'Bích'],
}
const GIVEN = {
  male: [
    'An',
    'Bình',
    'Dũng',
    'Hải',
    'Hùng',
    'Khánh',
    'Long',
    'Minh',
    'Nam',
    'Phong',
    'Phúc',
    'Quân',
    'Quang',
    'Sơn',
    'Thắng',
    'Trung',
    'Tuấn',
    'Huy',
    'Khoa',
    'Đạt',
  ],
  female: [
    'Châu',
    'Giang',
    'Hà',
    'Hạnh',
    'Hương',
    'Lan',
    'Linh',
    'Mai',
    'Ngọc',
    'Thảo',
    'Trang',
    'Vy',
    'Yến',
    'Hằng',
    'Nhung',
    'Phương',
    'Quỳnh',
    'Thủy',
    'Uyên',
    'Hiền',
  ],
}
const CITIES = ['Hồ Chí Minh', 'Hồ Chí Minh', 'Hà Nội', 'Hà Nội', 'Đà Nẵng', 'Cần Thơ', 'Hải Phòng']
const TITLES = ['Kế toán', 'Nhân viên kinh doanh', 'Backend Developer', 'Chuyên viên tuyển dụng', 'QA Engineer', 'Data Analyst']
const CANDIDATE_SOURCES = ['job_board', 'job_board', 'linkedin', 'facebook', 'referral', 'career_page', 'career_page', 'headhunt']
const APPLICATION_SOURCES = ['career_page', 'career_page', 'job_board', 'linkedin', 'facebook', 'referral']
const JOB_TITLES = [
  'Backend Engineer',
  'Sales Executive',
  'Accountant',
  'Customer Care',
  'Data Analyst',
  'QA Engineer',
  'HR Generalist',
  'Designer',
]
const DEPARTMENTS = ['Engineering', 'Sales', 'Finance', 'Service', 'Data', 'Quality', 'People', 'Design']
const HIRED_POSITION = DEFAULT_STAGES.length - 1

export interface ApplicationsSeedOptions {
  /** Applications the Data API serves by default (its exclusions come on top). */
  applications: number
  /** Live jobs the applications go to. */
  jobs: number
  /** Rows per INSERT of candidates and applications (transitions: those of that many applications). */
  chunk: number
  log(message: string): void
}

export interface SeededApplications {
  /** What GET /data/applications answers as `total` with its default range. */
  counted: number
  candidates: number
  jobs: number
  /** Rows the Data API must leave out. */
  excluded: { removed: number; onDeletedJobs: number; ofExcludedCandidates: number }
  /** Candidates flagged as suspected duplicates, and deleted ones: each has one (left-out) application. */
  excludedCandidates: { duplicates: number; deleted: number }
  transitions: number
  /** Wall-clock seconds of each part. */
  seconds: { jobs: number; candidates: number; applications: number; transitions: number; facts: number; vacuum: number }
}

/** `mod(hash(x, salt), m)`: a deterministic roll in [0, m) for the row numbered x. */
function roll(x: RawBuilder<unknown>, salt: number, m: number): RawBuilder<number> {
  return sql<number>`mod(hashint4((${x}) * 16 + ${sql.lit(salt)})::bigint + 2147483648, ${sql.lit(m)})::int`
}

const textArray = (items: readonly string[]) => sql`(ARRAY[${sql.join(items.map((s) => sql.lit(s)))}]::text[])`

/** The `i`th (0-based) item of a literal array. */
const pick = (items: readonly string[], i: RawBuilder<unknown>) => sql<string>`${textArray(items)}[1 + (${i})]`

/** Runs `work(0 … count-1)` with at most `limit` calls in flight. */
async function inPool(count: number, limit: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < count) await work(next++)
  }
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker))
}

interface Timeline {
  startIso: string
  nowIso: string
  /** Milliseconds from the start to the last application. */
  span: bigint
  /** Positions on the timeline: 0 … positions-1. */
  positions: bigint
}

/** The instant of position `p` (a SQL integer expression), as timestamptz. */
function instantAt(line: Timeline, p: RawBuilder<unknown>): RawBuilder<Date> {
  return sql<Date>`(${line.startIso}::timestamptz + ((${p})::bigint * ${sql.lit(Number(line.span))}::bigint / ${sql.lit(Number(line.positions))}) * interval '1 millisecond')`
}

/** The same instant in JavaScript, to the millisecond, with the same integer division. */
function instantMs(line: Timeline, p: number): number {
  return Date.parse(line.startIso) + Number((BigInt(p) * line.span) / line.positions)
}

/** Midnight (Vietnam time) of the day an instant falls on: what an import gives for a date-only applied date. */
const vietnamMidnight = (t: RawBuilder<unknown>) =>
  sql<Date>`to_timestamp(floor((extract(epoch from ${t}) + 25200) / 86400) * 86400 - 25200)`

/** Where each year's codes start within a group of candidates numbered in creation order. */
interface CodeSegment {
  year: number
  first: number
  /** Codes of that year handed out before this segment. */
  offset: number
}

function codeSegments(from: number, to: number, createdMs: (i: number) => number, lastOfYear: Map<number, number>): CodeSegment[] {
  const segments: CodeSegment[] = []
  for (let i = from; i < to; i++) {
    const year = vietnamYear(new Date(createdMs(i)))
    const current = segments.at(-1)
    if (!current || current.year !== year) segments.push({ year, first: i, offset: lastOfYear.get(year) ?? 0 })
    lastOfYear.set(year, (lastOfYear.get(year) ?? 0) + 1)
  }
  return segments
}

/** `CAN-YYYY-NNNN` for candidate `i`, from the segments of its group. */
function codeOf(segments: CodeSegment[], i: RawBuilder<unknown>): RawBuilder<string> {
  const sequence = (s: CodeSegment) => sql`((${i}) - ${sql.lit(s.first)} + ${sql.lit(s.offset + 1)})::text`
  // At least four digits, like formatCode; lpad alone would cut longer numbers.
  const padded = (s: CodeSegment) => sql`right('000' || ${sequence(s)}, greatest(4, length(${sequence(s)})))`
  const cases = [...segments]
    .reverse()
    .map((s) => sql`WHEN (${i}) >= ${sql.lit(s.first)} THEN ${sql.lit(`CAN-${s.year}-`)} || ${padded(s)}`)
  return sql<string>`(CASE ${sql.join(cases, sql` `)} END)`
}

/**
 * Jobs through the API: POST /jobs then PATCH …/status open, 8 in flight. The last
 * DELETED_JOBS are deleted (closed, then DELETE) once their applications are written.
 */
async function createJobs(service: Service, tenant: BenchTenant, count: number): Promise<string[]> {
  const api = `${service.origin}/api/v1`
  const ids: string[] = new Array(count)
  await inPool(count, 8, async (i) => {
    const created = await expectJson(201, 'POST', `${api}/jobs`, {
      token: tenant.token,
      body: { title: `${JOB_TITLES[i % JOB_TITLES.length]} ${i + 1}`, department: DEPARTMENTS[i % DEPARTMENTS.length] },
    })
    const { id } = created.json as { id: string }
    await expectJson(200, 'PATCH', `${api}/jobs/${id}/status`, { token: tenant.token, body: { status: 'open' } })
    ids[i] = id
  })
  return ids
}

export async function seedApplications(
  service: Service,
  tenant: BenchTenant,
  { applications: N, jobs: J, chunk, log }: ApplicationsSeedOptions,
): Promise<SeededApplications> {
  const db: Database = service.database.db
  const tenantId = tenant.id
  const C = Math.ceil(N * CANDIDATE_SHARE)
  if (J < 4 || J % JOB_STRIDE === 0) throw new Error(`job count ${J} must be at least 4 and coprime with ${JOB_STRIDE}`)
  const R = Math.floor(N / 100) // removed applications
  const D = Math.floor(N / 200) // applications on the deleted jobs
  const duplicates = Math.max(1, Math.floor(C / 200))
  const deletedCandidates = Math.max(1, Math.floor(C / 500))
  const E = duplicates + deletedCandidates

  // The timeline: from a Vietnamese midnight 17 months back (inside the API's 18-month window)
  // to an hour ago; counted application number n sits at position n.
  const now = Date.now()
  const start = vietnamDayBounds(minusMonths(vietnamDate(new Date(now)), MONTHS)).start.getTime()
  const line: Timeline = {
    startIso: formatTimestamp(new Date(start)),
    nowIso: formatTimestamp(new Date(now)),
    span: BigInt(now - 3600 * 1000 - start),
    positions: BigInt(N),
  }
  const seconds = { jobs: 0, candidates: 0, applications: 0, transitions: 0, facts: 0, vacuum: 0 }
  const timed = async <T>(part: keyof typeof seconds, work: () => Promise<T>): Promise<T> => {
    const began = performance.now()
    try {
      return await work()
    } finally {
      seconds[part] += (performance.now() - began) / 1000
    }
  }

  // ---- jobs, through the API, and a table of their stages by position for the INSERTs below
  log(`creating ${J + DELETED_JOBS} jobs through the API (POST /jobs, PATCH /jobs/{id}/status), 8 in flight`)
  const jobIds = await timed('jobs', () => createJobs(service, tenant, J + DELETED_JOBS))
  const admin = await db
    .selectFrom('users')
    .select(['id', 'full_name'])
    .where('tenant_id', '=', tenantId)
    .where('email', '=', tenant.adminEmail)
    .executeTakeFirstOrThrow()
  let transitions = 0
  await sql`CREATE TABLE bench_seed_stages (job_no int, pos int, job_id uuid, stage_id uuid, name text, stage_type text, PRIMARY KEY (job_no, pos))`.execute(
    db,
  )
  try {
    const jobNo = sql.join(jobIds.map((id, i) => sql`(${sql.lit(i)}, ${sql.lit(id)}::uuid)`))
    await sql`
      INSERT INTO bench_seed_stages (job_no, pos, job_id, stage_id, name, stage_type)
      SELECT j.job_no, (row_number() OVER (PARTITION BY j.job_no ORDER BY s.sort_order) - 1)::int, j.job_id, s.id, s.name, s.stage_type
      FROM (VALUES ${jobNo}) AS j(job_no, job_id)
      JOIN pipeline_stages s ON s.tenant_id = ${tenantId}::uuid AND s.job_id = j.job_id`.execute(db)
    const stageCount = await sql<{
      n: number
    }>`SELECT count(*)::int AS n FROM bench_seed_stages WHERE pos = ${sql.lit(HIRED_POSITION)} AND stage_type = 'hired'`.execute(db)
    if (stageCount.rows[0]?.n !== jobIds.length) {
      throw new Error(`expected every job to have the default ${DEFAULT_STAGES.length} stages, hired last`)
    }

    // ---- candidates: C who count, then E excluded (duplicates, then deleted)
    const lastOfYear = new Map<number, number>()
    const mainCreated = (i: number) => instantMs(line, i) - 60_000
    const extraPosition = (i: number) => Math.floor(((i - C) * N) / E)
    const extraCreated = (i: number) => instantMs(line, extraPosition(i)) - 60_000
    const mainSegments = codeSegments(0, C, mainCreated, lastOfYear)
    const extraSegments = codeSegments(C, C + E, extraCreated, lastOfYear)
    log(`seeding ${C + E} candidates (${E} of them flagged as duplicates or deleted), ${chunk} per INSERT`)
    await timed('candidates', async () => {
      for (let lo = 0; lo < C + E; lo += chunk) {
        const hi = Math.min(C + E, lo + chunk)
        await insertCandidates(db, tenantId, line, { lo, hi, C, N, E, duplicates, mainSegments, extraSegments })
      }
      for (const [year, last_value] of lastOfYear) {
        await db
          .insertInto('code_counters')
          .values({ tenant_id: tenantId, prefix: 'CAN', year, last_value })
          .onConflict((oc) => oc.columns(['tenant_id', 'prefix', 'year']).doUpdateSet({ last_value }))
          .execute()
      }
    })

    // ---- applications that count, in axis order, then their transitions
    const shape = { N, C, J, adminId: admin.id, adminName: admin.full_name }
    log(`seeding ${N} applications, ${chunk} per INSERT`)
    await timed('applications', async () => {
      for (let lo = 0; lo < N; lo += chunk) {
        await insertMainApplications(db, tenantId, line, shape, lo, Math.min(N, lo + chunk))
        if ((lo / chunk) % 10 === 9) log(`  ${Math.min(N, lo + chunk)} applications`)
      }
    })
    log('seeding their stage transitions')
    await timed('transitions', async () => {
      for (let lo = 0; lo < N; lo += chunk) {
        transitions += await insertMainTransitions(db, tenantId, line, shape, lo, Math.min(N, lo + chunk))
        if ((lo / chunk) % 10 === 9) log(`  transitions of ${Math.min(N, lo + chunk)} applications`)
      }
    })

    // ---- rows the Data API must leave out
    log(`seeding ${R + D + E} applications the Data API must leave out`)
    const extras = { ...shape, R, D, E }
    const extraRows = await timed('applications', () => insertExcludedApplications(db, tenantId, line, extras))
    transitions += await timed('transitions', () => insertExcludedTransitions(db, tenantId, line, extras))
    if (extraRows !== R + D + E) throw new Error(`seeded ${extraRows} excluded applications, expected ${R + D + E}`)
  } finally {
    await sql`DROP TABLE bench_seed_stages`.execute(db)
  }

  // What autovacuum would have done by now to tables grown by a million rows, and what a server
  // with autovacuum off (this machine's) never does: statistics, and with them the end of every
  // plan the service's connections cached while the tables were empty. One of those, kept by a
  // tally trigger since the first job was created, turned a job deletion below into an index walk
  // of the tenant's whole history for each of its applications (more than ten minutes).
  await timed('vacuum', () => analyzeTables(db))

  // The deleted jobs go the API's way: closed (an open job cannot be deleted), then deleted.
  await timed('jobs', async () => {
    const api = `${service.origin}/api/v1`
    for (const id of jobIds.slice(J)) {
      await expectJson(200, 'PATCH', `${api}/jobs/${id}/status`, { token: tenant.token, body: { status: 'closed' } })
      await expectJson(204, 'DELETE', `${api}/jobs/${id}`, { token: tenant.token })
    }
  })

  // The rows above were written past the applications repository, so the facts it keeps beside
  // the history are built here, by the same SQL it runs (src/db/stage-facts.ts).
  log('building the stage facts of every application')
  await timed('facts', () => withTalliesRebuiltAfter(db, tenantId, () => rebuildStageFacts(db, { tenantId })))

  // What autovacuum does to tables that grew over months: statistics and a visibility map.
  log('VACUUM ANALYZE')
  await timed('vacuum', () => analyzeTables(db, { vacuum: true }))

  return {
    counted: N,
    candidates: C,
    jobs: J,
    excluded: { removed: R, onDeletedJobs: D, ofExcludedCandidates: E },
    excludedCandidates: { duplicates, deleted: deletedCandidates },
    transitions,
    seconds,
  }
}

interface CandidateChunk {
  lo: number
  hi: number
  C: number
  N: number
  E: number
  duplicates: number
  mainSegments: CodeSegment[]
  extraSegments: CodeSegment[]
}

async function insertCandidates(db: Database, tenantId: string, line: Timeline, k: CandidateChunk): Promise<void> {
  const i = sql`g.i`
  const female = sql`${roll(i, 1, 2)} = 1`
  const family = roll(i, 2, FAMILIES.length)
  const middle = roll(i, 3, MIDDLE.male.length)
  const given = roll(i, 4, GIVEN.male.length)
  const fold = (items: readonly string[]) => items.map(foldText)
  // A candidate who counts is created a minute before their first application (position i);
  // an excluded one at a position spread over the same months.
  const position = sql`CASE WHEN ${i} < ${sql.lit(k.C)} THEN ${i} ELSE ((${i} - ${sql.lit(k.C)})::bigint * ${sql.lit(k.N)} / ${sql.lit(k.E)})::int END`
  await sql`
    INSERT INTO candidates (tenant_id, id, code, full_name, email, email_normalized, phone, phone_normalized, gender,
      location_display, country_code, current_job_title, total_experience_years, source, created_via, search_text,
      duplicate_of_id, needs_manual_review, is_deleted, deleted_at, created_at, updated_at)
    SELECT ${tenantId}::uuid, md5(${tenantId} || ':cand:' || g.i)::uuid, x.code, x.full_name, x.email, x.email, x.phone,
      '+84' || substr(x.phone, 2), x.gender, ${pick(CITIES, roll(i, 5, CITIES.length))}, 'VN',
      ${pick(TITLES, roll(i, 6, TITLES.length))}, ${roll(i, 7, 15)}, ${pick(CANDIDATE_SOURCES, roll(i, 8, CANDIDATE_SOURCES.length))},
      CASE WHEN ${roll(i, 9, 10)} < 3 THEN 'public_form' ELSE 'api' END,
      x.folded || ' | ' || x.email || ' | 84' || substr(x.phone, 2) || ' | ' || x.phone || ' | ' || lower(x.code),
      CASE WHEN g.i >= ${sql.lit(k.C)} AND g.i < ${sql.lit(k.C + k.duplicates)} THEN md5(${tenantId} || ':cand:' || (g.i - ${sql.lit(k.C)}))::uuid END,
      g.i >= ${sql.lit(k.C)} AND g.i < ${sql.lit(k.C + k.duplicates)},
      g.i >= ${sql.lit(k.C + k.duplicates)},
      CASE WHEN g.i >= ${sql.lit(k.C + k.duplicates)} THEN least(x.created_at + interval '1 day', ${line.nowIso}::timestamptz) END,
      x.created_at, x.created_at
    FROM generate_series(${sql.lit(k.lo)}::int, ${sql.lit(k.hi - 1)}::int) AS g(i)
    CROSS JOIN LATERAL (SELECT
      CASE WHEN ${female} THEN 'female' ELSE 'male' END AS gender,
      ${pick(FAMILIES, family)} || ' ' || CASE WHEN ${female} THEN ${pick(MIDDLE.female, middle)} ELSE ${pick(MIDDLE.male, middle)} END
        || ' ' || CASE WHEN ${female} THEN ${pick(GIVEN.female, given)} ELSE ${pick(GIVEN.male, given)} END AS full_name,
      ${pick(fold(FAMILIES), family)} || ' ' || CASE WHEN ${female} THEN ${pick(fold(MIDDLE.female), middle)} ELSE ${pick(fold(MIDDLE.male), middle)} END
        || ' ' || CASE WHEN ${female} THEN ${pick(fold(GIVEN.female), given)} ELSE ${pick(fold(GIVEN.male), given)} END AS folded,
      CASE WHEN ${female} THEN ${pick(fold(GIVEN.female), given)} ELSE ${pick(fold(GIVEN.male), given)} END
        || '.' || ${pick(fold(FAMILIES), family)} || g.i || '@gmail.com' AS email,
      '09' || lpad(g.i::text, 8, '0') AS phone,
      CASE WHEN g.i < ${sql.lit(k.C)} THEN ${codeOf(k.mainSegments, i)} ELSE ${codeOf(k.extraSegments, i)} END AS code,
      ${instantAt(line, position)} - interval '1 minute' AS created_at
    ) AS x`.execute(db)
}

interface Shape {
  N: number
  C: number
  J: number
  adminId: string
  adminName: string
}

/**
 * The applications that count, numbered lo … hi-1, with every column the INSERTs need. Candidate
 * c = n mod C makes their (n div C)th application, on job (hash(c) + k·37) mod J; status and
 * stage from rolls: 6 % hired (in the last stage), 34 % rejected, 60 % active, spread over the
 * first four stages. One in ten sourced by HR (no applied date), one in ten imported (applied at
 * a Vietnamese midnight, so that many rows share their axis value and the order falls to id).
 */
function mainApplications(tenantId: string, line: Timeline, s: Shape, lo: number, hi: number) {
  const n = sql`g.n`
  const stageRoll = roll(n, 3, 20)
  return sql`(
    SELECT g.n, x.*, y.*, least(interval '1 day' * (1 + ${roll(n, 4, 6)}), (${line.nowIso}::timestamptz - x.t) / (y.pos + 2)) AS step
    FROM generate_series(${sql.lit(lo)}::int, ${sql.lit(hi - 1)}::int) AS g(n)
    CROSS JOIN LATERAL (SELECT
      md5(${tenantId} || ':app:' || g.n)::uuid AS id,
      md5(${tenantId} || ':cand:' || (g.n % ${sql.lit(s.C)}))::uuid AS candidate_id,
      (${roll(sql`g.n % ${sql.lit(s.C)}`, 0, s.J)} + (g.n / ${sql.lit(s.C)}) * ${sql.lit(JOB_STRIDE)}) % ${sql.lit(s.J)} AS job_no,
      ${instantAt(line, n)} AS t,
      ${roll(n, 1, 100)} AS r_source,
      ${roll(n, 2, 100)} AS r_status
    ) AS x
    CROSS JOIN LATERAL (SELECT
      CASE WHEN x.r_status < 6 THEN 'hired' WHEN x.r_status < 40 THEN 'rejected' ELSE 'active' END AS status,
      CASE
        WHEN x.r_status < 6 THEN ${sql.lit(HIRED_POSITION)}
        WHEN x.r_status < 40 THEN CASE WHEN ${stageRoll} < 8 THEN 0 WHEN ${stageRoll} < 15 THEN 1 WHEN ${stageRoll} < 19 THEN 2 ELSE 3 END
        ELSE CASE WHEN ${stageRoll} < 7 THEN 0 WHEN ${stageRoll} < 13 THEN 1 WHEN ${stageRoll} < 18 THEN 2 ELSE 3 END
      END AS pos
    ) AS y
  )`
}

async function insertMainApplications(db: Database, tenantId: string, line: Timeline, s: Shape, lo: number, hi: number): Promise<void> {
  const n = sql`a.n`
  await sql`
    INSERT INTO applications (tenant_id, id, candidate_id, job_id, current_stage_id, status, applied_date, hired_date,
      rejected_date, rejection_reason_code, source, source_detail, assigned_recruiter_id, stage_updated_at, created_at, updated_at)
    SELECT ${tenantId}::uuid, a.id, a.candidate_id, st.job_id, st.stage_id, a.status,
      CASE WHEN a.r_source < 10 THEN NULL WHEN a.r_source < 20 THEN ${vietnamMidnight(sql`a.t`)} ELSE a.t END,
      CASE WHEN a.status = 'hired' THEN a.t + a.pos * a.step END,
      CASE WHEN a.status = 'rejected' THEN a.t + (a.pos + 1) * a.step END,
      CASE WHEN a.status = 'rejected' THEN ${pick(
        DEFAULT_REJECTION_REASONS.map((r) => r.code),
        roll(n, 5, DEFAULT_REJECTION_REASONS.length),
      )} END,
      -- Three in ten carry no source of their own: the Data API then reports the candidate's.
      CASE WHEN a.r_source < 10 THEN 'headhunt' WHEN a.r_source < 20 THEN 'job_board' WHEN a.r_source < 50 THEN NULL
        ELSE ${pick(APPLICATION_SOURCES, roll(n, 6, APPLICATION_SOURCES.length))} END,
      CASE WHEN a.r_source >= 10 AND a.r_source < 20 THEN 'Imported from TopCV' END,
      CASE WHEN ${roll(n, 7, 2)} = 0 THEN ${s.adminId}::uuid END,
      a.t + a.pos * a.step,
      a.t,
      a.t + (a.pos + CASE WHEN a.status = 'rejected' THEN 1 ELSE 0 END) * a.step
    FROM ${mainApplications(tenantId, line, s, lo, hi)} AS a
    JOIN bench_seed_stages st ON st.job_no = a.job_no AND st.pos = a.pos`.execute(db)
}

/** initial, one stage_move per stage passed (into hired: status active → hired), a status_change when rejected. */
async function insertMainTransitions(db: Database, tenantId: string, line: Timeline, s: Shape, lo: number, hi: number): Promise<number> {
  const result = await sql`
    INSERT INTO stage_transitions (tenant_id, id, application_id, candidate_id, job_id, change_type, from_stage_id, to_stage_id,
      from_stage_name, to_stage_name, from_stage_type, to_stage_type, from_status, to_status, changed_at,
      changed_by_user_id, changed_by_name, updated_at)
    SELECT ${tenantId}::uuid, gen_random_uuid(), a.id, a.candidate_id, jr.job_id,
      CASE WHEN k.j = 0 THEN 'initial' WHEN k.j <= a.pos THEN 'stage_move' ELSE 'status_change' END,
      fr.stage_id, tos.stage_id, fr.name, tos.name, fr.stage_type, tos.stage_type,
      CASE WHEN k.j > 0 AND (k.j > a.pos OR a.status = 'hired' AND k.j = a.pos) THEN 'active' END,
      CASE WHEN k.j = 0 THEN 'active' WHEN k.j > a.pos THEN 'rejected' WHEN a.status = 'hired' AND k.j = a.pos THEN 'hired' END,
      a.t + k.j * a.step, ${s.adminId}::uuid, ${s.adminName}, a.t + k.j * a.step
    FROM ${mainApplications(tenantId, line, s, lo, hi)} AS a
    CROSS JOIN LATERAL generate_series(0, a.pos + CASE WHEN a.status = 'rejected' THEN 1 ELSE 0 END) AS k(j)
    JOIN bench_seed_stages jr ON jr.job_no = a.job_no AND jr.pos = 0
    LEFT JOIN bench_seed_stages tos ON tos.job_no = a.job_no AND tos.pos = k.j AND k.j <= a.pos
    LEFT JOIN bench_seed_stages fr ON fr.job_no = a.job_no AND fr.pos = k.j - 1 AND k.j BETWEEN 1 AND a.pos`.execute(db)
  return Number(result.numAffectedRows ?? 0)
}

interface Extras extends Shape {
  R: number
  D: number
  E: number
}

/**
 * The left-out applications, each active in the first stage: R removed ones (candidate m mod C
 * applied again to the job of their first application after this one was removed), D on the two
 * deleted jobs, and one for each of the E excluded candidates.
 */
function excludedApplications(tenantId: string, line: Timeline, x: Extras) {
  const m = sql`g.m`
  const candidate = (i: RawBuilder<unknown>) => sql`md5(${tenantId} || ':cand:' || (${i}))::uuid`
  const spread = (count: number, offset: number) => sql`((g.m - ${sql.lit(offset)})::bigint * ${sql.lit(x.N)} / ${sql.lit(count)})::int`
  const [removedEnd, deletedJobsEnd] = [x.R, x.R + x.D]
  return sql`(
    SELECT g.m, md5(${tenantId} || ':xapp:' || g.m)::uuid AS id, y.*,
      least(interval '1 day', (${line.nowIso}::timestamptz - y.t) / 2) AS step
    FROM generate_series(0, ${sql.lit(x.R + x.D + x.E - 1)}::int) AS g(m)
    CROSS JOIN LATERAL (SELECT
      CASE WHEN g.m < ${sql.lit(removedEnd)} THEN 'removed' ELSE 'active' END AS status,
      CASE
        WHEN g.m < ${sql.lit(removedEnd)} THEN ${candidate(sql`g.m % ${sql.lit(x.C)}`)}
        WHEN g.m < ${sql.lit(deletedJobsEnd)} THEN ${candidate(sql`(g.m - ${sql.lit(removedEnd)}) % ${sql.lit(x.C)}`)}
        ELSE ${candidate(sql`g.m - ${sql.lit(deletedJobsEnd)} + ${sql.lit(x.C)}`)}
      END AS candidate_id,
      CASE
        WHEN g.m < ${sql.lit(removedEnd)} THEN ${roll(sql`g.m % ${sql.lit(x.C)}`, 0, x.J)}
        WHEN g.m < ${sql.lit(deletedJobsEnd)} THEN ${sql.lit(x.J)} + g.m % ${sql.lit(DELETED_JOBS)}
        ELSE ${roll(m, 8, x.J)}
      END AS job_no,
      ${instantAt(
        line,
        sql`CASE
          WHEN g.m < ${sql.lit(removedEnd)} THEN ${spread(x.R, 0)}
          WHEN g.m < ${sql.lit(deletedJobsEnd)} THEN ${spread(x.D, removedEnd)}
          ELSE ${spread(x.E, deletedJobsEnd)} END`,
      )} AS t
    ) AS y
  )`
}

async function insertExcludedApplications(db: Database, tenantId: string, line: Timeline, x: Extras): Promise<number> {
  const result = await sql`
    INSERT INTO applications (tenant_id, id, candidate_id, job_id, current_stage_id, status, applied_date, source,
      stage_updated_at, created_at, updated_at)
    SELECT ${tenantId}::uuid, a.id, a.candidate_id, st.job_id, st.stage_id, a.status, a.t, 'career_page', a.t, a.t,
      CASE WHEN a.status = 'removed' THEN a.t + a.step ELSE a.t END
    FROM ${excludedApplications(tenantId, line, x)} AS a
    JOIN bench_seed_stages st ON st.job_no = a.job_no AND st.pos = 0`.execute(db)
  return Number(result.numAffectedRows ?? 0)
}

async function insertExcludedTransitions(db: Database, tenantId: string, line: Timeline, x: Extras): Promise<number> {
  const result = await sql`
    INSERT INTO stage_transitions (tenant_id, id, application_id, candidate_id, job_id, change_type, to_stage_id,
      to_stage_name, to_stage_type, from_status, to_status, changed_at, changed_by_user_id, changed_by_name, updated_at)
    SELECT ${tenantId}::uuid, gen_random_uuid(), a.id, a.candidate_id, st.job_id,
      CASE WHEN k.j = 0 THEN 'initial' ELSE 'status_change' END,
      CASE WHEN k.j = 0 THEN st.stage_id END, CASE WHEN k.j = 0 THEN st.name END, CASE WHEN k.j = 0 THEN st.stage_type END,
      CASE WHEN k.j = 1 THEN 'active' END, CASE WHEN k.j = 0 THEN 'active' ELSE 'removed' END,
      a.t + k.j * a.step, ${x.adminId}::uuid, ${x.adminName}, a.t + k.j * a.step
    FROM ${excludedApplications(tenantId, line, x)} AS a
    CROSS JOIN LATERAL generate_series(0, CASE WHEN a.status = 'removed' THEN 1 ELSE 0 END) AS k(j)
    JOIN bench_seed_stages st ON st.job_no = a.job_no AND st.pos = 0`.execute(db)
  return Number(result.numAffectedRows ?? 0)
}

/**
 * What the Data API should count by default, worked out apart from its own query: joins instead
 * of its NOT EXISTS probes, over the range the API says it applied (`meta.from`/`meta.to`).
 */
export async function independentCount(db: Database, tenantId: string, from: string, to: string): Promise<number> {
  const result = await sql<{ n: number }>`
    SELECT count(*)::int AS n
    FROM applications a
    JOIN jobs j ON j.tenant_id = a.tenant_id AND j.id = a.job_id
    JOIN candidates c ON c.tenant_id = a.tenant_id AND c.id = a.candidate_id
    WHERE a.tenant_id = ${tenantId}::uuid AND a.status <> 'removed' AND NOT a.is_demo
      AND NOT j.is_deleted AND NOT c.is_deleted AND c.duplicate_of_id IS NULL
      AND coalesce(a.applied_date, a.created_at) >= ${formatTimestamp(vietnamDayBounds(from).start)}::timestamptz
      AND coalesce(a.applied_date, a.created_at) < ${formatTimestamp(vietnamDayBounds(to).end)}::timestamptz`.execute(db)
  return result.rows[0]!.n
}

const SEEDED_TABLES = ['candidates', 'applications', 'stage_transitions', 'jobs', 'pipeline_stages'] as const

/** ANALYZE (VACUUM ANALYZE with `vacuum`) every table the seeder fills. */
async function analyzeTables(db: Database, { vacuum = false } = {}): Promise<void> {
  for (const table of SEEDED_TABLES) await sql`${sql.raw(vacuum ? 'VACUUM ANALYZE' : 'ANALYZE')} ${sql.table(table)}`.execute(db)
}

/**
 * Runs a bulk rewrite of stage facts with the metric tallies' UPDATE triggers (migration 0021)
 * off, then builds the tenant's tallies once from the rows, as the migration does. Rewriting the
 * facts of a million applications in batches of 20,000, each batch re-tallied by its triggers,
 * took minutes a batch on tables not analyzed yet; one pass over the rows takes a few minutes in
 * all. Nothing else writes meanwhile: the seeder is alone on its database.
 */
async function withTalliesRebuiltAfter(db: Database, tenantId: string, work: () => Promise<unknown>): Promise<void> {
  const triggers = [
    ['applications', 'applications_metric_tallies_update'],
    ['stage_transitions', 'stage_transitions_metric_tallies_update'],
  ] as const
  for (const [table, trigger] of triggers) await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER ${sql.raw(trigger)}`.execute(db)
  try {
    await work()
  } finally {
    for (const [table, trigger] of triggers) await sql`ALTER TABLE ${sql.table(table)} ENABLE TRIGGER ${sql.raw(trigger)}`.execute(db)
  }
  await db.transaction().execute((trx) => rebuildMetricTallies(trx, tenantId))
}
