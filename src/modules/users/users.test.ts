import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { locs } from '../../../test/helpers/assertions.ts'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { setCreatedAt, spaceOutCreatedAt } from '../../../test/helpers/created-at.ts'
import { addMember, provisionTenant, signIn, tenantWithTeam, type SignedIn, type TestTenant } from '../../../test/helpers/factories.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'
import { startSmtpSink } from '../../../test/helpers/smtp-sink.ts'
import type { Role } from '../../platform/auth/roles.ts'

const DAY_MS = 24 * 3600 * 1000
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const USER_FIELDS = ['created_at', 'email', 'full_name', 'id', 'is_active', 'last_login_at', 'role', 'updated_at']

interface UserItem {
  id: string
  email: string
  full_name: string
  role: Role
  is_active: boolean
  created_at: string
  updated_at: string
}

function invite(app: FastifyInstance, admin: SignedIn, body: Record<string, unknown>) {
  return call(app, 'POST', '/api/v1/users/invitations', { token: admin.token, body })
}

function uniqueEmail(tenant: TestTenant, local = 'person'): string {
  return `${local}-${randomBytes(3).toString('hex')}@${tenant.code}.example`
}

async function listUsers(app: FastifyInstance, tenant: TestTenant, query: Record<string, string | number | boolean> = {}) {
  const res = await call(app, 'GET', '/api/v1/users', { token: tenant.admin.token, query })
  assert.equal(res.statusCode, 200, res.body)
  return res.json() as { total: number; page: number; page_size: number; items: UserItem[] }
}

async function getUser(app: FastifyInstance, tenant: TestTenant, id: string): Promise<UserItem> {
  const res = await call(app, 'GET', `/api/v1/users/${id}`, { token: tenant.admin.token })
  assert.equal(res.statusCode, 200, res.body)
  return res.json()
}

/** created_at strictly descending: the rows were given distinct instants, so no tie-break decides. */
function assertNewestFirst(items: UserItem[]): void {
  for (let i = 1; i < items.length; i++) {
    const [a, b] = [items[i - 1]!, items[i]!]
    assert.ok(a.created_at > b.created_at, `item ${i - 1} (${a.created_at}) should be newer than item ${i} (${b.created_at})`)
  }
}

