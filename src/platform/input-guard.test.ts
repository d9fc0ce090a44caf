import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { buildTestApp, call, type TestApp } from '../../test/helpers/app.ts'
import { assert422 } from '../../test/helpers/assertions.ts'
import { provisionTenant, type TestTenant } from '../../test/helpers/factories.ts'
import { multipartForm, type FormPart } from '../../test/helpers/multipart.ts'
import { connectPostgres } from '../db/database.ts'
import { jsonNestsDeeperThan, MAX_JSON_DEPTH, textIssues } from './input-guard.ts'

const API = '/api/v1'

/**
 * Each class of input that once reached the database or a recursive function unchecked (a 500 or
 * no answer), sent as the fuzzer first sent it: now a 422 naming the field.
 */
describe('input no route has to check: NUL bytes, lone surrogates, unsafe numbers, deep JSON, LIKE wildcards', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let pageId: string

  before(async () => {
    ctx = await buildTestApp()
    tenant = await provisionTenant(ctx.app)
    const page = await call(ctx.app, 'POST', `${API}/career-pages`, {
      token: tenant.admin.token,
      body: { subdomain: `guard-${tenant.code}`, title: '100% remote careers' },
    })
    assert.equal(page.statusCode, 201, page.body)
    pageId = page.json().id
  })
  after(() => ctx.close())

  const raw = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: string) =>
    ctx.app.inject({
      method,
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload } : {}),
    })

  test('a NUL byte in a path parameter is a 422 naming it (public job, public submission)', async () => {
    const job = await raw('GET', `${API}/public/jobs/..%00`)
    assert422(job, ['path.tenant_code'])
    assert.equal(job.json().detail[0].type, 'string_nul')
    const submit = await raw('POST', `${API}/public/applications/submit/%00`, undefined, '{}')
    assert.equal(submit.statusCode, 422, submit.body)
    assert.ok(
      submit.json().detail.some((d: { loc: string[] }) => d.loc.join('.') === 'path.tenant_code'),
      submit.body,
    )
  })

  test('a NUL byte in a query parameter is a 422 naming it', async () => {
    assert422(await raw('GET', `${API}/talent-pool?tag=%00`, tenant.admin.token), ['query.tag'])
  })

  test('a NUL byte inside a JSON body, in a value or a key, is a 422 naming where', async () => {
    const res = await call(ctx.app, 'POST', `${API}/candidates`, {
      token: tenant.admin.token,
      body: { full_name: 'An\u0000', email: 'an@example.com', skills: { 'go\u0000': 1 } },
    })
    assert.equal(res.statusCode, 422, res.body)
    assert.deepEqual(
      res
        .json()
        .detail.map((d: { loc: string[] }) => d.loc.join('.'))
        .sort(),
      ['body.full_name', 'body.skills.go\ufffd'],
    )
  })

  test('a NUL byte in a multipart field or in the file name is a 422 naming it, and nothing is written', async () => {
    const token = tenant.admin.token
    const job = (await call(ctx.app, 'POST', `${API}/jobs`, { token, body: { title: 'Form engineer' } })).json()
    assert.equal((await call(ctx.app, 'PATCH', `${API}/jobs/${job.id}/status`, { token, body: { status: 'open' } })).statusCode, 200)
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')
    const submit = (parts: FormPart[]) => {
      const form = multipartForm([{ name: 'job_id', data: job.id }, { name: 'consent', data: 'true' }, ...parts])
      return ctx.app.inject({
        method: 'POST',
        url: `${API}/public/applications/submit/${tenant.code}`,
        headers: form.headers,
        payload: form.payload,
      })
    }
    const named = await submit([
      { name: 'full_name', data: 'Form Person' },
      { name: 'email', data: 'form@example.com' },
      { name: 'cv', filename: 'cv\u0000.pdf', contentType: 'application/pdf', data: pdf },
    ])
    assert422(named, ['body.cv.filename'])
    assert422(
      await submit([
        { name: 'full_name', data: 'Form\u0000Person' },
        { name: 'email', data: 'form@example.com' },
      ]),
      ['body.full_name'],
    )
    const candidates = await call(ctx.app, 'GET', `${API}/candidates`, { token, query: { search: 'form@example.com' } })
    assert.equal(candidates.json().total, 0, 'no candidate was made')
  })

  test('page numbers that are not safe integers are a 422: 1e309, Infinity, 10^20', async () => {
    for (const page of ['1e309', 'Infinity', '100000000000000000000', '9007199254740993']) {
      assert422(await raw('GET', `${API}/imports?page=${page}`, tenant.admin.token), ['query.page'], page)
    }
  })

  test('a lone surrogate in a JSON body is a 422 naming the field (operator API, career page)', async () => {
    const tenantRes = await raw(
      'POST',
      `${API}/platform/tenants`,
      'platform-token-for-tests',
      '{"name": "\\ud800", "code": "surrogate-co", "admin_email": "a@surrogate.example", "admin_password": "a long password", "admin_full_name": "A"}',
    )
    assert422(tenantRes, ['body.name'])
    assert.equal(tenantRes.json().detail[0].type, 'string_unicode')
    assert422(await raw('PUT', `${API}/career-pages/${pageId}`, tenant.admin.token, '{"tagline": "ok \\udfff"}'), ['body.tagline'])
  })

  test(`JSON nested deeper than ${MAX_JSON_DEPTH} levels is a 422 before anything walks it (imports with nested skills)`, async () => {
    const skills = '['.repeat(100_000) + ']'.repeat(100_000)
    const body = `{"candidates": [{"external_id": "c1", "full_name": "Deep", "created_at": "2025-01-01T00:00:00Z", "skills": ${skills}}]}`
    const res = await raw('POST', `${API}/imports`, tenant.admin.token, body)
    assert422(res, ['body'])
    assert.equal(res.json().detail[0].type, 'json_too_deep')
    // Right at the limit the body is read as usual (and the import accepted).
    const atLimit = `{"candidates": [{"external_id": "c2", "full_name": "Ok", "created_at": "2025-01-01T00:00:00Z", "skills": ${'['.repeat(MAX_JSON_DEPTH - 3)}${']'.repeat(MAX_JSON_DEPTH - 3)}}]}`
    assert.equal(jsonNestsDeeperThan(atLimit, MAX_JSON_DEPTH), false)
    assert.equal((await raw('POST', `${API}/imports`, tenant.admin.token, atLimit)).statusCode, 202)
  })

  test('a search term of thousands of % signs is a 422, and % itself matches only a literal percent sign', async () => {
    const long = await raw('GET', `${API}/career-pages?search=${'%25'.repeat(5_000)}`, tenant.admin.token)
    assert422(long, ['query.search'])
    const other = await call(ctx.app, 'POST', `${API}/career-pages`, {
      token: tenant.admin.token,
      body: { subdomain: `plain-${tenant.code}`, title: 'Backend careers' },
    })
    assert.equal(other.statusCode, 201, other.body)
    const percent = await call(ctx.app, 'GET', `${API}/career-pages`, { token: tenant.admin.token, query: { search: '%' } })
    assert.deepEqual(
      percent.json().items.map((p: { id: string }) => p.id),
      [pageId],
    )
    const underscore = await call(ctx.app, 'GET', `${API}/career-pages`, { token: tenant.admin.token, query: { search: '_' } })
    assert.equal(underscore.json().total, 0, 'an underscore is not "any character"')
    const users = await call(ctx.app, 'GET', `${API}/users`, { token: tenant.admin.token, query: { search: '%' } })
    assert.equal(users.json().total, 0, 'no member has a percent sign in name or e-mail')
  })
})

