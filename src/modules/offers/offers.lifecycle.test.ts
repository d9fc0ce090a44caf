import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { provisionTenant, tenantWithTeam, type TestTenant } from '../../../test/helpers/factories.ts'
import { OFFER_CANCEL_REASONS, OFFER_DECLINE_REASONS } from './offers.port.ts'
import { RACE } from '../../../test/helpers/database.ts'

const API = '/api/v1'
const HOUR = 3600_000
const START = Date.parse('2027-03-02T01:00:00.000Z')

type Body = Record<string, unknown>
interface Offer {
  id: string
  application_id: string
  candidate_id: string
  version: number
  offer_number: string
  status: string
  decline_reason_code: string | null
  cancel_reason_code: string | null
  responded_at: string | null
  expiry_date: string | null
  sent_at: string
  updated_at: string
  [field: string]: unknown
}

function assert422(res: LightMyRequestResponse, loc: string, label = '') {
  assert.equal(res.statusCode, 422, `${label} ${res.body}`)
  assert.deepEqual(
    res.json().detail.map((d: { loc: string[] }) => d.loc.join('.')),
    [loc],
    label,
  )
}

function client(app: FastifyInstance) {
  let serial = 0
  const h = {
    async application(tenant: TestTenant) {
      serial += 1
      const token = tenant.admin.token
      const job = await call(app, 'POST', `${API}/jobs`, { token, body: { title: 'Designer', department: 'Product' } })
      const candidate = await call(app, 'POST', `${API}/candidates`, {
        token,
        body: { full_name: `Candidate ${serial}`, email: `lifecycle-${serial}-${Date.now()}@example.com` },
      })
      const res = await call(app, 'POST', `${API}/applications`, {
        token,
        body: { candidate_id: candidate.json().id, job_id: job.json().id },
      })
      assert.equal(res.statusCode, 201, res.body)
      return res.json() as { id: string; candidate_id: string }
    },
    async offer(tenant: TestTenant, body: Body = {}): Promise<Offer> {
      const application = await h.application(tenant)
      const res = await call(app, 'POST', `${API}/offers`, { token: tenant.admin.token, body: { application_id: application.id, ...body } })
      assert.equal(res.statusCode, 201, res.body)
      return res.json()
    },
    get: async (token: string, id: string): Promise<Offer> => (await call(app, 'GET', `${API}/offers/${id}`, { token })).json(),
    action: (token: string, id: string, action: 'revise' | 'respond' | 'cancel', body: Body, headers?: Record<string, string>) =>
      call(app, 'POST', `${API}/offers/${id}/${action}`, { token, body, headers }),
    async audit(token: string, resourceId: string) {
      const res = await call(app, 'GET', `${API}/audit-logs`, { token, query: { resource_id: resourceId } })
      assert.equal(res.statusCode, 200, res.body)
      return res.json().items as { action: string; actor_id: string; changes: Record<string, unknown> }[]
    },
  }
  return h
}

