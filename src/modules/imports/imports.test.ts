import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { assert422 } from '../../../test/helpers/assertions.ts'
import { spaceOutCreatedAt } from '../../../test/helpers/created-at.ts'
import { provisionTenant, tenantWithTeam, type TestTenant } from '../../../test/helpers/factories.ts'
import { runImport, waitForImport } from '../../../test/helpers/imports.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'
import { IMPORT_BODY_LIMIT_BYTES } from './imports.routes.ts'
import { MAX_RECORDS } from './imports.service.ts'

const URL = '/api/v1/imports'
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const candidate = (n: number) => ({ external_id: `c-${n}`, full_name: `Person ${n}`, created_at: '2025-10-01T00:00:00.000Z' })

describe('imports: the HTTP API', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: TestTenant
  let token: string

  const post = (body: unknown, headers: Record<string, string> = {}, as = token) => call(ctx.app, 'POST', URL, { token: as, body, headers })

  before(async () => {
    ctx = await buildTestApp()
    team = await tenantWithTeam(ctx.app)
    other = await provisionTenant(ctx.app)
    token = team.admin.token
  })
  after(() => ctx.close())

  test('POST answers 202 at once with where to follow the import; GET shows it through to completed', async () => {
    const res = await post({ candidates: [candidate(1), candidate(2)] })
    assert.equal(res.statusCode, 202, res.body)
    const accepted = res.json()
    assert.equal(accepted.status, 'queued')
    assert.match(accepted.status_url, new RegExp(`/api/v1/imports/${accepted.import_id}$`))
    const done = await waitForImport(ctx.app, token, accepted.import_id)
    assert.equal(done.status, 'completed')
    assert.match(String(done.created_at), TIMESTAMP)
    assert.match(String(done.started_at), TIMESTAMP)
    assert.match(String(done.finished_at), TIMESTAMP)
    assert.deepEqual(done.progress.candidate, { total: 2, processed: 2, created: 2, updated: 0, failed: 0 })
    assert.deepEqual(done.progress.job, { total: 0, processed: 0, created: 0, updated: 0, failed: 0 })
    assert.deepEqual(done.errors, [])

    const audit = (await call(ctx.app, 'GET', '/api/v1/audit-logs', { token, query: { resource_id: accepted.import_id } })).json()
    assert.deepEqual(
      audit.items.map((e: { action: string; actor_id: string }) => [e.action, e.actor_id]),
      [['import.created', team.admin.id]],
    )
  })

  test('GET /imports lists the company’s imports newest first, without their errors', async () => {
    // A company of its own: its two imports are all it has, a second apart.
    const company = await provisionTenant(ctx.app)
    const older = await runImport(ctx.app, company.admin.token, { candidates: [{ external_id: 'broken' }] })
    const newer = await runImport(ctx.app, company.admin.token, { candidates: [candidate(3)] })
    await spaceOutCreatedAt(ctx.database.unguarded, 'imports', company.id, [older.id, newer.id])
    const page = (await call(ctx.app, 'GET', URL, { token: company.admin.token, query: { page_size: 2 } })).json()
    assert.equal(page.total, 2)
    assert.deepEqual(
      page.items.map((i: { id: string }) => i.id),
      [newer.id, older.id],
    )
    assert.equal(page.items[1].error_count, 2, 'full_name and created_at missing')
    assert.equal('errors' in page.items[1], false)
    assert.equal((await call(ctx.app, 'GET', URL, { token: other.admin.token })).json().total, 0)
    assert422(await call(ctx.app, 'GET', URL, { token, query: { page_size: 101 } }), ['query.page_size'])
  })

  test('NDJSON: one record per line, an options line, blank lines skipped, unreadable lines reported', async () => {
    const lines = [
      '{"kind":"options","default_source":"referral"}',
      JSON.stringify({ kind: 'job', external_id: 'nd-job', title: 'Driver', created_at: '2025-10-01T00:00:00.000Z' }),
      '',
      JSON.stringify({ kind: 'candidate', ...candidate(40) }),
      '{"kind":"candidate", "external_id": "cut-off',
      '[1, 2]',
      '{"kind":"robot","external_id":"r1"}',
      JSON.stringify({ kind: 'candidate', external_id: 'c-41', created_at: '2025-10-01T00:00:00.000Z' }),
      JSON.stringify({
        kind: 'application',
        external_id: 'nd-app',
        job_external_id: 'nd-job',
        candidate_external_id: 'c-40',
        created_at: '2025-10-02T00:00:00.000Z',
      }),
    ].join('\n')
    const done = await runImport(ctx.app, token, lines, { ndjson: true })
    assert.equal(done.status, 'completed')
    assert.deepEqual(done.progress.candidate, { total: 2, processed: 2, created: 1, updated: 0, failed: 1 })
    assert.deepEqual(done.progress.application, { total: 1, processed: 1, created: 1, updated: 0, failed: 0 })
    assert.deepEqual(
      done.errors.map((e) => [e.kind, e.index, e.external_id, e.loc ?? null]),
      [
        ['line', 5, null, null],
        ['line', 6, null, null],
        ['line', 7, null, null],
        ['candidate', 1, 'c-41', ['full_name']],
      ],
    )
    const people = (await call(ctx.app, 'GET', '/api/v1/candidates', { token, query: { search: 'Person 40' } })).json()
    assert.equal(people.items[0].source, 'referral', 'the options line sets the default source')
  })

  test('NDJSON: a wrong options line refuses the request', async () => {
    const res = await call(ctx.app, 'POST', URL, {
      token,
      body: '{"kind":"options","default_source":"Not A Source"}\n',
      headers: { 'content-type': 'application/x-ndjson' },
    })
    assert422(res, ['body.1.default_source'])
  })

  test('422: the envelope is checked, the records are not', async () => {
    assert422(await post([candidate(1)]), ['body'], 'not an object')
    assert422(await post({ widgets: [] }), ['body.widgets'], 'unknown list')
    assert422(await post({ candidates: [candidate(1), { full_name: 'No key' }] }), ['body.candidates.1.external_id'], 'missing external_id')
    assert422(await post({ jobs: ['job-1'] }), ['body.jobs.0'], 'an item that is not an object')
    assert422(await post({ candidates: {} }), ['body.candidates'], 'a list that is not a list')
    assert422(await post({ default_source: 'Old DB' }), ['body.default_source'], 'malformed default source')
    assert422(await post({ default_source: 'no_such_source' }), ['body.default_source'], 'unknown default source')
    assert422(
      await call(ctx.app, 'POST', URL, { token, body: '{"candidates": [', headers: { 'content-type': 'application/json' } }),
      ['body'],
      'not JSON',
    )
  })

  test(`422: more than ${MAX_RECORDS} records`, async () => {
    const many = Array.from({ length: MAX_RECORDS + 1 }, (_, i) => ({ external_id: `x${i}` }))
    assert422(await post({ candidates: many }), ['body'])
  })

  test('413 over the import route’s own limit, which is far above the rest of the API’s', async () => {
    const over = `{"candidates":[{"external_id":"big","full_name":"${'a'.repeat(IMPORT_BODY_LIMIT_BYTES)}"}]}`
    const tooLarge = await call(ctx.app, 'POST', URL, { token, body: over, headers: { 'content-type': 'application/json' } })
    assert.equal(tooLarge.statusCode, 413, tooLarge.body)
    assert.equal(typeof tooLarge.json().detail, 'string')

    const large = await post({ candidates: [{ ...candidate(50), skills: ['x'.repeat(2 * 1024 * 1024)] }] })
    assert.equal(large.statusCode, 202, 'two megabytes are refused elsewhere, taken here')
    await waitForImport(ctx.app, token, large.json().import_id)
  })

  test('415 for a body that is neither JSON nor NDJSON', async () => {
    const res = await call(ctx.app, 'POST', URL, { token, body: 'external_id,full_name\n1,A', headers: { 'content-type': 'text/csv' } })
    assert.equal(res.statusCode, 415)
  })

  test('Idempotency-Key: the same key and body replay the first answer instead of queueing again', async () => {
    const key = { 'idempotency-key': `import-${randomUUID()}` }
    const first = await post({ candidates: [candidate(60)] }, key)
    const again = await post({ candidates: [candidate(60)] }, key)
    assert.equal(first.statusCode, 202)
    assert.equal(again.statusCode, 202)
    assert.equal(again.headers['idempotent-replayed'], 'true')
    assert.equal(again.json().import_id, first.json().import_id)
    await waitForImport(ctx.app, token, first.json().import_id)
  })

  test('GET /imports/{id}: 404 for another company’s import and for an unknown id, 422 for a malformed one', async () => {
    const mine = await runImport(ctx.app, token, { candidates: [candidate(70)] })
    assert.equal((await call(ctx.app, 'GET', `${URL}/${mine.id}`, { token: other.admin.token })).statusCode, 404)
    assert.equal((await call(ctx.app, 'GET', `${URL}/${randomUUID()}`, { token })).statusCode, 404)
    assert422(await call(ctx.app, 'GET', `${URL}/not-a-uuid`, { token }), ['path.id'])
  })

  test('admins only: 401 without or with an expired token, 403 for every other role', async () => {
    const expired = await expiredToken(ctx.config.jwtSecret, team.admin, team.id)
    await assertGuarded(ctx.app, { method: 'POST', url: URL, body: { candidates: [] }, roles: ['admin'] }, team.members, expired)
    await assertGuarded(ctx.app, { method: 'GET', url: URL, roles: ['admin'] }, team.members, expired)
    await assertGuarded(ctx.app, { method: 'GET', url: `${URL}/${randomUUID()}`, roles: ['admin'] }, team.members, expired)
  })

  test('an imported candidate sharing an earlier record’s e-mail or phone is flagged a copy of it', async () => {
    // A company of its own, so that no other test's candidates share these e-mails and phones.
    const company = await provisionTenant(ctx.app)
    const as = company.admin.token
    const created = await call(ctx.app, 'POST', '/api/v1/candidates', {
      token: as,
      body: { full_name: 'Held here', email: 'held@example.com', phone: '0901 555 666' },
    })
    assert.equal(created.statusCode, 201, created.body)
    const held = created.json()
    const at = (day: number) => `2025-10-0${day}T00:00:00.000Z`
    const done = await runImport(ctx.app, as, {
      candidates: [
        { external_id: 'same-email', full_name: 'Same e-mail', email: 'HELD@example.com', created_at: at(1) },
        { external_id: 'same-phone', full_name: 'Same phone', phone: '+84901555666', created_at: at(1) },
        { external_id: 'first-new', full_name: 'First new', email: 'new@example.com', created_at: at(2) },
        { external_id: 'second-new', full_name: 'Second new', email: 'new@example.com', created_at: at(3) },
        { external_id: 'nobody', full_name: 'Nobody known', email: 'nobody@example.com', created_at: at(4) },
      ],
    })
    assert.equal(done.status, 'completed', JSON.stringify(done.errors))
    const listed = (await call(ctx.app, 'GET', '/api/v1/candidates', { token: as, query: { page_size: 10 } })).json()
    const byName = new Map(listed.items.map((c: { full_name: string }) => [c.full_name, c]))
    const flags = (name: string) => {
      const c = byName.get(name) as { duplicate_of_id: string | null; needs_manual_review: boolean }
      return [c.duplicate_of_id, c.needs_manual_review]
    }
    assert.deepEqual(flags('Same e-mail'), [held.id, true])
    assert.deepEqual(flags('Same phone'), [held.id, true])
    const firstNew = byName.get('First new') as { id: string }
    assert.deepEqual(flags('First new'), [null, false])
    assert.deepEqual(flags('Second new'), [firstNew.id, true], 'a record earlier in the same import counts')
    assert.deepEqual(flags('Nobody known'), [null, false])
    assert.deepEqual(flags('Held here'), [null, false], 'the record already here is left as it was')
  })

  test('OpenAPI documents both bodies and every record’s fields', async () => {
    const doc = (await call(ctx.app, 'GET', '/api/v1/openapi.json')).json()
    const operation = doc.paths['/api/v1/imports'].post
    assert.deepEqual(Object.keys(operation.requestBody.content).sort(), ['application/json', 'application/x-ndjson'])
    const lists = operation.requestBody.content['application/json'].schema.properties
    assert.ok(lists.candidates.items.properties.full_name)
    assert.ok(lists.applications.items.properties.transitions.items.properties.change_type)
    assert.ok(lists.offers.items.properties.decline_reason_code)
    for (const status of ['202', '401', '403', '413', '415', '422']) assert.ok(operation.responses[status], status)
    assert.ok(doc.paths['/api/v1/imports/{id}'].get.responses['404'])
  })
})

