import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { spaceOutPublishedAt } from '../../../test/helpers/created-at.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'

const PUBLIC_FIELDS = [
  'code',
  'currency',
  'department',
  'description_html',
  'employment_type',
  'id',
  'location_display',
  'published_at',
  'salary_max',
  'salary_min',
  'slug',
  'title',
  'work_setup',
].sort()

describe('public job endpoints', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let other: TestTenant
  const jobs: Record<string, { id: string; code: string; slug: string }> = {}

  async function job(name: string, body: Record<string, unknown>, status?: 'open' | 'paused' | 'closed', owner = tenant) {
    const created = await call(ctx.app, 'POST', '/api/v1/jobs', {
      token: owner.admin.token,
      body: { recruitment_cost_items: [{ category: 'ads', amount: 99 }], ...body },
    })
    assert.equal(created.statusCode, 201, created.body)
    const row = created.json()
    if (status === 'paused' || status === 'open') {
      await call(ctx.app, 'PATCH', `/api/v1/jobs/${row.id}/status`, { token: owner.admin.token, body: { status: 'open' } })
    }
    if (status && status !== 'open') {
      await call(ctx.app, 'PATCH', `/api/v1/jobs/${row.id}/status`, { token: owner.admin.token, body: { status } })
    }
    jobs[name] = row
    return row
  }

  before(async () => {
    ctx = await buildTestApp()
    tenant = await provisionTenant(ctx.app)
    other = await provisionTenant(ctx.app)
    await job(
      'engineer',
      { title: 'Kỹ sư phần mềm', department: 'Engineering', location_display: 'Hồ Chí Minh', work_setup: 'hybrid' },
      'open',
    )
    await job(
      'designer',
      { title: 'Product Designer', department: 'Design', location_display: 'Hà Nội', employment_type: 'contract', work_setup: 'remote' },
      'open',
    )
    await job('draft', { title: 'Draft role' })
    await job('paused', { title: 'Paused role' }, 'paused')
    await job('closed', { title: 'Closed role' }, 'closed')
    await job('hidden', { title: 'Hidden role' }, 'open')
    await call(ctx.app, 'PUT', `/api/v1/jobs/${jobs.hidden!.id}`, { token: tenant.admin.token, body: { is_public: false } })
    await job('deleted', { title: 'Deleted role' }, 'closed')
    await call(ctx.app, 'DELETE', `/api/v1/jobs/${jobs.deleted!.id}`, { token: tenant.admin.token })
    await job('foreign', { title: 'Their role' }, 'open', other)
    // The two open jobs were published one after the other, maybe in the same millisecond.
    await spaceOutPublishedAt(ctx.database.unguarded, 'jobs', tenant.id, [jobs.engineer!.id, jobs.designer!.id])
  })
  after(() => ctx.close())

  test('lists only open, public, non-deleted jobs of the tenant, newest first, without a token', async () => {
    const res = await call(ctx.app, 'GET', `/api/v1/public/jobs/${tenant.code}`)
    assert.equal(res.statusCode, 200)
    const body = res.json()
    assert.equal(body.total, 2)
    assert.deepEqual(
      body.items.map((j: { id: string }) => j.id),
      [jobs.designer!.id, jobs.engineer!.id],
    )
    assert.equal(res.headers['x-ratelimit-limit'], '100000', 'the per-address public limit applies')
  })

  test('public items carry only public fields: no costs, pipeline, creator or status internals', async () => {
    const list = (await call(ctx.app, 'GET', `/api/v1/public/jobs/${tenant.code}`)).json()
    for (const item of list.items) assert.deepEqual(Object.keys(item).sort(), PUBLIC_FIELDS)
    const one = (await call(ctx.app, 'GET', `/api/v1/public/jobs/${tenant.code}/${jobs.engineer!.slug}`)).json()
    assert.deepEqual(Object.keys(one).sort(), PUBLIC_FIELDS)
    for (const hidden of ['recruitment_cost_items', 'pipeline_template_id', 'created_by', 'tenant_id', 'is_deleted', 'headcount']) {
      assert.ok(!(hidden in one), hidden)
    }
  })

  test('filters: search, department, location, employment_type, work_setup', async () => {
    const ids = async (query: Record<string, string>) =>
      (await call(ctx.app, 'GET', `/api/v1/public/jobs/${tenant.code}`, { query })).json().items.map((j: { id: string }) => j.id)
    assert.deepEqual(await ids({ search: 'designer' }), [jobs.designer!.id])
    assert.deepEqual(await ids({ search: 'engineering' }), [jobs.engineer!.id])
    assert.deepEqual(await ids({ department: 'Design' }), [jobs.designer!.id])
    assert.deepEqual(await ids({ location: 'hà nội' }), [jobs.designer!.id])
    assert.deepEqual(await ids({ employment_type: 'contract' }), [jobs.designer!.id])
    assert.deepEqual(await ids({ work_setup: 'hybrid' }), [jobs.engineer!.id])
    assert.deepEqual(await ids({ search: '%' }), [], 'wildcards are taken literally')
    const bad = await call(ctx.app, 'GET', `/api/v1/public/jobs/${tenant.code}`, { query: { employment_type: 'gig' } })
    assert.equal(bad.statusCode, 422)
  })

  test('one job by slug or by code', async () => {
    const bySlug = await call(ctx.app, 'GET', `/api/v1/public/jobs/${tenant.code}/ky-su-phan-mem`)
    assert.equal(bySlug.statusCode, 200)
    assert.equal(bySlug.json().id, jobs.engineer!.id)
    const byCode = await call(ctx.app, 'GET', `/api/v1/public/jobs/${tenant.code}/${jobs.engineer!.code}`)
    assert.equal(byCode.json().id, jobs.engineer!.id)
  })

  test('404 for an unknown tenant, an unknown job, and every job that is not open and public', async () => {
    assert.equal((await call(ctx.app, 'GET', '/api/v1/public/jobs/no-such-tenant')).statusCode, 404)
    assert.equal((await call(ctx.app, 'GET', '/api/v1/public/jobs/no-such-tenant/anything')).statusCode, 404)
    for (const name of ['draft', 'paused', 'closed', 'hidden', 'deleted']) {
      for (const identifier of [jobs[name]!.slug, jobs[name]!.code]) {
        const res = await call(ctx.app, 'GET', `/api/v1/public/jobs/${tenant.code}/${identifier}`)
        assert.equal(res.statusCode, 404, `${name} by ${identifier}`)
      }
    }
    const crossTenant = await call(ctx.app, 'GET', `/api/v1/public/jobs/${tenant.code}/${jobs.foreign!.slug}`)
    assert.equal(crossTenant.statusCode, 404, "another tenant's job is not found under this tenant")
  })

  test('pagination caps at 100', async () => {
    const res = await call(ctx.app, 'GET', `/api/v1/public/jobs/${tenant.code}`, { query: { page_size: 101 } })
    assert.equal(res.statusCode, 422)
    const page = (await call(ctx.app, 'GET', `/api/v1/public/jobs/${tenant.code}`, { query: { page_size: 1, page: 2 } })).json()
    assert.deepEqual([page.total, page.page, page.page_size, page.items.length], [2, 2, 1, 1])
  })

  test('public routes are limited per client address', async (t) => {
    const limited = await buildTestApp(t, { env: { RATE_LIMIT_PUBLIC: '3' } })
    const owner = await provisionTenant(limited.app)
    const statuses = []
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await limited.app.inject({ method: 'GET', url: `/api/v1/public/jobs/${owner.code}`, remoteAddress: '10.1.1.1' })).statusCode,
      )
    }
    assert.deepEqual(statuses, [200, 200, 200, 429])
    const elsewhere = await limited.app.inject({ method: 'GET', url: `/api/v1/public/jobs/${owner.code}`, remoteAddress: '10.1.1.2' })
    assert.equal(elsewhere.statusCode, 200, 'another address is not limited')
    assert.equal(elsewhere.headers['x-ratelimit-limit'], '3')
    assert.equal(elsewhere.headers['x-ratelimit-remaining'], '2', 'another address has a whole budget of its own')
    const still = await limited.app.inject({ method: 'GET', url: `/api/v1/public/jobs/${owner.code}`, remoteAddress: '10.1.1.1' })
    assert.equal(still.statusCode, 429, 'the first address is still limited')
    assert.match(still.json().detail, /3 requests per 60 seconds for public endpoints, per client IP/)
  })
})
