import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { setCreatedAt } from '../../../test/helpers/created-at.ts'
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { recruitingClient } from '../../../test/helpers/recruiting.ts'
import { listCandidates, type CandidateFilter } from './candidates.repository.ts'

/**
 * A filtered list reads a page from its few matches apart, or walks the newest-first index
 * when they are many (platform/pagination.ts fetchFilteredPage). Both ways must give the same
 * pages: each is forced here, by a threshold of 0 (always the walk) or of a thousand (always
 * the matches read apart), over the same rows.
 */
describe('candidates: pages of a filtered list, from the matches or from the walk', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let other: TestTenant
  const matching: string[] = []

  before(async () => {
    ctx = await buildTestApp()
    tenant = await provisionTenant(ctx.app)
    other = await provisionTenant(ctx.app)
    const h = recruitingClient(ctx.app)
    const base = Date.parse('2026-03-01T00:00:00Z')
    for (let i = 0; i < 9; i++) {
      const c = await h.candidate(tenant, { full_name: `Walker Fence ${i}`, source: i % 2 === 0 ? 'referral' : 'linkedin' })
      // Candidates 3 and 4 share an instant: the id decides between them, on both ways.
      const at = new Date(base + (i === 4 ? 3 : i) * 60_000)
      await setCreatedAt(ctx.database.unguarded, 'candidates', tenant.id, { id: c.id }, at)
      matching.push(c.id)
    }
    await h.candidate(tenant, { full_name: 'Somebody Else' })
    await h.candidate(other, { full_name: 'Walker Fence elsewhere' })
  })
  after(() => ctx.close())

  const ids = (page: { items: { id: string }[] }) => page.items.map((c) => c.id)

  test('the same total and the same rows, newest first, on every page', async () => {
    const db = ctx.database.db
    const filters: CandidateFilter[] = [{ search: 'walker fence' }, { search: 'walker fence', source: 'referral' }, { source: 'linkedin' }]
    for (const filter of filters) {
      for (const page of [1, 2, 3, 4]) {
        const request = { page, page_size: 3 }
        const walked = await listCandidates(db, tenant.id, filter, request, 0)
        const apart = await listCandidates(db, tenant.id, filter, request, 1000)
        assert.equal(apart.total, walked.total, `${JSON.stringify(filter)} page ${page}: total`)
        assert.deepEqual(ids(apart), ids(walked), `${JSON.stringify(filter)} page ${page}: rows`)
      }
    }
  })

  test('the order is created_at, then id, both descending; a page past the end is empty with its total', async () => {
    const db = ctx.database.db
    const everyone = await listCandidates(db, tenant.id, { search: 'walker fence' }, { page: 1, page_size: 100 }, 1000)
    assert.equal(everyone.total, 9, 'the other tenant’s namesake is not counted')
    const expected = matching.map((id, i) => ({ id, at: i === 4 ? 3 : i })).sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
    assert.deepEqual(
      ids(everyone),
      expected.map((c) => c.id),
    )
    const past = await listCandidates(db, tenant.id, { search: 'walker fence' }, { page: 5, page_size: 3 }, 1000)
    assert.deepEqual(past, { total: 9, page: 5, page_size: 3, items: [] })
  })
})