describe('users', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: TestTenant

  before(async () => {
    ctx = await buildTestApp()
    team = await tenantWithTeam(ctx.app)
    other = await provisionTenant(ctx.app)
  })
  after(() => ctx.close())

  describe('GET /users', () => {
    test('answers the tenant’s users in the pagination envelope, 20 per page by default', async () => {
      const page = await listUsers(ctx.app, team)
      assert.equal(page.total, 4)
      assert.equal(page.page, 1)
      assert.equal(page.page_size, 20)
      assert.deepEqual(
        page.items.map((u) => u.id).sort(),
        Object.values(team.members)
          .map((m) => m.id)
          .sort(),
      )
      for (const item of page.items) assert.deepEqual(Object.keys(item).sort(), USER_FIELDS)
      const recruiter = page.items.find((u) => u.id === team.members.recruiter.id)!
      assert.equal(recruiter.email, team.members.recruiter.email)
      assert.equal(recruiter.role, 'recruiter')
      assert.equal(recruiter.is_active, true)
    })

    describe('pagination over five users', () => {
      let paged: TestTenant
      let createdInOrder: string[]

      before(async () => {
        paged = await provisionTenant(ctx.app)
        createdInOrder = [paged.admin.id]
        for (const role of ['recruiter', 'interviewer', 'hiring_manager', 'recruiter'] as const) {
          createdInOrder.push((await addMember(ctx.app, paged, role)).id)
        }
        // Members added one after the other may share a millisecond: each gets its own second.
        await spaceOutCreatedAt(ctx.database.unguarded, 'users', paged.id, createdInOrder)
      })

      test('orders by created_at descending, then id descending', async () => {
        const { items } = await listUsers(ctx.app, paged)
        assert.deepEqual(
          items.map((u) => u.id),
          [...createdInOrder].reverse(),
        )
        assertNewestFirst(items)

        // Two members made in the same instant: the higher id comes first.
        const [a, b] = createdInOrder.slice(0, 2) as [string, string]
        const same = new Date(Date.now() - 3_600_000)
        for (const id of [a, b]) await setCreatedAt(ctx.database.unguarded, 'users', paged.id, { id }, same)
        const tied = (await listUsers(ctx.app, paged)).items.map((u) => u.id).slice(-2)
        assert.deepEqual(tied, [a, b].sort().reverse())
      })

      test('page_size=2 splits them into pages of 2, 2 and 1 with the same total', async () => {
        const all = (await listUsers(ctx.app, paged, { page_size: 100 })).items.map((u) => u.id)
        const seen: string[] = []
        for (const [page, size] of [
          [1, 2],
          [2, 2],
          [3, 1],
        ] as const) {
          const body = await listUsers(ctx.app, paged, { page, page_size: 2 })
          assert.equal(body.total, 5)
          assert.equal(body.page, page)
          assert.equal(body.page_size, 2)
          assert.equal(body.items.length, size, `page ${page}`)
          seen.push(...body.items.map((u) => u.id))
        }
        assert.deepEqual(seen, all, 'the pages together list every user once, in order')
      })

      test('a page past the end is empty but keeps the total', async () => {
        const body = await listUsers(ctx.app, paged, { page: 4, page_size: 2 })
        assert.deepEqual(body, { total: 5, page: 4, page_size: 2, items: [] })
      })
    })

    test('answers 422 for page_size over 100, page 0 and a page_size that is not a number', async () => {
      assert.equal((await listUsers(ctx.app, team, { page_size: 100 })).page_size, 100)
      const cases: [Record<string, string | number>, string][] = [
        [{ page_size: 101 }, 'query.page_size'],
        [{ page_size: 0 }, 'query.page_size'],
        [{ page: 0 }, 'query.page'],
        [{ page_size: 'abc' }, 'query.page_size'],
        [{ page: 1.5 }, 'query.page'],
      ]
      for (const [query, loc] of cases) {
        const res = await call(ctx.app, 'GET', '/api/v1/users', { token: team.admin.token, query })
        assert.equal(res.statusCode, 422, JSON.stringify(query))
        assert.deepEqual(locs(res), [loc])
      }
    })

    test('filters by role', async () => {
      const body = await listUsers(ctx.app, team, { role: 'interviewer' })
      assert.equal(body.total, 1)
      assert.deepEqual(
        body.items.map((u) => u.id),
        [team.members.interviewer.id],
      )
      const bad = await call(ctx.app, 'GET', '/api/v1/users', { token: team.admin.token, query: { role: 'owner' } })
      assert.equal(bad.statusCode, 422)
      assert.deepEqual(locs(bad), ['query.role'])
    })

    test('filters by is_active', async () => {
      const tenant = await provisionTenant(ctx.app)
      const leaving = await addMember(ctx.app, tenant, 'recruiter')
      const staying = await addMember(ctx.app, tenant, 'recruiter')
      const off = await call(ctx.app, 'PATCH', `/api/v1/users/${leaving.id}`, { token: tenant.admin.token, body: { is_active: false } })
      assert.equal(off.statusCode, 200)

      const inactive = await listUsers(ctx.app, tenant, { is_active: false })
      assert.equal(inactive.total, 1)
      assert.deepEqual(
        inactive.items.map((u) => u.id),
        [leaving.id],
      )
      const active = await listUsers(ctx.app, tenant, { is_active: true })
      assert.equal(active.total, 2)
      assert.deepEqual(active.items.map((u) => u.id).sort(), [tenant.admin.id, staying.id].sort())
      const bad = await call(ctx.app, 'GET', '/api/v1/users', { token: tenant.admin.token, query: { is_active: 'maybe' } })
      assert.equal(bad.statusCode, 422)
    })

    test('search matches part of the name or the e-mail, ignoring case, and takes % and _ literally', async () => {
      const tenant = await provisionTenant(ctx.app)
      const named = await invite(ctx.app, tenant.admin, { email: uniqueEmail(tenant), full_name: 'Quentin Zyborski', role: 'recruiter' })
      const emailOnly = uniqueEmail(tenant, 'xylophonist')
      const mailed = await invite(ctx.app, tenant.admin, { email: emailOnly, full_name: 'Plain Name', role: 'interviewer' })
      for (const res of [named, mailed]) {
        const ok = await call(ctx.app, 'POST', '/api/v1/auth/accept-invitation', {
          body: { token: res.json().accept_token, password: 'long enough password' },
        })
        assert.equal(ok.statusCode, 200)
      }

      const byName = await listUsers(ctx.app, tenant, { search: 'zYBOR' })
      assert.deepEqual(
        byName.items.map((u) => u.full_name),
        ['Quentin Zyborski'],
      )
      assert.equal(byName.total, 1)
      const byEmail = await listUsers(ctx.app, tenant, { search: 'XYLOPHON' })
      assert.deepEqual(
        byEmail.items.map((u) => u.email),
        [emailOnly],
      )
      for (const wildcard of ['%', '_']) {
        assert.equal((await listUsers(ctx.app, tenant, { search: wildcard })).total, 0, wildcard)
      }
      assert.equal((await listUsers(ctx.app, tenant, { search: 'nobody-like-this' })).total, 0)
    })
  })

  describe('GET /users/{id}', () => {
    test('answers the user', async () => {
      const user = await getUser(ctx.app, team, team.members.hiring_manager.id)
      assert.deepEqual(Object.keys(user).sort(), USER_FIELDS)
      assert.equal(user.id, team.members.hiring_manager.id)
      assert.equal(user.email, team.members.hiring_manager.email)
      assert.equal(user.role, 'hiring_manager')
      assert.match(user.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    })

    test('answers 404 for an unknown id and the same 404 for another tenant’s user', async () => {
      const unknown = await call(ctx.app, 'GET', `/api/v1/users/${UNKNOWN_ID}`, { token: team.admin.token })
      assert.equal(unknown.statusCode, 404)
      assert.equal(typeof unknown.json().detail, 'string')
      const foreign = await call(ctx.app, 'GET', `/api/v1/users/${other.admin.id}`, { token: team.admin.token })
      assert.equal(foreign.statusCode, 404)
      assert.deepEqual(foreign.json(), unknown.json())
    })

    test('answers 422 for an id that is not a UUID', async () => {
      const res = await call(ctx.app, 'GET', '/api/v1/users/not-a-uuid', { token: team.admin.token })
      assert.equal(res.statusCode, 422)
      assert.deepEqual(
        res.json().detail.map((d: { loc: string[] }) => d.loc),
        [['path', 'id']],
      )
    })
  })

  describe('PATCH /users/{id}', () => {
    let tenant: TestTenant

    before(async () => {
      tenant = await provisionTenant(ctx.app)
    })

    function patch(id: string, body: unknown, headers: Record<string, string> = {}, token = tenant.admin.token) {
      return call(ctx.app, 'PATCH', `/api/v1/users/${id}`, { token, body, headers })
    }

    test('changes the role and the name, and the change is kept', async () => {
      const member = await addMember(ctx.app, tenant, 'recruiter')
      const before = await getUser(ctx.app, tenant, member.id)
      const res = await patch(member.id, { role: 'hiring_manager', full_name: 'Renamed Person' })
      assert.equal(res.statusCode, 200, res.body)
      const body = res.json()
      assert.equal(body.role, 'hiring_manager')
      assert.equal(body.full_name, 'Renamed Person')
      assert.ok(body.updated_at > before.updated_at, 'updated_at moves forward')
      assert.deepEqual(await getUser(ctx.app, tenant, member.id), body)
      const fresh = await signIn(ctx.app, member.email, member.password)
      const me = await call(ctx.app, 'GET', '/api/v1/auth/me', { token: fresh.access_token })
      assert.equal(me.json().role, 'hiring_manager', 'a new sign-in carries the new role')
    })

    test('is_active=false revokes the user’s refresh tokens for good; their access token lives until it expires', async () => {
      const member = await addMember(ctx.app, tenant, 'interviewer')
      const second = await signIn(ctx.app, member.email, member.password)
      const refreshTokens = [member.refreshToken, second.refresh_token]
      const refresh = (refresh_token: string) => call(ctx.app, 'POST', '/api/v1/auth/refresh', { body: { refresh_token } })

      const off = await patch(member.id, { is_active: false })
      assert.equal(off.statusCode, 200)
      assert.equal(off.json().is_active, false)
      for (const token of refreshTokens) assert.equal((await refresh(token)).statusCode, 401)
      const login = await call(ctx.app, 'POST', '/api/v1/auth/login', { body: { email: member.email, password: member.password } })
      assert.equal(login.statusCode, 401)
      // No blocklist for access tokens, by the specification.
      const me = await call(ctx.app, 'GET', '/api/v1/auth/me', { token: member.token })
      assert.equal(me.statusCode, 200)
      assert.equal((await refresh(tenant.admin.refreshToken)).statusCode, 200, 'only that user’s sessions end')

      // Revoked, not merely refused while inactive: reactivation does not bring them back.
      const on = await patch(member.id, { is_active: true })
      assert.equal(on.statusCode, 200)
      assert.equal(on.json().is_active, true)
      for (const token of refreshTokens) assert.equal((await refresh(token)).statusCode, 401)
      await signIn(ctx.app, member.email, member.password)
    })

    test('answers 409 when the admin deactivates or demotes themself, and changes nothing', async () => {
      const self = tenant.admin.id
      const before = await getUser(ctx.app, tenant, self)
      for (const body of [{ is_active: false }, { role: 'recruiter' }, { role: 'interviewer', full_name: 'Still Me' }]) {
        const res = await patch(self, body)
        assert.equal(res.statusCode, 409, JSON.stringify(body))
        assert.equal(typeof res.json().detail, 'string')
      }
      assert.deepEqual(await getUser(ctx.app, tenant, self), before)
      const rename = await patch(self, { full_name: 'Ada Renamed', role: 'admin' })
      assert.equal(rename.statusCode, 200, 'renaming oneself is fine')
    })

    test('If-Unmodified-Since with the current updated_at succeeds', async () => {
      const member = await addMember(ctx.app, tenant, 'recruiter')
      const current = await getUser(ctx.app, tenant, member.id)
      const res = await patch(member.id, { full_name: 'Fresh Read' }, { 'if-unmodified-since': current.updated_at })
      assert.equal(res.statusCode, 200, res.body)
      assert.equal(res.json().full_name, 'Fresh Read')
    })

    test('answers 412 when If-Unmodified-Since is older than the last change, and changes nothing', async () => {
      const member = await addMember(ctx.app, tenant, 'recruiter')
      const stale = (await getUser(ctx.app, tenant, member.id)).updated_at
      const changed = await patch(member.id, { full_name: 'Changed Meanwhile' })
      assert.equal(changed.statusCode, 200)
      assert.ok(changed.json().updated_at > stale)

      const res = await patch(member.id, { role: 'interviewer', full_name: 'Lost Update' }, { 'if-unmodified-since': stale })
      assert.equal(res.statusCode, 412)
      assert.equal(typeof res.json().detail, 'string')
      assert.deepEqual(await getUser(ctx.app, tenant, member.id), changed.json())
    })

    test('answers 422 for a malformed If-Unmodified-Since', async () => {
      const member = await addMember(ctx.app, tenant, 'recruiter')
      for (const value of ['yesterday', '1700000000', '2026-01-01T00:00:00']) {
        const res = await patch(member.id, { full_name: 'Never' }, { 'if-unmodified-since': value })
        assert.equal(res.statusCode, 422, value)
        assert.deepEqual(
          res.json().detail.map((d: { loc: string[] }) => d.loc),
          [['header', 'if-unmodified-since']],
        )
      }
      assert.equal((await getUser(ctx.app, tenant, member.id)).full_name, 'Member recruiter')
    })

    test('answers 422 for an unknown field, an empty body and bad values', async () => {
      const member = await addMember(ctx.app, tenant, 'recruiter')
      const extra = await patch(member.id, { email: 'new@example.com' })
      assert.equal(extra.statusCode, 422)
      assert.deepEqual(extra.json().detail, [{ loc: ['body', 'email'], msg: extra.json().detail[0].msg, type: 'extra_forbidden' }])
      const empty = await patch(member.id, {})
      assert.equal(empty.statusCode, 422)
      assert.deepEqual(locs(empty), ['body'])
      const cases: [unknown, string][] = [
        [{ role: 'owner' }, 'body.role'],
        [{ is_active: 'no' }, 'body.is_active'],
        [{ full_name: '' }, 'body.full_name'],
      ]
      for (const [body, loc] of cases) {
        const res = await patch(member.id, body)
        assert.equal(res.statusCode, 422, JSON.stringify(body))
        assert.deepEqual(locs(res), [loc])
      }
      const unchanged = await getUser(ctx.app, tenant, member.id)
      assert.equal(unchanged.role, 'recruiter')
      assert.equal(unchanged.full_name, 'Member recruiter')
    })

    test('answers 404 for an unknown user and for another tenant’s user, which stays unchanged', async () => {
      const unknown = await patch(UNKNOWN_ID, { full_name: 'Ghost' })
      assert.equal(unknown.statusCode, 404)
      const foreign = await patch(other.admin.id, { full_name: 'Hijacked', is_active: false })
      assert.equal(foreign.statusCode, 404)
      assert.deepEqual(foreign.json(), unknown.json())
      const untouched = await getUser(ctx.app, other, other.admin.id)
      assert.equal(untouched.full_name, 'Ada Admin')
      assert.equal(untouched.is_active, true)
    })

    test('writes a user.updated audit entry naming the actor and the request id', async () => {
      const member = await addMember(ctx.app, tenant, 'interviewer')
      const requestId = `req-users-${randomBytes(6).toString('hex')}`
      const res = await patch(member.id, { role: 'recruiter' }, { 'x-request-id': requestId })
      assert.equal(res.statusCode, 200)
      assert.equal(res.headers['x-request-id'], requestId)

      const log = await call(ctx.app, 'GET', '/api/v1/audit-logs', {
        token: tenant.admin.token,
        query: { resource_type: 'user', resource_id: member.id },
      })
      assert.equal(log.statusCode, 200)
      const entries = log.json().items.filter((e: { action: string }) => e.action === 'user.updated')
      assert.equal(entries.length, 1)
      const [entry] = entries
      assert.equal(entry.actor_type, 'user')
      assert.equal(entry.actor_id, tenant.admin.id)
      assert.equal(entry.resource_id, member.id)
      assert.equal(entry.request_id, requestId)
      assert.deepEqual(entry.changes, { role: 'recruiter' })
    })
  })

  describe('POST /users/invitations', () => {
    test('answers 201 with the invitation, valid for 7 days, and an accept token', async () => {
      const email = uniqueEmail(team)
      const before = Date.now()
      const res = await invite(ctx.app, team.admin, { email, full_name: '  Iris Invitee ', role: 'hiring_manager' })
      const after = Date.now()
      assert.equal(res.statusCode, 201, res.body)
      const body = res.json()
      assert.deepEqual(Object.keys(body).sort(), ['accept_token', 'email', 'expires_at', 'full_name', 'id', 'role'])
      assert.match(body.id, /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      assert.equal(body.email, email)
      assert.equal(body.full_name, 'Iris Invitee')
      assert.equal(body.role, 'hiring_manager')
      assert.match(body.expires_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
      const expires = Date.parse(body.expires_at)
      assert.ok(expires >= before + 7 * DAY_MS && expires <= after + 7 * DAY_MS, body.expires_at)
      assert.equal(typeof body.accept_token, 'string')
      assert.ok(body.accept_token.length >= 32)
    })

    test('answers 409 when the e-mail already belongs to a user of the tenant, in any case', async () => {
      const res = await invite(ctx.app, team.admin, {
        email: team.members.recruiter.email.toUpperCase(),
        full_name: 'Twice',
        role: 'recruiter',
      })
      assert.equal(res.statusCode, 409)
      assert.equal(typeof res.json().detail, 'string')
    })

    test('answers 422 for a bad e-mail, a bad role and missing fields', async () => {
      const cases: [Record<string, unknown>, string[]][] = [
        [{ email: 'not-an-email', full_name: 'X', role: 'recruiter' }, ['body.email']],
        [{ email: uniqueEmail(team), full_name: 'X', role: 'owner' }, ['body.role']],
        [{ email: uniqueEmail(team), full_name: 'X', role: 'recruiter', password: 'x' }, ['body.password']],
        [{}, ['body.email', 'body.full_name', 'body.role']],
      ]
      for (const [body, expected] of cases) {
        const res = await invite(ctx.app, team.admin, body)
        assert.equal(res.statusCode, 422, JSON.stringify(body))
        assert.deepEqual(locs(res).sort(), expected)
      }
    })

    test('e-mails the token to the invited address over SMTP', async (t) => {
      const sink = await startSmtpSink()
      t.after(() => sink.close())
      const mailing = await buildTestApp(t, { env: { SMTP_URL: sink.url } })
      const tenant = await provisionTenant(mailing.app)
      const email = uniqueEmail(tenant, 'mailed')
      const res = await invite(mailing.app, tenant.admin, { email, full_name: 'Mailed Person', role: 'recruiter' })
      assert.equal(res.statusCode, 201)
      const token: string = res.json().accept_token

      const message = await sink.waitFor((m) => m.to.includes(email))
      assert.deepEqual(message.to, [email])
      assert.equal(message.headers.to, email)
      assert.ok(message.subject.length > 0)
      assert.ok(message.text.includes(token), 'the body carries the accept token')
      assert.ok(message.text.includes(`token=${encodeURIComponent(token)}`), 'and a link with it')
      assert.ok(message.text.includes('Mailed Person'))
    })

    test('still answers 201 when the mail server is unreachable', async (t) => {
      const sink = await startSmtpSink()
      const deadUrl = sink.url
      await sink.close()
      const mailing = await buildTestApp(t, { env: { SMTP_URL: deadUrl } })
      const tenant = await provisionTenant(mailing.app)
      const res = await invite(mailing.app, tenant.admin, { email: uniqueEmail(tenant), full_name: 'Unmailed', role: 'interviewer' })
      assert.equal(res.statusCode, 201)
      const accepted = await call(mailing.app, 'POST', '/api/v1/auth/accept-invitation', {
        body: { token: res.json().accept_token, password: 'long enough password' },
      })
      assert.equal(accepted.statusCode, 200, 'the returned token works without the mail')
    })
  })

  describe('POST /auth/accept-invitation', () => {
    test('answers a token pair for the new user, who has the invited role and can sign in', async () => {
      const email = uniqueEmail(team, 'Accepter')
      const invited = await invite(ctx.app, team.admin, { email, full_name: 'Ann Accepter', role: 'interviewer' })
      const res = await call(ctx.app, 'POST', '/api/v1/auth/accept-invitation', {
        body: { token: invited.json().accept_token, password: 'my chosen password' },
      })
      assert.equal(res.statusCode, 200, res.body)
      const pair = res.json()
      assert.equal(pair.token_type, 'bearer')
      assert.match(pair.refresh_token, /^rt_/)

      const me = (await call(ctx.app, 'GET', '/api/v1/auth/me', { token: pair.access_token })).json()
      assert.equal(me.user.email, email.toLowerCase())
      assert.equal(me.user.full_name, 'Ann Accepter')
      assert.equal(me.role, 'interviewer')
      assert.equal(me.tenant.id, team.id)

      const login = await signIn(ctx.app, email, 'my chosen password')
      const again = await call(ctx.app, 'GET', '/api/v1/auth/me', { token: login.access_token })
      assert.equal(again.json().user.id, me.user.id)
      const listed = await getUser(ctx.app, team, me.user.id)
      assert.equal(listed.role, 'interviewer')
    })

    test('works once: a second accept answers 401', async () => {
      const invited = await invite(ctx.app, team.admin, { email: uniqueEmail(team), full_name: 'Once', role: 'recruiter' })
      const body = { token: invited.json().accept_token, password: 'my chosen password' }
      const first = await call(ctx.app, 'POST', '/api/v1/auth/accept-invitation', { body })
      assert.equal(first.statusCode, 200)
      const second = await call(ctx.app, 'POST', '/api/v1/auth/accept-invitation', { body: { ...body, password: 'another password' } })
      assert.equal(second.statusCode, 401)
      assert.equal(typeof second.json().detail, 'string')
    })

    test('answers 401 for an unknown token', async () => {
      const res = await call(ctx.app, 'POST', '/api/v1/auth/accept-invitation', {
        body: { token: 'inv_nothing-like-this', password: 'my chosen password' },
      })
      assert.equal(res.statusCode, 401)
    })

    test('answers 422 for a password under 8 characters, and the invitation stays usable', async () => {
      const invited = await invite(ctx.app, team.admin, { email: uniqueEmail(team), full_name: 'Short', role: 'recruiter' })
      const token = invited.json().accept_token
      const short = await call(ctx.app, 'POST', '/api/v1/auth/accept-invitation', { body: { token, password: '1234567' } })
      assert.equal(short.statusCode, 422)
      assert.deepEqual(locs(short), ['body.password'])
      assert.equal(short.json().detail[0].type, 'string_too_short')
      const ok = await call(ctx.app, 'POST', '/api/v1/auth/accept-invitation', { body: { token, password: '12345678' } })
      assert.equal(ok.statusCode, 200)
    })

    test('answers 409 when the e-mail became a user through an earlier invitation', async () => {
      const email = uniqueEmail(team, 'twice')
      const first = await invite(ctx.app, team.admin, { email, full_name: 'First', role: 'recruiter' })
      const second = await invite(ctx.app, team.admin, { email, full_name: 'Second', role: 'interviewer' })
      assert.equal(second.statusCode, 201, 'no user yet, so a second invitation is allowed')
      const accept = (token: string) =>
        call(ctx.app, 'POST', '/api/v1/auth/accept-invitation', { body: { token, password: 'my chosen password' } })
      assert.equal((await accept(first.json().accept_token)).statusCode, 200)
      const late = await accept(second.json().accept_token)
      assert.equal(late.statusCode, 409)
    })

    test('expires 7 days after it was made', async (t) => {
      let clock = Date.parse('2026-03-02T08:00:00.000Z')
      const timed = await buildTestApp(t, { deps: { now: () => clock } })
      const tenant = await provisionTenant(timed.app)
      const made = clock
      const invitations = []
      for (const name of ['Early', 'Late']) {
        const res = await invite(timed.app, tenant.admin, { email: uniqueEmail(tenant), full_name: name, role: 'recruiter' })
        assert.equal(res.statusCode, 201)
        assert.equal(res.json().expires_at, new Date(made + 7 * DAY_MS).toISOString())
        invitations.push(res.json().accept_token as string)
      }
      const accept = (token: string) =>
        call(timed.app, 'POST', '/api/v1/auth/accept-invitation', { body: { token, password: 'my chosen password' } })

      clock = made + 7 * DAY_MS - 1000
      assert.equal((await accept(invitations[0]!)).statusCode, 200, 'a second before expiry')
      clock = made + 7 * DAY_MS + 1000
      const expired = await accept(invitations[1]!)
      assert.equal(expired.statusCode, 401)
      assert.match(expired.json().detail, /expired/i)
    })
  })

  describe('access control', () => {
    test('every users route is for admins only', async () => {
      const expired = await expiredToken(ctx.config.jwtSecret, team.admin, team.id)
      const target = team.members.interviewer.id
      const routes = [
        { method: 'GET', url: '/api/v1/users' },
        { method: 'GET', url: `/api/v1/users/${target}` },
        { method: 'PATCH', url: `/api/v1/users/${target}`, body: { full_name: 'Not Allowed' } },
        {
          method: 'POST',
          url: '/api/v1/users/invitations',
          body: { email: uniqueEmail(team), full_name: 'Not Allowed', role: 'admin' },
        },
      ] as const
      for (const route of routes) await assertGuarded(ctx.app, { ...route, roles: ['admin'] }, team.members, expired)
      assert.equal((await getUser(ctx.app, team, target)).full_name, 'Member interviewer', 'no guarded call got through')
    })
  })
})
