import assert from 'node:assert/strict'
import { before, describe, test } from 'node:test'
import { call } from '../../../test/helpers/app.ts'
import { tenantWithTeam, type TestTenant } from '../../../test/helpers/factories.ts'
import { ONE_APPLICATION, runImport } from '../../../test/helpers/imports.ts'
import { interviewsClient, windows, type Interview, type InterviewsClient } from '../../../test/helpers/interviews.ts'
import { eventsSuite, listeningTenant, queuedEvents } from '../../../test/helpers/webhooks.ts'

const API = '/api/v1'
const EVENTS = ['interview.scheduled', 'interview.updated']

describe('interviews: webhook events', () => {
  const ctx = eventsSuite({ types: EVENTS, tenant: tenantWithTeam, current, onlyTheseTypes: true })
  let h: InterviewsClient
  const nextDay = windows()
  before(() => {
    h = interviewsClient(ctx.app)
  })

  const m = () => ctx.tenant.members

  /** The interview as GET /interviews/{id} answers it now: what an event about it carries. */
  async function current(id: string): Promise<Interview> {
    const res = await h.get(ctx.tenant.admin.token, id)
    assert.equal(res.statusCode, 200, res.body)
    return res.json()
  }

  async function scheduled(extra: Record<string, unknown> = {}) {
    const app = await h.application(ctx.tenant)
    const at = nextDay()
    const made = await h.interview(m().recruiter, {
      application_id: app.id,
      scheduled_at: at(9),
      interviewer_ids: [m().interviewer.id, m().hiring_manager.id],
      location: 'Room 1',
      comments: 'Bring the laptop',
      ...extra,
    })
    await ctx.events.assertAnnounced('interview.scheduled', made.id)
    return { made, app, at }
  }

  test('POST /interviews: interview.scheduled with the interview as GET shows it, interviewer names included', async () => {
    const { made } = await scheduled()
    assert.deepEqual(
      (await h.get(ctx.tenant.admin.token, made.id)).json().interviewer_names,
      ['Member interviewer', 'Member hiring_manager'],
      'the names the event carried too',
    )
  })

  test('PUT: interview.updated for new details and for a new time (rescheduled); a PUT changing nothing is silent', async () => {
    const { made, at } = await scheduled()
    const details = await h.update(m().recruiter.token, made.id, { location: 'Room 2', comments: 'Whiteboard only' })
    assert.equal(details.statusCode, 200, details.body)
    const first = await ctx.events.assertAnnounced('interview.updated', made.id)
    assert.equal(first.location, 'Room 2')
    assert.equal(first.status, 'scheduled')

    const moved = await h.update(m().recruiter.token, made.id, { scheduled_at: at(14), duration_minutes: 45 })
    assert.equal(moved.statusCode, 200, moved.body)
    const second = await ctx.events.assertAnnounced('interview.updated', made.id)
    assert.equal(second.status, 'rescheduled')
    assert.equal(second.scheduled_at, at(14))

    const people = await h.update(m().recruiter.token, made.id, { interviewer_ids: [m().interviewer.id] })
    assert.equal(people.statusCode, 200, people.body)
    assert.deepEqual((await ctx.events.assertAnnounced('interview.updated', made.id)).interviewer_names, ['Member interviewer'])

    const same = await h.update(m().recruiter.token, made.id, { location: 'Room 2', scheduled_at: at(14) })
    assert.equal(same.statusCode, 200, same.body)
    await ctx.events.assertSilent(made.id)
  })

  test('status changes: completed, cancelled and no_show each send interview.updated', async () => {
    const completed = (await scheduled()).made
    const done = await h.status(m().recruiter.token, completed.id, { status: 'completed', result: 'passed', rating: 4 })
    assert.equal(done.statusCode, 200, done.body)
    const event = await ctx.events.assertAnnounced('interview.updated', completed.id)
    assert.deepEqual([event.status, event.result, event.rating], ['completed', 'passed', 4])

    for (const status of ['cancelled', 'no_show']) {
      const { made } = await scheduled()
      const res = await h.status(m().recruiter.token, made.id, { status })
      assert.equal(res.statusCode, 200, res.body)
      assert.equal((await ctx.events.assertAnnounced('interview.updated', made.id)).status, status)
    }

    // A finished interview still takes new comments, and that is a change too.
    const noted = await h.update(m().recruiter.token, completed.id, { comments: 'Strong on design' })
    assert.equal(noted.statusCode, 200, noted.body)
    assert.equal((await ctx.events.assertAnnounced('interview.updated', completed.id)).comments, 'Strong on design')
  })

  test('self-scheduling: the candidate booking a slot through the public link sends interview.scheduled', async () => {
    const app = await h.application(ctx.tenant)
    const at = nextDay()
    const link = await call(ctx.app, 'POST', `${API}/interviews/self-schedule-links`, {
      token: m().recruiter.token,
      body: {
        application_id: app.id,
        interview_round: 'Culture fit',
        duration_minutes: 30,
        interviewer_ids: [m().interviewer.id],
        slots: [{ start: at(10) }, { start: at(11) }],
        meeting_link: 'https://meet.example.com/abc',
      },
    })
    assert.equal(link.statusCode, 201, link.body)
    assert.deepEqual(await ctx.events.unaccounted(), [], 'a link alone books nothing')

    const token = link.json().token as string
    const booked = await call(ctx.app, 'POST', `${API}/public/interview-slots/${token}`, { body: { start: at(11) } })
    assert.equal(booked.statusCode, 201, booked.body)
    const event = await ctx.events.assertAnnounced('interview.scheduled', booked.json().interview_id)
    assert.equal(event.is_self_schedule, true)
    assert.equal(event.created_by, null)
    assert.deepEqual(event.interviewer_names, ['Member interviewer'])

    // The link is used up: a second booking is refused and announces nothing.
    const again = await call(ctx.app, 'POST', `${API}/public/interview-slots/${token}`, { body: { start: at(10) } })
    assert.equal(again.statusCode, 409, again.body)
    assert.deepEqual(await ctx.events.unaccounted(), [])
  })

  test('refused changes send nothing: 409 illegal transition or double booking, 412 stale precondition, 422', async () => {
    const { made, app, at } = await scheduled()

    const stale = made.updated_at
    const first = await h.update(m().recruiter.token, made.id, { comments: 'one' }, { 'if-unmodified-since': stale })
    assert.equal(first.statusCode, 200, first.body)
    await ctx.events.assertAnnounced('interview.updated', made.id)
    const late = await h.update(m().recruiter.token, made.id, { comments: 'two' }, { 'if-unmodified-since': stale })
    assert.equal(late.statusCode, 412, late.body)
    const lateStatus = await h.status(m().recruiter.token, made.id, { status: 'cancelled' }, { 'if-unmodified-since': stale })
    assert.equal(lateStatus.statusCode, 412, lateStatus.body)

    const withRating = await h.status(m().recruiter.token, made.id, { status: 'cancelled', rating: 3 })
    assert.equal(withRating.statusCode, 422, withRating.body)
    const stranger = await h.update(m().recruiter.token, made.id, { interviewer_ids: ['00000000-0000-4000-8000-000000000000'] })
    assert.equal(stranger.statusCode, 422, stranger.body)
    await ctx.events.assertSilent(made.id)

    const cancelled = await h.status(m().recruiter.token, made.id, { status: 'cancelled' })
    assert.equal(cancelled.statusCode, 200, cancelled.body)
    await ctx.events.assertAnnounced('interview.updated', made.id)
    const reopened = await h.status(m().recruiter.token, made.id, { status: 'completed' })
    assert.equal(reopened.statusCode, 409, reopened.body)
    const movedAfterEnd = await h.update(m().recruiter.token, made.id, { scheduled_at: at(16) })
    assert.equal(movedAfterEnd.statusCode, 409, movedAfterEnd.body)
    await ctx.events.assertSilent(made.id)

    // A booking that clashes with another of the same interviewer creates nothing, so announces nothing.
    const other = await scheduled()
    const before = (await ctx.events.queued()).length
    const clash = await h.create(m().recruiter.token, {
      application_id: app.id,
      interview_round: 'Second',
      scheduled_at: other.at(9),
      duration_minutes: 60,
      interviewer_ids: [m().interviewer.id],
    })
    assert.equal(clash.statusCode, 409, clash.body)
    assert.equal((await ctx.events.queued()).length, before)
  })

  test('a candidate merge announces the interviews it moves; an erasure those whose comments it empties', async () => {
    const { made: moved, app } = await scheduled()
    const survivor = await call(ctx.app, 'POST', `${API}/candidates`, {
      token: ctx.tenant.admin.token,
      body: { full_name: 'Survivor', email: `survivor-${Date.now()}@example.com` },
    })
    assert.equal(survivor.statusCode, 201, survivor.body)
    const merged = await call(ctx.app, 'POST', `${API}/candidates/${app.candidate_id}/merge`, {
      token: ctx.tenant.admin.token,
      body: { into_id: survivor.json().id },
    })
    assert.equal(merged.statusCode, 200, merged.body)
    assert.equal((await ctx.events.assertAnnounced('interview.updated', moved.id)).candidate_id, survivor.json().id)

    // Of the survivor's two interviews, only the one with comments changes when the person is erased.
    const app2 = await call(ctx.app, 'POST', `${API}/applications`, {
      token: ctx.tenant.admin.token,
      body: { candidate_id: survivor.json().id, job_id: (await h.application(ctx.tenant)).job_id },
    })
    assert.equal(app2.statusCode, 201, app2.body)
    const silent = await h.interview(m().recruiter, {
      application_id: app2.json().id,
      scheduled_at: nextDay()(9),
      interviewer_ids: [m().hiring_manager.id],
    })
    await ctx.events.assertAnnounced('interview.scheduled', silent.id)
    const erased = await call(ctx.app, 'POST', `${API}/candidates/${survivor.json().id}/anonymize`, { token: ctx.tenant.admin.token })
    assert.equal(erased.statusCode, 200, erased.body)
    assert.equal((await ctx.events.assertAnnounced('interview.updated', moved.id)).comments, null)
    await ctx.events.assertSilent(silent.id)
  })

  describe('imports', () => {
    function history(tenant: TestTenant, comments: string) {
      return {
        ...ONE_APPLICATION,
        interviews: [
          {
            external_id: 'int-1',
            application_external_id: 'app-1',
            interview_round: 'Technical',
            scheduled_at: '2025-07-11T03:00:00.000Z',
            duration_minutes: 60,
            status: 'scheduled',
            comments,
            interviewer_emails: [tenant.admin.email],
            created_at: '2025-07-10T05:00:00.000Z',
          },
        ],
      }
    }

    test('an import creating or changing interviews publishes nothing', async (t) => {
      const tenant = await listeningTenant(t, ctx.app, EVENTS)
      const first = await runImport(ctx.app, tenant.admin.token, history(tenant, 'First notes'))
      assert.equal(first.status, 'completed', JSON.stringify(first.errors))
      assert.equal(first.progress.interview?.created, 1, JSON.stringify(first.progress))
      const again = await runImport(ctx.app, tenant.admin.token, history(tenant, 'Changed notes'))
      assert.equal(again.status, 'completed', JSON.stringify(again.errors))
      assert.equal(again.progress.interview?.updated, 1, JSON.stringify(again.progress))
      assert.deepEqual(await queuedEvents(ctx.database, tenant.id, { types: EVENTS }), [])
    })
  })
})
