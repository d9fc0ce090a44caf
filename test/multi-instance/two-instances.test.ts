import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { connectPostgres, type DatabaseHandle } from '../../src/db/database.ts'
import { RedisRateLimitStore } from '../../src/platform/rate-limit/redis-store.ts'
import { buildTestApp, call, type TestApp } from '../helpers/app.ts'
import { createApiKey, dataCall } from '../helpers/data-api.ts'
import { coreClient, setColumns, type CoreClient } from '../helpers/data-tables.ts'
import { provisionTenant, type TestTenant } from '../helpers/factories.ts'
import { readMetrics } from '../helpers/metrics.ts'

const DAY = 24 * 3600_000
const PUBLIC_LIMIT = 5

/**
 * Two app instances behind one imagined load balancer: one PostgreSQL database, each instance
 * with its own connection pool, and one Redis. Only meaningful on a server both reach, so it
 * runs where CI's PostgreSQL leg runs (TEST_DATABASE_URL and REDIS_URL set).
 */
const SKIP =
  !process.env.TEST_DATABASE_URL || !process.env.REDIS_URL
    ? 'two instances need a PostgreSQL server and a Redis: set TEST_DATABASE_URL and REDIS_URL'
    : false

describe('two instances on one PostgreSQL and one Redis agree', { skip: SKIP }, () => {
  let first: TestApp
  let second: TestApp
  let secondPool: DatabaseHandle
  let tenant: TestTenant
  let key: string
  let h: CoreClient

  before(async () => {
    const redisUrl = process.env.REDIS_URL!
    // The rate-limit counters of this run only: parallel test files count their own requests.
    const prefix = `two-instances-test-${randomBytes(6).toString('hex')}:`
    const env = { REDIS_URL: redisUrl, RATE_LIMIT_PUBLIC: String(PUBLIC_LIMIT) }
    first = await buildTestApp(undefined, { env, deps: { rateLimitStore: new RedisRateLimitStore(redisUrl, prefix) } })
    secondPool = connectPostgres({ url: first.database.url! })
    second = await buildTestApp(undefined, {
      env,
      database: first.database,
      deps: { db: secondPool.db, codes: secondPool.codes, rateLimitStore: new RedisRateLimitStore(redisUrl, prefix) },
    })
    tenant = await provisionTenant(first.app)
    key = await createApiKey(first.app, tenant.admin.token)
    h = coreClient(first.app, tenant)
    for (let i = 0; i < 14; i++) {
      const candidate = await h.candidate()
      await setColumns(first.database.unguarded, 'candidates', tenant.id, candidate.id, {
        created_at: new Date(Date.now() - (i + 1) * DAY),
      })
    }
  })
  after(async () => {
    await second?.close()
    await secondPool?.close()
    await first?.close()
  })

  /** Every candidate in one page of 100 (the fixture stays below that). */
  async function allCandidateIds(): Promise<string[]> {
    const res = await dataCall(first.app, key, '/candidates', { page_size: 100 })
    assert.equal(res.statusCode, 200, res.body)
    assert.ok(res.json().total <= 100)
    return res.json().items.map((r: { id: string }) => r.id)
  }

  /** Pages 1, 2, 3… of /candidates, odd ones from the first instance and even ones from the second. */
  async function walkAlternately(between?: () => Promise<void>): Promise<string[]> {
    const read: string[] = []
    for (let page = 1; ; page++) {
      const app = page % 2 ? first.app : second.app
      const res = await dataCall(app, key, '/candidates', { page_size: 3, page })
      assert.equal(res.statusCode, 200, res.body)
      const items = res.json().items as { id: string }[]
      read.push(...items.map((r) => r.id))
      if (items.length < 3) return read
      await between?.()
    }
  }

  test('a Data API export walked alternately through both instances returns every row once', async () => {
    const all = await allCandidateIds()
    assert.deepEqual(await walkAlternately(), all)
  })

  test('the same holds while rows are written between pages, dated before the walk’s position and after it', async () => {
    const existing = await allCandidateIds()
    let added = 0
    const read = await walkAlternately(async () => {
      // One record dated before every row already read (an import, a back-dated entry) and one today.
      const early = await h.candidate()
      await setColumns(first.database.unguarded, 'candidates', tenant.id, early.id, {
        created_at: new Date(Date.now() - (40 + added) * DAY),
      })
      await h.candidate()
      added += 2
    })
    assert.ok(added > 0)
    assert.equal(new Set(read).size, read.length, 'no row is read twice')
    for (const id of existing) assert.ok(read.includes(id), `row ${id} that existed at the start was skipped`)
  })

  test('a metrics answer computed on one instance is fresh there after a write through the other', async () => {
    const before = await readMetrics(second.app, key)
    // Asked again with nothing written: the second instance may answer from what it kept.
    assert.equal((await readMetrics(second.app, key)).active_candidates.current, before.active_candidates.current)
    const job = await h.job()
    const candidate = await h.candidate()
    await h.application(job.id, candidate.id)
    const afterWrite = await readMetrics(second.app, key)
    assert.equal(afterWrite.active_candidates.current, (before.active_candidates.current ?? 0) + 1)
    assert.equal(afterWrite.total_jobs.current, (before.total_jobs.current ?? 0) + 1)
  })

  test('twice the per-minute limit sent alternately to both instances yields exactly the limit of successes', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 2 * PUBLIC_LIMIT; i++) {
      const app = i % 2 ? second.app : first.app
      const res = await call(app, 'GET', `/api/v1/public/jobs/${tenant.code}`)
      statuses.push(res.statusCode)
    }
    assert.equal(statuses.filter((s) => s === 200).length, PUBLIC_LIMIT, statuses.join(' '))
    assert.equal(statuses.filter((s) => s === 429).length, PUBLIC_LIMIT, statuses.join(' '))
    // The first refusal comes right after the limit, whichever instance counted the hits before it.
    assert.deepEqual(statuses, [...Array(PUBLIC_LIMIT).fill(200), ...Array(PUBLIC_LIMIT).fill(429)])
  })
})
