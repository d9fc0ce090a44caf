import assert from 'node:assert/strict'
import { before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { call } from '../../../test/helpers/app.ts'
import { provisionTenant, tenantWithTeam } from '../../../test/helpers/factories.ts'
import { runImport } from '../../../test/helpers/imports.ts'
import { recruitingClient, type RecruitingClient, type Stage } from '../../../test/helpers/recruiting.ts'
import { eventsSuite, listeningTenant, queuedEvents, typesOf } from '../../../test/helpers/webhooks.ts'
import type { Actor } from '../../platform/auth/principal.ts'

const API = '/api/v1'
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const EVENTS = ['application.created', 'application.stage_changed', 'application.status_changed']
const CREATED = 'application.created'
const STAGE = 'application.stage_changed'
const STATUS = 'application.status_changed'

const ref = (stage: Stage) => ({ id: stage.id, name: stage.name })

describe('applications: webhook events', () => {
  const ctx = eventsSuite({ types: EVENTS, tenant: tenantWithTeam, current: (id) => getApplication(id) })
  let token: string
  let h: RecruitingClient
  before(() => {
    token = ctx.tenant.members.recruiter.token
    h = recruitingClient(ctx.app)
  })

  async function getApplication(id: string): Promise<Record<string, unknown>> {
    const res = await h.get(token, id)
    assert.equal(res.statusCode, 200, res.body)
    return res.json()
  }

  /** The types of every event queued about application `id` are `expected`, in any order. */
  const assertQueued = async (id: string, expected: string[]) =>
    assert.deepEqual(typesOf(await ctx.events.queued(id)), [...expected].sort(), id)

  /** Delivery tasks of the tenant whose delivery row does not exist: what a task enqueued by a rolled-back change would be. */
  async function orphanTasks(tenantId = ctx.tenant.id) {
    const tasks = await ctx.database.unguarded
      .selectFrom('background_tasks')
      .select('payload')
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', 'webhooks.deliver')
      .execute()
    const deliveries = new Set(
      (await ctx.database.unguarded.selectFrom('webhook_deliveries').select('id').where('tenant_id', '=', tenantId).execute()).map(
        (d) => d.id,
      ),
    )
    return tasks.filter((t) => !deliveries.has((t.payload as { delivery_id: string }).delivery_id))
  }

  async function newApplication(job: { id: string }, body: Record<string, unknown> = {}) {
    const candidate = await h.candidate(ctx.tenant)
    const res = await h.apply(token, { candidate_id: candidate.id, job_id: job.id, ...body })
    assert.equal(res.statusCode, 201, res.body)
    return res.json() as { id: string; updated_at: string; current_stage_id: string }
  }

  async function ok(res: Awaited<ReturnType<typeof call>>) {
    assert.equal(res.statusCode, 200, res.body)
    return res.json()
  }

  test('POST /applications sends application.created with the application as GET answers it', async () => {
    const job = await h.job(ctx.tenant)
    const app = await newApplication(job, {
      stage_id: job.stages[1]!.id,
      source: 'referral',
      source_detail: 'Met at a meetup',
      assigned_recruiter_id: ctx.tenant.members.recruiter.id,
      applied_date: '2026-03-02T08:00:00.000Z',
    })
    const event = await ctx.events.assertHeard(CREATED, app.id, 1)
    // Read through the change's transaction, the joined fields are there already.
    assert.equal(event.data.assigned_recruiter_id, ctx.tenant.members.recruiter.id)
    assert.equal(typeof event.data.assigned_recruiter_name, 'string')
    assert.equal(event.data.stage_name, job.stages[1]!.name)
    await assertQueued(app.id, [CREATED])
  })

  test('the career-page form sends application.created', async () => {
    const job = await h.job(ctx.tenant, { title: 'Public job' })
    await ok(await call(ctx.app, 'PATCH', `${API}/jobs/${job.id}/status`, { token: ctx.tenant.admin.token, body: { status: 'open' } }))
    const res = await call(ctx.app, 'POST', `${API}/public/applications/submit/${ctx.tenant.code}`, {
      body: { job_id: job.id, full_name: 'Phạm Minh Châu', email: `chau-${Date.now()}@example.com`, cover_letter: 'Hello', consent: true },
    })
    assert.equal(res.statusCode, 201, res.body)
    const id: string = res.json().application_id
    const event = await ctx.events.assertHeard(CREATED, id, 1)
    assert.equal(event.data.source, 'career_page')
    await assertQueued(id, [CREATED])
  })

  test('POST /applications/{id}/move sends application.stage_changed with from_stage and to_stage; a move to the same stage none', async () => {
    const job = await h.job(ctx.tenant)
    const app = await newApplication(job)
    await ok(await h.move(token, app.id, { to_stage_id: job.stages[1]!.id, notes: 'Good CV' }))
    await ctx.events.assertHeard(STAGE, app.id, 1, { from_stage: ref(job.stages[0]!), to_stage: ref(job.stages[1]!) })
    await ok(await h.move(token, app.id, { to_stage_id: job.stages[2]!.id }))
    await ctx.events.assertHeard(STAGE, app.id, 2, { from_stage: ref(job.stages[1]!), to_stage: ref(job.stages[2]!) })

    await ok(await h.move(token, app.id, { to_stage_id: job.stages[2]!.id }))
    await assertQueued(app.id, [CREATED, STAGE, STAGE])
  })

  test('a move into the hired stage sends stage_changed and status_changed (active → hired)', async () => {
    const job = await h.job(ctx.tenant)
    const hired = job.stages.find((s) => s.is_terminal)!
    const app = await newApplication(job)
    const moved = await ok(await h.move(token, app.id, { to_stage_id: hired.id }))
    assert.equal(moved.status, 'hired')
    await ctx.events.assertHeard(STAGE, app.id, 1, { from_stage: ref(job.stages[0]!), to_stage: ref(hired) })
    await ctx.events.assertHeard(STATUS, app.id, 1, { from_status: 'active', to_status: 'hired' })
    await assertQueued(app.id, [CREATED, STAGE, STATUS])
  })

  test('POST /applications/{id}/status: reject, reactivate, hire and reject again each send status_changed; the same status none', async () => {
    const job = await h.job(ctx.tenant)
    const hired = job.stages.find((s) => s.is_terminal)!
    const app = await newApplication(job, { stage_id: job.stages[1]!.id })

    const rejected = await ok(
      await h.status(token, app.id, { status: 'rejected', rejection_reason_code: 'other', rejection_reason: 'Went elsewhere' }),
    )
    assert.equal(rejected.rejection_reason_code, 'other')
    await ctx.events.assertHeard(STATUS, app.id, 1, { from_status: 'active', to_status: 'rejected' })
    await ok(await h.status(token, app.id, { status: 'rejected' }))

    await ok(await h.status(token, app.id, { status: 'active' }))
    await ctx.events.assertHeard(STATUS, app.id, 2, { from_status: 'rejected', to_status: 'active' })

    // Hiring puts the application in the hired stage: that is a stage change too.
    await ok(await h.status(token, app.id, { status: 'hired' }))
    await ctx.events.assertHeard(STAGE, app.id, 1, { from_stage: ref(job.stages[1]!), to_stage: ref(hired) })
    await ctx.events.assertHeard(STATUS, app.id, 3, { from_status: 'active', to_status: 'hired' })

    // Rejecting a hired application keeps its stage.
    await ok(await h.status(token, app.id, { status: 'rejected' }))
    await ctx.events.assertHeard(STATUS, app.id, 4, { from_status: 'hired', to_status: 'rejected' })
    await assertQueued(app.id, [CREATED, STATUS, STATUS, STAGE, STATUS, STATUS])
  })

  test('bulk move: only the items that moved send stage_changed', async () => {
    const job = await h.job(ctx.tenant)
    const target = job.stages[2]!
    const first = await newApplication(job)
    const second = await newApplication(job, { stage_id: job.stages[1]!.id })
    const already = await newApplication(job, { stage_id: target.id })
    const rejected = await newApplication(job)
    await ok(await h.status(token, rejected.id, { status: 'rejected' }))
    const elsewhere = await newApplication(await h.job(ctx.tenant))

    const res = await call(ctx.app, 'POST', `${API}/applications/bulk-move`, {
      token,
      body: { application_ids: [first.id, elsewhere.id, rejected.id, UNKNOWN_ID, already.id, second.id], to_stage_id: target.id },
    })
    assert.deepEqual(
      (await ok(res)).results.map((r: { status_code: number }) => r.status_code),
      [200, 422, 409, 404, 200, 200],
    )
    await ctx.events.assertHeard(STAGE, first.id, 1, { from_stage: ref(job.stages[0]!), to_stage: ref(target) })
    await ctx.events.assertHeard(STAGE, second.id, 1, { from_stage: ref(job.stages[1]!), to_stage: ref(target) })
    await assertQueued(first.id, [CREATED, STAGE])
    await assertQueued(second.id, [CREATED, STAGE])
    await assertQueued(already.id, [CREATED])
    await assertQueued(elsewhere.id, [CREATED])
    await assertQueued(rejected.id, [CREATED, STATUS])
  })

  test('bulk status: only the items whose status changed send status_changed (and stage_changed when hired)', async () => {
    const job = await h.job(ctx.tenant)
    const hired = job.stages.find((s) => s.is_terminal)!
    const [a, b, same, removed] = [
      await newApplication(job),
      await newApplication(job),
      await newApplication(job),
      await newApplication(job),
    ]
    await ok(await h.status(token, same.id, { status: 'rejected' }))
    assert.equal((await call(ctx.app, 'DELETE', `${API}/applications/${removed.id}`, { token })).statusCode, 204)

    const rejecting = await call(ctx.app, 'POST', `${API}/applications/bulk-status`, {
      token,
      body: {
        application_ids: [a.id, same.id, removed.id, UNKNOWN_ID, b.id],
        status: 'rejected',
        rejection_reason_code: 'position_filled',
      },
    })
    assert.deepEqual(
      (await ok(rejecting)).results.map((r: { status_code: number }) => r.status_code),
      [200, 200, 404, 404, 200],
    )
    for (const app of [a, b]) await ctx.events.assertHeard(STATUS, app.id, 1, { from_status: 'active', to_status: 'rejected' })

    const hiring = await call(ctx.app, 'POST', `${API}/applications/bulk-status`, {
      token,
      body: { application_ids: [a.id, removed.id], status: 'hired' },
    })
    assert.deepEqual(
      (await ok(hiring)).results.map((r: { status_code: number }) => r.status_code),
      [200, 404],
    )
    await ctx.events.assertHeard(STAGE, a.id, 1, { from_stage: ref(job.stages[0]!), to_stage: ref(hired) })
    await ctx.events.assertHeard(STATUS, a.id, 2, { from_status: 'rejected', to_status: 'hired' })

    await assertQueued(a.id, [CREATED, STATUS, STAGE, STATUS])
    await assertQueued(b.id, [CREATED, STATUS])
    await assertQueued(same.id, [CREATED, STATUS])
    await assertQueued(removed.id, [CREATED])
  })

  test('deleting a stage that holds applications moves each of them, and each move sends stage_changed', async () => {
    const job = await h.job(ctx.tenant)
    const [, gone, into] = job.stages
    const active = await newApplication(job, { stage_id: gone!.id })
    const rejected = await newApplication(job, { stage_id: gone!.id })
    await ok(await h.status(token, rejected.id, { status: 'rejected' }))
    const untouched = await newApplication(job)

    const res = await call(ctx.app, 'DELETE', `${API}/jobs/${job.id}/pipeline/stages/${gone!.id}`, {
      token,
      query: { move_to_stage_id: into!.id },
    })
    assert.equal(res.statusCode, 204, res.body)
    for (const app of [active, rejected]) {
      const event = await ctx.events.assertHeard(STAGE, app.id, 1, { from_stage: ref(gone!), to_stage: ref(into!) })
      assert.equal(event.data.current_stage_id, into!.id)
    }
    await assertQueued(active.id, [CREATED, STAGE])
    await assertQueued(rejected.id, [CREATED, STATUS, STAGE])
    await assertQueued(untouched.id, [CREATED])
  })

  test('refused changes send nothing: 409 illegal move, 412 stale If-Unmodified-Since, 422; nor is any task left for them', async () => {
    const job = await h.job(ctx.tenant)
    const app = await newApplication(job)
    const rejected = await newApplication(job)
    await ok(await h.status(token, rejected.id, { status: 'rejected' }))
    const otherJob = await h.job(ctx.tenant)
    const before = new Date(Date.parse(app.updated_at) - 1000).toISOString()
    const stale = { 'if-unmodified-since': before }

    assert.equal((await h.move(token, rejected.id, { to_stage_id: job.stages[1]!.id })).statusCode, 409)
    assert.equal((await h.move(token, app.id, { to_stage_id: job.stages[1]!.id }, stale)).statusCode, 412)
    assert.equal((await h.status(token, app.id, { status: 'rejected' }, stale)).statusCode, 412)
    assert.equal((await h.status(token, app.id, { status: 'hired' }, stale)).statusCode, 412)
    assert.equal((await h.move(token, app.id, { to_stage_id: otherJob.stages[1]!.id })).statusCode, 422)
    assert.equal((await h.status(token, app.id, { status: 'rejected', rejection_reason_code: 'not_a_reason' })).statusCode, 422)
    assert.equal((await h.status(token, app.id, { status: 'hired', rejection_reason: 'x' })).statusCode, 422)
    const duplicate = await h.apply(token, { candidate_id: (await getApplication(app.id)).candidate_id, job_id: job.id })
    assert.equal(duplicate.statusCode, 409)

    const unchanged = await getApplication(app.id)
    assert.deepEqual([unchanged.status, unchanged.current_stage_id, unchanged.updated_at], ['active', job.stages[0]!.id, app.updated_at])
    await assertQueued(app.id, [CREATED])
    await assertQueued(rejected.id, [CREATED, STATUS])
    assert.deepEqual(await orphanTasks(), [])
  })

  test('removing an application sends nothing: GET answers 404 afterwards, so there is no application to carry', async () => {
    const app = await newApplication(await h.job(ctx.tenant))
    assert.equal((await call(ctx.app, 'DELETE', `${API}/applications/${app.id}`, { token })).statusCode, 204)
    assert.equal((await h.get(token, app.id)).statusCode, 404)
    await assertQueued(app.id, [CREATED])
  })

  test('an accepted offer stamps offer_accepted_at but leaves the status, so no application event', async () => {
    const app = await newApplication(await h.job(ctx.tenant))
    const offer = await call(ctx.app, 'POST', `${API}/offers`, { token, body: { application_id: app.id } })
    assert.equal(offer.statusCode, 201, offer.body)
    await ok(await call(ctx.app, 'POST', `${API}/offers/${offer.json().id}/respond`, { token, body: { status: 'accepted' } }))
    const after = await getApplication(app.id)
    assert.ok(after.offer_accepted_at)
    assert.equal(after.status, 'active')
    await assertQueued(app.id, [CREATED])
  })

  test('a change rolled back after it was announced leaves no delivery and no task', async () => {
    const job = await h.job(ctx.tenant)
    const candidate = await h.candidate(ctx.tenant)
    const actor: Actor = { tenantId: ctx.tenant.id, userId: ctx.tenant.admin.id, role: 'admin', actorType: 'user', requestId: null }
    let createdId: string | undefined
    const failure = new Error('a later step of the same transaction fails')
    await assert.rejects(
      ctx.database.db.transaction().execute(async (trx) => {
        const created = await ctx.app.services.applications.createIn(trx, actor, { candidate_id: candidate.id, job_id: job.id })
        createdId = created.id
        // Queued inside the transaction, as the change itself is...
        const deliveries = await trx
          .selectFrom('webhook_deliveries')
          .select(['id', 'event_type'])
          .where('tenant_id', '=', ctx.tenant.id)
          .where(sql<boolean>`payload::jsonb -> 'data' ->> 'id' = ${created.id}`)
          .execute()
        assert.deepEqual(
          deliveries.map((d) => d.event_type),
          [CREATED],
        )
        const tasks = await trx
          .selectFrom('background_tasks')
          .select('id')
          .where('tenant_id', '=', ctx.tenant.id)
          .where(sql<boolean>`payload ->> 'delivery_id' = ${deliveries[0]!.id}`)
          .execute()
        assert.equal(tasks.length, 1)
        throw failure
      }),
      failure,
    )
    // ...and gone with it.
    assert.ok(createdId)
    assert.equal((await h.get(token, createdId)).statusCode, 404)
    await assertQueued(createdId, [])
    assert.deepEqual(await orphanTasks(), [])
  })

  describe('imports and demo data send nothing', () => {
    /** Every application event queued for the tenant, of whatever type. */
    const applicationDeliveries = async (tenantId: string) =>
      (await queuedEvents(ctx.database, tenantId)).filter((e) => e.type.startsWith('application.'))

    test('an import creating applications and then changing their stage and status', async (t) => {
      const quiet = await listeningTenant(t, ctx.app, EVENTS)
      const records = (status: 'active' | 'rejected', stage: string) => ({
        jobs: [{ external_id: 'job-1', title: 'Imported job', status: 'open', created_at: '2025-03-01T08:00:00.000Z' }],
        candidates: [
          { external_id: 'cand-1', full_name: 'Imported One', created_at: '2025-03-02T08:00:00.000Z' },
          { external_id: 'cand-2', full_name: 'Imported Two', created_at: '2025-03-02T08:00:00.000Z' },
        ],
        applications: [
          {
            external_id: 'app-1',
            job_external_id: 'job-1',
            candidate_external_id: 'cand-1',
            status,
            stage,
            created_at: '2025-03-03T08:00:00.000Z',
            ...(status === 'rejected' ? { rejected_date: '2025-04-01T08:00:00.000Z' } : {}),
          },
          { external_id: 'app-2', job_external_id: 'job-1', candidate_external_id: 'cand-2', created_at: '2025-03-03T08:00:00.000Z' },
        ],
      })
      const first = await runImport(ctx.app, quiet.admin.token, records('active', 'New'))
      assert.equal(first.status, 'completed', JSON.stringify(first.errors))
      assert.equal(first.progress.application!.created, 2, JSON.stringify(first.errors))
      const again = await runImport(ctx.app, quiet.admin.token, records('rejected', 'Interview'))
      assert.equal(again.status, 'completed')
      assert.deepEqual(again.errors, [])

      const listed = (await call(ctx.app, 'GET', `${API}/applications`, { token: quiet.admin.token })).json()
      assert.deepEqual(listed.items.map((a: { status: string; stage_name: string }) => [a.status, a.stage_name]).sort(), [
        ['active', 'New'],
        ['rejected', 'Interview'],
      ])
      assert.deepEqual(await applicationDeliveries(quiet.id), [])
      assert.deepEqual(await orphanTasks(quiet.id), [])
    })

    test('demo data', async (t) => {
      const tenant = await listeningTenant(t, ctx.app, EVENTS)
      const res = await call(ctx.app, 'POST', `${API}/settings/demo-data`, { token: tenant.admin.token, query: { scale: 0.05 } })
      assert.equal(res.statusCode, 201, res.body)
      assert.ok(res.json().applications > 0)
      assert.deepEqual(await applicationDeliveries(tenant.id), [])
    })
  })

  test('another tenant’s applications are not announced to this one', async () => {
    const other = await provisionTenant(ctx.app)
    const job = await h.job(other)
    const candidate = await h.candidate(other)
    const res = await h.apply(other.admin.token, { candidate_id: candidate.id, job_id: job.id })
    assert.equal(res.statusCode, 201, res.body)
    await assertQueued(res.json().id, [])
    assert.deepEqual(await queuedEvents(ctx.database, other.id, { about: res.json().id }), [], 'the other tenant has no endpoint')
  })
})
