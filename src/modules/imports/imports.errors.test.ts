import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { addMember, provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { runImport, type ImportState } from '../../../test/helpers/imports.ts'

const API = '/api/v1'
const at = (day: number) => `2025-09-${String(day).padStart(2, '0')}T03:00:00.000Z`

describe('imports: a bad record is reported and the others of its batch are written', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let result: ImportState
  let inactiveEmail: string

  const errorsOf = (kind: string, externalId: string) => result.errors.filter((e) => e.kind === kind && e.external_id === externalId)

  before(async () => {
    ctx = await buildTestApp()
    tenant = await provisionTenant(ctx.app)
    const leaver = await addMember(ctx.app, tenant, 'recruiter')
    inactiveEmail = leaver.email
    const off = await call(ctx.app, 'PATCH', `${API}/users/${leaver.id}`, { token: tenant.admin.token, body: { is_active: false } })
    assert.equal(off.statusCode, 200, off.body)

    result = await runImport(ctx.app, tenant.admin.token, {
      jobs: [
        { external_id: 'job-ok', title: 'Accountant', created_at: at(1) },
        {
          external_id: 'job-bad-stages',
          title: 'Broken',
          created_at: at(1),
          stages: [
            { name: 'Only', stage_type: 'screening' },
            { name: 'Also', stage_type: 'interview' },
          ],
        },
      ],
      candidates: [
        { external_id: 'cand-1', full_name: 'First', created_at: at(2) },
        { external_id: 'cand-no-name', created_at: at(2), email: 'not-an-email' },
        { external_id: 'cand-2', full_name: 'Second', created_at: at(2) },
        { external_id: 'cand-1', full_name: 'First again', created_at: at(2) },
        { external_id: 'cand-3', full_name: 'Third', created_at: at(2), source: 'no_such_source' },
      ],
      applications: [
        { external_id: 'app-ok', job_external_id: 'job-ok', candidate_external_id: 'cand-1', created_at: at(3) },
        { external_id: 'app-unknown-job', job_external_id: 'job-nowhere', candidate_external_id: 'cand-2', created_at: at(3) },
        { external_id: 'app-failed-job', job_external_id: 'job-bad-stages', candidate_external_id: 'cand-2', created_at: at(3) },
        {
          external_id: 'app-unknown-member',
          job_external_id: 'job-ok',
          candidate_external_id: 'cand-2',
          assigned_recruiter_email: 'ghost@nowhere.example',
          created_at: at(3),
        },
        {
          external_id: 'app-inactive-member',
          job_external_id: 'job-ok',
          candidate_external_id: 'cand-2',
          assigned_recruiter_email: inactiveEmail,
          created_at: at(3),
        },
        {
          external_id: 'app-hired-undated',
          job_external_id: 'job-ok',
          candidate_external_id: 'cand-2',
          status: 'hired',
          created_at: at(3),
        },
        { external_id: 'app-failed-candidate', job_external_id: 'job-ok', candidate_external_id: 'cand-no-name', created_at: at(3) },
        {
          external_id: 'app-bad-history',
          job_external_id: 'job-ok',
          candidate_external_id: 'cand-2',
          created_at: at(3),
          transitions: [
            { change_type: 'stage_move', to_stage: 'Interview', changed_at: at(5) },
            { change_type: 'stage_move', to_stage: 'No such stage', changed_at: at(4) },
          ],
        },
        {
          external_id: 'app-rejected-unknown-reason',
          job_external_id: 'job-ok',
          candidate_external_id: 'cand-2',
          status: 'rejected',
          rejected_date: at(6),
          rejection_reason_code: 'bored',
          created_at: at(3),
        },
        {
          external_id: 'app-second-ok',
          job_external_id: 'job-ok',
          candidate_external_id: 'cand-2',
          status: 'hired',
          hired_date: at(9),
          created_at: at(3),
        },
        { external_id: 'app-duplicate-pair', job_external_id: 'job-ok', candidate_external_id: 'cand-1', created_at: at(3) },
      ],
      interviews: [
        {
          external_id: 'int-on-failed',
          application_external_id: 'app-unknown-member',
          interview_round: 'HR',
          scheduled_at: at(10),
          duration_minutes: 30,
          created_at: at(9),
        },
        {
          external_id: 'int-ok',
          application_external_id: 'app-ok',
          interview_round: 'HR',
          scheduled_at: at(10),
          duration_minutes: 30,
          created_at: at(9),
        },
      ],
      offers: [
        {
          external_id: 'offer-declined-no-reason',
          application_external_id: 'app-ok',
          version: 1,
          status: 'declined',
          responded_at: at(12),
          sent_at: at(11),
          created_at: at(11),
        },
        {
          external_id: 'offer-pending-answered',
          application_external_id: 'app-ok',
          version: 1,
          status: 'pending',
          responded_at: at(12),
          sent_at: at(11),
          created_at: at(11),
        },
        {
          external_id: 'offer-ok',
          application_external_id: 'app-ok',
          version: 1,
          status: 'cancelled',
          cancel_reason_code: 'business_decision',
          sent_at: at(11),
          created_at: at(11),
        },
        {
          external_id: 'offer-same-version',
          application_external_id: 'app-ok',
          version: 1,
          status: 'pending',
          sent_at: at(13),
          created_at: at(13),
        },
      ],
    })
  })
  after(() => ctx.close())

  test('the import completes and counts what failed', () => {
    assert.equal(result.status, 'completed')
    assert.deepEqual(result.progress.job, { total: 2, processed: 2, created: 1, updated: 0, failed: 1 })
    assert.deepEqual(result.progress.candidate, { total: 5, processed: 5, created: 2, updated: 0, failed: 3 })
    assert.deepEqual(result.progress.application, { total: 11, processed: 11, created: 2, updated: 0, failed: 9 })
    assert.deepEqual(result.progress.interview, { total: 2, processed: 2, created: 1, updated: 0, failed: 1 })
    assert.deepEqual(result.progress.offer, { total: 4, processed: 4, created: 1, updated: 0, failed: 3 })
    assert.equal(result.error_count, result.errors.length)
  })

  test('a schema error names the record and the field', () => {
    const errors = errorsOf('candidate', 'cand-no-name')
    assert.deepEqual(errors.map((e) => [e.index, e.loc]).sort(), [
      [1, ['email']],
      [1, ['full_name']],
    ])
    assert.ok(errors.every((e) => e.message.length > 0))
    assert.deepEqual(
      errorsOf('job', 'job-bad-stages').map((e) => e.loc),
      [['stages']],
    )
  })

  test('the same external_id twice in one import: the second is refused, the first written', async () => {
    const [dup] = errorsOf('candidate', 'cand-1')
    assert.deepEqual([dup!.index, dup!.loc], [3, ['external_id']])
    const page = (await call(ctx.app, 'GET', `${API}/candidates`, { token: tenant.admin.token })).json()
    assert.deepEqual(page.items.map((c: { full_name: string }) => c.full_name).sort(), ['First', 'Second'])
  })

  test('unknown references, members and rule breaks are errors of the record, with the field', () => {
    const only = (kind: string, id: string) => {
      const errors = errorsOf(kind, id)
      assert.equal(errors.length, 1, `${id}: ${JSON.stringify(errors)}`)
      return errors[0]!
    }
    assert.deepEqual(only('candidate', 'cand-3').loc, ['source'])
    const unknownJob = only('application', 'app-unknown-job')
    assert.deepEqual([unknownJob.index, unknownJob.loc], [1, ['job_external_id']])
    assert.match(unknownJob.message, /job-nowhere/)
    assert.deepEqual(only('application', 'app-unknown-member').loc, ['assigned_recruiter_email'])
    assert.match(only('application', 'app-inactive-member').message, /not an active member/)
    const undated = only('application', 'app-hired-undated')
    assert.deepEqual(undated.loc, ['hired_date'])
    assert.deepEqual(only('application', 'app-rejected-unknown-reason').loc, ['rejection_reason_code'])
    assert.match(only('application', 'app-duplicate-pair').message, /already has an application on this job/)
    assert.deepEqual(
      errorsOf('application', 'app-bad-history').map((e) => e.loc),
      [
        ['transitions', 0, 'change_type'],
        ['transitions', 1, 'changed_at'],
      ],
    )
    assert.deepEqual(only('offer', 'offer-declined-no-reason').loc, ['decline_reason_code'])
    assert.deepEqual(only('offer', 'offer-pending-answered').loc, ['responded_at'])
    assert.match(only('offer', 'offer-same-version').message, /version 1/)
  })

  test('a record naming a record that failed fails too, and says so', () => {
    for (const [kind, id, field] of [
      ['application', 'app-failed-job', 'job_external_id'],
      ['application', 'app-failed-candidate', 'candidate_external_id'],
      ['interview', 'int-on-failed', 'application_external_id'],
    ] as const) {
      const [error] = errorsOf(kind, id)
      assert.deepEqual(error?.loc, [field], id)
      assert.match(error.message, /could not be imported/, id)
    }
  })

  test('the good records of the same batches are written', async () => {
    const apps = (await call(ctx.app, 'GET', `${API}/applications`, { token: tenant.admin.token })).json()
    assert.deepEqual(apps.items.map((a: { status: string }) => a.status).sort(), ['active', 'hired'])
    const jobs = (await call(ctx.app, 'GET', `${API}/jobs`, { token: tenant.admin.token })).json()
    assert.deepEqual(
      jobs.items.map((j: { title: string }) => j.title),
      ['Accountant'],
    )
    const interviews = (await call(ctx.app, 'GET', `${API}/interviews`, { token: tenant.admin.token })).json()
    assert.equal(interviews.total, 1)
    const offers = (await call(ctx.app, 'GET', `${API}/offers`, { token: tenant.admin.token })).json()
    assert.deepEqual(
      offers.items.map((o: { status: string }) => o.status),
      ['cancelled'],
    )
  })

  test('the errors of one record come back in the order the records were given', () => {
    const order = result.errors.filter((e) => e.kind === 'application').map((e) => e.index)
    assert.deepEqual(
      order,
      [...order].sort((a, b) => a - b),
    )
  })
})
