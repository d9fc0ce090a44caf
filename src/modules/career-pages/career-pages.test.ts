import assert from 'node:assert/strict'
import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { after, before, describe, test } from 'node:test'
import type { InjectOptions } from 'fastify'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { spaceOutCreatedAt, spaceOutPublishedAt } from '../../../test/helpers/created-at.ts'
import { provisionTenant, tenantWithTeam, type TestTenant } from '../../../test/helpers/factories.ts'
import { hostileSvg, multipartForm, tinyJpeg, tinyPng, tinyWebp, type FormPart } from '../../../test/helpers/multipart.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'
import { RECRUITING } from '../../platform/auth/roles.ts'
import { insertFile } from '../../platform/files/files.repository.ts'
import { fileKey, LocalDiskStorage } from '../../platform/files/storage.ts'

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const FIVE_MB = 5 * 1024 * 1024

function subdomain(prefix = 'page'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`
}

describe('career pages', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: TestTenant
  let token: string
  let expired: string

  async function createPage(body: Record<string, unknown> = {}, as = token) {
    const res = await call(ctx.app, 'POST', '/api/v1/career-pages', {
      token: as,
      body: { subdomain: subdomain(), title: 'Work with us', ...body },
    })
    assert.equal(res.statusCode, 201, res.body)
    return res.json()
  }

  async function publish(id: string, as = token) {
    const res = await call(ctx.app, 'POST', `/api/v1/career-pages/${id}/publish`, { token: as })
    assert.equal(res.statusCode, 200, res.body)
    return res.json()
  }

  function upload(pageId: string, parts: FormPart[], as = token) {
    const form = multipartForm(parts)
    return ctx.app.inject({
      method: 'POST',
      url: `/api/v1/career-pages/${pageId}/assets`,
      headers: { authorization: `Bearer ${as}`, ...form.headers },
      payload: form.payload,
    })
  }

  function assetPath(url: string): string {
    return new URL(url).pathname
  }

  async function auditActions(resourceId: string): Promise<string[]> {
    const res = await call(ctx.app, 'GET', '/api/v1/audit-logs', {
      token: team.admin.token,
      query: { resource_id: resourceId, page_size: 100 },
    })
    assert.equal(res.statusCode, 200, res.body)
    return res
      .json()
      .items.map((entry: { action: string }) => entry.action)
      .reverse()
  }

  before(async () => {
    ctx = await buildTestApp(undefined, { env: { PUBLIC_BASE_URL: 'https://careers.example.test' } })
    team = await tenantWithTeam(ctx.app)
    other = await provisionTenant(ctx.app)
    token = team.admin.token
    expired = await expiredToken(ctx.config.jwtSecret, team.admin, team.id)
  })
  after(() => ctx.close())

  describe('POST /career-pages', () => {
    test('creates an unpublished page with a PAGE-YYYY-NNNN code, every field echoed and an audit entry', async () => {
      const name = subdomain('acme')
      const page = await createPage({
        subdomain: name,
        title: '  Join Acme  ',
        tagline: 'Build what matters',
        about_html: '<p>We are <strong>hiring</strong></p>',
        theme: { primary_color: '#FF0000', secondary_color: '#00ff00', font_family: 'Inter, sans-serif' },
        logo_url: 'https://cdn.example.com/logo.png',
        banner_url: null,
      })
      assert.match(page.code, /^PAGE-\d{4}-\d{4}$/)
      assert.equal(page.subdomain, name)
      assert.equal(page.title, 'Join Acme')
      assert.equal(page.tagline, 'Build what matters')
      assert.equal(page.about_html, '<p>We are <strong>hiring</strong></p>')
      assert.deepEqual(page.theme, { primary_color: '#ff0000', secondary_color: '#00ff00', font_family: 'Inter, sans-serif' })
      assert.equal(page.logo_url, 'https://cdn.example.com/logo.png')
      assert.equal(page.banner_url, null)
      assert.equal(page.is_published, false)
      assert.equal(page.published_at, null)
      assert.match(page.created_at, TIMESTAMP)
      assert.match(page.updated_at, TIMESTAMP)
      assert.equal(page.tenant_id, undefined)
      assert.equal(page.is_deleted, undefined)
      assert.deepEqual(await auditActions(page.id), ['career_page.created'])
    })

    test('numbers codes per tenant and gives a page without a theme the default one', async () => {
      const first = await createPage({}, team.members.recruiter.token)
      const second = await createPage()
      const n = (code: string) => Number(code.split('-')[2])
      assert.equal(n(second.code), n(first.code) + 1)
      assert.match(first.theme.primary_color, /^#[0-9a-f]{6}$/)
      const elsewhere = await createPage({}, other.admin.token)
      assert.equal(n(elsewhere.code), 1)
    })

    test('answers 409 when the subdomain is taken, in the same tenant or in another', async () => {
      const name = subdomain('taken')
      await createPage({ subdomain: name })
      for (const as of [token, other.admin.token]) {
        const res = await call(ctx.app, 'POST', '/api/v1/career-pages', { token: as, body: { subdomain: name, title: 'Copy' } })
        assert.equal(res.statusCode, 409)
        assert.match(res.json().detail, /taken/)
      }
    })

    test('answers 422 on body.subdomain for a reserved subdomain', async () => {
      for (const name of ['www', 'api', 'admin', 'app', 'mail', 'docs', 'static', 'assets', 'status', 'help', 'support', 'blog']) {
        const res = await call(ctx.app, 'POST', '/api/v1/career-pages', { token, body: { subdomain: name, title: 'Ours' } })
        assert.equal(res.statusCode, 422, name)
        assert.deepEqual(res.json().detail[0].loc, ['body', 'subdomain'])
        assert.equal(res.json().detail[0].type, 'subdomain_reserved')
      }
    })

    test('answers 422 naming the field for malformed subdomains and other bad bodies', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ subdomain: 'Acme' }, 'body.subdomain'],
        [{ subdomain: '-acme' }, 'body.subdomain'],
        [{ subdomain: 'acme-' }, 'body.subdomain'],
        [{ subdomain: 'ab' }, 'body.subdomain'],
        [{ subdomain: 'a'.repeat(64) }, 'body.subdomain'],
        [{ subdomain: 'acme.corp' }, 'body.subdomain'],
        [{ subdomain: 'acme_corp' }, 'body.subdomain'],
        [{ title: '' }, 'body.title'],
        [{ title: 42 }, 'body.title'],
        [{ theme: { primary_color: 'red' } }, 'body.theme.primary_color'],
        [{ theme: { primary_color: '#12345' } }, 'body.theme.primary_color'],
        [{ theme: {} }, 'body.theme.primary_color'],
        [{ theme: { primary_color: '#123456', font_family: 'x; background: url(evil)' } }, 'body.theme.font_family'],
        [{ theme: { primary_color: '#123456', glow: true } }, 'body.theme.glow'],
        [{ logo_url: 'javascript:alert(1)' }, 'body.logo_url'],
        [{ banner_url: 'not a url' }, 'body.banner_url'],
        [{ is_published: true }, 'body.is_published'],
      ]
      for (const [patch, loc] of cases) {
        const res = await call(ctx.app, 'POST', '/api/v1/career-pages', { token, body: { subdomain: subdomain(), title: 'T', ...patch } })
        assert.equal(res.statusCode, 422, JSON.stringify(patch))
        assert.ok(
          res.json().detail.some((d: { loc: string[] }) => d.loc.join('.') === loc),
          `${JSON.stringify(patch)} → ${JSON.stringify(res.json().detail)}`,
        )
      }
      const missing = await call(ctx.app, 'POST', '/api/v1/career-pages', { token, body: {} })
      assert.equal(missing.statusCode, 422)
      assert.deepEqual(
        missing
          .json()
          .detail.map((d: { loc: string[] }) => d.loc.join('.'))
          .sort(),
        ['body.subdomain', 'body.title'],
      )
    })

    test('cleans hostile HTML from about_html and keeps ordinary formatting and links', async () => {
      const page = await createPage({
        about_html:
          '<p onclick="steal()">Hello <strong>team</strong> <a href="https://acme.example/jobs">jobs</a></p>' +
          '<script>alert(1)</script><img src="x" onerror="alert(2)">' +
          '<a href="javascript:alert(3)">click</a><iframe src="https://evil.example"></iframe>',
      })
      const html: string = page.about_html
      assert.match(html, /<p>Hello <strong>team<\/strong> <a href="https:\/\/acme\.example\/jobs">jobs<\/a><\/p>/)
      assert.doesNotMatch(html, /<script|alert\(1\)/i)
      assert.doesNotMatch(html, /onerror|onclick/i)
      assert.doesNotMatch(html, /javascript:/i)
      assert.doesNotMatch(html, /<iframe/i)
      const stored = await call(ctx.app, 'GET', `/api/v1/career-pages/${page.id}`, { token })
      assert.equal(stored.json().about_html, html)
    })
  })

  describe('GET /career-pages', () => {
    test('pages through the tenant’s pages, newest first, and searches title, subdomain and code', async () => {
      const marker = randomBytes(3).toString('hex')
      const byTitle = await createPage({ title: `Engineering ${marker}` })
      const bySubdomain = await createPage({ subdomain: `sd-${marker}` })
      await createPage({ title: `Other ${marker}` }, other.admin.token)
      await spaceOutCreatedAt(ctx.database.unguarded, 'career_pages', team.id, [byTitle.id, bySubdomain.id])
      const found = await call(ctx.app, 'GET', '/api/v1/career-pages', { token, query: { search: marker } })
      assert.equal(found.statusCode, 200)
      assert.deepEqual(
        found.json().items.map((p: { id: string }) => p.id),
        [bySubdomain.id, byTitle.id],
      )
      assert.equal(found.json().total, 2)
      const byCode = await call(ctx.app, 'GET', '/api/v1/career-pages', { token, query: { search: byTitle.code } })
      assert.deepEqual(
        byCode.json().items.map((p: { id: string }) => p.id),
        [byTitle.id],
      )

      const paged = await call(ctx.app, 'GET', '/api/v1/career-pages', { token, query: { page_size: 1, page: 2 } })
      assert.equal(paged.statusCode, 200)
      assert.equal(paged.json().page, 2)
      assert.equal(paged.json().page_size, 1)
      assert.equal(paged.json().items.length, 1)
      assert.ok(paged.json().total >= 2)
    })

    test('filters by is_published', async () => {
      const marker = randomBytes(3).toString('hex')
      const live = await createPage({ title: `Live ${marker}` })
      await createPage({ title: `Draft ${marker}` })
      await publish(live.id)
      const res = await call(ctx.app, 'GET', '/api/v1/career-pages', { token, query: { search: marker, is_published: true } })
      assert.deepEqual(
        res.json().items.map((p: { id: string }) => p.id),
        [live.id],
      )
    })

    test('answers 422 for a page_size over 100 and a bad page', async () => {
      for (const query of [{ page_size: 101 }, { page: 0 }, { is_published: 'maybe' }] as Record<string, string | number>[]) {
        const res = await call(ctx.app, 'GET', '/api/v1/career-pages', { token, query })
        assert.equal(res.statusCode, 422, JSON.stringify(query))
        assert.equal(res.json().detail[0].loc[0], 'query')
      }
    })
  })

  describe('GET /career-pages/{id}', () => {
    test('answers the page, 404 for another tenant’s or an unknown id, 422 for a malformed id', async () => {
      const page = await createPage()
      const res = await call(ctx.app, 'GET', `/api/v1/career-pages/${page.id}`, { token: team.members.recruiter.token })
      assert.equal(res.statusCode, 200)
      assert.deepEqual(res.json(), page)
      assert.equal((await call(ctx.app, 'GET', `/api/v1/career-pages/${page.id}`, { token: other.admin.token })).statusCode, 404)
      assert.equal((await call(ctx.app, 'GET', `/api/v1/career-pages/${randomUUID()}`, { token })).statusCode, 404)
      const malformed = await call(ctx.app, 'GET', '/api/v1/career-pages/not-a-uuid', { token })
      assert.equal(malformed.statusCode, 422)
      assert.deepEqual(malformed.json().detail[0].loc, ['path', 'id'])
    })
  })

  describe('PUT /career-pages/{id}', () => {
    test('changes only the fields sent, sanitizes about_html and records what changed', async () => {
      const page = await createPage({ tagline: 'Old tagline', theme: { primary_color: '#111111' } })
      const res = await call(ctx.app, 'PUT', `/api/v1/career-pages/${page.id}`, {
        token: team.members.recruiter.token,
        body: {
          title: 'New title',
          about_html: '<p>Hi</p><script>x()</script>',
          theme: { primary_color: '#222222', accent_color: '#333333' },
        },
      })
      assert.equal(res.statusCode, 200, res.body)
      const updated = res.json()
      assert.equal(updated.title, 'New title')
      assert.equal(updated.about_html, '<p>Hi</p>')
      assert.deepEqual(updated.theme, { primary_color: '#222222', accent_color: '#333333' })
      assert.equal(updated.tagline, 'Old tagline')
      assert.equal(updated.subdomain, page.subdomain)
      assert.equal(updated.code, page.code)
      assert.ok(Date.parse(updated.updated_at) > Date.parse(page.updated_at))

      const cleared = await call(ctx.app, 'PUT', `/api/v1/career-pages/${page.id}`, { token, body: { tagline: null } })
      assert.equal(cleared.json().tagline, null)
      assert.equal(cleared.json().title, 'New title')

      const log = await call(ctx.app, 'GET', '/api/v1/audit-logs', { token, query: { resource_id: page.id } })
      const entry = log
        .json()
        .items.find((e: { action: string; changes: Record<string, unknown> }) => e.action === 'career_page.updated' && 'title' in e.changes)
      assert.deepEqual(Object.keys(entry.changes).sort(), ['about_html', 'theme', 'title'])
    })

    test('sending what is already there changes nothing, not even updated_at', async () => {
      const page = await createPage({ theme: { primary_color: '#123abc', secondary_color: '#abcdef' } })
      const res = await call(ctx.app, 'PUT', `/api/v1/career-pages/${page.id}`, {
        token,
        body: { title: page.title, theme: { secondary_color: '#ABCDEF', primary_color: '#123ABC' } },
      })
      assert.equal(res.statusCode, 200)
      assert.equal(res.json().updated_at, page.updated_at)
      assert.deepEqual(await auditActions(page.id), ['career_page.created'])
    })

    test('answers 412 with an If-Unmodified-Since older than the last change and 200 with the current one', async () => {
      const page = await createPage()
      const first = await call(ctx.app, 'PUT', `/api/v1/career-pages/${page.id}`, {
        token,
        headers: { 'if-unmodified-since': page.updated_at },
        body: { title: 'First edit' },
      })
      assert.equal(first.statusCode, 200)
      const stale = await call(ctx.app, 'PUT', `/api/v1/career-pages/${page.id}`, {
        token,
        headers: { 'if-unmodified-since': page.updated_at },
        body: { title: 'Lost update' },
      })
      assert.equal(stale.statusCode, 412)
      assert.equal(typeof stale.json().detail, 'string')
      const current = await call(ctx.app, 'PUT', `/api/v1/career-pages/${page.id}`, {
        token,
        headers: { 'if-unmodified-since': first.json().updated_at },
        body: { title: 'Second edit' },
      })
      assert.equal(current.statusCode, 200)
      assert.equal(current.json().title, 'Second edit')
      const bad = await call(ctx.app, 'PUT', `/api/v1/career-pages/${page.id}`, {
        token,
        headers: { 'if-unmodified-since': '1767225600' },
        body: { title: 'x' },
      })
      assert.equal(bad.statusCode, 422)
      assert.deepEqual(bad.json().detail[0].loc, ['header', 'if-unmodified-since'])
    })

    test('moves the page to a free subdomain, answers 409 for a taken one and 422 for a reserved one', async () => {
      const page = await createPage()
      const theirs = await createPage({}, other.admin.token)
      const fresh = subdomain('moved')
      const moved = await call(ctx.app, 'PUT', `/api/v1/career-pages/${page.id}`, { token, body: { subdomain: fresh } })
      assert.equal(moved.statusCode, 200)
      assert.equal(moved.json().subdomain, fresh)
      const taken = await call(ctx.app, 'PUT', `/api/v1/career-pages/${page.id}`, { token, body: { subdomain: theirs.subdomain } })
      assert.equal(taken.statusCode, 409)
      const reserved = await call(ctx.app, 'PUT', `/api/v1/career-pages/${page.id}`, { token, body: { subdomain: 'admin' } })
      assert.equal(reserved.statusCode, 422)
      assert.deepEqual(reserved.json().detail[0].loc, ['body', 'subdomain'])
      const after = await call(ctx.app, 'GET', `/api/v1/career-pages/${page.id}`, { token })
      assert.equal(after.json().subdomain, fresh)
    })

    test('answers 404 for another tenant’s page and 422 for an empty or malformed body', async () => {
      const page = await createPage()
      const foreign = await call(ctx.app, 'PUT', `/api/v1/career-pages/${page.id}`, {
        token: other.admin.token,
        body: { title: 'Mine now' },
      })
      assert.equal(foreign.statusCode, 404)
      assert.equal((await call(ctx.app, 'GET', `/api/v1/career-pages/${page.id}`, { token })).json().title, page.title)
      for (const body of [
        {},
        { title: null },
        { subdomain: 'UPPER' },
        { code: 'PAGE-2020-0001' },
        { theme: { primary_color: '#zzzzzz' } },
      ]) {
        const res = await call(ctx.app, 'PUT', `/api/v1/career-pages/${page.id}`, { token, body })
        assert.equal(res.statusCode, 422, JSON.stringify(body))
      }
      assert.equal((await call(ctx.app, 'PUT', '/api/v1/career-pages/123', { token, body: { title: 'x' } })).statusCode, 422)
    })
  })

  describe('POST /career-pages/{id}/publish and /unpublish', () => {
    test('publishing sets is_published and published_at once; unpublishing keeps published_at', async () => {
      const page = await createPage()
      const live = await publish(page.id)
      assert.equal(live.is_published, true)
      assert.match(live.published_at, TIMESTAMP)
      const again = await publish(page.id)
      assert.equal(again.published_at, live.published_at)
      assert.equal(again.updated_at, live.updated_at)

      const off = await call(ctx.app, 'POST', `/api/v1/career-pages/${page.id}/unpublish`, { token: team.members.recruiter.token })
      assert.equal(off.statusCode, 200)
      assert.equal(off.json().is_published, false)
      assert.equal(off.json().published_at, live.published_at)
      const relaunched = await publish(page.id)
      assert.equal(relaunched.published_at, live.published_at)
      assert.deepEqual(await auditActions(page.id), [
        'career_page.created',
        'career_page.published',
        'career_page.unpublished',
        'career_page.published',
      ])
    })

    test('honours If-Unmodified-Since and answers 404 for another tenant’s page', async () => {
      const page = await createPage()
      await call(ctx.app, 'PUT', `/api/v1/career-pages/${page.id}`, { token, body: { title: 'Edited' } })
      for (const action of ['publish', 'unpublish']) {
        const stale = await call(ctx.app, 'POST', `/api/v1/career-pages/${page.id}/${action}`, {
          token,
          headers: { 'if-unmodified-since': page.updated_at },
        })
        assert.equal(stale.statusCode, 412, action)
        const foreign = await call(ctx.app, 'POST', `/api/v1/career-pages/${page.id}/${action}`, { token: other.admin.token })
        assert.equal(foreign.statusCode, 404, action)
        const unknown = await call(ctx.app, 'POST', `/api/v1/career-pages/${randomUUID()}/${action}`, { token })
        assert.equal(unknown.statusCode, 404, action)
        const malformed = await call(ctx.app, 'POST', `/api/v1/career-pages/nope/${action}`, { token })
        assert.equal(malformed.statusCode, 422, action)
      }
      const current = (await call(ctx.app, 'GET', `/api/v1/career-pages/${page.id}`, { token })).json()
      assert.equal(current.is_published, false)
      const ok = await call(ctx.app, 'POST', `/api/v1/career-pages/${page.id}/publish`, {
        token,
        headers: { 'if-unmodified-since': current.updated_at },
      })
      assert.equal(ok.statusCode, 200)
    })
  })

  describe('DELETE /career-pages/{id}', () => {
    test('answers 204, after which the page is not found, not listed and not public', async () => {
      const page = await createPage()
      await publish(page.id)
      assert.equal((await call(ctx.app, 'GET', `/api/v1/public/pages/by-subdomain/${page.subdomain}`)).statusCode, 200)
      const res = await call(ctx.app, 'DELETE', `/api/v1/career-pages/${page.id}`, { token: team.members.recruiter.token })
      assert.equal(res.statusCode, 204)
      assert.equal(res.body, '')
      assert.equal((await call(ctx.app, 'GET', `/api/v1/career-pages/${page.id}`, { token })).statusCode, 404)
      assert.equal((await call(ctx.app, 'PUT', `/api/v1/career-pages/${page.id}`, { token, body: { title: 'x' } })).statusCode, 404)
      assert.equal((await call(ctx.app, 'DELETE', `/api/v1/career-pages/${page.id}`, { token })).statusCode, 404)
      const listed = await call(ctx.app, 'GET', '/api/v1/career-pages', { token, query: { search: page.subdomain } })
      assert.equal(listed.json().total, 0)
      assert.equal((await call(ctx.app, 'GET', `/api/v1/public/pages/by-subdomain/${page.subdomain}`)).statusCode, 404)
      assert.deepEqual(await auditActions(page.id), ['career_page.created', 'career_page.published', 'career_page.deleted'])
    })

    test('answers 404 for another tenant’s page and 412 for a stale If-Unmodified-Since', async () => {
      const page = await createPage()
      assert.equal((await call(ctx.app, 'DELETE', `/api/v1/career-pages/${page.id}`, { token: other.admin.token })).statusCode, 404)
      await call(ctx.app, 'PUT', `/api/v1/career-pages/${page.id}`, { token, body: { title: 'Changed' } })
      const stale = await call(ctx.app, 'DELETE', `/api/v1/career-pages/${page.id}`, {
        token,
        headers: { 'if-unmodified-since': page.updated_at },
      })
      assert.equal(stale.statusCode, 412)
      assert.equal((await call(ctx.app, 'GET', `/api/v1/career-pages/${page.id}`, { token })).statusCode, 200)
      assert.equal((await call(ctx.app, 'DELETE', '/api/v1/career-pages/xyz', { token })).statusCode, 422)
    })

    test('a deleted page’s subdomain stays with its company: another tenant gets 409, the owner may reuse it', async () => {
      const page = await createPage()
      assert.equal((await call(ctx.app, 'DELETE', `/api/v1/career-pages/${page.id}`, { token })).statusCode, 204)
      const stolen = await call(ctx.app, 'POST', '/api/v1/career-pages', {
        token: other.admin.token,
        body: { subdomain: page.subdomain, title: 'Not yours' },
      })
      assert.equal(stolen.statusCode, 409)
      const reused = await createPage({ subdomain: page.subdomain, title: 'Second life' })
      assert.notEqual(reused.id, page.id)
      await publish(reused.id)
      const shown = await call(ctx.app, 'GET', `/api/v1/public/pages/by-subdomain/${page.subdomain}`)
      assert.equal(shown.json().title, 'Second life')
    })
  })

  describe('POST /career-pages/{id}/assets', () => {
    test('stores PNG bytes named photo.jpg and declared image/jpeg as image/png, served publicly with nosniff', async () => {
      const page = await createPage()
      const png = tinyPng()
      const res = await upload(page.id, [{ name: 'file', filename: 'photo.jpg', contentType: 'image/jpeg', data: png }])
      assert.equal(res.statusCode, 201, res.body)
      const { url } = res.json()
      assert.ok(url.startsWith('https://careers.example.test/api/v1/public/assets/'), url)
      assert.doesNotMatch(url, /\.jpe?g$/)

      const served = await call(ctx.app, 'GET', assetPath(url))
      assert.equal(served.statusCode, 200)
      assert.equal(served.headers['content-type'], 'image/png')
      assert.equal(served.headers['x-content-type-options'], 'nosniff')
      assert.match(String(served.headers['cache-control']), /max-age=\d{6,}/)
      assert.deepEqual(served.rawPayload, png)

      const unchanged = await call(ctx.app, 'GET', assetPath(url), { headers: { 'if-none-match': String(served.headers.etag) } })
      assert.equal(unchanged.statusCode, 304)
      assert.equal(unchanged.rawPayload.length, 0)

      const log = await call(ctx.app, 'GET', '/api/v1/audit-logs', { token, query: { resource_id: page.id } })
      const entry = log.json().items.find((e: { action: string }) => e.action === 'career_page.asset_uploaded')
      assert.equal(entry.changes.content_type, 'image/png')
      assert.equal(entry.changes.byte_size, png.length)
    })

    test('accepts JPEG and WebP whatever their names and declared types say', async () => {
      const page = await createPage()
      for (const [bytes, type] of [
        [tinyJpeg(), 'image/jpeg'],
        [tinyWebp(), 'image/webp'],
      ] as const) {
        const res = await upload(
          page.id,
          [{ name: 'file', filename: 'upload.bin', contentType: 'application/octet-stream', data: bytes }],
          team.members.recruiter.token,
        )
        assert.equal(res.statusCode, 201, res.body)
        const served = await call(ctx.app, 'GET', assetPath(res.json().url))
        assert.equal(served.headers['content-type'], type)
        assert.deepEqual(served.rawPayload, bytes)
      }
    })

    test('answers 415 for an SVG named logo.png and declared image/png, and for plain text', async () => {
      const page = await createPage()
      const svg = await upload(page.id, [{ name: 'file', filename: 'logo.png', contentType: 'image/png', data: hostileSvg() }])
      assert.equal(svg.statusCode, 415)
      assert.match(svg.json().detail, /SVG/)
      const text = await upload(page.id, [{ name: 'file', filename: 'logo.png', contentType: 'image/png', data: 'just some words\n' }])
      assert.equal(text.statusCode, 415)
      const empty = await upload(page.id, [{ name: 'file', filename: 'logo.png', contentType: 'image/png', data: '' }])
      assert.equal(empty.statusCode, 415)
    })

    test('takes a file of exactly 5 MB and answers 413 for 5 MB and one byte', async () => {
      const page = await createPage()
      const png = tinyPng()
      const exact = Buffer.concat([png, Buffer.alloc(FIVE_MB - png.length)])
      const ok = await upload(page.id, [{ name: 'file', filename: 'big.png', contentType: 'image/png', data: exact }])
      assert.equal(ok.statusCode, 201, ok.body)
      const over = await upload(page.id, [
        { name: 'file', filename: 'big.png', contentType: 'image/png', data: Buffer.concat([exact, Buffer.alloc(1)]) },
      ])
      assert.equal(over.statusCode, 413)
      assert.equal(typeof over.json().detail, 'string')
    })

    test('answers 415 for a body that is not multipart and 422 without a file part or for a broken form, never 500', async () => {
      const page = await createPage()
      const json = await call(ctx.app, 'POST', `/api/v1/career-pages/${page.id}/assets`, { token, body: { file: 'data' } })
      assert.equal(json.statusCode, 415)
      const none = await call(ctx.app, 'POST', `/api/v1/career-pages/${page.id}/assets`, { token })
      assert.equal(none.statusCode, 415)
      const text = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/career-pages/${page.id}/assets`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
        payload: tinyPng(),
      })
      assert.equal(text.statusCode, 415)

      const wrongPart = await upload(page.id, [
        { name: 'caption', data: 'our office' },
        { name: 'image', filename: 'a.png', contentType: 'image/png', data: tinyPng() },
      ])
      assert.equal(wrongPart.statusCode, 422)
      assert.deepEqual(wrongPart.json().detail[0].loc, ['body', 'file'])

      const broken = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/career-pages/${page.id}/assets`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
      })
      assert.equal(broken.statusCode, 422, broken.body)
      assert.deepEqual(
        broken.json().detail.map((d: { loc: string[] }) => d.loc.join('.')),
        ['body'],
      )
      const noBoundary = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/career-pages/${page.id}/assets`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data' },
        payload: 'whatever',
      })
      assert.equal(noBoundary.statusCode, 422, noBoundary.body)
    })

    test('a JSON route answers 415 to a multipart form rather than reading it as no body', async () => {
      const form = multipartForm([
        { name: 'subdomain', data: subdomain() },
        { name: 'title', data: 'Form' },
      ])
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/career-pages',
        headers: { authorization: `Bearer ${token}`, ...form.headers },
        payload: form.payload,
      })
      assert.equal(res.statusCode, 415)
      assert.equal(typeof res.json().detail, 'string')
    })

    test('answers 404 for another tenant’s page or an unknown page, and stores nothing', async () => {
      const page = await createPage()
      const fileRows = async (tenantId: string) =>
        (await ctx.database.unguarded.selectFrom('files').select('id').where('tenant_id', '=', tenantId).execute()).map((r) => r.id).sort()
      const dataDirFiles = () =>
        existsSync(ctx.config.dataDir)
          ? readdirSync(ctx.config.dataDir, { recursive: true, withFileTypes: true })
              .filter((entry) => entry.isFile())
              .map((entry) => relative(ctx.config.dataDir, join(entry.parentPath, entry.name)))
              .sort()
          : []
      const rowsBefore = { team: await fileRows(team.id), other: await fileRows(other.id) }
      const dataBefore = dataDirFiles()
      const storedNothing = async (label: string) => {
        assert.deepEqual(await fileRows(team.id), rowsBefore.team, `${label}: no file row in the page owner’s tenant`)
        assert.deepEqual(await fileRows(other.id), rowsBefore.other, `${label}: no file row in the caller’s tenant`)
        assert.deepEqual(dataDirFiles(), dataBefore, `${label}: no file under the data folder`)
      }
      const foreign = await upload(
        page.id,
        [{ name: 'file', filename: 'a.png', contentType: 'image/png', data: tinyPng() }],
        other.admin.token,
      )
      assert.equal(foreign.statusCode, 404)
      await storedNothing('another tenant’s page')
      const unknown = await upload(randomUUID(), [{ name: 'file', filename: 'a.png', contentType: 'image/png', data: tinyPng() }])
      assert.equal(unknown.statusCode, 404)
      await storedNothing('an unknown page')
      assert.deepEqual(await auditActions(page.id), ['career_page.created'])
    })
  })

  describe('GET /public/assets/{tenant_code}/{id}', () => {
    test('answers 404 for unknown ids, another tenant’s code, and files that are not career page assets', async () => {
      const page = await createPage()
      const res = await upload(page.id, [{ name: 'file', filename: 'a.png', contentType: 'image/png', data: tinyPng() }])
      const path = assetPath(res.json().url)
      const id = path.split('/').pop()!
      assert.equal((await call(ctx.app, 'GET', `/api/v1/public/assets/${team.code}/${randomUUID()}`)).statusCode, 404)
      assert.equal((await call(ctx.app, 'GET', `/api/v1/public/assets/${other.code}/${id}`)).statusCode, 404)
      assert.equal((await call(ctx.app, 'GET', `/api/v1/public/assets/no-such-tenant/${id}`)).statusCode, 404)
      assert.equal((await call(ctx.app, 'GET', `/api/v1/public/assets/${team.code}/not-a-uuid`)).statusCode, 422)

      // A CV kept in the same table and storage must never come out of the public route.
      const cvId = randomUUID()
      const key = fileKey(team.id, cvId)
      await new LocalDiskStorage(ctx.config.dataDir).put(key, Buffer.from('%PDF-1.7\nprivate cv'))
      await ctx.database.db.transaction().execute((trx) =>
        insertFile(trx, {
          tenant_id: team.id,
          id: cvId,
          purpose: 'cv',
          resource_id: null,
          content_type: 'application/pdf',
          byte_size: 19,
          sha256: 'x',
          original_name: 'cv.pdf',
          storage_key: key,
          created_by: null,
        }),
      )
      const cv = await call(ctx.app, 'GET', `/api/v1/public/assets/${team.code}/${cvId}`)
      assert.equal(cv.statusCode, 404)
      assert.doesNotMatch(cv.body, /private cv/)
    })
  })

  describe('GET /public/pages/by-subdomain/{subdomain}', () => {
    const PUBLIC_KEYS = [
      'about_html',
      'banner_url',
      'code',
      'company_name',
      'jobs',
      'jobs_total',
      'logo_url',
      'published_at',
      'subdomain',
      'tagline',
      'tenant_code',
      'theme',
      'title',
    ]

    test('answers the published page without a token and without any internal field', async () => {
      const page = await createPage({ tagline: 'Come build', about_html: '<p>About us</p>', theme: { primary_color: '#0a0b0c' } })
      await publish(page.id)
      const res = await call(ctx.app, 'GET', `/api/v1/public/pages/by-subdomain/${page.subdomain}`)
      assert.equal(res.statusCode, 200, res.body)
      const body = res.json()
      assert.deepEqual(Object.keys(body).sort(), PUBLIC_KEYS)
      for (const internal of ['id', 'tenant_id', 'is_deleted', 'deleted_at', 'created_by', 'is_published', 'created_at', 'updated_at']) {
        assert.equal(internal in body, false, internal)
      }
      assert.doesNotMatch(res.body, new RegExp(team.id))
      assert.equal(body.code, page.code)
      assert.equal(body.tenant_code, team.code)
      assert.equal(body.company_name, `Company ${team.code}`)
      assert.equal(body.title, page.title)
      assert.equal(body.tagline, 'Come build')
      assert.equal(body.about_html, '<p>About us</p>')
      assert.deepEqual(body.theme, { primary_color: '#0a0b0c' })
      assert.match(body.published_at, TIMESTAMP)
      assert.ok(Array.isArray(body.jobs))
      assert.equal(typeof body.jobs_total, 'number')
    })

    test('finds the page whatever the case of the subdomain asked for', async () => {
      const page = await createPage()
      await publish(page.id)
      const res = await call(ctx.app, 'GET', `/api/v1/public/pages/by-subdomain/${page.subdomain.toUpperCase()}`)
      assert.equal(res.statusCode, 200)
      assert.equal(res.json().code, page.code)
    })

    test('answers 404 for an unpublished, unpublished-again or unknown subdomain', async () => {
      const page = await createPage()
      const draft = await call(ctx.app, 'GET', `/api/v1/public/pages/by-subdomain/${page.subdomain}`)
      assert.equal(draft.statusCode, 404)
      assert.equal(typeof draft.json().detail, 'string')
      await publish(page.id)
      await call(ctx.app, 'POST', `/api/v1/career-pages/${page.id}/unpublish`, { token })
      assert.equal((await call(ctx.app, 'GET', `/api/v1/public/pages/by-subdomain/${page.subdomain}`)).statusCode, 404)
      assert.equal((await call(ctx.app, 'GET', `/api/v1/public/pages/by-subdomain/${subdomain('nobody')}`)).statusCode, 404)
      assert.equal((await call(ctx.app, 'GET', '/api/v1/public/pages/by-subdomain/not_a_subdomain!')).statusCode, 404)
    })

    test('lists the company’s open public jobs, newest first, with public fields only', async () => {
      const tenant = await provisionTenant(ctx.app)
      const as = tenant.admin.token
      async function job(title: string, isPublic: boolean, status: 'draft' | 'open' | 'closed') {
        const created = await call(ctx.app, 'POST', '/api/v1/jobs', {
          token: as,
          body: {
            title,
            is_public: isPublic,
            department: 'Engineering',
            recruitment_cost_items: [{ category: 'job_board', amount: 99 }],
          },
        })
        assert.equal(created.statusCode, 201, created.body)
        if (status !== 'draft') {
          const moved = await call(ctx.app, 'PATCH', `/api/v1/jobs/${created.json().id}/status`, { token: as, body: { status } })
          assert.equal(moved.statusCode, 200, moved.body)
        }
        // Opening a job makes it public; a private open job is taken off the public list after.
        if (!isPublic && status === 'open') {
          const hidden = await call(ctx.app, 'PUT', `/api/v1/jobs/${created.json().id}`, { token: as, body: { is_public: false } })
          assert.equal(hidden.statusCode, 200, hidden.body)
        }
        return created.json()
      }
      const older = await job('Older open job', true, 'open')
      const newer = await job('Newer open job', true, 'open')
      await job('Draft job', true, 'draft')
      await job('Private job', false, 'open')
      await job('Closed job', true, 'closed')
      const theirs = await call(ctx.app, 'POST', '/api/v1/jobs', {
        token: other.admin.token,
        body: { title: 'Other company job', is_public: true },
      })
      await call(ctx.app, 'PATCH', `/api/v1/jobs/${theirs.json().id}/status`, { token: other.admin.token, body: { status: 'open' } })
      await spaceOutPublishedAt(ctx.database.unguarded, 'jobs', tenant.id, [older.id, newer.id])

      const page = await createPage({}, as)
      await publish(page.id, as)
      const res = await call(ctx.app, 'GET', `/api/v1/public/pages/by-subdomain/${page.subdomain}`)
      assert.equal(res.statusCode, 200, res.body)
      const body = res.json()
      const titles = body.jobs.map((j: { title: string }) => j.title)
      assert.deepEqual(titles, ['Newer open job', 'Older open job'])
      assert.equal(body.jobs_total, 2)
      const listed = body.jobs.find((j: { id: string }) => j.id === newer.id)
      assert.deepEqual(Object.keys(listed).sort(), [
        'code',
        'currency',
        'department',
        'description_html',
        'employment_type',
        'id',
        'location_display',
        'published_at',
        'salary_max',
        'salary_min',
        'slug',
        'title',
        'work_setup',
      ])
      assert.ok(body.jobs.some((j: { id: string }) => j.id === older.id))
      assert.doesNotMatch(res.body, /recruitment_cost_items|pipeline|created_by|tenant_id|is_deleted/)
    })
  })

  describe('access', () => {
    test('only admins and recruiters reach the career page routes; tokens are required', async () => {
      const page = await createPage()
      const routes: { method: InjectOptions['method']; url: string; body?: unknown }[] = [
        { method: 'GET', url: '/api/v1/career-pages' },
        { method: 'POST', url: '/api/v1/career-pages', body: { subdomain: subdomain(), title: 'T' } },
        { method: 'GET', url: `/api/v1/career-pages/${page.id}` },
        { method: 'PUT', url: `/api/v1/career-pages/${page.id}`, body: { title: 'T' } },
        { method: 'DELETE', url: `/api/v1/career-pages/${page.id}` },
        { method: 'POST', url: `/api/v1/career-pages/${page.id}/publish` },
        { method: 'POST', url: `/api/v1/career-pages/${page.id}/unpublish` },
        { method: 'POST', url: `/api/v1/career-pages/${page.id}/assets` },
      ]
      for (const route of routes) await assertGuarded(ctx.app, { ...route, roles: RECRUITING }, team.members, expired)
      // The guard refused before anything ran.
      const still = await call(ctx.app, 'GET', `/api/v1/career-pages/${page.id}`, { token })
      assert.equal(still.statusCode, 200)
      assert.equal(still.json().title, page.title)
    })

    test('the public routes need no token and carry the public rate limit', async () => {
      const page = await createPage()
      await publish(page.id)
      const res = await call(ctx.app, 'GET', `/api/v1/public/pages/by-subdomain/${page.subdomain}`, { token: 'garbage' })
      assert.equal(res.statusCode, 200)
      assert.ok(res.headers['x-ratelimit-limit'])
    })
  })
})
