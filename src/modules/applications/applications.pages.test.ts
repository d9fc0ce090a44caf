import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { setCreatedAt } from '../../../test/helpers/created-at.ts'
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { recruitingClient } from '../../../test/helpers/recruiting.ts'
import { listViews, type ApplicationFilter } from './applications.repository.ts'

/**
 * As for candidates (candidates.pages.test.ts): a filtered list of applications gives the same
 * pages whether its few matches are read apart (a threshold of a thousand) or the newest-first
 * index is walked (a threshold of 0).
 */
describe('applications: pages of a filtered list, from the matches or from the walk', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let jobId: string

  before(async () => {
    ctx = await buildTestApp()
    tenant = await provisionTenant(ctx.app)
    const other = await provisionTenant(ctx.app)
    const h = recruitingClient(ctx.app)
    const [first, second] = [await h.job(tenant), await h.job(tenant)]
    jobId = first.id
    const base = Date.parse('2026-03-01T00:00:00Z')
    for (let i = 0; i < 8; i++) {
      const candidate = await h.candidate(tenant, { full_name: i < 6 ? `Walker Fence ${i}` : `Someone ${i}` })
      const res = await h.apply(tenant.admin.token, { candidate_id: candidate.id, job_id: (i % 3 === 0 ? second : first).id })
      assert.equal(res.statusCode, 201, res.body)
      // Applications 2 and 3 share an instant: the id decides between them, on both ways.
      await setCreatedAt(
        ctx.database.unguarded,
        'applications',
        tenant.id,
        { id: res.json().id },
        new Date(base + (i === 3 ? 2 : i) * 60_000),
      )
    }
    const elsewhere = await h.candidate(other, { full_name: 'Walker Fence elsewhere' })
    const res = await h.apply(other.admin.token, { candidate_id: elsewhere.id, job_id: (await h.job(other)).id })
    assert.equal(res.statusCode, 201, res.body)
  })
  after(() => ctx.close())

  test('the same total and the same rows, newest first, on every page', async () => {
    const db = ctx.database.db
    const filters: ApplicationFilter[] = [{ search: 'walker fence' }, { search: 'walker fence', job_id: jobId }, { job_id: jobId }]
    const totals: number[] = []
    for (const filter of filters) {
      for (const page of [1, 2, 3]) {
        const request = { page, page_size: 2 }
        const walked = await listViews(db, tenant.id, filter, request, 0)
        const apart = await listViews(db, tenant.id, filter, request, 1000)
        assert.equal(apart.total, walked.total, `${JSON.stringify(filter)} page ${page}: total`)
        assert.deepEqual(apart.items, walked.items, `${JSON.stringify(filter)} page ${page}: rows`)
        if (page === 1) totals.push(apart.total)
      }
    }
    assert.deepEqual(totals, [6, 4, 5], 'the other tenant’s namesake is not counted')
  })

  test('the order is created_at, then id, both descending', async () => {
    const all = await listViews(ctx.database.db, tenant.id, { search: 'walker fence' }, { page: 1, page_size: 100 }, 1000)
    const keys = all.items.map((a) => [new Date(a.created_at).getTime(), a.id] as const)
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || (a[1] < b[1] ? 1 : -1))
    assert.deepEqual(keys, sorted)
    assert.equal(new Set(keys.map((k) => k[0])).size, 5, 'two of the six share an instant')
  })
})
