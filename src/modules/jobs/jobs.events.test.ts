import assert from 'node:assert/strict'
import { before, describe, test } from 'node:test'
import { call } from '../../../test/helpers/app.ts'
import { provisionTenant } from '../../../test/helpers/factories.ts'
import { runImport } from '../../../test/helpers/imports.ts'
import { assertOtherEndpointLeftOut, eventsSuite, queuedEvents } from '../../../test/helpers/webhooks.ts'

const API = '/api/v1'
const JOB_EVENTS = ['job.created', 'job.status_changed']

interface Job {
  id: string
  status: string
  [field: string]: unknown
}

describe('jobs: webhook events', () => {
  const ctx = eventsSuite({ types: JOB_EVENTS, tenant: provisionTenant, current: (id) => getJob(id) })
  let token: string
  before(() => {
    token = ctx.tenant.admin.token
  })

  async function createJob(body: Record<string, unknown> = {}) {
    const res = await call(ctx.app, 'POST', `${API}/jobs`, { token, body: { title: 'Backend engineer', ...body } })
    assert.equal(res.statusCode, 201, res.body)
    return res.json() as { id: string; status: string; updated_at: string }
  }

  const getJob = async (id: string): Promise<Job> => (await call(ctx.app, 'GET', `${API}/jobs/${id}`, { token })).json()

  const setStatus = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(ctx.app, 'PATCH', `${API}/jobs/${id}/status`, { token, body, headers })

  /**
   * A change that must announce nothing: a marker job created after it is heard first, and then
   * neither the receiver nor the delivery table knows of any event about `id` beyond `expected`.
   */
  async function assertSilentAfter(id: string, expected: string[] = []) {
    const marker = await createJob({ title: 'Marker' })
    await ctx.receiver.waitForAbout('job.created', marker.id)
    await ctx.events.assertOnly(id, expected)
  }

  test('POST /jobs sends job.created with the job as GET answers it', async () => {
    const job = await createJob({
      title: '  Kế toán trưởng  ',
      department: 'Finance',
      employment_type: 'contract',
      work_setup: 'hybrid',
      location_display: 'Hà Nội',
      salary_min: 20_000_000,
      salary_max: 35_000_000,
      currency: 'VND',
      description_html: '<p>Keep the <strong>books</strong></p><script>x()</script>',
      headcount: 2,
      expected_hire_date: '2026-09-01',
      recruitment_cost_items: [{ category: 'Job board', amount: 1_500_000, date: '2026-05-02' }],
      cost_currency: 'VND',
    })
    await ctx.events.assertHeard('job.created', job.id)
    assert.equal(ctx.receiver.about(job.id, 'job.created').length, 1)
  })

  test('PATCH /jobs/{id}/status sends job.status_changed on every real move, with from_status and to_status', async () => {
    const job = await createJob({ title: 'Moving job' })
    const moves = [
      { from: 'draft', to: 'open', body: { status: 'open' } },
      { from: 'open', to: 'paused', body: { status: 'paused' } },
      { from: 'paused', to: 'closed', body: { status: 'closed', close_reason: 'Filled internally' } },
      { from: 'closed', to: 'open', body: { status: 'open' } },
    ]
    for (const [i, move] of moves.entries()) {
      const res = await setStatus(job.id, move.body)
      assert.equal(res.statusCode, 200, res.body)
      const event = await ctx.events.assertHeard('job.status_changed', job.id, i + 1, { from_status: move.from, to_status: move.to })
      assert.equal(event.data.status, move.to, 'the job as GET answers it, in its new status')
    }
    assert.equal(ctx.receiver.about(job.id, 'job.status_changed').length, moves.length)
  })

  test('POST /jobs/bulk-status sends one job.status_changed per job moved, none for the same status or a refused move', async () => {
    const [a, b, same, refused] = [await createJob(), await createJob(), await createJob(), await createJob()]
    for (const job of [a, b, same]) assert.equal((await setStatus(job.id, { status: 'open' })).statusCode, 200)
    assert.equal((await setStatus(same.id, { status: 'paused' })).statusCode, 200)
    await ctx.receiver.waitForAbout('job.status_changed', same.id, 2)

    const res = await call(ctx.app, 'POST', `${API}/jobs/bulk-status`, {
      token,
      body: { job_ids: [a.id, b.id, same.id, refused.id], status: 'paused' },
    })
    assert.equal(res.statusCode, 200, res.body)
    assert.deepEqual(
      res.json().results.map((r: { status_code: number }) => r.status_code),
      [200, 200, 200, 409],
      'draft → paused is not a move a job may make',
    )
    for (const job of [a, b]) await ctx.events.assertHeard('job.status_changed', job.id, 2, { from_status: 'open', to_status: 'paused' })
    await assertSilentAfter(same.id, ['job.created', 'job.status_changed', 'job.status_changed'])
    await assertSilentAfter(refused.id, ['job.created'])
  })

  test('no event for a status change refused (409, 412, 422) or to the status the job already has', async () => {
    const job = await createJob({ title: 'Refused moves' })
    assert.equal((await setStatus(job.id, { status: 'paused' })).statusCode, 409, 'draft → paused is not allowed')
    const opened = await setStatus(job.id, { status: 'open' })
    assert.equal(opened.statusCode, 200)
    await ctx.receiver.waitForAbout('job.status_changed', job.id)
    assert.equal((await setStatus(job.id, { status: 'open' })).statusCode, 200, 'the same status answers 200 unchanged')
    assert.equal((await setStatus(job.id, { status: 'archived' })).statusCode, 422)
    assert.equal((await setStatus(job.id, { status: 'closed' }, { 'if-unmodified-since': 'yesterday' })).statusCode, 422)
    // An edit moves updated_at (and sends none of these events); the value read before is then stale.
    const edited = await call(ctx.app, 'PUT', `${API}/jobs/${job.id}`, { token, body: { title: 'Edited' } })
    assert.equal(edited.statusCode, 200, edited.body)
    const stale = await setStatus(job.id, { status: 'closed' }, { 'if-unmodified-since': opened.json().updated_at })
    assert.equal(stale.statusCode, 412)
    assert.equal((await getJob(job.id)).status, 'open')
    await assertSilentAfter(job.id, ['job.created', 'job.status_changed'])
  })

  test('imports send nothing: neither the jobs they create nor the status they rewrite', async () => {
    const record = { external_id: 'ext-job-1', title: 'Imported job', created_at: '2025-03-01T08:00:00.000Z' }
    const first = await runImport(ctx.app, token, { jobs: [{ ...record, status: 'open' }] })
    assert.equal(first.status, 'completed', JSON.stringify(first.errors))
    assert.equal(first.progress.job!.created, 1)
    const again = await runImport(ctx.app, token, { jobs: [{ ...record, status: 'closed' }] })
    assert.equal(again.progress.job!.updated, 1, JSON.stringify(again.errors))
    const listed = (await call(ctx.app, 'GET', `${API}/jobs`, { token, query: { page_size: 100 } })).json()
    const imported = listed.items.find((j: { title: string }) => j.title === 'Imported job')
    assert.equal(imported.status, 'closed')
    await assertSilentAfter(imported.id)
  })

  test('an endpoint subscribed only to other events gets none of these', () =>
    assertOtherEndpointLeftOut(ctx, ['candidate.created', 'offer.updated'], ['job.created', 'job.status_changed'], async () => {
      const job = await createJob({ title: 'Not for everyone' })
      assert.equal((await setStatus(job.id, { status: 'open' })).statusCode, 200)
      await ctx.receiver.waitForAbout('job.status_changed', job.id)
      return job.id
    }))

  test('another tenant’s jobs are not announced to this tenant', async () => {
    const other = await provisionTenant(ctx.app)
    const res = await call(ctx.app, 'POST', `${API}/jobs`, { token: other.admin.token, body: { title: 'Elsewhere' } })
    assert.equal(res.statusCode, 201)
    assert.deepEqual(await queuedEvents(ctx.database, other.id, { about: res.json().id }), [], 'the other tenant has no endpoint')
    await assertSilentAfter(res.json().id)
  })
})
