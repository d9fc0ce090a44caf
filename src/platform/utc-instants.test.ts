import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../test/helpers/app.ts'
import { assert422 } from '../../test/helpers/assertions.ts'
import { provisionTenant, type TestTenant } from '../../test/helpers/factories.ts'
import { runImport } from '../../test/helpers/imports.ts'

const API = '/api/v1'
const OFFSET = '2026-01-01T09:00:00+07:00'

/** The core API takes instants in UTC only (`…Z`); imports take any offset, as other systems wrote them. */
describe('instants end in Z on the core API; imports keep their offsets', () => {
  let ctx: TestApp
  let tenant: TestTenant

  before(async () => {
    ctx = await buildTestApp()
    tenant = await provisionTenant(ctx.app)
  })
  after(() => ctx.close())

  test('created_before with an offset is a 422 naming it; the same instant in Z is taken', async () => {
    const token = tenant.admin.token
    assert422(await call(ctx.app, 'GET', `${API}/candidates`, { token, query: { created_before: OFFSET } }), ['query.created_before'])
    const res = await call(ctx.app, 'GET', `${API}/candidates`, { token, query: { created_before: '2026-01-01T02:00:00Z' } })
    assert.equal(res.statusCode, 200, res.body)
    const offset = await call(ctx.app, 'GET', `${API}/candidates`, { token, query: { created_before: OFFSET } })
    assert.equal(offset.json().detail[0].type, 'datetime_parsing')
    assert.match(offset.json().detail[0].msg, /ending in Z/)
  })

  test('body instants with an offset are 422: applied_date, scheduled_at', async () => {
    const token = tenant.admin.token
    const job = (await call(ctx.app, 'POST', `${API}/jobs`, { token, body: { title: 'Zone engineer' } })).json()
    const candidate = (
      await call(ctx.app, 'POST', `${API}/candidates`, { token, body: { full_name: 'Zone Person', email: 'zone@example.com' } })
    ).json()
    assert422(
      await call(ctx.app, 'POST', `${API}/applications`, {
        token,
        body: { job_id: job.id, candidate_id: candidate.id, applied_date: OFFSET },
      }),
      ['body.applied_date'],
    )
    const application = await call(ctx.app, 'POST', `${API}/applications`, { token, body: { job_id: job.id, candidate_id: candidate.id } })
    assert.equal(application.statusCode, 201, application.body)
    const interview = await call(ctx.app, 'POST', `${API}/interviews`, {
      token,
      body: {
        application_id: application.json().id,
        interview_round: 'HR',
        scheduled_at: '2030-01-01T09:00:00+07:00',
        duration_minutes: 30,
        interviewer_ids: [tenant.admin.id],
      },
    })
    assert422(interview, ['body.scheduled_at'])
  })

  test('an import takes created_at with an offset and keeps the instant', async () => {
    const state = await runImport(ctx.app, tenant.admin.token, {
      candidates: [{ external_id: 'zoned-1', full_name: 'Lê Hoa', created_at: '2025-03-01T09:00:00+07:00' }],
    })
    assert.equal(state.status, 'completed', JSON.stringify(state))
    const list = await call(ctx.app, 'GET', `${API}/candidates`, { token: tenant.admin.token, query: { search: 'Le Hoa' } })
    assert.equal(list.json().items[0]?.created_at, '2025-03-01T02:00:00.000Z')
  })
})