describe('the text check itself', () => {
  test('names every bad string with its place, keys included, and passes good text (emoji pairs too)', () => {
    assert.deepEqual(
      textIssues({ a: ['ok', '👩🏽‍💻', 'x\u0000'], b: { c: '\ud83d' } }, ['body'])
        .map((i) => [i.loc.join('.'), i.type])
        .sort(),
      [
        ['body.a.2', 'string_nul'],
        ['body.b.c', 'string_unicode'],
      ],
    )
    assert.deepEqual(textIssues({ name: 'Nguyễn Thị Ánh', n: 5, list: [null, true] }, ['body']), [])
  })

  test('nesting is counted on the text, brackets inside strings aside', () => {
    assert.equal(jsonNestsDeeperThan('{"a": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}', 3), false)
    assert.equal(jsonNestsDeeperThan('[[[[1]]]]', 3), true)
    assert.equal(jsonNestsDeeperThan('{"a": "\\"[[[[["}', 1), false)
  })
})

describe('statement timeout', () => {
  const url = process.env.TEST_DATABASE_URL
  test(
    'on PostgreSQL a statement running past the timeout ends with an error instead of holding the connection',
    { skip: url ? false : 'PostgreSQL only: the embedded database cannot interrupt a running statement' },
    async () => {
      const handle = connectPostgres({ url: url!, poolSize: 1, statementTimeoutMs: 200 })
      try {
        const started = Date.now()
        await assert.rejects(sql`SELECT pg_sleep(5)`.execute(handle.db), (error: { code?: string }) => error.code === '57014')
        assert.ok(Date.now() - started < 3_000)
        // The connection is usable again right away.
        assert.equal((await sql<{ one: number }>`SELECT 1 AS one`.execute(handle.db)).rows[0]?.one, 1)
      } finally {
        await handle.close()
      }
    },
  )
})
