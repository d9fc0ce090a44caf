import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { buildTestApp, call, type TestApp } from '../../test/helpers/app.ts'
import { SEVERAL_CONNECTIONS } from '../../test/helpers/database.ts'
import { provisionTenant, type TestTenant } from '../../test/helpers/factories.ts'
import { runImport } from '../../test/helpers/imports.ts'
import { recruitingClient } from '../../test/helpers/recruiting.ts'
import { applicationCounts, applicationRowCounts } from '../modules/data-api/population.ts'
import { computeAnalysis } from '../modules/metrics/analysis/index.ts'
import { readPipelineNow, readTallies } from '../modules/metrics/analysis/tallied.ts'
import { aging, cohortHired, entries } from '../modules/metrics/metrics.repository.ts'
import { periodOf } from '../modules/metrics/periods.ts'
import type { MetricsScope } from '../modules/metrics/scope.ts'
import { vietnamDate } from '../platform/time.ts'
import { connectPostgres } from './database.ts'
import { rebuildMetricTallies } from './metric-tallies.ts'

const API = '/api/v1'

/**
 * The tallies migration 0021's triggers keep must equal the tallies built again from the rows
 * after every kind of write (moves, hires, rejections, removal, a candidate's new source, a merge,
 * a duplicate, a deleted job, imports, bulk SQL and hard deletes), and the metrics read from them
 * must be the very figures the queries over the applications give, for periods long and short.
 */
