import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { assert422 } from '../../../test/helpers/assertions.ts'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { setCreatedAt } from '../../../test/helpers/created-at.ts'
import { provisionTenant, tenantWithTeam, type TestTenant } from '../../../test/helpers/factories.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'
import { JOB_READERS, RECRUITING } from '../../platform/auth/roles.ts'
import { RACE } from '../../../test/helpers/database.ts'

const API = '/api/v1'
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const OFFER_NUMBER = /^OFF-\d{4}-\d{4,}$/
const OFFER_FIELDS = [
  'application_id',
  'cancel_reason_code',
  'candidate_id',
  'comments',
  'created_at',
  'created_by',
  'decline_reason_code',
  'department',
  'expiry_date',
  'gross_salary_amount',
  'gross_salary_currency',
  'gross_salary_unit',
  'id',
  'job_id',
  'job_title',
  'offer_number',
  'probation_period',
  'probation_salary_amount',
  'responded_at',
  'sent_at',
  'start_date',
  'status',
  'updated_at',
  'version',
]

type Body = Record<string, unknown>

/** The HTTP steps the tests repeat, bound to one app. */
function client(app: FastifyInstance) {
  let serial = 0
  const h = {
    async application(tenant: TestTenant, job: Body = {}) {
      serial += 1
      const token = tenant.admin.token
      const jobRes = await call(app, 'POST', `${API}/jobs`, {
        token,
        body: { title: 'Backend engineer', department: 'Engineering', ...job },
      })
      assert.equal(jobRes.statusCode, 201, jobRes.body)
      const candidate = await call(app, 'POST', `${API}/candidates`, {
        token,
        body: { full_name: `Candidate ${serial}`, email: `offer-candidate-${serial}-${Date.now()}@example.com` },
      })
      assert.equal(candidate.statusCode, 201, candidate.body)
      const res = await call(app, 'POST', `${API}/applications`, {
        token,
        body: { candidate_id: candidate.json().id, job_id: jobRes.json().id },
      })
      assert.equal(res.statusCode, 201, res.body)
      return res.json() as { id: string; candidate_id: string; job_id: string }
    },
    create: (token: string, body: Body) => call(app, 'POST', `${API}/offers`, { token, body }),
    async offer(tenant: TestTenant, body: Body = {}) {
      const application = await h.application(tenant)
      const res = await h.create(tenant.admin.token, { application_id: application.id, ...body })
      assert.equal(res.statusCode, 201, res.body)
      return { application, offer: res.json() }
    },
    get: (token: string, id: string) => call(app, 'GET', `${API}/offers/${id}`, { token }),
    list: (token: string, query: Record<string, string | number | boolean> = {}) => call(app, 'GET', `${API}/offers`, { token, query }),
    action: (token: string, id: string, action: 'revise' | 'respond' | 'cancel', body: Body, headers?: Record<string, string>) =>
      call(app, 'POST', `${API}/offers/${id}/${action}`, { token, body, headers }),
  }
  return h
}

