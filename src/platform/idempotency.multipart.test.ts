import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import type { LightMyRequestResponse } from 'fastify'
import { buildTestApp, call, type TestApp } from '../../test/helpers/app.ts'
import { provisionTenant, type TestTenant } from '../../test/helpers/factories.ts'
import { multipartForm, tinyJpeg, tinyPng, type FormPart } from '../../test/helpers/multipart.ts'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const OTHER_PDF = Buffer.concat([PDF, Buffer.from('% the same CV, edited\n')])

function newKey(): string {
  return `form-${randomBytes(8).toString('hex')}`
}

/** Every stored file under the data folder: a replay must not store the upload again. */
function storedFiles(dataDir: string): number {
  const root = path.join(dataDir, 'files')
  if (!existsSync(root)) return 0
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
}

/** The refusal of a reused key: 422 naming the header, and only that. */
function assertKeyReused(res: LightMyRequestResponse, label: string) {
  assert.equal(res.statusCode, 422, `${label}: ${res.body}`)
  assert.deepEqual(
    res.json().detail.map((d: { loc: string[]; type: string }) => [d.loc, d.type]),
    [[['header', 'idempotency-key'], 'idempotency_key_reused']],
    label,
  )
  assert.equal(res.headers['idempotent-replayed'], undefined, label)
}

/**
 * `Idempotency-Key` on multipart requests (contract §1): the same key with the same form replays
 * the first answer without doing the work again; with another file, other text fields, or a body
 * of another kind, it is refused (422) as for JSON bodies.
 */
