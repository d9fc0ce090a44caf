import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { createApiKey, dataCall } from '../../../test/helpers/data-api.ts'
import { coreClient, expectDataError, setColumns, type CoreClient } from '../../../test/helpers/data-tables.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { vietnamDate, vietnamDayBounds } from '../../platform/time.ts'
import { minusMonths } from './range.ts'
import { DATA_TABLES } from './tables/index.ts'

const DAY = 24 * 3600_000
const MINUTE = 60_000

// Noon today in Vietnam: rows the core API makes now fall on the same Vietnamese day as the clock.
const TODAY = vietnamDate(new Date())
const NOON = vietnamDayBounds(TODAY).start.getTime() + 12 * 3600_000
const dayOffset = (days: number) => vietnamDate(new Date(NOON + days * DAY))
const startOf = (date: string) => vietnamDayBounds(date).start

/** The column(s) holding each table's time axis, and the SQL table behind it. */
const AXIS: Record<string, { sqlTable: string; column: string; fallback?: string }> = {
  candidates: { sqlTable: 'candidates', column: 'created_at' },
  applications: { sqlTable: 'applications', column: 'applied_date', fallback: 'created_at' },
  'stage-transitions': { sqlTable: 'stage_transitions', column: 'changed_at' },
  jobs: { sqlTable: 'jobs', column: 'created_at' },
  interviews: { sqlTable: 'interviews', column: 'scheduled_at' },
  evaluations: { sqlTable: 'evaluations', column: 'evaluated_at', fallback: 'created_at' },
  offers: { sqlTable: 'offers', column: 'created_at' },
}

