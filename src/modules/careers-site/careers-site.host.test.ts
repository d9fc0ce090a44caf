import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, testEnv, type TestApp } from '../../../test/helpers/app.ts'
import { careerPage, openJob, submitApplication } from '../../../test/helpers/careers.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { ConfigError, loadConfig } from '../../config.ts'
import { subdomainOfHost } from './careers-host.ts'

const DOMAIN = 'careers.example.test'
const BASE = 'https://hr.example.test'

describe('career sites by host name (CAREERS_DOMAIN)', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let site: { subdomain: string }
  let otherSite: { subdomain: string }
  let job: { slug: string }
  let otherJob: { slug: string }
  let host: string

  const get = (url: string, headers: Record<string, string> = {}) => call(ctx.app, 'GET', url, { headers: { host, ...headers } })

  before(async () => {
    ctx = await buildTestApp(undefined, { env: { CAREERS_DOMAIN: DOMAIN, PUBLIC_BASE_URL: BASE } })
    tenant = await provisionTenant(ctx.app)
    site = await careerPage(ctx.app, tenant.admin.token, { title: 'Acme careers' })
    job = await openJob(ctx.app, tenant.admin.token, { title: 'Kỹ sư dữ liệu' })
    const other = await provisionTenant(ctx.app)
    otherSite = await careerPage(ctx.app, other.admin.token, { title: 'Other careers' })
    otherJob = await openJob(ctx.app, other.admin.token, { title: 'Their job' })
    host = `${site.subdomain}.${DOMAIN}`
  })
  after(() => ctx.close())

  test('{subdomain}.{CAREERS_DOMAIN}/ is that page’s site: links stay on the host, canonical URLs name it', async () => {
    const res = await get('/')
    assert.equal(res.statusCode, 200)
    assert.match(res.body, /<h1>Acme careers<\/h1>/)
    assert.match(res.body, new RegExp(`<a href="/jobs/${job.slug}">Kỹ sư dữ liệu</a>`))
    assert.match(res.body, /<link rel="stylesheet" href="\/assets\/site\.[0-9a-f]{12}\.css"\/>/)
    assert.match(res.body, /<a href="\/\?lang=en" lang="en" hreflang="en">English<\/a>/)
    assert.match(res.body, new RegExp(`<link rel="canonical" href="https://${host}/"/>`))
    const css = /<link rel="stylesheet" href="([^"]+)"/.exec(res.body)![1]!
    assert.equal((await get(css)).statusCode, 200)
    const withPort = await get('/', { host: `${host}:3000` })
    assert.equal(withPort.statusCode, 200, 'a port in the Host header changes nothing')
    const upper = await get('/', { host: host.toUpperCase() })
    assert.equal(upper.statusCode, 200, 'host names are case-insensitive')
  })

  test('its job pages, sitemap, feed and robots.txt answer at the host’s root', async () => {
    const page = await get(`/jobs/${job.slug}`)
    assert.equal(page.statusCode, 200)
    assert.match(page.body, new RegExp(`<form method="post" action="/jobs/${job.slug}"`))
    assert.match(page.body, new RegExp(`"url":"https://${host}/jobs/${job.slug}"`))
    const sitemap = await get('/sitemap.xml')
    assert.match(sitemap.body, new RegExp(`<loc>https://${host}/</loc>`))
    assert.match(sitemap.body, new RegExp(`<loc>https://${host}/jobs/${job.slug}</loc>`))
    const robots = await get('/robots.txt')
    assert.equal(robots.statusCode, 200)
    assert.match(robots.body, new RegExp(`^Sitemap: https://${host}/sitemap.xml$`, 'm'))
    assert.match(robots.body, /^Allow: \/$/m)
    assert.match((await get('/feed.xml')).body, new RegExp(`<link rel="self" href="https://${host}/feed.xml"/>`))
  })

  test('the form is sent on the host and leads to the thank-you page there; its cookie is the host’s', async () => {
    const res = await submitApplication(
      ctx.app,
      `/jobs/${job.slug}`,
      { full_name: 'Lê Văn Tám', email: 'tam@example.com', consent: 'on' },
      { headers: { host } },
    )
    assert.equal(res.statusCode, 303, res.body)
    assert.equal(res.headers.location, `/jobs/${job.slug}/applied`)
    assert.equal((await get(res.headers.location!)).statusCode, 200)
    const cookie = String((await get(`/jobs/${job.slug}`)).headers['set-cookie'])
    assert.match(cookie, /; Path=\/; HttpOnly; SameSite=Lax/)
  })

  test('a host shows its own company only: another company’s job is 404 there, an unknown name is 404, and the API is not served', async () => {
    assert.equal((await get(`/jobs/${otherJob.slug}`)).statusCode, 404)
    const theirs = await get('/', { host: `${otherSite.subdomain}.${DOMAIN}` })
    assert.match(theirs.body, /Other careers/)
    assert.doesNotMatch(theirs.body, /Kỹ sư dữ liệu/)
    const unknown = await get('/', { host: `nobody-here.${DOMAIN}` })
    assert.equal(unknown.statusCode, 404)
    assert.match(unknown.headers['content-type'] as string, /^text\/html/)
    for (const path of ['/api/v1/openapi.json', `/api/v1/public/jobs/${tenant.code}`, '/healthz', `/careers/${otherSite.subdomain}`]) {
      const res = await get(path)
      assert.equal(res.statusCode, 404, path)
      assert.match(res.headers['content-type'] as string, /^text\/html/, path)
    }
  })

  test('the service’s own host is unchanged: /careers/{subdomain} still answers, with the careers domain as canonical', async () => {
    const res = await call(ctx.app, 'GET', `/careers/${site.subdomain}`, { headers: { host: 'hr.example.test' } })
    assert.equal(res.statusCode, 200)
    assert.match(res.body, new RegExp(`<a href="/careers/${site.subdomain}/jobs/${job.slug}">`))
    assert.match(res.body, new RegExp(`<link rel="canonical" href="https://${host}/"/>`))
    const root = await call(ctx.app, 'GET', '/', { headers: { host: 'hr.example.test' } })
    assert.equal(root.statusCode, 404)
    assert.match(root.headers['content-type'] as string, /^application\/json/)
    const deeper = await call(ctx.app, 'GET', '/', { headers: { host: `a.${host}` } })
    assert.match(deeper.headers['content-type'] as string, /^application\/json/, 'a deeper name is not a career site')
    assert.equal((await call(ctx.app, 'GET', '/api/v1/openapi.json')).statusCode, 200)
  })

  test('X-Forwarded-Host names the site only behind a trusted proxy (TRUST_PROXY)', async (t) => {
    const forwarded = { host: '127.0.0.1', 'x-forwarded-host': host }
    const untrusted = await call(ctx.app, 'GET', '/', { headers: forwarded })
    assert.match(untrusted.headers['content-type'] as string, /^application\/json/)
    const proxied = await buildTestApp(t, {
      env: { CAREERS_DOMAIN: DOMAIN, PUBLIC_BASE_URL: BASE, TRUST_PROXY: 'true' },
      database: ctx.database,
    })
    const trusted = await call(proxied.app, 'GET', '/', { headers: forwarded })
    assert.equal(trusted.statusCode, 200)
    assert.match(trusted.body, /<h1>Acme careers<\/h1>/)
  })
})

