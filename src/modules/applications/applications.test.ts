import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { assert422 } from '../../../test/helpers/assertions.ts'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { spaceOutCreatedAt } from '../../../test/helpers/created-at.ts'
import { addMember, provisionTenant, tenantWithTeam, type TestTenant } from '../../../test/helpers/factories.ts'
import { recruitingClient, type RecruitingClient } from '../../../test/helpers/recruiting.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'
import { ALL_ROLES, JOB_READERS, RECRUITING } from '../../platform/auth/roles.ts'
import { RACE } from '../../../test/helpers/database.ts'

const API = '/api/v1'
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const APPLICATION_FIELDS = [
  'applied_date',
  'assigned_recruiter_id',
  'assigned_recruiter_name',
  'candidate',
  'candidate_code',
  'candidate_id',
  'created_at',
  'current_stage_id',
  'hired_date',
  'id',
  'is_demo',
  'job_code',
  'job_id',
  'offer_accepted_at',
  'rejected_date',
  'rejection_reason',
  'rejection_reason_code',
  'source',
  'source_detail',
  'stage',
  'stage_name',
  'stage_type',
  'stage_updated_at',
  'status',
  'updated_at',
]
const TRANSITION_FIELDS = [
  'application_id',
  'candidate_id',
  'change_type',
  'changed_at',
  'changed_by_name',
  'changed_by_user_id',
  'from_stage_id',
  'from_stage_name',
  'from_stage_type',
  'from_status',
  'id',
  'job_id',
  'notes',
  'to_stage_id',
  'to_stage_name',
  'to_stage_type',
  'to_status',
]

