import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { assert422 } from '../../../test/helpers/assertions.ts'
import { createApiKey, dataCall } from '../../../test/helpers/data-api.ts'
import { coreClient, walkPages } from '../../../test/helpers/data-tables.ts'
import { provisionTenant, tenantWithTeam, type TestTenant } from '../../../test/helpers/factories.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'
import { vietnamDate } from '../../platform/time.ts'
import { DEMO_MEMBERS, DEMO_TEMPLATE } from './demo-team.ts'
import { LOCAL_WEBHOOKS, startReceiver, subscribe, type Receiver } from '../../../test/helpers/webhooks.ts'
import { WEBHOOK_EVENT_TYPES } from '../webhooks/webhooks.port.ts'

const API = '/api/v1'
const URL = `${API}/settings/demo-data`
const DAY = 24 * 3600 * 1000
/** Small histories keep the suite quick; the generator's own tests hold the full one. */
const SMALL = 0.05
const TABLES = ['jobs', 'candidates', 'applications', 'stage-transitions', 'interviews', 'evaluations', 'offers'] as const
type Table = (typeof TABLES)[number]

interface Summary {
  jobs: number
  candidates: number
  applications: number
  interviews: number
  evaluations: number
  offers: number
  members: number
}

/** Rows of every Data API table; interviews up to a month ahead, where planned ones lie. */
async function totals(app: FastifyInstance, key: string, includeDemo: boolean): Promise<Record<Table, number>> {
  const out = {} as Record<Table, number>
  for (const table of TABLES) {
    const query: Record<string, string | boolean | number> = { include_demo: includeDemo, page_size: 1 }
    if (table === 'interviews') query.to = vietnamDate(new Date(Date.now() + 30 * DAY))
    const res = await dataCall(app, key, `/${table}`, query)
    assert.equal(res.statusCode, 200, res.body)
    out[table] = res.json().total
  }
  return out
}

async function fill(app: FastifyInstance, token: string, scale = SMALL): Promise<Summary> {
  const res = await call(app, 'POST', URL, { token, query: { scale } })
  assert.equal(res.statusCode, 201, res.body)
  return res.json()
}

async function get(app: FastifyInstance, token: string, path: string, query?: Record<string, string | number>) {
  const res = await call(app, 'GET', `${API}${path}`, { token, query })
  assert.equal(res.statusCode, 200, `${path}: ${res.body}`)
  return res.json()
}

async function auditActions(app: FastifyInstance, token: string): Promise<string[]> {
  return (await get(app, token, '/audit-logs', { resource_type: 'demo_data', page_size: 100 })).items
    .map((e: { action: string }) => e.action)
    .reverse()
}

async function demoMemberIds(app: FastifyInstance, token: string): Promise<string[]> {
  const users = (await get(app, token, '/users', { search: 'demo-team.example', page_size: 100 })).items as { id: string; email: string }[]
  return users.map((u) => u.id)
}

