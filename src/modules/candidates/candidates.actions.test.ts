import assert from 'node:assert/strict'
import { randomBytes, randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { provisionTenant, tenantWithTeam, type TestTenant } from '../../../test/helpers/factories.ts'
import { multipartForm, tinyPng } from '../../../test/helpers/multipart.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'
import { insertFile } from '../../platform/files/files.repository.ts'
import { fileKey, LocalDiskStorage } from '../../platform/files/storage.ts'
import { ANONYMIZED_NAME_MARKER } from './erasure.ts'

const BASE_URL = 'https://ats.example.test'

/** Every personal field the record holds, each with a value anonymization must erase. */
function personalFields(tag: string) {
  return {
    email: `${tag}@private.example`,
    phone: `0903 ${(randomBytes(2).readUInt16BE() % 900) + 100} ${(randomBytes(2).readUInt16BE() % 900) + 100}`,
    gender: 'female',
    date_of_birth: '1990-04-12',
    location_display: 'Hải Phòng',
    vn_province_code: '31',
    country_code: 'VN',
    current_job_title: 'Data engineer',
    current_company: 'Secret Corp',
    total_experience_years: 9,
    skills: ['python', 'spark'],
    education: { school: 'HUST' },
    current_salary: 40_000_000,
    current_salary_currency: 'VND',
    current_salary_type: 'gross',
    current_salary_period: 'monthly',
    expected_salary_min: 45_000_000,
    expected_salary_max: 55_000_000,
    salary_currency: 'VND',
    salary_type: 'net',
    salary_period: 'monthly',
    source_detail: 'Referred by Chị Hoa',
    tags: ['data', 'senior'],
  }
}

describe('candidate actions', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: TestTenant
  let token: string
  let expired: string

  async function create(body: Record<string, unknown>, as = token) {
    const res = await call(ctx.app, 'POST', '/api/v1/candidates', { token: as, body })
    assert.equal(res.statusCode, 201, res.body)
    return res.json()
  }

  async function get(id: string) {
    const res = await call(ctx.app, 'GET', `/api/v1/candidates/${id}`, { token })
    assert.equal(res.statusCode, 200, res.body)
    return res.json()
  }

  async function searchIds(term: string) {
    const res = await call(ctx.app, 'GET', '/api/v1/candidates', { token, query: { search: term, page_size: 100 } })
    assert.equal(res.statusCode, 200, res.body)
    return res.json().items.map((c: { id: string }) => c.id) as string[]
  }

  async function total() {
    return (await call(ctx.app, 'GET', '/api/v1/candidates', { token })).json().total as number
  }

  async function auditEntries(resourceId: string) {
    const res = await call(ctx.app, 'GET', '/api/v1/audit-logs', { token, query: { resource_id: resourceId, page_size: 100 } })
    assert.equal(res.statusCode, 200, res.body)
    return res.json().items as { action: string; changes: Record<string, unknown>; actor_id: string }[]
  }

  async function uploadAvatar(id: string) {
    const form = multipartForm([{ name: 'file', filename: 'me.png', contentType: 'image/png', data: tinyPng() }])
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/candidates/${id}/avatar`,
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      payload: form.payload,
    })
    assert.equal(res.statusCode, 200, res.body)
    return res.json()
  }

  function fileRows(tenantId: string, ids: string[]) {
    return ctx.database.db.selectFrom('files').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', ids).execute()
  }

  function candidateRow(id: string) {
    return ctx.database.unguarded.selectFrom('candidates').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  }

  /** A CV stored the way the CV modules must store one: purpose `cv`, `resource_id` = the candidate. */
  async function storeCv(candidateId: string) {
    const id = randomUUID()
    const key = fileKey(team.id, id)
    const bytes = Buffer.from('%PDF-1.7\nCurriculum vitae of a private person')
    await new LocalDiskStorage(ctx.config.dataDir).put(key, bytes)
    await ctx.database.db.transaction().execute((trx) =>
      insertFile(trx, {
        tenant_id: team.id,
        id,
        purpose: 'cv',
        resource_id: candidateId,
        content_type: 'application/pdf',
        byte_size: bytes.length,
        sha256: 'x',
        original_name: 'cv.pdf',
        storage_key: key,
        created_by: null,
      }),
    )
    return { id, key }
  }

  const storage = () => new LocalDiskStorage(ctx.config.dataDir)
  const action = (id: string, name: string, as = token, headers: Record<string, string> = {}) =>
    call(ctx.app, 'POST', `/api/v1/candidates/${id}/${name}`, { token: as, headers })

  before(async () => {
    ctx = await buildTestApp(undefined, { env: { PUBLIC_BASE_URL: BASE_URL } })
    team = await tenantWithTeam(ctx.app)
    other = await provisionTenant(ctx.app)
    token = team.admin.token
    expired = await expiredToken(ctx.config.jwtSecret, team.admin, team.id)
  })
  after(() => ctx.close())

  describe('POST /candidates/{id}/not-duplicate', () => {
    async function flaggedPair() {
      const email = `twin-${randomBytes(3).toString('hex')}@example.com`
      const first = await create({ full_name: 'Twin One', email })
      const copy = await create({ full_name: 'Twin Two', email })
      assert.equal(copy.duplicate_of_id, first.id)
      assert.equal(copy.needs_manual_review, true)
      return { first, copy }
    }

    test('clears duplicate_of_id and needs_manual_review, keeps the rest, and writes an audit entry', async () => {
      const { first, copy } = await flaggedPair()
      const res = await action(copy.id, 'not-duplicate', team.members.recruiter.token)
      assert.equal(res.statusCode, 200, res.body)
      const cleared = res.json()
      assert.equal(cleared.duplicate_of_id, null)
      assert.equal(cleared.needs_manual_review, false)
      assert.equal(cleared.email, copy.email)
      assert.ok(cleared.updated_at > copy.updated_at)
      assert.deepEqual(await get(copy.id), cleared)
      const review = await call(ctx.app, 'GET', '/api/v1/candidates', { token, query: { needs_manual_review: 'true', page_size: 100 } })
      assert.ok(!review.json().items.some((c: { id: string }) => c.id === copy.id), 'gone from the review queue')
      const entry = (await auditEntries(copy.id))[0]!
      assert.equal(entry.action, 'candidate.marked_not_duplicate')
      assert.equal(entry.actor_id, team.members.recruiter.id)
      assert.equal(entry.changes.was_duplicate_of_id, first.id)
    })

    test('answers a record that is not flagged unchanged, with no audit entry', async () => {
      const plain = await create({ full_name: 'Never Flagged' })
      const res = await action(plain.id, 'not-duplicate')
      assert.equal(res.statusCode, 200)
      assert.deepEqual(res.json(), plain)
      assert.deepEqual(
        (await auditEntries(plain.id)).map((e) => e.action),
        ['candidate.created'],
      )
    })

    test('answers 412 when the record changed after If-Unmodified-Since, and 422 for a malformed one', async () => {
      const { copy } = await flaggedPair()
      const edited = await call(ctx.app, 'PUT', `/api/v1/candidates/${copy.id}`, { token, body: { star_rating: 3 } })
      assert.equal(edited.statusCode, 200)
      const stale = await action(copy.id, 'not-duplicate', token, { 'if-unmodified-since': copy.updated_at })
      assert.equal(stale.statusCode, 412)
      assert.equal((await get(copy.id)).needs_manual_review, true)
      const malformed = await action(copy.id, 'not-duplicate', token, { 'if-unmodified-since': 'yesterday' })
      assert.equal(malformed.statusCode, 422)
      const fresh = await action(copy.id, 'not-duplicate', token, { 'if-unmodified-since': edited.json().updated_at })
      assert.equal(fresh.statusCode, 200, fresh.body)
      assert.equal(fresh.json().needs_manual_review, false)
    })

    test('answers 404 for another tenant’s candidate, an unknown or a deleted one, and 422 for a malformed id', async () => {
      const { copy } = await flaggedPair()
      assert.equal((await action(copy.id, 'not-duplicate', other.admin.token)).statusCode, 404)
      assert.equal((await get(copy.id)).needs_manual_review, true)
      assert.equal((await action(randomUUID(), 'not-duplicate')).statusCode, 404)
      const gone = await create({ full_name: 'Deleted Twin', email: copy.email })
      assert.equal((await call(ctx.app, 'DELETE', `/api/v1/candidates/${gone.id}`, { token })).statusCode, 204)
      assert.equal((await action(gone.id, 'not-duplicate')).statusCode, 404)
      const malformed = await action('not-a-uuid', 'not-duplicate')
      assert.equal(malformed.statusCode, 422)
      assert.deepEqual(malformed.json().detail[0].loc, ['path', 'id'])
    })
  })

  describe('POST /candidates/{id}/anonymize', () => {
    test('erases every personal field, the files and the pool entry; keeps the record listed and counted', async () => {
      const fields = personalFields(`anon-${randomBytes(3).toString('hex')}`)
      const candidate = await create({ full_name: 'Phạm Minh Khôi', ...fields, source: 'referral', star_rating: 4, is_blacklisted: true })
      const withAvatar = await uploadAvatar(candidate.id)
      const avatarFileId = (await candidateRow(candidate.id)).avatar_file_id!
      const avatarKey = fileKey(team.id, avatarFileId)
      const cv = await storeCv(candidate.id)
      const pooled = await call(ctx.app, 'POST', '/api/v1/talent-pool', {
        token,
        body: { candidate_id: candidate.id, note: 'Met at PyCon, wife works at Secret Corp' },
      })
      assert.equal(pooled.statusCode, 201)
      assert.ok(await storage().get(avatarKey))
      assert.ok(await storage().get(cv.key))
      for (const term of ['Phạm Minh Khôi', 'khoi', fields.email, fields.phone]) {
        assert.ok((await searchIds(term)).includes(candidate.id), `found by ${term} before`)
      }
      const countBefore = await total()

      const res = await action(candidate.id, 'anonymize')
      assert.equal(res.statusCode, 200, res.body)
      const erased = res.json()
      assert.equal(erased.is_anonymized, true)
      assert.ok(erased.full_name.startsWith(`${ANONYMIZED_NAME_MARKER} `), erased.full_name)
      assert.match(erased.full_name, /^Deleted candidate [0-9A-F]{4}$/)
      for (const key of Object.keys(fields).filter((k) => k !== 'tags')) assert.equal(erased[key], null, key)
      assert.deepEqual(erased.tags, [])
      assert.equal(erased.avatar_url, null)
      assert.notEqual(withAvatar.avatar_url, null)
      // What describes the record and the process stays.
      for (const key of ['id', 'code', 'source', 'star_rating', 'is_blacklisted', 'created_via', 'created_at']) {
        assert.deepEqual(erased[key], candidate[key], key)
      }
      assert.deepEqual(await get(candidate.id), erased)

      const row = await candidateRow(candidate.id)
      assert.equal(row.email_normalized, null)
      assert.equal(row.phone_normalized, null)
      assert.equal(row.avatar_file_id, null)
      // The phone's subscriber digits (the name's four-character suffix could hold any short run of digits).
      const subscriberDigits = fields.phone.replace(/\D/g, '').slice(1)
      assert.doesNotMatch(row.search_text, /khoi|private\.example/)
      assert.ok(!row.search_text.includes(subscriberDigits), row.search_text)

      for (const term of ['Phạm Minh Khôi', 'khoi', fields.email, fields.phone, fields.phone.replace(/^0/, '+84')]) {
        assert.ok(!(await searchIds(term)).includes(candidate.id), `not found by ${term} after`)
      }
      assert.ok((await searchIds(candidate.code)).includes(candidate.id), 'the code still finds the record')
      assert.equal(await total(), countBefore, 'still counted')

      assert.deepEqual(await fileRows(team.id, [avatarFileId, cv.id]), [])
      assert.equal(await storage().get(avatarKey), null, 'avatar bytes removed from disk')
      assert.equal(await storage().get(cv.key), null, 'CV bytes removed from disk')
      assert.equal((await call(ctx.app, 'GET', `/api/v1/candidates/${candidate.id}/avatar`, { token })).statusCode, 404)
      const pool = await call(ctx.app, 'GET', '/api/v1/talent-pool', { token, query: { page_size: 100 } })
      assert.ok(!pool.json().items.some((e: { candidate: { id: string } }) => e.candidate.id === candidate.id), 'out of the pool')

      const entries = await auditEntries(candidate.id)
      const entry = entries.find((e) => e.action === 'candidate.anonymized')!
      assert.equal(entry.changes.files_deleted, 2)
      assert.ok((entry.changes.erased_fields as string[]).includes('email'))
      assert.doesNotMatch(JSON.stringify(entry.changes), /Khôi|private\.example|Secret Corp/)
    })

    test('erases what the person left in the audit log, the application history and kept replays', async () => {
      const tag = `trail-${randomBytes(3).toString('hex')}`
      const body = { full_name: 'Lý Thường Kiệt', email: `${tag}@private.example`, phone: '0987 654 321' }
      const created = await call(ctx.app, 'POST', '/api/v1/candidates', { token, body, headers: { 'idempotency-key': tag } })
      assert.equal(created.statusCode, 201, created.body)
      const candidate = created.json()
      const edited = await call(ctx.app, 'PUT', `/api/v1/candidates/${candidate.id}`, {
        token,
        body: { email: `${tag}@new.example`, current_company: 'Private Co' },
      })
      assert.equal(edited.statusCode, 200, edited.body)
      const job = (await call(ctx.app, 'POST', '/api/v1/jobs', { token, body: { title: 'Analyst' } })).json()
      const application = (
        await call(ctx.app, 'POST', '/api/v1/applications', { token, body: { candidate_id: candidate.id, job_id: job.id } })
      ).json()
      const noted = await call(ctx.app, 'POST', `/api/v1/applications/${application.id}/notes`, {
        token,
        body: { notes: 'Lý mentioned a sick parent' },
      })
      assert.equal(noted.statusCode, 201, noted.body)
      const commented = {
        interviews: await call(ctx.app, 'POST', '/api/v1/interviews', {
          token,
          body: {
            application_id: application.id,
            interview_round: 'Culture',
            scheduled_at: new Date(Date.now() + 86_400_000).toISOString(),
            duration_minutes: 45,
            interviewer_ids: [team.admin.id],
            comments: 'Lý is relocating for family reasons',
          },
        }),
        evaluations: await call(ctx.app, 'POST', '/api/v1/evaluations', {
          token,
          body: { application_id: application.id, overall_rating: 3, comments: 'Lý seemed tired' },
        }),
        offers: await call(ctx.app, 'POST', '/api/v1/offers', {
          token,
          body: { application_id: application.id, comments: 'Lý asked for a later start' },
        }),
      }
      for (const [path, res] of Object.entries(commented)) assert.equal(res.statusCode, 201, `${path}: ${res.body}`)
      assert.match(JSON.stringify(await auditEntries(candidate.id)), /new\.example|Private Co/)

      assert.equal((await action(candidate.id, 'anonymize')).statusCode, 200)

      const trail = JSON.stringify(await auditEntries(candidate.id))
      assert.doesNotMatch(trail, /private\.example|new\.example|Private Co|Lý|0987/)
      assert.match(trail, /\[erased\]/)
      assert.ok(
        (await auditEntries(candidate.id)).some((e) => e.action === 'candidate.updated'),
        'the entries themselves stay',
      )
      const history = await call(ctx.app, 'GET', `/api/v1/applications/${application.id}/history`, { token })
      assert.equal(history.statusCode, 200)
      assert.ok(history.json().items.length >= 2)
      assert.ok(history.json().items.every((t: { notes: string | null }) => t.notes === null))
      for (const [path, res] of Object.entries(commented)) {
        const record = await call(ctx.app, 'GET', `/api/v1/${path}/${res.json().id}`, { token })
        assert.equal(record.json().comments, null, `${path} comments erased`)
      }
      // The kept response named the person: the key no longer replays it.
      const retried = await call(ctx.app, 'POST', '/api/v1/candidates', { token, body, headers: { 'idempotency-key': tag } })
      assert.equal(retried.headers['idempotent-replayed'], undefined)
      assert.notEqual(retried.json().id, candidate.id)
    })

    test('a new record with the old e-mail is no duplicate of the anonymized one', async () => {
      const email = `gone-${randomBytes(3).toString('hex')}@example.com`
      const candidate = await create({ full_name: 'Soon Forgotten', email })
      assert.equal((await action(candidate.id, 'anonymize')).statusCode, 200)
      const newcomer = await create({ full_name: 'New Person', email })
      assert.equal(newcomer.duplicate_of_id, null)
    })

    test('anonymizing again answers the record unchanged and logs nothing more', async () => {
      const candidate = await create({ full_name: 'Twice Asked', email: `twice-${randomBytes(3).toString('hex')}@example.com` })
      const first = await action(candidate.id, 'anonymize')
      assert.equal(first.statusCode, 200)
      const second = await action(candidate.id, 'anonymize')
      assert.equal(second.statusCode, 200)
      assert.deepEqual(second.json(), first.json())
      assert.equal((await auditEntries(candidate.id)).filter((e) => e.action === 'candidate.anonymized').length, 1)
    })

    test('an anonymized record refuses edits and new pictures (409) but can leave the review queue', async () => {
      const email = `edit-${randomBytes(3).toString('hex')}@example.com`
      await create({ full_name: 'Original Holder', email })
      const copy = await create({ full_name: 'Flagged Copy', email })
      assert.equal(copy.needs_manual_review, true)
      assert.equal((await action(copy.id, 'anonymize')).statusCode, 200)
      const edit = await call(ctx.app, 'PUT', `/api/v1/candidates/${copy.id}`, { token, body: { full_name: 'Back Again' } })
      assert.equal(edit.statusCode, 409)
      const form = multipartForm([{ name: 'file', filename: 'a.png', contentType: 'image/png', data: tinyPng() }])
      const picture = await ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/candidates/${copy.id}/avatar`,
        headers: { authorization: `Bearer ${token}`, ...form.headers },
        payload: form.payload,
      })
      assert.equal(picture.statusCode, 409)
      assert.equal((await candidateRow(copy.id)).avatar_file_id, null)
      const files = await ctx.database.db
        .selectFrom('files')
        .select('id')
        .where('tenant_id', '=', team.id)
        .where('resource_id', '=', copy.id)
        .execute()
      assert.deepEqual(files, [], 'the refused upload left no row')
      const review = await action(copy.id, 'not-duplicate')
      assert.equal(review.statusCode, 200)
      assert.equal(review.json().needs_manual_review, false)
    })

    test('answers 412 when the record changed after If-Unmodified-Since, erasing nothing', async () => {
      const candidate = await create({ full_name: 'Careful Erasure', email: `careful-${randomBytes(3).toString('hex')}@example.com` })
      const edited = await call(ctx.app, 'PUT', `/api/v1/candidates/${candidate.id}`, { token, body: { star_rating: 2 } })
      const stale = await action(candidate.id, 'anonymize', token, { 'if-unmodified-since': candidate.updated_at })
      assert.equal(stale.statusCode, 412)
      assert.equal((await get(candidate.id)).full_name, 'Careful Erasure')
      const fresh = await action(candidate.id, 'anonymize', token, { 'if-unmodified-since': edited.json().updated_at })
      assert.equal(fresh.statusCode, 200)
      assert.equal(fresh.json().is_anonymized, true)
    })

    test('answers 404 for another tenant’s candidate and an unknown one, and 422 for a malformed id', async () => {
      const candidate = await create({ full_name: 'Other Tenant Target', email: `ot-${randomBytes(3).toString('hex')}@example.com` })
      assert.equal((await action(candidate.id, 'anonymize', other.admin.token)).statusCode, 404)
      assert.equal((await get(candidate.id)).full_name, 'Other Tenant Target')
      assert.equal((await action(randomUUID(), 'anonymize')).statusCode, 404)
      assert.equal((await action('123', 'anonymize')).statusCode, 422)
    })
  })

  test('roles: recruiters clear duplicate flags, only admins anonymize', async () => {
    const candidate = await create({ full_name: 'Guarded Record', email: `guard-${randomBytes(3).toString('hex')}@example.com` })
    await assertGuarded(
      ctx.app,
      { method: 'POST', url: `/api/v1/candidates/${candidate.id}/not-duplicate`, roles: ['admin', 'recruiter'] },
      team.members,
      expired,
    )
    await assertGuarded(
      ctx.app,
      { method: 'POST', url: `/api/v1/candidates/${candidate.id}/anonymize`, roles: ['admin'] },
      team.members,
      expired,
    )
    const after = await get(candidate.id)
    assert.equal(after.is_anonymized, false)
    assert.equal(after.full_name, 'Guarded Record')
  })
})