describe('metric tallies: kept by the database, equal to the tallies of the rows', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let other: TestTenant

  before(async () => {
    ctx = await buildTestApp()
    tenant = await provisionTenant(ctx.app)
    other = await provisionTenant(ctx.app)
    for (const t of [tenant, other]) {
      const res = await call(ctx.app, 'POST', `${API}/settings/demo-data`, { token: t.admin.token, query: { scale: 0.1 } })
      assert.equal(res.statusCode, 201, res.body)
    }
  })
  after(() => ctx?.close())

  type Tally = { kind: string; day: string; key: string; n: string; hired: string; ms: string }
  const tallies = async (db: typeof ctx.database.unguarded, tenantId: string) => {
    const { rows } = await sql<Tally>`
      select kind, to_char(day, 'YYYY-MM-DD') as day, key, sum(n)::text as n, sum(hired)::text as hired, sum(ms)::text as ms
      from metric_tallies where tenant_id = ${tenantId}
      group by kind, day, key having sum(n) <> 0 or sum(hired) <> 0 or sum(ms) <> 0
      order by kind, day, key`.execute(db)
    return rows
  }

  /** Rows whose kept metric_counted is not what the population rule says of them now. */
  const miscounted = async (tenantId: string) => {
    const db = ctx.database.unguarded
    const { rows } = await sql<{ applications: number; transitions: number }>`
      select
        (select count(*)::int from applications as a where a.tenant_id = ${tenantId}
          and a.metric_counted is distinct from ${applicationCounts(tenantId, 'a')}) as applications,
        (select count(*)::int from stage_transitions as e where e.tenant_id = ${tenantId}
          and e.metric_counted is distinct from ${applicationRowCounts(tenantId, 'e')}) as transitions`.execute(db)
    return rows[0]
  }

  /** The kept tallies against those built again from the rows, in a transaction undone afterwards. */
  const assertKept = async (tenantId: string) => {
    assert.deepEqual(await miscounted(tenantId), { applications: 0, transitions: 0 }, 'metric_counted follows the population rule')
    const kept = await tallies(ctx.database.unguarded, tenantId)
    assert.ok(kept.length > 0, 'the tenant has tallies')
    const trx = await ctx.database.unguarded.startTransaction().execute()
    let rebuilt: Tally[]
    try {
      await rebuildMetricTallies(trx, tenantId)
      rebuilt = await tallies(trx, tenantId)
    } finally {
      await trx.rollback().execute()
    }
    assert.deepEqual(kept, rebuilt)
  }

  const scopeOf = (from: string, to: string, at: Date): MetricsScope => ({ tenantId: tenant.id, period: periodOf(from, to), at })
  const today = vietnamDate(new Date())
  const daysBefore = (days: number) => vietnamDate(new Date(Date.now() - days * 24 * 3600 * 1000))
  const PERIODS = [
    [daysBefore(29), today],
    [daysBefore(540), today],
    [daysBefore(200), daysBefore(110)],
  ] as const

  /** For each period, the figures read from the tallies are those read from the applications. */
  const assertSameFigures = async () => {
    const db = ctx.database.db
    // Now, after the writes; aging's cut five days before, inside a day it splits.
    const at = new Date()
    const cut = new Date(at.getTime() - 5 * 24 * 3600 * 1000)
    for (const [from, to] of PERIODS) {
      const scope = scopeOf(from, to, at)
      const tallied = await readTallies(db, scope)
      assert.deepEqual(tallied.entries, await entries(db, scope), `entries ${from}…${to}`)
      assert.equal(tallied.cohortHired, await cohortHired(db, scope), `cohort hired ${from}…${to}`)
      const fromTallies = await computeAnalysis(db, scope, { period: Promise.resolve(tallied), pipeline: readPipelineNow(db, scope, cut) })
      const fromRows = await computeAnalysis(db, scope, null)
      assert.deepEqual(fromTallies, fromRows, `analysis ${from}…${to}`)
    }
    const now = await readPipelineNow(db, scopeOf(today, today, at), cut)
    assert.deepEqual(now.aging, await aging(db, scopeOf(today, today, at), at, 5), 'aging now')
    assert.ok(now.aging!.aging > 0 && now.aging!.active > now.aging!.aging, 'some active applications are aging, some not')
  }

  test('after demo data, and after moves, hires, rejections and removals through the API', async () => {
    await assertKept(tenant.id)
    await assertSameFigures()
    const h = recruitingClient(ctx.app)
    const token = tenant.admin.token
    const job = await h.job(tenant)
    const people = await Promise.all([1, 2, 3].map(() => h.candidate(tenant, { source: 'referral' })))
    const apps = []
    for (const person of people) {
      // No source of its own: the candidate's applies.
      const res = await h.apply(token, { candidate_id: person.id, job_id: job.id })
      assert.equal(res.statusCode, 201, res.body)
      apps.push(res.json() as { id: string })
    }
    const [first, second, third] = apps as [{ id: string }, { id: string }, { id: string }]
    assert.equal((await h.move(token, first.id, { to_stage_id: job.stages[2]!.id })).statusCode, 200)
    assert.equal((await h.status(token, first.id, { status: 'hired' })).statusCode, 200)
    assert.equal((await h.status(token, second.id, { status: 'rejected' })).statusCode, 200)
    assert.equal((await call(ctx.app, 'DELETE', `${API}/applications/${third.id}`, { token })).statusCode, 204)
    const moved = await call(ctx.app, 'PUT', `${API}/candidates/${people[1]!.id}`, { token, body: { source: 'linkedin' } })
    assert.equal(moved.statusCode, 200, moved.body)
    await assertKept(tenant.id)
    await assertSameFigures()
  })

  test('after a merge, a suspected duplicate and a deleted job, which the reading takes away', async () => {
    const h = recruitingClient(ctx.app)
    const token = tenant.admin.token
    const { candidate, job } = await h.application(tenant)
    const twin = await h.candidate(tenant, { email: candidate.email })
    assert.ok(twin.duplicate_of_id, 'the same e-mail flags a duplicate')
    const secondJob = await h.job(tenant)
    assert.equal((await h.apply(token, { candidate_id: twin.id, job_id: secondJob.id })).statusCode, 201)
    const another = await h.candidate(tenant)
    assert.equal((await h.apply(token, { candidate_id: another.id, job_id: secondJob.id })).statusCode, 201)
    const merged = await call(ctx.app, 'POST', `${API}/candidates/${another.id}/merge`, { token, body: { into_id: candidate.id } })
    assert.equal(merged.statusCode, 200, merged.body)
    assert.equal((await call(ctx.app, 'PATCH', `${API}/jobs/${job.id}/status`, { token, body: { status: 'closed' } })).statusCode, 200)
    assert.equal((await call(ctx.app, 'DELETE', `${API}/jobs/${job.id}`, { token })).statusCode, 204)
    await assertKept(tenant.id)
    await assertSameFigures()
  })

  test('after an import, imported again with changes, bulk SQL and hard deletes', async () => {
    const token = tenant.admin.token
    const jobs = [{ external_id: 'job-1', title: 'Imported job', created_at: '2026-01-05T02:00:00.000Z' }]
    const candidates = Array.from({ length: 12 }, (_, i) => ({
      external_id: `cand-${i}`,
      full_name: `Imported ${i}`,
      created_at: '2026-01-05T03:00:00.000Z',
    }))
    const applications = (shift: number) =>
      candidates.map((c, i) => ({
        external_id: `app-${i}`,
        job_external_id: 'job-1',
        candidate_external_id: c.external_id,
        created_at: `2026-01-${String(6 + ((i + shift) % 20)).padStart(2, '0')}T03:00:00.000Z`,
      }))
    for (const shift of [0, 7]) {
      const done = await runImport(ctx.app, token, { jobs, candidates, applications: applications(shift) })
      assert.equal(done.status, 'completed', JSON.stringify(done))
      assert.equal(done.error_count, 0, JSON.stringify(done.errors))
    }
    await assertKept(tenant.id)

    const db = ctx.database.unguarded
    await sql`update applications set applied_date = created_at - interval '3 days', assigned_recruiter_id = null
      where tenant_id = ${tenant.id} and external_id in ('app-1', 'app-2', 'app-3')`.execute(db)
    await sql`update candidates set is_deleted = true where tenant_id = ${tenant.id} and external_id = 'cand-4'`.execute(db)
    const doomed = sql`(select id from candidates where tenant_id = ${tenant.id} and external_id in ('cand-5', 'cand-6'))`
    await sql`delete from stage_transitions where tenant_id = ${tenant.id} and candidate_id in ${doomed}`.execute(db)
    await sql`delete from applications where tenant_id = ${tenant.id} and candidate_id in ${doomed}`.execute(db)
    await assertKept(tenant.id)
    await assertSameFigures()
  })

  test('concurrent submissions on several connections all count, in shards of their own', SEVERAL_CONNECTIONS, async () => {
    const url = ctx.database.url
    assert.ok(url, 'a PostgreSQL test database')
    const { rows } = await sql<{ job_id: string; stage_id: string }>`
        select j.id as job_id, s.id as stage_id from jobs as j
        join pipeline_stages as s on s.tenant_id = j.tenant_id and s.job_id = j.id
        where j.tenant_id = ${tenant.id} and not j.is_deleted and not j.is_demo order by j.created_at, s.sort_order limit 1`.execute(
      ctx.database.unguarded,
    )
    const { job_id, stage_id } = rows[0]!
    const pools = Array.from({ length: 4 }, () => connectPostgres({ url, poolSize: 4 }))
    try {
      await Promise.all(
        pools.flatMap((pool, p) =>
          Array.from({ length: 8 }, (_, i) =>
            pool.db.transaction().execute(async (trx) => {
              const candidate = await sql<{
                id: string
              }>`insert into candidates (tenant_id, id, code, full_name, search_text, created_via)
                  values (${tenant.id}, gen_random_uuid(), ${`CAN-1999-${p}${String(i).padStart(3, '0')}`}, 'Concurrent', 'concurrent', 'api')
                  returning id`.execute(trx)
              await sql`insert into applications (tenant_id, id, candidate_id, job_id, current_stage_id, applied_date)
                  values (${tenant.id}, gen_random_uuid(), ${candidate.rows[0]!.id}, ${job_id}, ${stage_id}, now())`.execute(trx)
              await sql`select pg_sleep(0.01)`.execute(trx)
            }),
          ),
        ),
      )
      await assertKept(tenant.id)
      const shards = await sql<{ n: number }>`select count(distinct shard)::int as n from metric_tallies
          where tenant_id = ${tenant.id} and kind = 'cohort' and day = ${today}::date`.execute(ctx.database.unguarded)
      assert.ok(shards.rows[0]!.n > 1, 'writers on other connections wrote other shard rows')
    } finally {
      await Promise.all(pools.map((pool) => pool.close()))
    }
  })

  test('removing the demo data takes its tallies away; another tenant is untouched', async () => {
    const before = await tallies(ctx.database.unguarded, other.id)
    const res = await call(ctx.app, 'DELETE', `${API}/settings/demo-data`, { token: tenant.admin.token })
    assert.equal(res.statusCode, 204, res.body)
    await assertKept(tenant.id)
    await assertSameFigures()
    assert.deepEqual(await tallies(ctx.database.unguarded, other.id), before)
  })
})
