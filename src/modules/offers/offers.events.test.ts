import assert from 'node:assert/strict'
import { before, describe, test } from 'node:test'
import { call } from '../../../test/helpers/app.ts'
import { tenantWithTeam } from '../../../test/helpers/factories.ts'
import { ONE_APPLICATION, runImport } from '../../../test/helpers/imports.ts'
import { recruitingClient, type RecruitingClient } from '../../../test/helpers/recruiting.ts'
import { eventsSuite, listeningTenant, queuedEvents } from '../../../test/helpers/webhooks.ts'

const API = '/api/v1'
const EVENTS = ['offer.created', 'offer.updated']
const DAY = 24 * 3600 * 1000

interface Offer {
  id: string
  application_id: string
  candidate_id: string
  version: number
  status: string
  comments: string | null
  updated_at: string
  [field: string]: unknown
}

describe('offers: webhook events', () => {
  const ctx = eventsSuite({ types: EVENTS, tenant: tenantWithTeam, current, onlyTheseTypes: true })
  let h: RecruitingClient
  let token: string
  before(() => {
    h = recruitingClient(ctx.app)
    token = ctx.tenant.members.recruiter.token
  })

  const get = (id: string) => call(ctx.app, 'GET', `${API}/offers/${id}`, { token })

  /** The offer version as GET /offers/{id} answers it now: what an event about it carries. */
  async function current(id: string): Promise<Offer> {
    const res = await get(id)
    assert.equal(res.statusCode, 200, res.body)
    return res.json()
  }

  const expiry = () => new Date(Date.now() + 10 * DAY).toISOString()

  async function offer(body: Record<string, unknown> = {}) {
    const { app, candidate } = await h.application(ctx.tenant)
    const res = await call(ctx.app, 'POST', `${API}/offers`, {
      token,
      body: {
        application_id: app.id,
        start_date: '2031-02-01',
        gross_salary_amount: 40_000_000,
        gross_salary_currency: 'VND',
        expiry_date: expiry(),
        comments: 'Negotiable on start date',
        ...body,
      },
    })
    assert.equal(res.statusCode, 201, res.body)
    const made = res.json() as Offer
    await ctx.events.assertAnnounced('offer.created', made.id)
    return { made, candidate }
  }
  const act = (id: string, action: 'revise' | 'respond' | 'cancel', body: Record<string, unknown>, headers?: Record<string, string>) =>
    call(ctx.app, 'POST', `${API}/offers/${id}/${action}`, { token, body, headers })

  test('POST /offers: offer.created with version 1 as GET shows it', async () => {
    const { made } = await offer()
    const shown = (await get(made.id)).json()
    assert.equal(shown.version, 1)
    assert.equal(shown.gross_salary_amount, 40_000_000)
    assert.equal(shown.start_date, '2031-02-01')
  })

  test('revising a pending offer: offer.updated for the new version, and for the one it cancelled', async () => {
    const { made } = await offer()
    const res = await act(made.id, 'revise', { gross_salary_amount: 45_000_000 })
    assert.equal(res.statusCode, 201, res.body)
    const next = await ctx.events.assertAnnounced('offer.updated', res.json().id)
    assert.deepEqual([next.version, next.status, next.gross_salary_amount], [2, 'pending', 45_000_000])
    assert.equal((await ctx.events.assertAnnounced('offer.updated', made.id)).status, 'cancelled')
  })

  test('responses and withdrawal: accepted, declined and cancelled each send offer.updated', async () => {
    const accepted = (await offer()).made
    const yes = await act(accepted.id, 'respond', { status: 'accepted' })
    assert.equal(yes.statusCode, 200, yes.body)
    assert.equal((await ctx.events.assertAnnounced('offer.updated', accepted.id)).status, 'accepted')

    const declined = (await offer()).made
    const no = await act(declined.id, 'respond', { status: 'declined', decline_reason_code: 'compensation' })
    assert.equal(no.statusCode, 200, no.body)
    const event = await ctx.events.assertAnnounced('offer.updated', declined.id)
    assert.deepEqual([event.status, event.decline_reason_code], ['declined', 'compensation'])

    // A counter-offer after a refusal: the declined version stays as it was, so only the new one is announced.
    const counter = await act(declined.id, 'revise', { gross_salary_amount: 50_000_000 })
    assert.equal(counter.statusCode, 201, counter.body)
    await ctx.events.assertAnnounced('offer.updated', counter.json().id)
    await ctx.events.assertSilent(declined.id)

    const withdrawn = await act(counter.json().id, 'cancel', { cancel_reason_code: 'business_decision' })
    assert.equal(withdrawn.statusCode, 200, withdrawn.body)
    const cancelled = await ctx.events.assertAnnounced('offer.updated', counter.json().id)
    assert.deepEqual([cancelled.status, cancelled.cancel_reason_code], ['cancelled', 'business_decision'])
  })

  test('refused changes send nothing: 409 illegal transition or older version, 412 stale precondition, 422', async () => {
    const { made } = await offer()
    const noReason = await act(made.id, 'respond', { status: 'declined' })
    assert.equal(noReason.statusCode, 422, noReason.body)
    const pastExpiry = await act(made.id, 'revise', { expiry_date: new Date(Date.now() - DAY).toISOString() })
    assert.equal(pastExpiry.statusCode, 422, pastExpiry.body)
    await ctx.events.assertSilent(made.id)

    const revised = await act(made.id, 'revise', { comments: 'Final terms' })
    assert.equal(revised.statusCode, 201, revised.body)
    const latest = await ctx.events.assertAnnounced('offer.updated', revised.json().id)
    await ctx.events.assertAnnounced('offer.updated', made.id)
    const older = await act(made.id, 'cancel', { cancel_reason_code: 'business_decision' })
    assert.equal(older.statusCode, 409, older.body)
    await ctx.events.assertSilent(made.id)

    const stale = await act(
      latest.id,
      'respond',
      { status: 'accepted' },
      { 'if-unmodified-since': new Date(Date.parse(latest.updated_at) - 1000).toISOString() },
    )
    assert.equal(stale.statusCode, 412, stale.body)
    await ctx.events.assertSilent(latest.id)

    assert.equal((await act(latest.id, 'respond', { status: 'accepted' })).statusCode, 200)
    await ctx.events.assertAnnounced('offer.updated', latest.id)
    const cancelAccepted = await act(latest.id, 'cancel', { cancel_reason_code: 'business_decision' })
    assert.equal(cancelAccepted.statusCode, 409, cancelAccepted.body)
    const reviseAccepted = await act(latest.id, 'revise', {})
    assert.equal(reviseAccepted.statusCode, 409, reviseAccepted.body)
    await ctx.events.assertSilent(latest.id)

    // An application with an offer already takes no second version 1.
    const before = (await ctx.events.queued()).length
    const second = await call(ctx.app, 'POST', `${API}/offers`, { token, body: { application_id: latest.application_id } })
    assert.equal(second.statusCode, 409, second.body)
    assert.equal((await ctx.events.queued()).length, before)
  })

  test('a candidate merge announces every version it moves; an erasure those whose comments it empties', async () => {
    const { made, candidate } = await offer()
    const revised = await act(made.id, 'revise', { comments: null })
    assert.equal(revised.statusCode, 201, revised.body)
    await ctx.events.assertAnnounced('offer.updated', revised.json().id)
    await ctx.events.assertAnnounced('offer.updated', made.id)

    const survivor = await h.candidate(ctx.tenant)
    const merged = await call(ctx.app, 'POST', `${API}/candidates/${candidate.id}/merge`, {
      token: ctx.tenant.admin.token,
      body: { into_id: survivor.id },
    })
    assert.equal(merged.statusCode, 200, merged.body)
    assert.equal((await ctx.events.assertAnnounced('offer.updated', made.id)).candidate_id, survivor.id)
    assert.equal((await ctx.events.assertAnnounced('offer.updated', revised.json().id)).candidate_id, survivor.id)

    const erased = await call(ctx.app, 'POST', `${API}/candidates/${survivor.id}/anonymize`, { token: ctx.tenant.admin.token })
    assert.equal(erased.statusCode, 200, erased.body)
    assert.equal((await ctx.events.assertAnnounced('offer.updated', made.id)).comments, null)
    await ctx.events.assertSilent(revised.json().id)
  })

  describe('imports', () => {
    function history(secondStatus: string) {
      return {
        ...ONE_APPLICATION,
        offers: [
          {
            external_id: 'offer-1',
            application_external_id: 'app-1',
            version: 1,
            status: 'declined',
            decline_reason_code: 'compensation',
            sent_at: '2025-08-01T04:00:00.000Z',
            responded_at: '2025-08-03T04:00:00.000Z',
            created_at: '2025-08-01T04:00:00.000Z',
          },
          {
            external_id: 'offer-2',
            application_external_id: 'app-1',
            version: 2,
            status: secondStatus,
            sent_at: '2025-08-10T04:00:00.000Z',
            ...(secondStatus === 'pending' ? {} : { responded_at: '2025-08-15T04:00:00.000Z' }),
            created_at: '2025-08-10T04:00:00.000Z',
          },
        ],
      }
    }

    test('an import creating or changing offer versions publishes nothing', async (t) => {
      const tenant = await listeningTenant(t, ctx.app, EVENTS)
      const first = await runImport(ctx.app, tenant.admin.token, history('pending'))
      assert.equal(first.status, 'completed', JSON.stringify(first.errors))
      assert.equal(first.progress.offer?.created, 2, JSON.stringify(first.progress))
      const again = await runImport(ctx.app, tenant.admin.token, history('accepted'))
      assert.equal(again.status, 'completed', JSON.stringify(again.errors))
      assert.deepEqual([again.progress.offer?.processed, again.progress.offer?.failed], [2, 0], JSON.stringify(again.progress))
      assert.deepEqual(await queuedEvents(ctx.database, tenant.id, { types: EVENTS }), [])
    })
  })
})
