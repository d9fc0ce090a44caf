import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { createApiKey, dataCall } from '../../../test/helpers/data-api.ts'
import { assertRecordMatches, coreClient, setColumns, type CoreClient } from '../../../test/helpers/data-tables.ts'
import { tenantWithTeam } from '../../../test/helpers/factories.ts'
import { inlinedDocument } from '../../../test/helpers/openapi.ts'
import { DATA_TABLES, dataTable } from './tables/index.ts'

const API = '/api/v1'
const HOUR = 3600_000

/**
 * The field names of the specification's tables, copied here on their own so that a declaration
 * drifting from the spec fails a test rather than changing the spec silently.
 */
const SPEC_FIELDS: Record<string, string> = {
  candidates:
    'id candidate_code full_name email phone gender date_of_birth location_display vn_province_code country_code current_job_title ' +
    'current_company total_experience_years skills education current_salary current_salary_currency current_salary_type ' +
    'current_salary_period expected_salary_min expected_salary_max salary_currency salary_type salary_period source source_detail ' +
    'tags star_rating is_blacklisted is_demo is_anonymized duplicate_of_id needs_manual_review created_at updated_at',
  applications:
    'id candidate_id candidate_code job_id job_code stage_id stage_name stage_type status applied_date hired_date rejected_date ' +
    'rejection_reason_code rejection_reason source source_detail assigned_recruiter_id assigned_recruiter_name offer_accepted_at ' +
    'is_demo created_at updated_at stage_updated_at',
  'stage-transitions':
    'id application_id candidate_id job_id change_type from_stage_id to_stage_id from_stage_name to_stage_name from_stage_type ' +
    'to_stage_type from_status to_status changed_at changed_by_user_id changed_by_name notes',
  jobs:
    'id job_code title slug department location_display employment_type work_setup hire_type status published_date closed_date ' +
    'on_hold_date close_reason expected_hire_date headcount salary_min salary_max salary_currency recruitment_cost_items ' +
    'cost_currency pipeline_template_id is_demo created_by created_at updated_at pipeline_stages',
  interviews:
    'id application_id candidate_id job_id interview_round round_number scheduled_at duration_minutes location status result ' +
    'rating interviewer_ids interviewer_names is_self_schedule created_at updated_at',
  evaluations:
    'id application_id candidate_id job_id interview_id stage_id evaluator_type evaluator_id evaluator_name overall_rating ' +
    'rating_scale criteria_scores weighted_score result evaluation_type evaluated_at created_at updated_at',
  offers:
    'id application_id candidate_id job_id offer_number version status job_title department start_date gross_salary_amount ' +
    'gross_salary_currency gross_salary_unit probation_period probation_salary_amount expiry_date sent_at responded_at ' +
    'decline_reason_code cancel_reason_code created_at updated_at',
}

/** Nullable fields of the spec and the few the spec marks non-null; checked against the declarations. */
const SPEC_NON_NULL: Record<string, string> = {
  candidates: 'id candidate_code full_name source is_blacklisted is_demo is_anonymized needs_manual_review created_at updated_at',
  applications: 'id candidate_id candidate_code job_id job_code status is_demo created_at updated_at',
  'stage-transitions': 'id application_id candidate_id job_id change_type changed_at',
  jobs: 'id job_code title employment_type status headcount recruitment_cost_items is_demo created_by created_at updated_at pipeline_stages',
  interviews:
    'id application_id candidate_id job_id interview_round round_number scheduled_at duration_minutes status result is_self_schedule created_at updated_at',
  evaluations: 'id application_id candidate_id job_id evaluator_type evaluator_name rating_scale created_at updated_at',
  offers: 'id application_id candidate_id job_id offer_number version status sent_at created_at updated_at',
}

/** Fields no record of the fixture fills, and why; every other field is seen non-null at least once. */
const NEVER_FILLED: Record<string, string[]> = {
  candidates: [],
  applications: [],
  'stage-transitions': [],
  jobs: [],
  interviews: [],
  evaluations: [],
  offers: [],
}

