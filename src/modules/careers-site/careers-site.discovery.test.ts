import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { careerPage, openJob } from '../../../test/helpers/careers.ts'
import { spaceOutPublishedAt } from '../../../test/helpers/created-at.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'

const BASE = 'https://hr.example.test'

/** The JobPosting a job page carries, parsed as a search engine would read it. */
function jsonLdOf(html: string) {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
  assert.equal(scripts.length, 1, 'one JSON-LD block')
  return JSON.parse(scripts[0]![1]!)
}

function metaOf(html: string, property: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${property.replace(':', '\\:')}" content="([^"]*)"/>`).exec(html)?.[1]
}

describe('what search engines and feed readers find', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let site: { subdomain: string }
  let onsite: { id: string; slug: string; code: string }
  let remote: { id: string; slug: string }
  let hostile: { id: string; slug: string }
  let siteUrl: string
  let companyName: string

  before(async () => {
    ctx = await buildTestApp(undefined, { env: { PUBLIC_BASE_URL: BASE } })
    tenant = await provisionTenant(ctx.app)
    companyName = `Company ${tenant.code}`
    site = await careerPage(ctx.app, tenant.admin.token, {
      title: 'Careers at Acme',
      tagline: 'Build what matters',
      logo_url: 'https://cdn.example.test/logo.png',
    })
    siteUrl = `/careers/${site.subdomain}`
    onsite = await openJob(ctx.app, tenant.admin.token, {
      title: 'Kế toán trưởng',
      location_display: 'Quận 1, TP. Hồ Chí Minh',
      employment_type: 'part_time',
      work_setup: 'onsite',
      salary_min: 20_000_000,
      salary_max: 30_000_000,
      currency: 'VND',
      description_html: '<p>Quản lý <strong>sổ sách</strong></p>',
    })
    remote = await openJob(ctx.app, tenant.admin.token, { title: 'Remote writer', work_setup: 'remote', employment_type: 'internship' })
    hostile = await openJob(ctx.app, tenant.admin.token, {
      title: 'Dev </script><script>alert(1)</script> <!-- x',
      description_html: '<p>a ]]> b</p>',
    })
    // Opened one after the other, maybe in one millisecond: the feed's order must come from published_at alone.
    await spaceOutPublishedAt(ctx.database.unguarded, 'jobs', tenant.id, [onsite.id, remote.id, hostile.id])
  })
  after(() => ctx.close())

  describe('schema.org JobPosting (JSON-LD)', () => {
    test('parses and carries what Google for Jobs requires: title, description, dates, type, organisation, place, salary', async () => {
      const res = await call(ctx.app, 'GET', `${siteUrl}/jobs/${onsite.slug}`)
      const posting = jsonLdOf(res.body)
      assert.equal(posting['@context'], 'https://schema.org')
      assert.equal(posting['@type'], 'JobPosting')
      assert.equal(posting.title, 'Kế toán trưởng')
      assert.equal(posting.description, '<p>Quản lý <strong>sổ sách</strong></p>')
      assert.ok(!Number.isNaN(Date.parse(posting.datePosted)), posting.datePosted)
      assert.equal(posting.validThrough, undefined, 'no closing date is recorded, so none is claimed')
      assert.equal(posting.employmentType, 'PART_TIME')
      assert.deepEqual(posting.hiringOrganization, {
        '@type': 'Organization',
        name: companyName,
        sameAs: `${BASE}${siteUrl}`,
        logo: 'https://cdn.example.test/logo.png',
      })
      assert.deepEqual(posting.jobLocation, {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Quận 1, TP. Hồ Chí Minh', addressCountry: 'VN' },
      })
      assert.equal(posting.jobLocationType, undefined)
      assert.deepEqual(posting.baseSalary, {
        '@type': 'MonetaryAmount',
        currency: 'VND',
        value: { '@type': 'QuantitativeValue', minValue: 20_000_000, maxValue: 30_000_000 },
      })
      assert.equal(posting.identifier.value, onsite.code)
      assert.equal(posting.url, `${BASE}${siteUrl}/jobs/${onsite.slug}`)
    })

    test('a remote job names TELECOMMUTE and where applicants may live; no salary, no baseSalary', async () => {
      const posting = jsonLdOf((await call(ctx.app, 'GET', `${siteUrl}/jobs/${remote.slug}`)).body)
      assert.equal(posting.jobLocationType, 'TELECOMMUTE')
      assert.deepEqual(posting.applicantLocationRequirements, { '@type': 'Country', name: 'Vietnam' })
      assert.equal(posting.jobLocation, undefined)
      assert.equal(posting.employmentType, 'INTERN')
      assert.equal(posting.baseSalary, undefined)
      assert.equal(posting.description, '<p>Remote writer</p>', 'a job without a description still has one')
    })

    test('a title written to break out of the script element stays inside it, and reads back unchanged', async () => {
      const html = (await call(ctx.app, 'GET', `${siteUrl}/jobs/${hostile.slug}`)).body
      const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!
      assert.doesNotMatch(script, /<|>/)
      assert.equal(jsonLdOf(html).title, 'Dev </script><script>alert(1)</script> <!-- x')
      assert.equal((html.match(/<script/g) ?? []).length, 1, 'no script element but the JSON-LD one')
    })
  })

  test('canonical URLs, language versions and Open Graph tags name one address per page', async () => {
    const list = (await call(ctx.app, 'GET', siteUrl, { query: { department: 'x', lang: 'en' } })).body
    assert.match(list, new RegExp(`<link rel="canonical" href="${BASE}${siteUrl}"/>`), 'filters and language are not another page')
    assert.match(list, new RegExp(`<link rel="alternate" hreflang="en" href="${BASE}${siteUrl}\\?lang=en"/>`))
    assert.match(
      list,
      new RegExp(`<link rel="alternate" type="application/atom\\+xml" title="Job feed \\(Atom\\)" href="${siteUrl}/feed.xml"/>`),
    )
    assert.equal(metaOf(list, 'og:title'), 'Careers at Acme')
    assert.equal(metaOf(list, 'og:description'), 'Build what matters')
    assert.equal(metaOf(list, 'og:url'), `${BASE}${siteUrl}`)
    assert.equal(metaOf(list, 'og:image'), 'https://cdn.example.test/logo.png')
    assert.equal(metaOf(list, 'og:locale'), 'en_US')
    const job = (await call(ctx.app, 'GET', `${siteUrl}/jobs/${onsite.slug}`)).body
    assert.match(job, new RegExp(`<link rel="canonical" href="${BASE}${siteUrl}/jobs/${onsite.slug}"/>`))
    assert.equal(metaOf(job, 'og:title'), `Kế toán trưởng – ${companyName}`)
    assert.equal(metaOf(job, 'description'), 'Quản lý sổ sách')
    assert.equal(metaOf(job, 'og:locale'), 'vi_VN')
  })

  test('sitemap.xml lists the list page and every open job at its canonical URL', async () => {
    const res = await call(ctx.app, 'GET', `${siteUrl}/sitemap.xml`)
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['content-type'], 'application/xml; charset=utf-8')
    assert.match(res.body, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    assert.deepEqual(locs.sort(), [`${BASE}${siteUrl}`, ...[onsite, remote, hostile].map((j) => `${BASE}${siteUrl}/jobs/${j.slug}`)].sort())
    assert.equal([...res.body.matchAll(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/g)].length, 4)
    assert.equal((await call(ctx.app, 'GET', '/careers/no-such-site/sitemap.xml')).statusCode, 404)
  })

  test('feed.xml is an Atom feed of the open jobs, newest first, with well-formed entries whatever their text', async () => {
    const res = await call(ctx.app, 'GET', `${siteUrl}/feed.xml`)
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['content-type'], 'application/atom+xml; charset=utf-8')
    const xml = res.body
    assert.match(xml, /<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/)
    assert.match(xml, /<title>Careers at Acme<\/title>/)
    assert.match(xml, new RegExp(`<link rel="self" href="${BASE}${siteUrl}/feed.xml"/>`))
    const entries = [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((m) => m[1]!)
    assert.equal(entries.length, 3)
    assert.match(
      entries[0]!,
      /<title type="html"><!\[CDATA\[Dev &lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt; &lt;!-- x\]\]><\/title>/,
    )
    assert.match(entries[0]!, /<content type="html"><!\[CDATA\[<p>a \]\]&gt; b<\/p>\]\]><\/content>/)
    assert.match(entries[2]!, new RegExp(`<link href="${BASE}${siteUrl}/jobs/${onsite.slug}"/>`))
    // Every CDATA section closes where it should: the text between them has no stray markup.
    for (const entry of entries) assert.equal(entry.split('<![CDATA[').length, entry.split(']]>').length, entry)
  })

  test('robots.txt: the site’s own names its sitemap; the service’s lets crawlers into /careers/ only', async () => {
    const own = await call(ctx.app, 'GET', `${siteUrl}/robots.txt`)
    assert.equal(own.statusCode, 200)
    assert.equal(own.headers['content-type'], 'text/plain; charset=utf-8')
    assert.match(own.body, /^User-agent: \*$/m)
    assert.match(own.body, new RegExp(`^Sitemap: ${BASE}${siteUrl}/sitemap.xml$`, 'm'))
    const service = await call(ctx.app, 'GET', '/robots.txt')
    assert.equal(service.statusCode, 200)
    assert.match(service.body, /^Allow: \/careers\/$/m)
    assert.match(service.body, /^Disallow: \/$/m)
  })
})
