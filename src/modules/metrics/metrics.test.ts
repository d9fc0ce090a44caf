import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { createApiKey, dataCall } from '../../../test/helpers/data-api.ts'
import { coreClient, expectDataError } from '../../../test/helpers/data-tables.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { figures, historyWriter, INDICATOR_NAMES, readMetrics, vn, type Indicator } from '../../../test/helpers/metrics.ts'
import { ANALYSIS_SCHEMAS } from './analysis/index.ts'

// Noon on 10 March 2026 in Vietnam. The 18-month window then starts on 2024-09-10.
const NOW = vn('2026-03-10', '12:00')
// A week, compared with the week before (2026-02-22 … 2026-02-28).
const WEEK = { from: '2026-03-01', to: '2026-03-07' }

type Value = number | null

/** An indicator as the answer should hold it. */
const indicator = (current: Value, previous: Value, delta: Value, delta_pct: Value, sample: number, previousSample: Value): Indicator => ({
  current,
  previous,
  delta,
  delta_pct,
  sample_size: sample,
  previous_sample_size: previousSample,
})

/**
 * The history every test below reads (times in Vietnam time). Jobs: J1 Engineering (costs
 * 1,000 + 500 VND, created 03-02), J2 Sales (300 VND, 02-25), J3 Engineering (01-15), J4
 * Engineering (03-03, deleted), J5 Sales (600 VND, 02-10), J6 Sales (03-06, no applications).
 *
 *   app  job cand  entry          then                                   offers
 *   A1   J1  C1    03-01 09:00    hired 03-04 09:00 (3 days)             accepted 03-03
 *   A2   J1  C2    03-02 09:00    hired 03-07 21:00 (5.5 days)
 *   A3   J5  C3    02-24 09:00*   hired 03-06 09:00 (10 days)
 *   A4   J5  C1    03-05 09:00    active                                 pending, expired 03-06
 *   A5   J1  C4    03-03 09:00    rejected 03-05                         v1 declined 03-03, v2 accepted 03-04
 *   A6   J1  D     03-02 09:00    hired 03-05     (D: duplicate of C1)   accepted 03-03
 *   A7   J4  C5    03-01 09:00    active          (J4 deleted)
 *   A8   J1  C6    03-04 09:00    removed 03-05
 *   A9   J1  C7    03-01 09:00    hired 03-09                            pending, no deadline
 *   A10  J5  C2    02-01 09:00†   hired 03-03 09:00 (30 days)
 *   A11  J2  C4    02-10 09:00    moved 02-26, active
 *   A12  J3  C5    01-20 09:00    moved 03-05, active
 *   B1   J2  C8    02-23 09:00    hired 02-27 21:00 (4.5 days)           accepted 02-26
 *   B2   J2  C3    02-25 09:00    rejected 02-27                         declined 02-26
 *
 *   * no applied_date: entry is created_at.  † applied 02-01, created 02-03.
 */