describe('imports: the background worker', () => {
  let ctx: TestApp
  let tenant: TestTenant

  before(async () => {
    ctx = await buildTestApp()
    tenant = await provisionTenant(ctx.app)
  })
  after(() => ctx.close())

  test('two instances on one database: each import runs exactly once', async () => {
    const second = await buildTestApp(undefined, { database: ctx.database })
    try {
      const queued = []
      for (let i = 0; i < 6; i++) {
        const via = i % 2 === 0 ? ctx.app : second.app
        const res = await call(via, 'POST', URL, { token: tenant.admin.token, body: { candidates: [candidate(100 + i)] } })
        assert.equal(res.statusCode, 202, res.body)
        queued.push(res.json().import_id as string)
      }
      for (const id of queued) {
        const done = await waitForImport(ctx.app, tenant.admin.token, id)
        assert.deepEqual(
          done.progress.candidate,
          { total: 1, processed: 1, created: 1, updated: 0, failed: 0 },
          'ran once: created, not updated',
        )
      }
    } finally {
      await second.close()
    }
  })

  test('an import left running by an instance that died is taken up again and finishes', async () => {
    await ctx.app.services.taskWorker.stop()
    let id: string
    try {
      const res = await call(ctx.app, 'POST', URL, { token: tenant.admin.token, body: { candidates: [candidate(200), candidate(201)] } })
      assert.equal(res.statusCode, 202)
      id = res.json().import_id
      // What a crash leaves: the import running, its task held by a worker whose lease ran out.
      await ctx.database.unguarded
        .updateTable('imports')
        .set({ status: 'running', started_at: sql<Date>`now() - interval '10 minutes'` })
        .where('tenant_id', '=', tenant.id)
        .where('id', '=', id)
        .execute()
      const held = await ctx.database.unguarded
        .updateTable('background_tasks')
        .set({ status: 'running', attempts: 1, lease_token: randomUUID(), leased_until: sql<Date>`now() - interval '1 second'` })
        .where('tenant_id', '=', tenant.id)
        .where(sql<string>`payload->>'import_id'`, '=', id)
        .executeTakeFirst()
      assert.equal(held.numUpdatedRows, 1n, 'the import has its task')
    } finally {
      ctx.app.services.taskWorker.start()
    }
    const done = await waitForImport(ctx.app, tenant.admin.token, id)
    assert.equal(done.status, 'completed')
    assert.deepEqual(done.progress.candidate, { total: 2, processed: 2, created: 2, updated: 0, failed: 0 })
  })

  test('an instance that stops mid-import gives it back to the queue; the next one finishes it', async () => {
    const candidates = ctx.app.services.candidates
    const openImport = candidates.openImport
    let entered!: () => void
    const inside = new Promise<void>((resolve) => (entered = resolve))
    let stopping: Promise<void> | undefined
    candidates.openImport = async (...args) => {
      const writer = await openImport(...args)
      return {
        write: (trx, input) => {
          entered()
          // The instance is told to stop while this batch is being written.
          stopping ??= ctx.app.services.taskWorker.stop()
          return writer.write(trx, input)
        },
      }
    }
    let id: string
    try {
      const many = Array.from({ length: 1200 }, (_, i) => candidate(5000 + i))
      const res = await call(ctx.app, 'POST', URL, { token: tenant.admin.token, body: { candidates: many } })
      assert.equal(res.statusCode, 202)
      id = res.json().import_id
      await inside
      await stopping
    } finally {
      candidates.openImport = openImport
    }
    const state = (await call(ctx.app, 'GET', `${URL}/${id}`, { token: tenant.admin.token })).json()
    assert.equal(state.status, 'queued', 'handed back, not failed')
    const task = await ctx.database.unguarded
      .selectFrom('background_tasks')
      .select(['status', 'attempts'])
      .where('tenant_id', '=', tenant.id)
      .where(sql<string>`payload->>'import_id'`, '=', id)
      .executeTakeFirstOrThrow()
    assert.deepEqual(task, { status: 'queued', attempts: 0 })
    ctx.app.services.taskWorker.start()
    const done = await waitForImport(ctx.app, tenant.admin.token, id)
    assert.equal(done.status, 'completed')
    assert.equal(done.progress.candidate?.processed, 1200)
    assert.equal(done.progress.candidate?.failed, 0)
  })

  test('something unexpected stops the run: failed, with a failure that says what is kept; the payload is dropped', async () => {
    const candidates = ctx.app.services.candidates
    const openImport = candidates.openImport
    candidates.openImport = async () => ({
      write: async () => {
        throw new Error('connection to the database was lost')
      },
    })
    let done
    try {
      done = await runImport(ctx.app, tenant.admin.token, {
        jobs: [{ external_id: 'j-kept', title: 'Kept', created_at: '2025-10-01T00:00:00.000Z' }],
        candidates: [candidate(400)],
      })
    } finally {
      candidates.openImport = openImport
    }
    assert.equal(done.status, 'failed')
    assert.match(String(done.failure), /written before it are kept/)
    assert.doesNotMatch(String(done.failure), /connection/, 'the cause goes to the log, not to the client')
    assert.deepEqual(done.progress.job, { total: 1, processed: 1, created: 1, updated: 0, failed: 0 }, 'the batches committed before')
    const row = await ctx.database.db
      .selectFrom('imports')
      .select('payload')
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', done.id)
      .executeTakeFirstOrThrow()
    assert.equal(row.payload, null)
    const jobs = (await call(ctx.app, 'GET', '/api/v1/jobs', { token: tenant.admin.token })).json()
    assert.ok(jobs.items.some((j: { title: string }) => j.title === 'Kept'))
  })
})
