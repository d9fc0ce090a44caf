import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { createApiKey, dataCall } from '../../../test/helpers/data-api.ts'
import { addMember, provisionTenant, type SignedIn, type TestTenant } from '../../../test/helpers/factories.ts'
import { runImport, type ImportState } from '../../../test/helpers/imports.ts'

const API = '/api/v1'

/**
 * A small history from another system, every kind of record, with times of 2025: the codes the
 * import hands out must carry 2025, not the year the import runs in.
 */
function history(admin: SignedIn, recruiter: SignedIn) {
  return {
    jobs: [
      {
        external_id: 'job-backend',
        title: 'Backend engineer',
        department: 'Engineering',
        status: 'open',
        salary_min: 30_000_000,
        salary_max: 45_000_000,
        currency: 'VND',
        recruitment_cost_items: [{ category: 'job_ads', amount: 2_000_000, date: '2025-07-02' }],
        created_by_email: admin.email,
        created_at: '2025-07-01T02:00:00.000Z',
        published_at: '2025-07-02T02:00:00.000Z',
      },
      {
        external_id: 'job-design',
        title: 'Product designer',
        stages: [
          { name: 'Portfolio review', stage_type: 'screening' },
          { name: 'Interview', stage_type: 'interview' },
          { name: 'Hired', stage_type: 'hired', is_terminal: true },
        ],
        close_reason: 'Filled',
        created_at: '2025-07-05T02:00:00.000Z',
        closed_at: '2025-10-01T02:00:00.000Z',
      },
    ],
    candidates: [
      {
        external_id: 'cand-an',
        full_name: 'Nguyễn Văn An',
        email: 'an@example.com',
        phone: '0901 234 567',
        source: 'linkedin',
        skills: { languages: ['go', 'sql'], level: 'senior' },
        tags: ['backend'],
        created_at: '2025-06-20T03:00:00.000Z',
      },
      { external_id: 'cand-binh', full_name: 'Trần Thị Bình', email: 'binh@example.com', created_at: '2025-06-25T03:00:00.000Z' },
      { external_id: 'cand-chi', full_name: 'Lê Chi', created_at: '2025-08-01T03:00:00.000Z' },
    ],
    applications: [
      {
        external_id: 'app-an',
        job_external_id: 'job-backend',
        candidate_external_id: 'cand-an',
        status: 'hired',
        applied_date: '2025-07-03T04:00:00.000Z',
        hired_date: '2025-08-20T04:00:00.000Z',
        offer_accepted_at: '2025-08-15T04:00:00.000Z',
        assigned_recruiter_email: recruiter.email,
        created_at: '2025-07-03T04:00:00.000Z',
        transitions: [
          { change_type: 'initial', to_stage: 'New', changed_at: '2025-07-03T04:00:00.000Z', notes: 'Applied on the old site' },
          {
            change_type: 'stage_move',
            to_stage: 'Phone screen',
            changed_at: '2025-07-05T04:00:00.000Z',
            changed_by_email: recruiter.email,
          },
          { change_type: 'stage_move', to_stage: 'Interview', changed_at: '2025-07-10T04:00:00.000Z', changed_by_email: recruiter.email },
          {
            change_type: 'status_change',
            to_status: 'hired',
            to_stage: 'Hired',
            changed_at: '2025-08-20T04:00:00.000Z',
            changed_by_email: admin.email,
          },
        ],
      },
      {
        external_id: 'app-binh',
        job_external_id: 'job-design',
        candidate_external_id: 'cand-binh',
        status: 'rejected',
        rejected_date: '2025-07-20T04:00:00.000Z',
        rejection_reason_code: 'not_qualified',
        source: 'referral',
        created_at: '2025-07-06T04:00:00.000Z',
        transitions: [
          { change_type: 'initial', changed_at: '2025-07-06T04:00:00.000Z' },
          { change_type: 'stage_move', to_stage: 'Interview', changed_at: '2025-07-12T04:00:00.000Z' },
          { change_type: 'note', notes: 'Strong portfolio, weak on research', changed_at: '2025-07-13T04:00:00.000Z' },
          { change_type: 'status_change', to_status: 'rejected', changed_at: '2025-07-20T04:00:00.000Z' },
        ],
      },
      {
        external_id: 'app-chi',
        job_external_id: 'job-backend',
        candidate_external_id: 'cand-chi',
        stage: 'Phone screen',
        created_at: '2025-08-02T04:00:00.000Z',
      },
    ],
    interviews: [
      {
        external_id: 'int-an',
        application_external_id: 'app-an',
        interview_round: 'Technical',
        scheduled_at: '2025-07-11T03:00:00.000Z',
        duration_minutes: 60,
        status: 'completed',
        result: 'passed',
        rating: 4,
        interviewer_emails: [recruiter.email, admin.email],
        created_at: '2025-07-10T05:00:00.000Z',
      },
    ],
    evaluations: [
      {
        external_id: 'eval-an',
        application_external_id: 'app-an',
        interview_external_id: 'int-an',
        stage: 'Interview',
        evaluator_email: recruiter.email,
        criteria_scores: [
          { criterion: 'Design', score: 4, weight: 2 },
          { criterion: 'Coding', score: 3 },
        ],
        result: 'passed',
        evaluation_type: 'interview_feedback',
        evaluated_at: '2025-07-11T06:00:00.000Z',
        created_at: '2025-07-11T05:00:00.000Z',
      },
    ],
    offers: [
      {
        external_id: 'offer-an-1',
        application_external_id: 'app-an',
        version: 1,
        status: 'declined',
        gross_salary_amount: 40_000_000,
        gross_salary_currency: 'VND',
        sent_at: '2025-08-01T04:00:00.000Z',
        responded_at: '2025-08-03T04:00:00.000Z',
        decline_reason_code: 'compensation',
        created_at: '2025-08-01T04:00:00.000Z',
      },
      {
        external_id: 'offer-an-2',
        application_external_id: 'app-an',
        version: 2,
        status: 'accepted',
        gross_salary_amount: 44_000_000,
        gross_salary_currency: 'VND',
        sent_at: '2025-08-10T04:00:00.000Z',
        responded_at: '2025-08-15T04:00:00.000Z',
        created_by_email: recruiter.email,
        created_at: '2025-08-10T04:00:00.000Z',
      },
    ],
  }
}