describe('Data API tables: filters, range and parameters', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let other: TestTenant
  let key: string
  let otherKey: string
  let h: CoreClient
  let clock = NOON
  /** One row of each table, by table name. */
  const rowOf: Record<string, string> = {}
  let jobId: string
  let applicationId: string

  const ids = async (table: string, query: Record<string, string | number | boolean> = {}) => {
    const res = await dataCall(ctx.app, key, `/${table}`, { page_size: 100, ...query })
    assert.equal(res.statusCode, 200, res.body)
    return (res.json().items as { id: string }[]).map((r) => r.id)
  }

  before(async () => {
    ctx = await buildTestApp(undefined, { deps: { now: () => clock } })
    tenant = await provisionTenant(ctx.app)
    other = await provisionTenant(ctx.app)
    key = await createApiKey(ctx.app, tenant.admin.token)
    otherKey = await createApiKey(ctx.app, other.admin.token)
    h = coreClient(ctx.app, tenant)
    const { job, candidate, application } = await h.applicationOnNewJob({ applied_date: new Date(NOON - DAY).toISOString() })
    jobId = job.id
    applicationId = application.id
    const interview = await h.interview(application.id, new Date(NOON - 2 * DAY).toISOString())
    const evaluation = await h.evaluation(application.id, { overall_rating: 3 })
    const offer = await h.offer(application.id)
    const [transition] = (
      await call(ctx.app, 'GET', `/api/v1/applications/${application.id}/history`, { token: tenant.admin.token })
    ).json().items
    Object.assign(rowOf, {
      candidates: candidate.id,
      applications: application.id,
      'stage-transitions': transition.id,
      jobs: job.id,
      interviews: interview.id,
      evaluations: evaluation.id,
      offers: offer.id,
    })
  })
  after(() => ctx?.close())

  describe('from and to are Vietnamese calendar days, both included, on each table’s own time axis', () => {
    for (const table of DATA_TABLES) {
      test(`/${table.name}: 17:30Z belongs to the next Vietnamese day, 16:59:59.999Z to the same one`, async () => {
        const axis = AXIS[table.name]!
        const day = dayOffset(-10)
        const previous = dayOffset(-11)
        const id = rowOf[table.name]!
        const set = (column: string, at: Date | null) => setColumns(ctx.database.db, axis.sqlTable, tenant.id, id, { [column]: at })

        await set(axis.column, new Date(startOf(day).getTime() + 30 * MINUTE)) // 17:30Z the day before, in UTC
        assert.ok((await ids(table.name, { from: day, to: day })).includes(id))
        assert.ok(!(await ids(table.name, { from: previous, to: previous })).includes(id))
        await set(axis.column, new Date(startOf(day).getTime() - 1))
        assert.ok((await ids(table.name, { from: previous, to: previous })).includes(id))
        assert.ok(!(await ids(table.name, { from: day, to: day })).includes(id))
        assert.ok((await ids(table.name, { from: previous, to: day })).includes(id), 'a two-day range holds both ends')

        if (axis.fallback) {
          // Without the axis column the row falls back on the other one.
          await set(axis.column, null)
          await set(axis.fallback, new Date(startOf(day).getTime() + 30 * MINUTE))
          assert.ok((await ids(table.name, { from: day, to: day })).includes(id), `${table.name} falls back on ${axis.fallback}`)
          assert.ok(!(await ids(table.name, { from: previous, to: previous })).includes(id))
        }
        // Back to a recent time, for the other tests.
        await set(axis.column, new Date(NOON - DAY))
      })
    }
  })

  describe('the 18-month window and the meta block', () => {
    const limit = minusMonths(TODAY, 18)

    test('without from and to: from is the limit, to is today, nothing clamped', async () => {
      const res = await dataCall(ctx.app, key, '/candidates')
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual(res.json().meta, { from: limit, to: TODAY, from_clamped: false, generated_at: new Date(clock).toISOString() })
    })

    test('an older from is moved forward to the limit and says so', async () => {
      const res = await dataCall(ctx.app, key, '/applications', { from: '2015-01-01', to: TODAY })
      assert.equal(res.statusCode, 200, res.body)
      assert.equal(res.json().meta.from, limit)
      assert.equal(res.json().meta.from_clamped, true)
      const exact = await dataCall(ctx.app, key, '/applications', { from: limit })
      assert.equal(exact.json().meta.from_clamped, false)
    })

    test('rows older than the limit are not served, even when asked for', async () => {
      const id = rowOf.candidates!
      await setColumns(ctx.database.db, 'candidates', tenant.id, id, { created_at: new Date(startOf(limit).getTime() - 1) })
      assert.ok(!(await ids('candidates', { from: '2015-01-01' })).includes(id))
      await setColumns(ctx.database.db, 'candidates', tenant.id, id, { created_at: startOf(limit) })
      assert.ok((await ids('candidates', { from: '2015-01-01' })).includes(id))
      assert.ok((await ids('candidates')).includes(id))
      await setColumns(ctx.database.db, 'candidates', tenant.id, id, { created_at: new Date(NOON - DAY) })
    })

    test('to defaults to today: tomorrow’s interviews need an explicit to', async () => {
      const id = rowOf.interviews!
      await setColumns(ctx.database.db, 'interviews', tenant.id, id, { scheduled_at: new Date(NOON + DAY) })
      assert.ok(!(await ids('interviews')).includes(id))
      assert.ok((await ids('interviews', { to: dayOffset(1) })).includes(id))
      const res = await dataCall(ctx.app, key, '/interviews', { to: dayOffset(30) })
      assert.equal(res.json().meta.to, dayOffset(30))
      await setColumns(ctx.database.db, 'interviews', tenant.id, id, { scheduled_at: new Date(NOON - DAY) })
    })

    test('a range wholly before the limit is empty, not an error', async () => {
      const res = await dataCall(ctx.app, key, '/candidates', { from: '2015-01-01', to: '2015-12-31' })
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual([res.json().total, res.json().total_pages, res.json().items], [0, 0, []])
      assert.equal(res.json().meta.from_clamped, true)
      const ancient = await dataCall(ctx.app, key, '/applications', { to: '0000-01-01' })
      assert.equal(ancient.statusCode, 200, ancient.body)
      assert.equal(ancient.json().total, 0)
    })

    test('the window follows the clock', async () => {
      clock = NOON + 40 * DAY
      try {
        const res = await dataCall(ctx.app, key, '/jobs')
        assert.equal(res.json().meta.from, minusMonths(dayOffset(40), 18))
        assert.equal(res.json().meta.to, dayOffset(40))
        assert.equal(res.json().meta.generated_at, new Date(clock).toISOString())
      } finally {
        clock = NOON
      }
    })
  })

  test('minusMonths keeps the day, or takes the last day of a shorter month', () => {
    assert.equal(minusMonths('2026-08-31', 18), '2025-02-28')
    assert.equal(minusMonths('2025-08-29', 18), '2024-02-29')
    assert.equal(minusMonths('2026-06-15', 18), '2024-12-15')
    assert.equal(minusMonths('2026-01-31', 1), '2025-12-31')
    assert.equal(minusMonths('2026-03-31', 1), '2026-02-28')
  })

  describe('updated_since, include_demo and job_id', () => {
    test('updated_since keeps rows changed at or after the instant', async () => {
      const id = rowOf.applications!
      const at = new Date(NOON - 3 * DAY)
      await setColumns(ctx.database.db, 'applications', tenant.id, id, { updated_at: at })
      assert.ok((await ids('applications', { updated_since: at.toISOString() })).includes(id), 'the instant itself is included')
      assert.ok(!(await ids('applications', { updated_since: new Date(at.getTime() + 1).toISOString() })).includes(id))
      // Any zone is accepted; the instant is what counts.
      assert.ok((await ids('applications', { updated_since: '2000-01-01T07:00:00+07:00' })).includes(id))
    })

    test('stage-transitions compare updated_since with changed_at', async () => {
      const id = rowOf['stage-transitions']!
      const at = new Date(NOON - 2 * DAY)
      await setColumns(ctx.database.db, 'stage_transitions', tenant.id, id, { changed_at: at, updated_at: new Date(NOON) })
      assert.ok((await ids('stage-transitions', { updated_since: at.toISOString() })).includes(id))
      assert.ok(!(await ids('stage-transitions', { updated_since: new Date(at.getTime() + 1).toISOString() })).includes(id))
    })

    test('an offer left unanswered past its deadline reads declined, and changed at the deadline', async () => {
      const id = rowOf.offers!
      const sent = new Date(NOON - 5 * DAY)
      const deadline = new Date(NOON - 2 * DAY)
      await setColumns(ctx.database.db, 'offers', tenant.id, id, { updated_at: sent, expiry_date: deadline })
      const res = await dataCall(ctx.app, key, '/offers', { updated_since: new Date(NOON - 3 * DAY).toISOString() })
      const offer = res.json().items.find((o: { id: string }) => o.id === id)
      assert.ok(offer, 'the expiry counts as a change')
      assert.deepEqual(
        [offer.status, offer.decline_reason_code, offer.responded_at, offer.updated_at],
        ['declined', 'no_response', deadline.toISOString(), deadline.toISOString()],
      )
      await setColumns(ctx.database.db, 'offers', tenant.id, id, { expiry_date: null })
      assert.ok(!(await ids('offers', { updated_since: new Date(NOON - 3 * DAY).toISOString() })).includes(id))
    })

    test('include_demo=false leaves demo rows out; the default keeps them', async () => {
      for (const table of DATA_TABLES) {
        const id = rowOf[table.name]!
        await setColumns(ctx.database.db, AXIS[table.name]!.sqlTable, tenant.id, id, { is_demo: true })
        assert.ok((await ids(table.name)).includes(id), `${table.name} default`)
        assert.ok((await ids(table.name, { include_demo: true })).includes(id), `${table.name} true`)
        assert.ok(!(await ids(table.name, { include_demo: false })).includes(id), `${table.name} false`)
        await setColumns(ctx.database.db, AXIS[table.name]!.sqlTable, tenant.id, id, { is_demo: false })
      }
    })

    test('job_id keeps one job’s rows on every table but candidates (on id for /jobs)', async () => {
      const { application: elsewhere, job: otherJob } = await h.applicationOnNewJob()
      for (const table of DATA_TABLES.filter((t) => t.jobFilter)) {
        const all = await ids(table.name)
        const mine = await ids(table.name, { job_id: jobId })
        assert.ok(mine.includes(rowOf[table.name]!), table.name)
        assert.ok(mine.length < all.length || table.name !== 'applications', table.name)
      }
      assert.deepEqual(await ids('jobs', { job_id: otherJob.id }), [otherJob.id])
      assert.deepEqual(await ids('applications', { job_id: otherJob.id }), [elsewhere.id])
      expectDataError(await dataCall(ctx.app, key, '/candidates', { job_id: jobId }), 422, 'invalid_parameter')
    })
  })

  describe('tenancy', () => {
    test('a key reads its own company only; another company’s job id finds nothing', async () => {
      for (const table of DATA_TABLES) {
        const theirs = await dataCall(ctx.app, otherKey, `/${table.name}`)
        assert.equal(theirs.statusCode, 200, theirs.body)
        assert.ok(!theirs.json().items.some((r: { id: string }) => r.id === rowOf[table.name]), table.name)
      }
      const res = await dataCall(ctx.app, otherKey, '/applications', { job_id: jobId })
      assert.deepEqual([res.json().total, res.json().items], [0, []])
    })

    test('without a key, or with a user’s access token, every route answers 401 invalid_api_key', async () => {
      for (const path of [...DATA_TABLES.map((t) => `/${t.name}`), '/catalog', '/agent-guide']) {
        expectDataError(await dataCall(ctx.app, undefined, path), 401, 'invalid_api_key')
        expectDataError(await dataCall(ctx.app, tenant.admin.token, path), 401, 'invalid_api_key')
      }
    })
  })

  describe('parameters and errors', () => {
    test('from later than to is 422 invalid_range, also against the default to (today)', async () => {
      for (const table of DATA_TABLES) {
        expectDataError(await dataCall(ctx.app, key, `/${table.name}`, { from: '2026-03-02', to: '2026-03-01' }), 422, 'invalid_range')
      }
      const res = await dataCall(ctx.app, key, '/interviews', { from: dayOffset(1) })
      expectDataError(res, 422, 'invalid_range')
      assert.match(res.json().detail.message, /today/)
      assert.equal((await dataCall(ctx.app, key, '/interviews', { from: TODAY, to: TODAY })).statusCode, 200)
    })

    test('malformed parameters are 422 invalid_parameter, never a 500', async () => {
      const bad: Record<string, string | number>[] = [
        { page_size: 101 },
        { page_size: 0 },
        { page_size: 'ten' },
        { page: 0 },
        { page: -1 },
        { page: 1.5 },
        { page: '99999999999999999999' },
        { from: '2026-02-30' },
        { from: '2026-1-5' },
        { to: '20260105' },
        { to: '2026-01-05T00:00:00Z' },
        { from: '05/01/2026' },
        { job_id: 'not-a-uuid' },
        { job_id: '12345' },
        { updated_since: '2026-01-05T10:00:00' },
        { updated_since: '1767225600' },
        { updated_since: '2026-01-05' },
        { include_demo: 'maybe' },
        { unknown_filter: 'x' },
      ]
      for (const query of bad) {
        const res = await dataCall(ctx.app, key, '/applications', query)
        expectDataError(res, 422, 'invalid_parameter')
        assert.ok(res.json().detail.message.length > 0)
      }
      expectDataError(await dataCall(ctx.app, key, '/catalog', { page: 1 }), 422, 'invalid_parameter')
    })

    test('page_size defaults to 50 and goes up to 100; total_pages follows, 0 when empty', async () => {
      const plain = await dataCall(ctx.app, key, '/applications')
      assert.equal(plain.json().page_size, 50)
      assert.equal(plain.json().page, 1)
      const max = await dataCall(ctx.app, key, '/applications', { page_size: 100 })
      assert.equal(max.statusCode, 200)
      const total = max.json().total as number
      assert.ok(total >= 2)
      const small = await dataCall(ctx.app, key, '/applications', { page_size: 1, page: total + 3 })
      assert.deepEqual([small.json().items, small.json().total, small.json().total_pages], [[], total, total])
      const none = await dataCall(ctx.app, key, '/applications', { job_id: '00000000-0000-4000-8000-000000000000' })
      assert.deepEqual([none.json().total, none.json().total_pages], [0, 0])
    })

    test('rows come by time axis, then id, when the axis ties', async () => {
      const same = new Date(NOON - 4 * DAY)
      const extra = await Promise.all([h.candidate(), h.candidate(), h.candidate()])
      for (const c of extra) await setColumns(ctx.database.db, 'candidates', tenant.id, c.id, { created_at: same })
      const day = vietnamDate(same)
      assert.deepEqual(await ids('candidates', { from: day, to: day }), extra.map((c) => c.id).sort())
      const all = (await dataCall(ctx.app, key, '/candidates', { page_size: 100 })).json().items as { id: string; created_at: string }[]
      const sorted = [...all].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
      assert.deepEqual(
        all.map((r) => r.id),
        sorted.map((r) => r.id),
      )
    })

    test('an application-tied table keeps the order of its own axis', async () => {
      assert.ok(applicationId)
      const items = (await dataCall(ctx.app, key, '/stage-transitions', { page_size: 100 })).json().items as {
        id: string
        changed_at: string
      }[]
      const sorted = [...items].sort((a, b) => a.changed_at.localeCompare(b.changed_at) || a.id.localeCompare(b.id))
      assert.deepEqual(
        items.map((r) => r.id),
        sorted.map((r) => r.id),
      )
    })
  })
})