describe('GET /data/metrics: the main indicators of a fixed history', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let key: string
  const jobs: Record<string, string> = {}

  before(async () => {
    ctx = await buildTestApp(undefined, { deps: { now: () => NOW.getTime() } })
    tenant = await provisionTenant(ctx.app)
    key = await createApiKey(ctx.app, tenant.admin.token)
    const h = coreClient(ctx.app, tenant)
    const w = historyWriter(ctx.app, ctx.database.db, tenant, h)

    const costs = (...amounts: number[]) => ({
      recruitment_cost_items: amounts.map((amount) => ({ category: 'job_board', amount })),
      cost_currency: 'VND',
    })
    const J1 = await w.job(vn('2026-03-02'), { department: 'Engineering', ...costs(1000, 500) })
    const J2 = await w.job(vn('2026-02-25'), { department: 'Sales', ...costs(300) })
    const J3 = await w.job(vn('2026-01-15'), { department: 'Engineering' })
    const J4 = await w.job(vn('2026-03-03'), { department: 'Engineering' })
    const J5 = await w.job(vn('2026-02-10'), { department: 'Sales', ...costs(600) })
    await w.job(vn('2026-03-06'), { department: 'Sales' })
    Object.assign(jobs, { J1: J1.id, J2: J2.id, J3: J3.id, J5: J5.id })

    const C1 = await h.candidate({ email: 'c1@example.com' })
    const [C2, C3, C4, C5, C6, C7, C8] = await Promise.all(Array.from({ length: 7 }, () => h.candidate()))
    const D = await h.candidate({ full_name: 'Twin of C1', email: 'c1@example.com' })
    assert.equal(D.duplicate_of_id, C1.id)

    await w.application(J1, C1.id, {
      created: vn('2026-03-01'),
      applied: vn('2026-03-01'),
      prepare: async (id) => {
        const offer = await w.offer(id, vn('2026-03-02'))
        await w.answer(offer.id, 'accepted', vn('2026-03-03'))
      },
      steps: [{ at: vn('2026-03-04'), status: 'hired' }],
    })
    await w.application(J1, C2!.id, {
      created: vn('2026-03-02'),
      applied: vn('2026-03-02'),
      steps: [{ at: vn('2026-03-07', '21:00'), status: 'hired' }],
    })
    await w.application(J5, C3!.id, { created: vn('2026-02-24'), steps: [{ at: vn('2026-03-06'), status: 'hired' }] })
    await w.application(J5, C1.id, {
      created: vn('2026-03-05'),
      applied: vn('2026-03-05'),
      prepare: async (id) => {
        const offer = await w.offer(id, vn('2026-03-05', '10:00'))
        await w.deadline(offer.id, vn('2026-03-06'))
      },
    })
    await w.application(J1, C4!.id, {
      created: vn('2026-03-03'),
      applied: vn('2026-03-03'),
      prepare: async (id) => {
        const first = await w.offer(id, vn('2026-03-03', '10:00'))
        await w.answer(first.id, 'declined', vn('2026-03-03', '15:00'))
        const second = await w.revise(first.id, vn('2026-03-03', '16:00'))
        await w.answer(second.id, 'accepted', vn('2026-03-04'))
      },
      steps: [{ at: vn('2026-03-05'), status: 'rejected' }],
    })
    await w.application(J1, D.id, {
      created: vn('2026-03-02'),
      applied: vn('2026-03-02'),
      prepare: async (id) => {
        const offer = await w.offer(id, vn('2026-03-02', '10:00'))
        await w.answer(offer.id, 'accepted', vn('2026-03-03'))
      },
      steps: [{ at: vn('2026-03-05'), status: 'hired' }],
    })
    await w.application(J4, C5!.id, { created: vn('2026-03-01'), applied: vn('2026-03-01') })
    const deleted = await call(ctx.app, 'DELETE', `/api/v1/jobs/${J4.id}`, { token: tenant.admin.token })
    assert.equal(deleted.statusCode, 204, deleted.body)
    await w.application(J1, C6!.id, {
      created: vn('2026-03-04'),
      applied: vn('2026-03-04'),
      steps: [{ at: vn('2026-03-05'), remove: true }],
    })
    await w.application(J1, C7!.id, {
      created: vn('2026-03-01'),
      applied: vn('2026-03-01'),
      prepare: async (id) => {
        await w.offer(id, vn('2026-03-02'))
      },
      steps: [{ at: vn('2026-03-09'), status: 'hired' }],
    })
    await w.application(J5, C2!.id, {
      created: vn('2026-02-03'),
      applied: vn('2026-02-01'),
      steps: [{ at: vn('2026-03-03'), status: 'hired' }],
    })
    await w.application(J2, C4!.id, { created: vn('2026-02-10'), applied: vn('2026-02-10'), steps: [{ at: vn('2026-02-26'), move: true }] })
    await w.application(J3, C5!.id, { created: vn('2026-01-20'), applied: vn('2026-01-20'), steps: [{ at: vn('2026-03-05'), move: true }] })
    await w.application(J2, C8!.id, {
      created: vn('2026-02-23'),
      applied: vn('2026-02-23'),
      prepare: async (id) => {
        const offer = await w.offer(id, vn('2026-02-24'))
        await w.answer(offer.id, 'accepted', vn('2026-02-26'))
      },
      steps: [{ at: vn('2026-02-27', '21:00'), status: 'hired' }],
    })
    await w.application(J2, C3!.id, {
      created: vn('2026-02-25'),
      applied: vn('2026-02-25'),
      prepare: async (id) => {
        const offer = await w.offer(id, vn('2026-02-25', '10:00'))
        await w.answer(offer.id, 'declined', vn('2026-02-26'))
      },
      steps: [{ at: vn('2026-02-27'), status: 'rejected' }],
    })
  })
  after(() => ctx?.close())

  test('the period, the previous week, the filters and every indicator with its sample sizes', async () => {
    const m = await readMetrics(ctx.app, key, WEEK)
    assert.deepEqual(
      [m.period_start, m.period_end, m.previous_period_start, m.previous_period_end, m.from_clamped],
      ['2026-03-01', '2026-03-07', '2026-02-22', '2026-02-28', false],
    )
    assert.equal(m.generated_at, NOW.toISOString())
    assert.deepEqual(m.filters, { job_id: null, department: null })
    // J1 and J6 (J4 is deleted) against J2.
    assert.deepEqual(m.total_jobs, indicator(2, 1, 1, 100, 2, 1))
    // Cohort A1 A2 A4 A5 A9: C1 twice; against A3 B1 B2: C3 twice.
    assert.deepEqual(m.active_candidates, indicator(4, 2, 2, 100, 5, 3))
    // Hired in the week: A1 A2 A3 A10 (C2 twice); in the week before: B1.
    assert.deepEqual(m.total_hired, indicator(3, 1, 2, 200, 4, 1))
    // 3, 5.5, 10 and 30 days: mean 12.125, median 7.75; before: 4.5.
    assert.deepEqual(m.avg_time_to_hire_days, indicator(12.1, 4.5, 7.6, 168.9, 4, 1))
    assert.deepEqual(m.median_time_to_hire_days, indicator(7.8, 4.5, 3.3, 73.3, 4, 1))
    // A1 and A5's second version accepted, A4's expired: 2 of 3; before: 1 of 2.
    assert.deepEqual(m.offer_acceptance_rate, indicator(66.7, 50, 16.7, 33.4, 3, 2))
    // (1,500 + 600) / 3 people against 300 / 1.
    assert.deepEqual(m.cost_per_hire, indicator(700, 300, 400, 133.3, 3, 1))
    assert.equal(m.cost_currency, 'VND')
    // At the end of 03-07: A4 A9 A11 A12 active, A9 and A11 still for over 5 days; at the end of
    // 02-28: A3 A10 A11 A12 active, A10 and A12 aging.
    assert.deepEqual(m.aging_candidates_count, indicator(2, 2, 0, 0, 4, 4))
    // 3 of 5 (A1 A2 A9) against 2 of 3 (A3 B1).
    assert.deepEqual(m.cohort_hire_rate, indicator(60, 66.7, -6.7, -10, 5, 3))
  })

  test('the answer has the declared fields, the indicators and then the analysis tables', async () => {
    const m = await readMetrics(ctx.app, key, WEEK)
    const keys = Object.keys(m)
    for (const name of [...INDICATOR_NAMES, 'cost_currency', ...Object.keys(ANALYSIS_SCHEMAS)]) assert.ok(keys.includes(name), name)
    for (const name of INDICATOR_NAMES) {
      assert.deepEqual(
        Object.keys(m[name]).sort(),
        ['current', 'delta', 'delta_pct', 'previous', 'previous_sample_size', 'sample_size'],
        name,
      )
    }
    const doc = (await call(ctx.app, 'GET', '/api/v1/openapi.json')).json()
    const operation = doc.paths['/api/v1/data/metrics'].get
    assert.ok(operation.summary)
    assert.deepEqual(Object.keys(operation.responses).sort(), ['200', '400', '401', '422', '429'])
  })

  test('default period: the 30 days up to today in Vietnam, after the 30 days before them', async () => {
    const m = await readMetrics(ctx.app, key)
    assert.deepEqual(
      [m.period_start, m.period_end, m.previous_period_start, m.previous_period_end, m.from_clamped],
      ['2026-02-09', '2026-03-10', '2026-01-10', '2026-02-08', false],
    )
    // J1 J2 J5 J6 against J3; hires of C1 C2 C3 C7 C8 (A1 A2 A3 A9 A10 B1) against none.
    assert.deepEqual(m.total_jobs, indicator(4, 1, 3, 300, 4, 1))
    assert.deepEqual(m.total_hired, indicator(5, 0, 5, null, 6, 0))
    // `to` alone: the 30 days that end on it.
    const ending = await readMetrics(ctx.app, key, { to: '2026-02-28' })
    assert.deepEqual([ending.period_start, ending.period_end], ['2026-01-30', '2026-02-28'])
  })

  test('a from older than 18 months is clamped; the previous period then lies before the window: null figures', async () => {
    const m = await readMetrics(ctx.app, key, { from: '2020-01-01', to: '2026-03-10' })
    assert.deepEqual(
      [m.period_start, m.period_end, m.previous_period_start, m.previous_period_end, m.from_clamped],
      ['2024-09-10', '2026-03-10', '2023-03-13', '2024-09-09', true],
    )
    assert.deepEqual(m.total_jobs, indicator(5, null, null, null, 5, null))
    for (const name of INDICATOR_NAMES)
      assert.deepEqual([m[name].previous, m[name].previous_sample_size, m[name].delta], [null, null, null], name)
    // A period wholly before the window has no figures either.
    const old = await readMetrics(ctx.app, key, { from: '2021-01-01', to: '2021-01-31' })
    assert.equal(old.from_clamped, true)
    for (const name of INDICATOR_NAMES) assert.deepEqual([old[name].current, old[name].sample_size], [null, null], name)
  })

  test('job_id: only that job, itself included; a previous value of 0 gives a null delta_pct', async () => {
    const m = await readMetrics(ctx.app, key, { ...WEEK, job_id: jobs.J1! })
    assert.deepEqual(m.filters, { job_id: jobs.J1, department: null })
    assert.deepEqual(m.total_jobs, indicator(1, 0, 1, null, 1, 0))
    assert.deepEqual(m.active_candidates, indicator(4, 0, 4, null, 4, 0))
    assert.deepEqual(m.total_hired, indicator(2, 0, 2, null, 2, 0))
    // 3 and 5.5 days: 4.25, halves away from zero.
    assert.deepEqual(figures(m.avg_time_to_hire_days), [4.3, null, 2, 0])
    assert.deepEqual(figures(m.median_time_to_hire_days), [4.3, null, 2, 0])
    assert.deepEqual(figures(m.offer_acceptance_rate), [100, null, 2, 0])
    assert.deepEqual(figures(m.cost_per_hire), [750, null, 2, 0])
    assert.deepEqual(figures(m.aging_candidates_count), [1, 0, 1, 0])
    assert.deepEqual(figures(m.cohort_hire_rate), [75, null, 4, 0])
  })

  test('department: the jobs of that department only, matched trimmed and without regard to case', async () => {
    const m = await readMetrics(ctx.app, key, { ...WEEK, department: ' sales ' })
    assert.deepEqual(m.filters, { job_id: null, department: ' sales ' })
    // J6 against J2; J1's hires (Engineering) are left out.
    assert.deepEqual(figures(m.total_jobs), [1, 1, 1, 1])
    assert.deepEqual(figures(m.active_candidates), [1, 2, 1, 3])
    assert.deepEqual(figures(m.total_hired), [2, 1, 2, 1])
    assert.deepEqual(figures(m.avg_time_to_hire_days), [20, 4.5, 2, 1])
    assert.deepEqual(figures(m.offer_acceptance_rate), [0, 50, 1, 2])
    assert.deepEqual(m.cost_per_hire, indicator(300, 300, 0, 0, 2, 1))
    assert.deepEqual(figures(m.aging_candidates_count), [1, 1, 2, 3])
    assert.deepEqual(figures(m.cohort_hire_rate), [0, 66.7, 1, 3])
    const engineering = await readMetrics(ctx.app, key, { ...WEEK, department: 'Engineering' })
    assert.deepEqual(figures(engineering.total_hired), [2, 0, 2, 0])
    const none = await readMetrics(ctx.app, key, { ...WEEK, department: 'Legal' })
    assert.deepEqual(figures(none.total_jobs), [0, 0, 0, 0])
  })

  test('an API key and nothing else opens it: no key, a login token, a key in the URL', async () => {
    expectDataError(await dataCall(ctx.app, undefined, '/metrics'), 401, 'invalid_api_key')
    expectDataError(await dataCall(ctx.app, 'rk_live_not-a-real-key', '/metrics'), 401, 'invalid_api_key')
    expectDataError(await dataCall(ctx.app, tenant.admin.token, '/metrics'), 401, 'invalid_api_key')
    expectDataError(await dataCall(ctx.app, key, '/metrics', { key }), 400, 'api_key_in_url')
    expectDataError(await dataCall(ctx.app, key, '/metrics', { key: 'anything' }), 400, 'api_key_in_url')
  })

  test('bad parameters are 422 invalid_parameter; a reversed range is 422 invalid_range', async () => {
    const bad: Record<string, string>[] = [
      { from: '2026-13-01' },
      { to: 'yesterday' },
      { from: '2026-03-01T00:00:00Z' },
      { job_id: 'not-a-uuid' },
      { department: '' },
      { page: '1' },
      { include_demo: 'false' },
    ]
    for (const query of bad) {
      expectDataError(await dataCall(ctx.app, key, '/metrics', query), 422, 'invalid_parameter')
    }
    expectDataError(await dataCall(ctx.app, key, '/metrics', { from: '2026-03-08', to: '2026-03-07' }), 422, 'invalid_range')
    // Without `to`, from is compared with today.
    expectDataError(await dataCall(ctx.app, key, '/metrics', { from: '2026-03-11' }), 422, 'invalid_range')
  })

  test('another company: its own (empty) figures, and none of this one’s through this one’s job id', async () => {
    const other = await provisionTenant(ctx.app)
    const otherKey = await createApiKey(ctx.app, other.admin.token)
    for (const query of [WEEK, { ...WEEK, job_id: jobs.J1! }, { ...WEEK, department: 'Sales' }]) {
      const m = await readMetrics(ctx.app, otherKey, query)
      for (const name of ['total_jobs', 'active_candidates', 'total_hired', 'aging_candidates_count'] as const) {
        assert.deepEqual(figures(m[name]), [0, 0, 0, 0], `${name} ${JSON.stringify(query)}`)
      }
      const ratios = [
        'avg_time_to_hire_days',
        'median_time_to_hire_days',
        'offer_acceptance_rate',
        'cost_per_hire',
        'cohort_hire_rate',
      ] as const
      for (const name of ratios) {
        assert.deepEqual(figures(m[name]), [null, null, 0, 0], `${name} ${JSON.stringify(query)}`)
      }
      assert.equal(m.cost_currency, null)
    }
  })
})

