import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { SignJWT, base64url } from 'jose'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { addMember, provisionTenant, signIn, type TestTenant } from '../../../test/helpers/factories.ts'
import { expiredToken } from '../../../test/helpers/security.ts'
import { AUDIENCE, ISSUER } from '../../platform/auth/access-tokens.ts'

describe('auth', () => {
  let ctx: TestApp
  let tenant: TestTenant

  before(async () => {
    ctx = await buildTestApp()
    tenant = await provisionTenant(ctx.app)
  })
  after(() => ctx.close())

  describe('POST /auth/login', () => {
    test('answers a token pair, with the e-mail matched case-insensitively', async () => {
      const res = await call(ctx.app, 'POST', '/api/v1/auth/login', {
        body: { email: tenant.admin.email.toUpperCase(), password: tenant.admin.password },
      })
      assert.equal(res.statusCode, 200)
      const body = res.json()
      assert.equal(body.token_type, 'bearer')
      assert.equal(body.expires_in, 24 * 3600)
      assert.match(body.access_token, /^[\w-]+\.[\w-]+\.[\w-]+$/)
      assert.match(body.refresh_token, /^rt_/)
    })

    test('answers 401 with one message for a wrong password and an unknown e-mail', async () => {
      const wrongPassword = await call(ctx.app, 'POST', '/api/v1/auth/login', {
        body: { email: tenant.admin.email, password: 'not the password' },
      })
      const unknownEmail = await call(ctx.app, 'POST', '/api/v1/auth/login', {
        body: { email: 'nobody@nowhere.example', password: tenant.admin.password },
      })
      assert.equal(wrongPassword.statusCode, 401)
      assert.equal(unknownEmail.statusCode, 401)
      assert.deepEqual(wrongPassword.json(), { detail: 'Incorrect email or password' })
      assert.deepEqual(unknownEmail.json(), wrongPassword.json())
    })

    test('answers 422 listing each missing field', async () => {
      const res = await call(ctx.app, 'POST', '/api/v1/auth/login', { body: {} })
      assert.equal(res.statusCode, 422)
      const locs = res
        .json()
        .detail.map((d: { loc: string[] }) => d.loc.join('.'))
        .sort()
      assert.deepEqual(locs, ['body.email', 'body.password'])
      for (const issue of res.json().detail) assert.equal(issue.type, 'missing')
    })

    test('answers 422 for malformed JSON and wrong types, never 500', async () => {
      const broken = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      })
      assert.equal(broken.statusCode, 422)
      assert.equal(broken.json().detail[0].type, 'json_invalid')
      const typed = await call(ctx.app, 'POST', '/api/v1/auth/login', { body: { email: 5, password: ['x'] } })
      assert.equal(typed.statusCode, 422)
      assert.deepEqual(
        typed
          .json()
          .detail.map((d: { loc: string[] }) => d.loc.join('.'))
          .sort(),
        ['body.email', 'body.password'],
      )
    })

    test('answers 415 for a body that is not JSON', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'text/plain' },
        payload: 'email=a',
      })
      assert.equal(res.statusCode, 415)
      assert.equal(typeof res.json().detail, 'string')
    })

    test('answers 401 for a deactivated user', async () => {
      const member = await addMember(ctx.app, tenant, 'recruiter')
      const off = await call(ctx.app, 'PATCH', `/api/v1/users/${member.id}`, {
        token: tenant.admin.token,
        body: { is_active: false },
      })
      assert.equal(off.statusCode, 200)
      const res = await call(ctx.app, 'POST', '/api/v1/auth/login', { body: { email: member.email, password: member.password } })
      assert.equal(res.statusCode, 401)
    })
  })

  describe('POST /auth/refresh', () => {
    test('rotates: the new pair works and the used token does not', async () => {
      const first = await signIn(ctx.app, tenant.admin.email, tenant.admin.password)
      const res = await call(ctx.app, 'POST', '/api/v1/auth/refresh', { body: { refresh_token: first.refresh_token } })
      assert.equal(res.statusCode, 200)
      const second = res.json()
      assert.notEqual(second.refresh_token, first.refresh_token)
      const me = await call(ctx.app, 'GET', '/api/v1/auth/me', { token: second.access_token })
      assert.equal(me.statusCode, 200)
      const next = await call(ctx.app, 'POST', '/api/v1/auth/refresh', { body: { refresh_token: second.refresh_token } })
      assert.equal(next.statusCode, 200)
    })

    test('reuse of a rotated token revokes the whole family, and only that family', async () => {
      const stolen = await signIn(ctx.app, tenant.admin.email, tenant.admin.password)
      const otherSession = await signIn(ctx.app, tenant.admin.email, tenant.admin.password)
      const legit = (await call(ctx.app, 'POST', '/api/v1/auth/refresh', { body: { refresh_token: stolen.refresh_token } })).json()
      const descendant = (await call(ctx.app, 'POST', '/api/v1/auth/refresh', { body: { refresh_token: legit.refresh_token } })).json()

      const replay = await call(ctx.app, 'POST', '/api/v1/auth/refresh', { body: { refresh_token: stolen.refresh_token } })
      assert.equal(replay.statusCode, 401)
      assert.match(replay.json().detail, /already used/)

      const afterTheft = await call(ctx.app, 'POST', '/api/v1/auth/refresh', { body: { refresh_token: descendant.refresh_token } })
      assert.equal(afterTheft.statusCode, 401, 'the newest token of the family is revoked too')

      const unrelated = await call(ctx.app, 'POST', '/api/v1/auth/refresh', { body: { refresh_token: otherSession.refresh_token } })
      assert.equal(unrelated.statusCode, 200, 'another sign-in keeps working')
    })

    test('answers 401 for an unknown token and for a missing one', async () => {
      const unknown = await call(ctx.app, 'POST', '/api/v1/auth/refresh', { body: { refresh_token: 'rt_nope' } })
      assert.equal(unknown.statusCode, 401)
      // Not a live refresh token either: the contract answers 401, not 422 (see auth.refresh.test.ts).
      const missing = await call(ctx.app, 'POST', '/api/v1/auth/refresh', { body: {} })
      assert.equal(missing.statusCode, 401)
    })

    test('answers 401 for an expired refresh token', async (t) => {
      let clock = Date.now()
      const timed = await buildTestApp(t, { deps: { now: () => clock } })
      const other = await provisionTenant(timed.app)
      clock += 7 * 24 * 3600 * 1000 + 1000
      const res = await call(timed.app, 'POST', '/api/v1/auth/refresh', { body: { refresh_token: other.admin.refreshToken } })
      assert.equal(res.statusCode, 401)
      assert.match(res.json().detail, /expired/)
    })
  })

  describe('POST /auth/logout', () => {
    test('revokes the given refresh token only', async () => {
      const a = await signIn(ctx.app, tenant.admin.email, tenant.admin.password)
      const b = await signIn(ctx.app, tenant.admin.email, tenant.admin.password)
      const res = await call(ctx.app, 'POST', '/api/v1/auth/logout', { token: a.access_token, body: { refresh_token: a.refresh_token } })
      assert.equal(res.statusCode, 204)
      assert.equal(res.body, '')
      const revoked = await call(ctx.app, 'POST', '/api/v1/auth/refresh', { body: { refresh_token: a.refresh_token } })
      assert.equal(revoked.statusCode, 401)
      const kept = await call(ctx.app, 'POST', '/api/v1/auth/refresh', { body: { refresh_token: b.refresh_token } })
      assert.equal(kept.statusCode, 200)
      // No blocklist for access tokens: the access token stays valid until it expires.
      const stillIn = await call(ctx.app, 'GET', '/api/v1/auth/me', { token: a.access_token })
      assert.equal(stillIn.statusCode, 200)
    })

    test('cannot revoke another user’s refresh token', async () => {
      const member = await addMember(ctx.app, tenant, 'interviewer')
      const res = await call(ctx.app, 'POST', '/api/v1/auth/logout', {
        token: tenant.admin.token,
        body: { refresh_token: member.refreshToken },
      })
      assert.equal(res.statusCode, 204)
      const still = await call(ctx.app, 'POST', '/api/v1/auth/refresh', { body: { refresh_token: member.refreshToken } })
      assert.equal(still.statusCode, 200)
    })

    test('answers 401 without a token and 422 without a body', async () => {
      const anonymous = await call(ctx.app, 'POST', '/api/v1/auth/logout', { body: { refresh_token: 'x' } })
      assert.equal(anonymous.statusCode, 401)
      const empty = await call(ctx.app, 'POST', '/api/v1/auth/logout', { token: tenant.admin.token, body: {} })
      assert.equal(empty.statusCode, 422)
    })
  })

  describe('GET /auth/me', () => {
    test('names the user, tenant and role of the token', async () => {
      const res = await call(ctx.app, 'GET', '/api/v1/auth/me', { token: tenant.admin.token })
      assert.equal(res.statusCode, 200)
      assert.deepEqual(res.json(), {
        user: { id: tenant.admin.id, email: tenant.admin.email, full_name: 'Ada Admin', role: 'admin', is_active: true },
        tenant: { id: tenant.id, code: tenant.code, name: `Company ${tenant.code}` },
        role: 'admin',
      })
    })
  })

  describe('access tokens', () => {
    test('missing or malformed → 401 Not authenticated', async () => {
      for (const authorization of [undefined, 'Bearer', 'Bearer abc.def.ghi', 'Basic dXNlcjpwYXNz', 'Bearer a b']) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/auth/me',
          headers: authorization ? { authorization } : {},
        })
        assert.equal(res.statusCode, 401, String(authorization))
        assert.deepEqual(res.json(), { detail: 'Not authenticated' })
      }
    })

    test('expired → 401 whose detail says Token expired', async () => {
      const token = await expiredToken(ctx.config.jwtSecret, tenant.admin, tenant.id)
      const res = await call(ctx.app, 'GET', '/api/v1/auth/me', { token })
      assert.equal(res.statusCode, 401)
      assert.match(res.json().detail, /Token expired/)
    })

    test('a few seconds of clock skew are tolerated, and no more (on the injected clock)', async (t) => {
      const { createAccessTokens } = await import('../../platform/auth/access-tokens.ts')
      const at = Date.parse('2026-06-01T00:00:00.000Z')
      // The same database, so the tenant and its admin exist; the app's clock stands still at `at`.
      const stopped = await buildTestApp(t, { database: ctx.database, deps: { now: () => at } })
      const tokenIssuedAt = (ms: number) =>
        createAccessTokens(ctx.config.jwtSecret, 60, () => ms).sign({ userId: tenant.admin.id, tenantId: tenant.id, role: 'admin' })
      // Expired 2 s ago: within the tolerance.
      const justExpired = await call(stopped.app, 'GET', '/api/v1/auth/me', { token: await tokenIssuedAt(at - 62_000) })
      assert.equal(justExpired.statusCode, 200, justExpired.body)
      // Expired 10 s ago: past it.
      const expired = await call(stopped.app, 'GET', '/api/v1/auth/me', { token: await tokenIssuedAt(at - 70_000) })
      assert.equal(expired.statusCode, 401, expired.body)
      assert.match(expired.json().detail, /Token expired/)
    })

    test('alg none, other algorithms, other secrets, issuers and audiences are refused', async () => {
      const claims = { sub: tenant.admin.id, tid: tenant.id, role: 'admin' }
      const now = Math.floor(Date.now() / 1000)
      const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))
      const payload = base64url.encode(JSON.stringify({ ...claims, iss: ISSUER, aud: AUDIENCE, iat: now, exp: now + 600 }))
      const unsigned = `${header}.${payload}.`
      const secret = new TextEncoder().encode(ctx.config.jwtSecret)
      const sign = (alg: string, key: Uint8Array, iss = ISSUER, aud = AUDIENCE) =>
        new SignJWT(claims).setProtectedHeader({ alg }).setIssuer(iss).setAudience(aud).setIssuedAt().setExpirationTime('10m').sign(key)
      const forged = [
        unsigned,
        await sign('HS512', secret),
        await sign('HS256', new TextEncoder().encode('some-other-secret-of-sufficient-length')),
        await sign('HS256', secret, 'someone-else'),
        await sign('HS256', secret, ISSUER, 'another-api'),
      ]
      for (const token of forged) {
        const res = await call(ctx.app, 'GET', '/api/v1/auth/me', { token })
        assert.equal(res.statusCode, 401, token)
        assert.deepEqual(res.json(), { detail: 'Not authenticated' })
      }
      assert.equal((await call(ctx.app, 'GET', '/api/v1/auth/me', { token: await sign('HS256', secret) })).statusCode, 200)
    })
  })
})
