import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { after, before, describe, test, type TestContext } from 'node:test'
import axe from 'axe-core'
import { chromium, type Browser, type Page } from 'playwright-core'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { careerPage, openJob } from '../../../test/helpers/careers.ts'
import { pdfCv } from '../../../test/helpers/cv-files.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { multipartForm, tinyPng } from '../../../test/helpers/multipart.ts'

/** Where the screenshots of every page go (gitignored): look at them after a run. */
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../test-output/careers-site')

/** Debian's Chromium (`apt-get install chromium`; .ci/run installs it), or the one CHROMIUM_PATH names. */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim() || undefined
  } catch {
    return undefined
  }
}

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

/** axe-core run in the page over WCAG 2.0–2.2 A and AA and its best practices; the serious and critical findings. */
async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: axe.source })
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String) })),
    }))
  })
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

describe('the career site in a real browser (headless Chromium)', () => {
  const executablePath = chromiumPath()
  let ctx: TestApp
  let browser: Browser
  let page: Page
  let origin: string
  let tenant: TestTenant
  let site: { subdomain: string }
  let job: { id: string; slug: string }

  /** Every page passes axe with nothing serious or critical, and leaves a screenshot behind. */
  async function checkPage(name: string) {
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true })
    const violations = await seriousViolations(page)
    assert.deepEqual(violations, [], `${name}: ${JSON.stringify(violations, null, 2)}`)
  }

  function skipWithoutChromium(t: TestContext): boolean {
    if (executablePath) return false
    // CI installs Chromium (.ci/run): missing there, the run must fail, not pass without these tests.
    assert.ok(!process.env.CI, 'Chromium is not installed: apt-get install chromium (or set CHROMIUM_PATH)')
    t.skip('Chromium is not installed (apt-get install chromium); CI fails here instead')
    return true
  }

  before(async () => {
    if (!executablePath) return
    mkdirSync(SCREENSHOTS, { recursive: true })
    ctx = await buildTestApp()
    origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    tenant = await provisionTenant(ctx.app)
    const created = await careerPage(ctx.app, tenant.admin.token, {
      title: 'Làm việc tại Sao Mai',
      tagline: 'Cùng xây dựng sản phẩm cho người Việt',
      about_html: '<p>Sao Mai là công ty phần mềm ở <strong>Hà Nội</strong> và <strong>Đà Nẵng</strong>.</p>',
      theme: { primary_color: '#0f766e' },
    })
    site = created
    // The logo, stored through the asset API and served by this same process.
    const form = multipartForm([{ name: 'file', filename: 'logo.png', contentType: 'image/png', data: tinyPng() }])
    const asset = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/career-pages/${created.id}/assets`,
      headers: { authorization: `Bearer ${tenant.admin.token}`, ...form.headers },
      payload: form.payload,
    })
    assert.equal(asset.statusCode, 201, asset.body)
    const logoUrl = `${origin}${new URL(asset.json().url as string).pathname}`
    const updated = await call(ctx.app, 'PUT', `/api/v1/career-pages/${created.id}`, {
      token: tenant.admin.token,
      body: { logo_url: logoUrl },
    })
    assert.equal(updated.statusCode, 200, updated.body)
    job = await openJob(ctx.app, tenant.admin.token, {
      title: 'Kỹ sư phần mềm Backend',
      department: 'Kỹ thuật',
      location_display: 'Hà Nội',
      work_setup: 'hybrid',
      salary_min: 30_000_000,
      salary_max: 45_000_000,
      currency: 'VND',
      description_html: '<h3>Công việc</h3><ul><li>Thiết kế API</li><li>Vận hành PostgreSQL</li></ul>',
    })
    await openJob(ctx.app, tenant.admin.token, { title: 'Kế toán tổng hợp', department: 'Tài chính', location_display: 'Đà Nẵng' })
    await openJob(ctx.app, tenant.admin.token, { title: 'Chuyên viên tuyển dụng', department: 'Nhân sự', location_display: 'Hà Nội' })
    browser = await chromium.launch({ executablePath })
    // The pages allow no script; axe is one, injected by the test alone.
    const context = await browser.newContext({ bypassCSP: true, locale: 'vi-VN', viewport: { width: 1280, height: 900 } })
    page = await context.newPage()
  })
  after(async () => {
    await browser?.close()
    await ctx?.close()
  })

  test('open the list, filter it, open a job, send the form with a CV and see the thank-you page; every page accessible', async (t) => {
    if (skipWithoutChromium(t)) return
    await page.goto(`${origin}/careers/${site.subdomain}`)
    assert.equal(await page.getAttribute('html', 'lang'), 'vi')
    assert.equal(await page.locator('h1').textContent(), 'Làm việc tại Sao Mai')
    assert.equal(await page.locator('.jobs li').count(), 3)
    assert.ok(await page.locator('.brand img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the logo loads')
    await checkPage('01-list')

    // Keyboard first: the skip link is the first stop, and focus shows.
    await page.keyboard.press('Tab')
    assert.equal(await page.evaluate(() => document.activeElement?.className), 'skip')
    assert.notEqual(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle), 'none')

    await page.selectOption('#filter-department', 'Kỹ thuật')
    await page.getByRole('button', { name: 'Tìm kiếm' }).click()
    await page.waitForURL(/department=/)
    assert.deepEqual(await page.locator('.jobs h3').allTextContents(), ['Kỹ sư phần mềm Backend'])
    await checkPage('02-list-filtered')

    await page.getByRole('link', { name: 'Kỹ sư phần mềm Backend' }).click()
    await page.waitForURL(new RegExp(`/jobs/${job.slug}$`))
    assert.equal(await page.locator('h1').textContent(), 'Kỹ sư phần mềm Backend')
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
    assert.equal(jsonLd['@type'], 'JobPosting')
    await checkPage('03-job')

    // Sent empty: the server's messages, the summary focused and announced.
    await page.getByRole('button', { name: 'Gửi hồ sơ' }).click()
    await page.waitForSelector('.summary')
    assert.equal(await page.evaluate(() => document.activeElement?.className), 'summary')
    assert.equal(await page.locator('.summary').getAttribute('role'), 'alert')
    assert.equal(await page.locator('#field-full_name').getAttribute('aria-invalid'), 'true')
    await checkPage('04-job-errors')

    await page.getByLabel('Họ và tên').fill('Nguyễn Thị Hoa')
    await page.getByLabel('E-mail').fill('hoa.browser@example.com')
    await page.getByLabel('Số điện thoại').fill('0912 345 678')
    await page.getByLabel('Thư giới thiệu').fill('Tôi có 5 năm kinh nghiệm với Node.js.')
    const cv = await pdfCv([{ text: 'Nguyễn Thị Hoa', size: 18, bold: true }, { text: 'hoa.browser@example.com' }])
    await page.setInputFiles('#field-cv', { name: 'hoa.pdf', mimeType: 'application/pdf', buffer: cv })
    await page.getByLabel(/Tôi đồng ý/).check()
    await page.getByRole('button', { name: 'Gửi hồ sơ' }).click()
    await page.waitForURL(new RegExp(`/jobs/${job.slug}/applied$`))
    assert.equal(await page.locator('h1').textContent(), 'Cảm ơn bạn đã ứng tuyển')
    await checkPage('05-thank-you')

    const applications = await call(ctx.app, 'GET', '/api/v1/applications', { token: tenant.admin.token, query: { job_id: job.id } })
    assert.equal(applications.json().total, 1)
    const candidateId = applications.json().items[0].candidate.id
    const stored = await call(ctx.app, 'GET', `/api/v1/candidates/${candidateId}/cv`, { token: tenant.admin.token })
    assert.equal(stored.statusCode, 200, 'the CV came through the browser')
  })

  test('the language switch, and the 404 page, are accessible too', async (t) => {
    if (skipWithoutChromium(t)) return
    await page.goto(`${origin}/careers/${site.subdomain}`)
    await page.getByRole('link', { name: 'English' }).click()
    await page.waitForURL(/lang=en/)
    assert.equal(await page.getAttribute('html', 'lang'), 'en')
    assert.match((await page.locator('.count').textContent())!, /3 open positions/)
    await checkPage('06-list-english')
    // The choice stays with the next page.
    await page.getByRole('link', { name: 'Kế toán tổng hợp' }).click()
    assert.equal(await page.getAttribute('html', 'lang'), 'en')

    const missing = await page.goto(`${origin}/careers/${site.subdomain}/jobs/no-such-job`)
    assert.equal(missing?.status(), 404)
    await checkPage('07-not-found')
  })
})
