import assert from 'node:assert/strict'
import { randomBytes, randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { setCreatedAt } from '../../../test/helpers/created-at.ts'
import { provisionTenant, tenantWithTeam, type TestTenant } from '../../../test/helpers/factories.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

interface Entry {
  candidate: { id: string; code: string; full_name: string; email: string | null }
  note: string | null
  tags: string[]
  added_by: string | null
  created_at: string
  updated_at: string
}

describe('talent pool', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: TestTenant
  let token: string
  let expired: string

  async function candidate(body: Record<string, unknown> = {}, as = token) {
    const res = await call(ctx.app, 'POST', '/api/v1/candidates', { token: as, body: { full_name: 'Pool Person', ...body } })
    assert.equal(res.statusCode, 201, res.body)
    return res.json()
  }

  const add = (body: Record<string, unknown>, as = token) => call(ctx.app, 'POST', '/api/v1/talent-pool', { token: as, body })

  async function pooled(body: Record<string, unknown> = {}, entry: Record<string, unknown> = {}) {
    const person = await candidate(body)
    const res = await add({ candidate_id: person.id, ...entry })
    assert.equal(res.statusCode, 201, res.body)
    return { person, entry: res.json() as Entry }
  }

  async function list(query: Record<string, string | number> = {}, as = token) {
    const res = await call(ctx.app, 'GET', '/api/v1/talent-pool', { token: as, query: { page_size: 100, ...query } })
    assert.equal(res.statusCode, 200, res.body)
    return res.json() as { total: number; page: number; page_size: number; items: Entry[] }
  }

  const listedIds = async (query: Record<string, string | number> = {}, as = token) =>
    (await list(query, as)).items.map((e) => e.candidate.id)

  async function auditActions(resourceId: string) {
    const res = await call(ctx.app, 'GET', '/api/v1/audit-logs', {
      token,
      query: { resource_id: resourceId, resource_type: 'talent_pool_entry', page_size: 100 },
    })
    assert.equal(res.statusCode, 200, res.body)
    return res
      .json()
      .items.map((e: { action: string }) => e.action)
      .reverse() as string[]
  }

  before(async () => {
    ctx = await buildTestApp()
    team = await tenantWithTeam(ctx.app)
    other = await provisionTenant(ctx.app)
    token = team.admin.token
    expired = await expiredToken(ctx.config.jwtSecret, team.admin, team.id)
  })
  after(() => ctx.close())

  describe('POST /talent-pool', () => {
    test('adds a candidate with a note and tags, answers the entry and writes an audit entry', async () => {
      const person = await candidate({ full_name: 'Võ Thị Sáu', email: 'sau.vo@example.com' })
      const res = await add(
        { candidate_id: person.id, note: '  Strong on SQL; call back in Q3  ', tags: ['data', 'q3'] },
        team.members.recruiter.token,
      )
      assert.equal(res.statusCode, 201, res.body)
      const entry = res.json()
      assert.deepEqual(Object.keys(entry).sort(), ['added_by', 'candidate', 'created_at', 'note', 'tags', 'updated_at'])
      assert.deepEqual(entry.candidate, { id: person.id, code: person.code, full_name: 'Võ Thị Sáu', email: 'sau.vo@example.com' })
      assert.equal(entry.note, 'Strong on SQL; call back in Q3')
      assert.deepEqual(entry.tags, ['data', 'q3'])
      assert.equal(entry.added_by, team.members.recruiter.id)
      assert.match(entry.created_at, TIMESTAMP)
      assert.match(entry.updated_at, TIMESTAMP)
      assert.deepEqual(
        (await list()).items.find((e) => e.candidate.id === person.id),
        entry,
      )
      assert.deepEqual(await auditActions(person.id), ['talent_pool.added'])
      const log = await call(ctx.app, 'GET', '/api/v1/audit-logs', {
        token,
        query: { resource_id: person.id, resource_type: 'talent_pool_entry' },
      })
      assert.deepEqual(log.json().items[0].changes, { candidate_id: person.id, has_note: true, tags: ['data', 'q3'] })
    })

    test('note and tags are optional', async () => {
      const { entry } = await pooled()
      assert.equal(entry.note, null)
      assert.deepEqual(entry.tags, [])
    })

    test('answers 409 when the candidate is already in the pool, leaving the first entry as it was', async () => {
      const { person, entry } = await pooled({}, { note: 'first' })
      const again = await add({ candidate_id: person.id, note: 'second' })
      assert.equal(again.statusCode, 409)
      assert.equal(typeof again.json().detail, 'string')
      assert.deepEqual(
        (await list()).items.filter((e) => e.candidate.id === person.id),
        [entry],
      )
    })

    test('answers 409 for an anonymized candidate', async () => {
      const person = await candidate()
      assert.equal((await call(ctx.app, 'POST', `/api/v1/candidates/${person.id}/anonymize`, { token })).statusCode, 200)
      const res = await add({ candidate_id: person.id })
      assert.equal(res.statusCode, 409)
      assert.ok(!(await listedIds()).includes(person.id))
    })

    test('answers 422 on candidate_id for an unknown, deleted or other tenant’s candidate', async () => {
      const foreign = await candidate({}, other.admin.token)
      const deleted = await candidate()
      assert.equal((await call(ctx.app, 'DELETE', `/api/v1/candidates/${deleted.id}`, { token })).statusCode, 204)
      for (const id of [randomUUID(), foreign.id, deleted.id]) {
        const res = await add({ candidate_id: id })
        assert.equal(res.statusCode, 422, id)
        assert.deepEqual(res.json().detail[0].loc, ['body', 'candidate_id'])
      }
      assert.equal((await list({}, other.admin.token)).total, 0, 'nothing reached the other tenant’s pool')
    })

    test('answers 422 for malformed input', async () => {
      const person = await candidate()
      const cases: [unknown, string][] = [
        [{}, 'body.candidate_id'],
        [{ candidate_id: 'abc' }, 'body.candidate_id'],
        [{ candidate_id: person.id, tags: 'vip' }, 'body.tags'],
        [{ candidate_id: person.id, tags: ['a', 'a'] }, 'body.tags'],
        [{ candidate_id: person.id, tags: [''] }, 'body.tags.0'],
        [{ candidate_id: person.id, note: 'x'.repeat(5001) }, 'body.note'],
        [{ candidate_id: person.id, extra: true }, 'body.extra'],
      ]
      for (const [body, loc] of cases) {
        const res = await add(body as Record<string, unknown>)
        assert.equal(res.statusCode, 422, JSON.stringify(body))
        assert.ok(
          res.json().detail.some((d: { loc: string[] }) => d.loc.join('.') === loc),
          `${JSON.stringify(body).slice(0, 80)}: ${res.body}`,
        )
      }
      assert.ok(!(await listedIds()).includes(person.id))
    })
  })

  describe('GET /talent-pool', () => {
    test('lists newest entries first in the pagination envelope', async () => {
      const first = await pooled({ full_name: 'Order One' })
      const second = await pooled({ full_name: 'Order Two' })
      // Two entries added one after the other may share a millisecond: give them distinct instants.
      const T = Date.parse(first.entry.created_at)
      const at = (offset: number) => new Date(T + offset).toISOString()
      const setAt = (candidateId: string, instant: string) =>
        setCreatedAt(ctx.database.unguarded, 'talent_pool', team.id, { candidate_id: candidateId }, instant)
      await setAt(first.person.id, at(-2000))
      await setAt(second.person.id, at(-1000))
      const pair = (all: string[]) => all.filter((id) => id === first.person.id || id === second.person.id)
      const { items } = await list()
      const ids = items.map((e) => e.candidate.id)
      assert.deepEqual(pair(ids), [second.person.id, first.person.id], 'the newer entry first')
      // Newest first over the whole list; entries of the same millisecond fall back on the candidate id, descending.
      const sorted = [...items].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.candidate.id.localeCompare(a.candidate.id))
      assert.deepEqual(
        ids,
        sorted.map((e) => e.candidate.id),
      )
      // The order follows created_at, not the order of insertion; a tie goes to the candidate id, descending.
      await setAt(first.person.id, at(0))
      assert.deepEqual(pair(await listedIds()), [first.person.id, second.person.id], 'made newer, the first entry comes first')
      await setAt(second.person.id, at(0))
      assert.deepEqual(pair(await listedIds()), [first.person.id, second.person.id].sort().reverse(), 'a tie: candidate id descending')
      const page = await list({ page: 1, page_size: 1 })
      assert.equal(page.items.length, 1)
      assert.equal(page.page_size, 1)
      assert.ok(page.total >= 2)
      const current = await listedIds()
      assert.equal(page.items[0]?.candidate.id, current[0])
      assert.equal((await list({ page: 2, page_size: 1 })).items[0]?.candidate.id, current[1])
    })

    test('searches the candidate like GET /candidates: accents, e-mail, phone in any form, code', async () => {
      const suffix = randomBytes(3).toString('hex')
      const { person } = await pooled({ full_name: 'Đặng Quốc Bảo', email: `bao.${suffix}@example.com`, phone: '0934 567 891' })
      const outsider = await candidate({ full_name: 'Đặng Quốc Bảo Not Pooled' })
      for (const term of ['dang quoc bao', 'ĐẶNG', `BAO.${suffix}`, '+84 934 567 891', '0934567891', person.code]) {
        const ids = await listedIds({ search: term })
        assert.ok(ids.includes(person.id), term)
        assert.ok(!ids.includes(outsider.id), `${term}: only pool members`)
      }
      assert.deepEqual(await listedIds({ search: 'zz-nobody-zz' }), [])
      assert.deepEqual(await listedIds({ search: '%' }), [], 'wildcards are taken literally')
    })

    test('filters by the entry’s tags, not the candidate’s', async () => {
      const { person } = await pooled({ tags: ['candidate-tag'] }, { tags: ['pool-tag'] })
      assert.ok((await listedIds({ tag: 'pool-tag' })).includes(person.id))
      assert.ok(!(await listedIds({ tag: 'candidate-tag' })).includes(person.id))
      assert.equal((await list({ tag: 'pool-tag' })).total, 1)
    })

    test('hides deleted candidates and never shows another tenant’s pool', async () => {
      const { person } = await pooled({ full_name: 'Later Deleted' })
      const before = (await list()).total
      assert.equal((await call(ctx.app, 'DELETE', `/api/v1/candidates/${person.id}`, { token })).statusCode, 204)
      assert.ok(!(await listedIds()).includes(person.id))
      assert.equal((await list()).total, before - 1)
      assert.ok(!(await listedIds({}, other.admin.token)).includes(person.id))
      assert.deepEqual(await listedIds({ search: 'pool person' }, other.admin.token), [])
    })

    test('hiring managers read the pool', async () => {
      const { person } = await pooled()
      assert.ok((await listedIds({}, team.members.hiring_manager.token)).includes(person.id))
    })

    test('answers 422 for malformed paging and filters', async () => {
      for (const query of [{ page_size: 101 }, { page: 0 }, { page: 'x' }, { search: '' }, { tag: 'x'.repeat(51) }] as Record<
        string,
        string | number
      >[]) {
        const res = await call(ctx.app, 'GET', '/api/v1/talent-pool', { token, query })
        assert.equal(res.statusCode, 422, JSON.stringify(query))
      }
    })
  })

  describe('DELETE /talent-pool/{candidate_id}', () => {
    test('takes the candidate out of the pool, keeps the candidate, and writes an audit entry', async () => {
      const { person } = await pooled()
      const res = await call(ctx.app, 'DELETE', `/api/v1/talent-pool/${person.id}`, { token: team.members.recruiter.token })
      assert.equal(res.statusCode, 204)
      assert.equal(res.body, '')
      assert.ok(!(await listedIds()).includes(person.id))
      assert.equal((await call(ctx.app, 'GET', `/api/v1/candidates/${person.id}`, { token })).statusCode, 200)
      assert.deepEqual(await auditActions(person.id), ['talent_pool.added', 'talent_pool.removed'])
      assert.equal((await add({ candidate_id: person.id })).statusCode, 201, 'can be added again')
    })

    test('answers 404 when the candidate is not in the pool, unknown, deleted or another tenant’s', async () => {
      const outside = await candidate()
      assert.equal((await call(ctx.app, 'DELETE', `/api/v1/talent-pool/${outside.id}`, { token })).statusCode, 404)
      assert.equal((await call(ctx.app, 'DELETE', `/api/v1/talent-pool/${randomUUID()}`, { token })).statusCode, 404)
      const { person } = await pooled()
      assert.equal((await call(ctx.app, 'DELETE', `/api/v1/talent-pool/${person.id}`, { token: other.admin.token })).statusCode, 404)
      assert.ok((await listedIds()).includes(person.id), 'still pooled after the other tenant’s attempt')
      const { person: deleted } = await pooled()
      assert.equal((await call(ctx.app, 'DELETE', `/api/v1/candidates/${deleted.id}`, { token })).statusCode, 204)
      assert.equal((await call(ctx.app, 'DELETE', `/api/v1/talent-pool/${deleted.id}`, { token })).statusCode, 404)
      const malformed = await call(ctx.app, 'DELETE', '/api/v1/talent-pool/42', { token })
      assert.equal(malformed.statusCode, 422)
      assert.deepEqual(malformed.json().detail[0].loc, ['path', 'candidate_id'])
    })
  })

  test('roles: admins and recruiters change the pool; hiring managers read it; interviewers neither', async () => {
    const { person } = await pooled()
    const spare = await candidate()
    const readers = ['admin', 'recruiter', 'hiring_manager'] as const
    const writers = ['admin', 'recruiter'] as const
    await assertGuarded(ctx.app, { method: 'GET', url: '/api/v1/talent-pool', roles: readers }, team.members, expired)
    await assertGuarded(
      ctx.app,
      { method: 'POST', url: '/api/v1/talent-pool', body: { candidate_id: spare.id }, roles: writers },
      team.members,
      expired,
    )
    await assertGuarded(ctx.app, { method: 'DELETE', url: `/api/v1/talent-pool/${person.id}`, roles: writers }, team.members, expired)
    const ids = await listedIds()
    assert.ok(ids.includes(person.id))
    assert.ok(!ids.includes(spare.id))
  })
})
