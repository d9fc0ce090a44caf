import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { createApiKey } from '../../../test/helpers/data-api.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { ApiError, createDataApiClient, createRecruitingClient, DataApiRequestError, unwrap, type RecruitingClient } from '../src/index.ts'
import { startLiveApp, type LiveApp } from './live-app.ts'

/** What a failed call throws: the service's status, `detail` and request id, typed. */

let live: LiveApp
let tenant: TestTenant
let api: RecruitingClient

before(async () => {
  live = await startLiveApp()
  tenant = await provisionTenant(live.app)
  api = createRecruitingClient({ baseUrl: live.baseUrl, tokens: { accessToken: tenant.admin.token } })
})
after(() => live.close())

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => assert.fail('expected the call to fail'),
    (error: unknown) => error,
  )
}

describe('core API', () => {
  test('404: an ApiError with the detail and the request id of the answer', async () => {
    const error = await failure(unwrap(api.GET('/api/v1/jobs/{id}', { params: { path: { id: randomUUID() } } })))
    assert.ok(error instanceof ApiError)
    assert.equal(error.status, 404)
    assert.equal(error.detail, 'Job not found')
    assert.match(error.requestId ?? '', /\S/)
    assert.deepEqual(error.issues, [])
  })

  test('422: each problem with its place and type', async () => {
    const error = await failure(unwrap(api.POST('/api/v1/jobs', { body: { title: ' ', employment_type: 'forever' as 'full_time' } })))
    assert.ok(error instanceof ApiError)
    assert.equal(error.status, 422)
    const types = new Map(error.issues.map((i) => [i.loc.join('.'), i.type]))
    assert.equal(types.get('body.title'), 'string_blank')
    assert.equal(types.get('body.employment_type'), 'enum')
    assert.match(error.detail, /body\.title: /)
  })

  test('412: the If-Unmodified-Since header is typed, and a stale one refused', async () => {
    const job = await unwrap(api.POST('/api/v1/jobs', { body: { title: 'Tester' } }))
    await unwrap(api.PUT('/api/v1/jobs/{id}', { params: { path: { id: job.id } }, body: { title: 'Tester II' } }))
    const error = await failure(
      unwrap(
        api.PUT('/api/v1/jobs/{id}', {
          params: { path: { id: job.id }, header: { 'If-Unmodified-Since': String(job.updated_at) } },
          body: { title: 'Tester III' },
        }),
      ),
    )
    assert.ok(error instanceof ApiError)
    assert.equal(error.status, 412)
    assert.match(error.detail, /changed/i)
  })
})

describe('Data API', () => {
  test('a bad key: invalid_api_key with the service’s message', async () => {
    const data = createDataApiClient({ baseUrl: live.baseUrl, apiKey: 'rk_live_not-a-real-key' })
    const error = await failure(data.page('candidates', { page: 1 }))
    assert.ok(error instanceof DataApiRequestError)
    assert.equal(error.status, 401)
    assert.equal(error.code, 'invalid_api_key')
    assert.ok(error.detail.length > 0)
  })

  test('a reversed range: invalid_range naming both dates', async () => {
    const data = createDataApiClient({ baseUrl: live.baseUrl, apiKey: await createApiKey(live.app, tenant.admin.token) })
    const error = await failure(data.page('applications', { page: 1, from: '2026-02-01', to: '2026-01-01' }))
    assert.ok(error instanceof DataApiRequestError)
    assert.equal(error.code, 'invalid_range')
    assert.match(error.detail, /2026-02-01.*2026-01-01/)
  })
})
