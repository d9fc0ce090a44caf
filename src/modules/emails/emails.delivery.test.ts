import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, test, type TestContext } from 'node:test'
import { simpleParser, type AddressObject } from 'mailparser'
import { sql } from 'kysely'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { eventually } from '../../../test/helpers/eventually.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { recruitingClient } from '../../../test/helpers/recruiting.ts'
import { startSmtpSink } from '../../../test/helpers/smtp-sink.ts'
import { RETRY_SCHEDULE_MS } from './sending.ts'

const MAIL_FROM = 'Acme Hiring <hiring@acme.example>'
const PUBLIC_BASE_URL = 'https://jobs.acme.example'
const PIXEL = /<img src="https:\/\/jobs\.acme\.example\/api\/v1\/public\/email-opens\/([A-Za-z0-9_-]{43})\.png" width="1" height="1"/

async function mailingApp(t: TestContext, env: Record<string, string>) {
  const ctx = await buildTestApp(t, { env: { MAIL_FROM, PUBLIC_BASE_URL, ...env } })
  const tenant = await provisionTenant(ctx.app)
  return { ctx, tenant, h: recruitingClient(ctx.app) }
}

async function sendTo(ctx: TestApp, tenant: TestTenant, candidateId: string, subject = 'Hello {{candidate.full_name}}') {
  const res = await call(ctx.app, 'POST', '/api/v1/emails', {
    token: tenant.admin.token,
    body: {
      candidate_id: candidateId,
      subject,
      body_html: '<p>Dear <b>{{candidate.full_name}}</b>,</p><p>See <a href="https://acme.example/jobs">our jobs</a>.</p>',
    },
  })
  assert.equal(res.statusCode, 202, res.body)
  return res.json() as { id: string; subject: string; body_html: string; body_text: string }
}

const messageOf = (ctx: TestApp, tenant: TestTenant, id: string) => async () =>
  (await call(ctx.app, 'GET', `/api/v1/emails/${id}`, { token: tenant.admin.token })).json()

async function sendTask(ctx: TestApp, messageId: string) {
  const tasks = await ctx.database.unguarded.selectFrom('background_tasks').selectAll().where('kind', '=', 'emails.send').execute()
  return tasks.find((t) => (t.payload as { message_id: string }).message_id === messageId)
}

/** A task's message is marked before the worker deletes the task: wait for that too. */
async function taskGone(ctx: TestApp, messageId: string) {
  await eventually(
    () => sendTask(ctx, messageId),
    (task) => task === undefined,
    'done with the task',
  )
}

/** The task back in the queue after a failed attempt (recorded on the message a moment before). */
function retryWaiting(ctx: TestApp, messageId: string) {
  return eventually(
    () => sendTask(ctx, messageId),
    (task) => task?.status === 'queued' && task.attempts === 1,
    'waiting for its retry',
  )
}

/** What a real wait for the retry would give: the task's time has come. */
async function bringRetryForward(ctx: TestApp, taskId: string) {
  await ctx.database.unguarded
    .updateTable('background_tasks')
    .set({ run_at: sql<Date>`now()` })
    .where('id', '=', taskId)
    .execute()
}

