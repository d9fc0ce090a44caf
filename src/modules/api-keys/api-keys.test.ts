import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { setCreatedAt } from '../../../test/helpers/created-at.ts'
import { dataCall } from '../../../test/helpers/data-api.ts'
import { provisionTenant, tenantWithTeam, type TestTenant } from '../../../test/helpers/factories.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'
import { RACE } from '../../../test/helpers/database.ts'

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const URL = '/api/v1/settings/api-keys'
const MINUTE = 60_000

interface ListedKey {
  id: string
  name: string
  key_prefix: string
  created_at: string
  expires_at: string | null
  last_used_at: string | null
  revoked_at: string | null
  created_by: string | null
}

describe('API keys (settings)', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: TestTenant
  let token: string
  let clock = Date.now()

  const create = (body: unknown, as = token, headers?: Record<string, string>) => call(ctx.app, 'POST', URL, { token: as, body, headers })

  async function created(body: Record<string, unknown> = {}, as = token) {
    const res = await create({ name: 'BI dashboard', ...body }, as)
    assert.equal(res.statusCode, 201, res.body)
    return res.json() as { id: string; name: string; key: string; key_prefix: string; expires_at: string | null; created_at: string }
  }

  async function list(as = token, query: Record<string, string | number> = {}) {
    const res = await call(ctx.app, 'GET', URL, { token: as, query: { page_size: 100, ...query } })
    assert.equal(res.statusCode, 200, res.body)
    return res.json() as { total: number; page: number; page_size: number; items: ListedKey[] }
  }

  const listed = async (id: string, as = token) => (await list(as)).items.find((k) => k.id === id)

  async function auditOf(id: string, as = token) {
    const res = await call(ctx.app, 'GET', '/api/v1/audit-logs', {
      token: as,
      query: { resource_type: 'api_key', resource_id: id, page_size: 100 },
    })
    assert.equal(res.statusCode, 200, res.body)
    return (res.json().items as { action: string; actor_id: string; changes: Record<string, unknown> }[]).reverse()
  }

  /** A Data API request that passes the key guard lands on an unknown path: 404, not 401. */
  async function opens(key: string): Promise<boolean> {
    const res = await dataCall(ctx.app, key, '/no-such-table')
    assert.ok([401, 404].includes(res.statusCode), res.body)
    if (res.statusCode === 401) assert.equal(res.json().detail.code, 'invalid_api_key')
    return res.statusCode === 404
  }

  before(async () => {
    ctx = await buildTestApp(undefined, { deps: { now: () => clock } })
    team = await tenantWithTeam(ctx.app)
    other = await provisionTenant(ctx.app)
    token = team.admin.token
  })
  after(() => ctx.close())

  describe('POST /settings/api-keys', () => {
    test('answers 201 with the key shown once: rk_live_ + 38 characters, its prefix, no expiry', async () => {
      const res = await create({ name: '  Looker Studio  ' })
      assert.equal(res.statusCode, 201, res.body)
      const body = res.json()
      assert.deepEqual(Object.keys(body).sort(), ['created_at', 'expires_at', 'id', 'key', 'key_prefix', 'name'])
      assert.match(body.key, /^rk_live_[0-9A-Za-z]{38}$/)
      assert.equal(body.key_prefix, body.key.slice(0, 12))
      assert.equal(body.name, 'Looker Studio')
      assert.equal(body.expires_at, null)
      assert.match(body.created_at, TIMESTAMP)
      assert.ok(await opens(body.key), 'the new key opens the Data API')
    })

    test('writes an audit entry naming the key by prefix, never the key itself', async () => {
      const key = await created({ name: 'Audited' })
      const entries = await auditOf(key.id)
      assert.deepEqual(
        entries.map((e) => e.action),
        ['api_key.created'],
      )
      assert.equal(entries[0]!.actor_id, team.admin.id)
      assert.deepEqual(entries[0]!.changes, { name: 'Audited', key_prefix: key.key_prefix, expires_at: null })
      const everything = await call(ctx.app, 'GET', '/api/v1/audit-logs', { token, query: { page_size: 100 } })
      assert.ok(!everything.body.includes(key.key.slice(12)), 'the secret part is nowhere in the log')
    })

    test('a future expires_at is kept; a past or present one is 422 on expires_at', async () => {
      const at = new Date(clock + 3600_000).toISOString()
      const key = await created({ expires_at: at })
      assert.equal(key.expires_at, at)
      for (const past of [new Date(clock - 1000).toISOString(), new Date(clock).toISOString()]) {
        const res = await create({ name: 'Late', expires_at: past })
        assert.equal(res.statusCode, 422, res.body)
        assert.deepEqual(res.json().detail[0].loc, ['body', 'expires_at'])
      }
      const unlimited = await created({ expires_at: null })
      assert.equal(unlimited.expires_at, null)
    })

    test('malformed bodies are 422 in the core shape', async () => {
      const cases: [unknown, string][] = [
        [{}, 'name'],
        [{ name: '' }, 'name'],
        [{ name: '   ' }, 'name'],
        [{ name: 'x'.repeat(101) }, 'name'],
        [{ name: 42 }, 'name'],
        [{ name: 'ok', expires_at: 1893456000 }, 'expires_at'],
        [{ name: 'ok', expires_at: '2099-01-01T10:00:00' }, 'expires_at'],
        [{ name: 'ok', expires_at: 'tomorrow' }, 'expires_at'],
        [{ name: 'ok', scopes: ['write'] }, 'scopes'],
      ]
      for (const [body, field] of cases) {
        const res = await create(body)
        assert.equal(res.statusCode, 422, `${JSON.stringify(body)}: ${res.body}`)
        const detail = res.json().detail as { loc: string[]; msg: string; type: string }[]
        assert.ok(Array.isArray(detail))
        assert.ok(
          detail.some((d) => d.loc[0] === 'body' && d.loc.includes(field)),
          `${JSON.stringify(body)} names ${field}: ${res.body}`,
        )
      }
      assert.equal((await create({ name: 'x'.repeat(100) })).statusCode, 201, '100 characters is allowed')
    })

    test('an Idempotency-Key does not replay the answer: a key is never kept outside its hash', async () => {
      const first = await create({ name: 'Retry' }, token, { 'idempotency-key': 'same-key-1' })
      const second = await create({ name: 'Retry' }, token, { 'idempotency-key': 'same-key-1' })
      assert.equal(first.statusCode, 201)
      assert.equal(second.statusCode, 201)
      assert.notEqual(first.json().key, second.json().key)
    })
  })

  describe('GET /settings/api-keys', () => {
    test('lists the tenant’s keys newest first, with prefix, name, dates and creator, never the key', async () => {
      const older = await created({ name: 'Older' })
      clock += 5
      const newer = await created({ name: 'Newer', expires_at: new Date(clock + 86_400_000).toISOString() })
      // created_at is the database's time, not the app clock: the two may share a millisecond, so
      // the older key is set a second before the newer one and the order is decided by created_at.
      const olderAt = new Date(Date.parse(newer.created_at) - 1000)
      await setCreatedAt(ctx.database.unguarded, 'api_keys', team.id, { id: older.id }, olderAt)
      const page = await list()
      assert.deepEqual(Object.keys(page).sort(), ['items', 'page', 'page_size', 'total'])
      const ids = page.items.map((k) => k.id)
      assert.ok(ids.includes(newer.id) && ids.includes(older.id), 'both keys are listed')
      assert.deepEqual(
        ids.filter((id) => id === newer.id || id === older.id),
        [newer.id, older.id],
        'newest first',
      )
      assert.equal(page.items.find((k) => k.id === older.id)!.created_at, olderAt.toISOString())
      const item = page.items.find((k) => k.id === newer.id)!
      assert.deepEqual(Object.keys(item).sort(), [
        'created_at',
        'created_by',
        'expires_at',
        'id',
        'key_prefix',
        'last_used_at',
        'name',
        'revoked_at',
      ])
      assert.equal(item.name, 'Newer')
      assert.equal(item.key_prefix, newer.key_prefix)
      assert.equal(item.expires_at, newer.expires_at)
      assert.equal(item.created_by, team.admin.id)
      assert.equal(item.last_used_at, null)
      assert.equal(item.revoked_at, null)
      assert.match(item.created_at, TIMESTAMP)
      const raw = (await call(ctx.app, 'GET', URL, { token, query: { page_size: 100 } })).body
      assert.ok(!raw.includes(newer.key) && !raw.includes(older.key.slice(12)), 'no key, whole or in part beyond the prefix')
      assert.ok(!raw.includes('key_hash'))
    })

    test('pages with page and page_size; page_size over 100 is 422', async () => {
      const all = await list()
      const first = await list(token, { page_size: 1, page: 1 })
      assert.equal(first.items.length, 1)
      assert.equal(first.total, all.total)
      assert.equal(first.items[0]!.id, all.items[0]!.id)
      const res = await call(ctx.app, 'GET', URL, { token, query: { page_size: 101 } })
      assert.equal(res.statusCode, 422)
      assert.deepEqual(res.json().detail[0].loc, ['query', 'page_size'])
    })

    test('another tenant’s keys are not listed', async () => {
      const theirs = await created({ name: 'Theirs' }, other.admin.token)
      assert.equal(await listed(theirs.id), undefined)
      assert.ok(await listed(theirs.id, other.admin.token))
    })

    test('last_used_at follows use, written at most once a minute', async () => {
      const key = await created({ name: 'Used' })
      const t0 = clock
      assert.ok(await opens(key.key))
      assert.equal((await listed(key.id))!.last_used_at, new Date(t0).toISOString())
      clock = t0 + 30_000
      assert.ok(await opens(key.key))
      assert.equal((await listed(key.id))!.last_used_at, new Date(t0).toISOString(), 'not rewritten within the minute')
      clock = t0 + MINUTE + 1000
      assert.ok(await opens(key.key))
      assert.equal((await listed(key.id))!.last_used_at, new Date(clock).toISOString())
      clock = t0 + MINUTE + 2000
    })
  })

  describe('key lifetime', () => {
    test('an expired key is refused once the clock passes expires_at', async () => {
      const start = clock
      const key = await created({ name: 'Short-lived', expires_at: new Date(start + 3600_000).toISOString() })
      assert.ok(await opens(key.key))
      clock = start + 3600_000 - 1
      assert.ok(await opens(key.key), 'a millisecond before expiry it still works')
      clock = start + 3600_000
      assert.equal(await opens(key.key), false, 'expired at expires_at')
      const res = await dataCall(ctx.app, key.key, '/no-such-table')
      assert.equal(res.statusCode, 401)
      assert.equal(res.json().detail.code, 'invalid_api_key')
      clock = start + 3600_000 + 1000
    })
  })

  describe('DELETE /settings/api-keys/{id}', () => {
    test('revokes: 204, the key is refused from then on, stays listed with revoked_at, audited', async () => {
      const key = await created({ name: 'To revoke' })
      assert.ok(await opens(key.key))
      const res = await call(ctx.app, 'DELETE', `${URL}/${key.id}`, { token })
      assert.equal(res.statusCode, 204)
      assert.equal(res.body, '')
      assert.equal(await opens(key.key), false)
      const item = await listed(key.id)
      assert.equal(item!.revoked_at, new Date(clock).toISOString())
      assert.deepEqual(
        (await auditOf(key.id)).map((e) => e.action),
        ['api_key.created', 'api_key.revoked'],
      )
    })

    test('a second DELETE, an unknown id and another tenant’s key are 404; that key keeps working', async () => {
      const key = await created({ name: 'Once' })
      assert.equal((await call(ctx.app, 'DELETE', `${URL}/${key.id}`, { token })).statusCode, 204)
      const again = await call(ctx.app, 'DELETE', `${URL}/${key.id}`, { token })
      assert.equal(again.statusCode, 404)
      assert.equal(typeof again.json().detail, 'string')
      assert.equal((await call(ctx.app, 'DELETE', `${URL}/${randomUUID()}`, { token })).statusCode, 404)
      const theirs = await created({ name: 'Not yours' }, other.admin.token)
      assert.equal((await call(ctx.app, 'DELETE', `${URL}/${theirs.id}`, { token })).statusCode, 404)
      assert.ok(await opens(theirs.key), 'another tenant cannot revoke it')
      assert.equal((await listed(theirs.id, other.admin.token))!.revoked_at, null)
    })

    test('two concurrent revocations: one 204, one 404, one audit entry', RACE, async () => {
      const key = await created({ name: 'Raced' })
      const results = await Promise.all([0, 1].map(() => call(ctx.app, 'DELETE', `${URL}/${key.id}`, { token })))
      assert.deepEqual(results.map((r) => r.statusCode).sort(), [204, 404])
      assert.deepEqual(
        (await auditOf(key.id)).map((e) => e.action),
        ['api_key.created', 'api_key.revoked'],
      )
    })

    test('a malformed id is 422 naming the path parameter', async () => {
      const res = await call(ctx.app, 'DELETE', `${URL}/not-a-uuid`, { token })
      assert.equal(res.statusCode, 422)
      assert.deepEqual(res.json().detail[0].loc, ['path', 'id'])
    })
  })

  test('only admins manage keys: 401 without or with a bad token, 403 for every other role', async () => {
    const expired = await expiredToken(ctx.config.jwtSecret, team.admin, team.id)
    const key = await created({ name: 'Guarded' })
    await assertGuarded(ctx.app, { method: 'GET', url: URL, roles: ['admin'] }, team.members, expired)
    await assertGuarded(ctx.app, { method: 'POST', url: URL, body: { name: 'Nope' }, roles: ['admin'] }, team.members, expired)
    await assertGuarded(ctx.app, { method: 'DELETE', url: `${URL}/${key.id}`, roles: ['admin'] }, team.members, expired)
    assert.equal((await listed(key.id))!.revoked_at, null, 'no refused DELETE revoked it')
  })

  test('a key is not a credential for the core API: GET /jobs with it is 401', async () => {
    const key = await created({ name: 'Wrong door' })
    const res = await call(ctx.app, 'GET', '/api/v1/jobs', { token: key.key })
    assert.equal(res.statusCode, 401)
    assert.equal(res.json().detail, 'Not authenticated')
    const settings = await call(ctx.app, 'GET', URL, { token: key.key })
    assert.equal(settings.statusCode, 401, 'nor for managing keys')
  })

  test('the routes are in the OpenAPI document with their error responses', async () => {
    const doc = (await call(ctx.app, 'GET', '/api/v1/openapi.json')).json()
    const path = doc.paths['/api/v1/settings/api-keys']
    for (const status of ['200', '401', '403', '422', '429']) assert.ok(path.get.responses[status], `GET ${status}`)
    for (const status of ['201', '401', '403', '422', '429']) assert.ok(path.post.responses[status], `POST ${status}`)
    const del = doc.paths['/api/v1/settings/api-keys/{id}'].delete
    for (const status of ['204', '401', '403', '404', '422', '429']) assert.ok(del.responses[status], `DELETE ${status}`)
  })
})
