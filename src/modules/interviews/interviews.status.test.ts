import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { assert422 } from '../../../test/helpers/assertions.ts'
import { addMember, tenantWithTeam } from '../../../test/helpers/factories.ts'
import { interviewsClient, windows, type Interview, type InterviewsClient } from '../../../test/helpers/interviews.ts'

const API = '/api/v1'

describe('interviews: updates and status changes', () => {
  let ctx: TestApp
  let tenant: Awaited<ReturnType<typeof tenantWithTeam>>
  let h: InterviewsClient
  let app: { id: string }
  const nextDay = windows()

  before(async () => {
    ctx = await buildTestApp()
    h = interviewsClient(ctx.app)
    tenant = await tenantWithTeam(ctx.app)
    app = await h.application(tenant)
  })
  after(() => ctx.close())

  const m = () => tenant.members
  const schedule = (at: string, interviewerIds: string[], extra: Record<string, unknown> = {}) =>
    h.interview(m().admin, { application_id: app.id, scheduled_at: at, interviewer_ids: interviewerIds, ...extra })

  describe('PUT /interviews/{id}', () => {
    test('only the fields sent change; a new start time marks it rescheduled', async () => {
      const at = nextDay()
      const made = await schedule(at(9), [m().interviewer.id], {
        location: 'Room 1',
        comments: 'Initial',
        meeting_link: 'https://meet.example.com/a',
      })
      const res = await h.update(m().recruiter.token, made.id, { location: '  Room 2 ', comments: null })
      assert.equal(res.statusCode, 200, res.body)
      const body: Interview = res.json()
      assert.equal(body.location, 'Room 2')
      assert.equal(body.comments, null)
      assert.equal(body.meeting_link, 'https://meet.example.com/a')
      assert.equal(body.scheduled_at, at(9))
      assert.equal(body.status, 'scheduled')
      assert.ok(body.updated_at > made.updated_at)

      // The same start time is no change.
      const same = await h.update(m().recruiter.token, made.id, { scheduled_at: at(9) })
      assert.equal(same.json().status, 'scheduled')
      assert.equal(same.json().updated_at, body.updated_at)

      const moved = await h.update(m().recruiter.token, made.id, {
        scheduled_at: at(11),
        duration_minutes: 90,
        interviewer_ids: [m().hiring_manager.id, m().interviewer.id],
        interview_round: 'Final',
        round_number: 3,
      })
      assert.equal(moved.statusCode, 200, moved.body)
      assert.equal(moved.json().status, 'rescheduled')
      assert.equal(moved.json().scheduled_at, at(11))
      assert.equal(moved.json().duration_minutes, 90)
      assert.deepEqual(moved.json().interviewer_names, ['Member hiring_manager', 'Member interviewer'])
      assert.equal(moved.json().interview_round, 'Final')
      assert.equal(moved.json().round_number, 3)

      const log = await h.audit(tenant, 'interview', made.id)
      assert.deepEqual(
        log.map((e) => e.action),
        ['interview.updated', 'interview.updated', 'interview.created'],
      )
      assert.equal(log[0]!.changes.status, 'rescheduled')
      assert.equal(log[0]!.changes.scheduled_at, at(11))
      assert.equal(log[1]!.changes.location, 'Room 2')
      assert.equal(log[1]!.changes.comments_changed, true)
      assert.equal(log[1]!.changes.comments, undefined)
    })

    test('a rescheduled interview moved again stays rescheduled', async () => {
      const at = nextDay()
      const made = await schedule(at(9), [m().interviewer.id])
      assert.equal((await h.update(m().admin.token, made.id, { scheduled_at: at(10) })).json().status, 'rescheduled')
      const again = await h.update(m().admin.token, made.id, { scheduled_at: at(12) })
      assert.equal(again.statusCode, 200)
      assert.equal(again.json().status, 'rescheduled')
    })

    test('the double-booking check runs again, leaving the interview itself aside; force overrides it', async () => {
      const at = nextDay()
      const busy = await schedule(at(14), [m().recruiter.id], { duration_minutes: 60 })
      const made = await schedule(at(9), [m().interviewer.id], { duration_minutes: 60 })
      // Overlapping its own old time is fine.
      assert.equal((await h.update(m().admin.token, made.id, { scheduled_at: at(9.5) })).statusCode, 200)
      // A longer duration runs into nobody's time.
      assert.equal((await h.update(m().admin.token, made.id, { duration_minutes: 120 })).statusCode, 200)
      // Adding the busy recruiter at a clashing time → 409; moving into their slot → 409.
      const moveAt = await h.update(m().admin.token, made.id, { scheduled_at: at(14.5), interviewer_ids: [m().recruiter.id] })
      assert.equal(moveAt.statusCode, 409, moveAt.body)
      assert.match(moveAt.json().detail, new RegExp(busy.id))
      assert.match(moveAt.json().detail, /Member recruiter/)
      const widened = await schedule(at(16), [m().recruiter.id], { duration_minutes: 30 })
      assert.equal((await h.update(m().admin.token, widened.id, { scheduled_at: at(13.5), duration_minutes: 60 })).statusCode, 409)
      const stillAt = await h.get(m().admin.token, made.id)
      assert.equal(stillAt.json().scheduled_at, at(9.5))
      const forced = await h.update(m().admin.token, made.id, { scheduled_at: at(14.5), interviewer_ids: [m().recruiter.id], force: true })
      assert.equal(forced.statusCode, 200, forced.body)
      assert.equal(forced.json().scheduled_at, at(14.5))
    })

    test('time, duration and interviewers change only while scheduled or rescheduled; notes always', async () => {
      const at = nextDay()
      for (const status of ['completed', 'cancelled', 'no_show']) {
        const made = await schedule(at({ completed: 8, cancelled: 10, no_show: 12 }[status]!), [m().interviewer.id])
        assert.equal((await h.status(m().admin.token, made.id, { status })).statusCode, 200)
        for (const change of [{ scheduled_at: at(20) }, { duration_minutes: 15 }, { interviewer_ids: [m().recruiter.id] }]) {
          const res = await h.update(m().admin.token, made.id, change)
          assert.equal(res.statusCode, 409, `${status} ${JSON.stringify(change)} ${res.body}`)
          assert.match(res.json().detail, new RegExp(status))
        }
        const notes = await h.update(m().admin.token, made.id, {
          comments: 'Went well',
          location: 'Room 9',
          meeting_link: 'https://meet.example.com/z',
          interview_round: 'Renamed',
          duration_minutes: made.duration_minutes,
        })
        assert.equal(notes.statusCode, 200, notes.body)
        assert.equal(notes.json().comments, 'Went well')
        assert.equal(notes.json().status, status)
      }
    })

    test('an empty body changes nothing and writes no audit entry', async () => {
      const made = await schedule(nextDay()(9), [m().interviewer.id])
      const res = await h.update(m().admin.token, made.id, {})
      assert.equal(res.statusCode, 200)
      assert.deepEqual(res.json(), made)
      assert.deepEqual(
        (await h.audit(tenant, 'interview', made.id)).map((e) => e.action),
        ['interview.created'],
      )
    })

    test('If-Unmodified-Since: an older value → 412, the current one passes, a malformed one → 422', async () => {
      const made = await schedule(nextDay()(9), [m().interviewer.id])
      const first = await h.update(m().admin.token, made.id, { comments: 'one' }, { 'if-unmodified-since': made.updated_at })
      assert.equal(first.statusCode, 200, first.body)
      const stale = await h.update(m().admin.token, made.id, { comments: 'two' }, { 'if-unmodified-since': made.updated_at })
      assert.equal(stale.statusCode, 412)
      assert.equal((await h.get(m().admin.token, made.id)).json().comments, 'one')
      const bad = await h.update(m().admin.token, made.id, { comments: 'two' }, { 'if-unmodified-since': '1767225600' })
      assert422(bad, ['header.if-unmodified-since'])
    })

    test('interviewers must be active members; malformed bodies are 422', async () => {
      const made = await schedule(nextDay()(9), [m().interviewer.id])
      const gone = await addMember(ctx.app, tenant, 'interviewer')
      assert.equal((await h.deactivate(tenant, gone.id)).statusCode, 200)
      const res = await h.update(m().admin.token, made.id, { interviewer_ids: [gone.id] })
      assert422(res, ['body.interviewer_ids.0'])
      assert.match(res.json().detail[0].msg, new RegExp(gone.id))
      for (const [body, loc] of [
        [{ scheduled_at: '2026-01-01T09:00:00' }, 'body.scheduled_at'],
        [{ scheduled_at: 1767225600 }, 'body.scheduled_at'],
        [{ duration_minutes: 0 }, 'body.duration_minutes'],
        [{ interviewer_ids: [] }, 'body.interviewer_ids'],
        [{ interview_round: '' }, 'body.interview_round'],
        [{ interview_round: null }, 'body.interview_round'],
        [{ status: 'completed' }, 'body.status'],
        [{ application_id: app.id }, 'body.application_id'],
      ] as const) {
        assert422(await h.update(m().admin.token, made.id, body), [loc], JSON.stringify(body))
      }
    })

    test('a deactivated interviewer already on the interview does not block other edits', async () => {
      const keeper = await addMember(ctx.app, tenant, 'interviewer')
      const made = await schedule(nextDay()(9), [keeper.id])
      assert.equal((await h.deactivate(tenant, keeper.id)).statusCode, 200)
      const res = await h.update(m().admin.token, made.id, { comments: 'still fine', duration_minutes: 30 })
      assert.equal(res.statusCode, 200, res.body)
    })
  })

  describe('POST /interviews/{id}/status', () => {
    test('scheduled and rescheduled interviews end as completed, cancelled or no_show', async () => {
      const at = nextDay()
      let hour = 0
      for (const from of ['scheduled', 'rescheduled']) {
        for (const to of ['completed', 'cancelled', 'no_show']) {
          hour += 2
          const made = await schedule(at(hour), [m().interviewer.id])
          if (from === 'rescheduled')
            assert.equal((await h.update(m().admin.token, made.id, { scheduled_at: at(hour + 1) })).json().status, 'rescheduled')
          const res = await h.status(m().recruiter.token, made.id, { status: to })
          assert.equal(res.statusCode, 200, `${from} → ${to}: ${res.body}`)
          assert.equal(res.json().status, to)
          assert.equal(res.json().result, 'pending')
          assert.equal(res.json().rating, null)
          const [entry] = await h.audit(tenant, 'interview', made.id)
          assert.equal(entry?.action, 'interview.status_changed')
          assert.deepEqual(entry?.changes.from, from)
          assert.deepEqual(entry?.changes.to, to)
        }
      }
    })

    test('completed takes a result and a rating', async () => {
      const made = await schedule(nextDay()(9), [m().interviewer.id])
      const res = await h.status(m().admin.token, made.id, { status: 'completed', result: 'passed', rating: 4 })
      assert.equal(res.statusCode, 200, res.body)
      assert.equal(res.json().result, 'passed')
      assert.equal(res.json().rating, 4)
      const [entry] = await h.audit(tenant, 'interview', made.id)
      assert.deepEqual(entry?.changes, { from: 'scheduled', to: 'completed', result: 'passed', rating: 4 })
    })

    test('every other move is 409', async () => {
      const at = nextDay()
      let hour = 0
      const refused: [string, string][] = [
        ['scheduled', 'scheduled'],
        ['scheduled', 'rescheduled'],
        ['rescheduled', 'scheduled'],
        ['rescheduled', 'rescheduled'],
      ]
      for (const from of ['completed', 'cancelled', 'no_show']) {
        for (const to of ['scheduled', 'rescheduled', 'completed', 'cancelled', 'no_show']) refused.push([from, to])
      }
      for (const [from, to] of refused) {
        hour += 0.5
        const made = await schedule(at(hour), [m().interviewer.id], { duration_minutes: 15 })
        if (from === 'rescheduled') await h.update(m().admin.token, made.id, { scheduled_at: at(hour + 0.25) })
        else if (from !== 'scheduled') assert.equal((await h.status(m().admin.token, made.id, { status: from })).statusCode, 200)
        const res = await h.status(m().admin.token, made.id, { status: to })
        assert.equal(res.statusCode, 409, `${from} → ${to}: ${res.body}`)
        assert.equal((await h.get(m().admin.token, made.id)).json().status, from)
      }
    })

    test('result and rating only with completed; unknown values are 422', async () => {
      const made = await schedule(nextDay()(9), [m().interviewer.id])
      assert422(await h.status(m().admin.token, made.id, { status: 'cancelled', result: 'passed' }), ['body.result'])
      assert422(await h.status(m().admin.token, made.id, { status: 'no_show', rating: 3, result: 'failed' }), [
        'body.result',
        'body.rating',
      ])
      assert422(await h.status(m().admin.token, made.id, { status: 'done' }), ['body.status'])
      assert422(await h.status(m().admin.token, made.id, { status: 'completed', result: 'great' }), ['body.result'])
      assert422(await h.status(m().admin.token, made.id, { status: 'completed', rating: 6 }), ['body.rating'])
      assert422(await h.status(m().admin.token, made.id, { status: 'completed', rating: 0 }), ['body.rating'])
      assert422(await h.status(m().admin.token, made.id, { status: 'completed', rating: 2.5 }), ['body.rating'])
      assert422(await h.status(m().admin.token, made.id, {}), ['body.status'])
      assert.equal((await h.get(m().admin.token, made.id)).json().status, 'scheduled')
    })

    test('If-Unmodified-Since: a stale value → 412 and nothing changes', async () => {
      const made = await schedule(nextDay()(9), [m().interviewer.id])
      await h.update(m().admin.token, made.id, { comments: 'touch' })
      const stale = await h.status(m().admin.token, made.id, { status: 'cancelled' }, { 'if-unmodified-since': made.updated_at })
      assert.equal(stale.statusCode, 412)
      assert.equal((await h.get(m().admin.token, made.id)).json().status, 'scheduled')
      const fresh = (await h.get(m().admin.token, made.id)).json().updated_at
      assert.equal((await h.status(m().admin.token, made.id, { status: 'cancelled' }, { 'if-unmodified-since': fresh })).statusCode, 200)
    })
  })

  test('a candidate merge step re-points interviews and scheduling links, within the tenant only', async () => {
    const source = await h.application(tenant)
    const made = await schedule(nextDay()(9), [m().interviewer.id], {})
    const mine = await h.interview(m().admin, {
      application_id: source.id,
      scheduled_at: nextDay()(9),
      interviewer_ids: [m().recruiter.id],
    })
    const linkRes = await call(ctx.app, 'POST', `${API}/interviews/self-schedule-links`, {
      token: m().admin.token,
      body: {
        application_id: source.id,
        interview_round: 'HR',
        duration_minutes: 30,
        interviewer_ids: [m().recruiter.id],
        slots: [{ start: nextDay()(9) }],
      },
    })
    assert.equal(linkRes.statusCode, 201, linkRes.body)
    const into = await call(ctx.app, 'POST', `${API}/candidates`, {
      token: m().admin.token,
      body: { full_name: 'Survivor', email: `survivor-${Date.now()}@example.com` },
    })
    const intoId: string = into.json().id
    const { db } = ctx.database
    const step = ctx.app.services.interviews.moveCandidate
    // Another tenant's id moves nothing.
    await db.transaction().execute((trx) => step(trx, '00000000-0000-4000-8000-000000000000', source.candidate_id, intoId))
    assert.equal((await h.get(m().admin.token, mine.id)).json().candidate_id, source.candidate_id)
    await db.transaction().execute((trx) => step(trx, tenant.id, source.candidate_id, intoId))
    assert.equal((await h.get(m().admin.token, mine.id)).json().candidate_id, intoId)
    assert.equal((await h.get(m().admin.token, made.id)).json().candidate_id, made.candidate_id)
    const link = await db
      .selectFrom('interview_schedule_links')
      .select('candidate_id')
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', linkRes.json().id)
      .executeTakeFirstOrThrow()
    assert.equal(link.candidate_id, intoId)
    assert.equal((await h.list(m().admin.token, { candidate_id: intoId })).json().total, 1)
  })
})