describe('e-mails: delivery through SMTP', () => {
  test('the message arrives as rendered: recipient, sender, subject, HTML with the tracking image, and a text part', async (t) => {
    const sink = await startSmtpSink()
    t.after(() => sink.close())
    const { ctx, tenant, h } = await mailingApp(t, { SMTP_URL: sink.url })
    const candidate = await h.candidate(tenant, { full_name: 'Nguyễn Thị Lan' })
    const queued = await sendTo(ctx, tenant, candidate.id, 'Xin chào {{candidate.full_name}}')

    const received = await sink.waitFor((m) => m.to.includes(candidate.email!))
    assert.deepEqual(received.to, [candidate.email], 'the envelope names the candidate only')
    assert.equal(received.from, 'hiring@acme.example', 'envelope sender from MAIL_FROM')
    const parsed = await simpleParser(received.rawBytes)
    assert.equal(parsed.subject, 'Xin chào Nguyễn Thị Lan')
    assert.equal(parsed.subject, queued.subject)
    assert.deepEqual((parsed.to as AddressObject).value, [{ address: candidate.email, name: '' }])
    assert.deepEqual(parsed.from?.value, [{ address: 'hiring@acme.example', name: 'Acme Hiring' }])
    const html = parsed.html as string
    assert.ok(html.startsWith(queued.body_html), html)
    assert.match(html, PIXEL)
    assert.equal(parsed.text?.trim(), queued.body_text)
    assert.equal(queued.body_text, 'Dear Nguyễn Thị Lan,\n\nSee our jobs [https://acme.example/jobs].')
    assert.doesNotMatch(parsed.text!, /email-opens/, 'no image in the text part')
    assert.match(String(received.headers['content-type']), /^multipart\/alternative/)

    const sent = await eventually(messageOf(ctx, tenant, queued.id), (m) => m.status === 'sent', 'sent')
    assert.equal(sent.attempt_count, 1)
    await taskGone(ctx, queued.id)
    const stored = await ctx.database.unguarded
      .selectFrom('email_messages')
      .select(['smtp_response', 'open_token_hash'])
      .where('id', '=', queued.id)
      .executeTakeFirstOrThrow()
    assert.match(stored.smtp_response!, /^250 /, 'the server’s acceptance is kept')
    const token = PIXEL.exec(html)![1]!
    assert.ok(!JSON.stringify(stored).includes(token), 'only a hash of the token is stored')
  })

  test('SMTP down, then up: the send is retried after its backoff and goes through', async (t) => {
    // A port nothing listens on, yet: the sink is started there after the first attempt failed.
    const probe = await startSmtpSink()
    const { port, url } = probe
    await probe.close()
    const { ctx, tenant, h } = await mailingApp(t, { SMTP_URL: url })
    const candidate = await h.candidate(tenant)
    const queued = await sendTo(ctx, tenant, candidate.id)

    const failed = await eventually(messageOf(ctx, tenant, queued.id), (m) => m.attempt_count === 1, 'tried once')
    assert.equal(failed.status, 'queued', 'a refused connection is temporary')
    assert.match(failed.error, /ECONNREFUSED|ECONNECTION|connect/i)
    const task = (await retryWaiting(ctx, queued.id))!
    assert.equal(task.status, 'queued')
    assert.equal(task.attempts, 1)
    assert.equal(task.last_error, failed.error)
    const waitMs = task.run_at.getTime() - Date.now()
    assert.ok(
      waitMs > 0.8 * RETRY_SCHEDULE_MS[0] - 2000 && waitMs <= 1.2 * RETRY_SCHEDULE_MS[0],
      `retried after about 30 s, not ${waitMs} ms`,
    )

    const sink = await startSmtpSink({ port })
    t.after(() => sink.close())
    await bringRetryForward(ctx, task.id)
    const sent = await eventually(messageOf(ctx, tenant, queued.id), (m) => m.status === 'sent', 'sent on the retry')
    assert.equal(sent.attempt_count, 2)
    assert.equal(sent.error, null)
    assert.equal(sink.messages.filter((m) => m.to.includes(candidate.email!)).length, 1)
    await taskGone(ctx, queued.id)
  })

  test('a 4xx reply is temporary: kept in error, tried again, then sent', async (t) => {
    const sink = await startSmtpSink()
    t.after(() => sink.close())
    const { ctx, tenant, h } = await mailingApp(t, { SMTP_URL: sink.url })
    const candidate = await h.candidate(tenant)
    sink.rcptReplies.push({ code: 421, message: 'Too busy, try later' })
    const queued = await sendTo(ctx, tenant, candidate.id)

    const deferred = await eventually(messageOf(ctx, tenant, queued.id), (m) => m.attempt_count === 1, 'tried once')
    assert.equal(deferred.status, 'queued')
    assert.match(deferred.error, /^421 /)
    const task = (await retryWaiting(ctx, queued.id))!
    assert.equal(task.status, 'queued')
    await bringRetryForward(ctx, task.id)
    const sent = await eventually(messageOf(ctx, tenant, queued.id), (m) => m.status === 'sent', 'sent on the retry')
    assert.equal(sent.attempt_count, 2)
  })

  test('a 5xx reply fails the message at once with the server’s reply: one attempt, no retry, the task gone', async (t) => {
    const sink = await startSmtpSink()
    t.after(() => sink.close())
    const { ctx, tenant, h } = await mailingApp(t, { SMTP_URL: sink.url })
    const candidate = await h.candidate(tenant)
    sink.rcptReplies.push({ code: 550, message: 'No such mailbox here' })
    const before = sink.rcptAttempts
    const queued = await sendTo(ctx, tenant, candidate.id)

    const failed = await eventually(messageOf(ctx, tenant, queued.id), (m) => m.status !== 'queued', 'done with')
    assert.equal(failed.status, 'failed')
    assert.match(failed.error, /^550 .*No such mailbox here/)
    assert.equal(failed.attempt_count, 1)
    assert.equal(failed.sent_at, null)
    // No task, so no retry can come; once the worker has stopped, no attempt is still under way.
    await taskGone(ctx, queued.id)
    await ctx.app.services.taskWorker.stop()
    assert.equal(sink.rcptAttempts - before, 1, 'the server was asked once')
    assert.equal((await messageOf(ctx, tenant, queued.id)()).attempt_count, 1)
    const listed = (await call(ctx.app, 'GET', '/api/v1/emails', { token: tenant.admin.token, query: { status: 'failed' } })).json()
    assert.deepEqual(
      listed.items.map((m: { id: string }) => m.id),
      [queued.id],
    )
  })

  test('a temporary failure on the last attempt fails the message and leaves the task dead', async (t) => {
    const probe = await startSmtpSink()
    await probe.close()
    const { ctx, tenant, h } = await mailingApp(t, { SMTP_URL: probe.url })
    const candidate = await h.candidate(tenant)
    const queued = await sendTo(ctx, tenant, candidate.id)
    const first = await eventually(
      async () => sendTask(ctx, queued.id),
      (task) => task?.attempts === 1 && task.status === 'queued',
      'tried once',
    )
    // As if every attempt but the last were spent.
    await ctx.database.unguarded
      .updateTable('background_tasks')
      .set({ attempts: RETRY_SCHEDULE_MS.length, run_at: sql<Date>`now()` })
      .where('id', '=', first!.id)
      .execute()
    const failed = await eventually(messageOf(ctx, tenant, queued.id), (m) => m.status === 'failed', 'failed')
    assert.match(failed.error, /ECONNREFUSED|ECONNECTION|connect/i)
    const task = await eventually(
      async () => sendTask(ctx, queued.id),
      (row) => row?.status === 'dead',
      'dead',
    )
    assert.equal(task!.last_error, failed.error)
  })

  test('without SMTP_URL the message is written as an .eml file under DATA_DIR/mail, which parses back', async (t) => {
    const { ctx, tenant, h } = await mailingApp(t, {})
    const candidate = await h.candidate(tenant, { full_name: 'Phạm Văn Đức' })
    const queued = await sendTo(ctx, tenant, candidate.id)
    const sent = await eventually(messageOf(ctx, tenant, queued.id), (m) => m.status === 'sent', 'written')
    assert.equal(sent.error, null)

    const folder = path.join(ctx.config.dataDir, 'mail')
    const files = readdirSync(folder).filter((name) => name.endsWith('.eml'))
    const parsed = await Promise.all(files.map((name) => simpleParser(readFileSync(path.join(folder, name)))))
    const mine = parsed.find((p) => (p.to as AddressObject).text === candidate.email)
    assert.ok(mine, `no .eml for ${candidate.email} among ${files.length}`)
    assert.equal(mine.subject, 'Hello Phạm Văn Đức')
    assert.deepEqual(mine.from?.value, [{ address: 'hiring@acme.example', name: 'Acme Hiring' }])
    assert.ok((mine.html as string).startsWith(queued.body_html))
    assert.match(mine.html as string, PIXEL)
    assert.equal(mine.text?.trim(), queued.body_text)
  })
})
