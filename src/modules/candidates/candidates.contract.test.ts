import assert from 'node:assert/strict'
import { randomBytes, randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { sql, type Kysely } from 'kysely'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { assert422 } from '../../../test/helpers/assertions.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { recruitingClient } from '../../../test/helpers/recruiting.ts'
import { recomputeNormalizedPhones, up as migrateNormalizedPhones } from '../../db/migrations/0011-normalized-phones.ts'
import { normalizePhone, searchTermOf, searchTextOf } from './normalize.ts'

const API = '/api/v1'

/** A Vietnamese mobile number no other test writes: `0913 NNN NNN`, national form with spaces. */
function freshMobile(): string {
  const n = randomBytes(4).readUInt32BE() % 1_000_000
  const six = String(n).padStart(6, '0')
  return `0913 ${six.slice(0, 3)} ${six.slice(3)}`
}

const tagOf = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`

describe('candidates: phone numbers, sources and erasure', () => {
  let ctx: TestApp
  let other: TestTenant

  /** Each test gets its own tenant, so numbers and custom sources of one never meet another's. */
  async function tenant() {
    const t = await provisionTenant(ctx.app)
    const token = t.admin.token
    return {
      t,
      token,
      async create(body: Record<string, unknown>, headers: Record<string, string> = {}) {
        const res = await call(ctx.app, 'POST', `${API}/candidates`, { token, body, headers })
        assert.equal(res.statusCode, 201, res.body)
        return res.json()
      },
      async searchIds(term: string) {
        const res = await call(ctx.app, 'GET', `${API}/candidates`, { token, query: { search: term, page_size: 100 } })
        assert.equal(res.statusCode, 200, res.body)
        return res.json().items.map((c: { id: string }) => c.id) as string[]
      },
    }
  }

  // Migrations are written against the schema of their time, not today's DB type.
  const migrationHandle = () => ctx.database.unguarded as unknown as Kysely<unknown>
  const row = (id: string) => ctx.database.unguarded.selectFrom('candidates').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

  before(async () => {
    ctx = await buildTestApp()
    other = await provisionTenant(ctx.app)
  })
  after(() => ctx.close())

  describe('phone numbers', () => {
    test('are E.164 by the numbering plan, Vietnamese when no country code is given', () => {
      for (const typed of [
        '0912 345 678',
        '+84 (0) 912 345 678',
        '912345678',
        '+84 912-345-678',
        '84912345678',
        '0084 912 345 678',
        '(+84) 912.345.678',
      ]) {
        assert.equal(normalizePhone(typed), '+84912345678', typed)
      }
      assert.equal(normalizePhone('028 3822 1234'), '+842838221234', 'a Hồ Chí Minh City landline')
      assert.equal(normalizePhone('+1 650 253 0000'), '+16502530000', 'a foreign number keeps its country')
      assert.equal(normalizePhone('+44 20 7946 0958'), '+442079460958')
      // Numbers no plan has are not compared at all (see normalizePhone).
      for (const unknown of ['0000000000', '12345', '0912 345 678 99', '+0912345678', '', '   ', null, undefined]) {
        assert.equal(normalizePhone(unknown), null, String(unknown))
      }
    })

    test('the search text holds the E.164 digits and the national form; an unknown number its digits as typed', () => {
      const known = searchTextOf({ full_name: 'A', email: null, phone: '+84 (0) 912 345 678', code: 'CAN-2026-0001' })
      assert.equal(known, 'a | 84912345678 | 0912345678 | can-2026-0001')
      const foreign = searchTextOf({ full_name: 'A', email: null, phone: '+1 650 253 0000', code: 'C' })
      assert.equal(foreign, 'a | 16502530000 | c')
      const unknown = searchTextOf({ full_name: 'A', email: null, phone: '0000 000 000', code: 'C' })
      assert.equal(unknown, 'a | 0000000000 | c')
      assert.equal(searchTermOf('+84 (0) 912 345 678'), '84912345678')
      assert.equal(searchTermOf('0912 345 678'), '0912345678')
      assert.equal(searchTermOf('345 678'), '345678', 'a run of digits is looked for as typed')
    })

    test('`+84 (0) 912 345 678` and `912345678` are duplicates of `0912 345 678`, on create and update', async () => {
      const h = await tenant()
      const owner = await h.create({ full_name: 'Phone Owner', phone: '0912 345 678' })
      assert.equal(owner.duplicate_of_id, null)
      for (const phone of ['+84 (0) 912 345 678', '912345678']) {
        const copy = await h.create({ full_name: `Copy ${phone}`, phone })
        assert.equal(copy.duplicate_of_id, owner.id, phone)
        assert.equal(copy.needs_manual_review, true, phone)
        assert.equal(copy.phone, phone, 'the phone is kept as typed')
        assert.equal((await row(copy.id)).phone_normalized, '+84912345678', phone)
      }
      const later = await h.create({ full_name: 'Later Copy' })
      const res = await call(ctx.app, 'PUT', `${API}/candidates/${later.id}`, { token: h.token, body: { phone: '912345678' } })
      assert.equal(res.statusCode, 200, res.body)
      assert.equal(res.json().duplicate_of_id, owner.id)
      // Another tenant's record with the number is no one's duplicate here.
      const elsewhere = await call(ctx.app, 'POST', `${API}/candidates`, {
        token: other.admin.token,
        body: { full_name: 'Elsewhere', phone: '912345678' },
      })
      assert.equal(elsewhere.statusCode, 201, elsewhere.body)
      assert.notEqual(elsewhere.json().duplicate_of_id, owner.id)
      // Every written form finds all four records.
      for (const term of ['0912 345 678', '+84 (0) 912 345 678', '912345678', '+84912345678', '84912345678']) {
        assert.equal((await h.searchIds(term)).length, 4, term)
      }
    })

    test('a number the plan does not know gets no comparison key, marks no duplicate, and is still found by its digits', async () => {
      const h = await tenant()
      const first = await h.create({ full_name: 'Placeholder One', phone: '0000 000 000' })
      const second = await h.create({ full_name: 'Placeholder Two', phone: '0000000000' })
      assert.equal((await row(first.id)).phone_normalized, null)
      assert.equal(second.duplicate_of_id, null, 'the same placeholder is no evidence of the same person')
      assert.equal(second.needs_manual_review, false)
      assert.deepEqual((await h.searchIds('0000000000')).sort(), [first.id, second.id].sort())
    })

    test('migration 0011 recomputes the stored comparison key and search text of existing rows', async () => {
      const h = await tenant()
      const tenantId = h.t.id
      const old = [
        { phone: '+84 (0) 912 345 678', phone_normalized: '+840912345678', expected: '+84912345678' },
        { phone: '912345678', phone_normalized: '+912345678', expected: '+84912345678' },
        { phone: '0000 000 000', phone_normalized: '+84000000000', expected: null },
        { phone: '+1 650 253 0000', phone_normalized: '+16502530000', expected: '+16502530000' },
      ]
      const stamp = new Date('2025-01-02T03:04:05.678Z')
      const ids: string[] = []
      for (const [i, o] of old.entries()) {
        const id = randomUUID()
        ids.push(id)
        const code = `CAN-2025-${String(9000 + i)}`
        // As the hand-written rules stored them: `+` and the digits, the same digits in the search text.
        await ctx.database.unguarded
          .insertInto('candidates')
          .values({
            tenant_id: tenantId,
            id,
            code,
            full_name: `Old Row ${i}`,
            phone: o.phone,
            phone_normalized: o.phone_normalized,
            search_text: `old row ${i} | ${o.phone_normalized.slice(1)} | ${code.toLowerCase()}`,
            created_at: stamp,
            updated_at: stamp,
          })
          .execute()
      }
      const current = await h.create({ full_name: 'Already Right', phone: '0903 111 222' })
      const currentBefore = await row(current.id)

      // A small batch size walks several batches.
      const changed = await recomputeNormalizedPhones(migrationHandle(), 2)
      // Every old row but the foreign one, whose old values happen to be the new ones too.
      assert.equal(changed, 3)
      for (const [i, o] of old.entries()) {
        const after = await row(ids[i]!)
        assert.equal(after.phone_normalized, o.expected, o.phone)
        assert.equal(after.search_text, searchTextOf(after), o.phone)
        assert.equal(after.updated_at.toISOString(), stamp.toISOString(), 'updated_at stays')
      }
      assert.match((await row(ids[0]!)).search_text, /\| 84912345678 \| 0912345678 \|/)
      assert.deepEqual(await row(current.id), currentBefore, 'a row already right is not touched')

      // Recomputed, the old rows are found and matched like new ones.
      assert.ok((await h.searchIds('0912 345 678')).includes(ids[0]!))
      const copy = await h.create({ full_name: 'New Copy', phone: '0912 345 678' })
      assert.ok(copy.duplicate_of_id === ids[0] || copy.duplicate_of_id === ids[1], copy.duplicate_of_id)

      // The migration itself does the same, and running it again changes nothing.
      await migrateNormalizedPhones(migrationHandle())
      assert.equal(await recomputeNormalizedPhones(migrationHandle()), 0)
    })
  })

  describe('source', () => {
    test('an unknown source is 422 at body.source on POST and PUT, the same answer applications give', async () => {
      const h = await tenant()
      const before = await h.searchIds('Unknown Source')
      const created = await call(ctx.app, 'POST', `${API}/candidates`, {
        token: h.token,
        body: { full_name: 'Unknown Source', source: 'carrier_pigeon' },
      })
      assert422(created, ['body.source'], 'POST')
      assert.deepEqual(await h.searchIds('Unknown Source'), before, 'nothing written')

      const candidate = await h.create({ full_name: 'Known Source', source: 'linkedin' })
      const updated = await call(ctx.app, 'PUT', `${API}/candidates/${candidate.id}`, {
        token: h.token,
        body: { source: 'carrier_pigeon' },
      })
      assert422(updated, ['body.source'], 'PUT')
      assert.equal((await row(candidate.id)).source, 'linkedin', 'unchanged')

      const job = (await call(ctx.app, 'POST', `${API}/jobs`, { token: h.token, body: { title: 'Source Check' } })).json()
      const application = await call(ctx.app, 'POST', `${API}/applications`, {
        token: h.token,
        body: { candidate_id: candidate.id, job_id: job.id, source: 'carrier_pigeon' },
      })
      assert422(application, ['body.source'], 'applications')
      assert.deepEqual(created.json(), application.json(), 'one check, one answer')
      assert.deepEqual(updated.json(), application.json())
    })

    test('a custom source of the tenant is accepted on POST and PUT; another tenant’s is not', async () => {
      const h = await tenant()
      const value = `alumni_${randomBytes(3).toString('hex')}`
      const custom = await call(ctx.app, 'POST', `${API}/custom-sources`, {
        token: h.token,
        body: { name: 'Alumni', value, parent_source: 'referral' },
      })
      assert.equal(custom.statusCode, 201, custom.body)
      const created = await h.create({ full_name: 'Custom Sourced', source: value })
      assert.equal(created.source, value)
      const plain = await h.create({ full_name: 'Later Custom', source: 'hr' })
      const updated = await call(ctx.app, 'PUT', `${API}/candidates/${plain.id}`, { token: h.token, body: { source: value } })
      assert.equal(updated.statusCode, 200, updated.body)
      assert.equal(updated.json().source, value)
      const theirs = await call(ctx.app, 'POST', `${API}/candidates`, {
        token: other.admin.token,
        body: { full_name: 'Not Theirs', source: value },
      })
      assert422(theirs, ['body.source'], 'another tenant')
    })
  })

  describe('anonymization', () => {
    test('leaves none of the person’s values in audit entries, kept replies or application notes', async () => {
      const h = await tenant()
      const tag = tagOf('zq')
      const first = { full_name: `Đặng Thùy ${tag}`, email: `${tag}@private.example`, phone: freshMobile() }
      const second = { full_name: `Trâm Renamed ${tag}x`, email: `${tag}.new@elsewhere.example`, phone: freshMobile() }
      // Keys of their own: a key is the client's, not the person's, and must not hold the tag.
      const keys = new Map<string, string>()
      const key = (name: string) => {
        if (!keys.has(name)) keys.set(name, randomUUID())
        return { 'idempotency-key': keys.get(name)! }
      }

      const created = await call(ctx.app, 'POST', `${API}/candidates`, {
        token: h.token,
        body: { ...first, current_company: `Secret ${tag}` },
        headers: key('create'),
      })
      assert.equal(created.statusCode, 201, created.body)
      const candidate = created.json()
      const edited = await call(ctx.app, 'PUT', `${API}/candidates/${candidate.id}`, { token: h.token, body: second })
      assert.equal(edited.statusCode, 200, edited.body)
      const job = await recruitingClient(ctx.app).job(h.t)
      const application = await call(ctx.app, 'POST', `${API}/applications`, {
        token: h.token,
        body: { candidate_id: candidate.id, job_id: job.id },
        headers: key('apply'),
      })
      assert.equal(application.statusCode, 201, application.body)
      const appId = application.json().id
      const noted = await call(ctx.app, 'POST', `${API}/applications/${appId}/notes`, {
        token: h.token,
        body: { notes: `Wrote from ${first.email}, call ${first.phone}; now ${second.email}` },
        headers: key('note'),
      })
      assert.equal(noted.statusCode, 201, noted.body)
      const moved = await call(ctx.app, 'POST', `${API}/applications/${appId}/move`, {
        token: h.token,
        body: { to_stage_id: job.stages[1]!.id, notes: `${second.full_name} asked to be called on ${second.phone}` },
        headers: key('move'),
      })
      assert.equal(moved.statusCode, 200, moved.body)

      // Every form a value of the person can take in those tables.
      const e164 = (p: string) => normalizePhone(p)!
      const traces = [first, second].flatMap((p) => [
        p.full_name,
        p.full_name.normalize('NFD'),
        p.full_name.split(' ').at(-1)!,
        p.email,
        p.phone,
        p.phone.replace(/\D/g, ''),
        e164(p.phone),
        e164(p.phone).slice(3),
      ])
      traces.push(`Secret ${tag}`, tag)

      /** Every row of the three tables as text: the whole of each row, not chosen columns. */
      async function dump() {
        const tables = {
          audit_logs: await sql<{ t: string }>`SELECT to_jsonb(r)::text AS t FROM audit_logs r`.execute(ctx.database.unguarded),
          idempotency_keys: await sql<{ t: string }>`SELECT to_jsonb(r)::text AS t FROM idempotency_keys r`.execute(ctx.database.unguarded),
          stage_transitions: await sql<{ t: string }>`SELECT to_jsonb(r)::text AS t FROM stage_transitions r`.execute(
            ctx.database.unguarded,
          ),
        }
        return Object.fromEntries(Object.entries(tables).map(([name, result]) => [name, result.rows.map((r) => r.t).join('\n')])) as Record<
          keyof typeof tables,
          string
        >
      }
      const found = (text: string) => traces.filter((trace) => text.includes(trace))

      // The person is really there before, in each of the three places.
      const beforeDump = await dump()
      assert.ok(found(beforeDump.audit_logs).includes(second.email), 'the update’s audit entry holds the new e-mail')
      assert.ok(found(beforeDump.audit_logs).includes(second.full_name))
      assert.ok(found(beforeDump.audit_logs).includes(second.phone))
      assert.ok(found(beforeDump.idempotency_keys).includes(first.email), 'the kept reply of the create holds the e-mail')
      assert.ok(found(beforeDump.idempotency_keys).includes(second.full_name), 'the kept replies of the application calls name the person')
      assert.ok(found(beforeDump.stage_transitions).includes(first.email), 'the note holds the e-mail')
      assert.ok(found(beforeDump.stage_transitions).includes(second.phone), 'the move’s note holds the phone')

      const anonymized = await call(ctx.app, 'POST', `${API}/candidates/${candidate.id}/anonymize`, { token: h.token })
      assert.equal(anonymized.statusCode, 200, anonymized.body)

      const afterDump = await dump()
      for (const [table, text] of Object.entries(afterDump)) assert.deepEqual(found(text), [], `${table} still holds the person`)

      // What is not the person stays: the entries, the history rows, the other kept replies' keys.
      const actions = await ctx.database.unguarded
        .selectFrom('audit_logs')
        .select('action')
        .where('resource_id', '=', candidate.id)
        .execute()
      assert.ok(actions.some((a) => a.action === 'candidate.updated'))
      const history = await ctx.database.unguarded
        .selectFrom('stage_transitions')
        .select(['change_type', 'notes'])
        .where('application_id', '=', appId)
        .execute()
      assert.deepEqual(history.map((t) => t.change_type).sort(), ['initial', 'note', 'stage_move'])
      assert.ok(history.every((t) => t.notes === null))
      // A retry of the create runs again instead of replaying the erased person.
      const retried = await call(ctx.app, 'POST', `${API}/candidates`, {
        token: h.token,
        body: { ...first, current_company: `Secret ${tag}` },
        headers: key('create'),
      })
      assert.equal(retried.headers['idempotent-replayed'], undefined)
    })
  })
})
