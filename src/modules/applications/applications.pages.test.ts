import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { capturedQueries } from '../../../test/helpers/captured-queries.ts'
import { setCreatedAt } from '../../../test/helpers/created-at.ts'
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { recruitingClient } from '../../../test/helpers/recruiting.ts'
import { FEW_MATCHES } from '../../platform/pagination.ts'
import { listViews, type ApplicationFilter } from './applications.repository.ts'

/** A walk share no tenant's matches can meet: the page's keys always come from the kept matches. */
const ORDER_ALWAYS = 1e12

/**
 * As for candidates (candidates.pages.test.ts): a filtered list of applications gives the same
 * pages whether its few matches are read apart (a threshold of a thousand) or the newest-first
 * index is walked (a threshold of 0); a searched one reads its matches once, and each of its
 * pages is its slice of them, newest first.
 */
describe('applications: pages of a filtered or searched list', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let jobId: string
  /** The applications of the "Walker Fence" candidates: when they were made, and on which job. */
  const walkers: { id: string; at: number; jobId: string }[] = []

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
      const job = (i % 3 === 0 ? second : first).id
      const res = await h.apply(tenant.admin.token, { candidate_id: candidate.id, job_id: job })
      assert.equal(res.statusCode, 201, res.body)
      // Applications 2 and 3 share an instant: the id decides between them.
      const at = i === 3 ? 2 : i
      await setCreatedAt(ctx.database.unguarded, 'applications', tenant.id, { id: res.json().id }, new Date(base + at * 60_000))
      if (i < 6) walkers.push({ id: res.json().id, at, jobId: job })
    }
    const elsewhere = await h.candidate(other, { full_name: 'Walker Fence elsewhere' })
    const res = await h.apply(other.admin.token, { candidate_id: elsewhere.id, job_id: (await h.job(other)).id })
    assert.equal(res.statusCode, 201, res.body)
  })
  after(() => ctx.close())

  test('filtered without a search: the same total and the same rows, read apart or walked, on every page', async () => {
    const db = ctx.database.db
    for (const page of [1, 2, 3]) {
      const request = { page, page_size: 2 }
      const walked = await listViews(db, tenant.id, { job_id: jobId }, request, 0)
      const apart = await listViews(db, tenant.id, { job_id: jobId }, request, 1000)
      assert.equal(apart.total, 5)
      assert.equal(walked.total, 5)
      assert.deepEqual(apart.items, walked.items, `page ${page}: rows`)
    }
  })

  test('searched: each page is its slice of the matches, newest first, with their total', async () => {
    const db = ctx.database.db
    // Newest first, the id deciding between equal instants: worked out here, not by the database.
    const newestFirst = (rows: typeof walkers) => [...rows].sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)).map((a) => a.id)
    const cases: [ApplicationFilter, string[]][] = [
      [{ search: 'walker fence' }, newestFirst(walkers)],
      [{ search: 'walker fence', job_id: jobId }, newestFirst(walkers.filter((a) => a.jobId === jobId))],
    ]
    // The page's keys walked (a walk share of 0), ordered from the kept matches, or as the default chooses (db/few-matches.ts).
    for (const walkShare of [0, ORDER_ALWAYS, undefined]) {
      for (const [filter, expected] of cases) {
        for (const page of [1, 2, 3, 4]) {
          const answer = await listViews(db, tenant.id, filter, { page, page_size: 2 }, FEW_MATCHES, walkShare)
          const what = `${JSON.stringify(filter)} page ${page}, walk share ${walkShare ?? 'default'}`
          assert.equal(answer.total, expected.length, `${what}: total (the other tenant’s namesake not counted)`)
          assert.deepEqual(
            answer.items.map((a) => a.id),
            expected.slice((page - 1) * 2, page * 2),
            `${what}: rows`,
          )
        }
      }
    }
    const [one] = (await listViews(db, tenant.id, { search: 'walker fence 5' }, { page: 1, page_size: 2 })).items
    const [same] = (await listViews(db, tenant.id, { candidate_id: one!.candidate_id }, { page: 1, page_size: 2 })).items
    assert.deepEqual(one, same, 'a searched page shows each application as any other list does')
  })

  test('a search looks its term up once, for the total and the page together', async () => {
    const sent = await capturedQueries(ctx.database.db, (db) =>
      listViews(db, tenant.id, { search: 'walker fence' }, { page: 1, page_size: 2 }),
    )
    assert.equal(sent.filter((q) => q.sql.includes('search_text')).length, 1, sent.map((q) => q.sql).join('\n'))
  })
})
