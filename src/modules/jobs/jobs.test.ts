import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { spaceOutCreatedAt } from '../../../test/helpers/created-at.ts'
import { provisionTenant, tenantWithTeam, type TestTenant } from '../../../test/helpers/factories.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'
import { JOB_STATUSES, type JobStatus } from './jobs.port.ts'
import { RACE } from '../../../test/helpers/database.ts'

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

describe('jobs', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: TestTenant
  let token: string

  async function createJob(body: Record<string, unknown> = {}, as = token) {
    const res = await call(ctx.app, 'POST', '/api/v1/jobs', { token: as, body: { title: 'Backend Engineer', ...body } })
    assert.equal(res.statusCode, 201, res.body)
    return res.json()
  }

  async function jobIn(status: JobStatus) {
    const job = await createJob({ title: `In ${status}` })
    const path: Record<JobStatus, JobStatus[]> = { draft: [], open: ['open'], paused: ['open', 'paused'], closed: ['closed'] }
    for (const step of path[status]) {
      const res = await call(ctx.app, 'PATCH', `/api/v1/jobs/${job.id}/status`, { token, body: { status: step } })
      assert.equal(res.statusCode, 200, res.body)
    }
    return job
  }

  before(async () => {
    ctx = await buildTestApp()
    team = await tenantWithTeam(ctx.app)
    other = await provisionTenant(ctx.app)
    token = team.admin.token
  })
  after(() => ctx.close())

  describe('POST /jobs', () => {
    test('creates a draft with a JOB-YYYY-NNNN code, a slug, the default pipeline and every field echoed', async () => {
      const job = await createJob({
        title: 'Data Analyst',
        department: 'Analytics',
        employment_type: 'contract',
        work_setup: 'hybrid',
        location_display: 'Hà Nội',
        salary_min: 1000,
        salary_max: 2000,
        currency: 'USD',
        hire_type: 'replacement',
        headcount: 2,
        expected_hire_date: '2027-02-01',
        recruitment_cost_items: [{ category: 'job_board', amount: 150.5, date: '2026-11-01' }],
        cost_currency: 'VND',
      })
      assert.match(job.code, /^JOB-\d{4}-\d{4}$/)
      assert.equal(job.slug, 'data-analyst')
      assert.equal(job.status, 'draft')
      assert.equal(job.is_public, false)
      assert.equal(job.published_at, null)
      assert.equal(job.created_by, team.admin.id)
      assert.equal(job.headcount, 2)
      assert.equal(job.expected_hire_date, '2027-02-01')
      assert.deepEqual(job.recruitment_cost_items, [{ category: 'job_board', amount: 150.5, date: '2026-11-01' }])
      assert.match(job.created_at, TIMESTAMP)
      assert.ok(job.pipeline_template_id)
      const pipeline = (await call(ctx.app, 'GET', `/api/v1/jobs/${job.id}/pipeline`, { token })).json()
      assert.deepEqual(
        pipeline.items.map((s: { stage_type: string }) => s.stage_type),
        ['applied', 'screening', 'interview', 'offer', 'hired'],
      )
    })

    test('defaults: full_time, headcount 1, no cost items', async () => {
      const job = await createJob({ title: 'Defaults' })
      assert.equal(job.employment_type, 'full_time')
      assert.equal(job.headcount, 1)
      assert.deepEqual(job.recruitment_cost_items, [])
    })

    test('derives ASCII slugs from Vietnamese titles and keeps them unique per tenant', async () => {
      const first = await createJob({ title: 'Kỹ sư phần mềm' })
      const second = await createJob({ title: 'Kỹ Sư Phần Mềm!' })
      const third = await createJob({ title: 'Đội trưởng bảo vệ' })
      assert.equal(first.slug, 'ky-su-phan-mem')
      assert.equal(second.slug, 'ky-su-phan-mem-2')
      assert.equal(third.slug, 'doi-truong-bao-ve')
      const elsewhere = await createJob({ title: 'Kỹ sư phần mềm' }, other.admin.token)
      assert.equal(elsewhere.slug, 'ky-su-phan-mem', 'another tenant has its own slugs')
    })

    test('slugs stay unique when the same title is created concurrently', RACE, async () => {
      const created = await Promise.all(Array.from({ length: 8 }, () => createJob({ title: 'Concurrent Role' })))
      const slugs = created.map((j) => j.slug)
      assert.equal(new Set(slugs).size, 8)
      assert.ok(slugs.includes('concurrent-role'))
      const codes = created.map((j) => j.code)
      assert.equal(new Set(codes).size, 8)
    })

    test('an explicit slug is kept, and a taken one is 409', async () => {
      const job = await createJob({ title: 'Anything', slug: 'custom-slug' })
      assert.equal(job.slug, 'custom-slug')
      const res = await call(ctx.app, 'POST', '/api/v1/jobs', { token, body: { title: 'Other', slug: 'custom-slug' } })
      assert.equal(res.statusCode, 409)
      assert.match(res.json().detail, /custom-slug/)
    })

    test('sanitizes description_html but keeps ordinary formatting', async () => {
      const job = await createJob({
        description_html:
          '<p>Hello <strong>team</strong> <a href="https://example.com">link</a></p><script>alert(1)</script>' +
          '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a><iframe src="https://evil"></iframe>',
      })
      assert.match(job.description_html, /<p>Hello <strong>team<\/strong> <a href="https:\/\/example.com">link<\/a><\/p>/)
      assert.doesNotMatch(job.description_html, /script|onerror|javascript:|iframe/i)
    })

    test('422 on bad salary ranges, bad values and unknown fields; nothing is created', async () => {
      const before = (await call(ctx.app, 'GET', '/api/v1/jobs', { token })).json().total
      const cases: [Record<string, unknown>, string][] = [
        [{ salary_min: 3000, salary_max: 2000 }, 'body.salary_min'],
        [{ salary_min: -1 }, 'body.salary_min'],
        [{ salary_max: '2000' }, 'body.salary_max'],
        [{ employment_type: 'gig' }, 'body.employment_type'],
        [{ work_setup: 'moon' }, 'body.work_setup'],
        [{ currency: 'dollars' }, 'body.currency'],
        [{ headcount: 0 }, 'body.headcount'],
        [{ expected_hire_date: '2027-02-30' }, 'body.expected_hire_date'],
        [{ expected_hire_date: '2027-02-01T00:00:00Z' }, 'body.expected_hire_date'],
        [{ slug: 'Not A Slug' }, 'body.slug'],
        [{ recruitment_cost_items: [{ category: 'ads' }] }, 'body.recruitment_cost_items.0.amount'],
        [{ surprise: true }, 'body.surprise'],
        [{ title: '' }, 'body.title'],
      ]
      for (const [body, loc] of cases) {
        const res = await call(ctx.app, 'POST', '/api/v1/jobs', { token, body: { title: 'Bad', ...body } })
        assert.equal(res.statusCode, 422, JSON.stringify(body))
        assert.ok(
          res.json().detail.some((d: { loc: (string | number)[] }) => d.loc.join('.') === loc),
          `${JSON.stringify(body)} → ${res.body}`,
        )
      }
      const missing = await call(ctx.app, 'POST', '/api/v1/jobs', { token, body: {} })
      assert.equal(missing.statusCode, 422)
      assert.equal((await call(ctx.app, 'GET', '/api/v1/jobs', { token })).json().total, before)
    })
  })

  describe('GET /jobs', () => {
    test('pages newest first and filters by one status', async (t) => {
      const fresh = await buildTestApp(t)
      const owner = await provisionTenant(fresh.app)
      const made = []
      for (let i = 0; i < 5; i++) {
        const res = await call(fresh.app, 'POST', '/api/v1/jobs', { token: owner.admin.token, body: { title: `Role ${i}` } })
        made.push(res.json())
      }
      await spaceOutCreatedAt(
        fresh.database.unguarded,
        'jobs',
        owner.id,
        made.map((j) => j.id),
      )
      await call(fresh.app, 'PATCH', `/api/v1/jobs/${made[1].id}/status`, { token: owner.admin.token, body: { status: 'open' } })
      const page1 = (await call(fresh.app, 'GET', '/api/v1/jobs', { token: owner.admin.token, query: { page_size: 2 } })).json()
      assert.equal(page1.total, 5)
      assert.deepEqual(
        page1.items.map((j: { title: string }) => j.title),
        ['Role 4', 'Role 3'],
      )
      const page3 = (await call(fresh.app, 'GET', '/api/v1/jobs', { token: owner.admin.token, query: { page_size: 2, page: 3 } })).json()
      assert.deepEqual(
        page3.items.map((j: { title: string }) => j.title),
        ['Role 0'],
      )
      const open = (await call(fresh.app, 'GET', '/api/v1/jobs', { token: owner.admin.token, query: { status_filter: 'open' } })).json()
      assert.deepEqual(
        open.items.map((j: { id: string }) => j.id),
        [made[1].id],
      )
      assert.equal(open.total, 1)
    })

    test('a repeated status_filter, an unknown status or a page_size over 100 is 422', async () => {
      const repeated = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/jobs?status_filter=open&status_filter=draft',
        headers: { authorization: `Bearer ${token}` },
      })
      assert.equal(repeated.statusCode, 422)
      assert.deepEqual(repeated.json().detail[0].loc, ['query', 'status_filter'])
      for (const query of [{ status_filter: 'archived' }, { page_size: 101 }, { page: 0 }] as Record<string, string | number>[]) {
        const res = await call(ctx.app, 'GET', '/api/v1/jobs', { token, query })
        assert.equal(res.statusCode, 422, JSON.stringify(query))
      }
    })

    test('never shows another tenant’s jobs', async () => {
      const mine = await createJob({ title: 'Only mine' })
      const theirs = (await call(ctx.app, 'GET', '/api/v1/jobs', { token: other.admin.token, query: { page_size: 100 } })).json()
      assert.ok(!theirs.items.some((j: { id: string }) => j.id === mine.id))
    })
  })

  describe('GET, PUT and DELETE /jobs/{id}', () => {
    test('GET answers the job; another tenant’s id and an unknown id are 404; a malformed id 422', async () => {
      const job = await createJob({ title: 'Readable' })
      assert.equal((await call(ctx.app, 'GET', `/api/v1/jobs/${job.id}`, { token })).json().id, job.id)
      const foreign = await call(ctx.app, 'GET', `/api/v1/jobs/${job.id}`, { token: other.admin.token })
      const unknown = await call(ctx.app, 'GET', '/api/v1/jobs/00000000-0000-4000-8000-000000000000', { token })
      assert.equal(foreign.statusCode, 404)
      assert.deepEqual(foreign.json(), unknown.json())
      assert.equal((await call(ctx.app, 'GET', '/api/v1/jobs/nope', { token })).statusCode, 422)
    })

    test('PUT changes only the fields sent and checks the merged salary range', async () => {
      const job = await createJob({ title: 'Editable', department: 'Ops', salary_min: 100, salary_max: 200 })
      const res = await call(ctx.app, 'PUT', `/api/v1/jobs/${job.id}`, { token, body: { title: 'Edited', salary_max: 300 } })
      assert.equal(res.statusCode, 200, res.body)
      const updated = res.json()
      assert.equal(updated.title, 'Edited')
      assert.equal(updated.department, 'Ops')
      assert.equal(updated.salary_min, 100)
      assert.equal(updated.salary_max, 300)
      assert.equal(updated.slug, job.slug, 'a new title does not move a published URL')
      const inverted = await call(ctx.app, 'PUT', `/api/v1/jobs/${job.id}`, { token, body: { salary_min: 400 } })
      assert.equal(inverted.statusCode, 422)
      const cleared = await call(ctx.app, 'PUT', `/api/v1/jobs/${job.id}`, { token, body: { department: null } })
      assert.equal(cleared.json().department, null)
    })

    test('PUT honours If-Unmodified-Since: the current value passes, a stale one is 412 and changes nothing', async () => {
      const job = await createJob({ title: 'Concurrent edit' })
      const ok = await call(ctx.app, 'PUT', `/api/v1/jobs/${job.id}`, {
        token,
        body: { title: 'First writer' },
        headers: { 'if-unmodified-since': job.updated_at },
      })
      assert.equal(ok.statusCode, 200)
      const stale = await call(ctx.app, 'PUT', `/api/v1/jobs/${job.id}`, {
        token,
        body: { title: 'Second writer' },
        headers: { 'if-unmodified-since': job.updated_at },
      })
      assert.equal(stale.statusCode, 412)
      assert.equal((await call(ctx.app, 'GET', `/api/v1/jobs/${job.id}`, { token })).json().title, 'First writer')
    })

    test('PUT to another tenant’s job is 404; a taken slug is 409', async () => {
      const job = await createJob({ title: 'Guarded' })
      await createJob({ title: 'Holder', slug: 'holder-slug' })
      assert.equal(
        (await call(ctx.app, 'PUT', `/api/v1/jobs/${job.id}`, { token: other.admin.token, body: { title: 'x' } })).statusCode,
        404,
      )
      assert.equal((await call(ctx.app, 'PUT', `/api/v1/jobs/${job.id}`, { token, body: { slug: 'holder-slug' } })).statusCode, 409)
    })

    test('DELETE: 409 while open; otherwise 204 and gone from reads and lists', async () => {
      const open = await jobIn('open')
      const refused = await call(ctx.app, 'DELETE', `/api/v1/jobs/${open.id}`, { token })
      assert.equal(refused.statusCode, 409)
      assert.match(refused.json().detail, /close/i)
      for (const status of ['draft', 'paused', 'closed'] as const) {
        const job = await jobIn(status)
        const res = await call(ctx.app, 'DELETE', `/api/v1/jobs/${job.id}`, { token })
        assert.equal(res.statusCode, 204, status)
        assert.equal((await call(ctx.app, 'GET', `/api/v1/jobs/${job.id}`, { token })).statusCode, 404)
        const list = (await call(ctx.app, 'GET', '/api/v1/jobs', { token, query: { page_size: 100 } })).json()
        assert.ok(!list.items.some((j: { id: string }) => j.id === job.id))
      }
      const draft = await jobIn('draft')
      assert.equal((await call(ctx.app, 'DELETE', `/api/v1/jobs/${draft.id}`, { token: other.admin.token })).statusCode, 404)
    })
  })

  describe('PATCH /jobs/{id}/status', () => {
    const allowed = new Set(['draft>open', 'draft>closed', 'open>paused', 'open>closed', 'paused>open', 'paused>closed', 'closed>open'])

    for (const from of JOB_STATUSES) {
      for (const to of ['open', 'paused', 'closed'] as const) {
        const expected = from === to ? 200 : allowed.has(`${from}>${to}`) ? 200 : 409
        test(`${from} → ${to} answers ${expected}`, async () => {
          const job = await jobIn(from)
          const res = await call(ctx.app, 'PATCH', `/api/v1/jobs/${job.id}/status`, { token, body: { status: to } })
          assert.equal(res.statusCode, expected, res.body)
          const after = (await call(ctx.app, 'GET', `/api/v1/jobs/${job.id}`, { token })).json()
          assert.equal(after.status, expected === 200 ? to : from)
        })
      }
    }

    test('draft is never a target', async () => {
      const job = await jobIn('open')
      const res = await call(ctx.app, 'PATCH', `/api/v1/jobs/${job.id}/status`, { token, body: { status: 'draft' } })
      assert.equal(res.statusCode, 422)
    })

    test('effects: open publishes once, paused and closed stamp their times, close_reason is kept', async () => {
      const job = await createJob({ title: 'Lifecycle' })
      const opened = (await call(ctx.app, 'PATCH', `/api/v1/jobs/${job.id}/status`, { token, body: { status: 'open' } })).json()
      assert.equal(opened.is_public, true)
      assert.match(opened.published_at, TIMESTAMP)
      const paused = (await call(ctx.app, 'PATCH', `/api/v1/jobs/${job.id}/status`, { token, body: { status: 'paused' } })).json()
      assert.match(paused.paused_at, TIMESTAMP)
      const reopened = (await call(ctx.app, 'PATCH', `/api/v1/jobs/${job.id}/status`, { token, body: { status: 'open' } })).json()
      assert.equal(reopened.published_at, opened.published_at, 'the first publication date stays')
      const closed = (
        await call(ctx.app, 'PATCH', `/api/v1/jobs/${job.id}/status`, { token, body: { status: 'closed', close_reason: 'filled' } })
      ).json()
      assert.match(closed.closed_at, TIMESTAMP)
      assert.equal(closed.close_reason, 'filled')
      const same = await call(ctx.app, 'PATCH', `/api/v1/jobs/${job.id}/status`, { token, body: { status: 'closed' } })
      assert.equal(same.statusCode, 200)
      assert.equal(same.json().updated_at, closed.updated_at, 'the same status changes nothing')
    })

    test('honours If-Unmodified-Since, and another tenant’s job is 404', async () => {
      const job = await createJob({ title: 'Status race' })
      await call(ctx.app, 'PUT', `/api/v1/jobs/${job.id}`, { token, body: { title: 'Changed meanwhile' } })
      const stale = await call(ctx.app, 'PATCH', `/api/v1/jobs/${job.id}/status`, {
        token,
        body: { status: 'open' },
        headers: { 'if-unmodified-since': job.updated_at },
      })
      assert.equal(stale.statusCode, 412)
      const foreign = await call(ctx.app, 'PATCH', `/api/v1/jobs/${job.id}/status`, { token: other.admin.token, body: { status: 'open' } })
      assert.equal(foreign.statusCode, 404)
    })

    test('writes an audit entry with the move', async () => {
      const job = await createJob({ title: 'Audited' })
      await call(ctx.app, 'PATCH', `/api/v1/jobs/${job.id}/status`, { token, body: { status: 'open' } })
      const entries = (await call(ctx.app, 'GET', '/api/v1/audit-logs', { token, query: { resource_id: job.id } })).json()
      const move = entries.items.find((e: { action: string }) => e.action === 'job.status_changed')
      assert.deepEqual(move.changes, { from: 'draft', to: 'open' })
      assert.equal(move.actor_id, team.admin.id)
    })
  })

  describe('POST /jobs/bulk-status', () => {
    test('applies each job on its own and reports each outcome', async () => {
      const draft = await jobIn('draft')
      const closed = await jobIn('closed')
      const foreign = (await call(ctx.app, 'POST', '/api/v1/jobs', { token: other.admin.token, body: { title: 'Theirs' } })).json()
      const res = await call(ctx.app, 'POST', '/api/v1/jobs/bulk-status', {
        token,
        body: { job_ids: [draft.id, closed.id, foreign.id], status: 'paused' },
      })
      assert.equal(res.statusCode, 200)
      const [a, b, c] = res.json().results
      assert.deepEqual([a.id, a.ok, a.status_code], [draft.id, false, 409])
      assert.deepEqual([b.id, b.ok, b.status_code], [closed.id, false, 409])
      assert.deepEqual([c.id, c.ok, c.status_code], [foreign.id, false, 404])
      const open = await call(ctx.app, 'POST', '/api/v1/jobs/bulk-status', {
        token,
        body: { job_ids: [draft.id, closed.id], status: 'open' },
      })
      assert.deepEqual(
        open.json().results.map((r: { ok: boolean; status_code: number }) => [r.ok, r.status_code]),
        [
          [true, 200],
          [true, 200],
        ],
      )
      assert.equal((await call(ctx.app, 'GET', `/api/v1/jobs/${closed.id}`, { token })).json().status, 'open')
      assert.equal((await call(ctx.app, 'GET', `/api/v1/jobs/${foreign.id}`, { token: other.admin.token })).json().status, 'draft')
    })

    test('422 on an empty list, duplicate ids or a bad status', async () => {
      const job = await jobIn('draft')
      for (const body of [
        { job_ids: [], status: 'open' },
        { job_ids: [job.id, job.id], status: 'open' },
        { job_ids: [job.id], status: 'gone' },
      ]) {
        assert.equal((await call(ctx.app, 'POST', '/api/v1/jobs/bulk-status', { token, body })).statusCode, 422, JSON.stringify(body))
      }
    })
  })

  describe('roles and tokens', () => {
    test('readers and writers', async () => {
      const job = await createJob({ title: 'Role checks' })
      const expired = await expiredToken(ctx.config.jwtSecret, team.admin, team.id)
      const readers = ['admin', 'recruiter', 'hiring_manager'] as const
      const writers = ['admin', 'recruiter'] as const
      const routes = [
        { method: 'GET', url: '/api/v1/jobs', roles: readers },
        { method: 'GET', url: `/api/v1/jobs/${job.id}`, roles: readers },
        { method: 'GET', url: `/api/v1/jobs/${job.id}/pipeline`, roles: readers },
        { method: 'POST', url: '/api/v1/jobs', body: { title: 'x' }, roles: writers },
        { method: 'PUT', url: `/api/v1/jobs/${job.id}`, body: { title: 'x' }, roles: writers },
        { method: 'DELETE', url: `/api/v1/jobs/${job.id}`, roles: writers },
        { method: 'PATCH', url: `/api/v1/jobs/${job.id}/status`, body: { status: 'open' }, roles: writers },
        { method: 'POST', url: '/api/v1/jobs/bulk-status', body: { job_ids: [job.id], status: 'open' }, roles: writers },
      ] as const
      for (const route of routes) await assertGuarded(ctx.app, route, team.members, expired)
      // The refusals above left the job as it was.
      assert.equal((await call(ctx.app, 'GET', `/api/v1/jobs/${job.id}`, { token })).json().status, 'draft')
    })

    test('an interviewer cannot create or change jobs; a recruiter can', async () => {
      const denied = await call(ctx.app, 'POST', '/api/v1/jobs', { token: team.members.interviewer.token, body: { title: 'No' } })
      assert.equal(denied.statusCode, 403)
      const made = await createJob({ title: 'By recruiter' }, team.members.recruiter.token)
      assert.equal(made.created_by, team.members.recruiter.id)
    })
  })
})
