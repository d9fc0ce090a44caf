import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { provisionTenant, tenantWithTeam, type SignedIn, type TestTenant } from '../../../test/helpers/factories.ts'
import { runImport } from '../../../test/helpers/imports.ts'
import { recruitingClient, type Evaluation, type RecruitingClient } from '../../../test/helpers/recruiting.ts'
import { LOCAL_WEBHOOKS, startReceiver, subscribe, type ReceivedEvent, type Receiver } from '../../../test/helpers/webhooks.ts'

const API = '/api/v1'
const EVENTS = ['evaluation.submitted']

describe('evaluations: webhook events', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let receiver: Receiver
  let h: RecruitingClient
  /** Events already accounted for by a test: each change must add exactly the events it announces. */
  const seen = new Set<string>()

  before(async () => {
    ctx = await buildTestApp(undefined, { env: LOCAL_WEBHOOKS })
    h = recruitingClient(ctx.app)
    team = await tenantWithTeam(ctx.app)
    receiver = await startReceiver()
    await subscribe(ctx.app, team.admin.token, receiver, EVENTS)
  })
  after(async () => {
    await ctx.close()
    await receiver.close()
  })

  const admin = () => team.members.admin

  /** The tenant's queued evaluation events, read from the database: what was published, whether delivered yet or not. */
  async function published(tenantId: string) {
    const rows = await ctx.database.unguarded
      .selectFrom('webhook_deliveries')
      .select(['event_id', 'event_type', 'payload'])
      .where('tenant_id', '=', tenantId)
      .where('event_type', 'in', EVENTS)
      .execute()
    return rows.map((r) => ({ id: r.event_id, type: r.event_type, about: (JSON.parse(r.payload) as { data: { id: string } }).data.id }))
  }

  async function newEvents(id: string) {
    return (await published(team.id)).filter((e) => e.about === id && !seen.has(e.id))
  }

  async function received(eventId: string): Promise<ReceivedEvent> {
    const deadline = Date.now() + 10_000
    for (;;) {
      const event = receiver.events().find((e) => e.id === eventId)
      if (event) return event
      assert.ok(Date.now() < deadline, `event ${eventId} not received`)
      await sleep(10)
    }
  }

  const get = (id: string) => call(ctx.app, 'GET', `${API}/evaluations/${id}`, { token: admin().token })

  /** Exactly one `evaluation.submitted` about the evaluation, received with the evaluation as GET answers now. */
  async function assertAnnounced(id: string) {
    const current = await get(id)
    assert.equal(current.statusCode, 200, current.body)
    const events = await newEvents(id)
    assert.deepEqual(
      events.map((e) => e.type),
      ['evaluation.submitted'],
    )
    seen.add(events[0]!.id)
    const event = await received(events[0]!.id)
    assert.equal(event.type, 'evaluation.submitted')
    assert.equal(event.tenant_id, team.id)
    assert.deepEqual(event.data, current.json())
    return event.data as unknown as Evaluation
  }

  async function assertSilent(id: string) {
    assert.deepEqual(await newEvents(id), [], 'nothing published about the evaluation')
  }

  async function draft(body: Record<string, unknown>, as: SignedIn = admin()): Promise<Evaluation> {
    const { app } = await h.application(team)
    const res = await call(ctx.app, 'POST', `${API}/evaluations`, { token: as.token, body: { application_id: app.id, ...body } })
    assert.equal(res.statusCode, 201, res.body)
    return res.json()
  }
  const put = (id: string, body: Record<string, unknown>, as: SignedIn = admin(), headers?: Record<string, string>) =>
    call(ctx.app, 'PUT', `${API}/evaluations/${id}`, { token: as.token, body, headers })
  const submit = (id: string, as: SignedIn = admin(), headers?: Record<string, string>) =>
    call(ctx.app, 'POST', `${API}/evaluations/${id}/submit`, { token: as.token, headers })

  test('a draft and its edits send nothing; submitting sends evaluation.submitted as GET shows it', async () => {
    const made = await draft({ overall_rating: 3 })
    await assertSilent(made.id)
    const edited = await put(made.id, {
      criteria_scores: [
        { criterion: 'Design', score: 4, weight: 2 },
        { criterion: 'Coding', score: 3 },
      ],
    })
    assert.equal(edited.statusCode, 200, edited.body)
    await assertSilent(made.id)

    const res = await submit(made.id)
    assert.equal(res.statusCode, 200, res.body)
    const event = await assertAnnounced(made.id)
    assert.equal(event.result, 'pending')
    assert.ok(event.evaluated_at, 'stamped')
    assert.equal(event.weighted_score, 3.6667)
  })

  test('the evaluator submitting their own (an interviewer), and an external evaluation, are announced alike', async () => {
    const interviewer = team.members.interviewer
    const own = await draft({ evaluator_id: interviewer.id, overall_rating: 4, result: 'passed', comments: 'Clear thinker' })
    const res = await submit(own.id, interviewer)
    assert.equal(res.statusCode, 200, res.body)
    const event = await assertAnnounced(own.id)
    assert.deepEqual([event.evaluator_id, event.result, event.comments], [interviewer.id, 'passed', 'Clear thinker'])

    const external = await draft(
      { evaluator_type: 'external', evaluator_name: 'Agency reviewer', overall_rating: 2 },
      team.members.recruiter,
    )
    const submitted = await submit(external.id, team.members.recruiter)
    assert.equal(submitted.statusCode, 200, submitted.body)
    assert.equal((await assertAnnounced(external.id)).evaluator_name, 'Agency reviewer')
  })

  test('an edit of a submitted evaluation is not a second submission: nothing is sent', async () => {
    const made = await draft({ overall_rating: 3 })
    assert.equal((await submit(made.id)).statusCode, 200)
    await assertAnnounced(made.id)
    const revised = await put(made.id, { overall_rating: 5, result: 'passed' })
    assert.equal(revised.statusCode, 200, revised.body)
    await assertSilent(made.id)
  })

  test('refused submissions send nothing: 409 already submitted, 412 stale precondition, 422 nothing rated', async () => {
    const empty = await draft({})
    const unrated = await submit(empty.id)
    assert.equal(unrated.statusCode, 422, unrated.body)
    await assertSilent(empty.id)

    const made = await draft({ overall_rating: 3 })
    const stale = made.updated_at
    assert.equal((await put(made.id, { comments: 'More to say' })).statusCode, 200)
    const late = await submit(made.id, admin(), { 'if-unmodified-since': stale })
    assert.equal(late.statusCode, 412, late.body)
    await assertSilent(made.id)

    assert.equal((await submit(made.id)).statusCode, 200)
    await assertAnnounced(made.id)
    const twice = await submit(made.id)
    assert.equal(twice.statusCode, 409, twice.body)
    const bad = await put(made.id, { result: null })
    assert.equal(bad.statusCode, 422, bad.body)
    await assertSilent(made.id)
  })

  describe('imports', () => {
    let tenant: TestTenant
    let listening: Receiver

    before(async () => {
      tenant = await provisionTenant(ctx.app)
      listening = await startReceiver()
      await subscribe(ctx.app, tenant.admin.token, listening, EVENTS)
    })
    after(() => listening.close())

    function history(evaluatedAt: string | null, rating: number) {
      return {
        jobs: [{ external_id: 'job-1', title: 'Backend engineer', created_at: '2025-07-01T02:00:00.000Z' }],
        candidates: [{ external_id: 'cand-1', full_name: 'Nguyễn Văn An', created_at: '2025-07-01T03:00:00.000Z' }],
        applications: [
          { external_id: 'app-1', job_external_id: 'job-1', candidate_external_id: 'cand-1', created_at: '2025-07-02T03:00:00.000Z' },
        ],
        evaluations: [
          {
            external_id: 'eval-1',
            application_external_id: 'app-1',
            evaluator_email: tenant.admin.email,
            overall_rating: rating,
            result: 'passed',
            evaluated_at: evaluatedAt,
            created_at: '2025-07-11T05:00:00.000Z',
          },
        ],
      }
    }

    test('an import writing evaluations, submitted or turning submitted, publishes nothing', async () => {
      const first = await runImport(ctx.app, tenant.admin.token, history(null, 3))
      assert.equal(first.status, 'completed', JSON.stringify(first.errors))
      assert.equal(first.progress.evaluation?.created, 1, JSON.stringify(first.progress))
      const again = await runImport(ctx.app, tenant.admin.token, history('2025-07-11T06:00:00.000Z', 4))
      assert.equal(again.status, 'completed', JSON.stringify(again.errors))
      assert.equal(again.progress.evaluation?.updated, 1, JSON.stringify(again.progress))
      assert.deepEqual(await published(tenant.id), [])
    })
  })
})