describe('Demo data (settings)', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: TestTenant
  let token: string

  before(async () => {
    ctx = await buildTestApp(undefined, {
      env: { DATA_API_TABLES_PER_MINUTE: '100000', DATA_API_TABLES_PER_DAY: '100000', ...LOCAL_WEBHOOKS },
    })
    team = await tenantWithTeam(ctx.app)
    other = await provisionTenant(ctx.app)
    token = team.admin.token
  })
  after(() => ctx.close())

  test('both routes are for admins only; without or with an expired token they are 401', async () => {
    const expired = await expiredToken(ctx.config.jwtSecret, team.admin, team.id)
    await assertGuarded(ctx.app, { method: 'POST', url: `${URL}?scale=${SMALL}`, roles: ['admin'] }, team.members, expired)
    await assertGuarded(ctx.app, { method: 'DELETE', url: URL, roles: ['admin'] }, team.members, expired)
    assert.deepEqual(await demoMemberIds(ctx.app, token), [], 'nothing was filled by the refused calls')
  })

  test('POST refuses a malformed scale with 422 and fills nothing', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ scale: 0 }, 'scale'],
      [{ scale: 0.01 }, 'scale'],
      [{ scale: 1.5 }, 'scale'],
      [{ scale: 'full' }, 'scale'],
      [{ size: 'small' }, 'size'],
    ]
    for (const [query, field] of cases)
      assert422(await call(ctx.app, 'POST', URL, { token, query }), [`query.${field}`], JSON.stringify(query))
    assert.deepEqual(await demoMemberIds(ctx.app, token), [])
  })

  test('DELETE answers 204 when there is no demo data, and records nothing', async () => {
    const res = await call(ctx.app, 'DELETE', URL, { token })
    assert.equal(res.statusCode, 204, res.body)
    assert.deepEqual(await auditActions(ctx.app, token), [])
  })

  describe('a filled tenant with real records of its own', () => {
    let key: string
    let core: ReturnType<typeof coreClient>
    let realTotals: Record<Table, number>
    let otherTotals: Record<Table, number>
    let otherKey: string
    let summary: Summary
    const snapshots = new Map<string, unknown>()
    let receiver: Receiver

    before(async () => {
      key = await createApiKey(ctx.app, token)
      otherKey = await createApiKey(ctx.app, other.admin.token)
      core = coreClient(ctx.app, team)
      const { job, application } = await core.applicationOnNewJob()
      await core.interview(application.id, new Date(Date.now() - 2 * DAY).toISOString())
      await core.evaluation(application.id, { overall_rating: 4 })
      await core.offer(application.id, { gross_salary_amount: 30_000_000, gross_salary_currency: 'VND' })
      const otherCore = coreClient(ctx.app, other)
      await otherCore.applicationOnNewJob()
      for (const path of [`/jobs/${job.id}`, `/applications/${application.id}`, `/candidates/${String(application.candidate_id)}`]) {
        snapshots.set(path, await get(ctx.app, token, path))
      }
      realTotals = await totals(ctx.app, key, true)
      otherTotals = await totals(ctx.app, otherKey, true)
      receiver = await startReceiver()
      await subscribe(ctx.app, token, receiver, [...WEBHOOK_EVENT_TYPES])
      await receiver.waitFor('ping')
      summary = await fill(ctx.app, token, 0.1)
    })
    after(() => receiver.close())

    test('filling announces nothing to webhooks, though an endpoint listens to every event', async () => {
      const announced = await ctx.database.unguarded
        .selectFrom('webhook_deliveries')
        .select(['event_type'])
        .where('tenant_id', '=', team.id)
        .where('event_type', '<>', 'ping')
        .execute()
      assert.deepEqual(announced, [])
      assert.ok(summary.applications > 0, 'the fill did write records')
    })

    test('POST answers 201 with the counts written: members, jobs, candidates, applications and what hangs off them', () => {
      assert.deepEqual(Object.keys(summary).sort(), [
        'applications',
        'candidates',
        'evaluations',
        'interviews',
        'jobs',
        'members',
        'offers',
      ])
      assert.equal(summary.members, DEMO_MEMBERS.length)
      assert.ok(summary.applications === 100 || summary.applications === 101, `${summary.applications} applications`)
      assert.equal(summary.jobs, 3)
      assert.ok(summary.candidates >= 50 && summary.candidates <= 100, `${summary.candidates} candidates`)
      assert.ok(summary.interviews > 0 && summary.evaluations > 0, JSON.stringify(summary))
    })

    test('the demo rows are in the Data API marked is_demo, and include_demo=false leaves exactly them out', async () => {
      const withDemo = await totals(ctx.app, key, true)
      const withoutDemo = await totals(ctx.app, key, false)
      assert.deepEqual(withoutDemo, realTotals, 'include_demo=false shows the real records only')
      for (const table of ['jobs', 'candidates', 'applications', 'interviews', 'evaluations', 'offers'] as const) {
        assert.equal(withDemo[table] - realTotals[table], summary[table], `${table}: the demo rows are the ones written`)
      }
      assert.ok(withDemo['stage-transitions'] - realTotals['stage-transitions'] > summary.applications, 'each application has its history')
      const { rows } = await walkPages(ctx.app, key, '/applications', { page_size: 100 })
      const demo = rows.filter((r) => r.is_demo === true)
      assert.equal(demo.length, summary.applications)
      assert.ok(demo.some((r) => r.status === 'hired') && demo.some((r) => r.status === 'rejected'))
      assert.ok(
        demo.every((r) => typeof r.assigned_recruiter_name === 'string'),
        'named recruiters',
      )
      const jobs = (await walkPages(ctx.app, key, '/jobs', { page_size: 100 })).rows.filter((r) => r.is_demo === true)
      assert.ok(jobs.every((j) => (j.recruitment_cost_items as unknown[]).length > 0 && j.salary_currency === 'VND'))
    })

    test('the demo rows are in the core API too: jobs and applications marked is_demo, the members and the Tech hiring template', async () => {
      const jobs = await get(ctx.app, token, '/jobs', { page_size: 100 })
      assert.equal(jobs.items.filter((j: { is_demo: boolean }) => j.is_demo).length, summary.jobs)
      const apps = await get(ctx.app, token, '/applications', { page_size: 1 })
      assert.equal(apps.total, realTotals.applications + summary.applications)
      const candidates = await get(ctx.app, token, '/candidates', { page_size: 100 })
      assert.ok(
        candidates.items.some((c: { full_name: string; is_demo: boolean }) => c.is_demo && /[^\p{ASCII}]/u.test(c.full_name)),
        'Vietnamese names',
      )
      const users = (await get(ctx.app, token, '/users', { search: 'demo-team.example', page_size: 100 })).items as {
        email: string
        role: string
      }[]
      assert.deepEqual(users.map((u) => u.email).sort(), DEMO_MEMBERS.map((m) => m.email).sort())
      const templates = (await get(ctx.app, token, '/pipeline-templates', { page_size: 100 })).items as {
        name: string
        stages: { stage_type: string }[]
      }[]
      const tech = templates.find((t) => t.name === DEMO_TEMPLATE.name)
      assert.ok(
        tech?.stages.some((s) => s.stage_type === 'assessment'),
        'the technical template has an assessment stage',
      )
      assert.deepEqual(await auditActions(ctx.app, token), ['demo_data.created'])
    })

    test('demo members have no password: a login with any password is 401 (Google sign-in is refused in google.test.ts)', async () => {
      for (const member of DEMO_MEMBERS) {
        const res = await call(ctx.app, 'POST', `${API}/auth/login`, { body: { email: member.email, password: 'any password at all' } })
        assert.equal(res.statusCode, 401, res.body)
      }
    })

    test('another tenant sees none of it', async () => {
      assert.deepEqual(await totals(ctx.app, otherKey, true), otherTotals)
      assert.deepEqual(await demoMemberIds(ctx.app, other.admin.token), [])
    })

    test('POST again answers 409 while demo data is there, and adds nothing', async () => {
      const before = await totals(ctx.app, key, true)
      const res = await call(ctx.app, 'POST', URL, { token, query: { scale: SMALL } })
      assert.equal(res.statusCode, 409, res.body)
      assert.match(res.json().detail, /already has demo data/)
      const bare = await call(ctx.app, 'POST', URL, { token })
      assert.equal(bare.statusCode, 409, `a bare POST asks for the full demo, refused the same way: ${bare.body}`)
      assert.deepEqual(await totals(ctx.app, key, true), before)
    })

    test('the metrics of a demo tenant have something to say', async () => {
      const today = vietnamDate(new Date())
      const res = await dataCall(ctx.app, key, '/metrics', { from: vietnamDate(new Date(Date.now() - 500 * DAY)), to: today })
      assert.equal(res.statusCode, 200, res.body)
      const metrics = res.json()
      assert.ok(metrics.active_candidates.current > summary.applications / 2, JSON.stringify(metrics.active_candidates))
      assert.ok(metrics.total_hired.current > 0, JSON.stringify(metrics.total_hired))
      assert.ok(metrics.avg_time_to_hire_days.current > 0)
      assert.ok(
        metrics.application_trend.filter((w: { applications: number }) => w.applications > 0).length > 5,
        'applications over many weeks',
      )
      assert.ok(metrics.source_effectiveness.length >= 3, 'several sources')
    })

    test('DELETE removes every demo row, also what real users did to demo records, and leaves real records as they were', async () => {
      // Working with the demo does not tie it down: notes, moves, interviews and the talent pool on demo records go with them.
      const active = (await get(ctx.app, token, '/applications', { status: 'active', page_size: 100 })).items.find(
        (a: { is_demo: boolean }) => a.is_demo,
      ) as { id: string; candidate_id: string } | undefined
      assert.ok(active, 'an active demo application')
      await core.interview(active.id, new Date(Date.now() + 3 * DAY).toISOString())
      await core.post(`/applications/${active.id}/notes`, { notes: 'Gọi lại vào thứ Hai' })
      await core.post('/talent-pool', { candidate_id: active.candidate_id })
      const tech = ((await get(ctx.app, token, '/pipeline-templates', { page_size: 100 })).items as { id: string; name: string }[]).find(
        (t) => t.name === DEMO_TEMPLATE.name,
      )!
      const onTech = await core.job({ title: 'Real job on the demo template', pipeline_template_id: tech.id })

      const res = await call(ctx.app, 'DELETE', URL, { token })
      assert.equal(res.statusCode, 204, res.body)

      assert.deepEqual(await totals(ctx.app, key, true), { ...realTotals, jobs: realTotals.jobs + 1 }, 'only the real records are left')
      for (const [path, snapshot] of snapshots) assert.deepEqual(await get(ctx.app, token, path), snapshot, `${path} is untouched`)
      assert.deepEqual(await demoMemberIds(ctx.app, token), [])
      assert.equal((await get(ctx.app, token, '/talent-pool', { page_size: 100 })).total, 0)
      assert.equal((await call(ctx.app, 'GET', `${API}/candidates/${active.candidate_id}`, { token })).statusCode, 404)
      const templates = (await get(ctx.app, token, '/pipeline-templates', { page_size: 100 })).items as { id: string }[]
      assert.ok(
        templates.some((t) => t.id === tech.id),
        'the demo template stays while a real job uses it',
      )
      assert.equal((await get(ctx.app, token, `/jobs/${onTech.id}`)).pipeline_template_id, tech.id)
      assert.deepEqual(await auditActions(ctx.app, token), ['demo_data.created', 'demo_data.removed'])
      assert.deepEqual(await totals(ctx.app, otherKey, true), otherTotals, 'another tenant is untouched')
    })

    test('DELETE again answers 204 with nothing to do; the tenant can be filled again, reusing the kept template', async () => {
      const res = await call(ctx.app, 'DELETE', URL, { token })
      assert.equal(res.statusCode, 204, res.body)
      assert.deepEqual(await auditActions(ctx.app, token), ['demo_data.created', 'demo_data.removed'])
      const again = await fill(ctx.app, token)
      assert.equal(again.members, DEMO_MEMBERS.length)
      const templates = (await get(ctx.app, token, '/pipeline-templates', { page_size: 100 })).items as { name: string }[]
      assert.equal(templates.filter((t) => t.name === DEMO_TEMPLATE.name).length, 1)
      assert.equal((await call(ctx.app, 'DELETE', URL, { token })).statusCode, 204)
    })
  })

  test('DELETE answers 409 naming every real record tied to the demo, and removes nothing', async () => {
    const tenant = await tenantWithTeam(ctx.app)
    const t = tenant.admin.token
    const key = await createApiKey(ctx.app, t)
    await fill(ctx.app, t)
    const core = coreClient(ctx.app, tenant)
    const demoJob = (
      (await get(ctx.app, t, '/jobs', { status_filter: 'open', page_size: 100 })).items as { id: string; is_demo: boolean }[]
    ).find((j) => j.is_demo)
    assert.ok(demoJob, 'an open demo job')
    const realCandidate = await core.candidate()
    await core.application(demoJob.id, realCandidate.id)
    const demoCandidate = ((await get(ctx.app, t, '/candidates', { page_size: 100 })).items as { id: string; is_demo: boolean }[]).find(
      (c) => c.is_demo,
    )!
    const merged = await core.candidate()
    const mergeRes = await call(ctx.app, 'POST', `${API}/candidates/${merged.id}/merge`, { token: t, body: { into_id: demoCandidate.id } })
    assert.equal(mergeRes.statusCode, 200, mergeRes.body)
    const { application } = await core.applicationOnNewJob()
    const [demoMember] = await demoMemberIds(ctx.app, t)
    await core.interview(application.id, new Date(Date.now() + DAY).toISOString(), { interviewer_ids: [demoMember] })
    const before = await totals(ctx.app, key, true)

    const res = await call(ctx.app, 'DELETE', URL, { token: t })
    assert.equal(res.statusCode, 409, res.body)
    const detail = res.json().detail as string
    assert.match(detail, /1 real application\(s\) are on demo jobs/)
    assert.match(detail, /1 real candidate\(s\) are merged into, or flagged as duplicates of, demo candidates/)
    assert.match(detail, /1 real interview\(s\) have demo members among their interviewers/)
    assert.deepEqual(await totals(ctx.app, key, true), before, 'nothing was removed')
    assert.equal((await demoMemberIds(ctx.app, t)).length, DEMO_MEMBERS.length)
    assert.deepEqual(await auditActions(ctx.app, t), ['demo_data.created'])
  })

  test('a member already using a demo address makes POST 409 and nothing is filled', async () => {
    const tenant = await provisionTenant(ctx.app)
    const invited = await call(ctx.app, 'POST', `${API}/users/invitations`, {
      token: tenant.admin.token,
      body: { email: DEMO_MEMBERS[0]!.email, full_name: 'Someone real', role: 'recruiter' },
    })
    assert.equal(invited.statusCode, 201, invited.body)
    const accepted = await call(ctx.app, 'POST', `${API}/auth/accept-invitation`, {
      body: { token: invited.json().accept_token, password: 'a long enough password' },
    })
    assert.equal(accepted.statusCode, 200, accepted.body)
    const res = await call(ctx.app, 'POST', URL, { token: tenant.admin.token, query: { scale: SMALL } })
    assert.equal(res.statusCode, 409, res.body)
    assert.match(res.json().detail, new RegExp(DEMO_MEMBERS[0]!.email.replace(/\./g, '\\.')))
    assert.equal((await get(ctx.app, tenant.admin.token, '/jobs', { page_size: 1 })).total, 0)
    assert.deepEqual(await auditActions(ctx.app, tenant.admin.token), [])
  })
})
