import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { spaceOutCreatedAt } from '../../../test/helpers/created-at.ts'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { provisionTenant, tenantWithTeam, type TestTenant } from '../../../test/helpers/factories.ts'
import { recruitingClient } from '../../../test/helpers/recruiting.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'

describe('candidates', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: TestTenant
  let token: string

  async function create(body: Record<string, unknown>, as = token) {
    const res = await call(ctx.app, 'POST', '/api/v1/candidates', { token: as, body })
    assert.equal(res.statusCode, 201, res.body)
    return res.json()
  }

  async function search(term: string, as = token) {
    const res = await call(ctx.app, 'GET', '/api/v1/candidates', { token: as, query: { search: term, page_size: 100 } })
    assert.equal(res.statusCode, 200, res.body)
    return res.json().items.map((c: { full_name: string }) => c.full_name) as string[]
  }

  before(async () => {
    ctx = await buildTestApp()
    team = await tenantWithTeam(ctx.app)
    other = await provisionTenant(ctx.app)
    token = team.admin.token
  })
  after(() => ctx.close())

  describe('POST and GET', () => {
    test('creates with a CAN-YYYY-NNNN code and every field of the record', async () => {
      const body = {
        full_name: '  Trần Thị Bích  ',
        email: 'Bich.Tran@Example.com',
        phone: '0912 345 678',
        gender: 'female',
        date_of_birth: '1995',
        location_display: 'Đà Nẵng',
        vn_province_code: '48',
        country_code: 'VN',
        current_job_title: 'Accountant',
        current_company: 'ACME',
        total_experience_years: 6,
        skills: ['excel', 'sap'],
        education: { degree: 'BA' },
        current_salary: 20_000_000,
        current_salary_currency: 'VND',
        current_salary_type: 'gross',
        current_salary_period: 'monthly',
        expected_salary_min: 25_000_000,
        expected_salary_max: 30_000_000,
        salary_currency: 'VND',
        salary_type: 'net',
        salary_period: 'monthly',
        source: 'referral',
        source_detail: 'Anh Minh',
        tags: ['finance'],
        star_rating: 4,
      }
      const candidate = await create(body)
      assert.match(candidate.code, /^CAN-\d{4}-\d{4}$/)
      assert.equal(candidate.full_name, 'Trần Thị Bích')
      assert.equal(candidate.email, 'Bich.Tran@Example.com')
      assert.equal(candidate.created_via, 'api')
      assert.equal(candidate.duplicate_of_id, null)
      assert.equal(candidate.is_anonymized, false)
      for (const key of Object.keys(body).filter((k) => k !== 'full_name')) {
        assert.deepEqual(candidate[key], body[key as keyof typeof body], key)
      }
      for (const hidden of ['tenant_id', 'search_text', 'email_normalized', 'phone_normalized', 'is_deleted']) {
        assert.ok(!(hidden in candidate), hidden)
      }
      const fetched = await call(ctx.app, 'GET', `/api/v1/candidates/${candidate.id}`, { token })
      assert.deepEqual(fetched.json(), candidate)
    })

    test('422 on bad values; nothing is created', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ gender: 'x' }, 'body.gender'],
        [{ star_rating: 6 }, 'body.star_rating'],
        [{ star_rating: 0 }, 'body.star_rating'],
        [{ date_of_birth: '1995-02-30' }, 'body.date_of_birth'],
        [{ date_of_birth: '95' }, 'body.date_of_birth'],
        [{ country_code: 'vn' }, 'body.country_code'],
        [{ country_code: 'XX' }, 'body.country_code'],
        [{ salary_type: 'after_tax' }, 'body.salary_type'],
        [{ current_salary_period: 'weekly' }, 'body.current_salary_period'],
        [{ expected_salary_min: 10, expected_salary_max: 5 }, 'body.expected_salary_min'],
        [{ email: 'not-an-email' }, 'body.email'],
        [{ phone: 'call me' }, 'body.phone'],
        [{ full_name: '   ' }, 'body.full_name'],
        [{ extra: 1 }, 'body.extra'],
        [{ source: 'carrier_pigeon' }, 'body.source'],
      ]
      const before = (await call(ctx.app, 'GET', '/api/v1/candidates', { token })).json().total
      for (const [body, loc] of cases) {
        const res = await call(ctx.app, 'POST', '/api/v1/candidates', { token, body: { full_name: 'Bad Input', ...body } })
        assert.equal(res.statusCode, 422, JSON.stringify(body))
        assert.ok(
          res.json().detail.some((d: { loc: string[] }) => d.loc.join('.') === loc),
          `${JSON.stringify(body)}: ${res.body}`,
        )
      }
      assert.equal((await call(ctx.app, 'GET', '/api/v1/candidates', { token })).json().total, before)
    })

    test('source: a built-in kind or one of the tenant’s own custom sources, on create and update', async () => {
      const custom = await call(ctx.app, 'POST', '/api/v1/custom-sources', {
        token,
        body: { name: 'Alumni network', value: 'alumni', parent_source: 'referral' },
      })
      assert.equal(custom.statusCode, 201, custom.body)
      const alumnus = await create({ full_name: 'Alumnus', source: 'alumni' })
      assert.equal(alumnus.source, 'alumni')
      // Another tenant's custom source is not this tenant's.
      const elsewhere = await call(ctx.app, 'POST', '/api/v1/candidates', {
        token: other.admin.token,
        body: { full_name: 'Elsewhere', source: 'alumni' },
      })
      assert.equal(elsewhere.statusCode, 422)
      const update = await call(ctx.app, 'PUT', `/api/v1/candidates/${alumnus.id}`, { token, body: { source: 'unheard_of' } })
      assert.equal(update.statusCode, 422)
      assert.deepEqual(update.json().detail[0].loc, ['body', 'source'])
      const back = await call(ctx.app, 'PUT', `/api/v1/candidates/${alumnus.id}`, { token, body: { source: 'linkedin' } })
      assert.equal(back.json().source, 'linkedin')
    })

    test('another tenant’s candidate is 404, like an unknown one', async () => {
      const mine = await create({ full_name: 'Private Person' })
      const foreign = await call(ctx.app, 'GET', `/api/v1/candidates/${mine.id}`, { token: other.admin.token })
      assert.equal(foreign.statusCode, 404)
      assert.deepEqual(
        foreign.json(),
        (await call(ctx.app, 'GET', '/api/v1/candidates/00000000-0000-4000-8000-000000000000', { token })).json(),
      )
      assert.equal((await call(ctx.app, 'GET', '/api/v1/candidates/nope', { token })).statusCode, 422)
    })
  })

  describe('search', () => {
    test('is case- and accent-insensitive over names, and finds phones in any format', async () => {
      await create({ full_name: 'Nguyễn Văn An', phone: '+84 912 345 678', email: 'an.nguyen@mail.example' })
      await create({ full_name: 'Lê Thị Đào', phone: '0987-654-321' })
      assert.ok((await search('nguyen van an')).includes('Nguyễn Văn An'))
      assert.ok((await search('NGUYỄN')).includes('Nguyễn Văn An'))
      assert.ok((await search('dao')).includes('Lê Thị Đào'))
      assert.ok((await search('0912 345 678')).includes('Nguyễn Văn An'))
      assert.ok((await search('84912345678')).includes('Nguyễn Văn An'))
      assert.ok((await search('+84987654321')).includes('Lê Thị Đào'))
      assert.ok((await search('AN.NGUYEN@mail')).includes('Nguyễn Văn An'))
      assert.deepEqual(await search('zzzz-nobody'), [])
    })

    test('a run of digits lists every match newest first, with its total, paged like any list', async () => {
      // A term found in a few rows reads them first (candidates.repository.ts, listCandidates).
      const people = []
      for (const [i, phone] of ['0903 581 111', '0903581222', '+84 903 581 333'].entries()) {
        people.push(await create({ full_name: `Digit Run ${i}`, phone }))
      }
      await create({ full_name: 'Digit Other', phone: '0911 222 333' })
      await spaceOutCreatedAt(
        ctx.database.db,
        'candidates',
        team.id,
        people.map((p) => p.id),
      )
      assert.deepEqual(await search('903581'), ['Digit Run 2', 'Digit Run 1', 'Digit Run 0'])
      const second = await call(ctx.app, 'GET', '/api/v1/candidates', { token, query: { search: '0903 581', page_size: 2, page: 2 } })
      assert.equal(second.statusCode, 200, second.body)
      assert.equal(second.json().total, 3)
      assert.deepEqual(
        second.json().items.map((c: { full_name: string }) => c.full_name),
        ['Digit Run 0'],
      )
    })

    test('terms under three characters match the start of the name only', async () => {
      await create({ full_name: 'Quách Tĩnh' })
      await create({ full_name: 'Hoàng Quý' })
      const names = await search('qu')
      assert.ok(names.includes('Quách Tĩnh'))
      assert.ok(!names.includes('Hoàng Quý'))
    })

    test('by code, and never across tenants', async () => {
      const mine = await create({ full_name: 'Code Search' })
      assert.deepEqual(await search(mine.code), ['Code Search'])
      assert.deepEqual(await search(mine.code, other.admin.token), [])
      assert.deepEqual(await search('%'), [], 'wildcards are taken literally')
    })

    // The index the code search reads is the one that keeps codes unique (migration 0023).
    test('a code is unique within its tenant, and only there', async () => {
      const mine = await create({ full_name: 'Code Holder' })
      const withCode = (tenantId: string) =>
        ctx.database.unguarded.transaction().execute(async (trx) => {
          await sql`insert into candidates (tenant_id, id, code, full_name, search_text)
            values (${tenantId}, ${randomUUID()}, ${mine.code}, 'Same code', 'same code')`.execute(trx)
          throw new Error('rolled back')
        })
      await assert.rejects(withCode(team.id), /candidates_tenant_code_key/)
      await assert.rejects(withCode(other.id), /rolled back/, 'another tenant may hold the same code')
    })

    // A code-shaped term is looked up among the codes (db/like.ts), not in the stored text.
    test('a code-shaped term finds the codes that start with it, not text that holds one', async () => {
      const mine = await create({ full_name: 'Code Twin' })
      await create({ full_name: 'Mail Twin', email: `${mine.code.toLowerCase()}.x@mail.test` })
      assert.deepEqual(await search(mine.code), ['Code Twin'])
      assert.deepEqual(await search(` ${mine.code.toLowerCase()} `), ['Code Twin'], 'in any case, trimmed')
      const prefix = mine.code.slice(0, -1)
      const { rows } = await sql<{ full_name: string }>`
        select full_name from candidates where tenant_id = ${team.id} and not is_deleted
        and code like ${`${prefix}%`}`.execute(ctx.database.unguarded)
      assert.ok(rows.some((r) => r.full_name === 'Code Twin'))
      assert.deepEqual((await search(prefix)).sort(), rows.map((r) => r.full_name).sort())
      const number = mine.code.split('-')[2]!
      assert.ok((await search(number)).includes('Code Twin'), 'a number alone is still looked for in the stored text')
      assert.ok((await search(number)).includes('Mail Twin'))
    })
  })

  describe('lists and filters', () => {
    test('created_before is strict; page_size over 100 is 422', async (t) => {
      const fresh = await buildTestApp(t)
      const owner = await provisionTenant(fresh.app)
      const made: { id: string; created_at: string }[] = []
      for (let i = 0; i < 3; i++) {
        made.push((await call(fresh.app, 'POST', '/api/v1/candidates', { token: owner.admin.token, body: { full_name: `P${i}` } })).json())
      }
      const target = made[1]!
      // created_at is stored at millisecond precision, so the value read back is the exact instant of the row.
      const row = await fresh.database.unguarded
        .selectFrom('candidates')
        .select('created_at')
        .where('tenant_id', '=', owner.id)
        .where('id', '=', target.id)
        .executeTakeFirstOrThrow()
      assert.equal(new Date(row.created_at).toISOString(), target.created_at, 'the response gives the row’s exact instant')
      const listed = async (createdBefore: string) => {
        const res = await call(fresh.app, 'GET', '/api/v1/candidates', {
          token: owner.admin.token,
          query: { created_before: createdBefore, page_size: 100 },
        })
        assert.equal(res.statusCode, 200, res.body)
        return res.json().items.map((c: { id: string }) => c.id) as string[]
      }
      const T = target.created_at
      assert.ok(!(await listed(T)).includes(target.id), 'created exactly at T: excluded by created_before=T')
      const later = new Date(Date.parse(T) + 1).toISOString()
      assert.ok((await listed(later)).includes(target.id), 'included by an instant one millisecond later')
      assert.equal(
        (await call(fresh.app, 'GET', '/api/v1/candidates', { token: owner.admin.token, query: { page_size: 101 } })).statusCode,
        422,
      )
      const bad = await call(fresh.app, 'GET', '/api/v1/candidates', { token: owner.admin.token, query: { created_before: '1700000000' } })
      assert.equal(bad.statusCode, 422)
    })

    test('filters by source, tag, location, blacklist and review flags', async () => {
      const tagged = await create({
        full_name: 'Filter Target',
        source: 'headhunt',
        tags: ['vip', 'java'],
        location_display: 'Cần Thơ',
        is_blacklisted: true,
      })
      const ids = async (query: Record<string, string>) =>
        (await call(ctx.app, 'GET', '/api/v1/candidates', { token, query: { ...query, page_size: '100' } }))
          .json()
          .items.map((c: { id: string }) => c.id)
      assert.ok((await ids({ source: 'headhunt' })).includes(tagged.id))
      assert.ok((await ids({ tag: 'java' })).includes(tagged.id))
      assert.ok(!(await ids({ tag: 'python' })).includes(tagged.id))
      assert.ok((await ids({ location: 'cần thơ' })).includes(tagged.id))
      assert.ok((await ids({ is_blacklisted: 'true' })).includes(tagged.id))
      assert.ok(!(await ids({ is_blacklisted: 'false' })).includes(tagged.id))
    })
  })

  describe('duplicates', () => {
    test('the same e-mail or phone marks the newer record for review', async () => {
      const first = await create({ full_name: 'Original', email: 'dup@example.com' })
      const byEmail = await create({ full_name: 'Copy by e-mail', email: 'DUP@example.com '.trim() })
      assert.equal(byEmail.duplicate_of_id, first.id)
      assert.equal(byEmail.needs_manual_review, true)
      const phoneFirst = await create({ full_name: 'Phone owner', phone: '0901 111 222' })
      const byPhone = await create({ full_name: 'Copy by phone', phone: '+84901111222' })
      assert.equal(byPhone.duplicate_of_id, phoneFirst.id)
      const distinct = await create({ full_name: 'Someone else', email: 'other@example.com' })
      assert.equal(distinct.duplicate_of_id, null)
      const elsewhere = await create({ full_name: 'Same e-mail, other tenant', email: 'dup@example.com' }, other.admin.token)
      assert.equal(elsewhere.duplicate_of_id, null, 'tenants never see each other’s candidates')
    })

    test('a copy of a copy is flagged a copy of the original', async () => {
      const original = await create({ full_name: 'The original', email: 'original@example.com' })
      const copy = await create({ full_name: 'First copy', email: 'original@example.com', phone: '0902 333 444' })
      assert.equal(copy.duplicate_of_id, original.id)
      // It shares only the phone, which only the copy has: it is still the original's.
      const copyOfCopy = await create({ full_name: 'Copy of the copy', phone: '0902333444' })
      assert.equal(copyOfCopy.duplicate_of_id, original.id)
      assert.equal(copyOfCopy.needs_manual_review, true)
    })

    test('an update that gives a record a known e-mail marks it', async () => {
      const first = await create({ full_name: 'Holder', email: 'holder@example.com' })
      const later = await create({ full_name: 'Later' })
      const res = await call(ctx.app, 'PUT', `/api/v1/candidates/${later.id}`, { token, body: { email: 'holder@example.com' } })
      assert.equal(res.statusCode, 200)
      assert.equal(res.json().duplicate_of_id, first.id)
      assert.equal(res.json().needs_manual_review, true)
    })
  })

  describe('PUT and DELETE', () => {
    test('PUT changes only the fields sent and honours If-Unmodified-Since', async () => {
      const candidate = await create({ full_name: 'Editable', current_company: 'Old Co', star_rating: 2 })
      const ok = await call(ctx.app, 'PUT', `/api/v1/candidates/${candidate.id}`, {
        token,
        body: { current_company: 'New Co' },
        headers: { 'if-unmodified-since': candidate.updated_at },
      })
      assert.equal(ok.statusCode, 200)
      assert.equal(ok.json().current_company, 'New Co')
      assert.equal(ok.json().star_rating, 2)
      const stale = await call(ctx.app, 'PUT', `/api/v1/candidates/${candidate.id}`, {
        token,
        body: { star_rating: 5 },
        headers: { 'if-unmodified-since': candidate.updated_at },
      })
      assert.equal(stale.statusCode, 412)
      assert.equal((await call(ctx.app, 'GET', `/api/v1/candidates/${candidate.id}`, { token })).json().star_rating, 2)
      const renamed = await call(ctx.app, 'PUT', `/api/v1/candidates/${candidate.id}`, { token, body: { full_name: 'Đổi Tên' } })
      assert.ok((await search('doi ten')).includes('Đổi Tên'), 'search follows a rename')
      assert.equal(renamed.statusCode, 200)
      assert.equal(
        (await call(ctx.app, 'PUT', `/api/v1/candidates/${candidate.id}`, { token: other.admin.token, body: { star_rating: 1 } }))
          .statusCode,
        404,
      )
    })

    test('DELETE soft-deletes; later reads are 404', async () => {
      const candidate = await create({ full_name: 'Short Lived' })
      assert.equal((await call(ctx.app, 'DELETE', `/api/v1/candidates/${candidate.id}`, { token: other.admin.token })).statusCode, 404)
      assert.equal((await call(ctx.app, 'DELETE', `/api/v1/candidates/${candidate.id}`, { token })).statusCode, 204)
      assert.equal((await call(ctx.app, 'GET', `/api/v1/candidates/${candidate.id}`, { token })).statusCode, 404)
      assert.deepEqual(await search('short lived'), [])
      const listed = await call(ctx.app, 'GET', '/api/v1/candidates', { token, query: { page_size: 100 } })
      assert.ok(!listed.json().items.some((c: { id: string }) => c.id === candidate.id), 'gone from the list')
      const row = await ctx.database.unguarded
        .selectFrom('candidates')
        .select(['is_deleted', 'deleted_at', 'full_name'])
        .where('tenant_id', '=', team.id)
        .where('id', '=', candidate.id)
        .executeTakeFirst()
      assert.ok(row, 'the row is kept')
      assert.equal(row.is_deleted, true)
      assert.ok(row.deleted_at instanceof Date, 'deleted_at is set')
      assert.equal(row.full_name, 'Short Lived')
    })
  })

  test('an interviewer reads a candidate only while on one of their interviews (404 otherwise)', async () => {
    const h = recruitingClient(ctx.app)
    const interviewer = team.members.interviewer
    const { candidate, app } = await h.application(team)
    const url = `/api/v1/candidates/${candidate.id}`
    assert.equal((await call(ctx.app, 'GET', url, { token: interviewer.token })).statusCode, 404)
    assert.equal((await call(ctx.app, 'GET', '/api/v1/candidates', { token: interviewer.token })).statusCode, 403, 'no browsing')
    const interview = await call(ctx.app, 'POST', '/api/v1/interviews', {
      token,
      body: {
        application_id: app.id,
        interview_round: 'Screen',
        scheduled_at: new Date(Date.now() + 3_600_000).toISOString(),
        duration_minutes: 30,
        interviewer_ids: [interviewer.id],
      },
    })
    assert.equal(interview.statusCode, 201, interview.body)
    const seen = await call(ctx.app, 'GET', url, { token: interviewer.token })
    assert.equal(seen.statusCode, 200, seen.body)
    assert.equal(seen.json().id, candidate.id)
  })

  test('roles: hiring managers read, recruiters write, interviewers neither', async () => {
    const candidate = await create({ full_name: 'Role Check' })
    const expired = await expiredToken(ctx.config.jwtSecret, team.admin, team.id)
    const readers = ['admin', 'recruiter', 'hiring_manager'] as const
    const writers = ['admin', 'recruiter'] as const
    const routes = [
      { method: 'GET', url: '/api/v1/candidates', roles: readers },
      // Interviewers pass the guard here; the record itself answers 404 unless they interview the person (above).
      { method: 'GET', url: `/api/v1/candidates/${candidate.id}`, roles: ['interviewer', ...readers] },
      { method: 'POST', url: '/api/v1/candidates', body: { full_name: 'x' }, roles: writers },
      { method: 'PUT', url: `/api/v1/candidates/${candidate.id}`, body: { star_rating: 1 }, roles: writers },
      { method: 'DELETE', url: `/api/v1/candidates/${candidate.id}`, roles: writers },
    ] as const
    for (const route of routes) await assertGuarded(ctx.app, route, team.members, expired)
    assert.equal((await call(ctx.app, 'GET', `/api/v1/candidates/${candidate.id}`, { token })).statusCode, 200)
  })
})
