import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { assert422 } from '../../../test/helpers/assertions.ts'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { provisionTenant, tenantWithTeam, type TestTenant } from '../../../test/helpers/factories.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'

const URL = '/api/v1/settings/tenant'
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

interface AuditEntry {
  actor_id: string | null
  action: string
  resource_type: string
  resource_id: string | null
  changes: Record<string, unknown>
}

describe('tenant settings', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>

  before(async () => {
    ctx = await buildTestApp()
    team = await tenantWithTeam(ctx.app)
  })
  after(() => ctx.close())

  const read = (token: string) => call(ctx.app, 'GET', URL, { token })
  const write = (token: string, body: unknown, headers?: Record<string, string>) => call(ctx.app, 'PUT', URL, { token, body, headers })

  async function settingsEntries(tenant: TestTenant): Promise<AuditEntry[]> {
    const res = await call(ctx.app, 'GET', '/api/v1/audit-logs', {
      token: tenant.admin.token,
      query: { resource_type: 'tenant_settings', page_size: 100 },
    })
    assert.equal(res.statusCode, 200, res.body)
    return res.json().items
  }

  test('a new tenant starts with the defaults; admins read them, as every tenant setting', async () => {
    const tenant = await tenantWithTeam(ctx.app)
    for (const role of ['admin'] as const) {
      const res = await read(tenant.members[role].token)
      assert.equal(res.statusCode, 200, `${role}: ${res.body}`)
      const body = res.json()
      assert.deepEqual(Object.keys(body).sort(), ['application_acknowledgement_template_id', 'require_rejection_reason', 'updated_at'])
      assert.equal(body.application_acknowledgement_template_id, null, 'no acknowledgement by default')
      assert.equal(body.require_rejection_reason, false)
      assert.match(body.updated_at, TIMESTAMP)
    }
  })

  test('PUT (admin) changes a setting, answers the settings and writes one audit entry', async () => {
    const tenant = await provisionTenant(ctx.app)
    const before = (await read(tenant.admin.token)).json()
    const res = await write(tenant.admin.token, { require_rejection_reason: true })
    assert.equal(res.statusCode, 200, res.body)
    const body = res.json()
    assert.equal(body.require_rejection_reason, true)
    assert.match(body.updated_at, TIMESTAMP)
    assert.ok(body.updated_at > before.updated_at, 'updated_at moved forward')
    assert.deepEqual((await read(tenant.admin.token)).json(), body)

    const entries = await settingsEntries(tenant)
    assert.equal(entries.length, 1)
    assert.deepEqual(entries[0], {
      ...entries[0],
      actor_id: tenant.admin.id,
      action: 'tenant_settings.updated',
      resource_type: 'tenant_settings',
      resource_id: tenant.id,
      changes: { require_rejection_reason: true },
    })

    const back = await write(tenant.admin.token, { require_rejection_reason: false })
    assert.equal(back.statusCode, 200, back.body)
    assert.equal(back.json().require_rejection_reason, false)
    assert.equal((await settingsEntries(tenant)).length, 2)
  })

  test('PUT is partial: an empty body or the same value answers 200 unchanged, with no audit entry', async () => {
    const tenant = await provisionTenant(ctx.app)
    const current = (await read(tenant.admin.token)).json()
    for (const body of [{}, { require_rejection_reason: false }]) {
      const res = await write(tenant.admin.token, body)
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual(res.json(), current, JSON.stringify(body))
    }
    assert.deepEqual(await settingsEntries(tenant), [])
  })

  test('settings belong to one tenant: another tenant’s change does not show here', async () => {
    const mine = await provisionTenant(ctx.app)
    const theirs = await provisionTenant(ctx.app)
    assert.equal((await write(theirs.admin.token, { require_rejection_reason: true })).statusCode, 200)
    assert.equal((await read(mine.admin.token)).json().require_rejection_reason, false)
    assert.equal((await read(theirs.admin.token)).json().require_rejection_reason, true)
    assert.deepEqual(await settingsEntries(mine), [], 'nor in this tenant’s audit log')
  })

  test('PUT honours If-Unmodified-Since: 412 after a change, 200 with the updated_at read', async () => {
    const tenant = await provisionTenant(ctx.app)
    const first = (await read(tenant.admin.token)).json()
    const changed = await write(tenant.admin.token, { require_rejection_reason: true }, { 'if-unmodified-since': first.updated_at })
    assert.equal(changed.statusCode, 200, changed.body)
    const stale = await write(tenant.admin.token, { require_rejection_reason: false }, { 'if-unmodified-since': first.updated_at })
    assert.equal(stale.statusCode, 412, stale.body)
    assert.equal(typeof stale.json().detail, 'string')
    assert.equal((await read(tenant.admin.token)).json().require_rejection_reason, true, 'the refused write changed nothing')
    const fresh = await write(tenant.admin.token, { require_rejection_reason: false }, { 'if-unmodified-since': changed.json().updated_at })
    assert.equal(fresh.statusCode, 200, fresh.body)
    assert422(await write(tenant.admin.token, {}, { 'if-unmodified-since': 'yesterday' }), ['header.if-unmodified-since'])
  })

  test('401 without or with a bad token; GET and PUT for admins only (403)', async () => {
    const expired = await expiredToken(ctx.config.jwtSecret, team.admin, team.id)
    await assertGuarded(ctx.app, { method: 'GET', url: URL, roles: ['admin'] }, team.members, expired)
    await assertGuarded(
      ctx.app,
      { method: 'PUT', url: URL, body: { require_rejection_reason: true }, roles: ['admin'] },
      team.members,
      expired,
    )
    assert.equal((await read(team.admin.token)).json().require_rejection_reason, false, 'no refused PUT changed anything')
    assert.deepEqual(await settingsEntries(team), [])
  })

  test('PUT answers 422 for wrong types, unknown fields and a body that is not an object', async () => {
    const cases: [unknown, string[]][] = [
      [{ require_rejection_reason: 'yes' }, ['body.require_rejection_reason']],
      [{ require_rejection_reason: 1 }, ['body.require_rejection_reason']],
      [{ require_rejection_reason: null }, ['body.require_rejection_reason']],
      [{ require_rejection_reason: true, plan: 'gold' }, ['body.plan']],
      [[], ['body']],
    ]
    for (const [body, expected] of cases) assert422(await write(team.admin.token, body), expected, JSON.stringify(body))
    const empty = await call(ctx.app, 'PUT', URL, { token: team.admin.token, headers: { 'content-type': 'application/json' } })
    assert.equal(empty.statusCode, 422, empty.body)
    const notJson = await call(ctx.app, 'PUT', URL, {
      token: team.admin.token,
      body: '{"require_rejection_reason":',
      headers: { 'content-type': 'application/json' },
    })
    assert.equal(notJson.statusCode, 422, notJson.body)
    assert.equal((await read(team.admin.token)).json().require_rejection_reason, false)
  })

  test('application_acknowledgement_template_id: one of the company’s live templates, else 422; the template cannot be deleted while chosen', async () => {
    const tenant = await provisionTenant(ctx.app)
    const other = await provisionTenant(ctx.app)
    const template = async (owner: TestTenant, name: string) => {
      const res = await call(ctx.app, 'POST', '/api/v1/email-templates', {
        token: owner.admin.token,
        body: { name, subject: 'Thanks, {{candidate.full_name}}', body_html: '<p>We received your application.</p>' },
      })
      assert.equal(res.statusCode, 201, res.body)
      return res.json() as { id: string }
    }
    const mine = await template(tenant, 'Acknowledgement')
    const gone = await template(tenant, 'Deleted')
    assert.equal((await call(ctx.app, 'DELETE', `/api/v1/email-templates/${gone.id}`, { token: tenant.admin.token })).statusCode, 204)
    const theirs = await template(other, 'Theirs')
    const key = 'body.application_acknowledgement_template_id'
    for (const id of [theirs.id, gone.id, '5b0c7f0e-0000-4000-8000-000000000000']) {
      const res = await write(tenant.admin.token, { application_acknowledgement_template_id: id })
      assert422(res, [key], id)
      assert.match(res.json().detail[0].msg, /No such e-mail template/)
    }
    assert422(await write(tenant.admin.token, { application_acknowledgement_template_id: 'nope' }), [key])

    const chosen = await write(tenant.admin.token, { application_acknowledgement_template_id: mine.id })
    assert.equal(chosen.statusCode, 200, chosen.body)
    assert.equal(chosen.json().application_acknowledgement_template_id, mine.id)
    assert.equal(chosen.json().require_rejection_reason, false, 'the other setting kept')
    assert.deepEqual(
      (await settingsEntries(tenant)).map((e) => e.changes),
      [{ application_acknowledgement_template_id: mine.id }],
    )

    const refused = await call(ctx.app, 'DELETE', `/api/v1/email-templates/${mine.id}`, { token: tenant.admin.token })
    assert.equal(refused.statusCode, 409, refused.body)
    assert.match(refused.json().detail, /application_acknowledgement_template_id/)

    const off = await write(tenant.admin.token, { application_acknowledgement_template_id: null })
    assert.equal(off.json().application_acknowledgement_template_id, null)
    assert.equal((await call(ctx.app, 'DELETE', `/api/v1/email-templates/${mine.id}`, { token: tenant.admin.token })).statusCode, 204)
  })

  test('both routes are in the OpenAPI document', async () => {
    const doc = (await call(ctx.app, 'GET', '/api/v1/openapi.json')).json()
    const path = doc.paths['/api/v1/settings/tenant']
    for (const status of ['200', '401', '403']) assert.ok(path.get.responses[status], `GET ${status}`)
    for (const status of ['200', '401', '403', '412', '422']) assert.ok(path.put.responses[status], `PUT ${status}`)
  })
})
