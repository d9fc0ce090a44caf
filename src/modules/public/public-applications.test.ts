import assert from 'node:assert/strict'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { hostileSvg, multipartForm } from '../../../test/helpers/multipart.ts'
import { RACE } from '../../../test/helpers/database.ts'
import { startSmtpSink, type SmtpSink } from '../../../test/helpers/smtp-sink.ts'
import { simpleParser } from 'mailparser'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

/** Every stored file under the data folder: what a refused submission must not leave behind. */
function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files')
  if (!existsSync(root)) return []
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

describe('POST /public/applications/submit/{tenant_code}', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let openJob: { id: string; code: string; slug: string }
  let pausedJob: { id: string; slug: string }
  let draftJob: { id: string }
  let hiddenJob: { id: string }
  const submitUrl = () => `/api/v1/public/applications/submit/${tenant.code}`

  async function newJob(title: string, status?: 'open' | 'paused', isPublic = true) {
    const job = (await call(ctx.app, 'POST', '/api/v1/jobs', { token: tenant.admin.token, body: { title } })).json()
    if (status) await call(ctx.app, 'PATCH', `/api/v1/jobs/${job.id}/status`, { token: tenant.admin.token, body: { status: 'open' } })
    if (status === 'paused')
      await call(ctx.app, 'PATCH', `/api/v1/jobs/${job.id}/status`, { token: tenant.admin.token, body: { status: 'paused' } })
    if (!isPublic) await call(ctx.app, 'PUT', `/api/v1/jobs/${job.id}`, { token: tenant.admin.token, body: { is_public: false } })
    return job
  }

  const applicant = (email: string, extra: Record<string, unknown> = {}) => ({
    job_id: openJob.id,
    full_name: 'Phạm Minh Châu',
    email,
    phone: '0903 123 456',
    cover_letter: 'I would love to join.',
    consent: true,
    ...extra,
  })

  before(async () => {
    ctx = await buildTestApp()
    tenant = await provisionTenant(ctx.app)
    openJob = await newJob('Kế toán trưởng', 'open')
    pausedJob = await newJob('Paused job', 'paused')
    draftJob = await newJob('Draft job')
    hiddenJob = await newJob('Hidden job', 'open', false)
  })
  after(() => ctx.close())

  test('JSON: creates the candidate and the application in the first stage, with an initial transition by nobody', async () => {
    const res = await call(ctx.app, 'POST', submitUrl(), { body: applicant('chau@example.com') })
    assert.equal(res.statusCode, 201, res.body)
    const receipt = res.json()
    assert.match(receipt.candidate_code, /^CAN-\d{4}-\d{4}$/)
    assert.equal(receipt.job_code, openJob.code)
    assert.equal(typeof receipt.message, 'string')

    const app = (await call(ctx.app, 'GET', `/api/v1/applications/${receipt.application_id}`, { token: tenant.admin.token })).json()
    const stages = (await call(ctx.app, 'GET', `/api/v1/jobs/${openJob.id}/pipeline`, { token: tenant.admin.token })).json().items
    assert.equal(app.current_stage_id, stages[0].id)
    assert.equal(app.status, 'active')
    assert.equal(app.source, 'career_page')
    assert.ok(app.applied_date)
    const candidate = (await call(ctx.app, 'GET', `/api/v1/candidates/${app.candidate.id}`, { token: tenant.admin.token })).json()
    assert.equal(candidate.source, 'career_page')
    assert.equal(candidate.created_via, 'public_form')
    assert.equal(candidate.phone, '0903 123 456')
    const history = (
      await call(ctx.app, 'GET', `/api/v1/applications/${receipt.application_id}/history`, { token: tenant.admin.token })
    ).json()
    assert.equal(history.items.length, 1)
    const [initial] = history.items
    assert.equal(initial.change_type, 'initial')
    assert.equal(initial.changed_by_user_id, null)
    assert.equal(initial.notes, 'I would love to join.')
    const deletion = await call(ctx.app, 'DELETE', `/api/v1/candidates/${candidate.id}`, { token: tenant.admin.token })
    assert.equal(deletion.statusCode, 409, 'a candidate’s own submission cannot be deleted')
  })

  test('by slug or code, and multipart with a PDF CV stored as a file', async () => {
    const form = multipartForm([
      { name: 'job_identifier', data: openJob.slug },
      { name: 'full_name', data: 'Võ Thị Sáu' },
      { name: 'email', data: 'sau@example.com' },
      { name: 'consent', data: 'true' },
      { name: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', data: PDF },
    ])
    const before = storedFiles(ctx.config.dataDir).length
    const res = await ctx.app.inject({ method: 'POST', url: submitUrl(), headers: form.headers, payload: form.payload })
    assert.equal(res.statusCode, 201, res.body)
    assert.equal(storedFiles(ctx.config.dataDir).length, before + 1)
    const byCode = await call(ctx.app, 'POST', submitUrl(), {
      body: { ...applicant('code@example.com'), job_id: undefined, job_identifier: openJob.code },
    })
    assert.equal(byCode.statusCode, 201, byCode.body)
  })

  test('Idempotency-Key on a multipart submission compares the form’s content, file included', async () => {
    const form = (cv: Buffer) =>
      multipartForm([
        { name: 'job_id', data: openJob.id },
        { name: 'full_name', data: 'Đinh Công Tráng' },
        { name: 'email', data: 'trang@example.com' },
        { name: 'consent', data: 'true' },
        { name: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', data: cv },
      ])
    const send = (cv: Buffer) => {
      const body = form(cv)
      return ctx.app.inject({
        method: 'POST',
        url: submitUrl(),
        headers: { ...body.headers, 'idempotency-key': 'cv-form-1' },
        payload: body.payload,
      })
    }
    const first = await send(PDF)
    assert.equal(first.statusCode, 201, first.body)
    const replay = await send(PDF)
    assert.equal(replay.statusCode, 201, replay.body)
    assert.equal(replay.headers['idempotent-replayed'], 'true')
    assert.deepEqual(replay.json(), first.json())
    const otherFile = await send(Buffer.concat([PDF, Buffer.from('\n% another version')]))
    assert.equal(otherFile.statusCode, 422, otherFile.body)
    assert.deepEqual(otherFile.json().detail[0].loc, ['header', 'idempotency-key'])
  })

  test('409 for jobs that are not open and public; 404 for an unknown tenant or job', async () => {
    for (const job of [pausedJob, draftJob, hiddenJob]) {
      const res = await call(ctx.app, 'POST', submitUrl(), { body: applicant('someone@example.com', { job_id: job.id }) })
      assert.equal(res.statusCode, 409, res.body)
    }
    assert.equal(
      (await call(ctx.app, 'POST', '/api/v1/public/applications/submit/nobody-here', { body: applicant('x@example.com') })).statusCode,
      404,
    )
    const unknownJob = await call(ctx.app, 'POST', submitUrl(), {
      body: applicant('x@example.com', { job_id: '00000000-0000-4000-8000-000000000000' }),
    })
    assert.equal(unknownJob.statusCode, 404)
  })

  test('422 without consent, without a job or with bad fields; nothing is created', async () => {
    const before = (await call(ctx.app, 'GET', '/api/v1/candidates', { token: tenant.admin.token })).json().total
    const cases: [Record<string, unknown>, string][] = [
      [applicant('a@example.com', { consent: false }), 'body.consent'],
      [{ ...applicant('b@example.com'), job_id: undefined }, 'body.job_id'],
      [applicant('not-an-email'), 'body.email'],
      [applicant('c@example.com', { full_name: ' ' }), 'body.full_name'],
      [applicant('d@example.com', { role: 'admin' }), 'body.role'],
    ]
    for (const [body, loc] of cases) {
      const res = await call(ctx.app, 'POST', submitUrl(), { body })
      assert.equal(res.statusCode, 422, JSON.stringify(body))
      assert.ok(
        res.json().detail.some((d: { loc: string[] }) => d.loc.join('.') === loc),
        res.body,
      )
    }
    assert.equal((await call(ctx.app, 'GET', '/api/v1/candidates', { token: tenant.admin.token })).json().total, before)
  })

  test('10 identical submissions at once: one application, nine 409s', RACE, async () => {
    const body = applicant('racer@example.com')
    const results = await Promise.all(Array.from({ length: 10 }, () => call(ctx.app, 'POST', submitUrl(), { body })))
    const statuses = results.map((r) => r.statusCode).sort()
    assert.deepEqual(statuses, [201, ...Array(9).fill(409)])
    const apps = (
      await call(ctx.app, 'GET', '/api/v1/applications', { token: tenant.admin.token, query: { job_id: openJob.id, page_size: 100 } })
    ).json()
    assert.equal(apps.items.filter((a: { candidate: { email: string } }) => a.candidate.email === 'racer@example.com').length, 1)
  })

  test('someone already on file: flagged a copy of the earliest record with their e-mail or phone', async () => {
    const token = tenant.admin.token
    const onFile = async (body: Record<string, unknown>) => (await call(ctx.app, 'POST', '/api/v1/candidates', { token, body })).json()
    const byEmail = await onFile({ full_name: 'Known by e-mail', email: 'known@example.com' })
    const byPhone = await onFile({ full_name: 'Known by phone', phone: '0912 000 111' })
    const submitted = async (email: string, phone: string) => {
      const res = await call(ctx.app, 'POST', submitUrl(), { body: applicant(email, { phone }) })
      assert.equal(res.statusCode, 201, res.body)
      const app = (await call(ctx.app, 'GET', `/api/v1/applications/${res.json().application_id}`, { token })).json()
      return (await call(ctx.app, 'GET', `/api/v1/candidates/${app.candidate.id}`, { token })).json()
    }
    const sameEmail = await submitted('KNOWN@example.com', '0977 000 001')
    assert.equal(sameEmail.duplicate_of_id, byEmail.id)
    assert.equal(sameEmail.needs_manual_review, true)
    const samePhone = await submitted('new-to-us@example.com', '+84912000111')
    assert.equal(samePhone.duplicate_of_id, byPhone.id)
    const nobody = await submitted('nobody-like-me@example.com', '0977 000 002')
    assert.equal(nobody.duplicate_of_id, null)
    assert.equal(nobody.needs_manual_review, false)
  })

  test('a submission refused after its upload leaves no candidate, application or file behind', async () => {
    await call(ctx.app, 'POST', submitUrl(), { body: applicant('twice@example.com') })
    const candidatesBefore = (await call(ctx.app, 'GET', '/api/v1/candidates', { token: tenant.admin.token })).json().total
    const filesBefore = storedFiles(ctx.config.dataDir).length
    const form = multipartForm([
      { name: 'job_id', data: openJob.id },
      { name: 'full_name', data: 'Second Try' },
      { name: 'email', data: 'TWICE@example.com' },
      { name: 'consent', data: 'on' },
      { name: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', data: PDF },
    ])
    const res = await ctx.app.inject({ method: 'POST', url: submitUrl(), headers: form.headers, payload: form.payload })
    assert.equal(res.statusCode, 409, res.body)
    assert.equal((await call(ctx.app, 'GET', '/api/v1/candidates', { token: tenant.admin.token })).json().total, candidatesBefore)
    assert.deepEqual(storedFiles(ctx.config.dataDir).length, filesBefore)
  })

  test('a CV that is not a PDF or DOCX is 415, whatever its name says', async () => {
    const form = multipartForm([
      { name: 'job_id', data: openJob.id },
      { name: 'full_name', data: 'Svg Sender' },
      { name: 'email', data: 'svg@example.com' },
      { name: 'consent', data: 'true' },
      { name: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', data: hostileSvg() },
    ])
    const res = await ctx.app.inject({ method: 'POST', url: submitUrl(), headers: form.headers, payload: form.payload })
    assert.equal(res.statusCode, 415)
  })

  test('both the public and the sensitive limits count per client address', async (t) => {
    // One app per limit, each with the other limit out of the way, so each refusal is that limit's.
    for (const [category, env] of [
      ['sensitive', { RATE_LIMIT_SENSITIVE: '2' }],
      ['public', { RATE_LIMIT_PUBLIC: '2' }],
    ] as const) {
      const limited = await buildTestApp(t, { env })
      const owner = await provisionTenant(limited.app)
      const job = (await call(limited.app, 'POST', '/api/v1/jobs', { token: owner.admin.token, body: { title: 'Limited' } })).json()
      await call(limited.app, 'PATCH', `/api/v1/jobs/${job.id}/status`, { token: owner.admin.token, body: { status: 'open' } })
      let n = 0
      const submit = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/v1/public/applications/submit/${owner.code}`,
          remoteAddress,
          payload: { job_id: job.id, full_name: `Person ${n}`, email: `p${n++}@example.com`, consent: true },
        })
      const statuses = []
      for (let i = 0; i < 3; i++) {
        const res = await submit('10.9.9.9')
        statuses.push(res.statusCode)
        assert.equal(res.headers['x-ratelimit-limit'], '2', `${category}: request ${i + 1}`)
        assert.equal(res.headers['x-ratelimit-remaining'], String(Math.max(0, 1 - i)), `${category}: request ${i + 1}`)
        if (i === 2) assert.match(res.json().detail, new RegExp(`2 requests per 60 seconds for ${category} endpoints, per client IP`))
      }
      assert.deepEqual(statuses, [201, 201, 429], category)
      const elsewhere = await submit('10.9.9.10')
      assert.equal(elsewhere.statusCode, 201, `${category}: another address is not limited: ${elsewhere.body}`)
      assert.equal(elsewhere.headers['x-ratelimit-limit'], '2')
      assert.equal(elsewhere.headers['x-ratelimit-remaining'], '1', `${category}: another address has a whole budget of its own`)
      assert.equal((await submit('10.9.9.9')).statusCode, 429, `${category}: the first address is still limited`)
    }
  })
})

describe('the acknowledgement of a career-page application', () => {
  let ctx: TestApp
  let sink: SmtpSink
  let tenant: TestTenant
  let job: { id: string; code: string }
  let serial = 0

  before(async () => {
    sink = await startSmtpSink()
    ctx = await buildTestApp(undefined, { env: { SMTP_URL: sink.url } })
    tenant = await provisionTenant(ctx.app)
    job = (await call(ctx.app, 'POST', '/api/v1/jobs', { token: tenant.admin.token, body: { title: 'Kế toán' } })).json()
    await call(ctx.app, 'PATCH', `/api/v1/jobs/${job.id}/status`, { token: tenant.admin.token, body: { status: 'open' } })
  })
  after(async () => {
    await ctx.close()
    await sink.close()
  })

  async function submit(email: string, extra: Record<string, unknown> = {}) {
    return call(ctx.app, 'POST', `/api/v1/public/applications/submit/${tenant.code}`, {
      body: { job_id: job.id, full_name: `Applicant ${++serial}`, email, consent: true, ...extra },
    })
  }

  async function mailTo(email: string) {
    const rows = await ctx.database.unguarded.selectFrom('email_messages').selectAll().where('to_address', '=', email).execute()
    return rows
  }

  async function choose(templateId: string | null) {
    const res = await call(ctx.app, 'PUT', '/api/v1/settings/tenant', {
      token: tenant.admin.token,
      body: { application_acknowledgement_template_id: templateId },
    })
    assert.equal(res.statusCode, 200, res.body)
  }

  test('off by default: a submission sends nothing', async () => {
    const res = await submit('quiet@example.com')
    assert.equal(res.statusCode, 201, res.body)
    assert.deepEqual(await mailTo('quiet@example.com'), [])
  })

  test('with a template chosen: queued with the submission, rendered for the applicant and the job, listed under the application', async () => {
    const template = (
      await call(ctx.app, 'POST', '/api/v1/email-templates', {
        token: tenant.admin.token,
        body: {
          name: 'Thanks for applying',
          subject: '{{company.name}} received your application for {{job.title}}',
          body_html: '<p>Dear {{candidate.full_name}},</p><p>We received your application ({{application.stage_name}}).</p>',
        },
      })
    ).json()
    await choose(template.id)

    const res = await submit('thankful@example.com', { full_name: '<b>Bold</b> Applicant' })
    assert.equal(res.statusCode, 201, res.body)
    const { application_id } = res.json()
    const listed = (await call(ctx.app, 'GET', '/api/v1/emails', { token: tenant.admin.token, query: { application_id } })).json()
    assert.equal(listed.total, 1)
    const [message] = listed.items
    assert.equal(message.kind, 'acknowledgement')
    assert.equal(message.template_id, template.id)
    assert.equal(message.created_by, null)
    assert.equal(message.to, 'thankful@example.com')
    assert.equal(message.subject, `Company ${tenant.code} received your application for Kế toán`)
    assert.ok(message.body_html.startsWith('<p>Dear &lt;b&gt;Bold&lt;/b&gt; Applicant,</p>'), message.body_html)

    const received = await sink.waitFor((m) => m.to.includes('thankful@example.com'))
    const parsed = await simpleParser(received.rawBytes)
    assert.equal(parsed.subject, message.subject)
    assert.match(parsed.html as string, /email-opens\/[A-Za-z0-9_-]{43}\.png/)
    const audit = await call(ctx.app, 'GET', '/api/v1/audit-logs', { token: tenant.admin.token, query: { resource_type: 'email' } })
    assert.ok(
      audit
        .json()
        .items.some(
          (e: { action: string; resource_id: string; actor_id: string | null }) => e.resource_id === message.id && e.actor_id === null,
        ),
    )
  })

  test('a refused submission queues nothing: the mail is in its transaction', async () => {
    assert.equal((await submit('twice@example.com')).statusCode, 201)
    const again = await submit('twice@example.com')
    assert.equal(again.statusCode, 409, again.body)
    assert.equal((await mailTo('twice@example.com')).length, 1, 'one acknowledgement, for the one application')
    const bad = await submit('noconsent@example.com', { consent: false })
    assert.equal(bad.statusCode, 422)
    assert.deepEqual(await mailTo('noconsent@example.com'), [])
  })

  test('turned off again: nothing more is sent', async () => {
    await choose(null)
    assert.equal((await submit('later@example.com')).statusCode, 201)
    assert.deepEqual(await mailTo('later@example.com'), [])
  })
})
