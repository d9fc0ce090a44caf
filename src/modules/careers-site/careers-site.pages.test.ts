import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { careerPage, openJob } from '../../../test/helpers/careers.ts'
import { spaceOutPublishedAt } from '../../../test/helpers/created-at.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'

const HOSTILE = '<script>alert("x")</script> & Co'

/** The job titles a list page shows, in order. */
function titlesIn(html: string): string[] {
  return [...html.matchAll(/<h3><a href="[^"]+">([^<]*(?:&lt;[^<]*)*)<\/a><\/h3>/g)].map((m) => m[1]!)
}

function styleOf(html: string): string {
  return /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? ''
}

/** The WCAG contrast of two `#rrggbb` colours, computed here independently of the site's code. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p) as [number, number]
  return (x + 0.05) / (y + 0.05)
}

describe('the career site’s pages', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let other: TestTenant
  let site: { id: string; subdomain: string }
  let otherSite: { subdomain: string }
  let otherJob: { slug: string }
  let salaried: { id: string; slug: string }
  let unsalaried: { id: string; slug: string }
  let listUrl: string

  before(async () => {
    ctx = await buildTestApp(undefined, { env: { PUBLIC_BASE_URL: 'https://hr.example.test' } })
    tenant = await provisionTenant(ctx.app)
    other = await provisionTenant(ctx.app)
    site = await careerPage(ctx.app, tenant.admin.token, {
      title: 'Làm việc tại Acme',
      tagline: 'Xây dựng điều có ý nghĩa',
      about_html: '<p>Chúng tôi <strong>tuyển dụng</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      // A pale yellow brand and a pale accent: the site must still reach 4.5:1 everywhere.
      theme: { primary_color: '#ffeb3b', accent_color: '#f5f5a0' },
      logo_url: 'https://cdn.example.test/logo.png',
      banner_url: 'https://cdn.example.test/banner.jpg',
    })
    listUrl = `/careers/${site.subdomain}`
    const token = tenant.admin.token
    // 24 plain jobs in two departments and cities, then three with their own traits: 27 in all.
    const opened: { id: string }[] = []
    for (let i = 1; i <= 24; i++) {
      opened.push(
        await openJob(ctx.app, token, {
          title: `Nhân viên kinh doanh ${String(i).padStart(2, '0')}`,
          department: i % 2 ? 'Kinh doanh' : 'Tài chính',
          location_display: i % 3 ? 'Hà Nội' : 'TP. Hồ Chí Minh',
          employment_type: 'full_time',
          work_setup: 'onsite',
        }),
      )
    }
    salaried = await openJob(ctx.app, token, {
      title: 'Backend Engineer',
      department: 'Kỹ thuật',
      location_display: 'Đà Nẵng',
      employment_type: 'contract',
      work_setup: 'remote',
      salary_min: 30_000_000,
      salary_max: 45_000_000,
      currency: 'VND',
      description_html: '<h3>Mô tả</h3><p>Viết <em>API</em></p>',
    })
    unsalaried = await openJob(ctx.app, token, { title: 'Thực tập sinh', employment_type: 'internship', work_setup: 'hybrid' })
    const hostile = await openJob(ctx.app, token, { title: HOSTILE, department: 'Kỹ thuật' })
    // Jobs opened one after the other may share a millisecond: each gets its own second, in the order opened.
    const inOrder = [...opened, salaried, unsalaried, hostile].map((job) => job.id)
    await spaceOutPublishedAt(ctx.database.unguarded, 'jobs', tenant.id, inOrder)
    await openJob(ctx.app, token, { title: 'Draft only' }, 'draft')
    otherSite = await careerPage(ctx.app, other.admin.token, { title: 'Other company' })
    otherJob = await openJob(ctx.app, other.admin.token, { title: 'Their secret job' })
  })
  after(() => ctx.close())

  describe('the list page', () => {
    test('shows the page’s title, tagline, cleaned about text, logo and banner, and the first 20 open jobs, newest first', async () => {
      const res = await call(ctx.app, 'GET', listUrl)
      assert.equal(res.statusCode, 200)
      assert.equal(res.headers['content-type'], 'text/html; charset=utf-8')
      const html = res.body
      assert.ok(html.startsWith('<!doctype html><html lang="vi">'))
      assert.match(html, /<title>Làm việc tại Acme<\/title>/)
      assert.match(html, /<h1>Làm việc tại Acme<\/h1>/)
      assert.match(html, /<p class="tagline">Xây dựng điều có ý nghĩa<\/p>/)
      assert.match(html, /<p>Chúng tôi <strong>tuyển dụng<\/strong><\/p>/)
      assert.doesNotMatch(html, /alert\(1\)|onerror/)
      assert.match(html, /<img src="https:\/\/cdn.example.test\/logo.png" alt\/>/)
      assert.match(html, /<img class="banner" src="https:\/\/cdn.example.test\/banner.jpg" alt\/>/)
      assert.match(html, /27 vị trí đang tuyển/)
      const titles = titlesIn(html)
      assert.equal(titles.length, 20)
      assert.equal(titles[0], '&lt;script>alert(&quot;x&quot;)&lt;/script> &amp; Co', 'newest first, and escaped')
      assert.ok(!titles.includes('Draft only'))
      assert.doesNotMatch(html, /Their secret job/)
      assert.match(html, /<a class="skip" href="#main">/)
      assert.match(html, /<main id="main" tabindex="-1">/)
    })

    test('pages: links to the other pages (keeping the filters), the current one marked; past the last page is 404', async () => {
      const first = await call(ctx.app, 'GET', listUrl)
      assert.match(first.body, /<nav class="pages" aria-label="Trang">/)
      assert.match(first.body, new RegExp(`<a href="${listUrl}\\?page=2" rel="next">`))
      assert.match(first.body, new RegExp(`<a href="${listUrl}" aria-current="page" aria-label="Trang 1">1</a>`))
      const second = await call(ctx.app, 'GET', listUrl, { query: { page: 2 } })
      assert.equal(second.statusCode, 200)
      assert.equal(titlesIn(second.body).length, 7)
      assert.match(second.body, /<title>Làm việc tại Acme – Trang 2<\/title>/)
      assert.match(second.body, new RegExp(`<a href="${listUrl}" rel="prev">`))
      const allTitles = new Set([...titlesIn(first.body), ...titlesIn(second.body)])
      assert.equal(allTitles.size, 27, 'every job once across the pages')
      assert.equal((await call(ctx.app, 'GET', listUrl, { query: { page: 3 } })).statusCode, 404)
      const filtered = await call(ctx.app, 'GET', listUrl, { query: { department: 'Kinh doanh', location: 'Hà Nội', page: 1 } })
      assert.equal(titlesIn(filtered.body).length, 8)
      assert.doesNotMatch(filtered.body, /<nav class="pages"/, 'one page needs no page links')
      const malformed = await call(ctx.app, 'GET', listUrl, { query: { page: 'two' } })
      assert.equal(malformed.statusCode, 422)
      assert.match(malformed.headers['content-type'] as string, /^text\/html/)
    })

    test('each filter narrows the list, and the form shows what was chosen', async () => {
      const cases: [Record<string, string>, number, string?][] = [
        [{ department: 'Tài chính' }, 12],
        [{ location: 'TP. Hồ Chí Minh' }, 8],
        [{ employment_type: 'contract' }, 1, 'Backend Engineer'],
        [{ work_setup: 'hybrid' }, 1, 'Thực tập sinh'],
        [{ search: 'backend' }, 1, 'Backend Engineer'],
        [{ search: 'Đà Nẵng' }, 1, 'Backend Engineer'],
        [{ department: 'Kỹ thuật', work_setup: 'remote' }, 1, 'Backend Engineer'],
        [{ department: '', location: '', employment_type: '', work_setup: '', search: '' }, 27],
      ]
      for (const [query, count, title] of cases) {
        const res = await call(ctx.app, 'GET', listUrl, { query })
        assert.equal(res.statusCode, 200, JSON.stringify(query))
        assert.match(res.body, new RegExp(`${count} vị trí đang tuyển`), JSON.stringify(query))
        if (title) assert.deepEqual(titlesIn(res.body), [title], JSON.stringify(query))
      }
      const chosen = await call(ctx.app, 'GET', listUrl, { query: { department: 'Tài chính', work_setup: 'onsite', search: 'a"b' } })
      assert.match(chosen.body, /<option value="Tài chính" selected>Tài chính<\/option>/)
      assert.match(chosen.body, /<option value="onsite" selected>/)
      assert.match(chosen.body, /<input id="filter-search" type="search" name="search" value="a&quot;b"/)
      assert.match(chosen.body, /Không có vị trí nào phù hợp với bộ lọc./)
      assert.match(chosen.body, new RegExp(`<a href="${listUrl}">Xóa bộ lọc</a>`))
      // The choices are the departments and places of open jobs, never of drafts or another company's.
      const departments = [...chosen.body.matchAll(/<option value="([^"]+)"[^>]*>/g)].map((m) => m[1])
      assert.ok(departments.includes('Kỹ thuật') && departments.includes('Đà Nẵng'))
      assert.equal((await call(ctx.app, 'GET', listUrl, { query: { employment_type: 'forever' } })).statusCode, 422)
    })

    test('theme colours go into the CSS only as checked #rrggbb values, paired to reach 4.5:1', async () => {
      const style = styleOf((await call(ctx.app, 'GET', listUrl)).body)
      const value = (name: string) => new RegExp(`${name}:(#[0-9a-f]{6})`).exec(style)?.[1] ?? ''
      assert.equal(value('--brand'), '#ffeb3b')
      assert.ok(contrast(value('--brand'), value('--on-brand')) >= 4.5, 'text on the brand colour')
      assert.ok(contrast(value('--link'), value('--bg')) >= 4.5, `links on the page: ${value('--link')}`)
      assert.ok(contrast(value('--muted'), value('--bg')) >= 4.5, 'secondary text')
      assert.ok(contrast(value('--text'), value('--bg')) >= 4.5, 'text')
    })
  })

  describe('the job page', () => {
    test('shows the description, the facts, and the salary when the company gave one', async () => {
      const res = await call(ctx.app, 'GET', `${listUrl}/jobs/${salaried.slug}`, { headers: { 'accept-language': 'en' } })
      assert.equal(res.statusCode, 200)
      const html = res.body
      assert.match(html, /<h1>Backend Engineer<\/h1>/)
      assert.match(html, /<div class="rich"><h3>Mô tả<\/h3><p>Viết <em>API<\/em><\/p><\/div>/)
      assert.match(html, /<dt>Salary<\/dt><dd>₫30,000,000 – ₫45,000,000<\/dd>/)
      assert.match(html, /<dt>Employment type<\/dt><dd>Contract<\/dd>/)
      assert.match(html, /<dt>Work setup<\/dt><dd>Remote<\/dd>/)
      assert.match(html, /<form method="post" action="[^"]+" enctype="multipart\/form-data" novalidate>/)
      assert.equal(res.headers['cache-control'], 'private, no-store', 'it carries a CSRF token')
      const vi = await call(ctx.app, 'GET', `${listUrl}/jobs/${salaried.slug}`)
      assert.match(vi.body, /<dt>Mức lương<\/dt><dd>30\.000\.000\s₫ – 45\.000\.000\s₫<\/dd>/)
      const plain = await call(ctx.app, 'GET', `${listUrl}/jobs/${unsalaried.slug}`)
      assert.equal(plain.statusCode, 200)
      assert.doesNotMatch(plain.body, /Mức lương/)
    })

    test('every label names its control, and the form’s fields come in reading order', async () => {
      const html = (await call(ctx.app, 'GET', `${listUrl}/jobs/${salaried.slug}`)).body
      const ids = [...html.matchAll(/<(?:input|textarea|select)[^>]*\bid="(field-[^"]+)"/g)].map((m) => m[1]!)
      assert.deepEqual(ids, [
        'field-website',
        'field-full_name',
        'field-email',
        'field-phone',
        'field-cover_letter',
        'field-cv',
        'field-consent',
      ])
      for (const id of ids) assert.match(html, new RegExp(`<label for="${id}">`), id)
      assert.match(html, /<div class="hp" aria-hidden="true">.*?tabindex="-1" autocomplete="off"/)
    })
  })

  describe('404 pages', () => {
    test('unknown subdomains, unpublished pages, unknown or unpublishable jobs and another company’s job answer an HTML 404 page', async () => {
      const unpublished = await careerPage(ctx.app, tenant.admin.token, { title: 'Hidden' }, { publish: false })
      const draft = await openJob(ctx.app, tenant.admin.token, { title: 'Still a draft' }, 'draft')
      const urls = [
        '/careers/no-such-company',
        '/careers/x',
        `/careers/${unpublished.subdomain}`,
        `/careers/${unpublished.subdomain}/jobs/${salaried.slug}`,
        `${listUrl}/jobs/no-such-job`,
        `${listUrl}/jobs/${draft.slug}`,
        `${listUrl}/jobs/${otherJob.slug}`,
        `${listUrl}/no/such/page`,
        `${listUrl}/assets/site.0000.css`,
        `/careers/${otherSite.subdomain}/jobs/${salaried.slug}`,
      ]
      for (const url of urls) {
        const res = await call(ctx.app, 'GET', url, { headers: { 'accept-language': 'en' } })
        assert.equal(res.statusCode, 404, url)
        assert.equal(res.headers['content-type'], 'text/html; charset=utf-8', url)
        assert.match(res.body, /<h1>Page not found<\/h1>/, url)
        assert.match(res.body, /<meta name="robots" content="noindex"\/>/, url)
      }
      // Another company's page lists its own jobs, never this one's.
      const theirs = await call(ctx.app, 'GET', `/careers/${otherSite.subdomain}`)
      assert.equal(theirs.statusCode, 200)
      assert.match(theirs.body, /Their secret job/)
      assert.doesNotMatch(theirs.body, /Backend Engineer/)
    })

    test('an unpublished page goes offline at once', async () => {
      const page = await careerPage(ctx.app, other.admin.token, { title: 'Soon gone' })
      assert.equal((await call(ctx.app, 'GET', `/careers/${page.subdomain}`)).statusCode, 200)
      await call(ctx.app, 'POST', `/api/v1/career-pages/${page.id}/unpublish`, { token: other.admin.token })
      assert.equal((await call(ctx.app, 'GET', `/careers/${page.subdomain}`)).statusCode, 404)
    })
  })

  describe('language', () => {
    test('Vietnamese by default; English when the browser prefers it; a language the site lacks is skipped by weight', async () => {
      const cases: [string | undefined, string][] = [
        [undefined, 'vi'],
        ['en', 'en'],
        ['en-GB,en;q=0.9', 'en'],
        ['fr-FR, en;q=0.5, vi;q=0.4', 'en'],
        ['vi-VN,vi;q=0.9,en;q=0.8', 'vi'],
        ['fr', 'vi'],
        ['en;q=0, vi;q=0.1', 'vi'],
      ]
      for (const [header, language] of cases) {
        const res = await call(ctx.app, 'GET', listUrl, { headers: header ? { 'accept-language': header } : {} })
        assert.equal(res.headers['content-language'], language, header)
        assert.ok(res.body.startsWith(`<!doctype html><html lang="${language}">`), header)
      }
      const en = await call(ctx.app, 'GET', listUrl, { headers: { 'accept-language': 'en' } })
      assert.match(en.body, /27 open positions/)
      assert.match(en.headers.vary as string, /Accept-Language/)
    })

    test('the switch (?lang=) wins over the browser and is kept in a cookie for the next pages', async () => {
      const list = await call(ctx.app, 'GET', listUrl)
      assert.match(list.body, new RegExp(`<a href="${listUrl}\\?lang=en" lang="en" hreflang="en">English</a>`))
      assert.match(list.body, new RegExp(`<a href="${listUrl}\\?lang=vi" lang="vi" hreflang="vi" aria-current="true">Tiếng Việt</a>`))
      const switched = await call(ctx.app, 'GET', listUrl, {
        query: { lang: 'en', department: 'Tài chính' },
        headers: { 'accept-language': 'vi' },
      })
      assert.equal(switched.headers['content-language'], 'en')
      assert.equal(switched.headers['cache-control'], 'private, no-store', 'an answer that sets a cookie is not shared')
      const cookie = String(switched.headers['set-cookie'])
      assert.match(cookie, new RegExp(`^lang=en; Max-Age=\\d+; Path=${listUrl}; HttpOnly; SameSite=Lax`))
      assert.match(
        switched.body,
        new RegExp(`href="${listUrl}\\?department=T%C3%A0i\\+ch%C3%ADnh&amp;lang=vi"`),
        'the switch keeps the filters',
      )
      const next = await call(ctx.app, 'GET', `${listUrl}/jobs/${salaried.slug}`, {
        headers: { cookie: 'lang=en', 'accept-language': 'vi' },
      })
      assert.equal(next.headers['content-language'], 'en')
      assert.match(next.body, /Apply for this job/)
      const unknown = await call(ctx.app, 'GET', listUrl, { query: { lang: 'fr' } })
      assert.equal(unknown.headers['content-language'], 'vi')
    })
  })

  describe('the stylesheet and the weight of a page', () => {
    test('is served from the process under a content-hashed name, cached for good, with an ETag', async () => {
      const html = (await call(ctx.app, 'GET', listUrl)).body
      const href = /<link rel="stylesheet" href="([^"]+)"\/>/.exec(html)?.[1] ?? ''
      assert.match(href, new RegExp(`^${listUrl}/assets/site\\.[0-9a-f]{12}\\.css$`))
      const css = await call(ctx.app, 'GET', href)
      assert.equal(css.statusCode, 200)
      assert.equal(css.headers['content-type'], 'text/css; charset=utf-8')
      assert.equal(css.headers['cache-control'], 'public, max-age=31536000, immutable')
      const again = await call(ctx.app, 'GET', href, { headers: { 'if-none-match': String(css.headers.etag) } })
      assert.equal(again.statusCode, 304)
    })

    test('a full list page (20 jobs) weighs under 50 KB of HTML and CSS', async (t) => {
      const page = await call(ctx.app, 'GET', listUrl)
      const href = /<link rel="stylesheet" href="([^"]+)"\/>/.exec(page.body)?.[1] ?? ''
      const css = await call(ctx.app, 'GET', href)
      const bytes = Buffer.byteLength(page.body) + Buffer.byteLength(css.body)
      assert.equal(titlesIn(page.body).length, 20)
      assert.ok(bytes < 50 * 1024, `${bytes} bytes`)
      t.diagnostic(`list page: ${Buffer.byteLength(page.body)} bytes of HTML, ${Buffer.byteLength(css.body)} of CSS`)
    })

    test('pages carry a Content-Security-Policy that allows their one inline style by its hash and no script', async () => {
      const res = await call(ctx.app, 'GET', listUrl)
      const csp = String(res.headers['content-security-policy'])
      const hash = createHash('sha256').update(styleOf(res.body)).digest('base64')
      assert.match(csp, new RegExp(`style-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`))
      assert.match(csp, /default-src 'none'/)
      assert.doesNotMatch(csp, /script-src/)
      assert.equal(res.headers['x-content-type-options'], 'nosniff')
      assert.equal(res.headers['cache-control'], 'public, max-age=60')
    })
  })
})
