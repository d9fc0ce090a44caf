import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { createApiKey, dataCall } from '../../../test/helpers/data-api.ts'
import { coreClient, setColumns } from '../../../test/helpers/data-tables.ts'
import { provisionTenant } from '../../../test/helpers/factories.ts'
import { HISTORY_CLOCK, writeHistory, type History } from '../../../test/helpers/metrics-history.ts'

const MARCH = { from: '2026-03-01', to: '2026-03-31' }

/**
 * The analysis tables of the fixed history (test/helpers/metrics-history.ts) under the job_id and
 * department filters, across the turn of a year, and with the population rule at work; the
 * unfiltered March figures are in metrics.analysis.test.ts.
 */
describe('GET /data/metrics: analysis tables under filters, weeks and exclusions', () => {
  let ctx: TestApp
  let history: History

  async function metrics(query: Record<string, string>, key = history.key) {
    const res = await dataCall(ctx.app, key, '/metrics', query)
    assert.equal(res.statusCode, 200, res.body)
    return res.json()
  }

  before(async () => {
    ctx = await buildTestApp(undefined, { deps: { now: () => HISTORY_CLOCK } })
    history = await writeHistory(ctx.app, ctx.database.db)
  })
  after(() => ctx?.close())

  test('job_id: only that job’s applications, hires, rejections and history', async () => {
    const { seller } = history.jobs
    const body = await metrics({ ...MARCH, job_id: seller.id })
    assert.deepEqual(body.source_effectiveness, [
      { source: 'referral', applications: 1, hired: 1, hire_rate: 100, sample_size: 1, avg_time_to_hire_days: 30 },
    ])
    assert.deepEqual(
      body.top_performing_jobs.map((j: { job_id: string; applications: number; hired: number }) => [j.job_id, j.applications, j.hired]),
      [[seller.id, 1, 1]],
    )
    assert.deepEqual(body.recruiter_performance, [
      {
        recruiter_id: history.tenant.admin.id,
        recruiter_name: 'Ada Admin',
        applications: 1,
        hired: 0,
        rejected: 0,
        hire_rate: 100,
        sample_size: 1,
        avg_time_to_hire_days: null,
      },
      // a4: a March hire without a cohort application, so no rate.
      {
        recruiter_id: null,
        recruiter_name: null,
        applications: 0,
        hired: 1,
        rejected: 0,
        hire_rate: null,
        sample_size: 0,
        avg_time_to_hire_days: 28,
      },
    ])
    assert.deepEqual(body.offer_decline_reasons, [])
    const screening = body.stage_durations.find((s: { stage_type: string }) => s.stage_type === 'screening')
    assert.deepEqual(screening, { stage_type: 'screening', mean_days: 16, median_days: 16, sample_size: 2 }, 'a3 9 days, a4 23 days')
    assert.deepEqual(
      body.pipeline_snapshot.filter((s: { count: number }) => s.count > 0),
      [{ stage_type: 'screening', count: 1 }],
    )
    assert.deepEqual(
      body.conversion_rates.map((c: { from_count: number; to_count: number }) => [c.from_count, c.to_count]),
      [
        [1, 0],
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 0],
        [0, 0],
        [0, 0],
      ],
    )
    assert.deepEqual(
      body.per_template_funnels.map((f: { template_name: string | null; applications: number }) => [f.template_name, f.applications]),
      [['Sales funnel', 1]],
    )
  })

  test('department: the jobs of that department (the catalog’s spelling, any case)', async () => {
    const { backend, platform } = history.jobs
    const body = await metrics({ ...MARCH, department: 'engineering' })
    assert.deepEqual(body.source_effectiveness, [
      { source: 'linkedin', applications: 2, hired: 1, hire_rate: 50, sample_size: 2, avg_time_to_hire_days: 10 },
      { source: 'job_board', applications: 1, hired: 0, hire_rate: 0, sample_size: 1, avg_time_to_hire_days: null },
    ])
    assert.deepEqual(
      body.top_performing_jobs.map((j: { job_id: string }) => j.job_id),
      [backend.id, platform.id],
    )
    assert.deepEqual(
      body.recruiter_performance.map((r: { recruiter_id: string | null; applications: number; hired: number; rejected: number }) => [
        r.recruiter_id,
        r.applications,
        r.hired,
        r.rejected,
      ]),
      [
        [history.recruiter.id, 2, 1, 2],
        [null, 1, 0, 0],
      ],
    )
    assert.deepEqual(body.offer_decline_reasons, [
      { code: 'not_qualified', label: 'Not qualified', count: 1 },
      { code: null, label: null, count: 1 },
    ])
    const applied = body.stage_durations.find((s: { stage_type: string }) => s.stage_type === 'applied')
    const screening = body.stage_durations.find((s: { stage_type: string }) => s.stage_type === 'screening')
    assert.deepEqual(applied, { stage_type: 'applied', mean_days: 18.7, median_days: 2, sample_size: 3 })
    assert.deepEqual(screening, { stage_type: 'screening', mean_days: 2.3, median_days: 2, sample_size: 3 }, 'a1 2, a2 3, a5 2')
    assert.deepEqual(
      body.pipeline_snapshot.filter((s: { count: number }) => s.count > 0),
      [{ stage_type: 'applied', count: 1 }],
    )
    assert.deepEqual(
      body.per_template_funnels.map((f: { template_name: string | null; applications: number }) => [f.template_name, f.applications]),
      [
        ['Standard hiring', 2],
        [null, 1],
      ],
    )
  })

  test('application_trend across a year: Vietnamese weeks, empty ones included, entries outside the period left out', async () => {
    const body = await metrics({ from: '2025-12-20', to: '2026-01-10' })
    assert.deepEqual(body.application_trend, [
      // 17:00Z on 19 December is Saturday the 20th in Vietnam (in); 16:59:59.999Z is still the 19th (out).
      { week_start: '2025-12-15', applications: 1 },
      { week_start: '2025-12-22', applications: 0 },
      // 17:30Z on Sunday 28 December is Monday the 29th in Vietnam.
      { week_start: '2025-12-29', applications: 1 },
      { week_start: '2026-01-05', applications: 1 },
    ])
  })

  test('another tenant’s history is not counted, and its key sees only its own', async () => {
    const other = await provisionTenant(ctx.app)
    const h = coreClient(ctx.app, other)
    const { application } = await h.applicationOnNewJob({ applied_date: '2026-03-10T03:00:00.000Z' })
    await setColumns(ctx.database.db, 'applications', other.id, application.id, { created_at: '2026-03-10T03:00:00.000Z' })
    const otherKey = await createApiKey(ctx.app, other.admin.token)

    const ours = await metrics(MARCH)
    assert.equal(ours.top_performing_jobs.length, 3)
    assert.deepEqual(
      ours.application_trend.map((w: { applications: number }) => w.applications),
      [0, 2, 2, 0, 0, 0],
    )
    const theirs = await metrics(MARCH, otherKey)
    assert.deepEqual(
      theirs.source_effectiveness.map((s: { source: string; applications: number }) => [s.source, s.applications]),
      [['manual', 1]],
    )
    assert.deepEqual(
      theirs.recruiter_performance.map((r: { recruiter_id: string | null }) => r.recruiter_id),
      [null],
    )
  })

  test('population rule: a duplicate-flagged candidate’s application counts once the flag is cleared', async () => {
    const { seller } = history.jobs
    const before = await metrics({ ...MARCH, job_id: seller.id })
    assert.equal(before.top_performing_jobs[0].applications, 1)
    // The twin of a1's candidate applied on 7 March and was hired on 21 March.
    const twin = (await call(ctx.app, 'GET', '/api/v1/candidates', { token: history.tenant.admin.token, query: { page_size: 100 } }))
      .json()
      .items.find((c: { duplicate_of_id: string | null }) => c.duplicate_of_id !== null)
    assert.ok(twin, 'the twin is listed')
    const cleared = await call(ctx.app, 'POST', `/api/v1/candidates/${twin.id}/not-duplicate`, { token: history.tenant.admin.token })
    assert.equal(cleared.statusCode, 200, cleared.body)
    try {
      const after = await metrics({ ...MARCH, job_id: seller.id })
      assert.deepEqual(
        after.top_performing_jobs.map((j: { applications: number; hired: number }) => [j.applications, j.hired]),
        [[2, 2]],
      )
      assert.deepEqual(
        after.source_effectiveness.map((s: { source: string; applications: number }) => [s.source, s.applications]),
        [
          ['linkedin', 1],
          ['referral', 1],
        ],
      )
    } finally {
      await setColumns(ctx.database.db, 'candidates', history.tenant.id, twin.id, { duplicate_of_id: twin.duplicate_of_id })
    }
  })
})
