import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { before, describe, test } from 'node:test'
import { call } from '../../../test/helpers/app.ts'
import { provisionTenant } from '../../../test/helpers/factories.ts'
import { runImport } from '../../../test/helpers/imports.ts'
import { hostileSvg, multipartForm, tinyPng } from '../../../test/helpers/multipart.ts'
import { assertOtherEndpointLeftOut, eventsSuite, queuedEvents } from '../../../test/helpers/webhooks.ts'

const API = '/api/v1'
const CANDIDATE_EVENTS = ['candidate.created', 'candidate.updated']

describe('candidates: webhook events', () => {
  const ctx = eventsSuite({ types: CANDIDATE_EVENTS, tenant: provisionTenant, current: (id) => getCandidate(id) })
  let token: string
  before(() => {
    token = ctx.tenant.admin.token
  })

  const uniqueEmail = () => `person-${randomBytes(4).toString('hex')}@example.com`

  async function createCandidate(body: Record<string, unknown> = {}) {
    const res = await call(ctx.app, 'POST', `${API}/candidates`, { token, body: { full_name: 'Nguyễn Thị Hoa', ...body } })
    assert.equal(res.statusCode, 201, res.body)
    return res.json() as { id: string; code: string; updated_at: string; duplicate_of_id: string | null }
  }

  /** A candidate whose creation has been heard, so later counts start from one known event. */
  async function heardCandidate(body: Record<string, unknown> = {}) {
    const candidate = await createCandidate(body)
    await ctx.receiver.waitForAbout('candidate.created', candidate.id)
    return candidate
  }

  const getCandidate = async (id: string): Promise<Record<string, unknown>> => {
    const res = await call(ctx.app, 'GET', `${API}/candidates/${id}`, { token })
    assert.equal(res.statusCode, 200, res.body)
    return res.json()
  }

  const update = (id: string, body: unknown, headers: Record<string, string> = {}) =>
    call(ctx.app, 'PUT', `${API}/candidates/${id}`, { token, body, headers })

  function uploadAvatar(id: string, data: Buffer | string, contentType = 'image/png') {
    const form = multipartForm([{ name: 'file', filename: 'avatar', contentType, data }])
    return ctx.app.inject({
      method: 'PUT',
      url: `${API}/candidates/${id}/avatar`,
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      payload: form.payload,
    })
  }

  /**
   * Changes that must announce nothing: a marker candidate created after them is heard first,
   * and then neither the receiver nor the delivery table knows of any event about `id` beyond
   * `expected`.
   */
  async function assertSilentAfter(id: string, expected: string[] = []) {
    const marker = await createCandidate({ full_name: 'Marker' })
    await ctx.receiver.waitForAbout('candidate.created', marker.id)
    await ctx.events.assertOnly(id, expected)
  }

  describe('candidate.created', () => {
    test('POST /candidates: the candidate as GET answers it', async () => {
      const candidate = await createCandidate({
        full_name: '  Trần Văn Nam ',
        email: uniqueEmail(),
        phone: '0912 345 678',
        gender: 'male',
        date_of_birth: '1990-04-12',
        country_code: 'VN',
        total_experience_years: 7,
        skills: ['go', 'sql'],
        education: { degree: 'BSc' },
        expected_salary_min: 30_000_000,
        expected_salary_max: 45_000_000,
        salary_currency: 'VND',
        source: 'linkedin',
        tags: ['backend'],
        star_rating: 4,
      })
      await ctx.events.assertHeard('candidate.created', candidate.id)
      assert.equal(ctx.receiver.about(candidate.id, 'candidate.created').length, 1)
    })

    test('POST /candidates of a likely duplicate: the event carries the duplicate flag', async () => {
      const email = uniqueEmail()
      const original = await createCandidate({ email })
      const copy = await createCandidate({ email: email.toUpperCase() })
      assert.equal(copy.duplicate_of_id, original.id)
      const event = await ctx.events.assertHeard('candidate.created', copy.id)
      assert.equal(event.data.duplicate_of_id, original.id)
      assert.equal(event.data.needs_manual_review, true)
    })

    test('the public application form: the new candidate, created_via public_form', async () => {
      const job = (await call(ctx.app, 'POST', `${API}/jobs`, { token, body: { title: 'Public job' } })).json()
      assert.equal((await call(ctx.app, 'PATCH', `${API}/jobs/${job.id}/status`, { token, body: { status: 'open' } })).statusCode, 200)
      const res = await call(ctx.app, 'POST', `${API}/public/applications/submit/${ctx.tenant.code}`, {
        body: { job_id: job.id, full_name: 'Phạm Minh Châu', email: uniqueEmail(), phone: '0903 123 456', consent: true },
      })
      assert.equal(res.statusCode, 201, res.body)
      const application = (await call(ctx.app, 'GET', `${API}/applications/${res.json().application_id}`, { token })).json()
      const event = await ctx.events.assertHeard('candidate.created', application.candidate.id)
      assert.equal(event.data.code, res.json().candidate_code)
      assert.equal(event.data.created_via, 'public_form')
      assert.equal(event.data.source, 'career_page')
    })

    test('a refused public application (422, 409) sends nothing', async () => {
      const job = (await call(ctx.app, 'POST', `${API}/jobs`, { token, body: { title: 'Draft job' } })).json()
      const submit = (body: Record<string, unknown>) =>
        call(ctx.app, 'POST', `${API}/public/applications/submit/${ctx.tenant.code}`, {
          body: { job_id: job.id, full_name: 'Refused Person', email: uniqueEmail(), consent: true, ...body },
        })
      assert.equal((await submit({ consent: false })).statusCode, 422)
      assert.equal((await submit({})).statusCode, 409, 'a draft job takes no applications')
      const marker = await createCandidate({ full_name: 'Marker' })
      await ctx.receiver.waitForAbout('candidate.created', marker.id)
      assert.deepEqual(
        ctx.receiver.events('candidate.created').filter((e) => e.data.full_name === 'Refused Person'),
        [],
      )
      const created = await queuedEvents(ctx.database, ctx.tenant.id, { types: ['candidate.created'] })
      assert.ok(created.every((e) => !JSON.stringify(e.data).includes('Refused Person')))
    })
  })

  describe('candidate.updated', () => {
    test('PUT /candidates/{id}: the candidate after the change; an edit that changes nothing sends nothing', async () => {
      const candidate = await heardCandidate({ email: uniqueEmail(), tags: ['a'] })
      const res = await update(candidate.id, { current_job_title: 'Lead', tags: ['a', 'b'], is_blacklisted: true, star_rating: 2 })
      assert.equal(res.statusCode, 200, res.body)
      const event = await ctx.events.assertHeard('candidate.updated', candidate.id)
      assert.equal(event.data.is_blacklisted, true)
      assert.deepEqual(event.data.tags, ['a', 'b'])

      assert.equal((await update(candidate.id, { current_job_title: 'Lead', tags: ['a', 'b'] })).statusCode, 200)
      await assertSilentAfter(candidate.id, ['candidate.created', 'candidate.updated'])
    })

    test('PUT that makes the record a likely duplicate: the event carries the flag', async () => {
      const email = uniqueEmail()
      const original = await createCandidate({ email })
      const later = await heardCandidate()
      assert.equal((await update(later.id, { email })).statusCode, 200)
      const event = await ctx.events.assertHeard('candidate.updated', later.id)
      assert.equal(event.data.duplicate_of_id, original.id)
    })

    test('refused edits (412, 422, 409 on an anonymized record) send nothing', async () => {
      const candidate = await heardCandidate({ email: uniqueEmail() })
      assert.equal((await update(candidate.id, { full_name: 'First writer' })).statusCode, 200)
      await ctx.receiver.waitForAbout('candidate.updated', candidate.id)
      const stale = await update(candidate.id, { full_name: 'Second writer' }, { 'if-unmodified-since': candidate.updated_at })
      assert.equal(stale.statusCode, 412)
      // Checked by the service inside the transaction, after the lock: a refusal there rolls back.
      assert.equal((await update(candidate.id, { country_code: 'XX' })).statusCode, 422)
      assert.equal((await update(candidate.id, { expected_salary_min: 9, expected_salary_max: 1 })).statusCode, 422)
      assert.equal((await update(candidate.id, { phone: 'not a phone' })).statusCode, 422)
      assert.equal((await uploadAvatar(candidate.id, hostileSvg(), 'image/svg+xml')).statusCode, 415)
      assert.equal((await getCandidate(candidate.id)).full_name, 'First writer')
      await assertSilentAfter(candidate.id, ['candidate.created', 'candidate.updated'])

      const erased = await heardCandidate()
      assert.equal((await call(ctx.app, 'POST', `${API}/candidates/${erased.id}/anonymize`, { token })).statusCode, 200)
      await ctx.receiver.waitForAbout('candidate.updated', erased.id)
      assert.equal((await update(erased.id, { full_name: 'Back again' })).statusCode, 409)
      assert.equal((await uploadAvatar(erased.id, tinyPng())).statusCode, 409)
      await assertSilentAfter(erased.id, ['candidate.created', 'candidate.updated'])
    })

    test('PUT /candidates/{id}/avatar: the candidate with its avatar_url, on every upload', async () => {
      const candidate = await heardCandidate()
      const first = await uploadAvatar(candidate.id, tinyPng())
      assert.equal(first.statusCode, 200, first.body)
      const event = await ctx.events.assertHeard('candidate.updated', candidate.id)
      assert.match(String(event.data.avatar_url), new RegExp(`/api/v1/candidates/${candidate.id}/avatar$`))
      // A new picture under the same URL still changes the record (its updated_at).
      assert.equal((await uploadAvatar(candidate.id, tinyPng())).statusCode, 200)
      await ctx.events.assertHeard('candidate.updated', candidate.id, 2)
    })

    test('POST /candidates/{id}/not-duplicate: the cleared flags; clearing clear flags sends nothing', async () => {
      const email = uniqueEmail()
      await createCandidate({ email })
      const copy = await heardCandidate({ email })
      const res = await call(ctx.app, 'POST', `${API}/candidates/${copy.id}/not-duplicate`, { token })
      assert.equal(res.statusCode, 200, res.body)
      const event = await ctx.events.assertHeard('candidate.updated', copy.id)
      assert.equal(event.data.duplicate_of_id, null)
      assert.equal(event.data.needs_manual_review, false)
      assert.equal((await call(ctx.app, 'POST', `${API}/candidates/${copy.id}/not-duplicate`, { token })).statusCode, 200)
      await assertSilentAfter(copy.id, ['candidate.created', 'candidate.updated'])
    })

    test('POST /candidates/{id}/anonymize: the anonymized candidate; anonymizing again sends nothing', async () => {
      const candidate = await heardCandidate({ email: uniqueEmail(), phone: '0987 654 321', tags: ['x'] })
      assert.equal((await uploadAvatar(candidate.id, tinyPng())).statusCode, 200)
      await ctx.receiver.waitForAbout('candidate.updated', candidate.id)
      const res = await call(ctx.app, 'POST', `${API}/candidates/${candidate.id}/anonymize`, { token })
      assert.equal(res.statusCode, 200, res.body)
      const event = await ctx.events.assertHeard('candidate.updated', candidate.id, 2)
      assert.equal(event.data.is_anonymized, true)
      assert.equal(event.data.email, null)
      assert.equal(event.data.avatar_url, null)
      assert.deepEqual(event.data.tags, [])
      assert.equal((await call(ctx.app, 'POST', `${API}/candidates/${candidate.id}/anonymize`, { token })).statusCode, 200)
      await assertSilentAfter(candidate.id, ['candidate.created', 'candidate.updated', 'candidate.updated'])
    })

    test('POST /candidates/{id}/merge: the survivor with its merged state, and records re-pointed at it', async () => {
      const phone = `091${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`
      const duplicate = await heardCandidate({ full_name: 'Old record', phone, tags: ['from-duplicate'], current_company: 'Acme' })
      // Flagged as a copy of the duplicate; after the merge it points at the survivor.
      const copyOfDuplicate = await heardCandidate({ full_name: 'Copy', phone })
      assert.equal(copyOfDuplicate.duplicate_of_id, duplicate.id)
      const survivor = await heardCandidate({ full_name: 'Survivor', email: uniqueEmail(), tags: ['kept'] })

      const res = await call(ctx.app, 'POST', `${API}/candidates/${duplicate.id}/merge`, { token, body: { into_id: survivor.id } })
      assert.equal(res.statusCode, 200, res.body)
      const event = await ctx.events.assertHeard('candidate.updated', survivor.id)
      assert.equal(event.data.current_company, 'Acme')
      assert.deepEqual(event.data.tags, ['kept', 'from-duplicate'])
      assert.deepEqual(event.data, res.json())
      const repointed = await ctx.events.assertHeard('candidate.updated', copyOfDuplicate.id)
      assert.equal(repointed.data.duplicate_of_id, survivor.id)
      // The duplicate is gone (GET answers 404): it is announced as nothing.
      await assertSilentAfter(duplicate.id, ['candidate.created'])
      await assertSilentAfter(survivor.id, ['candidate.created', 'candidate.updated'])
    })

    test('a refused merge (412, 422, 409) sends nothing', async () => {
      const duplicate = await heardCandidate({ full_name: 'Refused duplicate' })
      const survivor = await heardCandidate({ full_name: 'Refused survivor' })
      const merge = (id: string, intoId: string, headers: Record<string, string> = {}) =>
        call(ctx.app, 'POST', `${API}/candidates/${id}/merge`, { token, body: { into_id: intoId }, headers })
      assert.equal((await update(duplicate.id, { current_company: 'Changed' })).statusCode, 200)
      await ctx.receiver.waitForAbout('candidate.updated', duplicate.id)
      assert.equal((await merge(duplicate.id, survivor.id, { 'if-unmodified-since': duplicate.updated_at })).statusCode, 412)
      assert.equal((await merge(duplicate.id, duplicate.id)).statusCode, 422)
      const erased = await heardCandidate({ full_name: 'Erased' })
      assert.equal((await call(ctx.app, 'POST', `${API}/candidates/${erased.id}/anonymize`, { token })).statusCode, 200)
      await ctx.receiver.waitForAbout('candidate.updated', erased.id)
      assert.equal((await merge(duplicate.id, erased.id)).statusCode, 409)
      await assertSilentAfter(survivor.id, ['candidate.created'])
      await assertSilentAfter(duplicate.id, ['candidate.created', 'candidate.updated'])
      await assertSilentAfter(erased.id, ['candidate.created', 'candidate.updated'])
    })
  })

  test('imports send nothing: neither the candidates they create nor the ones they update', async () => {
    const record = { external_id: 'ext-cand-1', full_name: 'Imported Person', created_at: '2025-03-01T08:00:00.000Z' }
    const first = await runImport(ctx.app, token, { candidates: [record] })
    assert.equal(first.status, 'completed', JSON.stringify(first.errors))
    assert.equal(first.progress.candidate!.created, 1)
    const again = await runImport(ctx.app, token, { candidates: [{ ...record, full_name: 'Imported Person, renamed' }] })
    assert.equal(again.progress.candidate!.updated, 1, JSON.stringify(again.errors))
    const found = (await call(ctx.app, 'GET', `${API}/candidates`, { token, query: { search: 'Imported Person' } })).json()
    assert.equal(found.total, 1)
    assert.equal(found.items[0].full_name, 'Imported Person, renamed')
    await assertSilentAfter(found.items[0].id)
  })

  test('an endpoint subscribed only to other events gets none of these', () =>
    assertOtherEndpointLeftOut(ctx, ['job.created', 'offer.updated'], ['candidate.created', 'candidate.updated'], async () => {
      const candidate = await heardCandidate()
      assert.equal((await update(candidate.id, { star_rating: 5 })).statusCode, 200)
      await ctx.receiver.waitForAbout('candidate.updated', candidate.id)
      return candidate.id
    }))
})
