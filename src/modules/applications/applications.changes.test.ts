import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { assert422 } from '../../../test/helpers/assertions.ts'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { provisionTenant, tenantWithTeam, type TestTenant } from '../../../test/helpers/factories.ts'
import { recruitingClient, type RecruitingClient, type Stage, type Transition } from '../../../test/helpers/recruiting.ts'

const API = '/api/v1'
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
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

describe('application changes', () => {
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

  describe('POST /applications/{id}/move', () => {
    test('moves to another stage of the job, with a stage_move row carrying the notes', async () => {
      const { app, job } = await h.application(team)
      const target = job.stages[2]!
      const res = await h.move(team.members.recruiter.token, app.id, { to_stage_id: target.id, notes: '  Strong phone screen ' })
      assert.equal(res.statusCode, 200, res.body)
      const moved = res.json()
      assert.equal(moved.current_stage_id, target.id)
      assert.deepEqual(moved.stage, { id: target.id, name: 'Interview', stage_type: 'interview' })
      assert.equal(moved.stage_name, 'Interview')
      assert.equal(moved.status, 'active')
      assert.ok(moved.updated_at > app.updated_at, 'updated_at moved forward')
      assert.ok(moved.stage_updated_at > app.stage_updated_at)
      const [, row] = await h.history(token, app.id)
      assert.equal(row!.change_type, 'stage_move')
      assert.deepEqual(
        [row!.from_stage_id, row!.from_stage_name, row!.to_stage_id, row!.to_stage_name, row!.from_status, row!.to_status, row!.notes],
        [job.stages[0]!.id, 'New', target.id, 'Interview', null, null, 'Strong phone screen'],
      )
      assert.equal(row!.changed_at, moved.stage_updated_at)
      assert.equal(row!.changed_by_user_id, team.members.recruiter.id)
    })

    test('into the hired stage it also hires: status hired, hired_date set, both recorded in one row', async () => {
      const { app, job } = await h.application(team)
      const hired = job.stages.at(-1)!
      const res = await h.move(token, app.id, { to_stage_id: hired.id })
      assert.equal(res.statusCode, 200, res.body)
      const body = res.json()
      assert.equal(body.status, 'hired')
      assert.equal(body.hired_date, body.stage_updated_at)
      const history = await h.history(token, app.id)
      assert.equal(history.length, 2)
      assert.deepEqual(
        [history[1]!.change_type, history[1]!.to_stage_type, history[1]!.from_status, history[1]!.to_status],
        ['stage_move', 'hired', 'active', 'hired'],
      )
    })

    test('to the stage it is in answers 200 unchanged and writes no history', async () => {
      const { app, job } = await h.application(team)
      const res = await h.move(token, app.id, { to_stage_id: job.stages[0]!.id })
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual(res.json(), app)
      assert.equal((await h.history(token, app.id)).length, 1)
    })

    test('answers 422 at body.to_stage_id for a stage of another job, another tenant or none at all', async () => {
      const { app } = await h.application(team)
      const otherJob = await h.job(team)
      const theirs = await h.application(other)
      for (const stageId of [otherJob.stages[1]!.id, theirs.job.stages[1]!.id, UNKNOWN_ID]) {
        assert422(await h.move(token, app.id, { to_stage_id: stageId }), ['body.to_stage_id'], stageId)
      }
      assert.deepEqual((await h.get(token, app.id)).json(), app)
    })

    test('answers 409 for a rejected or hired application, which stays where it is', async () => {
      const { app: rejected, job } = await h.application(team)
      assert.equal((await h.status(token, rejected.id, { status: 'rejected', rejection_reason_code: 'culture_fit' })).statusCode, 200)
      const { app: hired, job: hiredJob } = await h.application(team)
      assert.equal((await h.move(token, hired.id, { to_stage_id: hiredJob.stages.at(-1)!.id })).statusCode, 200)
      const a = await h.move(token, rejected.id, { to_stage_id: job.stages[1]!.id })
      assert.equal(a.statusCode, 409, a.body)
      assert.match(a.json().detail, /rejected/)
      assert.equal((await h.move(token, hired.id, { to_stage_id: hiredJob.stages[1]!.id })).statusCode, 409)
      assert.equal((await h.get(token, rejected.id)).json().current_stage_id, job.stages[0]!.id)
    })

    test('honours If-Unmodified-Since: 412 with an older updated_at, 200 with the current one', async () => {
      const { app, job } = await h.application(team)
      const moved = await h.move(token, app.id, { to_stage_id: job.stages[1]!.id }, { 'if-unmodified-since': app.updated_at })
      assert.equal(moved.statusCode, 200, moved.body)
      const stale = await h.move(token, app.id, { to_stage_id: job.stages[2]!.id }, { 'if-unmodified-since': app.updated_at })
      assert.equal(stale.statusCode, 412, stale.body)
      assert.equal((await h.get(token, app.id)).json().current_stage_id, job.stages[1]!.id)
      assert.equal((await h.history(token, app.id)).length, 2, 'the refused move left no row')
      assert422(await h.move(token, app.id, { to_stage_id: job.stages[2]!.id }, { 'if-unmodified-since': 'yesterday' }), [
        'header.if-unmodified-since',
      ])
    })

    test('answers 404 for another tenant’s or an unknown application, 422 for malformed bodies', async () => {
      const theirs = await h.application(other)
      assert.equal((await h.move(token, theirs.app.id, { to_stage_id: theirs.job.stages[1]!.id })).statusCode, 404)
      assert.equal((await h.move(token, UNKNOWN_ID, { to_stage_id: theirs.job.stages[1]!.id })).statusCode, 404)
      assert.equal((await h.get(other.admin.token, theirs.app.id)).json().current_stage_id, theirs.job.stages[0]!.id)
      const { app, job } = await h.application(team)
      const cases: [string, unknown, string[]][] = [
        ['missing stage', {}, ['body.to_stage_id']],
        ['malformed stage', { to_stage_id: 'second' }, ['body.to_stage_id']],
        ['blank notes', { to_stage_id: job.stages[1]!.id, notes: '  ' }, ['body.notes']],
        ['unknown field', { to_stage_id: job.stages[1]!.id, status: 'hired' }, ['body.status']],
      ]
      for (const [label, body, expected] of cases) assert422(await h.move(token, app.id, body as Record<string, unknown>), expected, label)
    })
  })

  describe('POST /applications/{id}/status', () => {
    test('rejected needs a reason code of the tenant and sets rejected_date and the reason', async () => {
      const { app } = await h.application(team)
      const res = await h.status(team.members.recruiter.token, app.id, {
        status: 'rejected',
        rejection_reason_code: 'salary_mismatch',
        rejection_reason: 'Asked for twice the budget',
      })
      assert.equal(res.statusCode, 200, res.body)
      const body = res.json()
      assert.equal(body.status, 'rejected')
      assert.match(body.rejected_date, TIMESTAMP)
      assert.equal(body.rejection_reason_code, 'salary_mismatch')
      assert.equal(body.rejection_reason, 'Asked for twice the budget')
      assert.equal(body.current_stage_id, app.current_stage_id, 'the stage stays')
      const row = (await h.history(token, app.id))[1]!
      assert.deepEqual(
        [row.change_type, row.from_status, row.to_status, row.from_stage_id, row.to_stage_id, row.changed_at],
        ['status_change', 'active', 'rejected', null, null, body.rejected_date],
      )
    })

    test('a reason the tenant added itself is accepted; another tenant’s is not', async () => {
      const added = await call(ctx.app, 'POST', `${API}/rejection-reasons`, {
        token: other.admin.token,
        body: { code: 'theirs_only', label: 'T' },
      })
      assert.equal(added.statusCode, 201)
      const mine = await call(ctx.app, 'POST', `${API}/rejection-reasons`, { token, body: { code: 'no_visa', label: 'No visa' } })
      assert.equal(mine.statusCode, 201)
      const { app } = await h.application(team)
      assert422(await h.status(token, app.id, { status: 'rejected', rejection_reason_code: 'theirs_only' }), ['body.rejection_reason_code'])
      assert.equal((await h.get(token, app.id)).json().status, 'active')
      const res = await h.status(token, app.id, { status: 'rejected', rejection_reason_code: 'no_visa' })
      assert.equal(res.statusCode, 200, res.body)
      assert.equal(res.json().rejection_reason_code, 'no_visa')
    })

    // Rejecting without a code is allowed unless the tenant requires one (applications.rejection.test.ts).
    test('answers 422 for an unknown code, or a reason with another status', async () => {
      const { app } = await h.application(team)
      const cases: [Record<string, unknown>, string[]][] = [
        [{ status: 'rejected', rejection_reason_code: 'bored' }, ['body.rejection_reason_code']],
        [{ status: 'hired', rejection_reason_code: 'other' }, ['body.rejection_reason_code']],
        [{ status: 'active', rejection_reason: 'why' }, ['body.rejection_reason']],
        [{ status: 'removed' }, ['body.status']],
        [{ status: 'rejected', rejection_reason_code: 'other', extra: 1 }, ['body.extra']],
        [{}, ['body.status']],
      ]
      for (const [body, expected] of cases) assert422(await h.status(token, app.id, body), expected, JSON.stringify(body))
      assert.equal((await h.history(token, app.id)).length, 1)
    })

    test('hired sets hired_date and puts the application in the hired stage, in one status_change row', async () => {
      const { app, job } = await h.application(team)
      const res = await h.status(token, app.id, { status: 'hired' })
      assert.equal(res.statusCode, 200, res.body)
      const body = res.json()
      const hiredStage = job.stages.at(-1)!
      assert.equal(body.status, 'hired')
      assert.equal(body.current_stage_id, hiredStage.id)
      assert.equal(body.hired_date, body.stage_updated_at)
      const row = (await h.history(token, app.id))[1]!
      assert.deepEqual(
        [row.change_type, row.from_status, row.to_status, row.from_stage_id, row.to_stage_id, row.to_stage_type],
        ['status_change', 'active', 'hired', job.stages[0]!.id, hiredStage.id, 'hired'],
      )
    })

    test('active clears the dates and reason of the outcome it leaves; the stage stays', async () => {
      const { app, job } = await h.application(team)
      await h.move(token, app.id, { to_stage_id: job.stages[1]!.id })
      await h.status(token, app.id, { status: 'rejected', rejection_reason_code: 'other', rejection_reason: 'x' })
      const back = (await h.status(token, app.id, { status: 'active' })).json()
      assert.deepEqual(
        [back.status, back.rejected_date, back.rejection_reason_code, back.rejection_reason, back.hired_date, back.current_stage_id],
        ['active', null, null, null, null, job.stages[1]!.id],
      )
      const hired = (await h.status(token, app.id, { status: 'hired' })).json()
      assert.equal(hired.current_stage_id, job.stages.at(-1)!.id)
      const undone = (await h.status(token, app.id, { status: 'active' })).json()
      assert.deepEqual([undone.status, undone.hired_date, undone.current_stage_id], ['active', null, job.stages.at(-1)!.id])
      const moveBack = await h.move(token, app.id, { to_stage_id: job.stages[3]!.id })
      assert.equal(moveBack.statusCode, 200, 'an active application moves out of the hired stage')
    })

    test('the same status answers 200 unchanged and writes no history', async () => {
      const { app } = await h.application(team)
      const res = await h.status(token, app.id, { status: 'active' })
      assert.equal(res.statusCode, 200)
      assert.deepEqual(res.json(), app)
      assert.equal((await h.history(token, app.id)).length, 1)
    })

    test('honours If-Unmodified-Since; answers 404 for another tenant’s application', async () => {
      const { app, job } = await h.application(team)
      await h.move(token, app.id, { to_stage_id: job.stages[1]!.id })
      const stale = await h.status(token, app.id, { status: 'hired' }, { 'if-unmodified-since': app.updated_at })
      assert.equal(stale.statusCode, 412)
      assert.equal((await h.get(token, app.id)).json().status, 'active')
      const theirs = await h.application(other)
      assert.equal((await h.status(token, theirs.app.id, { status: 'rejected', rejection_reason_code: 'other' })).statusCode, 404)
      assert.equal((await h.get(other.admin.token, theirs.app.id)).json().status, 'active')
    })
  })

  describe('POST /applications/{id}/notes', () => {
    test('answers 201 with the note row; the application does not change', async () => {
      const { app } = await h.application(team)
      const res = await call(ctx.app, 'POST', `${API}/applications/${app.id}/notes`, {
        token: team.members.recruiter.token,
        body: { notes: ' Prefers remote work ' },
      })
      assert.equal(res.statusCode, 201, res.body)
      const note = res.json()
      assert.deepEqual(Object.keys(note).sort(), TRANSITION_FIELDS)
      assert.equal(note.change_type, 'note')
      assert.equal(note.notes, 'Prefers remote work')
      for (const field of ['from_stage_id', 'to_stage_id', 'from_stage_name', 'to_stage_name', 'from_status', 'to_status']) {
        assert.equal(note[field], null, field)
      }
      assert.equal(note.changed_by_user_id, team.members.recruiter.id)
      assert.equal(note.changed_by_name, 'Member recruiter')
      assert.deepEqual((await h.history(token, app.id))[1], note)
      assert.deepEqual((await h.get(token, app.id)).json(), app, 'no field of the application changed')
    })

    test('a rejected application takes notes too', async () => {
      const { app } = await h.application(team)
      await h.status(token, app.id, { status: 'rejected', rejection_reason_code: 'other' })
      const res = await call(ctx.app, 'POST', `${API}/applications/${app.id}/notes`, { token, body: { notes: 'Keep for next year' } })
      assert.equal(res.statusCode, 201)
    })

    test('answers 422 for blank, missing or too long notes; 404 for another tenant’s or a removed application', async () => {
      const { app } = await h.application(team)
      const url = `${API}/applications/${app.id}/notes`
      assert422(await call(ctx.app, 'POST', url, { token, body: { notes: ' ' } }), ['body.notes'])
      assert422(await call(ctx.app, 'POST', url, { token, body: {} }), ['body.notes'])
      assert422(await call(ctx.app, 'POST', url, { token, body: { notes: 'x'.repeat(5001) } }), ['body.notes'])
      const theirs = await h.application(other)
      assert.equal(
        (await call(ctx.app, 'POST', `${API}/applications/${theirs.app.id}/notes`, { token, body: { notes: 'hi' } })).statusCode,
        404,
      )
      assert.equal((await h.history(other.admin.token, theirs.app.id)).length, 1)
      assert.equal((await call(ctx.app, 'DELETE', `${API}/applications/${app.id}`, { token })).statusCode, 204)
      assert.equal((await call(ctx.app, 'POST', url, { token, body: { notes: 'late' } })).statusCode, 404)
    })
  })

  describe('GET /applications/{id}/history', () => {
    test('answers the envelope oldest first, page by page', async () => {
      const { app, job } = await h.application(team)
      for (const stage of job.stages.slice(1, 4)) assert.equal((await h.move(token, app.id, { to_stage_id: stage.id })).statusCode, 200)
      const page1 = (await call(ctx.app, 'GET', `${API}/applications/${app.id}/history`, { token, query: { page_size: 3 } })).json()
      const page2 = (
        await call(ctx.app, 'GET', `${API}/applications/${app.id}/history`, { token, query: { page_size: 3, page: 2 } })
      ).json()
      assert.deepEqual([page1.total, page1.page, page1.page_size, page1.items.length, page2.items.length], [4, 1, 3, 3, 1])
      const all = [...page1.items, ...page2.items] as Transition[]
      assert.deepEqual(
        all.map((t) => t.change_type),
        ['initial', 'stage_move', 'stage_move', 'stage_move'],
      )
      assert.deepEqual(
        all.map((t) => t.to_stage_name),
        ['New', 'Phone screen', 'Interview', 'Offer'],
      )
      const times = all.map((t) => t.changed_at)
      assert.deepEqual([...times].sort(), times)
      assert.equal(new Set(times).size, times.length, 'each change at its own instant')
    })

    test('a hiring manager reads it; 404 for an unknown, another tenant’s or a removed application; 422 for page_size over 100', async () => {
      const { app } = await h.application(team)
      assert.equal((await h.history(team.members.hiring_manager.token, app.id)).length, 1)
      const theirs = await h.application(other)
      for (const id of [UNKNOWN_ID, theirs.app.id]) {
        assert.equal((await call(ctx.app, 'GET', `${API}/applications/${id}/history`, { token })).statusCode, 404)
      }
      assert422(await call(ctx.app, 'GET', `${API}/applications/${app.id}/history`, { token, query: { page_size: 101 } }), [
        'query.page_size',
      ])
      await call(ctx.app, 'DELETE', `${API}/applications/${app.id}`, { token })
      assert.equal((await call(ctx.app, 'GET', `${API}/applications/${app.id}/history`, { token })).statusCode, 404)
    })
  })

  describe('DELETE /applications/{id}', () => {
    test('answers 204; the application is gone from get and list, and the removal is audited', async () => {
      const { app, job } = await h.application(team)
      const res = await call(ctx.app, 'DELETE', `${API}/applications/${app.id}`, { token: team.members.recruiter.token })
      assert.equal(res.statusCode, 204)
      assert.equal(res.body, '')
      assert.equal((await h.get(token, app.id)).statusCode, 404)
      assert.equal((await call(ctx.app, 'GET', `${API}/applications`, { token, query: { job_id: job.id } })).json().total, 0)
      assert.equal((await call(ctx.app, 'DELETE', `${API}/applications/${app.id}`, { token })).statusCode, 404, 'twice is 404')
      const audit = await call(ctx.app, 'GET', `${API}/audit-logs`, { token, query: { resource_type: 'application', resource_id: app.id } })
      const actions = audit.json().items.map((e: { action: string }) => e.action)
      assert.deepEqual(actions, ['application.removed', 'application.created'])
    })

    test('answers 404 for another tenant’s application, which stays; 422 for a malformed id', async () => {
      const theirs = await h.application(other)
      assert.equal((await call(ctx.app, 'DELETE', `${API}/applications/${theirs.app.id}`, { token })).statusCode, 404)
      assert.equal((await h.get(other.admin.token, theirs.app.id)).statusCode, 200)
      assert422(await call(ctx.app, 'DELETE', `${API}/applications/x`, { token }), ['path.id'])
    })
  })

  describe('bulk', () => {
    test('POST /applications/bulk-move applies each item on its own and answers a result per item', async () => {
      const { app: first, job } = await h.application(team)
      const candidate = await h.candidate(team)
      const second = (await h.apply(token, { candidate_id: candidate.id, job_id: job.id })).json()
      const { app: elsewhere } = await h.application(team)
      const rejected = (await h.apply(token, { candidate_id: (await h.candidate(team)).id, job_id: job.id })).json()
      await h.status(token, rejected.id, { status: 'rejected', rejection_reason_code: 'other' })
      const theirs = await h.application(other)
      const target = job.stages[2]!
      const ids = [first.id, elsewhere.id, rejected.id, UNKNOWN_ID, theirs.app.id, second.id]
      const res = await call(ctx.app, 'POST', `${API}/applications/bulk-move`, {
        token: team.members.recruiter.token,
        body: { application_ids: ids, to_stage_id: target.id },
      })
      assert.equal(res.statusCode, 200, res.body)
      const results = res.json().results
      assert.deepEqual(
        results.map((r: { id: string; ok: boolean; status_code: number }) => [r.id, r.ok, r.status_code]),
        [
          [first.id, true, 200],
          [elsewhere.id, false, 422],
          [rejected.id, false, 409],
          [UNKNOWN_ID, false, 404],
          [theirs.app.id, false, 404],
          [second.id, true, 200],
        ],
      )
      for (const r of results.filter((x: { ok: boolean }) => !x.ok)) assert.equal(typeof r.detail, 'string')
      assert.equal(results[0].detail, undefined)
      for (const id of [first.id, second.id]) {
        assert.equal((await h.get(token, id)).json().current_stage_id, target.id)
        assert.equal((await h.history(token, id)).at(-1)!.change_type, 'stage_move')
      }
      assert.equal((await h.get(token, elsewhere.id)).json().current_stage_id, elsewhere.current_stage_id)
      assert.equal((await h.get(other.admin.token, theirs.app.id)).json().current_stage_id, theirs.app.current_stage_id)
    })

    test('POST /applications/bulk-status rejects each item with the reason, per item results', async () => {
      const { app: a } = await h.application(team)
      const { app: b } = await h.application(team)
      const { app: removed } = await h.application(team)
      await call(ctx.app, 'DELETE', `${API}/applications/${removed.id}`, { token })
      const theirs = await h.application(other)
      const res = await call(ctx.app, 'POST', `${API}/applications/bulk-status`, {
        token,
        body: { application_ids: [a.id, removed.id, theirs.app.id, b.id], status: 'rejected', rejection_reason_code: 'position_filled' },
      })
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual(
        res.json().results.map((r: { ok: boolean; status_code: number }) => [r.ok, r.status_code]),
        [
          [true, 200],
          [false, 404],
          [false, 404],
          [true, 200],
        ],
      )
      for (const id of [a.id, b.id]) {
        const got = (await h.get(token, id)).json()
        assert.deepEqual([got.status, got.rejection_reason_code], ['rejected', 'position_filled'])
      }
      assert.equal((await h.get(other.admin.token, theirs.app.id)).json().status, 'active')
    })

    test('bulk routes answer 422 as a whole for an unknown reason and malformed bodies', async () => {
      const { app, job } = await h.application(team)
      const cases: [string, unknown, string[]][] = [
        ['bulk-status', { application_ids: [app.id], status: 'rejected', rejection_reason_code: 'nope' }, ['body.rejection_reason_code']],
        ['bulk-status', { application_ids: [], status: 'hired' }, ['body.application_ids']],
        ['bulk-status', { application_ids: [app.id, app.id], status: 'hired' }, ['body.application_ids']],
        ['bulk-status', { application_ids: Array.from({ length: 101 }, () => randomUUID()), status: 'hired' }, ['body.application_ids']],
        ['bulk-move', { application_ids: ['x'], to_stage_id: job.stages[1]!.id }, ['body.application_ids.0']],
        ['bulk-move', { application_ids: [app.id] }, ['body.to_stage_id']],
      ]
      for (const [route, body, expected] of cases) {
        assert422(
          await call(ctx.app, 'POST', `${API}/applications/${route}`, { token, body }),
          expected,
          `${route} ${JSON.stringify(body).slice(0, 80)}`,
        )
      }
      assert.equal((await h.history(token, app.id)).length, 1, 'nothing was applied')
    })
  })
})

