import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { call } from '../helpers/app.ts'
import { createApiKey } from '../helpers/data-api.ts'
import { addMember, provisionTenant, type SignedIn, type TestTenant } from '../helpers/factories.ts'

const API = '/api/v1'

/**
 * The records a fuzz run aims at: one of each kind in one tenant, made through the API. Fuzzed
 * requests delete, anonymize and close what they name, so the records are made anew from time
 * to time (`renew`) and every request can still reach the code behind "not found".
 */
export interface FuzzFixtures {
  tenant: TestTenant
  recruiter: SignedIn
  apiKey: string
  /** A key that fuzzed `DELETE /settings/api-keys/{id}` may revoke; the one above stays. */
  spareApiKeyId: string
  ids: Record<string, string>
  renew(): Promise<void>
}

export async function createFixtures(app: FastifyInstance): Promise<FuzzFixtures> {
  const tenant = await provisionTenant(app)
  const recruiter = await addMember(app, tenant, 'recruiter')
  const apiKey = await createApiKey(app, tenant.admin.token, 'fuzz')
  const token = tenant.admin.token

  async function post(path: string, body: unknown, expected = [201, 200]): Promise<Record<string, unknown>> {
    const res = await call(app, 'POST', `${API}${path}`, { token, body })
    assert.ok(expected.includes(res.statusCode), `fixture ${path}: ${res.statusCode} ${res.body}`)
    return res.json()
  }

  const ids: Record<string, string> = {}
  async function renew() {
    const tag = randomBytes(3).toString('hex')
    // Fuzzed PATCH /users/{id} aims at this member; it is put back as it was.
    const restored = await call(app, 'PATCH', `${API}/users/${recruiter.id}`, { token, body: { is_active: true, role: 'recruiter' } })
    assert.equal(restored.statusCode, 200, restored.body)
    const spare = (await post('/settings/api-keys', { name: `spare ${tag}` })) as { id: string }
    fixtures.spareApiKeyId = spare.id
    const templates = (await call(app, 'GET', `${API}/pipeline-templates`, { token })).json().items as { id: string }[]
    const job = (await post('/jobs', { title: `Fuzz engineer ${tag}`, department: 'Fuzz' })) as { id: string; slug: string; code: string }
    const opened = await call(app, 'PATCH', `${API}/jobs/${job.id}/status`, { token, body: { status: 'open' } })
    assert.equal(opened.statusCode, 200, opened.body)
    const stages = (await call(app, 'GET', `${API}/jobs/${job.id}/pipeline`, { token })).json().items as { id: string }[]
    const candidate = await post('/candidates', { full_name: `Fuzz Candidate ${tag}`, email: `fuzz-${tag}@example.com` })
    const other = await post('/candidates', { full_name: `Fuzz Other ${tag}`, email: `other-${tag}@example.com` })
    const application = await post('/applications', { job_id: job.id, candidate_id: candidate.id })
    const start = new Date(Date.now() + 30 * 86_400_000)
    const interview = await post('/interviews', {
      application_id: application.id,
      interview_round: 'Technical',
      scheduled_at: start.toISOString(),
      duration_minutes: 45,
      interviewer_ids: [tenant.admin.id],
      force: true,
    })
    const evaluation = await post('/evaluations', { application_id: application.id })
    const offer = await post('/offers', { application_id: application.id })
    const page = await post('/career-pages', { subdomain: `fuzz-${tag}`, title: 'Fuzz careers' })
    await post(`/career-pages/${String(page.id)}/publish`, undefined, [200])
    const link = await post('/interviews/self-schedule-links', {
      application_id: application.id,
      interview_round: 'Screening',
      duration_minutes: 30,
      interviewer_ids: [tenant.admin.id],
      slots: [{ start: new Date(start.getTime() + 86_400_000).toISOString() }],
    })
    const imported = await call(app, 'POST', `${API}/imports`, { token, body: { candidates: [] } })
    assert.equal(imported.statusCode, 202, imported.body)
    const audit = (await call(app, 'GET', `${API}/audit-logs`, { token, query: { page_size: 1 } })).json().items as { id: string }[]

    Object.assign(ids, {
      tenant_code: tenant.code,
      job: job.id,
      job_identifier: job.slug,
      stage: stages[1]?.id ?? stages[0]!.id,
      candidate: String(candidate.id),
      other_candidate: String(other.id),
      application: String(application.id),
      interview: String(interview.id),
      evaluation: String(evaluation.id),
      offer: String(offer.id),
      career_page: String(page.id),
      subdomain: String(page.subdomain),
      slot_token: String(link.token),
      import: String(imported.json().import_id),
      audit: audit[0]!.id,
      template: templates[0]!.id,
      member: recruiter.id,
      admin: tenant.admin.id,
    })
  }

  const fixtures: FuzzFixtures = { tenant, recruiter, apiKey, spareApiKeyId: '', ids, renew }
  await renew()
  return fixtures
}

/** Which fixture a body field or query parameter of this name names. */
const FIELD_IDS: Record<string, string> = {
  job_id: 'job',
  job_ids: 'job',
  candidate_id: 'candidate',
  into_id: 'other_candidate',
  application_id: 'application',
  application_ids: 'application',
  stage_id: 'stage',
  to_stage_id: 'stage',
  move_to_stage_id: 'stage',
  stage_ids: 'stage',
  interview_id: 'interview',
  interviewer_id: 'admin',
  interviewer_ids: 'admin',
  assigned_recruiter_id: 'admin',
  evaluator_id: 'admin',
  actor_id: 'admin',
  resource_id: 'job',
  pipeline_template_id: 'template',
  job_identifier: 'job_identifier',
}

export function fieldId(fixtures: FuzzFixtures, name: string): string | undefined {
  const key = FIELD_IDS[name]
  return key ? fixtures.ids[key] : undefined
}

/** Which fixture `{id}` (or another path parameter) names, by the path it stands in. */
const PATH_IDS: [RegExp, string][] = [
  [/^\/api\/v1\/settings\/api-keys\//, 'spare_api_key'],
  [/^\/api\/v1\/users\//, 'member'],
  [/^\/api\/v1\/audit-logs\//, 'audit'],
  [/^\/api\/v1\/pipeline-templates\//, 'template'],
  [/^\/api\/v1\/jobs\//, 'job'],
  [/^\/api\/v1\/candidates\//, 'candidate'],
  [/^\/api\/v1\/career-pages\//, 'career_page'],
  [/^\/api\/v1\/applications\//, 'application'],
  [/^\/api\/v1\/interviews\//, 'interview'],
  [/^\/api\/v1\/offers\//, 'offer'],
  [/^\/api\/v1\/evaluations\//, 'evaluation'],
  [/^\/api\/v1\/imports\//, 'import'],
]

const NAMED_PATH_PARAMS: Record<string, string> = {
  tenant_code: 'tenant_code',
  job_identifier: 'job_identifier',
  subdomain: 'subdomain',
  token: 'slot_token',
  stage_id: 'stage',
  candidate_id: 'candidate',
}

export function pathParamValue(fixtures: FuzzFixtures, path: string, name: string): string | undefined {
  const named = NAMED_PATH_PARAMS[name]
  if (named) return fixtures.ids[named]
  if (name !== 'id') return undefined
  const key = PATH_IDS.find(([pattern]) => pattern.test(path))?.[1]
  if (key === 'spare_api_key') return fixtures.spareApiKeyId
  return key ? fixtures.ids[key] : undefined
}
