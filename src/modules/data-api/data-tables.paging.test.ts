import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts'
import { createApiKey, dataCall } from '../../../test/helpers/data-api.ts'
import { coreClient, setColumns, walkPages, type CoreClient } from '../../../test/helpers/data-tables.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'

const DAY = 24 * 3600_000

describe('Data API tables: paging', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let key: string
  let h: CoreClient
  let jobs: { id: string }[]

  const stats = () => ctx.app.services.dataTables.pagingStats()

  async function everything(path: string, query: Record<string, string | number | boolean> = {}) {
    const res = await dataCall(ctx.app, key, path, { ...query, page_size: 100 })
    assert.equal(res.statusCode, 200, res.body)
    assert.ok(res.json().total <= 100, 'the fixture fits one page of 100')
    return res.json().items as { id: string }[]
  }

  /** A new application on one of the fixture's jobs, for a new candidate. */
  async function application(body: Record<string, unknown> = {}) {
    const candidate = await h.candidate()
    return h.application(jobs[Math.floor(Math.random() * jobs.length)]!.id, candidate.id, body)
  }

  before(async () => {
    ctx = await buildTestApp()
    tenant = await provisionTenant(ctx.app)
    key = await createApiKey(ctx.app, tenant.admin.token)
    h = coreClient(ctx.app, tenant)
    jobs = [await h.job(), await h.job(), await h.job()]
    // Applications entered over the last weeks (applied_date), a few without one (created_at applies).
    for (let i = 0; i < 23; i++) {
      await application(i % 5 === 4 ? {} : { applied_date: new Date(Date.now() - (i + 1) * DAY).toISOString() })
    }
  })
  after(() => ctx?.close())

  test('walking the pages in order gives exactly the rows of one big page, each page found by seeking', async () => {
    for (const path of ['/candidates', '/applications', '/stage-transitions', '/jobs']) {
      const before = stats()
      const { rows, totals } = await walkPages(ctx.app, key, path, { page_size: 4 })
      const all = await everything(path)
      assert.deepEqual(
        rows.map((r) => r.id),
        all.map((r) => r.id),
        path,
      )
      const pages = totals.length
      assert.ok(pages >= 2 || path === '/jobs', `${path}: ${pages} pages`)
      const after = stats()
      assert.equal(after.seeks - before.seeks, pages - 1, `${path}: pages after the first are read by seeking`)
      assert.equal(after.offsets - before.offsets, 0, `${path}: no page counted rows from the start`)
      // Nothing was written during the walk but, at most, the key's last use: the total is
      // counted once or twice, not once a page. The kept total is tied to the database snapshot,
      // which on a PostgreSQL server moves with every commit in any of its databases, so there
      // (other test files commit alongside) a recount proves nothing; the embedded database runs
      // this file alone and shows it.
      if (!process.env.TEST_DATABASE_URL) {
        assert.ok(after.counts - before.counts <= 2, `${path}: counted ${after.counts - before.counts} times over ${pages} pages`)
      }
    }
  })

  test('a jump to a page never walked to is served (by offset from the nearest known page) and agrees with a big page', async () => {
    const all = await everything('/applications')
    const before = stats()
    const res = await dataCall(ctx.app, key, '/applications', { page_size: 3, page: 5 })
    assert.equal(res.statusCode, 200, res.body)
    assert.deepEqual(
      res.json().items.map((r: { id: string }) => r.id),
      all.slice(12, 15).map((r) => r.id),
    )
    assert.equal(stats().offsets - before.offsets, 1)
    // The next page continues from the jump by seeking.
    const next = await dataCall(ctx.app, key, '/applications', { page_size: 3, page: 6 })
    assert.deepEqual(
      next.json().items.map((r: { id: string }) => r.id),
      all.slice(15, 18).map((r) => r.id),
    )
    assert.equal(stats().seeks - before.seeks, 1)
  })

  test('rows sharing one time-axis value are split across pages by id, none lost or repeated', async () => {
    const same = new Date(Date.now() - 2 * DAY)
    const made = await Promise.all(Array.from({ length: 7 }, () => h.candidate()))
    for (const c of made) await setColumns(ctx.database.db, 'candidates', tenant.id, c.id, { created_at: same })
    const { rows } = await walkPages(ctx.app, key, '/candidates', { page_size: 3 })
    const all = await everything('/candidates')
    assert.deepEqual(
      rows.map((r) => r.id),
      all.map((r) => r.id),
    )
    const tied = rows.filter((r) => made.some((c) => c.id === r.id)).map((r) => r.id)
    assert.deepEqual(tied, made.map((c) => c.id).sort())
  })

  test('while rows are added during the walk, late ones and ones dated before the cursor, every row that existed is read once', async () => {
    const existing = (await everything('/applications')).map((r) => r.id)
    let added = 0
    const { rows, totals } = await walkPages(ctx.app, key, '/applications', { page_size: 4 }, async (page) => {
      // One application entered long ago (it sorts before every row already read) and one today.
      await application({ applied_date: new Date(Date.now() - (60 + page) * DAY).toISOString() })
      await application()
      added += 2
    })
    const read = rows.map((r) => r.id as string)
    assert.equal(new Set(read).size, read.length, 'no row is read twice')
    for (const id of existing) assert.ok(read.includes(id), `row ${id} that existed at the start was skipped`)
    assert.ok(added > 0)
    assert.ok(totals.at(-1)! > totals[0]!, 'each page recounts the total')
    assert.equal(totals.at(-1), existing.length + added)
  })

  test('the same guarantee holds when the writes run alongside the reads', async () => {
    const existing = (await everything('/stage-transitions')).map((r) => r.id)
    let writing = true
    const writer = (async () => {
      let n = 0
      while (writing && n < 20) {
        await application(n % 2 ? { applied_date: new Date(Date.now() - 90 * DAY).toISOString() } : {})
        n += 1
      }
    })()
    try {
      const { rows } = await walkPages(ctx.app, key, '/stage-transitions', { page_size: 5 })
      const read = rows.map((r) => r.id as string)
      assert.equal(new Set(read).size, read.length, 'no row is read twice')
      for (const id of existing) assert.ok(read.includes(id), `row ${id} that existed at the start was skipped`)
    } finally {
      writing = false
      await writer
    }
  })

  test('page ends are kept per key: another client walking the same query meanwhile does not move this walk', async () => {
    const secondKey = await createApiKey(ctx.app, tenant.admin.token, 'Second key')
    const existing = (await everything('/candidates')).map((r) => r.id)
    const page = async (which: string, n: number) => {
      const res = await dataCall(ctx.app, which, '/candidates', { page_size: 5, page: n })
      assert.equal(res.statusCode, 200, res.body)
      return res.json().items as { id: string }[]
    }
    const mine = await page(key, 1)
    // A row dated before everything, then the other client starts its own walk and sees it first.
    const early = await h.candidate()
    await setColumns(ctx.database.db, 'candidates', tenant.id, early.id, { created_at: new Date(Date.now() - 200 * DAY) })
    const theirs = await page(secondKey, 1)
    assert.equal(theirs[0]!.id, early.id)
    for (let n = 2; ; n++) {
      const items = await page(key, n)
      mine.push(...items)
      if (items.length < 5) break
    }
    const read = mine.map((r) => r.id)
    assert.equal(new Set(read).size, read.length, 'no row is read twice')
    for (const id of existing) assert.ok(read.includes(id), `row ${id} was skipped`)
  })
})