describe('Data API tables: fields, types and nullability', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let key: string
  let h: CoreClient
  const made = {} as Record<
    'job' | 'pausedJob' | 'person' | 'duplicate' | 'app1' | 'app2' | 'interview' | 'evaluation' | 'offerV1' | 'offerV2',
    string
  >

  async function read(table: string, query: Record<string, string | number | boolean> = {}) {
    const res = await dataCall(ctx.app, key, `/${table}`, { page_size: 100, to: '2099-12-31', ...query })
    assert.equal(res.statusCode, 200, res.body)
    return res.json() as { items: Record<string, unknown>[]; total: number }
  }

  before(async () => {
    ctx = await buildTestApp()
    team = await tenantWithTeam(ctx.app)
    key = await createApiKey(ctx.app, team.admin.token)
    h = coreClient(ctx.app, team)
    const { recruiter, interviewer } = team.members
    const past = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString()
    const future = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()

    await h.post('/custom-sources', { name: 'Job fair', value: 'job_fair', parent_source: 'other' })
    const job = await h.job({
      title: 'Platform engineer',
      department: 'Engineering',
      location_display: 'Hồ Chí Minh',
      employment_type: 'contract',
      work_setup: 'hybrid',
      hire_type: 'replacement',
      headcount: 2,
      salary_min: 30_000_000,
      salary_max: 50_000_000,
      currency: 'VND',
      expected_hire_date: '2027-01-15',
      recruitment_cost_items: [
        { category: 'job_ads', amount: 1_250_000.5, date: '2026-01-10' },
        { category: 'agency', amount: 3_000_000 },
      ],
      cost_currency: 'VND',
    })
    made.job = job.id
    const person = await h.candidate({
      full_name: 'Trần Thị Mai',
      email: 'mai.tran@example.com',
      phone: '0901234567',
      gender: 'female',
      date_of_birth: '1992',
      location_display: 'Quận 1, Hồ Chí Minh',
      vn_province_code: '79',
      country_code: 'VN',
      current_job_title: 'Senior engineer',
      current_company: 'Acme',
      total_experience_years: 8,
      skills: ['go', 'postgres'],
      education: [{ school: 'HCMUT', degree: 'BSc' }],
      current_salary: 40_000_000,
      current_salary_currency: 'VND',
      current_salary_type: 'gross',
      current_salary_period: 'monthly',
      expected_salary_min: 45_000_000,
      expected_salary_max: 55_000_000,
      salary_currency: 'VND',
      salary_type: 'net',
      salary_period: 'monthly',
      source: 'referral',
      source_detail: 'Referred by Lan',
      tags: ['senior', 'backend'],
      star_rating: 4,
      is_blacklisted: false,
    })
    made.person = person.id
    // Same e-mail: flagged as a suspected duplicate of the first record.
    made.duplicate = (await h.candidate({ full_name: 'Mai Tran', email: 'mai.tran@example.com' })).id

    const app1 = await h.application(job.id, person.id, {
      source: 'job_fair',
      source_detail: 'HCMC fair 2026',
      assigned_recruiter_id: recruiter.id,
      applied_date: past(30),
    })
    made.app1 = app1.id
    await h.post(`/applications/${app1.id}/move`, { to_stage_id: job.stages[1]!.id, notes: 'Strong CV' }, 200)
    const hiredCandidate = await h.candidate({ full_name: 'Lê Văn Hùng', source: 'linkedin', source_detail: 'InMail' })
    const app2 = await h.application(job.id, hiredCandidate.id)
    made.app2 = app2.id
    const rejectedCandidate = await h.candidate({ full_name: 'Phạm Minh' })
    const app3 = await h.application(job.id, rejectedCandidate.id)
    await h.post(
      `/applications/${app3.id}/status`,
      { status: 'rejected', rejection_reason_code: 'not_qualified', rejection_reason: 'No Go experience' },
      200,
    )

    const interview = await h.interview(app1.id, past(20), {
      location: 'Office, floor 3',
      meeting_link: 'https://meet.example.com/abc',
      comments: 'Private notes about the person',
      interviewer_ids: [team.admin.id, interviewer.id],
    })
    made.interview = interview.id
    await h.post(`/interviews/${interview.id}/status`, { status: 'completed', result: 'passed', rating: 4 }, 200)

    const evaluation = await h.evaluation(app1.id, {
      interview_id: interview.id,
      stage_id: job.stages[1]!.id,
      criteria_scores: [
        { criterion: 'Coding', score: 4, weight: 2 },
        { criterion: 'Communication', score: 3.5 },
      ],
      overall_rating: 4,
      result: 'passed',
      evaluation_type: 'interview_feedback',
      comments: 'Written feedback that must not leave the product',
    })
    made.evaluation = evaluation.id
    await h.post(`/evaluations/${evaluation.id}/submit`, undefined, 200)
    await h.evaluation(app1.id, { evaluator_type: 'external', evaluator_name: 'Agency reviewer', overall_rating: 7, rating_scale: 10 })

    // app2: two versions, the second accepted; app1: one cancelled; app3 has none; another declined.
    const v1 = await h.offer(app2.id, {
      start_date: '2027-02-01',
      gross_salary_amount: 48_000_000.5,
      gross_salary_currency: 'VND',
      gross_salary_unit: 'per month',
      probation_period: '2 months',
      probation_salary_amount: 40_000_000,
      expiry_date: future(72),
      comments: 'Internal comment',
    })
    made.offerV1 = v1.id
    const v2 = await h.post(`/offers/${v1.id}/revise`, { gross_salary_amount: 50_000_000 })
    made.offerV2 = v2.id
    await h.post(`/offers/${v2.id}/respond`, { status: 'accepted' }, 200)
    const cancelled = await h.offer(app1.id)
    await h.post(`/offers/${cancelled.id}/cancel`, { cancel_reason_code: 'business_decision' }, 200)
    const { application: app4, job: app4Job } = await h.applicationOnNewJob()
    const declined = await h.offer(app4.id)
    await h.post(`/offers/${declined.id}/respond`, { status: 'declined', decline_reason_code: 'compensation' }, 200)
    await h.post(`/applications/${app2.id}/status`, { status: 'hired' }, 200)

    // The first job is published, put on hold and closed; the other one stays on hold (paused in the core API).
    const moves: [string, string, Record<string, string>][] = [
      [job.id, 'open', {}],
      [job.id, 'paused', {}],
      [job.id, 'closed', { close_reason: 'Budget frozen' }],
      [app4Job.id, 'open', {}],
      [app4Job.id, 'paused', {}],
    ]
    for (const [id, status, extra] of moves) {
      const res = await call(ctx.app, 'PATCH', `${API}/jobs/${id}/status`, { token: h.token, body: { status, ...extra } })
      assert.equal(res.statusCode, 200, res.body)
    }
    made.pausedJob = app4Job.id
    // Candidates only come from imports as demo rows; the flag is set directly.
    await setColumns(ctx.database.db, 'candidates', team.id, made.duplicate, { is_demo: true })
  })
  after(() => ctx?.close())

  test('each declaration lists exactly the spec’s fields, with the spec’s nullability', () => {
    assert.deepEqual(DATA_TABLES.map((t) => t.name).sort(), Object.keys(SPEC_FIELDS).sort())
    for (const table of DATA_TABLES) {
      assert.deepEqual(table.fields.map((f) => f.name).sort(), SPEC_FIELDS[table.name]!.split(' ').sort(), table.name)
      const nonNull = table.fields.filter((f) => !f.nullable).map((f) => f.name)
      assert.deepEqual(nonNull.sort(), SPEC_NON_NULL[table.name]!.split(' ').sort(), `${table.name} non-null fields`)
    }
  })

  for (const table of DATA_TABLES) {
    test(`GET /data/${table.name}: every row has exactly the declared fields, of the declared types`, async () => {
      const { items, total } = await read(table.name)
      assert.ok(items.length > 0 && items.length === total, `${table.name}: ${items.length} of ${total}`)
      const filled = new Set<string>()
      items.forEach((item, i) => {
        for (const name of assertRecordMatches(table.fields, item, `${table.name}[${i}]`)) filled.add(name)
      })
      const empty = table.fields.map((f) => f.name).filter((name) => !filled.has(name))
      assert.deepEqual(empty, NEVER_FILLED[table.name], `${table.name}: fields the fixture never filled`)
    })
  }

  test('/candidates: the full record reads back field by field; the duplicate stays in', async () => {
    const { items } = await read('candidates')
    const person = items.find((c) => c.id === made.person)!
    assert.equal(person.full_name, 'Trần Thị Mai')
    assert.match(String(person.candidate_code), /^CAN-\d{4}-\d{4}$/)
    assert.deepEqual(person.skills, ['go', 'postgres'])
    assert.deepEqual(person.education, [{ school: 'HCMUT', degree: 'BSc' }])
    assert.deepEqual(person.tags, ['senior', 'backend'])
    assert.equal(person.date_of_birth, '1992')
    const duplicate = items.find((c) => c.id === made.duplicate)!
    assert.equal(duplicate.duplicate_of_id, made.person)
    assert.equal(duplicate.needs_manual_review, true)
    assert.equal(duplicate.is_demo, true)
  })

  test('/applications: current stage, recruiter name, custom source, and the candidate’s source when the application has none', async () => {
    const { items } = await read('applications')
    const app1 = items.find((a) => a.id === made.app1)!
    const job = (await read('jobs', { job_id: made.job })).items[0]!
    const stages = job.pipeline_stages as { id: string; name: string; stage_type: string }[]
    assert.equal(app1.stage_id, stages[1]!.id)
    assert.equal(app1.stage_name, stages[1]!.name)
    assert.equal(app1.stage_type, stages[1]!.stage_type)
    assert.equal(app1.assigned_recruiter_id, team.members.recruiter.id)
    assert.equal(app1.assigned_recruiter_name, 'Member recruiter')
    assert.equal(app1.source, 'job_fair')
    assert.equal(app1.source_detail, 'HCMC fair 2026')
    assert.equal(items.find((a) => a.id === made.app2)!.status, 'hired')

    // An application from before sources were kept on applications: it has none of its own.
    await setColumns(ctx.database.db, 'applications', team.id, made.app2, { source: null, source_detail: 'stale detail' })
    const again = (await read('applications')).items.find((a) => a.id === made.app2)!
    assert.equal(again.source, 'linkedin')
    assert.equal(again.source_detail, 'InMail')
  })

  test('/jobs: paused reads on_hold, with the dates of each status and the pipeline embedded', async () => {
    const [paused] = (await read('jobs', { job_id: made.pausedJob })).items
    assert.ok(paused)
    assert.equal(paused.status, 'on_hold')
    assert.match(String(paused.on_hold_date), /Z$/)
    assert.equal(paused.closed_date, null)
    const [job] = (await read('jobs', { job_id: made.job })).items
    assert.ok(job)
    assert.equal(job.status, 'closed')
    for (const field of ['published_date', 'closed_date', 'on_hold_date']) assert.match(String(job[field]), /Z$/, field)
    assert.equal(job.close_reason, 'Budget frozen')
    assert.equal(job.salary_currency, 'VND')
    assert.equal(job.expected_hire_date, '2027-01-15')
    assert.deepEqual(job.recruitment_cost_items, [
      { category: 'job_ads', amount: 1_250_000.5, date: '2026-01-10' },
      { category: 'agency', amount: 3_000_000, date: null },
    ])
    const stages = job.pipeline_stages as { sort_order: number; is_terminal: boolean }[]
    assert.deepEqual(
      stages.map((s) => s.sort_order),
      stages.map((_, i) => i + 1),
    )
    assert.equal(stages.at(-1)!.is_terminal, true)
    assert.equal(job.created_by, team.admin.id)
  })

  test('/interviews: no comments or meeting link; interviewer names aligned with the ids', async () => {
    const { items } = await read('interviews')
    const interview = items.find((i) => i.id === made.interview)!
    assert.equal('comments' in interview, false)
    assert.equal('meeting_link' in interview, false)
    assert.doesNotMatch(JSON.stringify(items), /meet\.example\.com|Private notes/)
    assert.deepEqual(interview.interviewer_ids, [team.admin.id, team.members.interviewer.id])
    assert.deepEqual(interview.interviewer_names, ['Ada Admin', 'Member interviewer'])
    assert.equal(interview.status, 'completed')
    assert.equal(interview.rating, 4)
  })

  test('/evaluations: no written comments; scores and the submission time are there', async () => {
    const { items } = await read('evaluations')
    assert.doesNotMatch(JSON.stringify(items), /Written feedback/)
    const evaluation = items.find((e) => e.id === made.evaluation)!
    assert.equal('comments' in evaluation, false)
    assert.deepEqual(evaluation.criteria_scores, [
      { criterion: 'Coding', score: 4, weight: 2 },
      { criterion: 'Communication', score: 3.5, weight: 1 },
    ])
    // Σ(score × weight) / Σ(weight), kept to 4 decimals by the evaluations module.
    assert.equal(evaluation.weighted_score, 3.8333)
    assert.match(String(evaluation.evaluated_at), /Z$/)
    const external = items.find((e) => e.evaluator_type === 'external')!
    assert.equal(external.evaluator_id, null)
    assert.equal(external.rating_scale, 10)
  })

  test('/offers: every version is a row; the current one is the highest version', async () => {
    const { items } = await read('offers')
    assert.doesNotMatch(JSON.stringify(items), /Internal comment/)
    const versions = items.filter((o) => o.application_id === made.app2).sort((a, b) => Number(a.version) - Number(b.version))
    assert.deepEqual(
      versions.map((o) => [o.id, o.version, o.status]),
      [
        [made.offerV1, 1, 'cancelled'],
        [made.offerV2, 2, 'accepted'],
      ],
    )
    assert.notEqual(versions[0]!.offer_number, versions[1]!.offer_number)
    const app = (await read('applications')).items.find((a) => a.id === made.app2)!
    assert.match(String(app.offer_accepted_at), /Z$/)
    assert.ok(items.some((o) => o.status === 'declined' && o.decline_reason_code === 'compensation'))
    assert.ok(items.some((o) => o.status === 'cancelled' && o.cancel_reason_code === 'business_decision'))
  })

  test('OpenAPI documents every table with the API key scheme and exactly the declared fields', async () => {
    const doc = inlinedDocument((await call(ctx.app, 'GET', `${API}/openapi.json`)).json())
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith(`${API}/data/`))
    for (const table of DATA_TABLES) assert.ok(paths.includes(`${API}/data/${table.name}`), table.name)
    const operation = doc.paths[`${API}/data/${dataTable('applications').name}`].get
    assert.deepEqual(operation.security, [{ apiKey: [] }])
    assert.deepEqual(operation.tags, ['Data API'])
    assert.ok(operation.summary)
    const item = operation.responses['200'].content['application/json'].schema.properties.items.items
    assert.deepEqual(Object.keys(item.properties).sort(), SPEC_FIELDS.applications!.split(' ').sort())
  })
})
