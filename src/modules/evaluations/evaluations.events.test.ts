import assert from 'node:assert/strict'
import { before, describe, test } from 'node:test'
import { call } from '../../../test/helpers/app.ts'
import { tenantWithTeam, type SignedIn, type TestTenant } from '../../../test/helpers/factories.ts'
import { ONE_APPLICATION, runImport } from '../../../test/helpers/imports.ts'
import { recruitingClient, type Evaluation, type RecruitingClient } from '../../../test/helpers/recruiting.ts'
import { eventsSuite, listeningTenant, queuedEvents } from '../../../test/helpers/webhooks.ts'

const API = '/api/v1'
const EVENTS = ['evaluation.submitted']

describe('evaluations: webhook events', () => {
  const ctx = eventsSuite({ types: EVENTS, tenant: tenantWithTeam, current, onlyTheseTypes: true })
  let h: RecruitingClient
  before(() => {
    h = recruitingClient(ctx.app)
  })

  const admin = () => ctx.tenant.members.admin

  /** The evaluation as GET /evaluations/{id} answers it now: what an event about it carries. */
  async function current(id: string): Promise<Evaluation> {
    const res = await call(ctx.app, 'GET', `${API}/evaluations/${id}`, { token: admin().token })
    assert.equal(res.statusCode, 200, res.body)
    return res.json()
  }

  /** Exactly one `evaluation.submitted` about the evaluation, received with the evaluation as GET answers now. */
  const assertSubmitted = (id: string) => ctx.events.assertAnnounced('evaluation.submitted', id)

  async function draft(body: Record<string, unknown>, as: SignedIn = admin()): Promise<Evaluation> {
    const { app } = await h.application(ctx.tenant)
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
    await ctx.events.assertSilent(made.id)
    const edited = await put(made.id, {
      criteria_scores: [
        { criterion: 'Design', score: 4, weight: 2 },
        { criterion: 'Coding', score: 3 },
      ],
    })
    assert.equal(edited.statusCode, 200, edited.body)
    await ctx.events.assertSilent(made.id)

    const res = await submit(made.id)
    assert.equal(res.statusCode, 200, res.body)
    const event = await assertSubmitted(made.id)
    assert.equal(event.result, 'pending')
    assert.ok(event.evaluated_at, 'stamped')
    assert.equal(event.weighted_score, 3.6667)
  })

  test('the evaluator submitting their own (an interviewer), and an external evaluation, are announced alike', async () => {
    const interviewer = ctx.tenant.members.interviewer
    const own = await draft({ evaluator_id: interviewer.id, overall_rating: 4, result: 'passed', comments: 'Clear thinker' })
    const res = await submit(own.id, interviewer)
    assert.equal(res.statusCode, 200, res.body)
    const event = await assertSubmitted(own.id)
    assert.deepEqual([event.evaluator_id, event.result, event.comments], [interviewer.id, 'passed', 'Clear thinker'])

    const external = await draft(
      { evaluator_type: 'external', evaluator_name: 'Agency reviewer', overall_rating: 2 },
      ctx.tenant.members.recruiter,
    )
    const submitted = await submit(external.id, ctx.tenant.members.recruiter)
    assert.equal(submitted.statusCode, 200, submitted.body)
    assert.equal((await assertSubmitted(external.id)).evaluator_name, 'Agency reviewer')
  })

  test('an edit of a submitted evaluation is not a second submission: nothing is sent', async () => {
    const made = await draft({ overall_rating: 3 })
    assert.equal((await submit(made.id)).statusCode, 200)
    await assertSubmitted(made.id)
    const revised = await put(made.id, { overall_rating: 5, result: 'passed' })
    assert.equal(revised.statusCode, 200, revised.body)
    await ctx.events.assertSilent(made.id)
  })

  test('refused submissions send nothing: 409 already submitted, 412 stale precondition, 422 nothing rated', async () => {
    const empty = await draft({})
    const unrated = await submit(empty.id)
    assert.equal(unrated.statusCode, 422, unrated.body)
    await ctx.events.assertSilent(empty.id)

    const made = await draft({ overall_rating: 3 })
    const stale = made.updated_at
    assert.equal((await put(made.id, { comments: 'More to say' })).statusCode, 200)
    const late = await submit(made.id, admin(), { 'if-unmodified-since': stale })
    assert.equal(late.statusCode, 412, late.body)
    await ctx.events.assertSilent(made.id)

    assert.equal((await submit(made.id)).statusCode, 200)
    await assertSubmitted(made.id)
    const twice = await submit(made.id)
    assert.equal(twice.statusCode, 409, twice.body)
    const bad = await put(made.id, { result: null })
    assert.equal(bad.statusCode, 422, bad.body)
    await ctx.events.assertSilent(made.id)
  })

  describe('imports', () => {
    function history(tenant: TestTenant, evaluatedAt: string | null, rating: number) {
      return {
        ...ONE_APPLICATION,
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

    test('an import writing evaluations, submitted or turning submitted, publishes nothing', async (t) => {
      const tenant = await listeningTenant(t, ctx.app, EVENTS)
      const first = await runImport(ctx.app, tenant.admin.token, history(tenant, null, 3))
      assert.equal(first.status, 'completed', JSON.stringify(first.errors))
      assert.equal(first.progress.evaluation?.created, 1, JSON.stringify(first.progress))
      const again = await runImport(ctx.app, tenant.admin.token, history(tenant, '2025-07-11T06:00:00.000Z', 4))
      assert.equal(again.status, 'completed', JSON.stringify(again.errors))
      assert.equal(again.progress.evaluation?.updated, 1, JSON.stringify(again.progress))
      assert.deepEqual(await queuedEvents(ctx.database, tenant.id, { types: EVENTS }), [])
    })
  })
})
