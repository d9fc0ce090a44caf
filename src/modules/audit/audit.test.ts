import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { ageCreatedAt } from '../../../test/helpers/created-at.ts'
import { addMember, provisionTenant, tenantWithTeam, type SignedIn, type TestTenant } from '../../../test/helpers/factories.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const ENTRY_FIELDS = ['action', 'actor_id', 'actor_type', 'changes', 'created_at', 'id', 'request_id', 'resource_id', 'resource_type']

interface Entry {
  id: string
  actor_type: string
  actor_id: string | null
  action: string
  resource_type: string
  resource_id: string | null
  changes: Record<string, unknown>
  request_id: string | null
  created_at: string
}

interface EntryPage {
  total: number
  page: number
  page_size: number
  items: Entry[]
}

function assertNewestFirst(items: Entry[]): void {
  for (let i = 1; i < items.length; i++) {
    const [a, b] = [items[i - 1]!, items[i]!]
    const ordered = a.created_at > b.created_at || (a.created_at === b.created_at && a.id > b.id)
    assert.ok(ordered, `entry ${i - 1} (${a.created_at} ${a.id}) should come before entry ${i} (${b.created_at} ${b.id})`)
  }
}

describe('audit log', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: TestTenant
  let otherMember: SignedIn

  before(async () => {
    ctx = await buildTestApp()
    team = await tenantWithTeam(ctx.app)
    other = await provisionTenant(ctx.app)
    otherMember = await addMember(ctx.app, other, 'recruiter')
    const renamed = await call(ctx.app, 'PATCH', `/api/v1/users/${otherMember.id}`, {
      token: other.admin.token,
      body: { full_name: 'Other Renamed' },
    })
    assert.equal(renamed.statusCode, 200)
  })
  after(() => ctx.close())

  async function list(query: Record<string, string | number> = {}, tenant: TestTenant = team): Promise<EntryPage> {
    const res = await call(ctx.app, 'GET', '/api/v1/audit-logs', { token: tenant.admin.token, query })
    assert.equal(res.statusCode, 200, res.body)
    return res.json()
  }

  async function rename(member: SignedIn, full_name: string) {
    const res = await call(ctx.app, 'PATCH', `/api/v1/users/${member.id}`, { token: team.admin.token, body: { full_name } })
    assert.equal(res.statusCode, 200)
  }

  describe('GET /audit-logs', () => {
    test('lists the tenant’s entries in the pagination envelope, from provisioning on', async () => {
      const page = await list()
      assert.equal(page.page, 1)
      assert.equal(page.page_size, 20)
      // Provisioning, then three invitations made and accepted.
      assert.ok(page.total >= 7, String(page.total))
      for (const entry of page.items) assert.deepEqual(Object.keys(entry).sort(), ENTRY_FIELDS)
      const created = page.items.find((e) => e.action === 'tenant.created')
      assert.ok(created, 'provisioning is recorded')
      const { id, created_at, request_id, ...rest } = created
      assert.deepEqual(rest, {
        actor_type: 'platform',
        actor_id: null,
        action: 'tenant.created',
        resource_type: 'tenant',
        resource_id: team.id,
        changes: { code: team.code, admin_email: team.admin.email },
      })
      assert.match(id, /^[0-9a-f-]{36}$/)
      assert.match(created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
      assert.equal(typeof request_id, 'string', 'the provisioning request is named')
      const accepted = page.items
        .filter((e) => e.action === 'invitation.accepted')
        .map((e) => e.resource_id)
        .sort()
      assert.deepEqual(accepted, [team.members.recruiter.id, team.members.hiring_manager.id, team.members.interviewer.id].sort())
    })

    test('lists newest first: the latest change comes at the top', async () => {
      // The entries so far a second back: the rename's entry is the newest by created_at, never by a tie.
      await ageCreatedAt(ctx.database.unguarded, 'audit_logs', team.id)
      await rename(team.members.interviewer, `Newest ${randomBytes(2).toString('hex')}`)
      const { items } = await list({ page_size: 100 })
      assert.equal(items[0]!.action, 'user.updated')
      assert.equal(items[0]!.resource_id, team.members.interviewer.id)
      assert.equal(items.at(-1)!.action, 'tenant.created')
      assertNewestFirst(items)
    })

    test('pages through every entry once, in order', async () => {
      const all = await list({ page_size: 100 })
      const pages = Math.ceil(all.total / 3)
      const seen: string[] = []
      for (let page = 1; page <= pages; page++) {
        const body = await list({ page, page_size: 3 })
        assert.equal(body.total, all.total)
        assert.equal(body.items.length, page < pages ? 3 : all.total - 3 * (pages - 1))
        seen.push(...body.items.map((e) => e.id))
      }
      assert.deepEqual(
        seen,
        all.items.map((e) => e.id),
      )
      assert.deepEqual(await list({ page: pages + 1, page_size: 3 }), { total: all.total, page: pages + 1, page_size: 3, items: [] })
    })

    test('answers 422 for page_size over 100 and page 0', async () => {
      for (const query of [{ page_size: 101 }, { page: 0 }] as Record<string, number>[]) {
        const res = await call(ctx.app, 'GET', '/api/v1/audit-logs', { token: team.admin.token, query })
        assert.equal(res.statusCode, 422)
        assert.deepEqual(
          res.json().detail.map((d: { loc: string[] }) => d.loc),
          [['query', Object.keys(query)[0]]],
        )
      }
    })

    test('filters by resource_type, resource_id and actor_id', async () => {
      const member = team.members.recruiter
      await rename(member, 'Filtered Once')

      const invitations = await list({ resource_type: 'invitation', page_size: 100 })
      assert.ok(invitations.total >= 3)
      assert.equal(invitations.items.length, invitations.total)
      for (const e of invitations.items) assert.equal(e.resource_type, 'invitation')

      const aboutMember = await list({ resource_type: 'user', resource_id: member.id })
      assert.deepEqual(aboutMember.items.map((e) => e.action).sort(), ['invitation.accepted', 'user.updated'])
      for (const e of aboutMember.items) assert.equal(e.resource_id, member.id)

      const byMember = await list({ actor_id: member.id })
      assert.deepEqual(
        byMember.items.map((e) => e.action),
        ['invitation.accepted'],
        'accepting is done by the invitee',
      )
      const byAdmin = await list({ actor_id: team.admin.id, page_size: 100 })
      assert.ok(byAdmin.total >= 4)
      for (const e of byAdmin.items) assert.equal(e.actor_id, team.admin.id)

      const none = await list({ resource_type: 'no-such-type' })
      assert.deepEqual(none, { total: 0, page: 1, page_size: 20, items: [] })
    })

    test('answers 422 for a resource_id or actor_id that is not a UUID', async () => {
      for (const name of ['resource_id', 'actor_id']) {
        const res = await call(ctx.app, 'GET', '/api/v1/audit-logs', { token: team.admin.token, query: { [name]: 'not-a-uuid' } })
        assert.equal(res.statusCode, 422, name)
        assert.deepEqual(
          res.json().detail.map((d: { loc: string[] }) => d.loc),
          [['query', name]],
        )
      }
    })

    test('from and to bound created_at, both inclusive, in any zone', async () => {
      await rename(team.members.hiring_manager, 'Time One')
      await rename(team.members.hiring_manager, 'Time Two')
      const all = (await list({ page_size: 100 })).items
      const times = [...new Set(all.map((e) => e.created_at))].sort()
      assert.ok(times.length >= 3, 'entries at several instants')
      const pivot = times[Math.floor(times.length / 2)]!
      const ids = (pred: (e: Entry) => boolean) => all.filter(pred).map((e) => e.id)

      const from = await list({ from: pivot, page_size: 100 })
      assert.deepEqual(
        from.items.map((e) => e.id),
        ids((e) => e.created_at >= pivot),
      )
      assert.equal(from.total, from.items.length)
      const to = await list({ to: pivot, page_size: 100 })
      assert.deepEqual(
        to.items.map((e) => e.id),
        ids((e) => e.created_at <= pivot),
      )
      const exactly = await list({ from: pivot, to: pivot })
      assert.ok(exactly.total >= 1)
      assert.deepEqual(
        exactly.items.map((e) => e.id),
        ids((e) => e.created_at === pivot),
      )
    })

    test('answers 422 for a from or to without a zone, with an offset instead of Z, an epoch number or free text', async () => {
      for (const name of ['from', 'to']) {
        for (const value of ['2026-01-01T00:00:00', '2026-01-01T00:00:00+07:00', '1700000000', '2026-01-01', 'yesterday']) {
          const res = await call(ctx.app, 'GET', '/api/v1/audit-logs', { token: team.admin.token, query: { [name]: value } })
          assert.equal(res.statusCode, 422, `${name}=${value}`)
          assert.deepEqual(
            res.json().detail.map((d: { loc: string[] }) => d.loc),
            [['query', name]],
          )
        }
      }
    })

    test('never shows another tenant’s entries, whatever the filter', async () => {
      const theirs = await list({ page_size: 100 }, other)
      assert.ok(theirs.total >= 4)
      const theirIds = new Set(theirs.items.map((e) => e.id))
      const ours = await list({ page_size: 100 })
      assert.ok(ours.items.every((e) => !theirIds.has(e.id)))
      assert.ok(ours.items.every((e) => e.resource_id !== other.id && e.resource_id !== otherMember.id))

      for (const query of [{ resource_id: otherMember.id }, { actor_id: other.admin.id }, { resource_id: other.id }] as Record<
        string,
        string
      >[]) {
        assert.equal((await list(query)).total, 0, JSON.stringify(query))
      }
    })

    test('a refused change leaves no entry behind', async () => {
      const before = await list({ page_size: 100 })
      const refused = await call(ctx.app, 'PATCH', `/api/v1/users/${team.admin.id}`, {
        token: team.admin.token,
        body: { is_active: false },
      })
      assert.equal(refused.statusCode, 409)
      const invalid = await call(ctx.app, 'PATCH', `/api/v1/users/${team.members.recruiter.id}`, {
        token: team.admin.token,
        body: { role: 'owner' },
      })
      assert.equal(invalid.statusCode, 422)
      assert.deepEqual(await list({ page_size: 100 }), before)
    })
  })

  describe('DELETE /audit-logs/{id}', () => {
    test('answers 409 with a reason for an existing entry, which stays listed', async () => {
      const [entry] = (await list({ page_size: 1 })).items
      const res = await call(ctx.app, 'DELETE', `/api/v1/audit-logs/${entry!.id}`, { token: team.admin.token })
      assert.equal(res.statusCode, 409)
      assert.equal(typeof res.json().detail, 'string')
      assert.ok(res.json().detail.length > 0)
      const after = await list({ page_size: 100 })
      assert.deepEqual(
        after.items.find((e) => e.id === entry!.id),
        entry,
      )
    })

    test('answers 404 for an unknown id and the same 404 for another tenant’s entry', async () => {
      const unknown = await call(ctx.app, 'DELETE', `/api/v1/audit-logs/${UNKNOWN_ID}`, { token: team.admin.token })
      assert.equal(unknown.statusCode, 404)
      assert.equal(typeof unknown.json().detail, 'string')
      const [theirs] = (await list({ page_size: 1 }, other)).items
      const foreign = await call(ctx.app, 'DELETE', `/api/v1/audit-logs/${theirs!.id}`, { token: team.admin.token })
      assert.equal(foreign.statusCode, 404)
      assert.deepEqual(foreign.json(), unknown.json())
      assert.ok((await list({ page_size: 100 }, other)).items.some((e) => e.id === theirs!.id))
    })

    test('answers 422 for an id that is not a UUID', async () => {
      const res = await call(ctx.app, 'DELETE', '/api/v1/audit-logs/not-a-uuid', { token: team.admin.token })
      assert.equal(res.statusCode, 422)
      assert.deepEqual(
        res.json().detail.map((d: { loc: string[] }) => d.loc),
        [['path', 'id']],
      )
    })
  })

  describe('access control', () => {
    test('the audit log is for admins only', async () => {
      const expired = await expiredToken(ctx.config.jwtSecret, team.admin, team.id)
      const [entry] = (await list({ page_size: 1 })).items
      await assertGuarded(ctx.app, { method: 'GET', url: '/api/v1/audit-logs', roles: ['admin'] }, team.members, expired)
      await assertGuarded(ctx.app, { method: 'DELETE', url: `/api/v1/audit-logs/${entry!.id}`, roles: ['admin'] }, team.members, expired)
    })
  })
})
