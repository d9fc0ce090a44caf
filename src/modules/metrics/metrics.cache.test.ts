import assert from 'node:assert/strict'
import { sql } from 'kysely'
import { test } from 'node:test'
import { buildTestApp } from '../../../test/helpers/app.ts'
import { createApiKey, dataCall } from '../../../test/helpers/data-api.ts'
import { coreClient } from '../../../test/helpers/data-tables.ts'
import { provisionTenant } from '../../../test/helpers/factories.ts'
import type { Database } from '../../db/database.ts'

const snapshotOf = async (db: Database) => (await sql<{ s: string }>`select pg_current_snapshot()::text as s`.execute(db)).rows[0]!.s

test('a metrics answer is kept while nothing is written and for at most a minute; a write or a minute computes it again', async (t) => {
  // The real time: the jobs below are created now, and the default period ends today.
  let clock = Date.now()
  // The pair of reads below may be tried many times, more often than the metrics quota allows.
  const { app, database } = await buildTestApp(t, {
    deps: { now: () => clock },
    env: { DATA_API_METRICS_PER_MINUTE: '1000', DATA_API_METRICS_PER_DAY: '10000' },
  })
  const tenant = await provisionTenant(app)
  const key = await createApiKey(app, tenant.admin.token)
  const h = coreClient(app, tenant)
  await h.job({ title: 'Kept answers' })
  const read = async (query: Record<string, string> = {}) => {
    clock += 1000
    const res = await dataCall(app, key, '/metrics', query)
    assert.equal(res.statusCode, 200, res.body)
    return res.json() as { generated_at: string; total_jobs: { current: number } }
  }

  // On a shared PostgreSQL server other test files write at any moment, and a write anywhere ends
  // every kept answer: the pair of reads is tried again until no write fell between them.
  let kept = false
  for (let attempt = 0; attempt < 20 && !kept; attempt++) {
    const before = await snapshotOf(database.db)
    const first = await read()
    const second = await read()
    if ((await snapshotOf(database.db)) !== before) continue
    assert.equal(second.generated_at, first.generated_at, 'a second read in the same snapshot is the kept answer')
    assert.equal(second.total_jobs.current, 1)
    kept = true
  }
  assert.ok(kept, 'never two reads without a write between them')

  // A write of the tenant: the next answer is computed afresh and counts it.
  const computedBefore = (await read()).generated_at
  await h.job({ title: 'Written after' })
  const afterWrite = await read()
  assert.notEqual(afterWrite.generated_at, computedBefore)
  assert.equal(afterWrite.total_jobs.current, 2)

  // A minute later nothing was written, yet the clock alone moves some figures: computed again.
  clock += 61_000
  const later = await read()
  assert.equal(Date.parse(later.generated_at), clock)

  // Another question (a filter) is another answer.
  const filtered = await read({ department: 'Nobody' })
  assert.equal(Date.parse(filtered.generated_at), clock)
  assert.equal(filtered.total_jobs.current, 0)
})
