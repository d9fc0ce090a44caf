import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { addMember, provisionTenant } from '../../../test/helpers/factories.ts'
import { GOOGLE_CLIENT_ID, startJwksServer, type JwksServer } from '../../../test/helpers/jwks-server.ts'

const GOOGLE = '/api/v1/auth/google'

function newSubject(): string {
  return randomBytes(10).toString('hex')
}

describe('POST /auth/google', () => {
  let jwks: JwksServer
  let ctx: TestApp

  before(async () => {
    jwks = await startJwksServer()
    ctx = await buildTestApp(undefined, { env: { GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: jwks.certsUrl } })
  })
  after(async () => {
    await ctx.close()
    await jwks.close()
  })

  async function googleSignIn(idToken: string) {
    return call(ctx.app, 'POST', GOOGLE, { body: { id_token: idToken } })
  }

  async function me(accessToken: string) {
    const res = await call(ctx.app, 'GET', '/api/v1/auth/me', { token: accessToken })
    assert.equal(res.statusCode, 200, res.body)
    return res.json() as {
      user: { id: string; email: string; full_name: string; role: string }
      tenant: { id: string; code: string; name: string }
      role: string
    }
  }

  /** No route lists tenants, so the count is read from the database itself. */
  async function tenantCount(): Promise<number> {
    const { n } = await ctx.database.db
      .selectFrom('tenants')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    return Number(n)
  }

  describe('a newcomer', () => {
    test('gets a token pair, a new tenant named after the company domain, and the admin role', async () => {
      const tenantsBefore = await tenantCount()
      const res = await googleSignIn(await jwks.sign({ sub: newSubject(), email: 'Jane@Acme-Corp.example', name: 'Jane Doe' }))
      assert.equal(res.statusCode, 200, res.body)
      const pair = res.json()
      assert.equal(pair.token_type, 'bearer')
      assert.equal(pair.expires_in, 24 * 3600)
      assert.match(pair.refresh_token, /^rt_/)
      const who = await me(pair.access_token)
      assert.equal(who.user.email, 'jane@acme-corp.example')
      assert.equal(who.user.full_name, 'Jane Doe')
      assert.equal(who.role, 'admin')
      assert.equal(who.tenant.code, 'acme-corp')
      assert.equal(await tenantCount(), tenantsBefore + 1)
      assert.ok(jwks.fetches >= 1, 'the keys came from GOOGLE_JWKS_URL')
      const refreshed = await call(ctx.app, 'POST', '/api/v1/auth/refresh', { body: { refresh_token: pair.refresh_token } })
      assert.equal(refreshed.statusCode, 200, 'the refresh token of a Google sign-in rotates like any other')
    })

    test('a second newcomer from the same domain gets a tenant of their own with a suffixed code', async () => {
      const first = await googleSignIn(await jwks.sign({ sub: newSubject(), email: 'ann@twin-domain.example' }))
      const second = await googleSignIn(await jwks.sign({ sub: newSubject(), email: 'bob@twin-domain.example' }))
      assert.equal(first.statusCode, 200, first.body)
      assert.equal(second.statusCode, 200, second.body)
      const a = await me(first.json().access_token)
      const b = await me(second.json().access_token)
      assert.equal(a.tenant.code, 'twin-domain')
      assert.equal(b.tenant.code, 'twin-domain-2')
      assert.notEqual(a.tenant.id, b.tenant.id)
      assert.equal(b.role, 'admin')
    })

    test('on a personal mail domain gets a code from the mailbox name', async () => {
      const res = await googleSignIn(await jwks.sign({ sub: newSubject(), email: 'john.smith@gmail.com' }))
      assert.equal(res.statusCode, 200, res.body)
      assert.equal((await me(res.json().access_token)).tenant.code, 'john-smith')
    })

    test('is accepted under either Google issuer spelling', async () => {
      const res = await googleSignIn(
        await jwks.sign({ sub: newSubject(), email: 'bare@issuer-check.example' }, { issuer: 'accounts.google.com' }),
      )
      assert.equal(res.statusCode, 200, res.body)
    })
  })

  describe('a returning user', () => {
    test('gets tokens for the same user and tenant, and no new tenant is made', async () => {
      const sub = newSubject()
      const first = await googleSignIn(await jwks.sign({ sub, email: 'ret@returning.example' }))
      assert.equal(first.statusCode, 200, first.body)
      const count = await tenantCount()
      // Google keeps the subject when the address changes; the subject is what identifies.
      const again = await googleSignIn(await jwks.sign({ sub, email: 'renamed@returning.example' }))
      assert.equal(again.statusCode, 200, again.body)
      const a = await me(first.json().access_token)
      const b = await me(again.json().access_token)
      assert.equal(b.user.id, a.user.id)
      assert.equal(b.tenant.id, a.tenant.id)
      assert.equal(await tenantCount(), count)
    })

    test('who belongs to two tenants gets the tenant used last', async () => {
      const email = `both-${randomBytes(3).toString('hex')}@shared-person.example`
      const tenantA = await provisionTenant(ctx.app)
      const tenantB = await provisionTenant(ctx.app)
      const passwords = { a: 'password for tenant a', b: 'password for tenant b' }
      for (const [tenant, password] of [
        [tenantA, passwords.a],
        [tenantB, passwords.b],
      ] as const) {
        const invited = await call(ctx.app, 'POST', '/api/v1/users/invitations', {
          token: tenant.admin.token,
          body: { email, full_name: 'Pat Both', role: 'recruiter' },
        })
        assert.equal(invited.statusCode, 201, invited.body)
        const accepted = await call(ctx.app, 'POST', '/api/v1/auth/accept-invitation', {
          body: { token: invited.json().accept_token, password },
        })
        assert.equal(accepted.statusCode, 200, accepted.body)
      }
      const sub = newSubject()
      const linked = await googleSignIn(await jwks.sign({ sub, email }))
      assert.equal(linked.statusCode, 200, linked.body)
      assert.equal((await me(linked.json().access_token)).tenant.id, tenantB.id, 'the membership used last is linked')
      // No API links a second membership to the same Google account; the row is set up directly.
      await ctx.database.db
        .updateTable('users')
        .set({ google_sub: sub })
        .where('tenant_id', '=', tenantA.id)
        .where('email', '=', email)
        .execute()

      const intoA = await call(ctx.app, 'POST', '/api/v1/auth/login', { body: { email, password: passwords.a } })
      assert.equal(intoA.statusCode, 200, intoA.body)
      const afterA = await googleSignIn(await jwks.sign({ sub, email }))
      assert.equal((await me(afterA.json().access_token)).tenant.id, tenantA.id)

      const intoB = await call(ctx.app, 'POST', '/api/v1/auth/login', { body: { email, password: passwords.b } })
      assert.equal(intoB.statusCode, 200, intoB.body)
      const afterB = await googleSignIn(await jwks.sign({ sub, email }))
      assert.equal((await me(afterB.json().access_token)).tenant.id, tenantB.id)
    })
  })

  test('a first Google sign-in with the verified e-mail of an existing user links to that user', async () => {
    const tenant = await provisionTenant(ctx.app)
    const member = await addMember(ctx.app, tenant, 'recruiter')
    const count = await tenantCount()
    const sub = newSubject()
    const res = await googleSignIn(await jwks.sign({ sub, email: member.email.toUpperCase() }))
    assert.equal(res.statusCode, 200, res.body)
    const who = await me(res.json().access_token)
    assert.equal(who.user.id, member.id)
    assert.equal(who.tenant.id, tenant.id)
    assert.equal(who.role, 'recruiter')
    assert.equal(await tenantCount(), count)

    const later = await googleSignIn(await jwks.sign({ sub, email: member.email }))
    assert.equal((await me(later.json().access_token)).user.id, member.id, 'the subject now leads to the same user')
    const password = await call(ctx.app, 'POST', '/api/v1/auth/login', { body: { email: member.email, password: member.password } })
    assert.equal(password.statusCode, 200, 'linking keeps the password sign-in')
  })

  describe('refuses', () => {
    test('with 401 a wrong audience, a wrong issuer, an expired token, an unverified e-mail, a foreign key or garbage, creating nothing', async () => {
      const email = 'mallory@refused-tokens.example'
      const sub = newSubject()
      const hourAgo = Math.floor(Date.now() / 1000) - 3600
      const invalid = 'Google ID token is not valid'
      const cases = [
        { label: 'wrong audience', token: await jwks.sign({ sub, email }, { audience: 'someone-else.apps.example' }), detail: invalid },
        { label: 'wrong issuer', token: await jwks.sign({ sub, email }, { issuer: 'https://evil.example' }), detail: invalid },
        {
          label: 'expired',
          token: await jwks.sign({ sub, email }, { issuedAt: hourAgo, expiresInSeconds: 60 }),
          detail: 'Google ID token expired',
        },
        {
          label: 'unverified e-mail',
          token: await jwks.sign({ sub, email, email_verified: false }),
          detail: 'Google account e-mail is not verified',
        },
        { label: 'no e-mail', token: await jwks.sign({ sub, email: undefined }), detail: 'Google account e-mail is not verified' },
        { label: 'key not in the JWKS', token: await jwks.sign({ sub, email }, { untrusted: true }), detail: invalid },
        { label: 'garbage', token: 'this-is-not-a-jwt', detail: invalid },
      ]
      for (const { label, token, detail } of cases) {
        const res = await googleSignIn(token)
        assert.equal(res.statusCode, 401, `${label}: ${res.body}`)
        assert.equal(res.json().detail, detail, label)
      }
      // Had any refused token provisioned a tenant, this one would get a suffixed code.
      const valid = await googleSignIn(await jwks.sign({ sub, email }))
      assert.equal(valid.statusCode, 200, valid.body)
      assert.equal((await me(valid.json().access_token)).tenant.code, 'refused-tokens')
    })

    test('a verified token for the address of a demo member never signs in as that member', async () => {
      const tenant = await provisionTenant(ctx.app)
      const email = `lan.demo-${randomBytes(3).toString('hex')}@demo-member.example`
      const [demo] = await ctx.database.db
        .transaction()
        .execute((trx) => ctx.app.services.users.createDemoMembers(trx, tenant.id, [{ email, full_name: 'Lan Demo', role: 'recruiter' }]))
      const res = await googleSignIn(await jwks.sign({ sub: newSubject(), email }))
      assert.equal(res.statusCode, 200, res.body)
      const who = await me(res.json().access_token)
      assert.notEqual(who.user.id, demo!.id, 'signed in as the demo member')
      assert.notEqual(who.tenant.id, tenant.id, 'signed in to the demo tenant')
      // Nor by password: a demo member has none, whatever is tried.
      const login = await call(ctx.app, 'POST', '/api/v1/auth/login', { body: { email, password: 'any password at all' } })
      assert.equal(login.statusCode, 401, login.body)
    })

    test('with 422 a body without id_token', async () => {
      const res = await call(ctx.app, 'POST', GOOGLE, { body: {} })
      assert.equal(res.statusCode, 422)
      assert.deepEqual(
        res.json().detail.map((d: { loc: string[] }) => d.loc),
        [['body', 'id_token']],
      )
    })
  })

  test('answers 404 when GOOGLE_CLIENT_ID is not set', async (t) => {
    const unconfigured = await buildTestApp(t, { env: { GOOGLE_JWKS_URL: jwks.certsUrl } })
    const res = await call(unconfigured.app, 'POST', GOOGLE, { body: { id_token: await jwks.sign({ sub: newSubject() }) } })
    assert.equal(res.statusCode, 404, res.body)
    assert.match(res.json().detail, /not configured/)
  })
})
