import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { assert422 } from '../../../test/helpers/assertions.ts'
import { spaceOutCreatedAt } from '../../../test/helpers/created-at.ts'
import { addMember, provisionTenant, tenantWithTeam, type TestTenant } from '../../../test/helpers/factories.ts'
import { interviewsClient, windows, type Interview, type InterviewsClient } from '../../../test/helpers/interviews.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'
import { ALL_ROLES, RECRUITING } from '../../platform/auth/roles.ts'
import { RACE } from '../../../test/helpers/database.ts'

const API = '/api/v1'
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

const INTERVIEW_FIELDS = [
  'application_id',
  'candidate_id',
  'comments',
  'created_at',
  'created_by',
  'duration_minutes',
  'id',
  'interview_round',
  'interviewer_ids',
  'interviewer_names',
  'is_self_schedule',
  'job_id',
  'location',
  'meeting_link',
  'rating',
  'result',
  'round_number',
  'scheduled_at',
  'status',
  'updated_at',
]

describe('interviews: scheduling and reading', () => {
  let ctx: TestApp
  let tenant: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: TestTenant
  let h: InterviewsClient
  const nextDay = windows()

  before(async () => {
    ctx = await buildTestApp()
    h = interviewsClient(ctx.app)
    tenant = await tenantWithTeam(ctx.app)
    other = await provisionTenant(ctx.app)
  })
  after(() => ctx.close())

  const m = () => tenant.members

  test('a recruiter schedules an interview: 201 with every field, names aligned with ids', async () => {
    const app = await h.application(tenant)
    const at = nextDay()
    const res = await h.create(m().recruiter.token, {
      application_id: app.id,
      interview_round: '  Technical  ',
      scheduled_at: at(9),
      duration_minutes: 45,
      location: 'Room 4',
      meeting_link: 'https://meet.example.com/abc',
      comments: 'Bring the laptop',
      interviewer_ids: [m().interviewer.id, m().hiring_manager.id],
    })
    assert.equal(res.statusCode, 201, res.body)
    const body: Interview = res.json()
    assert.deepEqual(Object.keys(body).sort(), INTERVIEW_FIELDS)
    assert.equal(body.application_id, app.id)
    assert.equal(body.candidate_id, app.candidate_id)
    assert.equal(body.job_id, app.job_id)
    assert.equal(body.interview_round, 'Technical')
    assert.equal(body.round_number, 1)
    assert.equal(body.scheduled_at, at(9))
    assert.equal(body.duration_minutes, 45)
    assert.equal(body.status, 'scheduled')
    assert.equal(body.result, 'pending')
    assert.equal(body.rating, null)
    assert.deepEqual(body.interviewer_ids, [m().interviewer.id, m().hiring_manager.id])
    assert.deepEqual(body.interviewer_names, ['Member interviewer', 'Member hiring_manager'])
    assert.equal(body.is_self_schedule, false)
    assert.equal(body.created_by, m().recruiter.id)
    assert.equal(body.comments, 'Bring the laptop')
    assert.equal(body.meeting_link, 'https://meet.example.com/abc')
    assert.match(body.created_at, TIMESTAMP)
    assert.match(body.updated_at, TIMESTAMP)

    const got = await h.get(m().admin.token, body.id)
    assert.equal(got.statusCode, 200)
    assert.deepEqual(got.json(), body)

    const [entry] = await h.audit(tenant, 'interview', body.id)
    assert.equal(entry?.action, 'interview.created')
    assert.equal(entry?.actor_id, m().recruiter.id)
    assert.equal(entry?.changes.application_id, app.id)
    assert.equal(entry?.changes.comments, undefined, 'comments are not copied into the log')
    assert.equal(entry?.changes.comments_changed, true)
  })

  test('round_number defaults to the highest round of the application plus one; a given one is kept', async () => {
    const app = await h.application(tenant)
    const at = nextDay()
    const first = await h.interview(m().admin, { application_id: app.id, scheduled_at: at(1), interviewer_ids: [m().recruiter.id] })
    assert.equal(first.round_number, 1)
    const fifth = await h.interview(m().admin, {
      application_id: app.id,
      scheduled_at: at(3),
      round_number: 5,
      interviewer_ids: [m().recruiter.id],
    })
    assert.equal(fifth.round_number, 5)
    const next = await h.interview(m().admin, { application_id: app.id, scheduled_at: at(5), interviewer_ids: [m().recruiter.id] })
    assert.equal(next.round_number, 6)
    assert.equal(next.location, null)
    assert.equal(next.meeting_link, null)
    assert.equal(next.comments, null)
  })

  test('application unknown, of another company or removed → 422 at body.application_id; not active → 409', async () => {
    const at = nextDay()
    const base = { interview_round: 'HR', scheduled_at: at(9), duration_minutes: 30, interviewer_ids: [m().interviewer.id] }
    assert422(await h.create(m().admin.token, { ...base, application_id: UNKNOWN_ID }), ['body.application_id'])
    const foreign = await h.application(other)
    assert422(await h.create(m().admin.token, { ...base, application_id: foreign.id }), ['body.application_id'])
    const removed = await h.application(tenant)
    assert.equal((await call(ctx.app, 'DELETE', `${API}/applications/${removed.id}`, { token: m().admin.token })).statusCode, 204)
    assert422(await h.create(m().admin.token, { ...base, application_id: removed.id }), ['body.application_id'])
    const hired = await h.application(tenant)
    assert.equal((await h.hire(tenant, hired.id)).statusCode, 200)
    const res = await h.create(m().admin.token, { ...base, application_id: hired.id })
    assert.equal(res.statusCode, 409, res.body)
    assert.match(res.json().detail, /hired/)
  })

  test('interviewers must be active members of the company: 422 naming the bad id', async () => {
    const app = await h.application(tenant)
    const at = nextDay()
    const gone = await addMember(ctx.app, tenant, 'interviewer')
    assert.equal((await h.deactivate(tenant, gone.id)).statusCode, 200)
    const base = { application_id: app.id, interview_round: 'HR', scheduled_at: at(9), duration_minutes: 30 }
    for (const bad of [UNKNOWN_ID, other.admin.id, gone.id]) {
      const res = await h.create(m().admin.token, { ...base, interviewer_ids: [m().interviewer.id, bad] })
      assert422(res, ['body.interviewer_ids.1'], bad)
      assert.match(res.json().detail[0].msg, new RegExp(bad))
    }
    // Unknown application and bad interviewer are reported together.
    assert422(await h.create(m().admin.token, { ...base, application_id: UNKNOWN_ID, interviewer_ids: [UNKNOWN_ID] }), [
      'body.application_id',
      'body.interviewer_ids.0',
    ])
  })

  test('malformed bodies are 422, never 500', async () => {
    const app = await h.application(tenant)
    const at = nextDay()
    const good = {
      application_id: app.id,
      interview_round: 'HR',
      scheduled_at: at(9),
      duration_minutes: 30,
      interviewer_ids: [m().interviewer.id],
    }
    const cases: [Record<string, unknown>, string[]][] = [
      [{ ...good, application_id: 'nope' }, ['body.application_id']],
      [{ ...good, scheduled_at: 1767225600 }, ['body.scheduled_at']],
      [{ ...good, scheduled_at: '1767225600' }, ['body.scheduled_at']],
      [{ ...good, scheduled_at: '2026-01-01T10:00:00' }, ['body.scheduled_at']],
      [{ ...good, scheduled_at: '2026-01-01' }, ['body.scheduled_at']],
      [{ ...good, duration_minutes: 4 }, ['body.duration_minutes']],
      [{ ...good, duration_minutes: 1441 }, ['body.duration_minutes']],
      [{ ...good, duration_minutes: '30' }, ['body.duration_minutes']],
      [{ ...good, interview_round: '   ' }, ['body.interview_round']],
      [{ ...good, round_number: 0 }, ['body.round_number']],
      [{ ...good, interviewer_ids: [] }, ['body.interviewer_ids']],
      [{ ...good, interviewer_ids: [m().interviewer.id, m().interviewer.id] }, ['body.interviewer_ids']],
      [
        { ...good, interviewer_ids: Array.from({ length: 21 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`) },
        ['body.interviewer_ids'],
      ],
      [{ ...good, interviewer_ids: ['x'] }, ['body.interviewer_ids.0']],
      [{ ...good, meeting_link: 'not a url' }, ['body.meeting_link']],
      [{ ...good, force: 'yes' }, ['body.force']],
      [{ ...good, status: 'completed' }, ['body.status']],
      [{ ...good, interview_round: undefined }, ['body.interview_round']],
    ]
    for (const [body, expected] of cases) assert422(await h.create(m().admin.token, body), expected, JSON.stringify(body))
  })

  describe('double booking', () => {
    test('an interviewer on an overlapping scheduled interview → 409 naming them and the time; force books anyway', async () => {
      const [a, b] = [await h.application(tenant), await h.application(tenant)]
      const at = nextDay()
      const first = await h.interview(m().admin, {
        application_id: a.id,
        scheduled_at: at(10),
        duration_minutes: 60,
        interviewer_ids: [m().interviewer.id],
      })
      const clash = await h.create(m().admin.token, {
        application_id: b.id,
        interview_round: 'HR',
        scheduled_at: at(10.5),
        duration_minutes: 60,
        interviewer_ids: [m().hiring_manager.id, m().interviewer.id],
      })
      assert.equal(clash.statusCode, 409, clash.body)
      const detail: string = clash.json().detail
      assert.match(detail, /Member interviewer/)
      assert.match(detail, new RegExp(m().interviewer.id))
      assert.match(detail, new RegExp(at(10).replace(/[.]/g, '\\.')))
      assert.match(detail, new RegExp(first.id))
      assert.doesNotMatch(detail, /Member hiring_manager/)

      const forced = await h.create(m().admin.token, {
        application_id: b.id,
        interview_round: 'HR',
        scheduled_at: at(10.5),
        duration_minutes: 60,
        interviewer_ids: [m().interviewer.id],
        force: true,
      })
      assert.equal(forced.statusCode, 201, forced.body)
      const [entry] = await h.audit(tenant, 'interview', forced.json().id)
      assert.equal(entry?.changes.force, true)
    })

    test('touching intervals do not overlap; cancelled, completed and no-show interviews free the time', async () => {
      const app = await h.application(tenant)
      const at = nextDay()
      const who = [m().recruiter.id]
      await h.interview(m().admin, { application_id: app.id, scheduled_at: at(10), duration_minutes: 60, interviewer_ids: who })
      // Ends exactly when the other starts, and starts exactly when it ends.
      await h.interview(m().admin, { application_id: app.id, scheduled_at: at(9), duration_minutes: 60, interviewer_ids: who })
      await h.interview(m().admin, { application_id: app.id, scheduled_at: at(11), duration_minutes: 30, interviewer_ids: who })
      // One minute into the 10:00 interview clashes.
      assert.equal(
        (
          await h.create(m().admin.token, {
            application_id: app.id,
            interview_round: 'x',
            scheduled_at: at(10 + 59 / 60),
            duration_minutes: 5,
            interviewer_ids: who,
          })
        ).statusCode,
        409,
      )
      for (const status of ['cancelled', 'completed', 'no_show']) {
        const hour = { cancelled: 14, completed: 16, no_show: 18 }[status]!
        const held = await h.interview(m().admin, { application_id: app.id, scheduled_at: at(hour), interviewer_ids: who })
        assert.equal((await h.status(m().admin.token, held.id, { status })).statusCode, 200)
        const res = await h.create(m().admin.token, {
          application_id: app.id,
          interview_round: 'x',
          scheduled_at: at(hour),
          duration_minutes: 60,
          interviewer_ids: who,
        })
        assert.equal(res.statusCode, 201, `${status}: ${res.body}`)
      }
    })

    test('two creations for one interviewer at one time, at once: one 201, one 409', RACE, async () => {
      const [a, b] = [await h.application(tenant), await h.application(tenant)]
      const at = nextDay()
      const body = (id: string) => ({
        application_id: id,
        interview_round: 'Race',
        scheduled_at: at(13),
        duration_minutes: 60,
        interviewer_ids: [m().hiring_manager.id],
      })
      for (let round = 0; round < 3; round += 1) {
        const when = at(13 + round * 2)
        const results = await Promise.all([
          h.create(m().admin.token, { ...body(a.id), scheduled_at: when }),
          h.create(m().recruiter.token, { ...body(b.id), scheduled_at: when }),
        ])
        assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 409], results.map((r) => r.body).join('\n'))
      }
      const listed = await h.list(m().admin.token, { interviewer_id: m().hiring_manager.id, from: at(0), to: at(24) })
      assert.equal(listed.json().total, 3)
    })
  })

  describe('listing', () => {
    let app: { id: string; candidate_id: string; job_id: string }
    let made: Interview[]
    let at: (hours: number) => string

    before(async () => {
      app = await h.application(tenant)
      at = nextDay()
      made = []
      // Created in this order; scheduled at 20:00, 08:00 and 16:00 UTC (03:00 next day, 15:00 and 23:00 Vietnam time).
      made.push(await h.interview(m().admin, { application_id: app.id, scheduled_at: at(20), interviewer_ids: [m().interviewer.id] }))
      made.push(await h.interview(m().admin, { application_id: app.id, scheduled_at: at(8), interviewer_ids: [m().hiring_manager.id] }))
      made.push(
        await h.interview(m().admin, {
          application_id: app.id,
          scheduled_at: at(16),
          interviewer_ids: [m().interviewer.id, m().recruiter.id],
        }),
      )
      await spaceOutCreatedAt(
        ctx.database.unguarded,
        'interviews',
        tenant.id,
        made.map((i) => i.id),
      )
      assert.equal((await h.status(m().admin.token, made[1]!.id, { status: 'cancelled' })).statusCode, 200)
    })

    test('the envelope, newest first, filtered by application, candidate and job', async () => {
      for (const query of [{ application_id: app.id }, { candidate_id: app.candidate_id }, { job_id: app.job_id }] as Record<
        string,
        string
      >[]) {
        const res = await h.list(m().admin.token, query)
        assert.equal(res.statusCode, 200, res.body)
        const body = res.json()
        assert.deepEqual(Object.keys(body).sort(), ['items', 'page', 'page_size', 'total'])
        assert.equal(body.total, 3)
        assert.deepEqual(
          body.items.map((i: Interview) => i.id),
          [made[2]!.id, made[1]!.id, made[0]!.id],
        )
        assert.deepEqual(Object.keys(body.items[0]).sort(), INTERVIEW_FIELDS)
      }
      const paged = await h.list(m().admin.token, { application_id: app.id, page: 2, page_size: 2 })
      assert.deepEqual(
        paged.json().items.map((i: Interview) => i.id),
        [made[0]!.id],
      )
      assert.equal(paged.json().total, 3)
    })

    test('filters by interviewer and status', async () => {
      const byInterviewer = await h.list(m().admin.token, { application_id: app.id, interviewer_id: m().interviewer.id })
      assert.deepEqual(
        byInterviewer.json().items.map((i: Interview) => i.id),
        [made[2]!.id, made[0]!.id],
      )
      const cancelled = await h.list(m().admin.token, { application_id: app.id, status: 'cancelled' })
      assert.deepEqual(
        cancelled.json().items.map((i: Interview) => i.id),
        [made[1]!.id],
      )
    })

    test('from is inclusive and to exclusive on scheduled_at; bare dates are Vietnamese days', async () => {
      const ids = async (query: Record<string, string>) =>
        (await h.list(m().admin.token, { application_id: app.id, ...query })).json().items.map((i: Interview) => i.id)
      assert.deepEqual(await ids({ from: at(8), to: at(16) }), [made[1]!.id])
      assert.deepEqual(await ids({ from: at(16) }), [made[2]!.id, made[0]!.id])
      assert.deepEqual(await ids({ to: at(20) }), [made[2]!.id, made[1]!.id])
      // Vietnam day D runs from 17:00Z on D-1 to 17:00Z on D: at(8) and at(16) fall on it, at(20) on D+1.
      const vnDay = at(0).slice(0, 10)
      assert.deepEqual(await ids({ from: vnDay, to: vnDay }), [made[2]!.id, made[1]!.id])
      const nextVnDay = at(24).slice(0, 10)
      assert.deepEqual(await ids({ from: nextVnDay }), [made[0]!.id])
      assert.deepEqual(await ids({ from: '2025-12-31T17:00:00Z', to: nextVnDay }), [made[2]!.id, made[1]!.id, made[0]!.id])
      const offset = await h.list(m().admin.token, { application_id: app.id, from: '2026-01-01T00:00:00+07:00' })
      assert.equal(offset.statusCode, 422, 'an instant must end in Z')
    })

    test('an interviewer sees only the interviews they are on; GET of another is 404', async () => {
      const mine = await h.list(m().interviewer.token, { application_id: app.id })
      assert.equal(mine.statusCode, 200)
      assert.deepEqual(
        mine.json().items.map((i: Interview) => i.id),
        [made[2]!.id, made[0]!.id],
      )
      assert.equal((await h.get(m().interviewer.token, made[0]!.id)).statusCode, 200)
      assert.equal((await h.get(m().interviewer.token, made[1]!.id)).statusCode, 404)
      // Asking for someone else's interviews still shows only their own.
      const others = await h.list(m().interviewer.token, { interviewer_id: m().hiring_manager.id, application_id: app.id })
      assert.equal(others.json().total, 0)
      // Hiring managers see everything.
      assert.equal((await h.list(m().hiring_manager.token, { application_id: app.id })).json().total, 3)
      assert.equal((await h.get(m().hiring_manager.token, made[0]!.id)).statusCode, 200)
    })

    test('bad queries are 422', async () => {
      for (const [query, loc] of [
        [{ page_size: 101 }, 'query.page_size'],
        [{ status: 'done' }, 'query.status'],
        [{ application_id: 'x' }, 'query.application_id'],
        [{ interviewer_id: '42' }, 'query.interviewer_id'],
        [{ from: '1767225600' }, 'query.from'],
        [{ from: '2026-01-01T10:00:00' }, 'query.from'],
        [{ to: '2026-13-01' }, 'query.to'],
        [{ to: '01/02/2026' }, 'query.to'],
      ] as const) {
        const res = await h.list(m().admin.token, query)
        assert.equal(res.statusCode, 422, `${JSON.stringify(query)} ${res.body}`)
        assert.ok(
          res.json().detail.every((d: { loc: string[] }) => d.loc.join('.') === loc),
          res.body,
        )
      }
    })
  })

  test('another company’s interviews are 404 and never listed', async () => {
    const foreignApp = await h.application(other)
    const at = nextDay()
    const foreign = await h.interview(other.admin, {
      application_id: foreignApp.id,
      scheduled_at: at(9),
      interviewer_ids: [other.admin.id],
    })
    assert.equal((await h.get(m().admin.token, foreign.id)).statusCode, 404)
    assert.equal((await h.update(m().admin.token, foreign.id, { comments: 'x' })).statusCode, 404)
    assert.equal((await h.status(m().admin.token, foreign.id, { status: 'cancelled' })).statusCode, 404)
    assert.equal((await h.list(m().admin.token, { application_id: foreignApp.id })).json().total, 0)
    assert.equal((await h.list(m().admin.token, { interviewer_id: other.admin.id })).json().total, 0)
    assert.equal((await h.get(m().admin.token, UNKNOWN_ID)).statusCode, 404)
    const bad = await h.get(m().admin.token, 'not-a-uuid')
    assert422(bad, ['path.id'])
  })

  test('every route answers 401 without a valid token and 403 to the wrong role', async () => {
    const app = await h.application(tenant)
    const at = nextDay()
    const made = await h.interview(m().admin, { application_id: app.id, scheduled_at: at(9), interviewer_ids: [m().interviewer.id] })
    const expired = await expiredToken(ctx.config.jwtSecret, m().admin, tenant.id)
    const routes = [
      { method: 'GET', url: `${API}/interviews`, roles: ALL_ROLES },
      { method: 'GET', url: `${API}/interviews/${made.id}`, roles: ALL_ROLES },
      { method: 'POST', url: `${API}/interviews`, roles: RECRUITING, body: { application_id: app.id } },
      { method: 'PUT', url: `${API}/interviews/${made.id}`, roles: RECRUITING, body: { comments: 'x' } },
      { method: 'POST', url: `${API}/interviews/${made.id}/status`, roles: RECRUITING, body: { status: 'cancelled' } },
      { method: 'POST', url: `${API}/interviews/self-schedule-links`, roles: RECRUITING, body: { application_id: app.id } },
    ] as const
    for (const route of routes) await assertGuarded(ctx.app, route, m(), expired)
    // The refused calls changed nothing.
    assert.equal((await h.get(m().admin.token, made.id)).json().status, 'scheduled')
  })
})
