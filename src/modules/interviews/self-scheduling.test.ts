import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { assert422 } from '../../../test/helpers/assertions.ts'
import { provisionTenant, tenantWithTeam, type TestTenant } from '../../../test/helpers/factories.ts'
import { interviewsClient, windows, type InterviewsClient } from '../../../test/helpers/interviews.ts'
import { RACE } from '../../../test/helpers/database.ts'

const API = '/api/v1'
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const HOUR = 3600 * 1000
const DAY = 24 * HOUR

interface Link {
  id: string
  token: string
  url: string
  expires_at: string
}

describe('self-scheduling links', () => {
  let ctx: TestApp
  let tenant: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: TestTenant
  let h: InterviewsClient
  /** Moves the app's clock; tests that move it put it back. */
  let shift = 0
  const nextDay = windows()

  before(async () => {
    ctx = await buildTestApp(undefined, { deps: { now: () => Date.now() + shift } })
    h = interviewsClient(ctx.app)
    tenant = await tenantWithTeam(ctx.app)
    other = await provisionTenant(ctx.app)
  })
  after(() => ctx.close())

  const m = () => tenant.members
  const createLink = (body: Record<string, unknown>, token = m().recruiter.token) =>
    call(ctx.app, 'POST', `${API}/interviews/self-schedule-links`, { token, body })
  async function link(applicationId: string, slots: string[], extra: Record<string, unknown> = {}): Promise<Link> {
    const res = await createLink({
      application_id: applicationId,
      interview_round: 'Culture fit',
      duration_minutes: 60,
      interviewer_ids: [m().interviewer.id],
      slots: slots.map((start) => ({ start })),
      ...extra,
    })
    assert.equal(res.statusCode, 201, res.body)
    return res.json()
  }
  const slotsOf = (token: string) => call(ctx.app, 'GET', `${API}/public/interview-slots/${token}`)
  const book = (token: string, start: unknown) => call(ctx.app, 'POST', `${API}/public/interview-slots/${token}`, { body: { start } })

  describe('creating a link', () => {
    test('201 with a token shown once, the page url and a 7-day expiry by default; audited without the token', async () => {
      const app = await h.application(tenant)
      const at = nextDay()
      const before = Date.now()
      const made = await link(app.id, [at(14), at(9)])
      assert.deepEqual(Object.keys(made).sort(), ['expires_at', 'id', 'token', 'url'])
      assert.match(made.token, /^isl_[\w-]{43}$/)
      assert.equal(made.url, `${ctx.config.publicBaseUrl}/schedule/${made.token}`)
      assert.match(made.expires_at, TIMESTAMP)
      const expires = Date.parse(made.expires_at)
      assert.ok(expires >= before + 7 * DAY && expires <= Date.now() + 7 * DAY, made.expires_at)

      const [entry] = await h.audit(tenant, 'interview_schedule_link', made.id)
      assert.equal(entry?.action, 'interview_schedule_link.created')
      assert.equal(entry?.actor_id, m().recruiter.id)
      assert.deepEqual(entry?.changes.slots, [at(9), at(14)])
      assert.doesNotMatch(JSON.stringify(entry), new RegExp(made.token))
    })

    test('an explicit expiry is kept', async () => {
      const app = await h.application(tenant)
      const expiresAt = new Date(Date.now() + 2 * DAY).toISOString()
      const made = await link(app.id, [nextDay()(9)], { expires_at: expiresAt })
      assert.equal(made.expires_at, expiresAt)
    })

    test('past, repeated or too many slots, a past expiry and malformed times are 422', async () => {
      const app = await h.application(tenant)
      const at = nextDay()
      const base = { application_id: app.id, interview_round: 'HR', duration_minutes: 30, interviewer_ids: [m().interviewer.id] }
      const past = new Date(Date.now() - HOUR).toISOString()
      const sameInstant = at(9).replace('.000', '')
      const cases: [Record<string, unknown>, string[]][] = [
        [{ ...base, slots: [{ start: at(9) }, { start: past }] }, ['body.slots.1.start']],
        [{ ...base, slots: [{ start: at(9) }, { start: sameInstant }] }, ['body.slots.1.start']],
        [{ ...base, slots: [] }, ['body.slots']],
        [{ ...base, slots: Array.from({ length: 51 }, (_, i) => ({ start: at(i) })) }, ['body.slots']],
        [{ ...base, slots: [{ start: at(9) }], expires_at: past }, ['body.expires_at']],
        [{ ...base, slots: [{ start: '2030-01-01T09:00:00' }] }, ['body.slots.0.start']],
        [{ ...base, slots: [{ start: '2030-01-01T09:00:00+07:00' }] }, ['body.slots.0.start']],
        [{ ...base, slots: [{ start: 1767225600 }] }, ['body.slots.0.start']],
        [{ ...base, slots: [at(9)] }, ['body.slots.0']],
        [{ ...base, slots: [{ start: at(9), end: at(10) }] }, ['body.slots.0.end']],
        [{ ...base, slots: [{ start: at(9) }], duration_minutes: 2 }, ['body.duration_minutes']],
        [{ ...base, slots: [{ start: at(9) }], interviewer_ids: [] }, ['body.interviewer_ids']],
        [{ ...base, slots: [{ start: at(9) }], application_id: 'x' }, ['body.application_id']],
      ]
      for (const [body, expected] of cases) assert422(await createLink(body), expected, JSON.stringify(body).slice(0, 200))
    })

    test('unknown or other-company applications and bad interviewers are 422; an inactive application is 409', async () => {
      const at = nextDay()
      const base = { interview_round: 'HR', duration_minutes: 30, slots: [{ start: at(9) }] }
      const foreign = await h.application(other)
      assert422(await createLink({ ...base, application_id: foreign.id, interviewer_ids: [m().interviewer.id] }), ['body.application_id'])
      const app = await h.application(tenant)
      assert422(await createLink({ ...base, application_id: app.id, interviewer_ids: [other.admin.id] }), ['body.interviewer_ids.0'])
      assert.equal((await h.hire(tenant, app.id)).statusCode, 200)
      const res = await createLink({ ...base, application_id: app.id, interviewer_ids: [m().interviewer.id] })
      assert.equal(res.statusCode, 409, res.body)
    })
  })

  describe('the public pages', () => {
    test('GET lists the offered times still free, earliest first, with the job and the company', async () => {
      const app = await h.application(tenant)
      const at = nextDay()
      const made = await link(app.id, [at(15), at(9), at(12)], { interviewer_ids: [m().interviewer.id, m().hiring_manager.id] })
      // The hiring manager gets busy 11:30-12:30: the 12:00 slot goes.
      const busyApp = await h.application(tenant)
      await h.interview(m().admin, { application_id: busyApp.id, scheduled_at: at(11.5), interviewer_ids: [m().hiring_manager.id] })
      // A cancelled interview at 15:00 takes nobody's time.
      const gone = await h.interview(m().admin, { application_id: busyApp.id, scheduled_at: at(15), interviewer_ids: [m().interviewer.id] })
      assert.equal((await h.status(m().admin.token, gone.id, { status: 'cancelled' })).statusCode, 200)

      const res = await slotsOf(made.token)
      assert.equal(res.statusCode, 200, res.body)
      const job = await call(ctx.app, 'GET', `${API}/jobs/${app.job_id}`, { token: m().admin.token })
      assert.deepEqual(res.json(), {
        interview_round: 'Culture fit',
        duration_minutes: 60,
        job_title: job.json().title,
        company_name: `Company ${tenant.code}`,
        expires_at: made.expires_at,
        slots: [
          { start: at(9), end: at(10) },
          { start: at(15), end: at(16) },
        ],
      })
    })

    test('POST books an offered time: the interview is created for the candidate, audited with no user', async () => {
      const app = await h.application(tenant)
      const at = nextDay()
      await h.interview(m().admin, { application_id: app.id, scheduled_at: at(1), interviewer_ids: [m().recruiter.id] })
      const made = await link(app.id, [at(9), at(10)], { location: 'Office', meeting_link: 'https://meet.example.com/x' })
      const res = await book(made.token, at(10).replace('.000', ''))
      assert.equal(res.statusCode, 201, res.body)
      const booked = res.json()
      assert.deepEqual(Object.keys(booked).sort(), ['duration_minutes', 'interview_id', 'location', 'meeting_link', 'scheduled_at'])
      assert.equal(booked.scheduled_at, at(10))
      assert.equal(booked.duration_minutes, 60)
      assert.equal(booked.location, 'Office')
      assert.equal(booked.meeting_link, 'https://meet.example.com/x')

      const interview = (await h.get(m().admin.token, booked.interview_id)).json()
      assert.equal(interview.is_self_schedule, true)
      assert.equal(interview.created_by, null)
      assert.equal(interview.status, 'scheduled')
      assert.equal(interview.application_id, app.id)
      assert.equal(interview.candidate_id, app.candidate_id)
      assert.equal(interview.interview_round, 'Culture fit')
      assert.equal(interview.round_number, 2)
      assert.deepEqual(interview.interviewer_ids, [m().interviewer.id])
      // The interviewer on it sees it.
      assert.equal((await h.get(m().interviewer.token, booked.interview_id)).statusCode, 200)

      const [created] = await h.audit(tenant, 'interview', booked.interview_id)
      assert.equal(created?.action, 'interview.created')
      assert.equal(created?.actor_type, 'public')
      assert.equal(created?.actor_id, null)
      assert.equal(created?.changes.schedule_link_id, made.id)
      const [used] = await h.audit(tenant, 'interview_schedule_link', made.id)
      assert.equal(used?.action, 'interview_schedule_link.booked')
      assert.equal(used?.actor_type, 'public')

      // The link is used up: the page is gone and a second booking is refused.
      assert.equal((await slotsOf(made.token)).statusCode, 404)
      const again = await book(made.token, at(9))
      assert.equal(again.statusCode, 409, again.body)
    })

    test('unknown tokens and times not offered are 404; malformed times are 422', async () => {
      const app = await h.application(tenant)
      const at = nextDay()
      const made = await link(app.id, [at(9)])
      assert.equal((await slotsOf('isl_unknown')).statusCode, 404)
      assert.equal((await book('isl_unknown', at(9))).statusCode, 404)
      assert.equal((await book(made.token, at(9.5))).statusCode, 404)
      assert422(await book(made.token, '2030-01-01T09:00:00'), ['body.start'])
      assert422(await book(made.token, 1767225600), ['body.start'])
      assert422(await call(ctx.app, 'POST', `${API}/public/interview-slots/${made.token}`, { body: {} }), ['body.start'])
      // Nothing was booked.
      assert.equal((await slotsOf(made.token)).json().slots.length, 1)
    })

    test('a time an interviewer got busy at since is 409; an application no longer active is 409', async () => {
      const app = await h.application(tenant)
      const at = nextDay()
      const made = await link(app.id, [at(9), at(11)])
      const otherApp = await h.application(tenant)
      await h.interview(m().admin, { application_id: otherApp.id, scheduled_at: at(8.5), interviewer_ids: [m().interviewer.id] })
      const busy = await book(made.token, at(9))
      assert.equal(busy.statusCode, 409, busy.body)
      assert.equal((await slotsOf(made.token)).json().slots.length, 1)

      assert.equal((await h.hire(tenant, app.id)).statusCode, 200)
      const closed = await book(made.token, at(11))
      assert.equal(closed.statusCode, 409, closed.body)
      assert.equal((await h.list(m().admin.token, { application_id: app.id })).json().total, 0)
    })

    test('an expired link is 404; an offered time that has passed is not listed and is 409', async () => {
      const app = await h.application(tenant)
      const soon = new Date(Math.ceil((Date.now() + HOUR) / 60000) * 60000).toISOString()
      const later = nextDay()(9)
      const made = await link(app.id, [soon, later], { expires_at: new Date(Date.now() + 3 * HOUR).toISOString() })
      try {
        shift = 2 * HOUR
        assert.deepEqual(
          (await slotsOf(made.token)).json().slots.map((s: { start: string }) => s.start),
          [later],
        )
        assert.equal((await book(made.token, soon)).statusCode, 409)
        shift = 4 * HOUR
        assert.equal((await slotsOf(made.token)).statusCode, 404)
        assert.equal((await book(made.token, later)).statusCode, 404)
      } finally {
        shift = 0
      }
      assert.equal((await book(made.token, later)).statusCode, 201)
    })

    test('public routes need no token and ignore one', async () => {
      const app = await h.application(tenant)
      const made = await link(app.id, [nextDay()(9)])
      const res = await call(ctx.app, 'GET', `${API}/public/interview-slots/${made.token}`, { token: 'not.a.jwt' })
      assert.equal(res.statusCode, 200, res.body)
    })
  })

  describe('races', () => {
    test('two bookings of one link at once: one 201, one 409', RACE, async () => {
      for (const sameSlot of [true, false]) {
        const app = await h.application(tenant)
        const at = nextDay()
        const made = await link(app.id, [at(9), at(13)], { interviewer_ids: [m().recruiter.id] })
        const results = await Promise.all([book(made.token, at(9)), book(made.token, sameSlot ? at(9) : at(13))])
        assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 409], results.map((r) => r.body).join('\n'))
        assert.equal((await h.list(m().admin.token, { application_id: app.id })).json().total, 1)
      }
    })

    test('two links sharing an interviewer booking the same time at once: one 201, one 409', RACE, async () => {
      for (let round = 0; round < 3; round += 1) {
        const [a, b] = [await h.application(tenant), await h.application(tenant)]
        const at = nextDay()
        const first = await link(a.id, [at(10)], { interviewer_ids: [m().hiring_manager.id, m().admin.id] })
        const second = await link(b.id, [at(10.5)], { interviewer_ids: [m().admin.id] })
        const results = await Promise.all([book(first.token, at(10)), book(second.token, at(10.5))])
        assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 409], results.map((r) => r.body).join('\n'))
        const booked = await h.list(m().admin.token, { interviewer_id: m().admin.id, from: at(0), to: at(24) })
        assert.equal(booked.json().total, 1)
      }
    })
  })
})
