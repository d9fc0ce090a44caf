import assert from 'node:assert/strict'
import { randomInt } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts'
import { createApiKey } from '../../../test/helpers/data-api.ts'
import { coreClient, walkPages } from '../../../test/helpers/data-tables.ts'
import { provisionTenant } from '../../../test/helpers/factories.ts'
import { runImport } from '../../../test/helpers/imports.ts'
import { historyWriter, readMetrics, vn, type Indicator, type Step } from '../../../test/helpers/metrics.ts'
import { recomputeFunnels, recomputeStageDurations } from '../../../test/helpers/stage-tables.ts'
import { call } from '../../../test/helpers/app.ts'

/**
 * Random histories against an independent recomputation: the metrics must be what a client
 * computes from the rows the Data API tables serve. Each history is drawn from a seeded PRNG;
 * set METRICS_SEEDS=11,42 to replay given seeds (every failure names its seed). Histories are
 * written through the API, imported (then imported again, changed: rows rewritten, added and
 * removed), and candidates merged, so that every path that writes history is checked against
 * the history tables the service reads from facts kept beside it.
 */

const NOW = vn('2026-03-10', '12:00')
const DAY = 24 * 3600 * 1000
// The default period and the one before it, as instants: [start, end).
const CURRENT = { start: vn('2026-02-09', '00:00').getTime(), end: vn('2026-03-11', '00:00').getTime() }
const PREVIOUS = { start: vn('2026-01-10', '00:00').getTime(), end: vn('2026-02-09', '00:00').getTime() }
// Entries spread over the 90 days before now: both periods and some time before them.
const HISTORY_START = NOW.getTime() - 90 * DAY

const SEEDS = process.env.METRICS_SEEDS
  ? process.env.METRICS_SEEDS.split(',').map(Number)
  : Array.from({ length: 4 }, () => randomInt(1, 2 ** 31))

function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

interface Row {
  [field: string]: unknown
}

const ms = (value: unknown) => Date.parse(value as string)
const inside = (instant: number, period: { start: number; end: number }) => instant >= period.start && instant < period.end
const oneDecimal = (value: number) => Math.round(value * 10) / 10

/** The four figures as a client computes them from /applications and /offers rows. */
function recompute(applications: Row[], offers: Row[], period: { start: number; end: number }) {
  const entry = (a: Row) => ms(a.applied_date ?? a.created_at)
  const hired = applications.filter((a) => a.hired_date !== null && inside(ms(a.hired_date), period))
  const entered = applications.filter((a) => inside(entry(a), period))
  const days = hired.map((a) => (ms(a.hired_date) - entry(a)) / DAY)
  const latest = new Map<unknown, Row>()
  for (const offer of offers) {
    const known = latest.get(offer.application_id)
    if (!known || (known.version as number) < (offer.version as number)) latest.set(offer.application_id, offer)
  }
  const answered = [...latest.values()].filter(
    (o) => (o.status === 'accepted' || o.status === 'declined') && inside(ms(o.responded_at), period),
  )
  const accepted = answered.filter((o) => o.status === 'accepted').length
  return {
    total_hired: { value: new Set(hired.map((a) => a.candidate_id)).size, sample: hired.length },
    active_candidates: { value: new Set(entered.map((a) => a.candidate_id)).size, sample: entered.length },
    avg_time_to_hire_days: { value: days.length ? oneDecimal(days.reduce((s, d) => s + d, 0) / days.length) : null, sample: hired.length },
    offer_acceptance_rate: { value: answered.length ? oneDecimal((accepted * 100) / answered.length) : null, sample: answered.length },
  }
}

/** A job of its own pipeline for imports: every type but interview and hm_review, and a custom stage. */
const IMPORTED_STAGES = [
  { name: 'Sourced', stage_type: 'sourced' },
  { name: 'Applied', stage_type: 'applied' },
  { name: 'Screen', stage_type: 'screening' },
  { name: 'Test', stage_type: 'assessment' },
  { name: 'Extra', stage_type: 'custom' },
  { name: 'Offer', stage_type: 'offer' },
  { name: 'Hired', stage_type: 'hired', is_terminal: true },
]
const DEFAULT_STAGE_NAMES = ['New', 'Phone screen', 'Interview', 'Offer', 'Hired']