describe('applications', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: TestTenant
  let token: string
  let h: RecruitingClient

  before(async () => {
    ctx = await buildTestApp()
    team = await tenantWithTeam(ctx.app)
    other = await provisionTenant(ctx.app)
    token = team.admin.token
    h = recruitingClient(ctx.app)
  })
  after(() => ctx.close())

  describe('POST /applications', () => {
    test('answers 201 with the application in the job’s first stage, its candidate and stage embedded', async () => {
      const job = await h.job(team)
      const candidate = await h.candidate(team, { full_name: 'Trần Thị Bình', source: 'referral', source_detail: 'Lan from sales' })
      const res = await h.apply(team.members.recruiter.token, { candidate_id: candidate.id, job_id: job.id })
      assert.equal(res.statusCode, 201, res.body)
      const body = res.json()
      assert.deepEqual(Object.keys(body).sort(), APPLICATION_FIELDS)
      const first = job.stages[0]!
      assert.equal(body.candidate_id, candidate.id)
      assert.equal(body.candidate_code, candidate.code)
      assert.equal(body.job_id, job.id)
      assert.equal(body.job_code, job.code)
      assert.equal(body.status, 'active')
      assert.equal(body.current_stage_id, first.id)
      assert.equal(body.stage_name, 'New')
      assert.equal(body.stage_type, 'applied')
      assert.deepEqual(body.stage, { id: first.id, name: 'New', stage_type: 'applied' })
      assert.deepEqual(body.candidate, { id: candidate.id, code: candidate.code, full_name: 'Trần Thị Bình', email: candidate.email })
      assert.equal(body.applied_date, null, 'null unless given')
      assert.equal(body.source, 'referral', 'the candidate’s source by default')
      assert.equal(body.source_detail, 'Lan from sales')
      for (const field of [
        'hired_date',
        'rejected_date',
        'rejection_reason_code',
        'rejection_reason',
        'assigned_recruiter_id',
        'assigned_recruiter_name',
        'offer_accepted_at',
      ]) {
        assert.equal(body[field], null, field)
      }
      assert.equal(body.is_demo, false)
      for (const field of ['created_at', 'updated_at', 'stage_updated_at']) assert.match(body[field], TIMESTAMP, field)
      assert.deepEqual((await h.get(token, body.id)).json(), body, 'GET answers the same')
    })

    test('takes stage_id, source, source_detail, assigned_recruiter_id and applied_date', async () => {
      const job = await h.job(team)
      const candidate = await h.candidate(team)
      const custom = await call(ctx.app, 'POST', `${API}/custom-sources`, {
        token,
        body: { name: 'Tech meetup', value: 'tech_meetup', parent_source: 'other' },
      })
      assert.equal(custom.statusCode, 201)
      const recruiter = team.members.recruiter
      const res = await h.apply(token, {
        candidate_id: candidate.id,
        job_id: job.id,
        stage_id: job.stages[2]!.id,
        source: 'tech_meetup',
        source_detail: 'Hanoi JS, March',
        assigned_recruiter_id: recruiter.id,
        applied_date: '2026-03-01T02:30:00Z',
      })
      assert.equal(res.statusCode, 201, res.body)
      const body = res.json()
      assert.equal(body.current_stage_id, job.stages[2]!.id)
      assert.equal(body.stage_name, 'Interview')
      assert.equal(body.source, 'tech_meetup')
      assert.equal(body.source_detail, 'Hanoi JS, March')
      assert.equal(body.assigned_recruiter_id, recruiter.id)
      assert.equal(body.assigned_recruiter_name, 'Member recruiter')
      assert.equal(body.applied_date, '2026-03-01T02:30:00.000Z')
    })

    test('writes an initial history row and an audit entry by the member who applied', async () => {
      const recruiter = team.members.recruiter
      const { app, job, candidate } = await h.application(team, {}, recruiter)
      const history = await h.history(token, app.id)
      assert.equal(history.length, 1)
      const [initial] = history
      assert.deepEqual(Object.keys(initial!).sort(), TRANSITION_FIELDS)
      const { id, changed_at, ...rest } = initial!
      assert.deepEqual(rest, {
        application_id: app.id,
        candidate_id: candidate.id,
        job_id: job.id,
        change_type: 'initial',
        from_stage_id: null,
        from_stage_name: null,
        from_stage_type: null,
        to_stage_id: job.stages[0]!.id,
        to_stage_name: 'New',
        to_stage_type: 'applied',
        from_status: null,
        to_status: 'active',
        changed_by_user_id: recruiter.id,
        changed_by_name: 'Member recruiter',
        notes: null,
      })
      assert.equal(changed_at, app.stage_updated_at)
      const audit = await call(ctx.app, 'GET', `${API}/audit-logs`, { token, query: { resource_type: 'application', resource_id: app.id } })
      const entries = audit.json().items
      assert.deepEqual(
        entries.map((e: { action: string }) => e.action),
        ['application.created'],
      )
      assert.equal(entries[0].actor_id, recruiter.id)
      assert.equal(entries[0].changes.job_id, job.id)
    })

    test('a draft or paused job takes applications', async () => {
      for (const steps of [[], ['open', 'paused']]) {
        const job = await h.job(team)
        for (const status of steps) {
          assert.equal((await call(ctx.app, 'PATCH', `${API}/jobs/${job.id}/status`, { token, body: { status } })).statusCode, 200)
        }
        const candidate = await h.candidate(team)
        assert.equal((await h.apply(token, { candidate_id: candidate.id, job_id: job.id })).statusCode, 201, steps.join())
      }
    })

    test('answers 409 for a closed job and a deleted job', async () => {
      const closed = await h.job(team)
      assert.equal((await call(ctx.app, 'PATCH', `${API}/jobs/${closed.id}/status`, { token, body: { status: 'closed' } })).statusCode, 200)
      const deleted = await h.job(team)
      assert.equal((await call(ctx.app, 'DELETE', `${API}/jobs/${deleted.id}`, { token })).statusCode, 204)
      const candidate = await h.candidate(team)
      for (const job of [closed, deleted]) {
        const res = await h.apply(token, { candidate_id: candidate.id, job_id: job.id })
        assert.equal(res.statusCode, 409, res.body)
        assert.match(res.json().detail, /closed|deleted/)
      }
      const listed = await call(ctx.app, 'GET', `${API}/applications`, { token, query: { candidate_id: candidate.id } })
      assert.equal(listed.json().total, 0)
    })

    test('answers 409 while the candidate has an application on the job; after removal they may apply again', async () => {
      const { app, job, candidate } = await h.application(team)
      const again = await h.apply(token, { candidate_id: candidate.id, job_id: job.id })
      assert.equal(again.statusCode, 409, again.body)
      assert.match(again.json().detail, /already has an application/)
      assert.equal((await h.status(token, app.id, { status: 'rejected', rejection_reason_code: 'other' })).statusCode, 200)
      assert.equal((await h.apply(token, { candidate_id: candidate.id, job_id: job.id })).statusCode, 409, 'a rejected one still counts')
      assert.equal((await call(ctx.app, 'DELETE', `${API}/applications/${app.id}`, { token })).statusCode, 204)
      const fresh = await h.apply(token, { candidate_id: candidate.id, job_id: job.id })
      assert.equal(fresh.statusCode, 201, fresh.body)
      assert.notEqual(fresh.json().id, app.id)
    })

    test('two applications for the same candidate and job at once: one 201, one 409', RACE, async () => {
      const job = await h.job(team)
      const candidate = await h.candidate(team)
      const body = { candidate_id: candidate.id, job_id: job.id }
      const results = await Promise.all([h.apply(token, body), h.apply(team.members.recruiter.token, body)])
      assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 409], results.map((r) => r.body).join('\n'))
      const listed = (await call(ctx.app, 'GET', `${API}/applications`, { token, query: { job_id: job.id } })).json()
      assert.equal(listed.total, 1)
      assert.equal((await h.history(token, listed.items[0].id)).length, 1, 'one initial row')
    })

    test('answers 422 at the field for ids the tenant does not have, another job’s stage, the hired stage, an unknown source and an inactive recruiter', async () => {
      const job = await h.job(team)
      const otherJob = await h.job(team)
      const candidate = await h.candidate(team)
      const theirs = await h.application(other)
      const leaving = await addMember(ctx.app, team, 'recruiter')
      const patched = await call(ctx.app, 'PATCH', `${API}/users/${leaving.id}`, { token, body: { is_active: false } })
      assert.equal(patched.statusCode, 200, patched.body)
      const deletedCandidate = await h.candidate(team)
      assert.equal((await call(ctx.app, 'DELETE', `${API}/candidates/${deletedCandidate.id}`, { token })).statusCode, 204)
      const base = { candidate_id: candidate.id, job_id: job.id }
      const cases: [string, Record<string, unknown>, string[]][] = [
        ['unknown job', { ...base, job_id: UNKNOWN_ID }, ['body.job_id']],
        ['another tenant’s job', { ...base, job_id: theirs.job.id }, ['body.job_id']],
        ['unknown candidate', { ...base, candidate_id: UNKNOWN_ID }, ['body.candidate_id']],
        ['another tenant’s candidate', { ...base, candidate_id: theirs.candidate.id }, ['body.candidate_id']],
        ['deleted candidate', { ...base, candidate_id: deletedCandidate.id }, ['body.candidate_id']],
        ['both unknown', { candidate_id: UNKNOWN_ID, job_id: UNKNOWN_ID }, ['body.job_id', 'body.candidate_id']],
        ['stage of another job', { ...base, stage_id: otherJob.stages[0]!.id }, ['body.stage_id']],
        ['another tenant’s stage', { ...base, stage_id: theirs.job.stages[0]!.id }, ['body.stage_id']],
        ['the hired stage', { ...base, stage_id: job.stages.at(-1)!.id }, ['body.stage_id']],
        ['unknown source', { ...base, source: 'carrier_pigeon' }, ['body.source']],
        ['another tenant’s member', { ...base, assigned_recruiter_id: other.admin.id }, ['body.assigned_recruiter_id']],
        ['inactive member', { ...base, assigned_recruiter_id: leaving.id }, ['body.assigned_recruiter_id']],
      ]
      for (const [label, body, expected] of cases) assert422(await h.apply(token, body), expected, label)
      assert.equal((await call(ctx.app, 'GET', `${API}/applications`, { token, query: { job_id: job.id } })).json().total, 0)
    })

    test('answers 422 for malformed input', async () => {
      const job = await h.job(team)
      const candidate = await h.candidate(team)
      const base = { candidate_id: candidate.id, job_id: job.id }
      const cases: [string, unknown, string[]][] = [
        ['missing candidate', { job_id: job.id }, ['body.candidate_id']],
        ['malformed job id', { ...base, job_id: 'job-1' }, ['body.job_id']],
        ['epoch applied_date', { ...base, applied_date: 1767225600 }, ['body.applied_date']],
        ['zone-less applied_date', { ...base, applied_date: '2026-01-01T10:00:00' }, ['body.applied_date']],
        ['date-only applied_date', { ...base, applied_date: '2026-01-01' }, ['body.applied_date']],
        ['uppercase source', { ...base, source: 'LinkedIn' }, ['body.source']],
        ['status is not settable', { ...base, status: 'hired' }, ['body.status']],
        ['malformed recruiter', { ...base, assigned_recruiter_id: 'me' }, ['body.assigned_recruiter_id']],
      ]
      for (const [label, body, expected] of cases) assert422(await h.apply(token, body as Record<string, unknown>), expected, label)
      const notJson = await call(ctx.app, 'POST', `${API}/applications`, {
        token,
        body: '[1,2',
        headers: { 'content-type': 'application/json' },
      })
      assert422(notJson, ['body'], 'a body that is not JSON')
    })
  })

  describe('GET /applications', () => {
    let tenant: TestTenant
    let jobA: Awaited<ReturnType<typeof h.job>>
    let jobB: Awaited<ReturnType<typeof h.job>>
    const apps: Record<string, { id: string; candidate_id: string }> = {}
    let recruiterId: string

    before(async () => {
      tenant = await provisionTenant(ctx.app)
      const recruiter = await addMember(ctx.app, tenant, 'recruiter')
      recruiterId = recruiter.id
      jobA = await h.job(tenant, { title: 'A' })
      jobB = await h.job(tenant, { title: 'B' })
      const an = await h.candidate(tenant, { full_name: 'Nguyễn Văn An', email: 'an.nguyen@example.vn' })
      const binh = await h.candidate(tenant, { full_name: 'Lê Bình', email: 'binh@example.vn', source: 'linkedin' })
      const chi = await h.candidate(tenant, { full_name: 'Phạm Chi', email: 'chi@example.vn' })
      const make = async (name: string, body: Record<string, unknown>) => {
        const res = await h.apply(tenant.admin.token, body)
        assert.equal(res.statusCode, 201, res.body)
        apps[name] = res.json()
      }
      await make('anA', { candidate_id: an.id, job_id: jobA.id, source: 'career_page' })
      await make('binhA', { candidate_id: binh.id, job_id: jobA.id, assigned_recruiter_id: recruiterId })
      await make('chiB', { candidate_id: chi.id, job_id: jobB.id, source: 'career_page' })
      await make('anB', { candidate_id: an.id, job_id: jobB.id, stage_id: jobB.stages[1]!.id })
      await make('removed', { candidate_id: chi.id, job_id: jobA.id })
      await spaceOutCreatedAt(
        ctx.database.unguarded,
        'applications',
        tenant.id,
        ['anA', 'binhA', 'chiB', 'anB', 'removed'].map((name) => apps[name]!.id),
      )
      assert.equal((await h.move(tenant.admin.token, apps.binhA!.id, { to_stage_id: jobA.stages[2]!.id })).statusCode, 200)
      assert.equal(
        (await h.status(tenant.admin.token, apps.chiB!.id, { status: 'rejected', rejection_reason_code: 'no_show' })).statusCode,
        200,
      )
      assert.equal(
        (await call(ctx.app, 'DELETE', `${API}/applications/${apps.removed!.id}`, { token: tenant.admin.token })).statusCode,
        204,
      )
      // Another tenant's applications are never in this tenant's lists.
      await h.application(other)
    })

    async function ids(query: Record<string, string | number>, as = tenant.admin.token) {
      const res = await call(ctx.app, 'GET', `${API}/applications`, { token: as, query })
      assert.equal(res.statusCode, 200, res.body)
      const body = res.json()
      assert.equal(body.total, body.items.length, 'everything fits on the page')
      const byId = new Map(Object.entries(apps).map(([name, a]) => [a.id, name]))
      return body.items.map((a: { id: string }) => byId.get(a.id) ?? a.id)
    }

    test('lists the tenant’s applications newest first, never removed ones', async () => {
      const res = await call(ctx.app, 'GET', `${API}/applications`, { token: tenant.admin.token })
      const body = res.json()
      assert.deepEqual([body.total, body.page, body.page_size], [4, 1, 20])
      for (const item of body.items) assert.deepEqual(Object.keys(item).sort(), APPLICATION_FIELDS)
      assert.deepEqual(await ids({}), ['anB', 'chiB', 'binhA', 'anA'])
    })

    test('pages through the list', async () => {
      const first = (await call(ctx.app, 'GET', `${API}/applications`, { token: tenant.admin.token, query: { page_size: 3 } })).json()
      const second = (
        await call(ctx.app, 'GET', `${API}/applications`, { token: tenant.admin.token, query: { page_size: 3, page: 2 } })
      ).json()
      assert.deepEqual([first.total, first.items.length, second.total, second.items.length], [4, 3, 4, 1])
      assert.equal(second.items[0].id, apps.anA!.id)
    })

    test('filters by job, candidate, stage, stage type, status, source and recruiter', async () => {
      const an = apps.anA!.candidate_id
      assert.deepEqual(await ids({ job_id: jobA.id }), ['binhA', 'anA'])
      assert.deepEqual(await ids({ candidate_id: an }), ['anB', 'anA'])
      assert.deepEqual(await ids({ stage_id: jobA.stages[0]!.id }), ['anA'])
      assert.deepEqual(await ids({ stage_type: 'screening' }), ['anB'])
      assert.deepEqual(await ids({ stage_type: 'interview' }), ['binhA'])
      assert.deepEqual(await ids({ status: 'rejected' }), ['chiB'])
      assert.deepEqual(await ids({ status: 'active' }), ['anB', 'binhA', 'anA'])
      assert.deepEqual(await ids({ status: 'hired' }), [])
      assert.deepEqual(await ids({ source: 'career_page' }), ['chiB', 'anA'])
      assert.deepEqual(await ids({ source: 'linkedin' }), ['binhA'], 'inherited from the candidate')
      assert.deepEqual(await ids({ assigned_recruiter_id: recruiterId }), ['binhA'])
      assert.deepEqual(await ids({ job_id: jobB.id, status: 'active' }), ['anB'])
    })

    test('search finds candidates by name without accents, by e-mail and by code', async () => {
      assert.deepEqual(await ids({ search: 'nguyen van' }), ['anB', 'anA'])
      assert.deepEqual(await ids({ search: 'BÌNH' }), ['binhA'])
      assert.deepEqual(await ids({ search: 'chi@example' }), ['chiB'])
      const code = (await h.get(tenant.admin.token, apps.binhA!.id)).json().candidate_code
      assert.deepEqual(await ids({ search: code }), ['binhA'])
      assert.deepEqual(await ids({ search: 'nobody-like-this' }), [])
    })

    test('a hiring manager reads the list; another tenant sees none of these', async () => {
      const manager = await addMember(ctx.app, tenant, 'hiring_manager')
      assert.deepEqual(await ids({ job_id: jobA.id }, manager.token), ['binhA', 'anA'])
      const theirs = await call(ctx.app, 'GET', `${API}/applications`, { token: other.admin.token, query: { job_id: jobA.id } })
      assert.equal(theirs.json().total, 0)
    })

    test('answers 422 for page_size over 100 and malformed filters', async () => {
      const cases: [Record<string, string | number>, string[]][] = [
        [{ page_size: 101 }, ['query.page_size']],
        [{ job_id: 'abc' }, ['query.job_id']],
        [{ status: 'removed' }, ['query.status']],
        [{ stage_type: 'vibes' }, ['query.stage_type']],
        [{ search: '' }, ['query.search']],
      ]
      for (const [query, expected] of cases) {
        assert422(await call(ctx.app, 'GET', `${API}/applications`, { token: tenant.admin.token, query }), expected, JSON.stringify(query))
      }
    })
  })

  describe('GET /applications/{id}', () => {
    test('answers 404 for an unknown id, another tenant’s application and a removed one; 422 for a malformed id', async () => {
      const theirs = await h.application(other)
      const { app: removed } = await h.application(team)
      assert.equal((await call(ctx.app, 'DELETE', `${API}/applications/${removed.id}`, { token })).statusCode, 204)
      for (const id of [UNKNOWN_ID, theirs.app.id, removed.id]) {
        const res = await h.get(token, id)
        assert.equal(res.statusCode, 404, id)
        assert.equal(res.json().detail, 'Application not found')
      }
      assert422(await h.get(token, 'not-a-uuid'), ['path.id'])
      assert.equal((await h.get(other.admin.token, theirs.app.id)).statusCode, 200, 'its own tenant still reads it')
    })
  })

  describe('access', () => {
    test('an interviewer reads an application and its history only while on one of its interviews', async () => {
      const { app } = await h.application(team)
      const interviewer = team.members.interviewer
      assert.equal((await h.get(interviewer.token, app.id)).statusCode, 404)
      const history = () => call(ctx.app, 'GET', `${API}/applications/${app.id}/history`, { token: interviewer.token })
      assert.equal((await history()).statusCode, 404)
      const interview = await call(ctx.app, 'POST', `${API}/interviews`, {
        token,
        body: {
          application_id: app.id,
          interview_round: 'Tech',
          scheduled_at: new Date(Date.now() + 7_200_000).toISOString(),
          duration_minutes: 60,
          interviewer_ids: [interviewer.id],
        },
      })
      assert.equal(interview.statusCode, 201, interview.body)
      assert.deepEqual((await h.get(interviewer.token, app.id)).json(), (await h.get(token, app.id)).json())
      assert.equal((await history()).statusCode, 200)
    })

    test('hiring managers read; only admins and recruiters write; interviewers only behind their interviews', async () => {
      const { app, job } = await h.application(team)
      const expired = await expiredToken(ctx.config.jwtSecret, team.admin, team.id)
      const candidate = await h.candidate(team)
      const base = `${API}/applications/${app.id}`
      const routes = [
        { method: 'GET' as const, url: `${API}/applications`, roles: JOB_READERS },
        { method: 'POST' as const, url: `${API}/applications`, body: { candidate_id: candidate.id, job_id: job.id }, roles: RECRUITING },
        { method: 'GET' as const, url: base, roles: ALL_ROLES },
        { method: 'GET' as const, url: `${base}/history`, roles: ALL_ROLES },
        { method: 'POST' as const, url: `${base}/move`, body: { to_stage_id: job.stages[1]!.id }, roles: RECRUITING },
        { method: 'POST' as const, url: `${base}/status`, body: { status: 'hired' }, roles: RECRUITING },
        { method: 'POST' as const, url: `${base}/notes`, body: { notes: 'x' }, roles: RECRUITING },
        { method: 'DELETE' as const, url: base, roles: RECRUITING },
        {
          method: 'POST' as const,
          url: `${API}/applications/bulk-move`,
          body: { application_ids: [app.id], to_stage_id: job.stages[1]!.id },
          roles: RECRUITING,
        },
        {
          method: 'POST' as const,
          url: `${API}/applications/bulk-status`,
          body: { application_ids: [app.id], status: 'hired' },
          roles: RECRUITING,
        },
      ]
      for (const route of routes) await assertGuarded(ctx.app, route, team.members, expired)
      assert.deepEqual((await h.get(token, app.id)).json(), app, 'no refused call changed it')
      assert.equal((await h.history(token, app.id)).length, 1)
      assert.equal((await call(ctx.app, 'GET', `${API}/applications`, { token, query: { candidate_id: candidate.id } })).json().total, 0)
    })
  })
})
