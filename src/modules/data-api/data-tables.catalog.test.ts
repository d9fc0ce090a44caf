import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { createApiKey, dataCall } from '../../../test/helpers/data-api.ts'
import { assertRecordMatches, coreClient, expectDataError, type CoreClient } from '../../../test/helpers/data-tables.ts'
import { provisionTenant, tenantWithTeam } from '../../../test/helpers/factories.ts'
import { DEFAULT_REJECTION_REASONS } from '../catalog/catalog.service.ts'
import { CATALOG_PARTS } from './catalog.ts'
import { DATA_TABLES } from './tables/index.ts'

const API = '/api/v1'

describe('Data API catalog and agent guide', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let key: string
  let h: CoreClient
  let extraTemplateId: string
  let deletedTemplateId: string

  before(async () => {
    ctx = await buildTestApp()
    team = await tenantWithTeam(ctx.app)
    key = await createApiKey(ctx.app, team.admin.token)
    h = coreClient(ctx.app, team)
    await h.post('/custom-sources', { name: 'TopCV', value: 'topcv', parent_source: 'job_board' })
    await h.post('/rejection-reasons', { code: 'visa_issue', label: 'Visa could not be obtained' })
    const stages = [
      { name: 'Sourced', stage_type: 'sourced' },
      { name: 'Take-home', stage_type: 'assessment', is_optional: true },
      { name: 'Hired', stage_type: 'hired', is_terminal: true },
    ]
    extraTemplateId = (await h.post('/pipeline-templates', { name: 'Engineering', stages })).id
    deletedTemplateId = (await h.post('/pipeline-templates', { name: 'Old process', stages })).id
    assert.equal((await call(ctx.app, 'DELETE', `${API}/pipeline-templates/${deletedTemplateId}`, { token: h.token })).statusCode, 204)
    await h.job({ department: 'Sales' })
    await h.job({ department: 'Engineering' })
    const gone = await h.job({ department: 'Legal' })
    assert.equal((await call(ctx.app, 'DELETE', `${API}/jobs/${gone.id}`, { token: h.token })).statusCode, 204)
    const off = await call(ctx.app, 'PATCH', `${API}/users/${team.members.interviewer.id}`, { token: h.token, body: { is_active: false } })
    assert.equal(off.statusCode, 200, off.body)
    // Another company's lists must not show up.
    const other = await provisionTenant(ctx.app)
    await call(ctx.app, 'POST', `${API}/jobs`, { token: other.admin.token, body: { title: 'Theirs', department: 'Other company dept' } })
  })
  after(() => ctx?.close())

  test('GET /data/catalog: five lists, each record exactly as declared', async () => {
    const res = await dataCall(ctx.app, key, '/catalog')
    assert.equal(res.statusCode, 200, res.body)
    const catalog = res.json()
    assert.deepEqual(Object.keys(catalog).sort(), Object.keys(CATALOG_PARTS).sort())
    for (const [name, part] of Object.entries(CATALOG_PARTS)) {
      if (!('fields' in part)) continue
      assert.ok(catalog[name].length > 0, name)
      catalog[name].forEach((record: Record<string, unknown>, i: number) => assertRecordMatches(part.fields, record, `${name}[${i}]`))
    }
  })

  test('templates with their stages in order, deleted ones left out', async () => {
    const { pipeline_templates } = (await dataCall(ctx.app, key, '/catalog')).json()
    const ids = pipeline_templates.map((t: { id: string }) => t.id)
    assert.ok(ids.includes(extraTemplateId) && !ids.includes(deletedTemplateId))
    assert.equal(pipeline_templates.filter((t: { is_default: boolean }) => t.is_default).length, 1)
    const engineering = pipeline_templates.find((t: { id: string }) => t.id === extraTemplateId)
    assert.deepEqual(
      engineering.stages.map((s: Record<string, unknown>) => [s.name, s.stage_type, s.sort_order, s.is_terminal, s.is_optional]),
      [
        ['Sourced', 'sourced', 1, false, false],
        ['Take-home', 'assessment', 2, false, true],
        ['Hired', 'hired', 3, true, false],
      ],
    )
  })

  test('custom sources, rejection reasons, departments in use, members without e-mail', async () => {
    const res = await dataCall(ctx.app, key, '/catalog')
    const catalog = res.json()
    assert.deepEqual(catalog.custom_sources, [{ name: 'TopCV', value: 'topcv', parent_source: 'job_board' }])
    const codes = catalog.rejection_reasons.map((r: { code: string }) => r.code)
    for (const reason of DEFAULT_REJECTION_REASONS) assert.ok(codes.includes(reason.code), reason.code)
    assert.deepEqual(
      catalog.rejection_reasons.find((r: { code: string }) => r.code === 'visa_issue'),
      { code: 'visa_issue', label: 'Visa could not be obtained' },
    )
    // Legal was only on a deleted job; the other company's department is not this one's.
    assert.deepEqual(catalog.departments, ['Engineering', 'Sales'])

    const members = catalog.members as { id: string; full_name: string; role: string; is_active: boolean }[]
    assert.deepEqual(
      members.map((m) => m.id).sort(),
      Object.values(team.members)
        .map((m) => m.id)
        .sort(),
    )
    assert.deepEqual(
      members.find((m) => m.id === team.members.interviewer.id),
      {
        id: team.members.interviewer.id,
        full_name: 'Member interviewer',
        role: 'interviewer',
        is_active: false,
      },
    )
    assert.doesNotMatch(res.body, /@|email/i, 'no e-mail address anywhere in the catalog')
  })

  test('GET /data/agent-guide: Markdown that names every table, its time axis and every field', async () => {
    const res = await dataCall(ctx.app, key, '/agent-guide')
    assert.equal(res.statusCode, 200, res.body)
    assert.match(String(res.headers['content-type']), /^text\/markdown/)
    const guide = res.body
    assert.match(guide, /^# /)
    for (const table of DATA_TABLES) {
      assert.ok(guide.includes(`GET /api/v1/data/${table.name}\``), `section of ${table.name}`)
      assert.ok(guide.includes(table.axisLabel), `time axis of ${table.name}`)
      for (const field of table.fields) assert.ok(guide.includes(`| \`${field.name}\` |`), `${table.name}.${field.name}`)
    }
    for (const [name, part] of Object.entries(CATALOG_PARTS)) {
      assert.ok(guide.includes(`**\`${name}\`**`), `catalog ${name}`)
      if ('fields' in part)
        for (const field of part.fields) assert.ok(guide.includes(`| \`${field.name}\` |`), `catalog ${name}.${field.name}`)
    }
  })

  test('the guide covers authentication, Vietnam time, exclusions, offer versions, the naming trap, cohorts and a sync', async () => {
    const guide = (await dataCall(ctx.app, key, '/agent-guide')).body
    for (const needle of [
      'Authorization: Bearer <API_KEY>',
      'api_key_in_url',
      'invalid_api_key',
      'invalid_range',
      'invalid_parameter',
      'rate_limited',
      'Retry-After',
      'UTC+7',
      '17:30:00.000Z',
      'from_clamped',
      'duplicate_of_id',
      'status = removed',
      'highest `version`',
      'offer_decline_reasons',
      'decline_reason_code',
      'cohort',
      'sample size',
      'median',
      'updated_since=',
      'total_pages',
    ]) {
      assert.ok(guide.includes(needle), `the guide mentions ${needle}`)
    }
  })

  test('catalog and guide need a key, and take no parameters', async () => {
    for (const path of ['/catalog', '/agent-guide']) {
      expectDataError(await dataCall(ctx.app, undefined, path), 401, 'invalid_api_key')
      expectDataError(await dataCall(ctx.app, key, path, { from: '2026-01-01' }), 422, 'invalid_parameter')
    }
  })

  test('another company’s key sees its own catalog only', async () => {
    const other = await provisionTenant(ctx.app)
    const otherKey = await createApiKey(ctx.app, other.admin.token)
    const catalog = (await dataCall(ctx.app, otherKey, '/catalog')).json()
    assert.deepEqual(catalog.custom_sources, [])
    assert.deepEqual(catalog.departments, [])
    assert.deepEqual(
      catalog.members.map((m: { id: string }) => m.id),
      [other.admin.id],
    )
    assert.ok(!catalog.pipeline_templates.some((t: { id: string }) => t.id === extraTemplateId))
  })
})