/**
 * An imported application's history drawn at random: it starts in any stage but the last, then
 * moves anywhere (back, forward, into the hired stage), takes notes, is rejected, made active
 * again or hired (into the hired stage or not), each change after the one before and before now.
 */
function importedHistory(random: () => number, stages: string[], created: number, now: number) {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
  const iso = (at: number) => new Date(at).toISOString()
  let at = created
  const transitions: Record<string, unknown>[] = [{ change_type: 'initial', to_stage: pick(stages.slice(0, -1)), changed_at: iso(at) }]
  let outcome: { status: 'active' | 'hired' | 'rejected'; at?: number } = { status: 'active' }
  const changes = Math.floor(random() * 7)
  for (let i = 0; i < changes; i++) {
    at += 1 + Math.floor(random() * 10 * DAY)
    if (at >= now) break
    const kind = random()
    if (kind < 0.45) transitions.push({ change_type: 'stage_move', to_stage: pick(stages), changed_at: iso(at) })
    else if (kind < 0.6) transitions.push({ change_type: 'note', notes: 'Called back', changed_at: iso(at) })
    else if (kind < 0.75) transitions.push({ change_type: 'status_change', to_status: 'rejected', changed_at: iso(at) })
    else if (kind < 0.85) transitions.push({ change_type: 'status_change', to_status: 'active', changed_at: iso(at) })
    else {
      const into = random() < 0.7 ? { to_stage: stages.at(-1) } : {}
      transitions.push({ change_type: 'status_change', to_status: 'hired', ...into, changed_at: iso(at) })
    }
    const status = transitions.at(-1)!.to_status as typeof outcome.status | undefined
    if (status) outcome = { status, at }
  }
  const dated = (status: string) => (outcome.status === status ? iso(outcome.at!) : null)
  return { transitions, status: outcome.status, hired_date: dated('hired'), rejected_date: dated('rejected') }
}

