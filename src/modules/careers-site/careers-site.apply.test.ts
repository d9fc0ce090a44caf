import assert from 'node:assert/strict'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { careerPage, formSession, openJob, submitApplication, type Application } from '../../../test/helpers/careers.ts'
import { pdfCv } from '../../../test/helpers/cv-files.ts'
import { eventually } from '../../../test/helpers/eventually.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { multipartForm, tinyPng } from '../../../test/helpers/multipart.ts'

/** Every stored file under the data folder: what a refused application must not leave behind. */
function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files')
  if (!existsSync(root)) return []
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
}

const applicant = (email: string, extra: Application = {}): Application => ({
  full_name: 'Phạm Minh Châu',
  email,
  phone: '0903 123 456',
  cover_letter: 'Tôi rất muốn gia nhập đội ngũ.',
  consent: 'true',
  ...extra,
})

describe('the career site’s application form', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let site: { subdomain: string }
  let job: { id: string; code: string; slug: string; title: string }
  let jobUrl: string

  /** The applications of the job, newest first, as the recruiters see them. */
  async function applicationsOf(jobId = job.id): Promise<{ id: string; candidate: { id: string; full_name: string } }[]> {
    const res = await call(ctx.app, 'GET', '/api/v1/applications', { token: tenant.admin.token, query: { job_id: jobId, page_size: 100 } })
    assert.equal(res.statusCode, 200, res.body)
    return res.json().items
  }

  before(async () => {
    ctx = await buildTestApp()
    tenant = await provisionTenant(ctx.app)
    site = await careerPage(ctx.app, tenant.admin.token)
    job = await openJob(ctx.app, tenant.admin.token, { title: 'Kế toán trưởng', department: 'Tài chính' })
    jobUrl = `/careers/${site.subdomain}/jobs/${job.slug}`
  })
  after(() => ctx.close())

  test('a submission with a CV creates the candidate and the application, stores the CV, has it parsed, and lands on the thank-you page (303)', async () => {
    const cv = await pdfCv([
      { text: 'Phạm Minh Châu', size: 20, bold: true },
      { text: 'chau.cv@example.com · 0912 345 678' },
      { text: 'Kinh nghiệm', bold: true },
      { text: 'Kế toán trưởng, FPT Software, 2019 – nay' },
    ])
    const filesBefore = storedFiles(ctx.config.dataDir).length
    const res = await submitApplication(
      ctx.app,
      jobUrl,
      applicant('chau@example.com', { phone: '', cv: { filename: 'chau.pdf', contentType: 'application/pdf', data: cv } }),
    )
    assert.equal(res.statusCode, 303, res.body)
    assert.equal(res.headers.location, `/careers/${site.subdomain}/jobs/${job.slug}/applied`)

    const [application] = await applicationsOf()
    assert.ok(application, 'the application exists')
    const full = (await call(ctx.app, 'GET', `/api/v1/applications/${application.id}`, { token: tenant.admin.token })).json()
    assert.equal(full.source, 'career_page')
    const candidate = (await call(ctx.app, 'GET', `/api/v1/candidates/${application.candidate.id}`, { token: tenant.admin.token })).json()
    assert.equal(candidate.full_name, 'Phạm Minh Châu')
    assert.equal(candidate.email, 'chau@example.com')
    assert.equal(candidate.source, 'career_page')
    assert.equal(candidate.created_via, 'public_form')
    assert.equal(storedFiles(ctx.config.dataDir).length, filesBefore + 1, 'the CV is stored')
    const stored = await call(ctx.app, 'GET', `/api/v1/candidates/${candidate.id}/cv`, { token: tenant.admin.token })
    assert.equal(stored.statusCode, 200)
    assert.deepEqual(stored.rawPayload, cv, 'the CV is the file sent')
    // The CV is parsed after the response, as for the API's submissions: the empty phone is filled from it.
    const parsed = await eventually(
      async () => (await call(ctx.app, 'GET', `/api/v1/candidates/${candidate.id}`, { token: tenant.admin.token })).json(),
      (c) => c.phone !== null,
      'filled from the CV',
    )
    assert.equal(parsed.email, 'chau@example.com', 'what the applicant typed stays')

    const thanks = await call(ctx.app, 'GET', res.headers.location!, { headers: { 'accept-language': 'en' } })
    assert.equal(thanks.statusCode, 200)
    assert.match(thanks.body, /<h1>Thank you for applying<\/h1>/)
    assert.match(thanks.body, /Kế toán trưởng/)
    assert.match(thanks.body, /<meta name="robots" content="noindex"\/>/)
  })

  test('without a CV, the application is created all the same', async () => {
    const res = await submitApplication(ctx.app, jobUrl, applicant('no-cv@example.com'))
    assert.equal(res.statusCode, 303, res.body)
    const found = (await applicationsOf()).map((a) => a.candidate.full_name)
    assert.ok(found.length >= 1)
  })

  test('validation: each message stands beside its field (aria-describedby, aria-invalid), in a focused summary, with what was typed kept', async () => {
    const count = (await applicationsOf()).length
    const res = await submitApplication(
      ctx.app,
      jobUrl,
      { full_name: '   ', email: 'not-an-email', phone: '12', cover_letter: 'Xin chào <b>team</b>', consent: undefined },
      { headers: { 'accept-language': 'en' } },
    )
    assert.equal(res.statusCode, 422)
    assert.match(res.headers['content-type'] as string, /^text\/html/)
    const html = res.body
    assert.match(html, /<title>Error: /)
    assert.match(html, /<div class="summary" role="alert" tabindex="-1" autofocus aria-labelledby="summary-title">/)
    const expected: Record<string, string> = {
      full_name: 'Enter your full name.',
      email: 'Enter an e-mail address such as name@example.com.',
      phone: 'Enter a phone number such as 0903 123 456 or +84 903 123 456.',
      consent: 'Tick the box to agree to the processing of your data; we cannot consider your application without it.',
    }
    for (const [field, message] of Object.entries(expected)) {
      assert.ok(html.includes(`<p class="error" id="${field}-error">${message}</p>`), `${field}: its message beside it`)
      const control = new RegExp(`<(input|textarea)[^>]*id="field-${field}"[^>]*>`).exec(html)?.[0] ?? ''
      assert.match(control, /aria-invalid="true"/, `${field} is marked invalid`)
      assert.match(control, new RegExp(`aria-describedby="[^"]*${field}-error`), `${field} names its message`)
      assert.ok(html.includes(`<a href="#field-${field}">${message}</a>`), `${field}: listed in the summary, linking to it`)
    }
    assert.match(html, /<input id="field-email"[^>]*value="not-an-email"/, 'what was typed is shown again')
    assert.ok(html.includes('Xin chào &lt;b>team&lt;/b></textarea>'), 'escaped, as every value')
    assert.doesNotMatch(/<input[^>]*id="field-cover_letter"[^>]*>/.exec(html)?.[0] ?? '', /aria-invalid/)
    assert.equal((await applicationsOf()).length, count, 'nothing was stored')
  })

  test('validation messages are in Vietnamese by default', async () => {
    const res = await submitApplication(ctx.app, jobUrl, applicant('', { email: undefined }))
    assert.equal(res.statusCode, 422)
    assert.match(res.body, /<html lang="vi">/)
    assert.ok(res.body.includes('<p class="error" id="email-error">Nhập địa chỉ e-mail của bạn.</p>'))
  })

  test('CSRF: a form without the cookie, or with a token that is not the cookie’s, is refused (403) and nothing is stored', async () => {
    const count = (await applicationsOf()).length
    const noCookie = await submitApplication(ctx.app, jobUrl, applicant('csrf1@example.com'), {
      session: { cookie: '' },
      headers: { 'accept-language': 'en' },
    })
    assert.equal(noCookie.statusCode, 403)
    assert.match(noCookie.body, /The form had expired/)
    assert.match(noCookie.body, /value="csrf1@example.com"/, 'the answers are kept to send again')
    const otherPage = await call(ctx.app, 'GET', jobUrl)
    const wrongToken = await submitApplication(ctx.app, jobUrl, applicant('csrf2@example.com'), {
      session: { token: formSession(otherPage).token },
    })
    assert.equal(wrongToken.statusCode, 403)
    const forged = await submitApplication(ctx.app, jobUrl, applicant('csrf3@example.com'), { session: { token: 'forged' } })
    assert.equal(forged.statusCode, 403)
    assert.equal((await applicationsOf()).length, count)
  })

  test('a filled honeypot is refused quietly: the bot sees the thank-you redirect, and nothing is stored', async () => {
    const count = (await applicationsOf()).length
    const files = storedFiles(ctx.config.dataDir).length
    const res = await submitApplication(
      ctx.app,
      jobUrl,
      applicant('bot@example.com', {
        website: 'https://spam.example',
        cv: { filename: 'cv.pdf', contentType: 'application/pdf', data: await pdfCv([{ text: 'Bot' }]) },
      }),
    )
    assert.equal(res.statusCode, 303)
    assert.equal(res.headers.location, `/careers/${site.subdomain}/jobs/${job.slug}/applied`)
    assert.equal((await applicationsOf()).length, count)
    assert.equal(storedFiles(ctx.config.dataDir).length, files)
  })

  test('the same e-mail applying twice: 409, the message beside the e-mail field', async () => {
    assert.equal((await submitApplication(ctx.app, jobUrl, applicant('twice@example.com'))).statusCode, 303)
    const again = await submitApplication(ctx.app, jobUrl, applicant('TWICE@example.com'), { headers: { 'accept-language': 'en' } })
    assert.equal(again.statusCode, 409)
    assert.ok(
      again.body.includes(
        '<p class="error" id="email-error">An application with this e-mail address was already received for this job.</p>',
      ),
    )
  })

  test('a CV that is not a PDF or DOCX (by its bytes): 415 beside the CV field, asked for again, nothing stored', async () => {
    const files = storedFiles(ctx.config.dataDir).length
    const res = await submitApplication(
      ctx.app,
      jobUrl,
      applicant('picture@example.com', { cv: { filename: 'cv.pdf', contentType: 'application/pdf', data: tinyPng() } }),
      { headers: { 'accept-language': 'en' } },
    )
    assert.equal(res.statusCode, 415)
    assert.ok(res.body.includes('<p class="error" id="cv-error">The CV must be a PDF or a Word (.docx) document.</p>'))
    assert.match(res.body, /Attach your CV again/)
    assert.equal(storedFiles(ctx.config.dataDir).length, files)
  })

  test('a CV over 10 MB: 413 beside the CV field', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)])
    const res = await submitApplication(
      ctx.app,
      jobUrl,
      applicant('big@example.com', { cv: { filename: 'big.pdf', contentType: 'application/pdf', data: big } }),
      {
        headers: { 'accept-language': 'en' },
      },
    )
    assert.equal(res.statusCode, 413)
    assert.ok(res.body.includes('<p class="error" id="cv-error">The CV is larger than 10 MB; send a smaller file.</p>'))
  })

  test('applying to another tenant’s job through this page, to an unknown job or a draft: 404 page, nothing stored', async () => {
    const other = await provisionTenant(ctx.app)
    const theirs = await openJob(ctx.app, other.admin.token, { title: 'Their job' })
    const draft = await openJob(ctx.app, tenant.admin.token, { title: 'Not yet open' }, 'draft')
    for (const slug of [theirs.slug, 'no-such-job', draft.slug]) {
      const page = await call(ctx.app, 'GET', `/careers/${site.subdomain}/jobs/${slug}`)
      assert.equal(page.statusCode, 404, slug)
      // A form posted there all the same, with a real session from a real job page.
      const session = formSession(await call(ctx.app, 'GET', jobUrl))
      const form = multipartForm([
        { name: '_csrf', data: session.token },
        { name: 'full_name', data: 'An' },
        { name: 'email', data: 'elsewhere@example.com' },
        { name: 'consent', data: 'true' },
      ])
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/careers/${site.subdomain}/jobs/${slug}`,
        headers: { ...form.headers, cookie: session.cookie },
        payload: form.payload,
      })
      assert.equal(res.statusCode, 404, `${slug}: ${res.body.slice(0, 200)}`)
      assert.match(res.headers['content-type'] as string, /^text\/html/)
    }
    assert.equal((await applicationsOf(theirs.id)).length, 0)
    assert.equal((await call(ctx.app, 'GET', `/careers/${site.subdomain}/jobs/no-such-job/applied`)).statusCode, 404)
  })
})

describe('the career site’s application form under the rate limit', () => {
  test('counts with POST /public/applications/submit per address: past the limit 429 (an HTML page with Retry-After), nothing stored', async (t) => {
    const ctx = await buildTestApp(t, { env: { RATE_LIMIT_SENSITIVE: '3' } })
    const tenant = await provisionTenant(ctx.app)
    const site = await careerPage(ctx.app, tenant.admin.token)
    const job = await openJob(ctx.app, tenant.admin.token)
    const jobUrl = `/careers/${site.subdomain}/jobs/${job.slug}`
    // One submission through the API, two through the page: the same counter.
    const api = await call(ctx.app, 'POST', `/api/v1/public/applications/submit/${tenant.code}`, {
      body: { job_id: job.id, full_name: 'An', email: 'api@example.com', consent: true },
    })
    assert.equal(api.statusCode, 201, api.body)
    for (const email of ['one@example.com', 'two@example.com']) {
      assert.equal((await submitApplication(ctx.app, jobUrl, applicant(email))).statusCode, 303)
    }
    const limited = await submitApplication(ctx.app, jobUrl, applicant('three@example.com'), { headers: { 'accept-language': 'en' } })
    assert.equal(limited.statusCode, 429)
    assert.match(limited.headers['content-type'] as string, /^text\/html/)
    assert.ok(Number(limited.headers['retry-after']) > 0)
    assert.match(limited.body, /<h1>Too many requests<\/h1>/)
    const res = await call(ctx.app, 'GET', '/api/v1/applications', { token: tenant.admin.token, query: { job_id: job.id } })
    assert.equal(res.json().total, 3)
  })
})