type Kind = 'job' | 'candidate' | 'application' | 'interview' | 'evaluation' | 'offer'

describe('imports: records written as they were', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let recruiter: SignedIn
  let payload: ReturnType<typeof history>
  let first: ImportState
  /** Ids by external id, as the audit log of the first import names them. */
  const ids = {} as Record<string, string>

  const get = async (path: string) => {
    const res = await call(ctx.app, 'GET', `${API}${path}`, { token: tenant.admin.token })
    assert.equal(res.statusCode, 200, `${path}: ${res.body}`)
    return res.json()
  }

  /** The `<kind>.imported` audit entries: one per record created or changed. */
  async function importEntries(kind: Kind) {
    const page = await get(`/audit-logs?resource_type=${kind}&page_size=100`)
    return (page.items as { action: string; resource_id: string; changes: { external_id: string; outcome: string } }[]).filter(
      (e) => e.action === `${kind}.imported`,
    )
  }

  before(async () => {
    ctx = await buildTestApp()
    tenant = await provisionTenant(ctx.app)
    recruiter = await addMember(ctx.app, tenant, 'recruiter')
    payload = history(tenant.admin, recruiter)
    first = await runImport(ctx.app, tenant.admin.token, payload)
    for (const kind of ['job', 'candidate', 'application', 'interview', 'evaluation', 'offer'] as const) {
      for (const entry of await importEntries(kind)) ids[entry.changes.external_id] = entry.resource_id
    }
  })
  after(() => ctx.close())

  test('every record is written: the import completes with no errors and counts each kind', () => {
    assert.equal(first.status, 'completed', JSON.stringify(first.errors))
    assert.deepEqual(first.errors, [])
    assert.equal(first.error_count, 0)
    assert.equal(first.failure, null)
    assert.deepEqual(first.progress.application, { total: 3, processed: 3, created: 3, updated: 0, failed: 0 })
    assert.deepEqual(first.progress.offer, { total: 2, processed: 2, created: 2, updated: 0, failed: 0 })
    assert.equal(Object.keys(ids).length, 12, 'one audit entry per record')
  })

  test('jobs keep their original times, get codes of the year they were created in, and their pipelines', async () => {
    const backend = await get(`/jobs/${ids['job-backend']}`)
    assert.match(backend.code, /^JOB-2025-\d{4}$/)
    assert.equal(backend.created_at, '2025-07-01T02:00:00.000Z')
    assert.equal(backend.published_at, '2025-07-02T02:00:00.000Z')
    assert.equal(backend.status, 'open')
    assert.equal(backend.is_public, true)
    assert.equal(backend.created_by, tenant.admin.id)
    assert.deepEqual(backend.recruitment_cost_items, [{ category: 'job_ads', amount: 2_000_000, date: '2025-07-02' }])
    assert.notEqual(backend.pipeline_template_id, null, 'the default template is named when the record names none')

    const design = await get(`/jobs/${ids['job-design']}`)
    assert.equal(design.status, 'closed', 'closed when the record gives no status')
    assert.equal(design.closed_at, '2025-10-01T02:00:00.000Z')
    assert.equal(design.pipeline_template_id, null)
    const stages = (await get(`/jobs/${ids['job-design']}/pipeline`)).items
    assert.deepEqual(
      stages.map((s: { name: string; stage_type: string }) => [s.name, s.stage_type]),
      [
        ['Portfolio review', 'screening'],
        ['Interview', 'interview'],
        ['Hired', 'hired'],
      ],
    )
  })

  test('candidates: codes of their year, created_via import, the default source old_database', async () => {
    const an = await get(`/candidates/${ids['cand-an']}`)
    assert.match(an.code, /^CAN-2025-\d{4}$/)
    assert.equal(an.created_at, '2025-06-20T03:00:00.000Z')
    assert.equal(an.created_via, 'import')
    assert.equal(an.source, 'linkedin')
    assert.deepEqual(an.skills, { languages: ['go', 'sql'], level: 'senior' })
    const binh = await get(`/candidates/${ids['cand-binh']}`)
    assert.equal(binh.source, 'old_database')
    assert.equal(binh.is_demo, false)
  })

  test('applications: status, stage and dates from the record, the history with its from_ side derived', async () => {
    const an = await get(`/applications/${ids['app-an']}`)
    assert.equal(an.status, 'hired')
    assert.equal(an.stage_name, 'Hired')
    assert.equal(an.hired_date, '2025-08-20T04:00:00.000Z')
    assert.equal(an.created_at, '2025-07-03T04:00:00.000Z')
    assert.equal(an.stage_updated_at, '2025-08-20T04:00:00.000Z')
    assert.equal(an.assigned_recruiter_id, recruiter.id)
    assert.equal(an.source, 'linkedin', 'without a source of its own, the candidate’s applies')

    const rows = (await get(`/applications/${ids['app-an']}/history`)).items
    assert.deepEqual(
      rows.map((r: Record<string, unknown>) => [
        r.change_type,
        r.from_stage_name,
        r.to_stage_name,
        r.from_status,
        r.to_status,
        r.changed_at,
      ]),
      [
        ['initial', null, 'New', null, 'active', '2025-07-03T04:00:00.000Z'],
        ['stage_move', 'New', 'Phone screen', null, null, '2025-07-05T04:00:00.000Z'],
        ['stage_move', 'Phone screen', 'Interview', null, null, '2025-07-10T04:00:00.000Z'],
        ['status_change', 'Interview', 'Hired', 'active', 'hired', '2025-08-20T04:00:00.000Z'],
      ],
    )
    assert.equal(rows[0].notes, 'Applied on the old site')
    assert.equal(rows[1].changed_by_user_id, recruiter.id)
    assert.equal(rows[1].changed_by_name, 'Member recruiter')
    assert.equal(rows[0].changed_by_user_id, null)

    const binh = await get(`/applications/${ids['app-binh']}`)
    assert.equal(binh.status, 'rejected')
    assert.equal(binh.rejection_reason_code, 'not_qualified')
    assert.equal(binh.stage_name, 'Interview', 'where the history leaves it')
    assert.equal(binh.source, 'referral')
    const binhRows = (await get(`/applications/${ids['app-binh']}/history`)).items
    assert.deepEqual(
      binhRows.map((r: Record<string, unknown>) => [r.change_type, r.from_stage_name, r.to_stage_name, r.from_status, r.to_status]),
      [
        ['initial', null, 'Portfolio review', null, 'active'],
        ['stage_move', 'Portfolio review', 'Interview', null, null],
        ['note', null, null, null, null],
        ['status_change', null, null, 'active', 'rejected'],
      ],
    )

    const chi = await get(`/applications/${ids['app-chi']}`)
    assert.equal(chi.status, 'active')
    assert.equal(chi.stage_name, 'Phone screen')
    const chiRows = (await get(`/applications/${ids['app-chi']}/history`)).items
    assert.deepEqual(
      chiRows.map((r: Record<string, unknown>) => [r.change_type, r.to_stage_name, r.changed_at]),
      [['initial', 'Phone screen', '2025-08-02T04:00:00.000Z']],
      'one initial change into the current stage when the record has no history',
    )
  })

  test('interviews, evaluations and offers: members resolved, scores computed, offer numbers of their year', async () => {
    const interview = await get(`/interviews/${ids['int-an']}`)
    assert.equal(interview.application_id, ids['app-an'])
    assert.equal(interview.round_number, 1)
    assert.equal(interview.status, 'completed')
    assert.deepEqual(interview.interviewer_ids, [recruiter.id, tenant.admin.id])
    assert.equal(interview.created_at, '2025-07-10T05:00:00.000Z')

    const evaluation = await get(`/evaluations/${ids['eval-an']}`)
    assert.equal(evaluation.interview_id, ids['int-an'])
    assert.equal(evaluation.evaluator_id, recruiter.id)
    assert.equal(evaluation.evaluator_name, 'Member recruiter')
    assert.equal(evaluation.weighted_score, 3.6667)
    assert.equal(evaluation.evaluated_at, '2025-07-11T06:00:00.000Z')
    const stages = (await get(`/jobs/${ids['job-backend']}/pipeline`)).items
    assert.equal(evaluation.stage_id, stages.find((s: { name: string }) => s.name === 'Interview').id)

    const declined = await get(`/offers/${ids['offer-an-1']}`)
    const accepted = await get(`/offers/${ids['offer-an-2']}`)
    assert.match(declined.offer_number, /^OFF-2025-\d{4}$/)
    assert.match(accepted.offer_number, /^OFF-2025-\d{4}$/)
    assert.notEqual(declined.offer_number, accepted.offer_number)
    assert.deepEqual([declined.version, declined.status, declined.decline_reason_code], [1, 'declined', 'compensation'])
    assert.deepEqual([accepted.version, accepted.status, accepted.responded_at], [2, 'accepted', '2025-08-15T04:00:00.000Z'])
    assert.equal(accepted.created_by, recruiter.id)
  })

  test('the Data API tables show the imported rows with their original times and codes', async () => {
    const key = await createApiKey(ctx.app, tenant.admin.token)
    const read = async (table: string) => {
      const res = await dataCall(ctx.app, key, `/${table}`, { page_size: 100 })
      assert.equal(res.statusCode, 200, res.body)
      return res.json().items as Record<string, unknown>[]
    }
    const candidates = await read('candidates')
    const binh = candidates.find((c) => c.id === ids['cand-binh'])!
    assert.match(String(binh.candidate_code), /^CAN-2025-\d{4}$/)
    assert.equal(binh.source, 'old_database')
    assert.equal(binh.created_at, '2025-06-25T03:00:00.000Z')

    const jobs = await read('jobs')
    const backend = jobs.find((j) => j.id === ids['job-backend'])!
    assert.match(String(backend.job_code), /^JOB-2025-\d{4}$/)
    assert.equal(backend.published_date, '2025-07-02T02:00:00.000Z')

    const transitions = (await read('stage-transitions')).filter((t) => t.application_id === ids['app-an'])
    assert.deepEqual(
      transitions.map((t) => [t.from_stage_name, t.to_stage_name, t.changed_at]),
      [
        [null, 'New', '2025-07-03T04:00:00.000Z'],
        ['New', 'Phone screen', '2025-07-05T04:00:00.000Z'],
        ['Phone screen', 'Interview', '2025-07-10T04:00:00.000Z'],
        ['Interview', 'Hired', '2025-08-20T04:00:00.000Z'],
      ],
    )
    const applications = await read('applications')
    const an = applications.find((a) => a.id === ids['app-an'])!
    assert.deepEqual(
      [an.status, an.stage_name, an.hired_date, an.offer_accepted_at],
      ['hired', 'Hired', '2025-08-20T04:00:00.000Z', '2025-08-15T04:00:00.000Z'],
    )
    const offers = (await read('offers')).filter((o) => o.application_id === ids['app-an'])
    assert.equal(offers.length, 2)
    assert.equal((await read('evaluations')).find((e) => e.id === ids['eval-an'])!.weighted_score, 3.6667)
    assert.equal((await read('interviews')).find((i) => i.id === ids['int-an'])!.scheduled_at, '2025-07-11T03:00:00.000Z')
  })

  describe('importing again', () => {
    let snapshot: Record<string, unknown>
    const read = async () => ({
      job: await get(`/jobs/${ids['job-backend']}`),
      stages: (await get(`/jobs/${ids['job-design']}/pipeline`)).items,
      candidate: await get(`/candidates/${ids['cand-an']}`),
      application: await get(`/applications/${ids['app-an']}`),
      history: (await get(`/applications/${ids['app-an']}/history`)).items,
      interview: await get(`/interviews/${ids['int-an']}`),
      evaluation: await get(`/evaluations/${ids['eval-an']}`),
      offers: [await get(`/offers/${ids['offer-an-1']}`), await get(`/offers/${ids['offer-an-2']}`)],
    })

    before(async () => {
      snapshot = await read()
    })

    test('the same payload leaves every row, id and code as it was, and counts every record as updated', async () => {
      const again = await runImport(ctx.app, tenant.admin.token, payload)
      assert.equal(again.status, 'completed')
      assert.equal(again.error_count, 0, JSON.stringify(again.errors))
      for (const kind of Object.keys(again.progress)) {
        const p = again.progress[kind]!
        assert.deepEqual(p, { total: p.total, processed: p.total, created: 0, updated: p.total, failed: 0 }, kind)
      }
      assert.deepEqual(await read(), snapshot, 'same ids, codes, values and updated_at')
      assert.equal((await importEntries('candidate')).length, 3, 'nothing changed, nothing more to audit')
      const candidates = await get('/candidates?page_size=100')
      assert.equal(candidates.total, 3, 'no copies')
    })

    test('a changed record is updated in place: same id and code, new values, a new audit entry', async () => {
      const changed = history(tenant.admin, recruiter)
      changed.candidates[0]!.full_name = 'Nguyễn Văn An (renamed)'
      changed.applications[2] = {
        ...changed.applications[2]!,
        status: 'rejected',
        rejected_date: '2025-09-01T04:00:00.000Z',
        transitions: [
          { change_type: 'initial', to_stage: 'New', changed_at: '2025-08-02T04:00:00.000Z' },
          { change_type: 'stage_move', to_stage: 'Phone screen', changed_at: '2025-08-05T04:00:00.000Z' },
          { change_type: 'status_change', to_status: 'rejected', changed_at: '2025-09-01T04:00:00.000Z' },
        ],
      } as (typeof changed.applications)[number]
      const oldChiHistory = (await get(`/applications/${ids['app-chi']}/history`)).items
      const result = await runImport(ctx.app, tenant.admin.token, changed)
      assert.equal(result.error_count, 0, JSON.stringify(result.errors))

      const an = await get(`/candidates/${ids['cand-an']}`)
      const before = snapshot.candidate as { code: string; updated_at: string }
      assert.equal(an.full_name, 'Nguyễn Văn An (renamed)')
      assert.equal(an.code, before.code)
      assert.ok(an.updated_at > before.updated_at, 'updated_at is the import time')
      assert.equal(an.created_at, '2025-06-20T03:00:00.000Z')
      const entries = (await importEntries('candidate')).filter((e) => e.resource_id === ids['cand-an'])
      assert.deepEqual(entries.map((e) => e.changes.outcome).sort(), ['created', 'updated'])

      const chi = await get(`/applications/${ids['app-chi']}`)
      assert.equal(chi.status, 'rejected')
      const chiHistory = (await get(`/applications/${ids['app-chi']}/history`)).items
      assert.equal(chiHistory.length, 3)
      assert.equal(chiHistory[0].id, oldChiHistory[0].id, 'the first history row keeps its id, rewritten in place')
      assert.deepEqual(
        chiHistory.map((r: Record<string, unknown>) => [r.change_type, r.from_stage_name, r.to_stage_name, r.to_status]),
        [
          ['initial', null, 'New', 'active'],
          ['stage_move', 'New', 'Phone screen', null],
          ['status_change', null, null, 'rejected'],
        ],
      )
    })
  })
})
