import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { simpleParser } from 'mailparser'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { assert422 } from '../../../test/helpers/assertions.ts'
import { tenantWithTeam } from '../../../test/helpers/factories.ts'
import { recruitingClient, type RecruitingClient } from '../../../test/helpers/recruiting.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'
import { startSmtpSink, type SmtpSink } from '../../../test/helpers/smtp-sink.ts'

const URL = '/api/v1/emails'
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

const MESSAGE_FIELDS = [
  'application_id',
  'attempt_count',
  'body_html',
  'body_text',
  'candidate_id',
  'created_at',
  'created_by',
  'error',
  'id',
  'kind',
  'open_count',
  'opened_at',
  'sent_at',
  'status',
  'subject',
  'template_id',
  'to',
  'updated_at',
]

describe('e-mails: sending to candidates through the API', () => {
  let ctx: TestApp
  let sink: SmtpSink
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: Awaited<ReturnType<typeof tenantWithTeam>>
  let h: RecruitingClient
  let recruiter: string
  let template: { id: string }

  before(async () => {
    sink = await startSmtpSink()
    ctx = await buildTestApp(undefined, { env: { SMTP_URL: sink.url } })
    team = await tenantWithTeam(ctx.app)
    other = await tenantWithTeam(ctx.app)
    h = recruitingClient(ctx.app)
    recruiter = team.members.recruiter.token
    const res = await call(ctx.app, 'POST', '/api/v1/email-templates', {
      token: recruiter,
      body: {
        name: 'Next steps',
        subject: '{{job.title}}: next steps for {{candidate.full_name}}',
        body_html: '<p>Dear {{candidate.full_name}},</p><p>You are now in {{application.stage_name}} for {{job.title}}.</p>',
      },
    })
    assert.equal(res.statusCode, 201, res.body)
    template = res.json()
  })
  after(async () => {
    await ctx.close()
    await sink.close()
  })

  const send = (token: string, body: Record<string, unknown>) => call(ctx.app, 'POST', URL, { token, body })

  async function waitForStatus(id: string, status: string, token = recruiter) {
    const deadline = Date.now() + 10_000
    for (;;) {
      const message = (await call(ctx.app, 'GET', `${URL}/${id}`, { token })).json()
      if (message.status === status) return message
      assert.ok(Date.now() < deadline, `message ${id} still ${message.status}: ${message.error}`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  /** Rows an attempt left behind for this candidate: messages and their send tasks. */
  async function queuedFor(candidateId: string) {
    const db = ctx.database.unguarded
    const messages = await db.selectFrom('email_messages').select('id').where('candidate_id', '=', candidateId).execute()
    const tasks = await db.selectFrom('background_tasks').select('payload').where('kind', '=', 'emails.send').execute()
    const ids = new Set(messages.map((m) => m.id))
    return { messages: messages.length, tasks: tasks.filter((t) => ids.has((t.payload as { message_id: string }).message_id)).length }
  }

  test('from a template: 202 with the queued message, rendered, with its audit entry; then sent', async () => {
    const { candidate, app, job } = await h.application(team)
    const res = await send(recruiter, { candidate_id: candidate.id, application_id: app.id, template_id: template.id })
    assert.equal(res.statusCode, 202, res.body)
    const queued = res.json()
    assert.deepEqual(Object.keys(queued).sort(), MESSAGE_FIELDS)
    assert.equal(queued.status, 'queued')
    assert.equal(queued.kind, 'message')
    assert.equal(queued.candidate_id, candidate.id)
    assert.equal(queued.application_id, app.id)
    assert.equal(queued.template_id, template.id)
    assert.equal(queued.to, candidate.email)
    assert.equal(queued.subject, `Backend engineer: next steps for ${candidate.full_name}`)
    assert.equal(queued.body_html, `<p>Dear ${candidate.full_name},</p><p>You are now in ${app.stage_name} for Backend engineer.</p>`)
    assert.equal(queued.body_text, `Dear ${candidate.full_name},\n\nYou are now in ${app.stage_name} for Backend engineer.`)
    assert.equal(queued.error, null)
    assert.equal(queued.sent_at, null)
    assert.equal(queued.opened_at, null)
    assert.equal(queued.open_count, 0)
    assert.equal(queued.created_by, team.members.recruiter.id)
    assert.match(queued.created_at, TIMESTAMP)
    assert.ok(job.id)

    const audit = await call(ctx.app, 'GET', '/api/v1/audit-logs', {
      token: team.admin.token,
      query: { resource_type: 'email', resource_id: queued.id },
    })
    const [entry] = audit.json().items
    assert.equal(entry.action, 'email.queued')
    assert.deepEqual(entry.changes, { candidate_id: candidate.id, application_id: app.id, template_id: template.id })

    const sent = await waitForStatus(queued.id, 'sent')
    assert.match(sent.sent_at, TIMESTAMP)
    assert.equal(sent.attempt_count, 1)
    assert.equal(sent.error, null)
    const message = await sink.waitFor((m) => m.to.includes(candidate.email!))
    assert.equal((await simpleParser(message.rawBytes)).subject, queued.subject)
  })

  test('written for the occasion (subject + body_html), placeholders allowed; no application needed without job placeholders', async () => {
    const candidate = await h.candidate(team, { full_name: 'Trần Minh' })
    const res = await send(team.admin.token, {
      candidate_id: candidate.id,
      subject: 'A word from {{company.name}}',
      body_html: '<p>Hello {{candidate.full_name}}</p><script>x()</script>',
    })
    assert.equal(res.statusCode, 202, res.body)
    const queued = res.json()
    assert.equal(queued.template_id, null)
    assert.equal(queued.application_id, null)
    assert.equal(queued.subject, `A word from Company ${team.code}`)
    assert.equal(queued.body_html, '<p>Hello Trần Minh</p>', 'cleaned like a template')
    await waitForStatus(queued.id, 'sent')
  })

  test('a <script> in a candidate’s name arrives escaped in the HTML, as typed in the text and subject', async () => {
    const name = '<script>alert("x")</script> Lê'
    const { candidate, app } = await h.application(team)
    await call(ctx.app, 'PUT', `/api/v1/candidates/${candidate.id}`, { token: team.admin.token, body: { full_name: name } })
    const res = await send(recruiter, { candidate_id: candidate.id, application_id: app.id, template_id: template.id })
    assert.equal(res.statusCode, 202, res.body)
    await waitForStatus(res.json().id, 'sent')
    const parsed = await simpleParser((await sink.waitFor((m) => m.to.includes(candidate.email!))).rawBytes)
    assert.equal(typeof parsed.html, 'string')
    const html = parsed.html as string
    assert.ok(html.includes('Dear &lt;script&gt;alert("x")&lt;/script&gt; Lê,'), html)
    assert.doesNotMatch(html, /<script/)
    assert.ok(parsed.text?.includes(`Dear ${name},`), parsed.text)
    assert.equal(parsed.subject, `Backend engineer: next steps for ${name}`)
  })

  test('no e-mail, anonymized or blacklisted: 422 with the reason, and nothing queued', async () => {
    const noEmail = await h.candidate(team, { email: null })
    const blacklisted = await h.candidate(team, { is_blacklisted: true })
    const anonymized = await h.candidate(team)
    const erased = await call(ctx.app, 'POST', `/api/v1/candidates/${anonymized.id}/anonymize`, { token: team.admin.token })
    assert.equal(erased.statusCode, 200, erased.body)
    for (const [candidate, reason] of [
      [noEmail, /no e-mail address/],
      [blacklisted, /blacklisted/],
      [anonymized, /anonymized/],
    ] as const) {
      const res = await send(recruiter, { candidate_id: candidate.id, subject: 'Hi', body_html: '<p>Hi</p>' })
      assert422(res, ['body.candidate_id'])
      assert.match(res.json().detail[0].msg, reason)
      assert.deepEqual(await queuedFor(candidate.id), { messages: 0, tasks: 0 }, `nothing queued for ${candidate.full_name}`)
    }
  })

  test('the application must be the candidate’s (422); job placeholders need one (422)', async () => {
    const { app } = await h.application(team)
    const candidate = await h.candidate(team)
    const wrong = await send(recruiter, { candidate_id: candidate.id, application_id: app.id, template_id: template.id })
    assert422(wrong, ['body.application_id'])
    const none = await send(recruiter, { candidate_id: candidate.id, template_id: template.id })
    assert422(none, ['body.application_id'])
    assert.match(none.json().detail[0].msg, /\{\{job\.title\}\}/)
    assert.deepEqual(await queuedFor(candidate.id), { messages: 0, tasks: 0 })
  })

  test('list: newest first, paginated, filtered by candidate, application and status; one message by id', async () => {
    const { candidate, app } = await h.application(team)
    const ids: string[] = []
    for (let i = 0; i < 3; i++) {
      const res = await send(recruiter, {
        candidate_id: candidate.id,
        ...(i < 2 ? { application_id: app.id, template_id: template.id } : { subject: `Plain ${i}`, body_html: '<p>x</p>' }),
      })
      assert.equal(res.statusCode, 202, res.body)
      ids.push(res.json().id)
      await waitForStatus(res.json().id, 'sent')
    }
    const byCandidate = (await call(ctx.app, 'GET', URL, { token: recruiter, query: { candidate_id: candidate.id } })).json()
    assert.equal(byCandidate.total, 3)
    assert.deepEqual(
      byCandidate.items.map((m: { id: string }) => m.id),
      [...ids].reverse(),
    )
    const byApplication = (await call(ctx.app, 'GET', URL, { token: recruiter, query: { application_id: app.id, page_size: 1 } })).json()
    assert.equal(byApplication.total, 2)
    assert.deepEqual(
      byApplication.items.map((m: { id: string }) => m.id),
      [ids[1]],
    )
    const failed = (await call(ctx.app, 'GET', URL, { token: recruiter, query: { candidate_id: candidate.id, status: 'failed' } })).json()
    assert.equal(failed.total, 0)
    const one = await call(ctx.app, 'GET', `${URL}/${ids[0]}`, { token: team.admin.token })
    assert.equal(one.statusCode, 200)
    assert.equal(one.json().status, 'sent')
  })

  test('invitations of members are not candidate mail: never listed, never shown', async () => {
    const listed = (await call(ctx.app, 'GET', URL, { token: team.admin.token, query: { page_size: 100 } })).json()
    assert.ok(listed.items.every((m: { kind: string }) => m.kind !== ('invitation' as string)))
    const invitations = await ctx.database.unguarded
      .selectFrom('email_messages')
      .select(['id', 'body_text', 'status'])
      .where('tenant_id', '=', team.id)
      .where('kind', '=', 'invitation')
      .execute()
    assert.equal(invitations.length, 3, 'the team’s three invitations went through the queue')
    for (const invitation of invitations) {
      assert.equal((await call(ctx.app, 'GET', `${URL}/${invitation.id}`, { token: team.admin.token })).statusCode, 404)
      assert.equal(invitation.status, 'sent')
      assert.doesNotMatch(invitation.body_text, /inv_/, 'the accept token is not kept once sent')
    }
  })

  test('another tenant’s candidate, application, template and message are 404', async () => {
    const theirs = await h.application(other)
    const mine = await h.application(team)
    const theirTemplate = (
      await call(ctx.app, 'POST', '/api/v1/email-templates', {
        token: other.admin.token,
        body: { name: 'Theirs', subject: 's', body_html: '<p>b</p>' },
      })
    ).json()
    const theirMessage = (await send(other.admin.token, { candidate_id: theirs.candidate.id, subject: 's', body_html: '<p>b</p>' })).json()
    for (const body of [
      { candidate_id: theirs.candidate.id, subject: 's', body_html: '<p>b</p>' },
      { candidate_id: mine.candidate.id, application_id: theirs.app.id, subject: 's', body_html: '<p>b</p>' },
      { candidate_id: mine.candidate.id, template_id: theirTemplate.id },
      { candidate_id: randomUUID(), subject: 's', body_html: '<p>b</p>' },
    ]) {
      const res = await send(recruiter, body)
      assert.equal(res.statusCode, 404, `${JSON.stringify(body)}: ${res.body}`)
    }
    assert.equal((await call(ctx.app, 'GET', `${URL}/${theirMessage.id}`, { token: recruiter })).statusCode, 404)
    const filtered = (await call(ctx.app, 'GET', URL, { token: recruiter, query: { candidate_id: theirs.candidate.id } })).json()
    assert.equal(filtered.total, 0)
    assert.deepEqual(await queuedFor(mine.candidate.id), { messages: 0, tasks: 0 })
  })

  test('malformed input is 422, never 500', async () => {
    const candidate = await h.candidate(team)
    const cases: [unknown, string[]][] = [
      [{}, ['body.candidate_id']],
      [{ candidate_id: candidate.id }, ['body.subject', 'body.body_html']],
      [{ candidate_id: candidate.id, subject: 'only a subject' }, ['body.body_html']],
      [{ candidate_id: candidate.id, template_id: template.id, subject: 's' }, ['body.template_id']],
      [{ candidate_id: candidate.id, subject: 's', body_html: '<p>{{candidate.nickname}}</p>' }, ['body.body_html']],
      [{ candidate_id: 'nope', subject: 's', body_html: '<p>b</p>' }, ['body.candidate_id']],
      [{ candidate_id: candidate.id, subject: 's', body_html: '<p>b</p>', to: 'x@example.com' }, ['body.to']],
      [{ candidate_id: candidate.id, subject: 's\u0000', body_html: '<p>b</p>' }, ['body.subject']],
      [[], ['body']],
    ]
    for (const [body, locs] of cases) assert422(await send(recruiter, body as Record<string, unknown>), locs, JSON.stringify(body))
    const queries: Record<string, string | number>[] = [
      { status: 'bounced' },
      { candidate_id: 'x' },
      { page_size: 101 },
      { application_id: '1' },
    ]
    for (const query of queries) {
      const res = await call(ctx.app, 'GET', URL, { token: recruiter, query })
      assert.equal(res.statusCode, 422, JSON.stringify(query))
    }
    assert422(await call(ctx.app, 'GET', `${URL}/nope`, { token: recruiter }), ['path.id'])
    assert.deepEqual(await queuedFor(candidate.id), { messages: 0, tasks: 0 })
  })

  test('recruiters and admins only: no token or an expired one → 401, hiring managers and interviewers → 403', async () => {
    const candidate = await h.candidate(team)
    const message = (await send(recruiter, { candidate_id: candidate.id, subject: 's', body_html: '<p>b</p>' })).json()
    const expired = await expiredToken(ctx.config.jwtSecret, team.admin, team.id)
    for (const route of [
      { method: 'GET', url: URL },
      { method: 'POST', url: URL, body: { candidate_id: candidate.id, subject: 'guarded', body_html: '<p>b</p>' } },
      { method: 'GET', url: `${URL}/${message.id}` },
    ] as const) {
      await assertGuarded(ctx.app, { ...route, roles: ['admin', 'recruiter'] }, team.members, expired)
    }
    const sent = (await call(ctx.app, 'GET', URL, { token: recruiter, query: { candidate_id: candidate.id } })).json()
    assert.equal(sent.total, 1, 'no refused request queued anything')
  })

  test('the OpenAPI document lists the routes and says how a candidate’s and an application’s mail is listed', async () => {
    const doc = (await call(ctx.app, 'GET', '/api/v1/openapi.json')).json()
    const list = doc.paths['/api/v1/emails'].get
    assert.match(list.description, /candidate_id=/)
    assert.match(list.description, /application_id=/)
    assert.ok(doc.paths['/api/v1/emails'].post.responses['202'])
    assert.ok(doc.paths['/api/v1/emails/{id}'].get)
    const pixel = doc.paths['/api/v1/public/email-opens/{token}.png'].get
    assert.deepEqual(pixel.security, [])
    assert.ok(pixel.responses['200'].content['image/png'])
  })
})
