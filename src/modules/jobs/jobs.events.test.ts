import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { runImport } from '../../../test/helpers/imports.ts'
import { LOCAL_WEBHOOKS, startReceiver, subscribe, type ReceivedEvent, type Receiver } from '../../../test/helpers/webhooks.ts'

const API = '/api/v1'
const JOB_EVENTS = ['job.created', 'job.status_changed']

describe('jobs: webhook events', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let token: string
  let receiver: Receiver

  before(async () => {
    ctx = await buildTestApp(undefined, { env: LOCAL_WEBHOOKS })
    tenant = await provisionTenant(ctx.app)
    token = tenant.admin.token
    receiver = await startReceiver()
    await subscribe(ctx.app, token, receiver, JOB_EVENTS)
  })
  after(async () => {
    await ctx.close()
    await receiver.close()
  })

  async function createJob(body: Record<string, unknown> = {}) {
    const res = await call(ctx.app, 'POST', `${API}/jobs`, { token, body: { title: 'Backend engineer', ...body } })
    assert.equal(res.statusCode, 201, res.body)
    return res.json() as { id: string; status: string; updated_at: string }
  }

  const getJob = async (id: string) => (await call(ctx.app, 'GET', `${API}/jobs/${id}`, { token })).json()

  const setStatus = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(ctx.app, 'PATCH', `${API}/jobs/${id}/status`, { token, body, headers })

  /** The events of `type` about job `id` received so far, in arrival order. */
  const eventsAbout = (type: string, id: string) => receiver.events(type).filter((e) => e.data.id === id)

  /** Waits for the `count`th event of `type` about job `id`; the wait fails the test after 10 s. */
  async function waitForEvent(type: string, id: string, count = 1): Promise<ReceivedEvent> {
    const deadline = Date.now() + 10_000
    while (eventsAbout(type, id).length < count) {
      assert.ok(Date.now() < deadline, `${eventsAbout(type, id).length} of ${count} "${type}" events about ${id}`)
      await sleep(10)
    }
    return eventsAbout(type, id)[count - 1]!
  }

  /**
   * Every event queued for the tenant about job `id`, whichever endpoint it goes to. Rows are
   * written in the transaction of the change, so once its response is back this is exact.
   */
  async function queuedAbout(id: string, tenantId = tenant.id) {
    const rows = await ctx.database.unguarded
      .selectFrom('webhook_deliveries')
      .select(['event_type', 'payload', 'webhook_id'])
      .where('tenant_id', '=', tenantId)
      .execute()
    return rows
      .map((r) => ({ ...r, data: (JSON.parse(r.payload) as { data: { id?: string } }).data }))
      .filter((r) => r.data.id === id)
      .map((r) => ({ type: r.event_type, webhook_id: r.webhook_id }))
  }

  /**
   * A change that must announce nothing: a marker job created after it is heard first, and then
   * neither the receiver nor the delivery table knows of any event about `id` beyond `expected`
   * (in any order: deliveries run side by side, and arrive roughly in commit order only).
   */
  async function assertSilentAfter(id: string, expected: string[] = []) {
    const marker = await createJob({ title: 'Marker' })
    await waitForEvent('job.created', marker.id)
    assert.deepEqual(
      receiver
        .events()
        .filter((e) => e.data.id === id)
        .map((e) => e.type)
        .sort(),
      [...expected].sort(),
    )
    assert.deepEqual((await queuedAbout(id)).map((e) => e.type).sort(), [...expected].sort())
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
    const event = await waitForEvent('job.created', job.id)
    assert.equal(event.type, 'job.created')
    assert.equal(event.tenant_id, tenant.id)
    assert.deepEqual(event.data, await getJob(job.id))
    assert.equal(eventsAbout('job.created', job.id).length, 1)
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
      const event = await waitForEvent('job.status_changed', job.id, i + 1)
      assert.equal(event.type, 'job.status_changed')
      assert.equal(event.tenant_id, tenant.id)
      const current = await getJob(job.id)
      assert.equal(current.status, move.to)
      assert.deepEqual(event.data, { ...current, from_status: move.from, to_status: move.to })
    }
    assert.equal(eventsAbout('job.status_changed', job.id).length, moves.length)
  })

  test('POST /jobs/bulk-status sends one job.status_changed per job moved, none for the same status or a refused move', async () => {
    const [a, b, same, refused] = [await createJob(), await createJob(), await createJob(), await createJob()]
    for (const job of [a, b, same]) assert.equal((await setStatus(job.id, { status: 'open' })).statusCode, 200)
    assert.equal((await setStatus(same.id, { status: 'paused' })).statusCode, 200)
    await waitForEvent('job.status_changed', same.id, 2)

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
    for (const job of [a, b]) {
      const event = await waitForEvent('job.status_changed', job.id, 2)
      assert.equal(event.type, 'job.status_changed')
      assert.equal(event.tenant_id, tenant.id)
      assert.deepEqual(event.data, { ...(await getJob(job.id)), from_status: 'open', to_status: 'paused' })
    }
    await assertSilentAfter(same.id, ['job.created', 'job.status_changed', 'job.status_changed'])
    await assertSilentAfter(refused.id, ['job.created'])
  })

  test('no event for a status change refused (409, 412, 422) or to the status the job already has', async () => {
    const job = await createJob({ title: 'Refused moves' })
    assert.equal((await setStatus(job.id, { status: 'paused' })).statusCode, 409, 'draft → paused is not allowed')
    const opened = await setStatus(job.id, { status: 'open' })
    assert.equal(opened.statusCode, 200)
    await waitForEvent('job.status_changed', job.id)
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

  test('an endpoint subscribed only to other events gets none of these', async () => {
    const elsewhere = await startReceiver()
    try {
      const hook = await subscribe(ctx.app, token, elsewhere, ['candidate.created', 'offer.updated'])
      const job = await createJob({ title: 'Not for everyone' })
      assert.equal((await setStatus(job.id, { status: 'open' })).statusCode, 200)
      await waitForEvent('job.status_changed', job.id)
      const queued = await queuedAbout(job.id)
      assert.deepEqual(queued.map((q) => q.type).sort(), ['job.created', 'job.status_changed'])
      assert.ok(
        queued.every((q) => q.webhook_id !== hook.id),
        'nothing queued for the other endpoint',
      )
      await elsewhere.waitFor('ping')
      assert.deepEqual(
        elsewhere.events().map((e) => e.type),
        ['ping'],
      )
    } finally {
      await elsewhere.close()
    }
  })

  test('another tenant’s jobs are not announced to this tenant', async () => {
    const other = await provisionTenant(ctx.app)
    const res = await call(ctx.app, 'POST', `${API}/jobs`, { token: other.admin.token, body: { title: 'Elsewhere' } })
    assert.equal(res.statusCode, 201)
    assert.deepEqual(await queuedAbout(res.json().id, other.id), [], 'the other tenant has no endpoint')
    await assertSilentAfter(res.json().id)
  })
})