describe('GET /data/metrics: costs in different currencies', () => {
  test('cost_currency is null when the hiring jobs disagree, and the delta of amounts in two currencies is null', async (t) => {
    const ctx = await buildTestApp(t, { deps: { now: () => NOW.getTime() } })
    const tenant = await provisionTenant(ctx.app)
    const key = await createApiKey(ctx.app, tenant.admin.token)
    const h = coreClient(ctx.app, tenant)
    const w = historyWriter(ctx.app, ctx.database.db, tenant, h)
    const inVnd = await w.job(vn('2026-01-05'), { recruitment_cost_items: [{ category: 'ads', amount: 100 }], cost_currency: 'VND' })
    const inUsd = await w.job(vn('2026-01-05'), {
      recruitment_cost_items: [
        { category: 'ads', amount: 40.5 },
        { category: 'fair', amount: 0.25 },
      ],
      cost_currency: 'USD',
    })
    const free = await w.job(vn('2026-01-05'))
    const hire = async (job: typeof inVnd, on: string) => {
      const candidate = await h.candidate()
      await w.application(job, candidate.id, { created: vn('2026-01-10'), steps: [{ at: vn(on), status: 'hired' }] })
    }
    await hire(inVnd, '2026-02-25')
    await hire(inUsd, '2026-03-02')
    await hire(inVnd, '2026-03-03')
    await hire(free, '2026-03-04')

    const m = await readMetrics(ctx.app, key, WEEK)
    // (100 + 40.75) / 3 people: 46.916… → 46.92; the job without costs adds a hire, not a cost.
    assert.deepEqual(m.cost_per_hire, indicator(46.92, 100, null, null, 3, 1))
    assert.equal(m.cost_currency, null)
    const usd = await readMetrics(ctx.app, key, { ...WEEK, job_id: inUsd.id })
    assert.deepEqual([usd.cost_per_hire.current, usd.cost_currency], [40.75, 'USD'])
    const none = await readMetrics(ctx.app, key, { ...WEEK, job_id: free.id })
    assert.deepEqual([none.cost_per_hire.current, none.cost_per_hire.sample_size, none.cost_currency], [null, 1, null])
  })
})