describe('Idempotency-Key on multipart requests', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let other: TestTenant
  let job: { id: string }

  before(async () => {
    ctx = await buildTestApp()
    tenant = await provisionTenant(ctx.app)
    other = await provisionTenant(ctx.app)
    job = (await call(ctx.app, 'POST', '/api/v1/jobs', { token: tenant.admin.token, body: { title: 'Idempotent accountant' } })).json()
    const opened = await call(ctx.app, 'PATCH', `/api/v1/jobs/${job.id}/status`, { token: tenant.admin.token, body: { status: 'open' } })
    assert.equal(opened.statusCode, 200, opened.body)
  })
  after(() => ctx.close())

  describe('POST /public/applications/submit/{tenant_code} (keys per client address)', () => {
    const submitUrl = () => `/api/v1/public/applications/submit/${tenant.code}`

    function fields(email: string, overrides: Record<string, string> = {}): FormPart[] {
      const values = { job_id: job.id, full_name: 'Lý Thường Kiệt', email, consent: 'true', ...overrides }
      return Object.entries(values).map(([name, data]) => ({ name, data }))
    }
    const cv = (data: Buffer, filename = 'cv.pdf'): FormPart => ({ name: 'cv', filename, contentType: 'application/pdf', data })

    function submit(key: string, parts: FormPart[]) {
      const form = multipartForm(parts)
      return ctx.app.inject({
        method: 'POST',
        url: submitUrl(),
        headers: { ...form.headers, 'idempotency-key': key },
        payload: form.payload,
      })
    }

    /** Applications on the job from this e-mail: one per real run. */
    async function applicationsOf(email: string): Promise<number> {
      const res = await call(ctx.app, 'GET', '/api/v1/applications', {
        token: tenant.admin.token,
        query: { job_id: job.id, search: email, page_size: 100 },
      })
      assert.equal(res.statusCode, 200, res.body)
      return res.json().total
    }

    test('the same key and form replays the first answer, without a second application or file', async () => {
      const key = newKey()
      const email = `replay-${randomBytes(3).toString('hex')}@example.com`
      const filesBefore = storedFiles(ctx.config.dataDir)
      const first = await submit(key, [...fields(email), cv(PDF)])
      assert.equal(first.statusCode, 201, first.body)
      assert.equal(first.headers['idempotent-replayed'], undefined)
      assert.equal(storedFiles(ctx.config.dataDir), filesBefore + 1)

      // A new boundary, and the text parts in another order: still the same form.
      const again = await submit(key, [...fields(email).reverse(), cv(PDF)])
      assert.equal(again.statusCode, 201, again.body)
      assert.equal(again.headers['idempotent-replayed'], 'true')
      assert.match(String(again.headers['content-type']), /^application\/json/)
      assert.deepEqual(again.json(), first.json())
      assert.equal(await applicationsOf(email), 1)
      assert.equal(storedFiles(ctx.config.dataDir), filesBefore + 1, 'the CV was stored once')
    })

    test('the same key with other CV bytes, another file name, or the CV left out answers 422 and runs nothing', async () => {
      const key = newKey()
      const email = `file-${randomBytes(3).toString('hex')}@example.com`
      const first = await submit(key, [...fields(email), cv(PDF)])
      assert.equal(first.statusCode, 201, first.body)
      const filesAfterFirst = storedFiles(ctx.config.dataDir)
      assertKeyReused(await submit(key, [...fields(email), cv(OTHER_PDF)]), 'other bytes')
      assertKeyReused(await submit(key, [...fields(email), cv(PDF, 'resume.pdf')]), 'other file name')
      assertKeyReused(await submit(key, fields(email)), 'no CV')
      assert.equal(storedFiles(ctx.config.dataDir), filesAfterFirst)
      assert.equal(await applicationsOf(email), 1)
    })

    test('the same key with another text field, or one more field, answers 422 and runs nothing', async () => {
      const key = newKey()
      const email = `field-${randomBytes(3).toString('hex')}@example.com`
      const first = await submit(key, [...fields(email), cv(PDF)])
      assert.equal(first.statusCode, 201, first.body)
      assertKeyReused(await submit(key, [...fields(email, { full_name: 'Lý Thường Kiệt Jr.' }), cv(PDF)]), 'other name')
      const otherEmail = `field-other-${randomBytes(3).toString('hex')}@example.com`
      assertKeyReused(await submit(key, [...fields(otherEmail), cv(PDF)]), 'other e-mail')
      assertKeyReused(await submit(key, [...fields(email), { name: 'cover_letter', data: 'Hello' }, cv(PDF)]), 'one more field')
      assert.equal(await applicationsOf(otherEmail), 0)
    })

    test('the same key with the same fields sent as JSON answers 422: another body, not a replay', async () => {
      const key = newKey()
      const email = `kind-${randomBytes(3).toString('hex')}@example.com`
      const first = await submit(key, fields(email))
      assert.equal(first.statusCode, 201, first.body)
      const json = await call(ctx.app, 'POST', submitUrl(), {
        body: { job_id: job.id, full_name: 'Lý Thường Kiệt', email, consent: true },
        headers: { 'idempotency-key': key },
      })
      assertKeyReused(json, 'the same fields as JSON')
      assert.equal(await applicationsOf(email), 1)
    })
  })

  describe('POST /career-pages/{id}/assets (keys per tenant)', () => {
    async function createPage(owner: TestTenant) {
      const res = await call(ctx.app, 'POST', '/api/v1/career-pages', {
        token: owner.admin.token,
        body: { subdomain: `idem-${randomBytes(4).toString('hex')}`, title: 'Work with us' },
      })
      assert.equal(res.statusCode, 201, res.body)
      return res.json() as { id: string }
    }

    function upload(owner: TestTenant, pageId: string, key: string, parts: FormPart[]) {
      const form = multipartForm(parts)
      return ctx.app.inject({
        method: 'POST',
        url: `/api/v1/career-pages/${pageId}/assets`,
        headers: { authorization: `Bearer ${owner.admin.token}`, 'idempotency-key': key, ...form.headers },
        payload: form.payload,
      })
    }

    async function uploadsRecorded(owner: TestTenant, pageId: string): Promise<number> {
      const res = await call(ctx.app, 'GET', '/api/v1/audit-logs', {
        token: owner.admin.token,
        query: { resource_id: pageId, page_size: 100 },
      })
      assert.equal(res.statusCode, 200, res.body)
      return res.json().items.filter((e: { action: string }) => e.action === 'career_page.asset_uploaded').length
    }

    const image = (data: Buffer): FormPart => ({ name: 'file', filename: 'logo.png', contentType: 'image/png', data })

    test('same key and image: the first URL again, uploaded once', async () => {
      const page = await createPage(tenant)
      const key = newKey()
      const filesBefore = storedFiles(ctx.config.dataDir)
      const first = await upload(tenant, page.id, key, [image(tinyPng())])
      assert.equal(first.statusCode, 201, first.body)
      const again = await upload(tenant, page.id, key, [image(tinyPng())])
      assert.equal(again.statusCode, 201, again.body)
      assert.equal(again.headers['idempotent-replayed'], 'true')
      assert.deepEqual(again.json(), first.json())
      assert.equal(await uploadsRecorded(tenant, page.id), 1)
      assert.equal(storedFiles(ctx.config.dataDir), filesBefore + 1)
    })

    test('same key with another image, or with a text field added, answers 422 and uploads nothing', async () => {
      const page = await createPage(tenant)
      const key = newKey()
      assert.equal((await upload(tenant, page.id, key, [image(tinyPng())])).statusCode, 201)
      const filesAfterFirst = storedFiles(ctx.config.dataDir)
      assertKeyReused(await upload(tenant, page.id, key, [image(tinyJpeg())]), 'other bytes')
      assertKeyReused(await upload(tenant, page.id, key, [{ name: 'alt', data: 'Our logo' }, image(tinyPng())]), 'text field added')
      assert.equal(await uploadsRecorded(tenant, page.id), 1)
      assert.equal(storedFiles(ctx.config.dataDir), filesAfterFirst)
    })

    test('a JSON body shaped like the form’s digest never replays the upload’s answer', async () => {
      // The route's body schema is the multipart form, so a JSON body reaches the key check.
      const page = await createPage(tenant)
      const key = newKey()
      const png = tinyPng()
      assert.equal((await upload(tenant, page.id, key, [image(png)])).statusCode, 201)
      const lookalike = {
        fields: {},
        file: { filename: 'logo.png', size: png.length, sha256: createHash('sha256').update(png).digest('hex') },
      }
      const res = await call(ctx.app, 'POST', `/api/v1/career-pages/${page.id}/assets`, {
        token: tenant.admin.token,
        body: lookalike,
        headers: { 'idempotency-key': key },
      })
      assertKeyReused(res, 'JSON lookalike')
    })

    test('another tenant’s use of the same key is its own', async () => {
      const key = newKey()
      const mine = await createPage(tenant)
      const theirs = await createPage(other)
      const first = await upload(tenant, mine.id, key, [image(tinyPng())])
      assert.equal(first.statusCode, 201, first.body)
      const second = await upload(other, theirs.id, key, [image(tinyPng())])
      assert.equal(second.statusCode, 201, second.body)
      assert.equal(second.headers['idempotent-replayed'], undefined)
      assert.notEqual(second.json().url, first.json().url)
    })
  })
})
