import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { call } from '../../../test/helpers/app.ts'
import { createApiKey } from '../../../test/helpers/data-api.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { createDataApiClient, createRecruitingClient, type Fetch } from '../src/index.ts'
import { startLiveApp, type LiveApp } from './live-app.ts'

/** `for await` over every page of a list, core and Data API, against the app over HTTP. */

const JOBS = 45
let live: LiveApp
let tenant: TestTenant
const sent: string[] = []
const counting: Fetch = (request) => {
  sent.push(new URL(request.url).search)
  return fetch(request)
}

before(async () => {
  live = await startLiveApp()
  tenant = await provisionTenant(live.app)
  for (let i = 0; i < JOBS; i++) {
    const res = await call(live.app, 'POST', '/api/v1/jobs', { token: tenant.admin.token, body: { title: `Job ${i}` } })
    assert.equal(res.statusCode, 201, res.body)
  }
})
after(() => live.close())

describe('core lists', () => {
  test('each() hands out every item of every page once, newest first, asking page after page', async () => {
    const api = createRecruitingClient({ baseUrl: live.baseUrl, fetch: counting })
    await api.login(tenant.admin.email, tenant.admin.password)
    sent.length = 0
    const titles: string[] = []
    for await (const job of api.each('/api/v1/jobs', { params: { query: { page_size: 10 } } })) titles.push(job.title)
    assert.equal(titles.length, JOBS)
    assert.equal(new Set(titles).size, JOBS)
    assert.equal(titles[0], `Job ${JOBS - 1}`)
    assert.deepEqual(
      sent.map((q) => new URLSearchParams(q).get('page')),
      ['1', '2', '3', '4', '5'],
    )
  })

  test('pages() gives the envelopes, filters included, and can start later', async () => {
    const api = createRecruitingClient({ baseUrl: live.baseUrl, tokens: { accessToken: tenant.admin.token } })
    const pages = []
    for await (const page of api.pages('/api/v1/jobs', { params: { query: { page_size: 20, status_filter: 'draft' } }, fromPage: 2 })) {
      pages.push(page)
    }
    assert.deepEqual(
      pages.map((p) => [p.page, p.items.length, p.total]),
      [
        [2, 20, JOBS],
        [3, 5, JOBS],
      ],
    )
    let open = 0
    for await (const _job of api.each('/api/v1/jobs', { params: { query: { status_filter: 'open' } } })) open++
    assert.equal(open, 0)
  })

  test('a record created while a list is read does not come out twice', async () => {
    const api = createRecruitingClient({ baseUrl: live.baseUrl, tokens: { accessToken: tenant.admin.token } })
    const ids: string[] = []
    for await (const job of api.each('/api/v1/jobs', { params: { query: { page_size: 10 } } })) {
      ids.push(job.id)
      // Newest first: the new job pushes every other one a place down, onto the page read next.
      if (ids.length === 10) await call(live.app, 'POST', '/api/v1/jobs', { token: tenant.admin.token, body: { title: 'Late job' } })
    }
    assert.equal(ids.length, new Set(ids).size)
    assert.equal(ids.length, JOBS)
  })
})

describe('Data API tables', () => {
  test('rows() reads a whole table across pages, as many rows as its total', async () => {
    const key = await createApiKey(live.app, tenant.admin.token)
    const data = createDataApiClient({ baseUrl: live.baseUrl, apiKey: key })
    const first = await data.page('jobs', { page: 1, page_size: 7 })
    assert.ok(first.total_pages > 1)
    const pages = []
    for await (const page of data.pages('jobs', { page_size: 7 })) pages.push(page)
    assert.equal(pages.length, first.total_pages)
    const ids = pages.flatMap((p) => p.items.map((row) => row.id))
    assert.equal(ids.length, first.total)
    assert.equal(new Set(ids).size, first.total)

    let rows = 0
    for await (const _row of data.rows('jobs', { include_demo: false })) rows++
    assert.equal(rows, first.total)
  })
})