describe('GET /data/metrics: its own quota', () => {
  test('429 rate_limited after the per-minute metrics quota, while the tables quota is untouched', async (t) => {
    const ctx = await buildTestApp(t, {
      env: { DATA_API_METRICS_PER_MINUTE: '3', DATA_API_TABLES_PER_MINUTE: '4' },
      deps: { now: () => NOW.getTime() },
    })
    const tenant = await provisionTenant(ctx.app)
    const key = await createApiKey(ctx.app, tenant.admin.token)
    const expectHeaders = (res: Awaited<ReturnType<typeof dataCall>>, limit: number, remaining: number, label: string) =>
      assert.deepEqual([res.headers['x-ratelimit-limit'], res.headers['x-ratelimit-remaining']], [String(limit), String(remaining)], label)
    for (let i = 1; i <= 3; i++) {
      const res = await dataCall(ctx.app, key, '/metrics')
      assert.equal(res.statusCode, 200, res.body)
      assert.equal(res.headers['x-ratelimit-limit'], '3')
      assert.equal(res.headers['x-ratelimit-remaining'], String(3 - i))
    }
    const refused = await dataCall(ctx.app, key, '/metrics')
    expectDataError(refused, 429, 'rate_limited')
    assert.match(refused.json().detail.message, /3 requests per minute for Data API metrics/)
    assert.equal(refused.headers['retry-after'], '60')
    // Metrics spent → the tables quota of the same key is whole.
    for (let i = 1; i <= 4; i++) {
      const table = await dataCall(ctx.app, key, '/jobs')
      assert.equal(table.statusCode, 200, table.body)
      expectHeaders(table, 4, 4 - i, `table request ${i} after the metrics quota`)
    }
    const tablesRefused = await dataCall(ctx.app, key, '/jobs')
    expectDataError(tablesRefused, 429, 'rate_limited')
    expectHeaders(tablesRefused, 4, 0, 'the tables quota counts table requests only')
    assert.equal(tablesRefused.headers['retry-after'], '60')

    // The other way round, on a key of its own: tables spent → the metrics quota is whole.
    const second = await createApiKey(ctx.app, tenant.admin.token, 'Second')
    for (let i = 1; i <= 4; i++) expectHeaders(await dataCall(ctx.app, second, '/jobs'), 4, 4 - i, `table request ${i}`)
    const spent = await dataCall(ctx.app, second, '/jobs')
    expectDataError(spent, 429, 'rate_limited')
    expectHeaders(spent, 4, 0, 'the tables quota is spent')
    for (let i = 1; i <= 3; i++) {
      const res = await dataCall(ctx.app, second, '/metrics')
      assert.equal(res.statusCode, 200, res.body)
      expectHeaders(res, 3, 3 - i, `metrics request ${i} after the tables quota`)
    }
    const metricsRefused = await dataCall(ctx.app, second, '/metrics')
    expectDataError(metricsRefused, 429, 'rate_limited')
    expectHeaders(metricsRefused, 3, 0, 'the metrics quota counts metrics requests only')
  })

  test('the default quota is 20 a minute', async (t) => {
    const ctx = await buildTestApp(t, { deps: { now: () => NOW.getTime() } })
    const tenant = await provisionTenant(ctx.app)
    const key = await createApiKey(ctx.app, tenant.admin.token)
    const res = await dataCall(ctx.app, key, '/metrics')
    assert.equal(res.statusCode, 200, res.body)
    assert.deepEqual([res.headers['x-ratelimit-limit'], res.headers['x-ratelimit-remaining']], ['20', '19'])
  })
})
