import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { recruitingClient, type RecruitingClient } from '../../../test/helpers/recruiting.ts'
import { startSmtpSink, type SmtpSink } from '../../../test/helpers/smtp-sink.ts'

describe('e-mails: merge and erasure of a candidate', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let h: RecruitingClient
  let sinkPort: number
  let sink: SmtpSink | undefined

  before(async () => {
    // The mail server is down until a test starts it: messages stay queued as long as needed.
    const probe = await startSmtpSink()
    sinkPort = probe.port
    await probe.close()
    ctx = await buildTestApp(undefined, { env: { SMTP_URL: probe.url } })
    tenant = await provisionTenant(ctx.app)
    h = recruitingClient(ctx.app)
  })
  after(async () => {
    await ctx.close()
    await sink?.close()
  })

  async function send(candidateId: string) {
    const res = await call(ctx.app, 'POST', '/api/v1/emails', {
      token: tenant.admin.token,
      body: { candidate_id: candidateId, subject: 'About you, {{candidate.full_name}}', body_html: '<p>Dear {{candidate.full_name}}</p>' },
    })
    assert.equal(res.statusCode, 202, res.body)
    return res.json() as { id: string }
  }

  const get = async (id: string) => (await call(ctx.app, 'GET', `/api/v1/emails/${id}`, { token: tenant.admin.token })).json()
  const listOf = async (candidateId: string) =>
    (await call(ctx.app, 'GET', '/api/v1/emails', { token: tenant.admin.token, query: { candidate_id: candidateId } })).json()

  test('a merge hands the duplicate’s messages to the survivor', async () => {
    const survivor = await h.candidate(tenant)
    const duplicate = await h.candidate(tenant)
    const message = await send(duplicate.id)
    const res = await call(ctx.app, 'POST', `/api/v1/candidates/${duplicate.id}/merge`, {
      token: tenant.admin.token,
      body: { into_id: survivor.id },
    })
    assert.equal(res.statusCode, 200, res.body)
    assert.equal((await get(message.id)).candidate_id, survivor.id)
    assert.deepEqual(
      (await listOf(survivor.id)).items.map((m: { id: string }) => m.id),
      [message.id],
    )
    assert.equal((await listOf(duplicate.id)).total, 0)
  })

  test('an erasure empties address and content, and a message still queued is never sent', async () => {
    const candidate = await h.candidate(tenant, { full_name: 'Erased Person' })
    const message = await send(candidate.id)
    const deadline = Date.now() + 10_000
    while ((await get(message.id)).attempt_count === 0) {
      assert.ok(Date.now() < deadline, 'first attempt made')
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    const erased = await call(ctx.app, 'POST', `/api/v1/candidates/${candidate.id}/anonymize`, { token: tenant.admin.token })
    assert.equal(erased.statusCode, 200, erased.body)

    const after = await get(message.id)
    assert.equal(after.status, 'failed')
    assert.match(after.error, /erased/)
    for (const field of ['to', 'subject', 'body_html', 'body_text'] as const) assert.equal(after[field], '', field)
    const row = await ctx.database.unguarded.selectFrom('email_messages').selectAll().where('id', '=', message.id).executeTakeFirstOrThrow()
    assert.doesNotMatch(JSON.stringify(row), /Erased Person|candidate-/)
    assert.equal(row.open_token_hash, null)

    // The server comes back and the retry comes due: nothing goes out.
    sink = await startSmtpSink({ port: sinkPort })
    await ctx.database.unguarded
      .updateTable('background_tasks')
      .set({ run_at: sql<Date>`now()` })
      .where('kind', '=', 'emails.send')
      .execute()
    const gone = Date.now() + 10_000
    for (;;) {
      const left = await ctx.database.unguarded.selectFrom('background_tasks').select('payload').where('kind', '=', 'emails.send').execute()
      if (!left.some((t) => (t.payload as { message_id: string }).message_id === message.id)) break
      assert.ok(Date.now() < gone, 'the task ran')
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    assert.equal(
      sink.messages.length === 0 || sink.messages.every((m) => !m.to.includes(candidate.email!)),
      true,
      'nothing sent to the person',
    )
    assert.equal((await get(message.id)).status, 'failed')
  })
})
