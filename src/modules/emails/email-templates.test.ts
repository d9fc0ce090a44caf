import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { assert422 } from '../../../test/helpers/assertions.ts'
import { tenantWithTeam } from '../../../test/helpers/factories.ts'
import { recruitingClient, type RecruitingClient } from '../../../test/helpers/recruiting.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'

const URL = '/api/v1/email-templates'
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

describe('e-mail templates', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: Awaited<ReturnType<typeof tenantWithTeam>>
  let h: RecruitingClient
  let recruiter: string
  let serial = 0

  before(async () => {
    ctx = await buildTestApp()
    team = await tenantWithTeam(ctx.app)
    other = await tenantWithTeam(ctx.app)
    h = recruitingClient(ctx.app)
    recruiter = team.members.recruiter.token
  })
  after(() => ctx.close())

  async function createTemplate(token: string, body: Record<string, unknown> = {}) {
    serial++
    const res = await call(ctx.app, 'POST', URL, {
      token,
      body: {
        name: `Template ${serial}`,
        subject: 'Hello {{candidate.full_name}}',
        body_html: '<p>Dear {{candidate.full_name}}</p>',
        ...body,
      },
    })
    assert.equal(res.statusCode, 201, res.body)
    return res.json()
  }

  test('create (recruiter): 201 with the template as saved, the placeholders it uses, and an audit entry', async () => {
    const res = await call(ctx.app, 'POST', URL, {
      token: recruiter,
      body: {
        name: '  Interview invitation ',
        subject: 'Your interview for {{ job.title }}\r\nBcc: x@example.com',
        body_html: '<p onclick="steal()">Hi {{candidate.full_name}},</p><script>alert(1)</script><p>{{company.name}}</p>',
      },
    })
    assert.equal(res.statusCode, 201, res.body)
    const created = res.json()
    assert.deepEqual(Object.keys(created).sort(), [
      'body_html',
      'created_at',
      'created_by',
      'id',
      'name',
      'placeholders',
      'subject',
      'updated_at',
    ])
    assert.equal(created.name, 'Interview invitation')
    assert.equal(created.subject, 'Your interview for {{ job.title }} Bcc: x@example.com', 'on one line')
    assert.equal(created.body_html, '<p>Hi {{candidate.full_name}},</p><p>{{company.name}}</p>', 'cleaned like other rich text')
    assert.deepEqual(created.placeholders, ['job.title', 'candidate.full_name', 'company.name'])
    assert.equal(created.created_by, team.members.recruiter.id)
    assert.match(created.created_at, TIMESTAMP)

    assert.deepEqual((await call(ctx.app, 'GET', `${URL}/${created.id}`, { token: team.admin.token })).json(), created)
    const audit = await call(ctx.app, 'GET', '/api/v1/audit-logs', {
      token: team.admin.token,
      query: { resource_type: 'email_template', resource_id: created.id },
    })
    assert.deepEqual(
      audit.json().items.map((e: { action: string }) => e.action),
      ['email_template.created'],
    )
  })

  test('an unknown placeholder is 422 naming it, in the subject or the body, on create and update', async () => {
    const res = await call(ctx.app, 'POST', URL, {
      token: recruiter,
      body: { name: 'Bad', subject: 'Hi {{candidate.first_name}}', body_html: '<p>{{salary.offer}}</p>' },
    })
    assert422(res, ['body.subject', 'body.body_html'])
    assert.match(res.json().detail[0].msg, /\{\{candidate\.first_name\}\}/)
    assert.match(res.json().detail[1].msg, /\{\{salary\.offer\}\}/)
    assert.equal(res.json().detail[0].type, 'unknown_placeholder')

    const template = await createTemplate(recruiter)
    assert422(await call(ctx.app, 'PUT', `${URL}/${template.id}`, { token: recruiter, body: { body_html: '<p>{{ nope }}</p>' } }), [
      'body.body_html',
    ])
    assert.equal((await call(ctx.app, 'GET', `${URL}/${template.id}`, { token: recruiter })).json().body_html, template.body_html)
  })

  test('list: newest first, paginated, deleted ones left out; PUT is partial and honours If-Unmodified-Since', async () => {
    const tenant = await tenantWithTeam(ctx.app)
    const first = await createTemplate(tenant.admin.token)
    const second = await createTemplate(tenant.admin.token)
    const page = (await call(ctx.app, 'GET', URL, { token: tenant.members.recruiter.token, query: { page_size: 1 } })).json()
    assert.equal(page.total, 2)
    assert.deepEqual(
      page.items.map((t: { id: string }) => t.id),
      [second.id],
    )

    const changed = await call(ctx.app, 'PUT', `${URL}/${first.id}`, {
      token: tenant.admin.token,
      body: { subject: 'New subject' },
      headers: { 'if-unmodified-since': first.updated_at },
    })
    assert.equal(changed.statusCode, 200, changed.body)
    assert.equal(changed.json().subject, 'New subject')
    assert.equal(changed.json().body_html, first.body_html, 'the rest kept')
    const stale = await call(ctx.app, 'PUT', `${URL}/${first.id}`, {
      token: tenant.admin.token,
      body: { subject: 'Again' },
      headers: { 'if-unmodified-since': first.updated_at },
    })
    assert.equal(stale.statusCode, 412, stale.body)

    const removed = await call(ctx.app, 'DELETE', `${URL}/${second.id}`, { token: tenant.admin.token })
    assert.equal(removed.statusCode, 204)
    assert.equal(removed.body, '')
    for (const [method, url] of [
      ['GET', `${URL}/${second.id}`],
      ['PUT', `${URL}/${second.id}`],
      ['DELETE', `${URL}/${second.id}`],
      ['POST', `${URL}/${second.id}/preview`],
    ] as const) {
      const res = await call(ctx.app, method, url, {
        token: tenant.admin.token,
        ...(method === 'PUT' ? { body: { name: 'x' } } : method === 'POST' ? { body: { candidate_id: randomUUID() } } : {}),
      })
      assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body}`)
    }
    assert.equal((await call(ctx.app, 'GET', URL, { token: tenant.admin.token })).json().total, 1)
  })

  test('names are unique in a company whatever the case (409); a deleted template frees its name', async () => {
    const tenant = await tenantWithTeam(ctx.app)
    const template = await createTemplate(tenant.admin.token, { name: 'Rejection' })
    const twin = await call(ctx.app, 'POST', URL, {
      token: tenant.admin.token,
      body: { name: 'REJECTION', subject: 's', body_html: '<p>b</p>' },
    })
    assert.equal(twin.statusCode, 409, twin.body)
    await createTemplate(other.admin.token, { name: 'Rejection' })
    await call(ctx.app, 'DELETE', `${URL}/${template.id}`, { token: tenant.admin.token })
    await createTemplate(tenant.admin.token, { name: 'rejection' })
  })

  test('preview renders for a candidate and application, escaping their values, and sends nothing', async () => {
    const template = await createTemplate(recruiter, {
      subject: '{{job.title}}: {{candidate.full_name}}',
      body_html:
        '<p>Dear {{candidate.full_name}} ({{candidate.email}}),</p><p>{{job.title}} / {{application.stage_name}} at {{company.name}}</p><p>{{sender.full_name}}</p>',
    })
    const job = await h.job(team, { title: 'Chef & <Cook>' })
    const candidate = await h.candidate(team, { full_name: '<script>alert(1)</script> Nguyễn' })
    const applied = await h.apply(team.admin.token, { candidate_id: candidate.id, job_id: job.id })
    assert.equal(applied.statusCode, 201, applied.body)
    const app = applied.json()

    const res = await call(ctx.app, 'POST', `${URL}/${template.id}/preview`, {
      token: recruiter,
      body: { candidate_id: candidate.id, application_id: app.id },
    })
    assert.equal(res.statusCode, 200, res.body)
    const preview = res.json()
    assert.deepEqual(Object.keys(preview).sort(), ['body_html', 'body_text', 'subject'])
    assert.equal(preview.subject, 'Chef & <Cook>: <script>alert(1)</script> Nguyễn')
    assert.ok(preview.body_html.includes('Dear &lt;script&gt;alert(1)&lt;/script&gt; Nguyễn'), preview.body_html)
    assert.ok(preview.body_html.includes(`Chef &amp; &lt;Cook&gt; / ${app.stage_name} at Company ${team.code}`), preview.body_html)
    assert.ok(preview.body_html.includes('<p>Member recruiter</p>'), 'the sender is who previews')
    assert.doesNotMatch(preview.body_html, /<script/)
    assert.match(preview.body_text, /Dear <script>alert\(1\)<\/script> Nguyễn/)

    const rows = await ctx.database.unguarded.selectFrom('email_messages').select('id').where('candidate_id', '=', candidate.id).execute()
    assert.deepEqual(rows, [], 'nothing stored')
    const sent = (await call(ctx.app, 'GET', '/api/v1/emails', { token: recruiter, query: { candidate_id: candidate.id } })).json()
    assert.equal(sent.total, 0)
  })

  test('preview: job placeholders need an application (422); another candidate’s application is 422; unknown ones 404', async () => {
    const template = await createTemplate(recruiter, { subject: 'About {{job.title}}' })
    const { candidate, app } = await h.application(team)
    const stranger = await h.candidate(team)
    const preview = (body: Record<string, unknown>) => call(ctx.app, 'POST', `${URL}/${template.id}/preview`, { token: recruiter, body })
    const missing = await preview({ candidate_id: candidate.id })
    assert422(missing, ['body.application_id'])
    assert.match(missing.json().detail[0].msg, /\{\{job\.title\}\}/)
    assert422(await preview({ candidate_id: stranger.id, application_id: app.id }), ['body.application_id'])
    assert.equal((await preview({ candidate_id: randomUUID(), application_id: app.id })).statusCode, 404)
    assert.equal((await preview({ candidate_id: candidate.id, application_id: randomUUID() })).statusCode, 404)
    assert422(await preview({ candidate_id: 'nope' }), ['body.candidate_id'])
    assert422(await preview({ candidate_id: candidate.id, extra: 1 }), ['body.extra'])
  })

  test('another tenant’s template is 404 on every route, and so is their candidate in a preview', async () => {
    const theirs = await createTemplate(other.admin.token)
    const mine = await createTemplate(recruiter)
    const theirCandidate = await h.candidate(other)
    for (const [method, url, body] of [
      ['GET', `${URL}/${theirs.id}`, undefined],
      ['PUT', `${URL}/${theirs.id}`, { name: 'Taken over' }],
      ['DELETE', `${URL}/${theirs.id}`, undefined],
      ['POST', `${URL}/${theirs.id}/preview`, { candidate_id: theirCandidate.id }],
      ['POST', `${URL}/${mine.id}/preview`, { candidate_id: theirCandidate.id }],
    ] as const) {
      const res = await call(ctx.app, method, url, { token: recruiter, ...(body ? { body } : {}) })
      assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body}`)
    }
    assert.equal((await call(ctx.app, 'GET', `${URL}/${theirs.id}`, { token: other.admin.token })).json().name, theirs.name, 'untouched')
  })

  test('malformed input is 422, never 500', async () => {
    const template = await createTemplate(recruiter)
    const cases: [string, string, unknown, string[]][] = [
      ['POST', URL, {}, ['body.name', 'body.subject', 'body.body_html']],
      ['POST', URL, { name: ' ', subject: 's', body_html: '<p>b</p>' }, ['body.name']],
      ['POST', URL, { name: 'n', subject: 's', body_html: '<script>only()</script>' }, ['body.body_html']],
      ['POST', URL, { name: 'n', subject: '\u0001', body_html: '<p>b</p>' }, ['body.subject']],
      ['POST', URL, { name: 'n', subject: 's', body_html: 'x'.repeat(100_001) }, ['body.body_html']],
      ['POST', URL, { name: 'n', subject: 's', body_html: '<p>b</p>', extra: true }, ['body.extra']],
      ['PUT', `${URL}/${template.id}`, {}, ['body']],
      ['PUT', `${URL}/${template.id}`, { subject: 42 }, ['body.subject']],
      ['GET', `${URL}/not-a-uuid`, undefined, ['path.id']],
      ['POST', `${URL}/not-a-uuid/preview`, { candidate_id: randomUUID() }, ['path.id']],
    ]
    for (const [method, url, body, locs] of cases) {
      assert422(await call(ctx.app, method, url, { token: recruiter, ...(body !== undefined ? { body } : {}) }), locs, `${method} ${url}`)
    }
    assert422(await call(ctx.app, 'GET', URL, { token: recruiter, query: { page_size: 101 } }), ['query.page_size'])
  })

  test('recruiters and admins only: no token or an expired one → 401, hiring managers and interviewers → 403', async () => {
    const template = await createTemplate(recruiter)
    const candidate = await h.candidate(team)
    const expired = await expiredToken(ctx.config.jwtSecret, team.admin, team.id)
    for (const route of [
      { method: 'GET', url: URL },
      { method: 'POST', url: URL, body: { name: 'Guarded', subject: 's', body_html: '<p>b</p>' } },
      { method: 'GET', url: `${URL}/${template.id}` },
      { method: 'PUT', url: `${URL}/${template.id}`, body: { name: 'Renamed by a stranger' } },
      { method: 'DELETE', url: `${URL}/${template.id}` },
      { method: 'POST', url: `${URL}/${template.id}/preview`, body: { candidate_id: candidate.id } },
    ] as const) {
      await assertGuarded(ctx.app, { ...route, roles: ['admin', 'recruiter'] }, team.members, expired)
    }
    assert.equal((await call(ctx.app, 'GET', `${URL}/${template.id}`, { token: recruiter })).json().name, template.name)
  })

  test('the OpenAPI document lists the routes and the placeholders', async () => {
    const doc = (await call(ctx.app, 'GET', '/api/v1/openapi.json')).json()
    for (const path of ['/api/v1/email-templates', '/api/v1/email-templates/{id}', '/api/v1/email-templates/{id}/preview']) {
      assert.ok(doc.paths[path], path)
    }
    const post = doc.paths['/api/v1/email-templates'].post
    assert.match(JSON.stringify(post.requestBody), /candidate\.full_name/)
    for (const status of ['201', '401', '403', '409', '422']) assert.ok(post.responses[status], `POST ${status}`)
  })
})
