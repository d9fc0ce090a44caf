import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { assert422 } from '../../../test/helpers/assertions.ts'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { spaceOutCreatedAt } from '../../../test/helpers/created-at.ts'
import { provisionTenant, tenantWithTeam, type TestTenant } from '../../../test/helpers/factories.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'
import { RECRUITING } from '../../platform/auth/roles.ts'

const API = '/api/v1'
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const TEMPLATE_FIELDS = ['created_at', 'id', 'is_default', 'name', 'stages', 'updated_at']
const STAGE_FIELDS = ['id', 'is_optional', 'is_terminal', 'name', 'sort_order', 'stage_type']

interface StageItem {
  id: string
  name: string
  stage_type: string
  sort_order: number
  is_terminal: boolean
  is_optional: boolean
}

interface Template {
  id: string
  name: string
  is_default: boolean
  stages: StageItem[]
  created_at: string
  updated_at: string
}

interface StageInput {
  name: string
  stage_type: string
  is_terminal?: boolean
  is_optional?: boolean
}

const DEFAULT_PIPELINE = [
  ['New', 'applied', 1, false, false],
  ['Phone screen', 'screening', 2, false, false],
  ['Interview', 'interview', 3, false, false],
  ['Offer', 'offer', 4, false, false],
  ['Hired', 'hired', 5, true, false],
]

const THREE_STAGES: StageInput[] = [
  { name: 'Sourced', stage_type: 'sourced' },
  { name: 'Take-home', stage_type: 'assessment', is_optional: true },
  { name: 'Hired', stage_type: 'hired', is_terminal: true },
]

const FOUR_STAGES: StageInput[] = [
  { name: 'Applied', stage_type: 'applied' },
  { name: 'Manager review', stage_type: 'hm_review' },
  { name: 'Offer', stage_type: 'offer' },
  { name: 'Joined', stage_type: 'hired', is_terminal: true },
]

/** A stage as [name, type, sort_order, is_terminal, is_optional], easy to compare in order. */
function summary(stages: StageItem[]) {
  return stages.map((s) => [s.name, s.stage_type, s.sort_order, s.is_terminal, s.is_optional])
}

function expectedSummary(stages: StageInput[]) {
  return stages.map((s, i) => [s.name, s.stage_type, i + 1, s.is_terminal ?? false, s.is_optional ?? false])
}

async function listTemplates(app: FastifyInstance, tenant: TestTenant, query: Record<string, number> = {}) {
  const res = await call(app, 'GET', `${API}/pipeline-templates`, { token: tenant.admin.token, query })
  assert.equal(res.statusCode, 200, res.body)
  return res.json() as { total: number; page: number; page_size: number; items: Template[] }
}

async function createTemplate(app: FastifyInstance, tenant: TestTenant, body: Record<string, unknown>): Promise<Template> {
  const res = await call(app, 'POST', `${API}/pipeline-templates`, { token: tenant.admin.token, body })
  assert.equal(res.statusCode, 201, res.body)
  return res.json()
}

async function getTemplate(app: FastifyInstance, tenant: TestTenant, id: string): Promise<Template> {
  const res = await call(app, 'GET', `${API}/pipeline-templates/${id}`, { token: tenant.admin.token })
  assert.equal(res.statusCode, 200, res.body)
  return res.json()
}

async function createJob(app: FastifyInstance, tenant: TestTenant, body: Record<string, unknown> = {}) {
  const res = await call(app, 'POST', `${API}/jobs`, { token: tenant.admin.token, body: { title: 'Backend engineer', ...body } })
  assert.equal(res.statusCode, 201, res.body)
  return res.json() as { id: string; pipeline_template_id: string | null }
}

async function jobStages(app: FastifyInstance, tenant: TestTenant, jobId: string): Promise<StageItem[]> {
  const res = await call(app, 'GET', `${API}/jobs/${jobId}/pipeline`, { token: tenant.admin.token })
  assert.equal(res.statusCode, 200, res.body)
  return res.json().items
}

async function defaultTemplate(app: FastifyInstance, tenant: TestTenant): Promise<Template> {
  const defaults = (await listTemplates(app, tenant, { page_size: 100 })).items.filter((t) => t.is_default)
  assert.equal(defaults.length, 1, 'exactly one default template')
  return defaults[0]!
}

