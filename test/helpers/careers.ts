import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { call } from './app.ts'
import { multipartForm, type FormPart } from './multipart.ts'

/** A subdomain no other test file takes (subdomains are unique across tenants). */
export function uniqueSubdomain(prefix = 'site'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`
}

/** A career page made through the API, published unless told otherwise. */
export async function careerPage(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown> = {},
  { publish = true } = {},
): Promise<{ id: string; subdomain: string; title: string }> {
  const created = await call(app, 'POST', '/api/v1/career-pages', {
    token,
    body: { subdomain: uniqueSubdomain(), title: 'Work with us', ...body },
  })
  assert.equal(created.statusCode, 201, created.body)
  const page = created.json()
  if (publish) {
    const published = await call(app, 'POST', `/api/v1/career-pages/${page.id}/publish`, { token })
    assert.equal(published.statusCode, 200, published.body)
  }
  return page
}

/** A job made through the API and opened (which makes it public), unless `status` says otherwise. */
export async function openJob(
  app: FastifyInstance,
  token: string,
  fields: Record<string, unknown> = {},
  status: 'open' | 'draft' = 'open',
): Promise<{ id: string; code: string; slug: string; title: string }> {
  const created = await call(app, 'POST', '/api/v1/jobs', { token, body: { title: 'Kế toán trưởng', ...fields } })
  assert.equal(created.statusCode, 201, created.body)
  const job = created.json()
  if (status === 'open') {
    const opened = await call(app, 'PATCH', `/api/v1/jobs/${job.id}/status`, { token, body: { status: 'open' } })
    assert.equal(opened.statusCode, 200, opened.body)
  }
  return job
}

/** The CSRF cookie a page set and the token its form carries: what a browser sends back with the form. */
export function formSession(page: LightMyRequestResponse): { cookie: string; token: string } {
  const setCookie = [page.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('_csrf='))
  assert.ok(setCookie, `the page sets the CSRF cookie: ${JSON.stringify(page.headers)}`)
  const token = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1]
  assert.ok(token, 'the form carries a CSRF token')
  return { cookie: setCookie.split(';')[0]!, token }
}

export interface Application {
  full_name?: string
  email?: string
  phone?: string
  cover_letter?: string
  consent?: string
  website?: string
  cv?: { filename: string; contentType: string; data: Buffer }
}

/**
 * Sends the job page's form as a browser does: it first opens the page (for the cookie and the
 * token), then posts the multipart form with the cookie. `session` overrides either half.
 */
export async function submitApplication(
  app: FastifyInstance,
  jobUrl: string,
  fields: Application,
  options: { session?: Partial<{ cookie: string; token: string }>; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const page = await app.inject({ method: 'GET', url: jobUrl, headers: options.headers })
  assert.equal(page.statusCode, 200, page.body)
  const session = { ...formSession(page), ...options.session }
  const { cv, ...text } = fields
  const parts: FormPart[] = [{ name: '_csrf', data: session.token }]
  for (const [name, value] of Object.entries(text)) if (value !== undefined) parts.push({ name, data: value })
  parts.push(cv ? { name: 'cv', ...cv } : { name: 'cv', filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) })
  const form = multipartForm(parts)
  return app.inject({
    method: 'POST',
    url: jobUrl,
    headers: { ...options.headers, ...form.headers, ...(session.cookie ? { cookie: session.cookie } : {}) },
    payload: form.payload,
  })
}
