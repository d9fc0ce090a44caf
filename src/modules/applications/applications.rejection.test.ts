import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { assert422 } from '../../../test/helpers/assertions.ts'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { provisionTenant, tenantWithTeam, type TestTenant } from '../../../test/helpers/factories.ts'
import { recruitingClient, type RecruitingClient } from '../../../test/helpers/recruiting.ts'

const API = '/api/v1'
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/**
 * `rejection_reason_code` is optional when rejecting (contract §4), unless the tenant's settings
 * require one (`require_rejection_reason`, off by default).
 */
describe('rejecting an application, with and without a reason code', () => {
  let ctx: TestApp
  let h: RecruitingClient

  before(async () => {
    ctx = await buildTestApp()
    h = recruitingClient(ctx.app)
  })
  after(() => ctx.close())

  async function requireReason(tenant: TestTenant, value: boolean) {
    const res = await call(ctx.app, 'PUT', `${API}/settings/tenant`, {
      token: tenant.admin.token,
      body: { require_rejection_reason: value },
    })
    assert.equal(res.statusCode, 200, res.body)
    assert.equal(res.json().require_rejection_reason, value)
  }

  function bulkStatus(token: string, body: Record<string, unknown>) {
    return call(ctx.app, 'POST', `${API}/applications/bulk-status`, { token, body })
  }

  describe('by default (no reason required)', () => {
    let team: Awaited<ReturnType<typeof tenantWithTeam>>

    before(async () => {
      team = await tenantWithTeam(ctx.app)
    })

    test('POST /applications/{id}/status rejects without a code: 200, code null, one status_change row', async () => {
      const { app } = await h.application(team)
      const res = await h.status(team.members.recruiter.token, app.id, { status: 'rejected' })
      assert.equal(res.statusCode, 200, res.body)
      const body = res.json()
      assert.equal(body.status, 'rejected')
      assert.match(body.rejected_date, TIMESTAMP)
      assert.equal(body.rejection_reason_code, null)
      assert.equal(body.rejection_reason, null)
      assert.deepEqual((await h.get(team.admin.token, app.id)).json(), body)
      const history = await h.history(team.admin.token, app.id)
      assert.equal(history.length, 2)
      assert.deepEqual([history[1]!.change_type, history[1]!.from_status, history[1]!.to_status], ['status_change', 'active', 'rejected'])
    })

    test('a free-text reason may come without a code; a code is still checked against the catalog', async () => {
      const { app } = await h.application(team)
      const res = await h.status(team.admin.token, app.id, { status: 'rejected', rejection_reason: 'Withdrew by phone' })
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual([res.json().rejection_reason_code, res.json().rejection_reason], [null, 'Withdrew by phone'])

      const { app: other } = await h.application(team)
      assert422(await h.status(team.admin.token, other.id, { status: 'rejected', rejection_reason_code: 'bored' }), [
        'body.rejection_reason_code',
      ])
      assert422(await h.status(team.admin.token, other.id, { status: 'rejected', rejection_reason_code: '' }), [
        'body.rejection_reason_code',
      ])
      assert.equal((await h.get(team.admin.token, other.id)).json().status, 'active')
    })

    test('the audit entry of a rejection without a code names no code', async () => {
      const { app } = await h.application(team)
      assert.equal((await h.status(team.admin.token, app.id, { status: 'rejected' })).statusCode, 200)
      const log = await call(ctx.app, 'GET', `${API}/audit-logs`, {
        token: team.admin.token,
        query: { resource_type: 'application', resource_id: app.id, page_size: 100 },
      })
      const entry = log.json().items.find((e: { action: string }) => e.action === 'application.status_changed')
      assert.deepEqual(entry.changes, { from: 'active', to: 'rejected' })
    })

    test('POST /applications/bulk-status rejects without a code, item by item', async () => {
      const { app: a } = await h.application(team)
      const { app: b } = await h.application(team)
      const res = await bulkStatus(team.admin.token, { application_ids: [a.id, b.id], status: 'rejected' })
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual(
        res.json().results.map((r: { id: string; ok: boolean; status_code: number }) => [r.id, r.ok, r.status_code]),
        [
          [a.id, true, 200],
          [b.id, true, 200],
        ],
      )
      for (const id of [a.id, b.id]) {
        const got = (await h.get(team.admin.token, id)).json()
        assert.deepEqual([got.status, got.rejection_reason_code], ['rejected', null])
      }
    })

    test('403 for roles that may not change applications, 404 for another tenant’s application', async () => {
      const { app } = await h.application(team)
      for (const role of ['hiring_manager', 'interviewer'] as const) {
        assert.equal((await h.status(team.members[role].token, app.id, { status: 'rejected' })).statusCode, 403, role)
      }
      const other = await provisionTenant(ctx.app)
      const theirs = await h.application(other)
      const res = await h.status(team.admin.token, theirs.app.id, { status: 'rejected' })
      assert.equal(res.statusCode, 404, res.body)
      assert.equal((await h.get(other.admin.token, theirs.app.id)).json().status, 'active')
      const unauthenticated = await call(ctx.app, 'POST', `${API}/applications/${app.id}/status`, { body: { status: 'rejected' } })
      assert.equal(unauthenticated.statusCode, 401)
    })
  })

  describe('when the tenant requires a reason', () => {
    let tenant: TestTenant

    before(async () => {
      tenant = await provisionTenant(ctx.app)
      await requireReason(tenant, true)
    })

    test('rejecting without a code answers 422 at body.rejection_reason_code and changes nothing', async () => {
      const { app } = await h.application(tenant)
      for (const body of [{ status: 'rejected' }, { status: 'rejected', rejection_reason: 'No code, only words' }]) {
        const res = await h.status(tenant.admin.token, app.id, body)
        assert422(res, ['body.rejection_reason_code'], JSON.stringify(body))
        assert.equal(res.json().detail[0].type, 'missing')
      }
      assert.equal((await h.get(tenant.admin.token, app.id)).json().status, 'active')
      assert.equal((await h.history(tenant.admin.token, app.id)).length, 1)
    })

    test('with a code it rejects as before; other statuses need no code', async () => {
      const { app } = await h.application(tenant)
      const res = await h.status(tenant.admin.token, app.id, { status: 'rejected', rejection_reason_code: 'other' })
      assert.equal(res.statusCode, 200, res.body)
      assert.equal(res.json().rejection_reason_code, 'other')
      const back = await h.status(tenant.admin.token, app.id, { status: 'active' })
      assert.equal(back.statusCode, 200, back.body)
      assert.equal((await h.status(tenant.admin.token, app.id, { status: 'hired' })).statusCode, 200)
    })

    test('bulk-status without a code is refused as a whole (422); with one it applies', async () => {
      const { app: a } = await h.application(tenant)
      const { app: b } = await h.application(tenant)
      assert422(await bulkStatus(tenant.admin.token, { application_ids: [a.id, b.id], status: 'rejected' }), ['body.rejection_reason_code'])
      for (const id of [a.id, b.id]) assert.equal((await h.get(tenant.admin.token, id)).json().status, 'active')
      const res = await bulkStatus(tenant.admin.token, {
        application_ids: [a.id, b.id],
        status: 'rejected',
        rejection_reason_code: 'position_filled',
      })
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual(
        res.json().results.map((r: { ok: boolean }) => r.ok),
        [true, true],
      )
    })

    test('another tenant’s application is 404 before the missing reason is looked at', async () => {
      const other = await provisionTenant(ctx.app)
      const theirs = await h.application(other)
      assert.equal((await h.status(tenant.admin.token, theirs.app.id, { status: 'rejected' })).statusCode, 404)
    })

    test('the setting is the tenant’s own: another tenant still rejects without a code', async () => {
      const other = await provisionTenant(ctx.app)
      const { app } = await h.application(other)
      assert.equal((await h.status(other.admin.token, app.id, { status: 'rejected' })).statusCode, 200)
    })

    test('turned off again, rejecting without a code works', async () => {
      const later = await provisionTenant(ctx.app)
      await requireReason(later, true)
      const { app } = await h.application(later)
      assert422(await h.status(later.admin.token, app.id, { status: 'rejected' }), ['body.rejection_reason_code'])
      await requireReason(later, false)
      assert.equal((await h.status(later.admin.token, app.id, { status: 'rejected' })).statusCode, 200)
    })
  })
})
