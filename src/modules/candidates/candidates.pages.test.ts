import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { capturedQueries } from '../../../test/helpers/captured-queries.ts'
import { setCreatedAt } from '../../../test/helpers/created-at.ts'
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { recruitingClient } from '../../../test/helpers/recruiting.ts'
import { FEW_MATCHES } from '../../platform/pagination.ts'
import { listCandidates, type CandidateFilter } from './candidates.repository.ts'

/** A walk share no tenant's matches can meet: the page's keys always come from the kept matches. */
const ORDER_ALWAYS = 1e12

/**
 * A filtered list reads a page from its few matches apart, or walks the newest-first index
 * when they are many (platform/pagination.ts fetchFilteredPage): both ways must give the same
 * pages, each forced here by a threshold of 0 (always the walk) or of a thousand (always the
 * matches read apart). A searched list reads its matches once for the total and the page's
 * keys (fetchSearchedPage): each of its pages must be its slice of the matches, newest first,
 * whether the keys come from the kept matches or from a walk of the newest-first index (a walk
 * share of 0 always walks, ORDER_ALWAYS never does; see db/few-matches.ts).
 */
describe('candidates: pages of a filtered or searched list', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let other: TestTenant
  /** The "Walker Fence" candidates, by their index: even ones came by referral, odd ones from LinkedIn. */
  const matching: { id: string; at: number; source: string }[] = []

  before(async () => {
    ctx = await buildTestApp()
    tenant = await provisionTenant(ctx.app)
    other = await provisionTenant(ctx.app)
    const h = recruitingClient(ctx.app)
    const base = Date.parse('2026-03-01T00:00:00Z')
    for (let i = 0; i < 9; i++) {
      const source = i % 2 === 0 ? 'referral' : 'linkedin'
      const c = await h.candidate(tenant, { full_name: `Walker Fence ${i}`, source })
      // Candidates 3 and 4 share an instant: the id decides between them.
      const at = i === 4 ? 3 : i
      await setCreatedAt(ctx.database.unguarded, 'candidates', tenant.id, { id: c.id }, new Date(base + at * 60_000))
      matching.push({ id: c.id, at, source })
    }
    await h.candidate(tenant, { full_name: 'Somebody Else' })
    await h.candidate(other, { full_name: 'Walker Fence elsewhere' })
  })
  after(() => ctx.close())

  const ids = (page: { items: { id: string }[] }) => page.items.map((c) => c.id)
  /** Newest first, the id deciding between equal instants: worked out here, not by the database. */
  const newestFirst = (rows: typeof matching) => [...rows].sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)).map((c) => c.id)

  test('filtered without a search: the same total and the same rows, read apart or walked, on every page', async () => {
    const db = ctx.database.db
    for (const filter of [{ source: 'linkedin' }, { source: 'referral' }] satisfies CandidateFilter[]) {
      for (const page of [1, 2, 3, 4]) {
        const request = { page, page_size: 3 }
        const walked = await listCandidates(db, tenant.id, filter, request, 0)
        const apart = await listCandidates(db, tenant.id, filter, request, 1000)
        assert.equal(apart.total, walked.total, `${JSON.stringify(filter)} page ${page}: total`)
        assert.deepEqual(ids(apart), ids(walked), `${JSON.stringify(filter)} page ${page}: rows`)
      }
    }
  })

  test('searched: each page is its slice of the matches, newest first, with their total; a page past the end is empty', async () => {
    const db = ctx.database.db
    const cases: [CandidateFilter, string[]][] = [
      [{ search: 'walker fence' }, newestFirst(matching)],
      [{ search: 'walker fence', source: 'referral' }, newestFirst(matching.filter((c) => c.source === 'referral'))],
    ]
    for (const walkShare of [0, ORDER_ALWAYS, undefined]) {
      const list = (filter: CandidateFilter, page: number) =>
        listCandidates(db, tenant.id, filter, { page, page_size: 3 }, FEW_MATCHES, walkShare)
      for (const [filter, expected] of cases) {
        for (const page of [1, 2, 3, 4]) {
          const answer = await list(filter, page)
          const what = `${JSON.stringify(filter)} page ${page}, walk share ${walkShare ?? 'default'}`
          assert.equal(answer.total, expected.length, `${what}: total (the other tenant’s namesake not counted)`)
          assert.deepEqual(ids(answer), expected.slice((page - 1) * 3, page * 3), `${what}: rows`)
        }
      }
      assert.deepEqual(await list({ search: 'walker fence' }, 5), { total: 9, page: 5, page_size: 3, items: [] })
      assert.deepEqual(await list({ search: 'nobody by this name' }, 1), { total: 0, page: 1, page_size: 3, items: [] })
    }
  })

  test('a search looks its term up once, for the total and the page together', async () => {
    for (const search of ['walker fence', '0903581']) {
      const sent = await capturedQueries(ctx.database.db, (db) => listCandidates(db, tenant.id, { search }, { page: 1, page_size: 3 }))
      const lookups = sent.filter((q) => q.sql.includes('search_text'))
      assert.equal(lookups.length, 1, `"${search}": ${sent.map((q) => q.sql).join('\n')}`)
    }
  })
})