describe('pipeline templates', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: TestTenant

  before(async () => {
    ctx = await buildTestApp()
    team = await tenantWithTeam(ctx.app)
    other = await provisionTenant(ctx.app)
  })
  after(() => ctx.close())

  describe('GET /pipeline-templates', () => {
    test('a new tenant has exactly the default template "Standard hiring" with its five stages in order', async () => {
      const tenant = await provisionTenant(ctx.app)
      const page = await listTemplates(ctx.app, tenant)
      assert.equal(page.total, 1)
      assert.equal(page.page, 1)
      assert.equal(page.page_size, 20)
      assert.equal(page.items.length, 1)
      const [template] = page.items
      assert.deepEqual(Object.keys(template!).sort(), TEMPLATE_FIELDS)
      assert.equal(template!.name, 'Standard hiring')
      assert.equal(template!.is_default, true)
      assert.deepEqual(summary(template!.stages), DEFAULT_PIPELINE)
      for (const stage of template!.stages) assert.deepEqual(Object.keys(stage).sort(), STAGE_FIELDS)
      assert.match(template!.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    })

    test('lists only the tenant’s own templates, newest first, in pages', async () => {
      const tenant = await provisionTenant(ctx.app)
      const standard = await defaultTemplate(ctx.app, tenant)
      const first = await createTemplate(ctx.app, tenant, { name: 'First', stages: THREE_STAGES })
      const second = await createTemplate(ctx.app, tenant, { name: 'Second', stages: FOUR_STAGES })
      await spaceOutCreatedAt(ctx.database.unguarded, 'pipeline_templates', tenant.id, [standard.id, first.id, second.id])

      const all = await listTemplates(ctx.app, tenant)
      assert.equal(all.total, 3)
      assert.deepEqual(
        all.items.map((t) => t.id),
        [second.id, first.id, standard.id],
      )
      assert.deepEqual(summary(all.items[0]!.stages), expectedSummary(FOUR_STAGES), 'each template carries its own stages')
      assert.deepEqual(summary(all.items[1]!.stages), expectedSummary(THREE_STAGES))

      const pageTwo = await listTemplates(ctx.app, tenant, { page: 2, page_size: 2 })
      assert.equal(pageTwo.total, 3)
      assert.deepEqual(
        pageTwo.items.map((t) => t.id),
        [standard.id],
      )

      const theirs = await listTemplates(ctx.app, other, { page_size: 100 })
      assert.ok(!theirs.items.some((t) => t.id === first.id || t.id === second.id), 'another tenant does not see them')
    })

    test('answers 422 for page_size over 100', async () => {
      const res = await call(ctx.app, 'GET', `${API}/pipeline-templates`, { token: team.admin.token, query: { page_size: 101 } })
      assert422(res, ['query.page_size'])
    })
  })

  describe('POST /pipeline-templates', () => {
    test('answers 201 with the template, its stages numbered 1..n in the order given', async () => {
      const res = await call(ctx.app, 'POST', `${API}/pipeline-templates`, {
        token: team.admin.token,
        body: { name: '  Engineering  ', stages: FOUR_STAGES },
      })
      assert.equal(res.statusCode, 201, res.body)
      const template: Template = res.json()
      assert.deepEqual(Object.keys(template).sort(), TEMPLATE_FIELDS)
      assert.equal(template.name, 'Engineering')
      assert.equal(template.is_default, false)
      assert.deepEqual(summary(template.stages), expectedSummary(FOUR_STAGES))
      assert.deepEqual(await getTemplate(ctx.app, team, template.id), template)
    })

    test('a recruiter may create and read templates', async () => {
      const res = await call(ctx.app, 'POST', `${API}/pipeline-templates`, {
        token: team.members.recruiter.token,
        body: { name: 'Recruiter made', stages: THREE_STAGES },
      })
      assert.equal(res.statusCode, 201, res.body)
      const read = await call(ctx.app, 'GET', `${API}/pipeline-templates/${res.json().id}`, { token: team.members.recruiter.token })
      assert.equal(read.statusCode, 200)
      assert.equal(read.json().name, 'Recruiter made')
    })

    test('answers 422 at body.stages unless the pipeline ends in exactly one terminal stage of type hired', async () => {
      const tenant = await provisionTenant(ctx.app)
      const cases: [string, StageInput[]][] = [
        [
          'no terminal stage',
          [
            { name: 'A', stage_type: 'applied' },
            { name: 'H', stage_type: 'hired' },
          ],
        ],
        [
          'two terminal stages',
          [
            { name: 'A', stage_type: 'applied', is_terminal: true },
            { name: 'H', stage_type: 'hired', is_terminal: true },
          ],
        ],
        [
          'terminal stage not last',
          [
            { name: 'H', stage_type: 'hired', is_terminal: true },
            { name: 'A', stage_type: 'applied' },
          ],
        ],
        [
          'terminal stage not of type hired',
          [
            { name: 'A', stage_type: 'applied' },
            { name: 'O', stage_type: 'offer', is_terminal: true },
          ],
        ],
        [
          'a second hired stage',
          [
            { name: 'A', stage_type: 'applied' },
            { name: 'Early hire', stage_type: 'hired' },
            { name: 'H', stage_type: 'hired', is_terminal: true },
          ],
        ],
      ]
      for (const [label, stages] of cases) {
        const res = await call(ctx.app, 'POST', `${API}/pipeline-templates`, { token: tenant.admin.token, body: { name: label, stages } })
        assert422(res, ['body.stages'], label)
      }
      assert.equal((await listTemplates(ctx.app, tenant)).total, 1, 'no template was created')
    })

    test('answers 422 for an unknown stage_type, fewer than 2 stages, missing fields and unknown fields', async () => {
      const hired = { name: 'Hired', stage_type: 'hired', is_terminal: true }
      const cases: [string, Record<string, unknown>, string[]][] = [
        ['unknown stage_type', { name: 'X', stages: [{ name: 'A', stage_type: 'vibe_check' }, hired] }, ['body.stages.0.stage_type']],
        ['one stage', { name: 'X', stages: [hired] }, ['body.stages']],
        ['no stages', { name: 'X', stages: [] }, ['body.stages']],
        ['missing name', { stages: THREE_STAGES }, ['body.name']],
        ['empty name', { name: '', stages: THREE_STAGES }, ['body.name']],
        ['unknown field', { name: 'X', stages: THREE_STAGES, color: 'red' }, ['body.color']],
        ['unknown stage field', { name: 'X', stages: [{ ...THREE_STAGES[0], color: 'red' }, hired] }, ['body.stages.0.color']],
      ]
      for (const [label, body, expected] of cases) {
        assert422(await call(ctx.app, 'POST', `${API}/pipeline-templates`, { token: team.admin.token, body }), expected, label)
      }
    })

    test('is_default: true makes the new template the only default, and new jobs copy its stages', async () => {
      const tenant = await provisionTenant(ctx.app)
      const standard = await defaultTemplate(ctx.app, tenant)
      const created = await createTemplate(ctx.app, tenant, { name: 'New default', is_default: true, stages: FOUR_STAGES })
      assert.equal(created.is_default, true)

      assert.equal((await defaultTemplate(ctx.app, tenant)).id, created.id)
      assert.equal((await getTemplate(ctx.app, tenant, standard.id)).is_default, false)

      const job = await createJob(ctx.app, tenant)
      assert.equal(job.pipeline_template_id, created.id)
      assert.deepEqual(summary(await jobStages(ctx.app, tenant, job.id)), expectedSummary(FOUR_STAGES))
    })

    test('answers 422 for names that are only spaces', async () => {
      const hired = { name: 'Hired', stage_type: 'hired', is_terminal: true }
      const blankName = await call(ctx.app, 'POST', `${API}/pipeline-templates`, {
        token: team.admin.token,
        body: { name: '   ', stages: THREE_STAGES },
      })
      assert422(blankName, ['body.name'])
      const blankStage = await call(ctx.app, 'POST', `${API}/pipeline-templates`, {
        token: team.admin.token,
        body: { name: 'Blank stage', stages: [{ name: '  ', stage_type: 'applied' }, hired] },
      })
      assert422(blankStage, ['body.stages.0.name'])
    })

    test('templates made default at the same time leave exactly one default, and none answers 500', async () => {
      const tenant = await provisionTenant(ctx.app)
      const results = await Promise.all(
        [1, 2, 3, 4].map((n) =>
          call(ctx.app, 'POST', `${API}/pipeline-templates`, {
            token: tenant.admin.token,
            body: { name: `Rival ${n}`, is_default: true, stages: THREE_STAGES },
          }),
        ),
      )
      assert.deepEqual(
        results.map((r) => r.statusCode),
        [201, 201, 201, 201],
      )
      const winner = await defaultTemplate(ctx.app, tenant)
      assert.ok(results.some((r) => r.json().id === winner.id))
    })
  })

  describe('GET /pipeline-templates/{id}', () => {
    test('answers 404 for an unknown id and for another tenant’s template', async () => {
      const theirs = await defaultTemplate(ctx.app, other)
      for (const id of [UNKNOWN_ID, theirs.id]) {
        const res = await call(ctx.app, 'GET', `${API}/pipeline-templates/${id}`, { token: team.admin.token })
        assert.equal(res.statusCode, 404, id)
        assert.equal(typeof res.json().detail, 'string')
      }
    })

    test('answers 422 for an id that is not a UUID', async () => {
      const res = await call(ctx.app, 'GET', `${API}/pipeline-templates/not-a-uuid`, { token: team.admin.token })
      assert422(res, ['path.id'])
    })
  })

  describe('PUT /pipeline-templates/{id}', () => {
    test('changes only the fields sent', async () => {
      const template = await createTemplate(ctx.app, team, { name: 'Before', stages: THREE_STAGES })
      const url = `${API}/pipeline-templates/${template.id}`
      const res = await call(ctx.app, 'PUT', url, { token: team.admin.token, body: { name: 'After' } })
      assert.equal(res.statusCode, 200, res.body)
      const updated: Template = res.json()
      assert.equal(updated.name, 'After')
      assert.equal(updated.is_default, false)
      assert.deepEqual(updated.stages, template.stages, 'stages untouched, ids included')
      assert.equal(updated.created_at, template.created_at)
      assert.ok(updated.updated_at > template.updated_at, 'updated_at moves forward')
      assert.deepEqual(await getTemplate(ctx.app, team, template.id), updated)
    })

    test('stages replaces the list: jobs created before keep their stages, jobs created after get the new ones', async () => {
      const template = await createTemplate(ctx.app, team, { name: 'Evolving', stages: THREE_STAGES })
      const before = await createJob(ctx.app, team, { pipeline_template_id: template.id })
      const stagesBefore = await jobStages(ctx.app, team, before.id)

      const res = await call(ctx.app, 'PUT', `${API}/pipeline-templates/${template.id}`, {
        token: team.admin.token,
        body: { stages: FOUR_STAGES },
      })
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual(summary(res.json().stages), expectedSummary(FOUR_STAGES))
      assert.equal(res.json().name, 'Evolving')
      assert.deepEqual(summary((await getTemplate(ctx.app, team, template.id)).stages), expectedSummary(FOUR_STAGES))

      assert.deepEqual(await jobStages(ctx.app, team, before.id), stagesBefore, 'the earlier job keeps its own copy')
      const afterJob = await createJob(ctx.app, team, { pipeline_template_id: template.id })
      assert.deepEqual(summary(await jobStages(ctx.app, team, afterJob.id)), expectedSummary(FOUR_STAGES))
    })

    test('answers 422 at body.stages for a list that breaks the pipeline shape, and changes nothing', async () => {
      const template = await createTemplate(ctx.app, team, { name: 'Kept', stages: THREE_STAGES })
      const res = await call(ctx.app, 'PUT', `${API}/pipeline-templates/${template.id}`, {
        token: team.admin.token,
        body: {
          name: 'Renamed',
          stages: [
            { name: 'A', stage_type: 'applied' },
            { name: 'O', stage_type: 'offer', is_terminal: true },
          ],
        },
      })
      assert422(res, ['body.stages'])
      assert.deepEqual(await getTemplate(ctx.app, team, template.id), template)
    })

    test('answers 422 for an empty body and for unknown fields', async () => {
      const template = await createTemplate(ctx.app, team, { name: 'Strict', stages: THREE_STAGES })
      const url = `${API}/pipeline-templates/${template.id}`
      const empty = await call(ctx.app, 'PUT', url, { token: team.admin.token, body: {} })
      assert.equal(empty.statusCode, 422)
      assert422(await call(ctx.app, 'PUT', url, { token: team.admin.token, body: { name: 'X', owner: 'me' } }), ['body.owner'])
      assert.equal((await getTemplate(ctx.app, team, template.id)).name, 'Strict')
    })

    test('is_default: true moves the default; unsetting it on the default answers 409', async () => {
      const tenant = await provisionTenant(ctx.app)
      const standard = await defaultTemplate(ctx.app, tenant)
      const refused = await call(ctx.app, 'PUT', `${API}/pipeline-templates/${standard.id}`, {
        token: tenant.admin.token,
        body: { is_default: false },
      })
      assert.equal(refused.statusCode, 409, refused.body)
      assert.equal(typeof refused.json().detail, 'string')
      assert.equal((await defaultTemplate(ctx.app, tenant)).id, standard.id)

      const custom = await createTemplate(ctx.app, tenant, { name: 'Custom', stages: THREE_STAGES })
      const moved = await call(ctx.app, 'PUT', `${API}/pipeline-templates/${custom.id}`, {
        token: tenant.admin.token,
        body: { is_default: true },
      })
      assert.equal(moved.statusCode, 200, moved.body)
      assert.equal(moved.json().is_default, true)
      assert.equal((await defaultTemplate(ctx.app, tenant)).id, custom.id)
      assert.equal((await getTemplate(ctx.app, tenant, standard.id)).is_default, false)
    })

    test('honours If-Unmodified-Since: 200 with the updated_at read, 412 once it has changed since', async () => {
      const template = await createTemplate(ctx.app, team, { name: 'Guarded', stages: THREE_STAGES })
      const url = `${API}/pipeline-templates/${template.id}`
      const headers = { 'if-unmodified-since': template.updated_at }

      const first = await call(ctx.app, 'PUT', url, { token: team.admin.token, headers, body: { name: 'First writer' } })
      assert.equal(first.statusCode, 200, first.body)

      const second = await call(ctx.app, 'PUT', url, { token: team.admin.token, headers, body: { name: 'Second writer' } })
      assert.equal(second.statusCode, 412, second.body)
      assert.equal(typeof second.json().detail, 'string')
      assert.equal((await getTemplate(ctx.app, team, template.id)).name, 'First writer')

      const fresh = await call(ctx.app, 'PUT', url, {
        token: team.admin.token,
        headers: { 'if-unmodified-since': first.json().updated_at },
        body: { name: 'Second writer' },
      })
      assert.equal(fresh.statusCode, 200, fresh.body)
      assert.equal(fresh.json().name, 'Second writer')
    })

    test('answers 404 for an unknown id and for another tenant’s template, leaving it unchanged', async () => {
      const theirs = await defaultTemplate(ctx.app, other)
      for (const id of [UNKNOWN_ID, theirs.id]) {
        const res = await call(ctx.app, 'PUT', `${API}/pipeline-templates/${id}`, { token: team.admin.token, body: { name: 'Hijacked' } })
        assert.equal(res.statusCode, 404, id)
      }
      assert.equal((await getTemplate(ctx.app, other, theirs.id)).name, 'Standard hiring')
    })
  })

  describe('DELETE /pipeline-templates/{id}', () => {
    test('answers 204; the template is gone from GET, the list and job creation', async () => {
      const template = await createTemplate(ctx.app, team, { name: 'Short-lived', stages: THREE_STAGES })
      const url = `${API}/pipeline-templates/${template.id}`
      const res = await call(ctx.app, 'DELETE', url, { token: team.admin.token })
      assert.equal(res.statusCode, 204)
      assert.equal(res.body, '')

      assert.equal((await call(ctx.app, 'GET', url, { token: team.admin.token })).statusCode, 404)
      assert.equal((await call(ctx.app, 'PUT', url, { token: team.admin.token, body: { name: 'Back' } })).statusCode, 404)
      assert.equal((await call(ctx.app, 'DELETE', url, { token: team.admin.token })).statusCode, 404)
      const listed = await listTemplates(ctx.app, team, { page_size: 100 })
      assert.ok(!listed.items.some((t) => t.id === template.id))
      const job = await call(ctx.app, 'POST', `${API}/jobs`, {
        token: team.admin.token,
        body: { title: 'Orphan', pipeline_template_id: template.id },
      })
      assert422(job, ['body.pipeline_template_id'])
    })

    test('answers 409 for the default template, which stays', async () => {
      const tenant = await provisionTenant(ctx.app)
      const standard = await defaultTemplate(ctx.app, tenant)
      const res = await call(ctx.app, 'DELETE', `${API}/pipeline-templates/${standard.id}`, { token: tenant.admin.token })
      assert.equal(res.statusCode, 409, res.body)
      assert.equal(typeof res.json().detail, 'string')
      assert.equal((await getTemplate(ctx.app, tenant, standard.id)).is_default, true)
    })

    test('answers 404 for another tenant’s template, which stays', async () => {
      const theirs = await createTemplate(ctx.app, other, { name: 'Theirs', stages: THREE_STAGES })
      const res = await call(ctx.app, 'DELETE', `${API}/pipeline-templates/${theirs.id}`, { token: team.admin.token })
      assert.equal(res.statusCode, 404)
      assert.equal((await getTemplate(ctx.app, other, theirs.id)).name, 'Theirs')
    })
  })

  describe('POST /jobs with pipeline_template_id', () => {
    test('a job created from a custom template gets a copy of its stages and records the template', async () => {
      const template = await createTemplate(ctx.app, team, { name: 'For jobs', stages: FOUR_STAGES })
      const job = await createJob(ctx.app, team, { pipeline_template_id: template.id })
      assert.equal(job.pipeline_template_id, template.id)
      const stages = await jobStages(ctx.app, team, job.id)
      assert.deepEqual(summary(stages), expectedSummary(FOUR_STAGES))
      const templateStageIds = new Set(template.stages.map((s) => s.id))
      assert.ok(
        stages.every((s) => !templateStageIds.has(s.id)),
        'the job has stages of its own, not the template’s',
      )
    })

    test('without pipeline_template_id the job copies the tenant’s default template', async () => {
      const tenant = await provisionTenant(ctx.app)
      const job = await createJob(ctx.app, tenant)
      assert.equal(job.pipeline_template_id, (await defaultTemplate(ctx.app, tenant)).id)
      assert.deepEqual(summary(await jobStages(ctx.app, tenant, job.id)), DEFAULT_PIPELINE)
    })

    test('answers 422 at body.pipeline_template_id for an unknown or another tenant’s template, creating no job', async () => {
      const tenant = await provisionTenant(ctx.app)
      const theirs = await defaultTemplate(ctx.app, other)
      for (const id of [UNKNOWN_ID, theirs.id]) {
        const body = { title: 'Nope', pipeline_template_id: id }
        const res = await call(ctx.app, 'POST', `${API}/jobs`, { token: tenant.admin.token, body })
        assert422(res, ['body.pipeline_template_id'], id)
      }
      const jobs = await call(ctx.app, 'GET', `${API}/jobs`, { token: tenant.admin.token })
      assert.equal(jobs.json().total, 0)
    })
  })

  describe('access', () => {
    test('every template route is for admins and recruiters only', async () => {
      const template = await createTemplate(ctx.app, team, { name: 'Guarded routes', stages: THREE_STAGES })
      const expired = await expiredToken(ctx.config.jwtSecret, team.admin, team.id)
      const url = `${API}/pipeline-templates/${template.id}`
      const routes = [
        { method: 'GET' as const, url: `${API}/pipeline-templates`, roles: RECRUITING },
        { method: 'POST' as const, url: `${API}/pipeline-templates`, body: { name: 'Sneaky', stages: THREE_STAGES }, roles: RECRUITING },
        { method: 'GET' as const, url, roles: RECRUITING },
        { method: 'PUT' as const, url, body: { name: 'Sneaky' }, roles: RECRUITING },
        { method: 'DELETE' as const, url, roles: RECRUITING },
      ]
      for (const route of routes) await assertGuarded(ctx.app, route, team.members, expired)
      assert.deepEqual(await getTemplate(ctx.app, team, template.id), template, 'no refused call changed the template')
      const names = (await listTemplates(ctx.app, team, { page_size: 100 })).items.map((t) => t.name)
      assert.ok(!names.includes('Sneaky'))
    })
  })
})
