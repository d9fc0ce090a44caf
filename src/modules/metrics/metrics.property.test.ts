import assert from 'node:assert/strict'
import { randomInt } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts'
import { createApiKey } from '../../../test/helpers/data-api.ts'
import { coreClient, walkPages } from '../../../test/helpers/data-tables.ts'
import { provisionTenant } from '../../../test/helpers/factories.ts'
import { historyWriter, readMetrics, vn, type Indicator, type Step } from '../../../test/helpers/metrics.ts'

/**
 * Random histories against an independent recomputation: the metrics must be what a client
 * computes from the rows the Data API tables serve. Each history is drawn from a seeded PRNG;
 * set METRICS_SEEDS=11,42 to replay given seeds (every failure names its seed).
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
    let served = 0
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
        if (chance(0.5)) steps.push({ at: new Date((at = between(created + 1, hire))), move: true })
        if (hire < now) steps.push({ at: new Date(hire), status: 'hired' })
      } else if (fate < 0.65) {
        const rejection = between(created + 1, Math.min(now, created + 30 * DAY))
        steps.push({ at: new Date(rejection), status: 'rejected' })
      }
      const removed = chance(0.08)
      if (removed)
        steps.push({ at: new Date(Math.min(now - 1, Math.max(at, ...steps.map((s) => s.at.getTime())) + between(1, DAY))), remove: true })
      if (!removed && candidate !== twin) served += 1

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
    return { key, served }
  }

  for (const seed of SEEDS) {
    test(`seed ${seed}: total_hired, active_candidates, avg_time_to_hire_days and offer_acceptance_rate, both periods`, async () => {
      const { key, served } = await writeHistory(seed)
      const applications = (await walkPages(ctx.app, key, '/applications', { page_size: 100 })).rows
      const offers = (await walkPages(ctx.app, key, '/offers', { page_size: 100 })).rows
      assert.equal(
        applications.length,
        served,
        `seed ${seed}: /applications serves every application but the removed ones and the duplicate's`,
      )

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
    })
  }
})