describe('CAREERS_DOMAIN', () => {
  test('is a domain name, lowercased, a port allowed; anything else stops the start', () => {
    assert.equal(loadConfig(testEnv({ CAREERS_DOMAIN: 'Careers.Example.COM' })).careersDomain, 'careers.example.com')
    assert.equal(loadConfig(testEnv({ CAREERS_DOMAIN: 'careers.localhost:3000' })).careersDomain, 'careers.localhost:3000')
    assert.equal(loadConfig(testEnv({})).careersDomain, undefined)
    for (const bad of ['https://careers.example.com', 'careers.example.com/x', '*.example.com', 'a b']) {
      assert.throws(() => loadConfig(testEnv({ CAREERS_DOMAIN: bad })), ConfigError, bad)
    }
  })

  test('a host names a site when it is one label under the domain', () => {
    assert.equal(subdomainOfHost('acme.careers.example.com', 'careers.example.com'), 'acme')
    assert.equal(subdomainOfHost('ACME.careers.example.com:8443', 'careers.example.com'), 'acme')
    assert.equal(subdomainOfHost('acme.careers.localhost:3000', 'careers.localhost:3000'), 'acme')
    assert.equal(subdomainOfHost('careers.example.com', 'careers.example.com'), undefined)
    assert.equal(subdomainOfHost('a.b.careers.example.com', 'careers.example.com'), undefined)
    assert.equal(subdomainOfHost('acme.careers.example.com.evil.test', 'careers.example.com'), undefined)
    assert.equal(subdomainOfHost('evilcareers.example.com', 'careers.example.com'), undefined)
    assert.equal(subdomainOfHost(undefined, 'careers.example.com'), undefined)
  })
})
