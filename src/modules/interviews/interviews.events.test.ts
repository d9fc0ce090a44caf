import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { provisionTenant, tenantWithTeam, type TestTenant } from '../../../test/helpers/factories.ts'
import { runImport } from '../../../test/helpers/imports.ts'
import { interviewsClient, windows, type Interview, type InterviewsClient } from '../../../test/helpers/interviews.ts'
import { LOCAL_WEBHOOKS, startReceiver, subscribe, type ReceivedEvent, type Receiver } from '../../../test/helpers/webhooks.ts'

const API = '/api/v1'
const EVENTS = ['interview.scheduled', 'interview.updated']

describe('interviews: webhook events', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let receiver: Receiver
  let h: InterviewsClient
  const nextDay = windows()
  /** Events already accounted for by a test: each change must add exactly the events it announces. */
  const seen = new Set<string>()

  before(async () => {
    ctx = await buildTestApp(undefined, { env: LOCAL_WEBHOOKS })
    h = interviewsClient(ctx.app)
    team = await tenantWithTeam(ctx.app)
    receiver = await startReceiver()
    await subscribe(ctx.app, team.admin.token, receiver, EVENTS)
  })
  after(async () => {
    await ctx.close()
    await receiver.close()
  })

  const m = () => team.members

  /** The tenant's queued interview events, read from the database: what was published, whether delivered yet or not. */
  async function published(tenantId: string) {
    const rows = await ctx.database.unguarded
      .selectFrom('webhook_deliveries')
      .select(['event_id', 'event_type', 'payload'])
      .where('tenant_id', '=', tenantId)
      .where('event_type', 'in', EVENTS)
      .execute()
    return rows.map((r) => ({ id: r.event_id, type: r.event_type, about: (JSON.parse(r.payload) as { data: { id: string } }).data.id }))
  }

  /** The events about `id` published since the last look. */
  async function newEvents(id: string) {
    return (await published(team.id)).filter((e) => e.about === id && !seen.has(e.id))
  }

  /** Waits until the receiver has verified the event. */
  async function received(eventId: string): Promise<ReceivedEvent> {
    const deadline = Date.now() + 10_000
    for (;;) {
      const event = receiver.events().find((e) => e.id === eventId)
      if (event) return event
      assert.ok(Date.now() < deadline, `event ${eventId} not received`)
      await sleep(10)
    }
  }

  /**
   * The change just made published exactly one event about the interview, of `type`; the
   * receiver got it, for this tenant, with the interview as GET /interviews/{id} answers now.
   */
  async function assertAnnounced(type: string, id: string) {
    const current = await h.get(team.admin.token, id)
    assert.equal(current.statusCode, 200, current.body)
    const events = await newEvents(id)
    assert.deepEqual(
      events.map((e) => e.type),
      [type],
    )
    seen.add(events[0]!.id)
    const event = await received(events[0]!.id)
    assert.equal(event.type, type)
    assert.equal(event.tenant_id, team.id)
    assert.deepEqual(event.data, current.json())
    return event.data as unknown as Interview
  }

  async function assertSilent(id: string) {
    assert.deepEqual(await newEvents(id), [], 'nothing published about the interview')
  }

  async function scheduled(extra: Record<string, unknown> = {}) {
    const app = await h.application(team)
    const at = nextDay()
    const made = await h.interview(m().recruiter, {
      application_id: app.id,
      scheduled_at: at(9),
      interviewer_ids: [m().interviewer.id, m().hiring_manager.id],
      location: 'Room 1',
      comments: 'Bring the laptop',
      ...extra,
    })
    await assertAnnounced('interview.scheduled', made.id)
    return { made, app, at }
  }

  test('POST /interviews: interview.scheduled with the interview as GET shows it, interviewer names included', async () => {
    const { made } = await scheduled()
    assert.deepEqual(
      (await h.get(team.admin.token, made.id)).json().interviewer_names,
      ['Member interviewer', 'Member hiring_manager'],
      'the names the event carried too',
    )
  })

  test('PUT: interview.updated for new details and for a new time (rescheduled); a PUT changing nothing is silent', async () => {
    const { made, at } = await scheduled()
    const details = await h.update(m().recruiter.token, made.id, { location: 'Room 2', comments: 'Whiteboard only' })
    assert.equal(details.statusCode, 200, details.body)
    const first = await assertAnnounced('interview.updated', made.id)
    assert.equal(first.location, 'Room 2')
    assert.equal(first.status, 'scheduled')

    const moved = await h.update(m().recruiter.token, made.id, { scheduled_at: at(14), duration_minutes: 45 })
    assert.equal(moved.statusCode, 200, moved.body)
    const second = await assertAnnounced('interview.updated', made.id)
    assert.equal(second.status, 'rescheduled')
    assert.equal(second.scheduled_at, at(14))

    const people = await h.update(m().recruiter.token, made.id, { interviewer_ids: [m().interviewer.id] })
    assert.equal(people.statusCode, 200, people.body)
    assert.deepEqual((await assertAnnounced('interview.updated', made.id)).interviewer_names, ['Member interviewer'])

    const same = await h.update(m().recruiter.token, made.id, { location: 'Room 2', scheduled_at: at(14) })
    assert.equal(same.statusCode, 200, same.body)
    await assertSilent(made.id)
  })

  test('status changes: completed, cancelled and no_show each send interview.updated', async () => {
    const completed = (await scheduled()).made
    const done = await h.status(m().recruiter.token, completed.id, { status: 'completed', result: 'passed', rating: 4 })
    assert.equal(done.statusCode, 200, done.body)
    const event = await assertAnnounced('interview.updated', completed.id)
    assert.deepEqual([event.status, event.result, event.rating], ['completed', 'passed', 4])

    for (const status of ['cancelled', 'no_show']) {
      const { made } = await scheduled()
      const res = await h.status(m().recruiter.token, made.id, { status })
      assert.equal(res.statusCode, 200, res.body)
      assert.equal((await assertAnnounced('interview.updated', made.id)).status, status)
    }

    // A finished interview still takes new comments, and that is a change too.
    const noted = await h.update(m().recruiter.token, completed.id, { comments: 'Strong on design' })
    assert.equal(noted.statusCode, 200, noted.body)
    assert.equal((await assertAnnounced('interview.updated', completed.id)).comments, 'Strong on design')
  })

  test('self-scheduling: the candidate booking a slot through the public link sends interview.scheduled', async () => {
    const app = await h.application(team)
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
    assert.deepEqual(await published(team.id).then((all) => all.filter((e) => !seen.has(e.id))), [], 'a link alone books nothing')

    const token = link.json().token as string
    const booked = await call(ctx.app, 'POST', `${API}/public/interview-slots/${token}`, { body: { start: at(11) } })
    assert.equal(booked.statusCode, 201, booked.body)
    const event = await assertAnnounced('interview.scheduled', booked.json().interview_id)
    assert.equal(event.is_self_schedule, true)
    assert.equal(event.created_by, null)
    assert.deepEqual(event.interviewer_names, ['Member interviewer'])

    // The link is used up: a second booking is refused and announces nothing.
    const again = await call(ctx.app, 'POST', `${API}/public/interview-slots/${token}`, { body: { start: at(10) } })
    assert.equal(again.statusCode, 409, again.body)
    assert.deepEqual(await published(team.id).then((all) => all.filter((e) => !seen.has(e.id))), [])
  })

  test('refused changes send nothing: 409 illegal transition or double booking, 412 stale precondition, 422', async () => {
    const { made, app, at } = await scheduled()

    const stale = made.updated_at
    const first = await h.update(m().recruiter.token, made.id, { comments: 'one' }, { 'if-unmodified-since': stale })
    assert.equal(first.statusCode, 200, first.body)
    await assertAnnounced('interview.updated', made.id)
    const late = await h.update(m().recruiter.token, made.id, { comments: 'two' }, { 'if-unmodified-since': stale })
    assert.equal(late.statusCode, 412, late.body)
    const lateStatus = await h.status(m().recruiter.token, made.id, { status: 'cancelled' }, { 'if-unmodified-since': stale })
    assert.equal(lateStatus.statusCode, 412, lateStatus.body)

    const withRating = await h.status(m().recruiter.token, made.id, { status: 'cancelled', rating: 3 })
    assert.equal(withRating.statusCode, 422, withRating.body)
    const stranger = await h.update(m().recruiter.token, made.id, { interviewer_ids: ['00000000-0000-4000-8000-000000000000'] })
    assert.equal(stranger.statusCode, 422, stranger.body)
    await assertSilent(made.id)

    const cancelled = await h.status(m().recruiter.token, made.id, { status: 'cancelled' })
    assert.equal(cancelled.statusCode, 200, cancelled.body)
    await assertAnnounced('interview.updated', made.id)
    const reopened = await h.status(m().recruiter.token, made.id, { status: 'completed' })
    assert.equal(reopened.statusCode, 409, reopened.body)
    const movedAfterEnd = await h.update(m().recruiter.token, made.id, { scheduled_at: at(16) })
    assert.equal(movedAfterEnd.statusCode, 409, movedAfterEnd.body)
    await assertSilent(made.id)

    // A booking that clashes with another of the same interviewer creates nothing, so announces nothing.
    const other = await scheduled()
    const before = (await published(team.id)).length
    const clash = await h.create(m().recruiter.token, {
      application_id: app.id,
      interview_round: 'Second',
      scheduled_at: other.at(9),
      duration_minutes: 60,
      interviewer_ids: [m().interviewer.id],
    })
    assert.equal(clash.statusCode, 409, clash.body)
    assert.equal((await published(team.id)).length, before)
  })

  test('a candidate merge announces the interviews it moves; an erasure those whose comments it empties', async () => {
    const { made: moved, app } = await scheduled()
    const survivor = await call(ctx.app, 'POST', `${API}/candidates`, {
      token: team.admin.token,
      body: { full_name: 'Survivor', email: `survivor-${Date.now()}@example.com` },
    })
    assert.equal(survivor.statusCode, 201, survivor.body)
    const merged = await call(ctx.app, 'POST', `${API}/candidates/${app.candidate_id}/merge`, {
      token: team.admin.token,
      body: { into_id: survivor.json().id },
    })
    assert.equal(merged.statusCode, 200, merged.body)
    assert.equal((await assertAnnounced('interview.updated', moved.id)).candidate_id, survivor.json().id)

    // Of the survivor's two interviews, only the one with comments changes when the person is erased.
    const app2 = await call(ctx.app, 'POST', `${API}/applications`, {
      token: team.admin.token,
      body: { candidate_id: survivor.json().id, job_id: (await h.application(team)).job_id },
    })
    assert.equal(app2.statusCode, 201, app2.body)
    const silent = await h.interview(m().recruiter, {
      application_id: app2.json().id,
      scheduled_at: nextDay()(9),
      interviewer_ids: [m().hiring_manager.id],
    })
    await assertAnnounced('interview.scheduled', silent.id)
    const erased = await call(ctx.app, 'POST', `${API}/candidates/${survivor.json().id}/anonymize`, { token: team.admin.token })
    assert.equal(erased.statusCode, 200, erased.body)
    assert.equal((await assertAnnounced('interview.updated', moved.id)).comments, null)
    await assertSilent(silent.id)
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

    function history(comments: string) {
      return {
        jobs: [{ external_id: 'job-1', title: 'Backend engineer', created_at: '2025-07-01T02:00:00.000Z' }],
        candidates: [{ external_id: 'cand-1', full_name: 'Nguyễn Văn An', created_at: '2025-07-01T03:00:00.000Z' }],
        applications: [
          { external_id: 'app-1', job_external_id: 'job-1', candidate_external_id: 'cand-1', created_at: '2025-07-02T03:00:00.000Z' },
        ],
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

    test('an import creating or changing interviews publishes nothing', async () => {
      const first = await runImport(ctx.app, tenant.admin.token, history('First notes'))
      assert.equal(first.status, 'completed', JSON.stringify(first.errors))
      assert.equal(first.progress.interview?.created, 1, JSON.stringify(first.progress))
      const again = await runImport(ctx.app, tenant.admin.token, history('Changed notes'))
      assert.equal(again.status, 'completed', JSON.stringify(again.errors))
      assert.equal(again.progress.interview?.updated, 1, JSON.stringify(again.progress))
      assert.deepEqual(await published(tenant.id), [])
    })
  })
})
