import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts'
import { dataCall } from '../../../test/helpers/data-api.ts'
import { HISTORY_CLOCK, writeHistory, type History } from '../../../test/helpers/metrics-history.ts'

const MARCH = { from: '2026-03-01', to: '2026-03-31' }

/** A per-type table from the types that are not 0, in the canonical order with every other type at 0. */
function byType(counts: Record<string, number>) {
  const types = ['sourced', 'applied', 'screening', 'assessment', 'interview', 'hm_review', 'offer', 'hired', 'custom']
  return types.map((stage_type) => ({ stage_type, count: counts[stage_type] ?? 0 }))
}

/**
 * The analysis tables of GET /data/metrics over March 2026 of a fixed history (see
 * test/helpers/metrics-history.ts). Its cohort: a1, a2 (Backend engineer), a3 (Sales executive)
 * and a5 (Platform engineer, a job without a template); a4 (entered in February) is hired in
 * March, a6 (January) rejected in March, a9 (January) still active. A removed application and
 * a duplicate candidate's one would change every figure if they counted.
 */
describe('GET /data/metrics: analysis tables of a period', () => {
  let ctx: TestApp
  let history: History
  let march: Record<string, unknown>

  before(async () => {
    ctx = await buildTestApp(undefined, { deps: { now: () => HISTORY_CLOCK } })
    history = await writeHistory(ctx.app, ctx.database.db)
    const res = await dataCall(ctx.app, history.key, '/metrics', MARCH)
    assert.equal(res.statusCode, 200, res.body)
    march = res.json()
  })
  after(() => ctx?.close())

  test('source_effectiveness: the cohort by source (the candidate’s when the application has none), hired by now', () => {
    assert.deepEqual(march.source_effectiveness, [
      { source: 'linkedin', applications: 2, hired: 1, hire_rate: 50, sample_size: 2, avg_time_to_hire_days: 10 },
      { source: 'job_board', applications: 1, hired: 0, hire_rate: 0, sample_size: 1, avg_time_to_hire_days: null },
      // a3: no source of its own, its candidate came by referral; hired on 8 April, 30 days after entering.
      { source: 'referral', applications: 1, hired: 1, hire_rate: 100, sample_size: 1, avg_time_to_hire_days: 30 },
    ])
  })

  test('top_performing_jobs: hires dated in the period, cohort applications and the cohort’s hire rate', () => {
    const { backend, seller, platform } = history.jobs
    const job = (j: typeof backend, title: string, department: string) => ({ job_id: j.id, job_code: j.code, title, department })
    assert.deepEqual(march.top_performing_jobs, [
      { ...job(backend, 'Backend engineer', 'Engineering'), applications: 2, hired: 1, hire_rate: 50, sample_size: 2 },
      // Its March hire (a4) entered in February; its cohort application (a3) was hired in April.
      { ...job(seller, 'Sales executive', 'Sales'), applications: 1, hired: 1, hire_rate: 100, sample_size: 1 },
      { ...job(platform, 'Platform engineer', 'Engineering'), applications: 1, hired: 0, hire_rate: 0, sample_size: 1 },
    ])
  })

  test('recruiter_performance: per assigned recruiter, unassigned last', () => {
    assert.deepEqual(march.recruiter_performance, [
      // a1 hired and a2 rejected in March (cohort), a6 rejected in March (entered in January).
      {
        recruiter_id: history.recruiter.id,
        recruiter_name: 'Member recruiter',
        applications: 2,
        hired: 1,
        rejected: 2,
        hire_rate: 50,
        sample_size: 2,
        avg_time_to_hire_days: 10,
      },
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
      // a5 in the cohort; a4 hired in March after 28 days.
      {
        recruiter_id: null,
        recruiter_name: null,
        applications: 1,
        hired: 1,
        rejected: 0,
        hire_rate: 0,
        sample_size: 1,
        avg_time_to_hire_days: 28,
      },
    ])
  })

  test('application_trend: every Vietnamese week the period touches, Monday first, empty ones at 0', () => {
    assert.deepEqual(march.application_trend, [
      { week_start: '2026-02-23', applications: 0 },
      { week_start: '2026-03-02', applications: 2 },
      // a3 on Monday the 9th and a5 on Sunday the 15th.
      { week_start: '2026-03-09', applications: 2 },
      { week_start: '2026-03-16', applications: 0 },
      { week_start: '2026-03-23', applications: 0 },
      { week_start: '2026-03-30', applications: 0 },
    ])
  })

  test('offer_decline_reasons: rejection reasons of applications rejected in the period, a missing code as its own row', () => {
    assert.deepEqual(march.offer_decline_reasons, [
      { code: 'not_qualified', label: 'Not qualified', count: 1 },
      { code: null, label: null, count: 1 },
    ])
  })

  test('candidates_by_stage: the cohort by current stage type, whatever its status', () => {
    assert.deepEqual(march.candidates_by_stage, byType({ applied: 1, screening: 1, hired: 2 }))
  })

  test('pipeline_snapshot: active applications now, whenever they entered', () => {
    // a5 (moved back to New) and a9 (entered in January, in screening).
    assert.deepEqual(march.pipeline_snapshot, byType({ applied: 1, screening: 1 }))
  })

  test('conversion_rates: consecutive canonical types, reached in order in the cohort’s history', () => {
    const step = (from: string, to: string, fromCount: number, toCount: number, rate: number | null) => ({
      from_stage_type: from,
      to_stage_type: to,
      from_count: fromCount,
      to_count: toCount,
      rate,
      sample_size: fromCount,
    })
    assert.deepEqual(march.conversion_rates, [
      step('sourced', 'applied', 1, 0, 0),
      // a5 reached screening before applied, so it does not convert from applied.
      step('applied', 'screening', 3, 2, 66.7),
      step('screening', 'assessment', 4, 1, 25),
      step('assessment', 'interview', 1, 0, 0),
      step('interview', 'hm_review', 1, 0, 0),
      step('hm_review', 'offer', 0, 0, null),
      step('offer', 'hired', 1, 1, 100),
    ])
  })

  test('stage_durations: stays that ended in the period, whenever they began; notes end nothing', () => {
    const stay = (stage_type: string, mean_days: number | null, median_days: number | null, sample_size: number) => ({
      stage_type,
      mean_days,
      median_days,
      sample_size,
    })
    assert.deepEqual(march.stage_durations, [
      stay('sourced', 2, 2, 1),
      // a1 2 days, a2 2 days, a6 52 days (from January to its rejection on 3 March).
      stay('applied', 18.7, 2, 3),
      // a1 2, a2 3 (its note in between), a3 9, a4 23 (ended by its hire), a5 2.
      stay('screening', 7.8, 3, 5),
      stay('assessment', null, null, 0),
      stay('interview', 3, 3, 1),
      stay('hm_review', null, null, 0),
      stay('offer', 3, 3, 1),
      stay('hired', null, null, 0),
      stay('custom', null, null, 0),
    ])
  })

  test('funnel_stage_meta: the nine stage types in canonical order', () => {
    assert.deepEqual(march.funnel_stage_meta, [
      { stage_type: 'sourced', position: 1, label: 'Sourced' },
      { stage_type: 'applied', position: 2, label: 'Applied' },
      { stage_type: 'screening', position: 3, label: 'Screening' },
      { stage_type: 'assessment', position: 4, label: 'Assessment' },
      { stage_type: 'interview', position: 5, label: 'Interview' },
      { stage_type: 'hm_review', position: 6, label: 'Hiring manager review' },
      { stage_type: 'offer', position: 7, label: 'Offer' },
      { stage_type: 'hired', position: 8, label: 'Hired' },
      { stage_type: 'custom', position: 9, label: 'Custom' },
    ])
  })

  test('per_template_funnels: the cohort by its job’s template, in the template’s own stage order', () => {
    const reach = (stage_type: string, reached: number, rate: number) => ({ stage_type, reached, rate })
    assert.deepEqual(march.per_template_funnels, [
      {
        template_id: history.jobs.backend.pipeline_template_id,
        template_name: 'Standard hiring',
        applications: 2,
        stages: [
          reach('applied', 2, 100),
          reach('screening', 2, 100),
          reach('interview', 1, 50),
          reach('offer', 1, 50),
          reach('hired', 1, 50),
        ],
      },
      {
        template_id: history.templates.sales,
        template_name: 'Sales funnel',
        applications: 1,
        stages: [reach('sourced', 1, 100), reach('screening', 1, 100), reach('assessment', 1, 100), reach('hired', 1, 100)],
      },
      {
        template_id: null,
        template_name: null,
        applications: 1,
        stages: [
          reach('sourced', 0, 0),
          reach('applied', 1, 100),
          reach('screening', 1, 100),
          reach('assessment', 0, 0),
          reach('interview', 0, 0),
          reach('hm_review', 0, 0),
          reach('offer', 0, 0),
          reach('hired', 0, 0),
          reach('custom', 0, 0),
        ],
      },
    ])
  })
})
