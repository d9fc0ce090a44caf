import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { locs } from '../../../test/helpers/assertions.ts'
import { buildTestApp, call, PLATFORM_TOKEN, type TestApp } from '../../../test/helpers/app.ts'
import { addMember, provisionTenant, signIn, uniqueCode } from '../../../test/helpers/factories.ts'

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
// Row ids are time-ordered UUIDs, version 7 (platform/ids.ts).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

function tenantBody(overrides: Record<string, unknown> = {}) {
  const code = uniqueCode('co')
  return {
    name: `Company ${code}`,
    code,
    admin_email: `boss@${code}.example`,
    admin_password: 'a long admin password',
    admin_full_name: 'Bea Boss',
    ...overrides,
  }
}

describe('tenants', () => {
  let ctx: TestApp

  before(async () => {
    ctx = await buildTestApp()
  })
  after(() => ctx.close())

  /** `null` sends no Authorization header at all. */
  function provision(body: unknown, token: string | null = PLATFORM_TOKEN) {
    return call(ctx.app, 'POST', '/api/v1/platform/tenants', { token: token ?? undefined, body })
  }

  describe('POST /platform/tenants', () => {
    test('answers 201 with the tenant and its admin, who can sign in', async () => {
      const body = tenantBody()
      const res = await provision(body)
      assert.equal(res.statusCode, 201, res.body)
      const { tenant, admin } = res.json()
      assert.deepEqual(res.json(), {
        tenant: { id: tenant.id, code: body.code, name: body.name, created_at: tenant.created_at },
        admin: { id: admin.id, email: body.admin_email, full_name: 'Bea Boss', role: 'admin' },
      })
      assert.match(tenant.id, UUID)
      assert.match(admin.id, UUID)
      assert.match(tenant.created_at, TIMESTAMP)
      assert.ok(Math.abs(Date.parse(tenant.created_at) - Date.now()) < 60_000, 'created just now')

      const pair = await signIn(ctx.app, body.admin_email, body.admin_password)
      const me = (await call(ctx.app, 'GET', '/api/v1/auth/me', { token: pair.access_token })).json()
      assert.deepEqual(me.tenant, { id: tenant.id, code: body.code, name: body.name })
      assert.equal(me.user.id, admin.id)
      assert.equal(me.role, 'admin')
    })

    test('accepts codes of exactly 3 and 40 characters', async () => {
      for (const code of [`z${randomBytes(1).toString('hex')}`, `x-${uniqueCode('y')}`.padEnd(40, '0')]) {
        const res = await provision(tenantBody({ code }))
        assert.equal(res.statusCode, 201, `${code}: ${res.body}`)
        assert.equal(res.json().tenant.code, code)
      }
    })

    test('answers 409 for a taken code, and creates nothing', async () => {
      const first = tenantBody()
      assert.equal((await provision(first)).statusCode, 201)
      const second = tenantBody({ code: first.code })
      const res = await provision(second)
      assert.equal(res.statusCode, 409)
      assert.equal(typeof res.json().detail, 'string')
      const login = await call(ctx.app, 'POST', '/api/v1/auth/login', {
        body: { email: second.admin_email, password: second.admin_password },
      })
      assert.equal(login.statusCode, 401, 'the second admin was not created')
    })

    test('answers 401 for a missing or wrong platform token, and for a user’s access token', async () => {
      const member = await provisionTenant(ctx.app)
      for (const token of [null, 'wrong-platform-token', `${PLATFORM_TOKEN}x`, member.admin.token]) {
        const body = tenantBody()
        const res = await provision(body, token)
        assert.equal(res.statusCode, 401, String(token))
        assert.equal(typeof res.json().detail, 'string')
        const login = await call(ctx.app, 'POST', '/api/v1/auth/login', {
          body: { email: body.admin_email, password: body.admin_password },
        })
        assert.equal(login.statusCode, 401, 'nothing was created')
      }
    })

    test('checks the platform token before the body', async () => {
      const res = await provision({ code: 'BAD' }, 'wrong-platform-token')
      assert.equal(res.statusCode, 401)
    })

    test('answers 404 when no platform token is configured, even to the old token', async (t) => {
      const closed = await buildTestApp(t, { env: { PLATFORM_ADMIN_TOKEN: undefined } })
      assert.equal(closed.config.platformAdminToken, undefined)
      for (const token of [undefined, PLATFORM_TOKEN]) {
        const res = await call(closed.app, 'POST', '/api/v1/platform/tenants', { token, body: tenantBody() })
        assert.equal(res.statusCode, 404, String(token))
        assert.equal(typeof res.json().detail, 'string')
      }
    })

    test('answers 422 for a code that is uppercase, too short, too long or badly hyphenated', async () => {
      const codes = ['Acme', 'ACME', 'ab', 'a'.repeat(41), '-acme', 'acme-', 'ac me', 'acmé', '']
      for (const code of codes) {
        const res = await provision(tenantBody({ code }))
        assert.equal(res.statusCode, 422, JSON.stringify(code))
        assert.deepEqual(locs(res), ['body.code'], JSON.stringify(code))
      }
    })

    test('answers 422 for a bad e-mail, a short password, blank names and wrong types', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ admin_email: 'not-an-email' }, 'body.admin_email'],
        [{ admin_password: '1234567' }, 'body.admin_password'],
        [{ name: '' }, 'body.name'],
        [{ admin_full_name: '' }, 'body.admin_full_name'],
        [{ name: 42 }, 'body.name'],
      ]
      for (const [override, loc] of cases) {
        const res = await provision(tenantBody(override))
        assert.equal(res.statusCode, 422, JSON.stringify(override))
        assert.deepEqual(locs(res), [loc])
      }
    })

    test('answers 422 listing every missing field', async () => {
      const res = await provision({})
      assert.equal(res.statusCode, 422)
      assert.deepEqual(locs(res).sort(), ['body.admin_email', 'body.admin_full_name', 'body.admin_password', 'body.code', 'body.name'])
      for (const issue of res.json().detail) assert.equal(issue.type, 'missing')
    })

    test('answers 422 for fields it does not know', async () => {
      const res = await provision(tenantBody({ plan: 'enterprise' }))
      assert.equal(res.statusCode, 422)
      assert.deepEqual(
        res.json().detail.map((d: { loc: string[]; type: string }) => [d.loc, d.type]),
        [[['body', 'plan'], 'extra_forbidden']],
      )
    })
  })

  describe('tenancy', () => {
    test('an admin lists only the users of their own tenant', async () => {
      const a = await provisionTenant(ctx.app)
      const b = await provisionTenant(ctx.app)
      const aMember = await addMember(ctx.app, a, 'recruiter')
      const bMembers = [await addMember(ctx.app, b, 'recruiter'), await addMember(ctx.app, b, 'interviewer')]

      const listA = (await call(ctx.app, 'GET', '/api/v1/users', { token: a.admin.token })).json()
      assert.equal(listA.total, 2)
      assert.deepEqual(listA.items.map((u: { id: string }) => u.id).sort(), [a.admin.id, aMember.id].sort())

      const listB = (await call(ctx.app, 'GET', '/api/v1/users', { token: b.admin.token })).json()
      assert.equal(listB.total, 3)
      assert.deepEqual(listB.items.map((u: { id: string }) => u.id).sort(), [b.admin.id, ...bMembers.map((m) => m.id)].sort())
      // A search that would match the other tenant's users still finds nothing there.
      const searched = (await call(ctx.app, 'GET', '/api/v1/users', { token: a.admin.token, query: { search: b.code } })).json()
      assert.equal(searched.total, 0)
    })
  })
})
