import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { buildTestApp, call, type TestApp } from '../../test/helpers/app.ts'
import { SEVERAL_CONNECTIONS } from '../../test/helpers/database.ts'
import { provisionTenant, type TestTenant } from '../../test/helpers/factories.ts'
import { runImport } from '../../test/helpers/imports.ts'
import { recruitingClient } from '../../test/helpers/recruiting.ts'
import { connectPostgres } from './database.ts'
import { liveCount, recountLiveRows } from './live-counts.ts'
import { liveApplications, liveCandidates } from './live-rows.ts'

const API = '/api/v1'

/**
 * The live counts that migration 0020's triggers keep must equal a count of the live rows after
 * every kind of write: creations one by one and in bulk (an import), soft deletes (a candidate
 * deleted or merged away, an application removed), hard deletes, and concurrent writers on
 * several connections. The unfiltered lists answer their total from them.
 */
describe('live counts: kept by the database, equal to a count of the live rows', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let other: TestTenant

  before(async () => {
    ctx = await buildTestApp()
    tenant = await provisionTenant(ctx.app)
    other = await provisionTenant(ctx.app)
  })
  after(() => ctx?.close())

  const counted = async (tenantId: string) => {
    const db = ctx.database.db
    const candidates = await liveCandidates(db, tenantId)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    const applications = await liveApplications(db, tenantId)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    return { candidates: Number(candidates.n), applications: Number(applications.n) }
  }
  const kept = async (tenantId: string) => ({
    candidates: await liveCount(ctx.database.db, tenantId, 'candidates'),
    applications: await liveCount(ctx.database.db, tenantId, 'applications'),
  })
  const assertKept = async (tenantId: string, expected?: { candidates: number; applications: number }) => {
    const truth = await counted(tenantId)
    if (expected) assert.deepEqual(truth, expected, 'the writes left the rows the test expects')
    assert.deepEqual(await kept(tenantId), truth)
  }

  test('creations, deletion, merge, removal and an import, each checked against a count', async () => {
    const h = recruitingClient(ctx.app)
    const token = tenant.admin.token
    await assertKept(tenant.id, { candidates: 0, applications: 0 })

    const { candidate, app } = await h.application(tenant)
    const second = await h.candidate(tenant)
    const third = await h.candidate(tenant)
    await h.application(other)
    await assertKept(tenant.id, { candidates: 3, applications: 1 })
    await assertKept(other.id, { candidates: 1, applications: 1 })

    assert.equal((await call(ctx.app, 'DELETE', `${API}/candidates/${third.id}`, { token })).statusCode, 204)
    await assertKept(tenant.id, { candidates: 2, applications: 1 })

    const merged = await call(ctx.app, 'POST', `${API}/candidates/${second.id}/merge`, { token, body: { into_id: candidate.id } })
    assert.equal(merged.statusCode, 200, merged.body)
    await assertKept(tenant.id, { candidates: 1, applications: 1 })

    assert.equal((await call(ctx.app, 'DELETE', `${API}/applications/${app.id}`, { token })).statusCode, 204)
    await assertKept(tenant.id, { candidates: 1, applications: 0 })

    const jobs = [{ external_id: 'job-1', title: 'Imported job', created_at: '2025-07-01T02:00:00.000Z' }]
    const candidates = Array.from({ length: 30 }, (_, i) => ({
      external_id: `cand-${i}`,
      full_name: `Imported ${i}`,
      created_at: '2025-07-01T03:00:00.000Z',
    }))
    const applications = candidates.map((c, i) => ({
      external_id: `app-${i}`,
      job_external_id: 'job-1',
      candidate_external_id: c.external_id,
      created_at: '2025-07-02T03:00:00.000Z',
    }))
    const done = await runImport(ctx.app, token, { jobs, candidates, applications })
    assert.equal(done.status, 'completed', JSON.stringify(done))
    assert.equal(done.error_count, 0, JSON.stringify(done.errors))
    await assertKept(tenant.id, { candidates: 31, applications: 30 })
    await assertKept(other.id, { candidates: 1, applications: 1 })
  })

  test('hard deletes and bulk statements count every row they touch', async () => {
    const db = ctx.database.unguarded
    const before = await counted(tenant.id)
    await sql`update candidates set is_deleted = true where tenant_id = ${tenant.id} and full_name like 'Imported 1%'`.execute(db)
    await sql`update applications set status = 'removed' where tenant_id = ${tenant.id} and status = 'active'
      and candidate_id in (select id from candidates where tenant_id = ${tenant.id} and full_name like 'Imported 2%')`.execute(db)
    // Live rows deleted outright: the applications of three imported people, then the people.
    const doomed = sql`(select id from candidates where tenant_id = ${tenant.id} and full_name in ('Imported 3', 'Imported 4', 'Imported 5'))`
    await sql`delete from stage_transitions where tenant_id = ${tenant.id} and candidate_id in ${doomed}`.execute(db)
    await sql`delete from applications where tenant_id = ${tenant.id} and candidate_id in ${doomed}`.execute(db)
    await sql`delete from candidates where tenant_id = ${tenant.id} and id in ${doomed}`.execute(db)
    const after = await counted(tenant.id)
    assert.deepEqual(
      after,
      { candidates: before.candidates - 14, applications: before.applications - 14 },
      'the statements took the rows expected',
    )
    await assertKept(tenant.id)
  })

  test('the unfiltered lists take their total from the kept count; a filtered one still counts', async () => {
    const token = tenant.admin.token
    const truth = await counted(tenant.id)
    const total = async (path: string, query: Record<string, string | number> = {}) => {
      const res = await call(ctx.app, 'GET', `${API}/${path}`, { token, query: { page_size: 1, ...query } })
      assert.equal(res.statusCode, 200, res.body)
      return res.json().total as number
    }
    assert.equal(await total('candidates'), truth.candidates)
    assert.equal(await total('applications'), truth.applications)

    // A count kept wrong on purpose shows which lists read it.
    const db = ctx.database.unguarded
    await sql`insert into live_counts (tenant_id, resource, shard, live) values (${tenant.id}, 'candidates', 1000, 5), (${tenant.id}, 'applications', 1000, 7)`.execute(
      db,
    )
    try {
      assert.equal(await total('candidates'), truth.candidates + 5)
      assert.equal(await total('applications'), truth.applications + 7)
      assert.equal(await total('candidates', { search: 'imported' }), truth.candidates > 0 ? await filteredCount(tenant.id) : 0)
    } finally {
      await sql`delete from live_counts where tenant_id = ${tenant.id} and shard = 1000`.execute(db)
    }
  })

  const filteredCount = async (tenantId: string) => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from candidates
      where tenant_id = ${tenantId} and not is_deleted and search_text like '%imported%'`.execute(ctx.database.unguarded)
    return rows[0]!.n
  }

  test('concurrent creations on several connections all count', SEVERAL_CONNECTIONS, async () => {
    const url = ctx.database.url
    assert.ok(url, 'a PostgreSQL test database')
    const pools = Array.from({ length: 4 }, () => connectPostgres({ url, poolSize: 4 }))
    try {
      const before = await counted(tenant.id)
      await Promise.all(
        pools.flatMap((pool, p) =>
          Array.from({ length: 8 }, (_, i) =>
            pool.db.transaction().execute(async (trx) => {
              await sql`insert into candidates (tenant_id, id, code, full_name, search_text, created_via)
                values (${tenant.id}, gen_random_uuid(), ${`CAN-1999-${p}${String(i).padStart(3, '0')}`}, 'Concurrent', 'concurrent', 'api')`.execute(
                trx,
              )
              await sql`select pg_sleep(0.01)`.execute(trx)
            }),
          ),
        ),
      )
      const after = await counted(tenant.id)
      assert.equal(after.candidates, before.candidates + 32)
      await assertKept(tenant.id)
      const shards = await sql<{
        n: number
      }>`select count(*)::int as n from live_counts where tenant_id = ${tenant.id} and resource = 'candidates'`.execute(
        ctx.database.unguarded,
      )
      assert.ok(shards.rows[0]!.n > 1, 'writers on other connections wrote other shard rows')
    } finally {
      await Promise.all(pools.map((pool) => pool.close()))
    }
  })
})

describe('live counts: counted again from the rows, as migration 0020 does, equal those kept', () => {
  test('after creations, a deletion and a removal', async (t) => {
    const ctx = await buildTestApp(t)
    const tenant = await provisionTenant(ctx.app)
    const h = recruitingClient(ctx.app)
    const { app } = await h.application(tenant)
    await h.application(tenant)
    const gone = await h.candidate(tenant)
    assert.equal((await call(ctx.app, 'DELETE', `${API}/candidates/${gone.id}`, { token: tenant.admin.token })).statusCode, 204)
    assert.equal((await call(ctx.app, 'DELETE', `${API}/applications/${app.id}`, { token: tenant.admin.token })).statusCode, 204)
    const db = ctx.database.db
    const keptCounts = {
      candidates: await liveCount(db, tenant.id, 'candidates'),
      applications: await liveCount(db, tenant.id, 'applications'),
    }
    assert.deepEqual(keptCounts, { candidates: 2, applications: 1 })
    // Unguarded: a recount is a migration's work, written for every tenant at once.
    await ctx.database.unguarded.transaction().execute((trx) => recountLiveRows(trx, tenant.id))
    const shards = await db
      .selectFrom('live_counts')
      .select(['resource', 'shard', 'live'])
      .where('tenant_id', '=', tenant.id)
      .orderBy('resource')
      .execute()
    // bigint: a string from PostgreSQL, a number from the embedded database.
    assert.deepEqual(
      shards.map((s) => ({ ...s, live: Number(s.live) })),
      [
        { resource: 'applications', shard: 0, live: 1 },
        { resource: 'candidates', shard: 0, live: 2 },
      ],
    )
  })
})