describe('GET /data/metrics equals the figures recomputed from the Data API tables (random histories)', () => {
  let ctx: TestApp

  before(async () => {
    ctx = await buildTestApp(undefined, { deps: { now: () => NOW.getTime() } })
  })
  after(() => ctx?.close())

  /**
   * A tenant with 20 to 40 applications entering over the last 90 days: hires, rejections, stage
   * moves, removals, a candidate flagged as a duplicate, offers answered, expired, pending, revised.
   * Answers the key and how many applications the tables must serve.
   */
  async function writeHistory(seed: number) {
    const random = mulberry32(seed)
    const between = (from: number, to: number) => from + Math.floor(random() * Math.max(1, to - from))
    const chance = (p: number) => random() < p
    const tenant = await provisionTenant(ctx.app)
    const key = await createApiKey(ctx.app, tenant.admin.token)
    const h = coreClient(ctx.app, tenant)
    const w = historyWriter(ctx.app, ctx.database.db, tenant, h)
    const now = NOW.getTime()

    const jobs = []
    for (let j = 0; j < 4; j++) jobs.push(await w.job(new Date(HISTORY_START - between(1, 30) * DAY)))
    const people = []
    for (let c = 0; c < 12; c++) people.push(await h.candidate({ email: `p${c}-${seed}@example.com` }))
    const twin = await h.candidate({ full_name: 'Twin', email: `p0-${seed}@example.com` })
    assert.equal(twin.duplicate_of_id, people[0]!.id)
    const candidates = [...people, twin]

    const taken = new Set<string>()
    // Every application written through the API: whose it is now, and whether it was removed.
    const written: { candidateId: string; removed: boolean }[] = []
    const count = between(20, 41)
    for (let i = 0; i < count; i++) {
      const candidate = candidates[Math.floor(random() * candidates.length)]!
      const job = jobs[Math.floor(random() * jobs.length)]!
      if (taken.has(`${candidate.id}:${job.id}`)) continue
      taken.add(`${candidate.id}:${job.id}`)

      const entry = between(HISTORY_START, now - 3600_000)
      const applied = chance(0.3) ? null : entry
      const created = applied === null ? entry : Math.min(entry + between(0, 2 * DAY), now - 60_000)
      const steps: Step[] = []
      const fate = random()
      let at = created
      if (fate < 0.4) {
        const hire = created + between(3600_000, 40 * DAY)
        // Before now: a history row from the future is one the Data API does not serve yet.
        if (chance(0.5)) steps.push({ at: new Date((at = between(created + 1, Math.min(hire, now)))), move: true })
        if (hire < now) steps.push({ at: new Date(hire), status: 'hired' })
      } else if (fate < 0.65) {
        const rejection = between(created + 1, Math.min(now, created + 30 * DAY))
        steps.push({ at: new Date(rejection), status: 'rejected' })
      }
      const removed = chance(0.08)
      if (removed)
        steps.push({ at: new Date(Math.min(now - 1, Math.max(at, ...steps.map((s) => s.at.getTime())) + between(1, DAY))), remove: true })
      written.push({ candidateId: candidate.id, removed })

      const offers = async (applicationId: string) => {
        if (!chance(0.6)) return
        const sent = between(created + 1, Math.min(now - 2 * 3600_000, created + 30 * DAY))
        let offer = await w.offer(applicationId, new Date(sent))
        let lastSent = sent
        const kind = random()
        if (kind < 0.2) {
          // Revised while pending, or after a refusal: the new version is the current one.
          if (chance(0.5)) await w.answer(offer.id, 'declined', new Date(between(sent + 1, now)))
          lastSent = between(sent + 1, now - 3600_000)
          offer = await w.revise(offer.id, new Date(lastSent))
        }
        const answer = random()
        if (answer < 0.4) await w.answer(offer.id, 'accepted', new Date(between(lastSent + 1, now)))
        else if (answer < 0.7) await w.answer(offer.id, 'declined', new Date(between(lastSent + 1, now)))
        else if (answer < 0.9) await w.deadline(offer.id, new Date(between(lastSent + 1, now + 20 * DAY)))
      }
      await w.application(job, candidate.id, {
        created: new Date(created),
        applied: applied === null ? null : new Date(applied),
        prepare: offers,
        steps,
      })
    }

    const imported = await importHistories(random, tenant.admin.token, now)
    const importedPeople = await ctx.database.db
      .selectFrom('candidates')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .where('external_id', 'is not', null)
      .execute()

    // Merges move applications with their history to another candidate. One refused because both
    // have an application on one job moves nothing.
    const mergedInto = new Map<string, string>()
    const merge = async (from: string, into: string) => {
      const res = await call(ctx.app, 'POST', `/api/v1/candidates/${from}/merge`, { token: tenant.admin.token, body: { into_id: into } })
      if (res.statusCode === 409) return
      assert.equal(res.statusCode, 200, `seed ${seed}: merge: ${res.body}`)
      mergedInto.set(from, into)
    }
    // The duplicate's applications, left out so far, count once it is merged into the record it duplicates.
    if (chance(0.5)) await merge(twin.id, people[0]!.id)
    for (let m = 0; m < 2; m++) {
      const from = importedPeople[Math.floor(random() * importedPeople.length)]!.id
      if (!mergedInto.has(from)) await merge(from, people[1 + Math.floor(random() * (people.length - 1))]!.id)
    }

    const served =
      written.filter((a) => !a.removed && (mergedInto.get(a.candidateId) ?? a.candidateId) !== twin.id).length + imported.applications
    return { key, served }
  }

  /**
   * Two jobs (one with a pipeline of its own, so without a template; one from the default
   * template), candidates of their own and 4 to 8 applications with random histories, imported;
   * then imported again with half of the histories drawn anew, so that stored rows are rewritten
   * in place, added and removed. Answers how many applications it made.
   */
  async function importHistories(random: () => number, token: string, now: number) {
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
    const iso = (at: number) => new Date(at).toISOString()
    const jobs = [
      { external_id: 'job-own', title: 'Imported, own pipeline', created_at: iso(HISTORY_START - 40 * DAY), stages: IMPORTED_STAGES },
      { external_id: 'job-standard', title: 'Imported, default template', created_at: iso(HISTORY_START - 40 * DAY) },
    ]
    const stageNames = (job: string) => (job === 'job-own' ? IMPORTED_STAGES.map((s) => s.name) : DEFAULT_STAGE_NAMES)
    const people = Array.from({ length: 4 }, (_, i) => ({
      external_id: `cand-${i}`,
      full_name: `Imported Person ${i}`,
      created_at: iso(HISTORY_START - 30 * DAY),
    }))
    const records: Record<string, unknown>[] = []
    const taken = new Set<string>()
    const count = 4 + Math.floor(random() * 5)
    for (let i = 0; i < count; i++) {
      const job = pick(jobs).external_id
      const person = pick(people).external_id
      if (taken.has(`${person}:${job}`)) continue
      taken.add(`${person}:${job}`)
      const created = HISTORY_START + Math.floor(random() * (now - 3600_000 - HISTORY_START))
      records.push({
        external_id: `app-${i}`,
        job_external_id: job,
        candidate_external_id: person,
        created_at: iso(created),
        applied_date: random() < 0.3 ? null : iso(created),
        ...importedHistory(random, stageNames(job), created, now),
      })
    }
    const expectDone = (state: Awaited<ReturnType<typeof runImport>>) =>
      assert.deepEqual([state.status, state.errors], ['completed', []], JSON.stringify(state.errors))
    expectDone(await runImport(ctx.app, token, { jobs, candidates: people, applications: records }))
    const again = records.map((r) =>
      random() < 0.5
        ? { ...r, ...importedHistory(random, stageNames(r.job_external_id as string), Date.parse(r.created_at as string), now) }
        : r,
    )
    expectDone(await runImport(ctx.app, token, { applications: again }))
    return { applications: records.length }
  }

  for (const seed of SEEDS) {
    test(`seed ${seed}: total_hired, active_candidates, avg_time_to_hire_days, offer_acceptance_rate (both periods) and the history tables`, async () => {
      const { key, served } = await writeHistory(seed)
      const applications = (await walkPages(ctx.app, key, '/applications', { page_size: 100 })).rows
      const offers = (await walkPages(ctx.app, key, '/offers', { page_size: 100 })).rows
      assert.equal(
        applications.length,
        served,
        `seed ${seed}: /applications serves every application but the removed ones and the duplicate's`,
      )

      const transitions = (await walkPages(ctx.app, key, '/stage-transitions', { page_size: 100 })).rows
      const jobs = (await walkPages(ctx.app, key, '/jobs', { page_size: 100 })).rows
      const metrics = await readMetrics(ctx.app, key)
      assert.deepEqual(
        [metrics.period_start, metrics.period_end, metrics.previous_period_start, metrics.previous_period_end],
        ['2026-02-09', '2026-03-10', '2026-01-10', '2026-02-08'],
        `seed ${seed}`,
      )
      const current = recompute(applications, offers, CURRENT)
      const previous = recompute(applications, offers, PREVIOUS)
      for (const name of ['total_hired', 'active_candidates', 'avg_time_to_hire_days', 'offer_acceptance_rate'] as const) {
        const got: Indicator = metrics[name]
        assert.deepEqual(
          [got.current, got.sample_size, got.previous, got.previous_sample_size],
          [current[name].value, current[name].sample, previous[name].value, previous[name].sample],
          `seed ${seed}: ${name} as [current, sample_size, previous, previous_sample_size]`,
        )
      }

      const tables = metrics as unknown as Record<string, unknown>
      assert.deepEqual(tables.stage_durations, recomputeStageDurations(transitions, CURRENT), `seed ${seed}: stage_durations`)
      const funnels = recomputeFunnels(applications, transitions, jobs, CURRENT)
      assert.deepEqual(tables.conversion_rates, funnels.conversion_rates, `seed ${seed}: conversion_rates`)
      const perTemplate = tables.per_template_funnels as {
        template_id: string | null
        applications: number
        stages: { stage_type: string; reached: number }[]
      }[]
      assert.deepEqual(
        perTemplate.map((f) => f.template_id).sort(),
        [...funnels.byTemplate.keys()].sort(),
        `seed ${seed}: per_template_funnels groups`,
      )
      for (const group of perTemplate) {
        const want = funnels.byTemplate.get(group.template_id)!
        assert.deepEqual(
          [group.applications, group.stages.map((stage) => [stage.stage_type, stage.reached])],
          [want.applications, group.stages.map((stage) => [stage.stage_type, want.reached[stage.stage_type]])],
          `seed ${seed}: per_template_funnels of template ${group.template_id}`,
        )
      }
    })
  }
})
