import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { assert422 } from '../../../test/helpers/assertions.ts'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { addMember, provisionTenant, tenantWithTeam, type SignedIn, type TestTenant } from '../../../test/helpers/factories.ts'
import { recruitingClient, type Evaluation, type RecruitingClient } from '../../../test/helpers/recruiting.ts'
import { RACE } from '../../../test/helpers/database.ts'

const API = '/api/v1'

describe('evaluations: editing and submitting', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: TestTenant
  let h: RecruitingClient
  let admin: SignedIn
  let recruiter: SignedIn
  let manager: SignedIn
  let interviewer: SignedIn
  // The app's clock; it follows real time so that tokens stay valid, and tests step it forward.
  let clock = Date.now()

  async function create(body: Record<string, unknown>, as: SignedIn = admin): Promise<Evaluation> {
    const res = await call(ctx.app, 'POST', `${API}/evaluations`, { token: as.token, body })
    assert.equal(res.statusCode, 201, res.body)
    return res.json()
  }

  const put = (id: string, body: Record<string, unknown>, as: SignedIn = admin, headers?: Record<string, string>) =>
    call(ctx.app, 'PUT', `${API}/evaluations/${id}`, { token: as.token, body, headers })

  async function updated(id: string, body: Record<string, unknown>, as: SignedIn = admin): Promise<Evaluation> {
    const res = await put(id, body, as)
    assert.equal(res.statusCode, 200, res.body)
    return res.json()
  }

  const submit = (id: string, as: SignedIn = admin, headers?: Record<string, string>) =>
    call(ctx.app, 'POST', `${API}/evaluations/${id}/submit`, { token: as.token, headers })

  async function submitted(id: string, as: SignedIn = admin): Promise<Evaluation> {
    const res = await submit(id, as)
    assert.equal(res.statusCode, 200, res.body)
    return res.json()
  }

  const get = async (id: string): Promise<Evaluation> =>
    (await call(ctx.app, 'GET', `${API}/evaluations/${id}`, { token: admin.token })).json()

  async function auditActions(id: string) {
    const res = await call(ctx.app, 'GET', `${API}/audit-logs`, {
      token: admin.token,
      query: { resource_type: 'evaluation', resource_id: id },
    })
    assert.equal(res.statusCode, 200, res.body)
    return (res.json().items as { action: string; actor_id: string; changes: Record<string, unknown> }[]).reverse()
  }

  async function application(tenant: TestTenant = team) {
    const { app, job } = await h.application(tenant)
    return { id: app.id as string, job }
  }

  async function interview(applicationId: string, interviewerIds: string[]) {
    const res = await call(ctx.app, 'POST', `${API}/interviews`, {
      token: admin.token,
      body: {
        application_id: applicationId,
        interview_round: 'Technical',
        scheduled_at: new Date(Date.now() + (1 + Math.random() * 300) * 86_400_000).toISOString(),
        duration_minutes: 30,
        interviewer_ids: interviewerIds,
        force: true,
      },
    })
    assert.equal(res.statusCode, 201, res.body)
    return res.json() as { id: string }
  }

  before(async () => {
    ctx = await buildTestApp(undefined, { deps: { now: () => clock } })
    team = await tenantWithTeam(ctx.app)
    other = await provisionTenant(ctx.app)
    ;({ admin, recruiter, hiring_manager: manager, interviewer } = team.members)
    h = recruitingClient(ctx.app)
  })
  after(() => ctx.close())

  describe('PUT /evaluations/{id}', () => {
    test('changes only the fields sent, moves updated_at and audits what changed', async () => {
      const target = await application()
      const before = await create({
        application_id: target.id,
        overall_rating: 3,
        result: 'pending',
        comments: 'First look',
        evaluation_type: 'hm_review',
      })
      const after = await updated(before.id, { overall_rating: 4, comments: 'Second look' })
      assert.equal(after.overall_rating, 4)
      assert.equal(after.comments, 'Second look')
      assert.deepEqual(
        { ...after, overall_rating: 3, comments: 'First look', updated_at: before.updated_at },
        before,
        'nothing else changed',
      )
      assert.ok(after.updated_at > before.updated_at)
      assert.deepEqual(await get(before.id), after)
      const actions = await auditActions(before.id)
      assert.deepEqual(
        actions.map((a) => a.action),
        ['evaluation.created', 'evaluation.updated'],
      )
      assert.deepEqual(actions[1]!.changes, { overall_rating: 4, has_comments: true })
    })

    test('sending the current values changes nothing and logs nothing; null clears a field', async () => {
      const target = await application()
      const stage = target.job.stages[1]!
      const before = await create({ application_id: target.id, overall_rating: 3, result: 'passed', stage_id: stage.id, comments: 'Kept' })
      const same = await updated(before.id, { overall_rating: 3, result: 'passed', stage_id: stage.id, comments: '  Kept ' })
      assert.deepEqual(same, before)
      assert.equal((await auditActions(before.id)).length, 1)
      const cleared = await updated(before.id, { result: null, stage_id: null, comments: '   ' })
      assert.equal(cleared.result, null)
      assert.equal(cleared.stage_id, null)
      assert.equal(cleared.comments, null)
      assert.equal(cleared.overall_rating, 3)
      assert.deepEqual((await auditActions(before.id)).at(-1)!.changes, { result: null, stage_id: null, has_comments: false })
    })

    test('recomputes weighted_score when the criteria change, and clears it with them', async () => {
      const target = await application()
      const e = await create({ application_id: target.id, criteria_scores: [{ criterion: 'SQL', score: 2, weight: 1 }] })
      assert.equal(e.weighted_score, 2)
      const scored = await updated(e.id, {
        criteria_scores: [
          { criterion: 'A', score: 4, weight: 1 },
          { criterion: 'B', score: 3, weight: 2 },
          { criterion: 'C', score: 5, weight: 1 },
        ],
      })
      assert.equal(scored.weighted_score, 3.75)
      assert.equal(scored.criteria_scores!.length, 3)
      const audited = (await auditActions(e.id)).at(-1)!
      assert.equal(audited.changes.weighted_score, 3.75)
      const untouched = await updated(e.id, { comments: 'no criteria sent' })
      assert.equal(untouched.weighted_score, 3.75, 'criteria not sent: the score stays')
      const same = await updated(e.id, { criteria_scores: scored.criteria_scores })
      assert.equal(same.updated_at, untouched.updated_at, 'the same criteria change nothing')
      const cleared = await updated(e.id, { criteria_scores: null })
      assert.equal(cleared.criteria_scores, null)
      assert.equal(cleared.weighted_score, null)
      assert422(await put(e.id, { weighted_score: 4 }), ['body.weighted_score'])
    })

    test('a new rating_scale is checked against the ratings and scores already recorded', async () => {
      const target = await application()
      const e = await create({ application_id: target.id, overall_rating: 5, criteria_scores: [{ criterion: 'SQL', score: 4, weight: 1 }] })
      const refused = await put(e.id, { rating_scale: 4 })
      assert422(refused, ['body.rating_scale'], 'the overall rating 5 no longer fits')
      assert422(await put(e.id, { rating_scale: 3, overall_rating: 3 }), ['body.rating_scale'], 'the criterion score 4 no longer fits')
      assert422(await put(e.id, { rating_scale: 4, overall_rating: 5 }), ['body.overall_rating'], 'the sent rating is blamed')
      assert.deepEqual(await get(e.id), e, 'refused changes leave the evaluation as it was')
      const rescaled = await updated(e.id, { rating_scale: 4, overall_rating: 4 })
      assert.equal(rescaled.rating_scale, 4)
      assert.equal(rescaled.overall_rating, 4)
      const wider = await updated(e.id, {
        rating_scale: 10,
        overall_rating: 10,
        criteria_scores: [{ criterion: 'SQL', score: 9, weight: 2 }],
      })
      assert.equal(wider.weighted_score, 9)
      assert422(await put(e.id, { overall_rating: 11 }), ['body.overall_rating'])
      assert422(await put(e.id, { overall_rating: 0 }), ['body.overall_rating'])
      assert422(await put(e.id, { criteria_scores: [{ criterion: 'SQL', score: 11, weight: 1 }] }), ['body.criteria_scores.0.score'])
      assert.equal((await updated(e.id, { overall_rating: 1 })).overall_rating, 1)
    })

    test('If-Unmodified-Since: a stale value is 412, the current one passes, a malformed one is 422', async () => {
      const target = await application()
      const e = await create({ application_id: target.id })
      const first = await put(e.id, { comments: 'one' }, admin, { 'if-unmodified-since': e.updated_at })
      assert.equal(first.statusCode, 200, first.body)
      const stale = await put(e.id, { comments: 'two' }, admin, { 'if-unmodified-since': e.updated_at })
      assert.equal(stale.statusCode, 412)
      assert.equal(typeof stale.json().detail, 'string')
      assert.equal((await get(e.id)).comments, 'one')
      assert422(await put(e.id, { comments: 'three' }, admin, { 'if-unmodified-since': '1767225600' }), ['header.if-unmodified-since'])
      const fresh = await put(e.id, { comments: 'four' }, admin, { 'if-unmodified-since': first.json().updated_at })
      assert.equal(fresh.statusCode, 200, fresh.body)
    })

    test('a draft is open to its author, its evaluator, admins and recruiters only', async () => {
      const target = await application()
      const author = await addMember(ctx.app, team, 'interviewer')
      await interview(target.id, [author.id])
      const byInterviewer = await create({ application_id: target.id }, author)
      const forManager = await create({ application_id: target.id, evaluator_id: manager.id }, recruiter)
      assert.equal((await updated(byInterviewer.id, { overall_rating: 2 }, author)).overall_rating, 2, 'author')
      assert.equal((await updated(forManager.id, { overall_rating: 3 }, manager)).overall_rating, 3, 'evaluator')
      for (const as of [admin, recruiter]) {
        assert.equal((await updated(byInterviewer.id, { comments: as.role }, as)).comments, as.role)
      }
      const byAdmin = await create({ application_id: target.id })
      assert.equal((await put(byAdmin.id, { comments: 'x' }, manager)).statusCode, 403, 'a hiring manager on someone else’s draft')
      assert.equal((await put(byAdmin.id, { comments: 'x' }, author)).statusCode, 404, 'an interviewer cannot even see it')
      assert.equal((await put(byAdmin.id, { comments: 'x' }, interviewer)).statusCode, 404)
      assert.equal((await get(byAdmin.id)).comments, null)
    })

    test('a submitted internal evaluation is changed by its own evaluator only: admins included get 403', async () => {
      const target = await application()
      const e = await create({ application_id: target.id, evaluator_id: manager.id, overall_rating: 4 }, admin)
      await submitted(e.id, manager)
      for (const as of [admin, recruiter]) {
        const res = await put(e.id, { overall_rating: 1 }, as)
        assert.equal(res.statusCode, 403, `${as.role}: ${res.body}`)
      }
      const own = await updated(e.id, { overall_rating: 5, result: 'passed' }, manager)
      assert.equal(own.overall_rating, 5)
      assert.equal(own.result, 'passed')
      assert.equal(own.evaluated_at, (await get(e.id)).evaluated_at, 'still submitted')
      assert.notEqual(own.evaluated_at, null)
    })

    test('a submitted external evaluation is changed only by whoever recorded it', async () => {
      const target = await application()
      const e = await create(
        { application_id: target.id, evaluator_type: 'external', evaluator_name: 'Agency Panel', overall_rating: 3 },
        recruiter,
      )
      await submitted(e.id, admin)
      for (const as of [admin, manager]) assert.equal((await put(e.id, { overall_rating: 2 }, as)).statusCode, 403, as.role)
      const own = await updated(e.id, { overall_rating: 2, evaluator_name: ' Agency Panel B ' }, recruiter)
      assert.equal(own.overall_rating, 2)
      assert.equal(own.evaluator_name, 'Agency Panel B')
    })

    test('a submitted evaluation keeps a rating or criteria and a result', async () => {
      const target = await application()
      const e = await create({ application_id: target.id, overall_rating: 4 })
      await submitted(e.id)
      assert422(await put(e.id, { overall_rating: null }), ['body'])
      assert422(await put(e.id, { result: null }), ['body.result'])
      const swapped = await updated(e.id, { overall_rating: null, criteria_scores: [{ criterion: 'SQL', score: 3, weight: 1 }] })
      assert.equal(swapped.overall_rating, null)
      assert.equal(swapped.weighted_score, 3)
    })

    test('what an update may not touch, and references it must keep right', async () => {
      const target = await application()
      const elsewhere = await application()
      const e = await create({ application_id: target.id })
      assert422(await put(e.id, { evaluator_name: 'Someone' }), ['body.evaluator_name'], 'internal evaluations carry the member’s name')
      for (const field of ['application_id', 'evaluator_id', 'evaluator_type', 'evaluated_at', 'created_by']) {
        assert422(await put(e.id, { [field]: field === 'evaluator_type' ? 'external' : randomUUID() }), [`body.${field}`], field)
      }
      const foreignInterview = await interview(elsewhere.id, [interviewer.id])
      const ownInterview = await interview(target.id, [interviewer.id])
      assert422(await put(e.id, { interview_id: foreignInterview.id, stage_id: elsewhere.job.stages[1]!.id }), [
        'body.interview_id',
        'body.stage_id',
      ])
      const linked = await updated(e.id, { interview_id: ownInterview.id, stage_id: target.job.stages[1]!.id })
      assert.equal(linked.interview_id, ownInterview.id)
      assert.equal(linked.stage_id, target.job.stages[1]!.id)
      assert422(await put(e.id, { result: 'maybe', rating_scale: 'ten' }), ['body.rating_scale', 'body.result'].sort())
    })

    test('another tenant’s or an unknown evaluation is 404; a malformed id 422', async () => {
      const target = await application()
      const e = await create({ application_id: target.id })
      assert.equal((await put(e.id, { comments: 'x' }, other.admin)).statusCode, 404)
      assert.equal((await put(randomUUID(), { comments: 'x' })).statusCode, 404)
      assert422(await put('nope', { comments: 'x' }), ['path.id'])
      assert.equal((await get(e.id)).comments, null)
    })
  })

  describe('POST /evaluations/{id}/submit', () => {
    test('stamps evaluated_at with the current time, defaults the result to pending and audits it', async () => {
      const target = await application()
      const e = await create({ application_id: target.id, overall_rating: 4 })
      clock = Date.now() + 7_000
      const done = await submitted(e.id)
      assert.equal(done.evaluated_at, new Date(clock).toISOString())
      assert.equal(done.result, 'pending')
      assert.ok(done.updated_at > e.updated_at)
      assert.deepEqual(await get(e.id), done)
      const actions = await auditActions(e.id)
      assert.deepEqual(
        actions.map((a) => a.action),
        ['evaluation.created', 'evaluation.submitted'],
      )
      assert.deepEqual(actions[1]!.changes, { evaluated_at: done.evaluated_at, result: 'pending' })
    })

    test('keeps a result already set; criteria alone are enough', async () => {
      const target = await application()
      const e = await create({ application_id: target.id, result: 'failed', criteria_scores: [{ criterion: 'SQL', score: 2, weight: 1 }] })
      const done = await submitted(e.id)
      assert.equal(done.result, 'failed')
      assert.notEqual(done.evaluated_at, null)
    })

    test('submitting twice is 409', async () => {
      const target = await application()
      const e = await create({ application_id: target.id, overall_rating: 2 })
      const first = await submitted(e.id)
      const again = await submit(e.id)
      assert.equal(again.statusCode, 409)
      assert.equal(typeof again.json().detail, 'string')
      assert.deepEqual(await get(e.id), first)
    })

    test('two submissions at once: one wins, the other is 409', RACE, async () => {
      const target = await application()
      const e = await create({ application_id: target.id, overall_rating: 2 })
      const results = await Promise.all([submit(e.id, admin), submit(e.id, recruiter)])
      assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409])
      assert.equal((await auditActions(e.id)).filter((a) => a.action === 'evaluation.submitted').length, 1)
    })

    test('needs an overall_rating or criteria_scores: 422 naming both', async () => {
      const target = await application()
      const e = await create({ application_id: target.id, result: 'passed' })
      const res = await submit(e.id)
      assert422(res, ['body.overall_rating', 'body.criteria_scores'])
      assert.equal((await get(e.id)).evaluated_at, null)
    })

    test('If-Unmodified-Since: a stale value is 412', async () => {
      const target = await application()
      const e = await create({ application_id: target.id, overall_rating: 3 })
      const changed = await updated(e.id, { overall_rating: 4 })
      assert.equal((await submit(e.id, admin, { 'if-unmodified-since': e.updated_at })).statusCode, 412)
      assert.equal((await get(e.id)).evaluated_at, null)
      assert.equal((await submit(e.id, admin, { 'if-unmodified-since': changed.updated_at })).statusCode, 200)
    })

    test('who may submit: the author, the evaluator, admins and recruiters', async () => {
      const target = await application()
      const author = await addMember(ctx.app, team, 'interviewer')
      await interview(target.id, [author.id])
      const own = await create({ application_id: target.id, overall_rating: 3 }, author)
      assert.equal((await submitted(own.id, author)).evaluator_id, author.id)
      const forManager = await create({ application_id: target.id, evaluator_id: manager.id, overall_rating: 3 }, recruiter)
      await submitted(forManager.id, manager)
      const byRecruiter = await create({ application_id: target.id, overall_rating: 3 }, recruiter)
      await submitted(byRecruiter.id, admin)
      const byAdmin = await create({ application_id: target.id, overall_rating: 3 }, admin)
      assert.equal((await submit(byAdmin.id, manager)).statusCode, 403)
      assert.equal((await submit(byAdmin.id, author)).statusCode, 404)
      assert.equal((await get(byAdmin.id)).evaluated_at, null)
      await submitted(byAdmin.id, recruiter)
    })

    test('another tenant’s or an unknown evaluation is 404', async () => {
      const target = await application()
      const e = await create({ application_id: target.id, overall_rating: 3 })
      assert.equal((await submit(e.id, other.admin)).statusCode, 404)
      assert.equal((await submit(randomUUID())).statusCode, 404)
      assert.equal((await get(e.id)).evaluated_at, null)
    })
  })

  describe('merging candidates', () => {
    test('moveCandidate hands the duplicate’s evaluations to the surviving candidate, in its tenant only', async () => {
      const target = await application()
      const survivor = await h.candidate(team)
      const e = await create({ application_id: target.id })
      const theirs = await application(other)
      const foreign = (
        await call(ctx.app, 'POST', `${API}/evaluations`, { token: other.admin.token, body: { application_id: theirs.id } })
      ).json()
      const from = e.candidate_id
      await ctx.database.db.transaction().execute((trx) => ctx.app.services.evaluations.moveCandidate(trx, team.id, from, survivor.id))
      const moved = await get(e.id)
      assert.equal(moved.candidate_id, survivor.id)
      assert.ok(moved.updated_at >= e.updated_at)
      assert.equal(
        (await call(ctx.app, 'GET', `${API}/evaluations`, { token: admin.token, query: { candidate_id: from } })).json().total,
        0,
      )
      await ctx.database.db
        .transaction()
        .execute((trx) => ctx.app.services.evaluations.moveCandidate(trx, team.id, foreign.candidate_id, survivor.id))
      const untouched = await call(ctx.app, 'GET', `${API}/evaluations/${foreign.id}`, { token: other.admin.token })
      assert.equal(untouched.json().candidate_id, foreign.candidate_id)
    })
  })
})

describe('evaluations: rate limits', () => {
  test('POST /evaluations counts against the sensitive limit', async (t) => {
    const ctx = await buildTestApp(t, { env: { RATE_LIMIT_SENSITIVE: '3' } })
    const tenant = await provisionTenant(ctx.app)
    const recruiter = await addMember(ctx.app, tenant, 'recruiter')
    const { app } = await recruitingClient(ctx.app).application(tenant)
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await call(ctx.app, 'POST', `${API}/evaluations`, { token: recruiter.token, body: { application_id: app.id } })
      if (i === 0) assert.equal(res.headers['x-ratelimit-limit'], '3')
      statuses.push(res.statusCode)
    }
    assert.deepEqual(statuses, [201, 201, 201, 429])
    const list = await call(ctx.app, 'GET', `${API}/evaluations`, { token: recruiter.token })
    assert.equal(list.statusCode, 200, 'reading stays under the default limit')
  })
})