describe('offers', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: TestTenant
  let token: string
  let h: ReturnType<typeof client>

  before(async () => {
    ctx = await buildTestApp()
    team = await tenantWithTeam(ctx.app)
    other = await provisionTenant(ctx.app)
    token = team.admin.token
    h = client(ctx.app)
  })
  after(() => ctx.close())

  describe('POST /offers', () => {
    test('answers 201 with version 1, pending, a new offer number, sent now; title and department from the job', async () => {
      const application = await h.application(team, { title: 'Data engineer', department: 'Data' })
      const before = Date.now()
      const res = await h.create(team.members.recruiter.token, { application_id: application.id })
      assert.equal(res.statusCode, 201, res.body)
      const body = res.json()
      assert.deepEqual(Object.keys(body).sort(), OFFER_FIELDS)
      assert.equal(body.application_id, application.id)
      assert.equal(body.candidate_id, application.candidate_id)
      assert.equal(body.job_id, application.job_id)
      assert.equal(body.version, 1)
      assert.equal(body.status, 'pending')
      assert.match(body.offer_number, OFFER_NUMBER)
      assert.equal(body.job_title, 'Data engineer')
      assert.equal(body.department, 'Data')
      assert.equal(body.created_by, team.members.recruiter.id)
      for (const field of ['created_at', 'updated_at', 'sent_at']) assert.match(body[field], TIMESTAMP, field)
      assert.ok(Date.parse(body.sent_at) >= before - 1000 && Date.parse(body.sent_at) <= Date.now() + 1000)
      for (const field of [
        'start_date',
        'gross_salary_amount',
        'gross_salary_currency',
        'gross_salary_unit',
        'probation_period',
        'probation_salary_amount',
        'expiry_date',
        'responded_at',
        'decline_reason_code',
        'cancel_reason_code',
        'comments',
      ]) {
        assert.equal(body[field], null, field)
      }
      assert.deepEqual((await h.get(token, body.id)).json(), body, 'GET answers the same')
    })

    test('takes every term; text is trimmed and a null title stays null', async () => {
      const application = await h.application(team)
      const expiry = new Date(Date.now() + 7 * 86400_000).toISOString()
      const res = await h.create(token, {
        application_id: application.id,
        job_title: '  Senior engineer ',
        department: null,
        start_date: '2030-02-01',
        gross_salary_amount: 45_000_000.5,
        gross_salary_currency: 'VND',
        gross_salary_unit: 'per month',
        probation_period: '2 months',
        probation_salary_amount: 38_250_000,
        expiry_date: expiry,
        comments: 'Includes a signing bonus',
      })
      assert.equal(res.statusCode, 201, res.body)
      const body = res.json()
      assert.deepEqual(
        [body.job_title, body.department, body.start_date, body.gross_salary_amount, body.gross_salary_currency, body.gross_salary_unit],
        ['Senior engineer', null, '2030-02-01', 45_000_000.5, 'VND', 'per month'],
      )
      assert.deepEqual(
        [body.probation_period, body.probation_salary_amount, body.expiry_date, body.comments],
        ['2 months', 38_250_000, expiry, 'Includes a signing bonus'],
      )
    })

    test('malformed input answers 422 naming each field', async () => {
      const application = await h.application(team)
      const id = application.id
      assert422(await h.create(token, {}), ['body.application_id'])
      assert422(await h.create(token, { application_id: 'nope' }), ['body.application_id'])
      assert422(await h.create(token, { application_id: id, salary: 1 }), ['body.salary'])
      const cases: [Body, string][] = [
        [{ start_date: '2030-02-30' }, 'body.start_date'],
        [{ start_date: '01/02/2030' }, 'body.start_date'],
        [{ start_date: '2030-02-01T00:00:00Z' }, 'body.start_date'],
        [{ gross_salary_currency: 'usd' }, 'body.gross_salary_currency'],
        [{ gross_salary_currency: 'US' }, 'body.gross_salary_currency'],
        [{ gross_salary_amount: -1 }, 'body.gross_salary_amount'],
        [{ gross_salary_amount: '1000' }, 'body.gross_salary_amount'],
        [{ probation_salary_amount: -0.5 }, 'body.probation_salary_amount'],
        [{ expiry_date: '2030-01-01T10:00:00' }, 'body.expiry_date'],
        [{ expiry_date: 1893456000 }, 'body.expiry_date'],
        [{ expiry_date: '2030-13-01T00:00:00Z' }, 'body.expiry_date'],
        [{ expiry_date: '2020-01-01T00:00:00.000Z' }, 'body.expiry_date'],
        [{ job_title: '   ' }, 'body.job_title'],
        [{ comments: 'x'.repeat(5001) }, 'body.comments'],
      ]
      for (const [body, loc] of cases) assert422(await h.create(token, { application_id: id, ...body }), [loc], JSON.stringify(body))
      assert.equal((await h.list(token, { application_id: id })).json().total, 0, 'nothing was created')
    })

    test('an unknown, removed or other company’s application is a 422 on application_id', async () => {
      const theirs = await h.application(other)
      const removed = await h.application(team)
      assert.equal((await call(ctx.app, 'DELETE', `${API}/applications/${removed.id}`, { token })).statusCode, 204)
      for (const id of [UNKNOWN_ID, theirs.id, removed.id]) {
        const res = await h.create(token, { application_id: id })
        assert422(res, ['body.application_id'], id)
        assert.equal(res.json().detail[0].type, 'not_found')
      }
    })

    test('409 unless the application is active, and when it already has an offer', async () => {
      const rejected = await h.application(team)
      const reject = await call(ctx.app, 'POST', `${API}/applications/${rejected.id}/status`, {
        token,
        body: { status: 'rejected', rejection_reason_code: 'failed_assessment' },
      })
      assert.equal(reject.statusCode, 200, reject.body)
      const hired = await h.application(team)
      assert.equal(
        (await call(ctx.app, 'POST', `${API}/applications/${hired.id}/status`, { token, body: { status: 'hired' } })).statusCode,
        200,
      )
      for (const application of [rejected, hired]) {
        const res = await h.create(token, { application_id: application.id })
        assert.equal(res.statusCode, 409, res.body)
      }
      const { application } = await h.offer(team)
      const again = await h.create(token, { application_id: application.id })
      assert.equal(again.statusCode, 409)
      assert.match(again.json().detail, /revise/)
    })

    test('two creations for one application at once: one 201, one 409', RACE, async () => {
      const application = await h.application(team)
      const results = await Promise.all([1, 2].map(() => h.create(token, { application_id: application.id })))
      assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 409], results.map((r) => r.body).join('\n'))
      assert.equal((await h.list(token, { application_id: application.id })).json().total, 1)
    })

    test('offer numbers are distinct per version and count per company', async () => {
      const tenant = await provisionTenant(ctx.app)
      const year = new Date(Date.now() + 7 * 3600_000).getUTCFullYear()
      const first = await h.offer(tenant)
      const second = await h.offer(tenant)
      assert.equal(first.offer.offer_number, `OFF-${year}-0001`)
      assert.equal(second.offer.offer_number, `OFF-${year}-0002`)
      const revised = await h.action(tenant.admin.token, first.offer.id, 'revise', {})
      assert.equal(revised.json().offer_number, `OFF-${year}-0003`)
    })

    test('writes an audit entry', async () => {
      const { application, offer } = await h.offer(team, { gross_salary_amount: 1000, comments: 'private note' })
      const log = (await call(ctx.app, 'GET', `${API}/audit-logs`, { token, query: { resource_id: offer.id } })).json().items
      assert.equal(log.length, 1)
      assert.equal(log[0].action, 'offer.created')
      assert.equal(log[0].resource_type, 'offer')
      assert.equal(log[0].actor_id, team.admin.id)
      assert.equal(log[0].changes.application_id, application.id)
      assert.equal(log[0].changes.offer_number, offer.offer_number)
      assert.equal(log[0].changes.gross_salary_amount, 1000)
      assert.equal(log[0].changes.has_comments, true)
      assert.doesNotMatch(JSON.stringify(log[0].changes), /private note/)
    })
  })

  describe('GET /offers', () => {
    test('lists every version newest first, filtered by application, candidate, job, status and latest_only', async () => {
      const a = await h.offer(team)
      const revised = await h.action(token, a.offer.id, 'revise', { gross_salary_amount: 2000 })
      assert.equal(revised.statusCode, 201, revised.body)
      const b = await h.offer(team)
      // Offers made one after the other may share a millisecond: give a's two versions distinct
      // instants before b's, so that every order below is decided by created_at alone.
      const T = Date.parse(b.offer.created_at)
      await setCreatedAt(ctx.database.unguarded, 'offers', team.id, { id: a.offer.id }, new Date(T - 2000))
      await setCreatedAt(ctx.database.unguarded, 'offers', team.id, { id: revised.json().id }, new Date(T - 1000))
      const ids = (query: Record<string, string | number | boolean>) =>
        h.list(token, query).then((r) => {
          assert.equal(r.statusCode, 200, r.body)
          return r.json().items.map((o: { id: string }) => o.id)
        })
      assert.deepEqual(await ids({ application_id: a.application.id }), [revised.json().id, a.offer.id])
      assert.deepEqual(await ids({ candidate_id: a.application.candidate_id }), [revised.json().id, a.offer.id])
      assert.deepEqual(await ids({ job_id: b.application.job_id }), [b.offer.id])
      assert.deepEqual(await ids({ application_id: a.application.id, latest_only: true }), [revised.json().id])
      assert.deepEqual(await ids({ application_id: a.application.id, status: 'cancelled' }), [a.offer.id])
      assert.deepEqual(await ids({ application_id: a.application.id, status: 'pending' }), [revised.json().id])
      const all = (await h.list(token, { page_size: 100 })).json()
      assert.equal(all.page, 1)
      assert.equal(all.page_size, 100)
      // created_at descending, ties broken by id descending (the repository's order), pair by pair.
      const items = all.items as { id: string; created_at: string }[]
      for (let i = 1; i < items.length; i++) {
        const [x, y] = [items[i - 1]!, items[i]!]
        const ordered = x.created_at > y.created_at || (x.created_at === y.created_at && x.id > y.id)
        assert.ok(ordered, `offer ${i - 1} (${x.created_at} ${x.id}) should come before offer ${i} (${y.created_at} ${y.id})`)
      }
      assert.equal(all.items[0].id, b.offer.id)
      const listed = items.map((o) => o.id)
      assert.ok(listed.indexOf(revised.json().id) < listed.indexOf(a.offer.id), 'the revision before the version it replaced')
      const latest = (await h.list(token, { latest_only: true, page_size: 100 })).json()
      assert.ok(all.total <= 100)
      assert.equal(latest.total, new Set(all.items.map((o: { application_id: string }) => o.application_id)).size, 'one per application')
      assert.ok(!latest.items.some((o: { id: string }) => o.id === a.offer.id))
      const paged = (await h.list(token, { page_size: 1, page: 2 })).json()
      assert.equal(paged.total, all.total)
      assert.equal(paged.items[0].id, all.items[1].id)
    })

    test('malformed filters answer 422', async () => {
      assert422(await h.list(token, { page_size: 101 }), ['query.page_size'])
      assert422(await h.list(token, { status: 'expired' }), ['query.status'])
      assert422(await h.list(token, { latest_only: 'perhaps' }), ['query.latest_only'])
      assert422(await h.list(token, { job_id: 'x' }), ['query.job_id'])
    })

    test('never shows another company’s offers', async () => {
      const theirs = await h.offer(other)
      const res = await h.list(token, { application_id: theirs.application.id })
      assert.equal(res.json().total, 0)
      assert.equal((await h.list(other.admin.token)).json().total, 1)
    })
  })

  describe('one offer', () => {
    test('another company’s or an unknown offer is 404 on every route; a malformed id is 422', async () => {
      const theirs = await h.offer(other)
      for (const id of [theirs.offer.id, UNKNOWN_ID]) {
        assert.equal((await h.get(token, id)).statusCode, 404)
        assert.equal((await h.action(token, id, 'revise', {})).statusCode, 404)
        assert.equal((await h.action(token, id, 'respond', { status: 'accepted' })).statusCode, 404)
        assert.equal((await h.action(token, id, 'cancel', { cancel_reason_code: 'other' })).statusCode, 404)
      }
      assert.equal((await h.get(other.admin.token, theirs.offer.id)).json().status, 'pending', 'untouched')
      assert422(await h.get(token, 'not-a-uuid'), ['path.id'])
    })

    test('hiring managers read offers; writes need admin or recruiter; 401 and 403 on every route', async () => {
      const { application, offer } = await h.offer(team)
      assert.equal((await h.get(team.members.hiring_manager.token, offer.id)).statusCode, 200)
      assert.equal((await h.list(team.members.hiring_manager.token)).statusCode, 200)
      const expired = await expiredToken(ctx.config.jwtSecret, team.admin, team.id)
      const routes = [
        { method: 'GET' as const, url: `${API}/offers`, roles: JOB_READERS },
        { method: 'GET' as const, url: `${API}/offers/${offer.id}`, roles: JOB_READERS },
        { method: 'POST' as const, url: `${API}/offers`, body: { application_id: application.id }, roles: RECRUITING },
        { method: 'POST' as const, url: `${API}/offers/${offer.id}/revise`, body: {}, roles: RECRUITING },
        { method: 'POST' as const, url: `${API}/offers/${offer.id}/respond`, body: { status: 'accepted' }, roles: RECRUITING },
        { method: 'POST' as const, url: `${API}/offers/${offer.id}/cancel`, body: { cancel_reason_code: 'other' }, roles: RECRUITING },
      ]
      for (const route of routes) await assertGuarded(ctx.app, route, team.members, expired)
      assert.deepEqual((await h.get(token, offer.id)).json(), offer, 'no refused call changed it')
      assert.equal((await h.list(token, { application_id: application.id })).json().total, 1)
    })

    test('the routes are in the OpenAPI document with their error responses', async () => {
      const doc = (await call(ctx.app, 'GET', `${API}/openapi.json`)).json()
      const revise = doc.paths['/api/v1/offers/{id}/revise'].post
      assert.ok(revise.summary)
      assert.deepEqual(Object.keys(revise.responses).sort(), ['201', '401', '403', '404', '409', '412', '422', '429'])
      for (const path of ['/api/v1/offers', '/api/v1/offers/{id}', '/api/v1/offers/{id}/respond', '/api/v1/offers/{id}/cancel']) {
        assert.ok(doc.paths[path], path)
      }
    })
  })
})
