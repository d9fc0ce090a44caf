import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { assert422, locs } from '../../../test/helpers/assertions.ts'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { setCreatedAt } from '../../../test/helpers/created-at.ts'
import { addMember, provisionTenant, tenantWithTeam, type SignedIn, type TestTenant } from '../../../test/helpers/factories.ts'
import { recruitingClient, type Evaluation, type RecruitingClient } from '../../../test/helpers/recruiting.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'
import { ALL_ROLES } from '../../platform/auth/roles.ts'

const API = '/api/v1'
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const EVALUATION_FIELDS = [
  'application_id',
  'candidate_id',
  'comments',
  'created_at',
  'created_by',
  'criteria_scores',
  'evaluated_at',
  'evaluation_type',
  'evaluator_id',
  'evaluator_name',
  'evaluator_type',
  'id',
  'interview_id',
  'job_id',
  'overall_rating',
  'rating_scale',
  'result',
  'stage_id',
  'updated_at',
  'weighted_score',
]

describe('evaluations: recording and reading', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: TestTenant
  let h: RecruitingClient
  let admin: SignedIn

  const evaluate = (body: Record<string, unknown>, as: SignedIn = admin) =>
    call(ctx.app, 'POST', `${API}/evaluations`, { token: as.token, body })

  async function created(body: Record<string, unknown>, as: SignedIn = admin): Promise<Evaluation> {
    const res = await evaluate(body, as)
    assert.equal(res.statusCode, 201, res.body)
    return res.json()
  }

  const get = (id: string, as: SignedIn = admin) => call(ctx.app, 'GET', `${API}/evaluations/${id}`, { token: as.token })

  async function list(query: Record<string, string | number | boolean> = {}, as: SignedIn = admin) {
    const res = await call(ctx.app, 'GET', `${API}/evaluations`, { token: as.token, query: { page_size: 100, ...query } })
    assert.equal(res.statusCode, 200, res.body)
    return res.json() as { total: number; page: number; page_size: number; items: Evaluation[] }
  }

  const listedIds = async (query: Record<string, string | number | boolean> = {}, as: SignedIn = admin) =>
    (await list(query, as)).items.map((e) => e.id)

  async function application(tenant: TestTenant = team) {
    const { app, job, candidate } = await h.application(tenant)
    return { id: app.id as string, job, candidate }
  }

  async function interview(applicationId: string, interviewerIds: string[], tenant: TestTenant = team) {
    const res = await call(ctx.app, 'POST', `${API}/interviews`, {
      token: tenant.admin.token,
      body: {
        application_id: applicationId,
        interview_round: 'Technical',
        scheduled_at: new Date(Date.now() + (1 + Math.random() * 300) * 86_400_000).toISOString(),
        duration_minutes: 45,
        interviewer_ids: interviewerIds,
        force: true,
      },
    })
    assert.equal(res.statusCode, 201, res.body)
    return res.json() as { id: string }
  }

  async function auditEntries(id: string) {
    const res = await call(ctx.app, 'GET', `${API}/audit-logs`, {
      token: admin.token,
      query: { resource_type: 'evaluation', resource_id: id },
    })
    assert.equal(res.statusCode, 200, res.body)
    return res.json().items as { action: string; actor_id: string; changes: Record<string, unknown> }[]
  }

  before(async () => {
    ctx = await buildTestApp()
    team = await tenantWithTeam(ctx.app)
    other = await provisionTenant(ctx.app)
    admin = team.admin
    h = recruitingClient(ctx.app)
  })
  after(() => ctx.close())

  describe('POST /evaluations', () => {
    test('records an internal draft by the caller, with defaults, and an audit entry', async () => {
      const target = await application()
      const recruiter = team.members.recruiter
      const res = await evaluate({ application_id: target.id, comments: '  Solid answers on indexing.  ' }, recruiter)
      assert.equal(res.statusCode, 201, res.body)
      const body: Evaluation = res.json()
      assert.deepEqual(Object.keys(body).sort(), EVALUATION_FIELDS)
      assert.equal(body.application_id, target.id)
      assert.equal(body.candidate_id, target.candidate.id)
      assert.equal(body.job_id, target.job.id)
      assert.equal(body.evaluator_type, 'internal')
      assert.equal(body.evaluator_id, recruiter.id)
      assert.equal(body.evaluator_name, 'Member recruiter')
      assert.equal(body.created_by, recruiter.id)
      assert.equal(body.rating_scale, 5)
      assert.equal(body.comments, 'Solid answers on indexing.')
      for (const field of [
        'interview_id',
        'stage_id',
        'overall_rating',
        'criteria_scores',
        'weighted_score',
        'result',
        'evaluation_type',
        'evaluated_at',
      ] as const) {
        assert.equal(body[field], null, field)
      }
      assert.match(body.created_at, TIMESTAMP)
      assert.match(body.updated_at, TIMESTAMP)
      assert.deepEqual((await get(body.id)).json(), body, 'GET answers the same')
      const [entry, ...rest] = await auditEntries(body.id)
      assert.equal(rest.length, 0)
      assert.equal(entry!.action, 'evaluation.created')
      assert.equal(entry!.actor_id, recruiter.id)
      assert.equal(entry!.changes.application_id, target.id)
      assert.equal(entry!.changes.has_comments, true)
      assert.ok(!('comments' in entry!.changes), 'the audit log keeps no feedback text')
    })

    test('computes weighted_score from the criteria: scores 4, 3, 5 weighted 1, 2, 1 on a scale of 5 give 3.75', async () => {
      const target = await application()
      const body = await created({
        application_id: target.id,
        overall_rating: 4,
        criteria_scores: [
          { criterion: ' Communication ', score: 4, weight: 1 },
          { criterion: 'SQL', score: 3, weight: 2 },
          { criterion: 'System design', score: 5 },
        ],
        result: 'passed',
        evaluation_type: 'interview_feedback',
      })
      assert.equal(body.weighted_score, 3.75)
      assert.deepEqual(body.criteria_scores, [
        { criterion: 'Communication', score: 4, weight: 1 },
        { criterion: 'SQL', score: 3, weight: 2 },
        { criterion: 'System design', score: 5, weight: 1 },
      ])
      assert.equal(body.overall_rating, 4)
      assert.equal(body.result, 'passed')
      assert.equal(body.evaluation_type, 'interview_feedback')
      assert.equal(body.evaluated_at, null, 'still a draft')
      assert.deepEqual((await get(body.id)).json(), body)
      const other10 = await created({
        application_id: target.id,
        rating_scale: 10,
        criteria_scores: [
          { criterion: 'a', score: 7, weight: 0.5 },
          { criterion: 'b', score: 10, weight: 1.5 },
        ],
      })
      assert.equal(other10.weighted_score, 9.25)
    })

    test('weighted_score is never taken from the client', async () => {
      const target = await application()
      assert422(await evaluate({ application_id: target.id, weighted_score: 5 }), ['body.weighted_score'])
    })

    test('overall_rating and criterion scores lie within 1…rating_scale', async () => {
      const target = await application()
      for (const [scale, rating] of [
        [5, 1],
        [5, 5],
        [2, 2],
        [10, 10],
        [100, 100],
      ] as const) {
        const body = await created({ application_id: target.id, rating_scale: scale, overall_rating: rating })
        assert.equal(body.overall_rating, rating)
        assert.equal(body.rating_scale, scale)
      }
      assert422(await evaluate({ application_id: target.id, overall_rating: 0 }), ['body.overall_rating'], 'zero')
      assert422(await evaluate({ application_id: target.id, overall_rating: 6 }), ['body.overall_rating'], 'scale + 1 on the default scale')
      assert422(await evaluate({ application_id: target.id, rating_scale: 10, overall_rating: 11 }), ['body.overall_rating'], 'scale + 1')
      assert422(await evaluate({ application_id: target.id, overall_rating: 3.5 }), ['body.overall_rating'], 'not an integer')
      const criteria = (score: number) => [{ criterion: 'SQL', score, weight: 1 }]
      assert.equal((await created({ application_id: target.id, criteria_scores: criteria(1) })).weighted_score, 1)
      assert.equal((await created({ application_id: target.id, criteria_scores: criteria(5) })).weighted_score, 5)
      assert422(await evaluate({ application_id: target.id, criteria_scores: criteria(0) }), ['body.criteria_scores.0.score'], 'score 0')
      assert422(await evaluate({ application_id: target.id, criteria_scores: criteria(6) }), ['body.criteria_scores.0.score'], 'score 6')
      assert422(await evaluate({ application_id: target.id, rating_scale: 1 }), ['body.rating_scale'], 'scale 1')
      assert422(await evaluate({ application_id: target.id, rating_scale: 101 }), ['body.rating_scale'], 'scale 101')
    })

    test('criteria_scores: 1 to 50 items, unique names, weight above 0', async () => {
      const target = await application()
      const item = (criterion: string, extra: Record<string, unknown> = {}) => ({ criterion, score: 3, weight: 1, ...extra })
      const fifty = Array.from({ length: 50 }, (_, i) => item(`c${i}`))
      assert.equal((await created({ application_id: target.id, criteria_scores: fifty })).criteria_scores!.length, 50)
      const cases: [unknown, string[]][] = [
        [[], ['body.criteria_scores']],
        [[...fifty, item('c50')], ['body.criteria_scores']],
        [[item('SQL'), item('sql')], ['body.criteria_scores.1.criterion']],
        [[item('SQL'), item(' SQL ')], ['body.criteria_scores.1.criterion']],
        [[item('SQL', { weight: 0 })], ['body.criteria_scores.0.weight']],
        [[item('SQL', { weight: -1 })], ['body.criteria_scores.0.weight']],
        [[{ criterion: 'SQL', weight: 1 }], ['body.criteria_scores.0.score']],
        [[item('  ')], ['body.criteria_scores.0.criterion']],
        [[item('SQL', { note: 'x' })], ['body.criteria_scores.0.note']],
        ['SQL', ['body.criteria_scores']],
      ]
      for (const [criteria_scores, expected] of cases) {
        assert422(await evaluate({ application_id: target.id, criteria_scores }), expected, JSON.stringify(criteria_scores).slice(0, 60))
      }
      assert.equal((await created({ application_id: target.id, criteria_scores: null })).criteria_scores, null)
    })

    test('admins and recruiters may name another active member as the evaluator', async () => {
      const target = await application()
      const manager = team.members.hiring_manager
      for (const as of [admin, team.members.recruiter]) {
        const body = await created({ application_id: target.id, evaluator_id: manager.id }, as)
        assert.equal(body.evaluator_id, manager.id)
        assert.equal(body.evaluator_name, 'Member hiring_manager')
        assert.equal(body.created_by, as.id)
      }
    })

    test('an unknown, inactive or other tenant’s evaluator is 422 on evaluator_id', async () => {
      const target = await application()
      const leaver = await addMember(ctx.app, team, 'interviewer')
      const off = await call(ctx.app, 'PATCH', `${API}/users/${leaver.id}`, { token: admin.token, body: { is_active: false } })
      assert.equal(off.statusCode, 200, off.body)
      for (const id of [randomUUID(), leaver.id, other.admin.id]) {
        assert422(await evaluate({ application_id: target.id, evaluator_id: id }), ['body.evaluator_id'], id)
      }
    })

    test('hiring managers and interviewers evaluate only as themselves (403 naming someone else)', async () => {
      const target = await application()
      const manager = team.members.hiring_manager
      const mine = await created({ application_id: target.id, evaluator_id: manager.id, evaluation_type: 'hm_review' }, manager)
      assert.equal(mine.evaluator_id, manager.id)
      assert.equal((await evaluate({ application_id: target.id, evaluator_id: admin.id }, manager)).statusCode, 403)
      const interviewer = team.members.interviewer
      await interview(target.id, [interviewer.id])
      assert.equal((await evaluate({ application_id: target.id, evaluator_id: manager.id }, interviewer)).statusCode, 403)
      assert.equal((await evaluate({ application_id: target.id, evaluator_id: interviewer.id }, interviewer)).statusCode, 201)
    })

    test('external evaluations: by admins and recruiters, named, without evaluator_id', async () => {
      const target = await application()
      const recruiter = team.members.recruiter
      const body = await created(
        { application_id: target.id, evaluator_type: 'external', evaluator_name: '  Dr. Lê Văn Tám ', overall_rating: 4 },
        recruiter,
      )
      assert.equal(body.evaluator_type, 'external')
      assert.equal(body.evaluator_id, null)
      assert.equal(body.evaluator_name, 'Dr. Lê Văn Tám')
      assert.equal(body.created_by, recruiter.id)
      assert.equal((await created({ application_id: target.id, evaluator_type: 'external', evaluator_name: 'Agency' })).evaluator_id, null)
      assert422(await evaluate({ application_id: target.id, evaluator_type: 'external' }), ['body.evaluator_name'], 'no name')
      assert422(await evaluate({ application_id: target.id, evaluator_type: 'external', evaluator_name: 'X', evaluator_id: admin.id }), [
        'body.evaluator_id',
      ])
      assert422(
        await evaluate({ application_id: target.id, evaluator_type: 'external', evaluator_name: '   ' }),
        ['body.evaluator_name'],
        'blank',
      )
      await interview(target.id, [team.members.interviewer.id])
      for (const as of [team.members.hiring_manager, team.members.interviewer]) {
        const res = await evaluate({ application_id: target.id, evaluator_type: 'external', evaluator_name: 'Agency' }, as)
        assert.equal(res.statusCode, 403, as.role)
      }
    })

    test('an internal evaluation takes its name from the member: evaluator_name is 422', async () => {
      const target = await application()
      assert422(await evaluate({ application_id: target.id, evaluator_name: 'Someone' }), ['body.evaluator_name'])
    })

    test('an unknown, removed or other tenant’s application is 422 on application_id', async () => {
      const removed = await application()
      assert.equal((await call(ctx.app, 'DELETE', `${API}/applications/${removed.id}`, { token: admin.token })).statusCode, 204)
      const foreign = await application(other)
      for (const id of [randomUUID(), removed.id, foreign.id]) {
        assert422(await evaluate({ application_id: id }), ['body.application_id'], id)
      }
      assert.equal((await list({}, other.admin)).total, 0, 'nothing reached the other tenant')
    })

    test('interview_id must be an interview of the same application, stage_id a stage of its job', async () => {
      const target = await application()
      const elsewhere = await application()
      const own = await interview(target.id, [team.members.interviewer.id])
      const foreign = await interview(elsewhere.id, [team.members.interviewer.id])
      const stage = target.job.stages[2]!
      const body = await created({ application_id: target.id, interview_id: own.id, stage_id: stage.id })
      assert.equal(body.interview_id, own.id)
      assert.equal(body.stage_id, stage.id)
      assert422(await evaluate({ application_id: target.id, interview_id: foreign.id }), ['body.interview_id'])
      assert422(await evaluate({ application_id: target.id, interview_id: randomUUID() }), ['body.interview_id'])
      assert422(await evaluate({ application_id: target.id, stage_id: elsewhere.job.stages[2]!.id }), ['body.stage_id'])
      assert422(await evaluate({ application_id: target.id, stage_id: randomUUID(), interview_id: foreign.id }), [
        'body.interview_id',
        'body.stage_id',
      ])
    })

    test('an interviewer evaluates only applications they interview on; others are 404 like unknown ones', async () => {
      const interviewer = await addMember(ctx.app, team, 'interviewer')
      const theirs = await application()
      const notTheirs = await application()
      await interview(theirs.id, [interviewer.id])
      await interview(notTheirs.id, [team.members.interviewer.id])
      const body = await created({ application_id: theirs.id, overall_rating: 3 }, interviewer)
      assert.equal(body.evaluator_id, interviewer.id)
      assert.equal(body.created_by, interviewer.id)
      for (const id of [notTheirs.id, randomUUID()]) {
        const res = await evaluate({ application_id: id }, interviewer)
        assert.equal(res.statusCode, 404, res.body)
        assert.equal(typeof res.json().detail, 'string')
      }
    })

    test('malformed input is 422, never 500', async () => {
      const target = await application()
      const cases: [unknown, string][] = [
        [{}, 'body.application_id'],
        [{ application_id: 'abc' }, 'body.application_id'],
        [{ application_id: target.id, evaluator_type: 'peer' }, 'body.evaluator_type'],
        [{ application_id: target.id, evaluator_id: 'me' }, 'body.evaluator_id'],
        [{ application_id: target.id, result: 'maybe' }, 'body.result'],
        [{ application_id: target.id, evaluation_type: 'vibes' }, 'body.evaluation_type'],
        [{ application_id: target.id, rating_scale: '5' }, 'body.rating_scale'],
        [{ application_id: target.id, overall_rating: '4' }, 'body.overall_rating'],
        [{ application_id: target.id, comments: 'x'.repeat(20_001) }, 'body.comments'],
        [{ application_id: target.id, evaluated_at: new Date().toISOString() }, 'body.evaluated_at'],
        [{ application_id: target.id, candidate_id: target.candidate.id }, 'body.candidate_id'],
      ]
      for (const [body, loc] of cases) {
        const res = await evaluate(body as Record<string, unknown>)
        assert.equal(res.statusCode, 422, `${JSON.stringify(body).slice(0, 80)}: ${res.body}`)
        assert.ok(locs(res).includes(loc), `${JSON.stringify(body).slice(0, 80)}: ${res.body}`)
      }
      const notJson = await call(ctx.app, 'POST', `${API}/evaluations`, {
        token: admin.token,
        body: '{"application_id":',
        headers: { 'content-type': 'application/json' },
      })
      assert.equal(notJson.statusCode, 422)
    })
  })

  describe('GET /evaluations/{id}', () => {
    test('another tenant’s or an unknown id is 404; a malformed id 422', async () => {
      const target = await application()
      const body = await created({ application_id: target.id })
      assert.equal((await get(body.id, other.admin)).statusCode, 404)
      assert.equal((await get(randomUUID())).statusCode, 404)
      const bad = await get('42')
      assert422(bad, ['path.id'])
    })

    test('admins, recruiters and hiring managers read every evaluation; an interviewer only theirs', async () => {
      const target = await application()
      const interviewer = await addMember(ctx.app, team, 'interviewer')
      await interview(target.id, [interviewer.id])
      const byAdmin = await created({ application_id: target.id })
      const forInterviewer = await created({ application_id: target.id, evaluator_id: interviewer.id })
      const byInterviewer = await created({ application_id: target.id }, interviewer)
      for (const as of [admin, team.members.recruiter, team.members.hiring_manager]) {
        for (const e of [byAdmin, forInterviewer, byInterviewer]) assert.equal((await get(e.id, as)).statusCode, 200, as.role)
      }
      assert.equal((await get(byAdmin.id, interviewer)).statusCode, 404)
      assert.equal((await get(byAdmin.id, team.members.interviewer)).statusCode, 404)
      assert.deepEqual((await get(forInterviewer.id, interviewer)).json(), forInterviewer)
      assert.deepEqual((await get(byInterviewer.id, interviewer)).json(), byInterviewer)
      assert.deepEqual(new Set(await listedIds({ application_id: target.id }, interviewer)), new Set([forInterviewer.id, byInterviewer.id]))
      assert.deepEqual(await listedIds({ application_id: target.id }, team.members.interviewer), [])
    })

    test('the evaluations of an application removed from its job are gone with it', async () => {
      const target = await application()
      const body = await created({ application_id: target.id })
      assert.equal((await call(ctx.app, 'DELETE', `${API}/applications/${target.id}`, { token: admin.token })).statusCode, 204)
      assert.equal((await get(body.id)).statusCode, 404)
      assert.ok(!(await listedIds()).includes(body.id))
      assert.equal((await list({ application_id: target.id })).total, 0)
    })
  })

  describe('GET /evaluations', () => {
    test('lists newest first in the pagination envelope, and pages', async () => {
      const target = await application()
      const first = await created({ application_id: target.id })
      const second = await created({ application_id: target.id })
      // Two creations may share a millisecond: give them distinct instants, so the order is the list's own.
      const T = Date.parse(first.created_at)
      const at = (offset: number) => new Date(T + offset).toISOString()
      const setAt = (id: string, instant: string) => setCreatedAt(ctx.database.unguarded, 'evaluations', team.id, { id }, instant)
      await setAt(first.id, at(-2000))
      await setAt(second.id, at(-1000))
      const page = await list({ application_id: target.id })
      assert.deepEqual(Object.keys(page).sort(), ['items', 'page', 'page_size', 'total'])
      assert.equal(page.total, 2)
      assert.deepEqual(
        page.items.map((e) => e.id),
        [second.id, first.id],
        'the newer one first',
      )
      assert.deepEqual(
        page.items.find((e) => e.id === first.id),
        { ...first, created_at: at(-2000) },
      )
      const one = await list({ application_id: target.id, page: 2, page_size: 1 })
      assert.equal(one.total, 2)
      assert.equal(one.items.length, 1)
      assert.equal(one.items[0]!.id, first.id)
      // The order follows created_at, not the order of insertion.
      await setAt(first.id, at(0))
      assert.deepEqual(await listedIds({ application_id: target.id }), [first.id, second.id], 'made newer, the first comes first')
      // The same instant: id descending breaks the tie.
      await setAt(second.id, at(0))
      assert.deepEqual(await listedIds({ application_id: target.id }), [first.id, second.id].sort().reverse(), 'a tie: id descending')
      assert.equal((await list({}, other.admin)).total, 0)
    })

    test('filters by application, candidate, job, interview, evaluator, result, type and submission', async () => {
      const a = await application()
      const b = await application()
      const iv = await interview(a.id, [team.members.interviewer.id])
      const manager = team.members.hiring_manager
      const e1 = await created({
        application_id: a.id,
        interview_id: iv.id,
        result: 'passed',
        evaluation_type: 'interview_feedback',
        overall_rating: 4,
      })
      const e2 = await created({ application_id: a.id, evaluator_id: manager.id, result: 'failed', evaluation_type: 'hm_review' })
      const e3 = await created({ application_id: b.id, evaluator_id: manager.id, result: 'passed' })
      const submit = await call(ctx.app, 'POST', `${API}/evaluations/${e1.id}/submit`, { token: admin.token })
      assert.equal(submit.statusCode, 200, submit.body)
      const mine = [e1.id, e2.id, e3.id]
      const ids = async (query: Record<string, string | boolean>) => (await listedIds(query)).filter((id) => mine.includes(id)).sort()
      const sorted = (...xs: Evaluation[]) => xs.map((e) => e.id).sort()
      assert.deepEqual(await ids({ application_id: a.id }), sorted(e1, e2))
      assert.deepEqual(await ids({ candidate_id: b.candidate.id }), sorted(e3))
      assert.deepEqual(await ids({ job_id: a.job.id }), sorted(e1, e2))
      assert.deepEqual(await ids({ interview_id: iv.id }), sorted(e1))
      assert.deepEqual(await ids({ evaluator_id: manager.id }), sorted(e2, e3))
      assert.deepEqual(await ids({ result: 'passed' }), sorted(e1, e3))
      assert.deepEqual(await ids({ evaluation_type: 'hm_review' }), sorted(e2))
      assert.deepEqual(await ids({ submitted: true }), sorted(e1))
      assert.deepEqual(await ids({ submitted: false }), sorted(e2, e3))
      assert.deepEqual(await ids({ evaluator_id: manager.id, result: 'passed' }), sorted(e3))
      assert.equal((await list({ application_id: a.id }, other.admin)).total, 0)
    })

    test('bad filters and a page_size over 100 are 422', async () => {
      const cases: [Record<string, string | number>, string][] = [
        [{ page_size: 101 }, 'query.page_size'],
        [{ page: 0 }, 'query.page'],
        [{ application_id: 'abc' }, 'query.application_id'],
        [{ result: 'maybe' }, 'query.result'],
        [{ evaluation_type: 'x' }, 'query.evaluation_type'],
        [{ submitted: 'perhaps' }, 'query.submitted'],
      ]
      for (const [query, loc] of cases) {
        const res = await call(ctx.app, 'GET', `${API}/evaluations`, { token: admin.token, query })
        assert.equal(res.statusCode, 422, JSON.stringify(query))
        assert.ok(locs(res).includes(loc), `${JSON.stringify(query)}: ${res.body}`)
      }
    })
  })

  test('every route answers 401 without a valid token; every role may call them', async () => {
    const expired = await expiredToken(ctx.config.jwtSecret, admin, team.id)
    const target = await application()
    const body = await created({ application_id: target.id })
    const routes = [
      { method: 'GET' as const, url: `${API}/evaluations` },
      { method: 'POST' as const, url: `${API}/evaluations`, body: { application_id: target.id } },
      { method: 'GET' as const, url: `${API}/evaluations/${body.id}` },
      { method: 'PUT' as const, url: `${API}/evaluations/${body.id}`, body: { comments: 'x' } },
      { method: 'POST' as const, url: `${API}/evaluations/${body.id}/submit` },
    ]
    for (const route of routes) await assertGuarded(ctx.app, { ...route, roles: ALL_ROLES }, team.members, expired)
    assert.deepEqual((await get(body.id)).json(), body, 'the refused calls changed nothing')
  })

  test('the routes are in the OpenAPI document with their error responses', async () => {
    const doc = (await call(ctx.app, 'GET', `${API}/openapi.json`)).json()
    const expected: [string, string, string[]][] = [
      ['/api/v1/evaluations', 'get', ['200', '401', '422']],
      ['/api/v1/evaluations', 'post', ['201', '401', '403', '404', '422', '429']],
      ['/api/v1/evaluations/{id}', 'get', ['200', '401', '404', '422']],
      ['/api/v1/evaluations/{id}', 'put', ['200', '401', '403', '404', '412', '422']],
      ['/api/v1/evaluations/{id}/submit', 'post', ['200', '401', '403', '404', '409', '412', '422']],
    ]
    for (const [path, method, statuses] of expected) {
      const operation = doc.paths[path]?.[method]
      assert.ok(operation, `${method} ${path}`)
      assert.ok(operation.summary, `${method} ${path} has a summary`)
      for (const status of statuses) assert.ok(operation.responses[status], `${method} ${path} ${status}`)
    }
  })
})