describe('an application’s journey through its history', () => {
  let ctx: TestApp
  let clock = Date.parse('2026-03-02T01:00:00.000Z')

  before(async () => {
    ctx = await buildTestApp(undefined, { deps: { now: () => clock } })
  })
  after(() => ctx.close())

  // Access tokens live 24 hours on the same clock, so the whole journey happens within a day.
  test('initial → move → move → rejected → active → hired by moving into the hired stage, every row exact', async () => {
    const h = recruitingClient(ctx.app)
    const team = await tenantWithTeam(ctx.app)
    const recruiter = team.members.recruiter
    const job = await h.job(team)
    const candidate = await h.candidate(team)
    const [newStage, screen, interview, , hiredStage] = job.stages as [Stage, Stage, Stage, Stage, Stage]
    const at = (iso: string) => {
      clock = Date.parse(iso)
    }

    at('2026-03-02T02:00:00.000Z')
    const created = await h.apply(recruiter.token, { candidate_id: candidate.id, job_id: job.id })
    assert.equal(created.statusCode, 201, created.body)
    const id = created.json().id
    at('2026-03-02T03:00:00.000Z')
    assert.equal((await h.move(recruiter.token, id, { to_stage_id: screen.id, notes: 'Called back' })).statusCode, 200)
    at('2026-03-02T04:00:00.000Z')
    assert.equal((await h.move(team.admin.token, id, { to_stage_id: interview.id })).statusCode, 200)
    at('2026-03-02T05:00:00.000Z')
    const rejected = await h.status(recruiter.token, id, {
      status: 'rejected',
      rejection_reason_code: 'failed_assessment',
      rejection_reason: 'Weak SQL',
    })
    assert.equal(rejected.statusCode, 200, rejected.body)
    assert.equal(rejected.json().rejected_date, '2026-03-02T05:00:00.000Z')
    // The clock stepping back does not reorder the history.
    at('2026-03-02T04:30:00.000Z')
    assert.equal((await h.status(recruiter.token, id, { status: 'active' })).statusCode, 200)
    at('2026-03-02T09:00:00.000Z')
    const hired = await h.move(recruiter.token, id, { to_stage_id: hiredStage.id })
    assert.equal(hired.statusCode, 200, hired.body)
    const final = hired.json()
    assert.deepEqual(
      [final.status, final.hired_date, final.stage_updated_at, final.rejected_date, final.rejection_reason_code, final.current_stage_id],
      ['hired', '2026-03-02T09:00:00.000Z', '2026-03-02T09:00:00.000Z', null, null, hiredStage.id],
    )

    const history = await h.history(team.admin.token, id)
    const common = { application_id: id, candidate_id: candidate.id, job_id: job.id }
    const stage = (side: 'from' | 'to', s: Stage | null) => ({
      [`${side}_stage_id`]: s?.id ?? null,
      [`${side}_stage_name`]: s?.name ?? null,
      [`${side}_stage_type`]: s?.stage_type ?? null,
    })
    const byRecruiter = { changed_by_user_id: recruiter.id, changed_by_name: 'Member recruiter' }
    const expected = [
      {
        change_type: 'initial',
        ...stage('from', null),
        ...stage('to', newStage),
        from_status: null,
        to_status: 'active',
        changed_at: '2026-03-02T02:00:00.000Z',
        ...byRecruiter,
        notes: null,
      },
      {
        change_type: 'stage_move',
        ...stage('from', newStage),
        ...stage('to', screen),
        from_status: null,
        to_status: null,
        changed_at: '2026-03-02T03:00:00.000Z',
        ...byRecruiter,
        notes: 'Called back',
      },
      {
        change_type: 'stage_move',
        ...stage('from', screen),
        ...stage('to', interview),
        from_status: null,
        to_status: null,
        changed_at: '2026-03-02T04:00:00.000Z',
        changed_by_user_id: team.admin.id,
        changed_by_name: 'Ada Admin',
        notes: null,
      },
      {
        change_type: 'status_change',
        ...stage('from', null),
        ...stage('to', null),
        from_status: 'active',
        to_status: 'rejected',
        changed_at: '2026-03-02T05:00:00.000Z',
        ...byRecruiter,
        notes: null,
      },
      {
        change_type: 'status_change',
        ...stage('from', null),
        ...stage('to', null),
        from_status: 'rejected',
        to_status: 'active',
        changed_at: '2026-03-02T05:00:00.001Z',
        ...byRecruiter,
        notes: null,
      },
      {
        change_type: 'stage_move',
        ...stage('from', interview),
        ...stage('to', hiredStage),
        from_status: 'active',
        to_status: 'hired',
        changed_at: '2026-03-02T09:00:00.000Z',
        ...byRecruiter,
        notes: null,
      },
    ]
    assert.equal(history.length, expected.length)
    history.forEach((row, i) => {
      const { id: rowId, ...rest } = row
      assert.match(rowId, /^[0-9a-f-]{36}$/)
      assert.deepEqual(rest, { ...common, ...expected[i] }, `row ${i}`)
    })
  })
})

describe('POST /applications rate limit', () => {
  test('POST /applications counts in the sensitive category; reads do not', async (t) => {
    const ctx = await buildTestApp(t, { env: { RATE_LIMIT_SENSITIVE: '3' } })
    const h = recruitingClient(ctx.app)
    const tenant = await provisionTenant(ctx.app)
    const job = await h.job(tenant)
    const candidate = await h.candidate(tenant) // 1 of 3
    const second = await h.candidate(tenant) // 2 of 3
    assert.equal((await h.apply(tenant.admin.token, { candidate_id: candidate.id, job_id: job.id })).statusCode, 201) // 3 of 3
    const refused = await h.apply(tenant.admin.token, { candidate_id: second.id, job_id: job.id })
    assert.equal(refused.statusCode, 429, refused.body)
    assert.ok(Number(refused.headers['retry-after']) > 0)
    assert.equal((await call(ctx.app, 'GET', `${API}/applications`, { token: tenant.admin.token })).statusCode, 200)
  })
})
