import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { assert422 } from '../../../test/helpers/assertions.ts'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { spaceOutCreatedAt } from '../../../test/helpers/created-at.ts'
import { provisionTenant, tenantWithTeam, type TestTenant } from '../../../test/helpers/factories.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'
import { JOB_READERS, RECRUITING } from '../../platform/auth/roles.ts'

const API = '/api/v1'
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const DEFAULT_CODES = [
  'candidate_withdrew',
  'culture_fit',
  'failed_assessment',
  'no_show',
  'not_qualified',
  'other',
  'overqualified',
  'position_filled',
  'salary_mismatch',
]

describe('catalog', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: TestTenant
  let token: string

  before(async () => {
    ctx = await buildTestApp()
    team = await tenantWithTeam(ctx.app)
    other = await provisionTenant(ctx.app)
    token = team.admin.token
  })
  after(() => ctx.close())

  const list = (path: string, as = token, query?: Record<string, string | number>) =>
    call(ctx.app, 'GET', `${API}/${path}`, { token: as, query: { page_size: 100, ...query } })

  describe('rejection reasons', () => {
    test('a new tenant starts with the default reasons, each with a code and a label', async () => {
      const fresh = await provisionTenant(ctx.app)
      const res = await list('rejection-reasons', fresh.admin.token)
      assert.equal(res.statusCode, 200, res.body)
      const body = res.json()
      assert.deepEqual([body.total, body.page, body.page_size], [9, 1, 100])
      assert.deepEqual(
        body.items.map((r: { code: string }) => r.code),
        DEFAULT_CODES,
        'created together, so in code order',
      )
      for (const item of body.items) {
        assert.deepEqual(Object.keys(item).sort(), ['code', 'created_at', 'id', 'label'])
        assert.ok(item.label.length > 0)
        assert.match(item.created_at, TIMESTAMP)
      }
      assert.equal(body.items.find((r: { code: string }) => r.code === 'no_show').label, 'Did not show up')
    })

    test('lists page by page', async () => {
      const fresh = await provisionTenant(ctx.app)
      const first = (await list('rejection-reasons', fresh.admin.token, { page: 1, page_size: 4 })).json()
      const third = (await list('rejection-reasons', fresh.admin.token, { page: 3, page_size: 4 })).json()
      assert.deepEqual([first.total, first.items.length, third.items.length], [9, 4, 1])
      assert.deepEqual(
        first.items.map((r: { code: string }) => r.code),
        DEFAULT_CODES.slice(0, 4),
      )
      assert.deepEqual(
        third.items.map((r: { code: string }) => r.code),
        ['salary_mismatch'],
      )
    })

    test('POST answers 201 with the reason, listed first afterwards and audited', async () => {
      const res = await call(ctx.app, 'POST', `${API}/rejection-reasons`, {
        token: team.members.recruiter.token,
        body: { code: 'visa_required', label: '  Needs a work visa ' },
      })
      assert.equal(res.statusCode, 201, res.body)
      const created = res.json()
      assert.equal(created.code, 'visa_required')
      assert.equal(created.label, 'Needs a work visa')
      assert.match(created.id, /^[0-9a-f-]{36}$/)
      const listed = (await list('rejection-reasons')).json()
      assert.equal(listed.total, 10)
      assert.deepEqual(listed.items[0], created)
      const audit = await call(ctx.app, 'GET', `${API}/audit-logs`, {
        token,
        query: { resource_type: 'rejection_reason', resource_id: created.id },
      })
      const entries = audit.json().items
      assert.equal(entries.length, 1)
      assert.equal(entries[0].action, 'rejection_reason.created')
      assert.equal(entries[0].actor_id, team.members.recruiter.id)
      assert.deepEqual(entries[0].changes, { code: 'visa_required', label: 'Needs a work visa' })
    })

    test('POST answers 409 for a code the tenant already has, a default one included', async () => {
      for (const code of ['other', 'not_qualified']) {
        const res = await call(ctx.app, 'POST', `${API}/rejection-reasons`, { token, body: { code, label: 'Again' } })
        assert.equal(res.statusCode, 409, res.body)
        assert.match(res.json().detail, new RegExp(code))
      }
      const labels = (await list('rejection-reasons')).json().items.filter((r: { code: string }) => r.code === 'other')
      assert.equal(labels.length, 1)
      assert.equal(labels[0].label, 'Other')
    })

    test('each tenant has its own codes', async () => {
      const mine = await call(ctx.app, 'POST', `${API}/rejection-reasons`, { token, body: { code: 'ours_only', label: 'Ours' } })
      assert.equal(mine.statusCode, 201)
      assert.ok(!(await list('rejection-reasons', other.admin.token)).json().items.some((r: { code: string }) => r.code === 'ours_only'))
      const theirs = await call(ctx.app, 'POST', `${API}/rejection-reasons`, {
        token: other.admin.token,
        body: { code: 'ours_only', label: 'Theirs' },
      })
      assert.equal(theirs.statusCode, 201, 'the same code is free in another tenant')
    })

    test('POST answers 422 for malformed codes and labels and unknown fields', async () => {
      const cases: [string, unknown, string[]][] = [
        ['uppercase code', { code: 'Not_Fit', label: 'x' }, ['body.code']],
        ['code with a hyphen', { code: 'not-fit', label: 'x' }, ['body.code']],
        ['empty code', { code: '', label: 'x' }, ['body.code']],
        ['code too long', { code: 'a'.repeat(65), label: 'x' }, ['body.code']],
        ['code not a string', { code: 5, label: 'x' }, ['body.code']],
        ['missing label', { code: 'fine' }, ['body.label']],
        ['blank label', { code: 'fine', label: '   ' }, ['body.label']],
        ['label too long', { code: 'fine', label: 'x'.repeat(201) }, ['body.label']],
        ['unknown field', { code: 'fine', label: 'x', is_active: false }, ['body.is_active']],
      ]
      for (const [label, body, expected] of cases) {
        assert422(await call(ctx.app, 'POST', `${API}/rejection-reasons`, { token, body }), expected, label)
      }
      assert.ok(!(await list('rejection-reasons')).json().items.some((r: { code: string }) => r.code === 'fine'))
    })

    test('GET answers 422 for a page_size over 100 or a page below 1', async () => {
      assert422(await list('rejection-reasons', token, { page_size: 101 }), ['query.page_size'])
      assert422(await list('rejection-reasons', token, { page: 0 }), ['query.page'])
    })
  })

  describe('custom sources', () => {
    test('POST answers 201 with {name, value, parent_source}, listed newest first and audited', async () => {
      const first = await call(ctx.app, 'POST', `${API}/custom-sources`, {
        token,
        body: { name: ' ITviec ', value: 'itviec', parent_source: 'job_board' },
      })
      assert.equal(first.statusCode, 201, first.body)
      const created = first.json()
      assert.deepEqual(Object.keys(created).sort(), ['created_at', 'id', 'name', 'parent_source', 'value'])
      assert.deepEqual([created.name, created.value, created.parent_source], ['ITviec', 'itviec', 'job_board'])
      const second = await call(ctx.app, 'POST', `${API}/custom-sources`, {
        token: team.members.recruiter.token,
        body: { name: 'TopCV', value: 'topcv', parent_source: 'job_board' },
      })
      assert.equal(second.statusCode, 201, second.body)
      // The team's first sources: a second apart, the order is created_at's alone.
      const [firstAt] = await spaceOutCreatedAt(ctx.database.unguarded, 'custom_sources', team.id, [created.id, second.json().id])
      const listed = (await list('custom-sources', team.members.hiring_manager.token)).json()
      assert.deepEqual(listed.items.map((s: { value: string }) => s.value).slice(0, 2), ['topcv', 'itviec'])
      assert.deepEqual(listed.items[1], { ...created, created_at: firstAt })
      const audit = await call(ctx.app, 'GET', `${API}/audit-logs`, {
        token,
        query: { resource_type: 'custom_source', resource_id: created.id },
      })
      assert.equal(audit.json().items[0].action, 'custom_source.created')
    })

    test('POST answers 422 at body.value for a built-in source kind', async () => {
      for (const value of ['linkedin', 'career_page', 'other']) {
        const res = await call(ctx.app, 'POST', `${API}/custom-sources`, { token, body: { name: 'Clash', value, parent_source: 'other' } })
        assert422(res, ['body.value'], value)
      }
    })

    test('POST answers 409 for a value the tenant already has; another tenant may use it', async () => {
      const body = { name: 'Job fair', value: 'job_fair_2026', parent_source: 'other' }
      assert.equal((await call(ctx.app, 'POST', `${API}/custom-sources`, { token, body })).statusCode, 201)
      const again = await call(ctx.app, 'POST', `${API}/custom-sources`, { token, body: { ...body, name: 'Another name' } })
      assert.equal(again.statusCode, 409, again.body)
      assert.equal(typeof again.json().detail, 'string')
      assert.ok(!(await list('custom-sources', other.admin.token)).json().items.some((s: { value: string }) => s.value === body.value))
      assert.equal((await call(ctx.app, 'POST', `${API}/custom-sources`, { token: other.admin.token, body })).statusCode, 201)
    })

    test('POST answers 422 for an unknown parent_source, a malformed value and missing fields', async () => {
      const cases: [string, unknown, string[]][] = [
        ['unknown parent', { name: 'X', value: 'x1', parent_source: 'tiktok' }, ['body.parent_source']],
        ['custom parent', { name: 'X', value: 'x2', parent_source: 'itviec' }, ['body.parent_source']],
        ['uppercase value', { name: 'X', value: 'TopCV', parent_source: 'job_board' }, ['body.value']],
        ['blank name', { name: ' ', value: 'x3', parent_source: 'job_board' }, ['body.name']],
        ['missing value', { name: 'X', parent_source: 'job_board' }, ['body.value']],
        ['unknown field', { name: 'X', value: 'x4', parent_source: 'job_board', label: 'y' }, ['body.label']],
      ]
      for (const [label, body, expected] of cases) {
        assert422(await call(ctx.app, 'POST', `${API}/custom-sources`, { token, body }), expected, label)
      }
    })
  })

  describe('GET /departments', () => {
    test('answers the distinct departments of the tenant’s jobs that are not deleted, sorted, on one page', async () => {
      const fresh = await provisionTenant(ctx.app)
      const empty = await call(ctx.app, 'GET', `${API}/departments`, { token: fresh.admin.token })
      assert.equal(empty.statusCode, 200, empty.body)
      assert.deepEqual(empty.json(), { total: 0, page: 1, page_size: 0, items: [] })

      const job = async (department: string | null, as = fresh.admin.token) => {
        const res = await call(ctx.app, 'POST', `${API}/jobs`, { token: as, body: { title: 'Role', department } })
        assert.equal(res.statusCode, 201, res.body)
        return res.json().id as string
      }
      await job('sales')
      await job('Engineering')
      await job('Engineering')
      await job(' Finance ')
      await job(null)
      await job('')
      const closed = await job('Ändern')
      assert.equal(
        (await call(ctx.app, 'PATCH', `${API}/jobs/${closed}/status`, { token: fresh.admin.token, body: { status: 'closed' } })).statusCode,
        200,
      )
      const deleted = await job('Legal')
      assert.equal((await call(ctx.app, 'DELETE', `${API}/jobs/${deleted}`, { token: fresh.admin.token })).statusCode, 204)
      await job('Secret other-tenant department', other.admin.token)

      const res = await call(ctx.app, 'GET', `${API}/departments`, { token: fresh.admin.token })
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual(res.json(), { total: 4, page: 1, page_size: 4, items: ['Ändern', 'Engineering', 'Finance', 'sales'] })
    })
  })

  describe('access', () => {
    test('admins, recruiters and hiring managers read; only admins and recruiters write', async () => {
      const expired = await expiredToken(ctx.config.jwtSecret, team.admin, team.id)
      const routes = [
        { method: 'GET' as const, url: `${API}/rejection-reasons`, roles: JOB_READERS },
        { method: 'POST' as const, url: `${API}/rejection-reasons`, body: { code: 'guarded', label: 'G' }, roles: RECRUITING },
        { method: 'GET' as const, url: `${API}/custom-sources`, roles: JOB_READERS },
        {
          method: 'POST' as const,
          url: `${API}/custom-sources`,
          body: { name: 'G', value: 'guarded', parent_source: 'other' },
          roles: RECRUITING,
        },
        { method: 'GET' as const, url: `${API}/departments`, roles: JOB_READERS },
      ]
      for (const route of routes) await assertGuarded(ctx.app, route, team.members, expired)
      assert.ok(!(await list('rejection-reasons')).json().items.some((r: { code: string }) => r.code === 'guarded'))
      assert.ok(!(await list('custom-sources')).json().items.some((s: { value: string }) => s.value === 'guarded'))
      for (const path of ['rejection-reasons', 'custom-sources', 'departments']) {
        const res = await call(ctx.app, 'GET', `${API}/${path}`, { token: team.members.hiring_manager.token })
        assert.equal(res.statusCode, 200, path)
      }
      const interviewer = await call(ctx.app, 'GET', `${API}/rejection-reasons`, { token: team.members.interviewer.token })
      assert.equal(interviewer.statusCode, 403)
    })
  })
})