describe('an offer’s life', () => {
  let ctx: TestApp
  let clock = START
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let token: string
  let h: ReturnType<typeof client>
  const iso = (ms: number) => new Date(ms).toISOString()

  before(async () => {
    ctx = await buildTestApp(undefined, { deps: { now: () => clock } })
    team = await tenantWithTeam(ctx.app)
    token = team.members.recruiter.token
    h = client(ctx.app)
  })
  after(() => ctx.close())

  // Access tokens live 24 hours on the same clock: every test keeps within that day.

  test('a version chain: each revision copies the terms, cancels the pending one before it, and only the newest can act', async () => {
    const v1 = await h.offer(team, {
      gross_salary_amount: 1000,
      gross_salary_currency: 'USD',
      probation_period: '2 months',
      comments: 'First',
    })
    assert.equal(v1.sent_at, iso(clock))
    clock += 1000
    const r2 = await h.action(token, v1.id, 'revise', { gross_salary_amount: 1200, comments: null })
    assert.equal(r2.statusCode, 201, r2.body)
    const v2: Offer = r2.json()
    clock += 1000
    const r3 = await h.action(token, v2.id, 'revise', { start_date: '2027-05-01', probation_period: '1 month' })
    assert.equal(r3.statusCode, 201, r3.body)
    const v3: Offer = r3.json()

    assert.deepEqual([v1.version, v2.version, v3.version], [1, 2, 3])
    assert.equal(new Set([v1.offer_number, v2.offer_number, v3.offer_number]).size, 3)
    assert.deepEqual([v2.status, v3.status], ['pending', 'pending'])
    assert.deepEqual([v2.sent_at, v3.sent_at], [iso(START + 1000), iso(START + 2000)])
    assert.equal(v3.created_by, team.members.recruiter.id)
    for (const v of [v2, v3])
      assert.deepEqual([v.application_id, v.candidate_id, v.job_id], [v1.application_id, v1.candidate_id, v1.job_id])
    const terms = (o: Offer) => [o.gross_salary_amount, o.gross_salary_currency, o.probation_period, o.start_date, o.comments, o.job_title]
    assert.deepEqual(terms(v2), [1200, 'USD', '2 months', null, null, 'Designer'])
    assert.deepEqual(terms(v3), [1200, 'USD', '1 month', '2027-05-01', null, 'Designer'])
    for (const old of [await h.get(token, v1.id), await h.get(token, v2.id)]) {
      assert.deepEqual([old.status, old.cancel_reason_code, old.responded_at], ['cancelled', null, null], `version ${old.version}`)
    }

    // Older versions accept no action, whatever their status.
    for (const old of [v1, v2]) {
      for (const [action, body] of [
        ['revise', {}],
        ['respond', { status: 'accepted' }],
        ['cancel', { cancel_reason_code: 'other' }],
      ] as const) {
        const res = await h.action(token, old.id, action, body)
        assert.equal(res.statusCode, 409, `${action} on version ${old.version}: ${res.body}`)
      }
    }

    clock += 1000
    const accepted = await h.action(token, v3.id, 'respond', { status: 'accepted' })
    assert.equal(accepted.statusCode, 200, accepted.body)
    assert.deepEqual(
      [accepted.json().status, accepted.json().responded_at, accepted.json().decline_reason_code],
      ['accepted', iso(clock), null],
    )
    const application = (await call(ctx.app, 'GET', `${API}/applications/${v1.application_id}`, { token })).json()
    assert.equal(application.offer_accepted_at, iso(clock))

    // An accepted offer is final.
    assert.equal((await h.action(token, v3.id, 'revise', {})).statusCode, 409)
    assert.equal((await h.action(token, v3.id, 'respond', { status: 'declined', decline_reason_code: 'other' })).statusCode, 409)
    assert.equal((await h.action(token, v3.id, 'cancel', { cancel_reason_code: 'other' })).statusCode, 409)
    assert.equal((await h.get(token, v3.id)).status, 'accepted')

    const list = (await call(ctx.app, 'GET', `${API}/offers`, { token, query: { application_id: v1.application_id } })).json()
    assert.deepEqual(
      list.items.map((o: Offer) => [o.version, o.status]),
      [
        [3, 'accepted'],
        [2, 'cancelled'],
        [1, 'cancelled'],
      ],
    )

    // Audit: the creation, each revision naming the version it cancelled, the acceptance.
    assert.deepEqual((await h.audit(team.admin.token, v1.id)).map((e) => e.action).sort(), ['offer.cancelled', 'offer.created'])
    const revised = (await h.audit(team.admin.token, v2.id)).find((e) => e.action === 'offer.revised')!
    assert.equal(revised.actor_id, team.members.recruiter.id)
    assert.deepEqual(
      [revised.changes.previous_offer_id, revised.changes.version, revised.changes.previous_cancelled, revised.changes.gross_salary_amount],
      [v1.id, 2, true, 1200],
    )
    const superseded = (await h.audit(team.admin.token, v1.id)).find((e) => e.action === 'offer.cancelled')!
    assert.deepEqual(superseded.changes, { from: 'pending', to: 'cancelled', superseded_by: v2.id })
    const acceptance = (await h.audit(team.admin.token, v3.id)).find((e) => e.action === 'offer.accepted')!
    assert.deepEqual(acceptance.changes, { from: 'pending', to: 'accepted', responded_at: iso(clock), application_id: v1.application_id })
  })

  test('declining takes each reason of the list, and a counter-offer may follow; the application is not stamped', async () => {
    for (const reason of OFFER_DECLINE_REASONS) {
      const offer = await h.offer(team)
      const res = await h.action(token, offer.id, 'respond', { status: 'declined', decline_reason_code: reason })
      assert.equal(res.statusCode, 200, res.body)
      const body = res.json()
      assert.deepEqual(
        [body.status, body.decline_reason_code, body.responded_at, body.cancel_reason_code],
        ['declined', reason, iso(clock), null],
      )
      const entry = (await h.audit(team.admin.token, offer.id)).find((e) => e.action === 'offer.declined')!
      assert.equal(entry.changes.decline_reason_code, reason)
      const application = (await call(ctx.app, 'GET', `${API}/applications/${offer.application_id}`, { token })).json()
      assert.equal(application.offer_accepted_at, null)
      if (reason === 'compensation') {
        const counter = await h.action(token, offer.id, 'revise', { gross_salary_amount: 5000 })
        assert.equal(counter.statusCode, 201, counter.body)
        assert.deepEqual([counter.json().version, counter.json().status], [2, 'pending'])
        const declined = await h.get(token, offer.id)
        assert.deepEqual([declined.status, declined.decline_reason_code], ['declined', 'compensation'], 'the refusal stays on record')
        assert.equal((await h.audit(team.admin.token, counter.json().id))[0]!.changes.previous_cancelled, false)
      }
    }
  })

  test('cancelling takes each reason of the list; a cancelled offer can be re-issued but not answered', async () => {
    for (const reason of OFFER_CANCEL_REASONS) {
      const offer = await h.offer(team)
      const res = await h.action(token, offer.id, 'cancel', { cancel_reason_code: reason })
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual([res.json().status, res.json().cancel_reason_code, res.json().responded_at], ['cancelled', reason, null])
      const entry = (await h.audit(team.admin.token, offer.id)).find((e) => e.action === 'offer.cancelled')!
      assert.deepEqual(entry.changes, { from: 'pending', to: 'cancelled', cancel_reason_code: reason })
      assert.equal((await h.action(token, offer.id, 'respond', { status: 'accepted' })).statusCode, 409)
      assert.equal((await h.action(token, offer.id, 'cancel', { cancel_reason_code: reason })).statusCode, 409)
    }
    const offer = await h.offer(team)
    await h.action(token, offer.id, 'cancel', { cancel_reason_code: 'business_decision' })
    const reissued = await h.action(token, offer.id, 'revise', {})
    assert.equal(reissued.statusCode, 201, reissued.body)
    assert.equal((await h.get(token, offer.id)).cancel_reason_code, 'business_decision')
  })

  test('malformed responses and cancellations answer 422 and change nothing', async () => {
    const offer = await h.offer(team)
    const respond = (body: Body) => h.action(token, offer.id, 'respond', body)
    assert422(await respond({ status: 'declined' }), 'body.decline_reason_code')
    assert422(await respond({ status: 'accepted', decline_reason_code: 'other' }), 'body.decline_reason_code')
    assert422(await respond({ status: 'declined', decline_reason_code: 'too_far' }), 'body.decline_reason_code')
    assert422(await respond({ status: 'pending' }), 'body.status')
    assert422(await respond({ status: 'cancelled' }), 'body.status')
    assert422(await respond({}), 'body.status')
    assert422(await respond({ status: 'accepted', note: 'x' }), 'body.note')
    const cancel = (body: Body) => h.action(token, offer.id, 'cancel', body)
    assert422(await cancel({}), 'body.cancel_reason_code')
    assert422(await cancel({ cancel_reason_code: 'no_response' }), 'body.cancel_reason_code')
    const revise = (body: Body) => h.action(token, offer.id, 'revise', body)
    assert422(await revise({ application_id: offer.application_id }), 'body.application_id')
    assert422(await revise({ start_date: '2027-02-29' }), 'body.start_date')
    assert422(await revise({ expiry_date: iso(clock - 1) }), 'body.expiry_date')
    assert422(await revise({ expiry_date: iso(clock) }), 'body.expiry_date')
    assert422(await revise({ gross_salary_currency: 'dong' }), 'body.gross_salary_currency')
    const unchanged = await h.get(token, offer.id)
    assert.deepEqual([unchanged.status, unchanged.updated_at], ['pending', offer.updated_at])
    assert.equal((await call(ctx.app, 'GET', `${API}/offers`, { token, query: { application_id: offer.application_id } })).json().total, 1)
  })

  test('If-Unmodified-Since: an older time is 412 on revise, respond and cancel; the time read is accepted', async () => {
    const offer = await h.offer(team)
    const stale = { 'if-unmodified-since': iso(Date.parse(offer.updated_at) - 1) }
    assert.equal((await h.action(token, offer.id, 'revise', {}, stale)).statusCode, 412)
    assert.equal((await h.action(token, offer.id, 'respond', { status: 'accepted' }, stale)).statusCode, 412)
    assert.equal((await h.action(token, offer.id, 'cancel', { cancel_reason_code: 'other' }, stale)).statusCode, 412)
    assert422(
      await h.action(token, offer.id, 'cancel', { cancel_reason_code: 'other' }, { 'if-unmodified-since': 'yesterday' }),
      'header.if-unmodified-since',
    )
    const fresh = await h.action(token, offer.id, 'cancel', { cancel_reason_code: 'other' }, { 'if-unmodified-since': offer.updated_at })
    assert.equal(fresh.statusCode, 200, fresh.body)
    assert.ok(Date.parse(fresh.json().updated_at) > Date.parse(offer.updated_at))
  })

  test('two revisions of one offer at once: one 201, one 409, and the old version is cancelled once', RACE, async () => {
    const offer = await h.offer(team)
    const results = await Promise.all([1, 2].map((n) => h.action(token, offer.id, 'revise', { comments: `attempt ${n}` })))
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 409], results.map((r) => r.body).join('\n'))
    const versions = (await call(ctx.app, 'GET', `${API}/offers`, { token, query: { application_id: offer.application_id } })).json()
    assert.deepEqual(
      versions.items.map((o: Offer) => [o.version, o.status]),
      [
        [2, 'pending'],
        [1, 'cancelled'],
      ],
    )
    assert.equal((await h.audit(team.admin.token, offer.id)).filter((e) => e.action === 'offer.cancelled').length, 1)
  })

  test('once the application is removed its offers stay readable but no longer change (409)', async () => {
    const offer = await h.offer(team)
    assert.equal((await call(ctx.app, 'DELETE', `${API}/applications/${offer.application_id}`, { token })).statusCode, 204)
    assert.equal((await h.action(token, offer.id, 'revise', {})).statusCode, 409)
    assert.equal((await h.action(token, offer.id, 'respond', { status: 'accepted' })).statusCode, 409)
    assert.equal((await h.action(token, offer.id, 'cancel', { cancel_reason_code: 'other' })).statusCode, 409)
    assert.equal((await h.get(token, offer.id)).status, 'pending')
  })

  test('once the application is rejected no new version or acceptance (409); the candidate may still decline', async () => {
    const offer = await h.offer(team)
    const rejected = await call(ctx.app, 'POST', `${API}/applications/${offer.application_id}/status`, {
      token,
      body: { status: 'rejected', rejection_reason_code: 'other' },
    })
    assert.equal(rejected.statusCode, 200, rejected.body)
    assert.equal((await h.action(token, offer.id, 'revise', {})).statusCode, 409)
    assert.equal((await h.action(token, offer.id, 'respond', { status: 'accepted' })).statusCode, 409)
    assert.equal((await h.get(token, offer.id)).status, 'pending')
    const declined = await h.action(token, offer.id, 'respond', { status: 'declined', decline_reason_code: 'other' })
    assert.equal(declined.statusCode, 200, declined.body)
  })

  test('past its expiry_date a pending offer reads as declined for no response, everywhere, without being rewritten', async () => {
    const deadline = clock + 2 * HOUR
    const offer = await h.offer(team, { expiry_date: iso(deadline) })
    const list = async (status: string) =>
      (await call(ctx.app, 'GET', `${API}/offers`, { token, query: { application_id: offer.application_id, status } }))
        .json()
        .items.map((o: Offer) => o.id)

    clock = deadline - 1
    assert.equal((await h.get(token, offer.id)).status, 'pending')
    assert.deepEqual(await list('pending'), [offer.id])

    clock = deadline
    const expired = await h.get(token, offer.id)
    assert.deepEqual(
      [expired.status, expired.decline_reason_code, expired.responded_at, expired.updated_at],
      ['declined', 'no_response', iso(deadline), offer.updated_at],
    )
    assert.deepEqual(await list('declined'), [offer.id])
    assert.deepEqual(await list('pending'), [])
    const listed = (await call(ctx.app, 'GET', `${API}/offers`, { token, query: { application_id: offer.application_id } })).json().items[0]
    assert.deepEqual(listed, expired)

    const answer = await h.action(token, offer.id, 'respond', { status: 'accepted' })
    assert.equal(answer.statusCode, 409)
    assert.match(answer.json().detail, /declined/)
    assert.equal((await h.action(token, offer.id, 'cancel', { cancel_reason_code: 'other' })).statusCode, 409)

    // A new version needs a deadline that has not passed; the expired one stays declined.
    assert422(await h.action(token, offer.id, 'revise', { gross_salary_amount: 10 }), 'body.expiry_date')
    const renewed = await h.action(token, offer.id, 'revise', { expiry_date: iso(clock + 4 * HOUR) })
    assert.equal(renewed.statusCode, 201, renewed.body)
    assert.deepEqual([renewed.json().version, renewed.json().status, renewed.json().decline_reason_code], [2, 'pending', null])
    assert.deepEqual(await h.get(token, offer.id), expired, 'the expired version was not cancelled')
    const noDeadline = await h.offer(team, { expiry_date: iso(clock + HOUR) })
    const cleared = await h.action(token, noDeadline.id, 'revise', { expiry_date: null })
    assert.equal(cleared.json().expiry_date, null)
    clock += 2 * HOUR
    assert.equal((await h.get(token, cleared.json().id)).status, 'pending', 'no deadline, no expiry')
    assert.equal((await h.get(token, noDeadline.id)).status, 'cancelled', 'superseded before its deadline')
  })

  test('the merge step re-points the offers of one candidate to another, in one company only', async () => {
    const offer = await h.offer(team)
    const into = await call(ctx.app, 'POST', `${API}/candidates`, {
      token,
      body: { full_name: 'Kept record', email: `kept-${Date.now()}@example.com` },
    })
    const other = await provisionTenant(ctx.app)
    const { offers } = ctx.app.services
    await ctx.database.db.transaction().execute((trx) => offers.moveCandidate(trx, other.id, offer.candidate_id, into.json().id))
    assert.equal((await h.get(token, offer.id)).candidate_id, offer.candidate_id, 'another company’s merge touches nothing here')
    await ctx.database.db.transaction().execute((trx) => offers.moveCandidate(trx, team.id, offer.candidate_id, into.json().id))
    const moved = await h.get(token, offer.id)
    assert.equal(moved.candidate_id, into.json().id)
    assert.ok(Date.parse(moved.updated_at) > Date.parse(offer.updated_at))
  })

  test('offer numbers take the year in Vietnam time', async () => {
    const saved = clock
    clock = Date.parse('2027-12-31T17:00:00.000Z') // 00:00 on 1 January 2028 in Vietnam
    try {
      const tenant = await provisionTenant(ctx.app)
      const offer = await h.offer(tenant)
      assert.equal(offer.offer_number, 'OFF-2028-0001')
    } finally {
      clock = saved
    }
  })
})
