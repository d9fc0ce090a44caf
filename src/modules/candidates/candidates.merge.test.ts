import assert from 'node:assert/strict'
import { randomBytes, randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { provisionTenant, tenantWithTeam, type TestTenant } from '../../../test/helpers/factories.ts'
import { multipartForm, tinyPng } from '../../../test/helpers/multipart.ts'
import { recruitingClient, type RecruitingClient } from '../../../test/helpers/recruiting.ts'
import { assertGuarded, expiredToken } from '../../../test/helpers/security.ts'
import { RECRUITING } from '../../platform/auth/roles.ts'
import { RACE } from '../../../test/helpers/database.ts'

const API = '/api/v1'

describe('POST /candidates/{id}/merge', () => {
  let ctx: TestApp
  let team: Awaited<ReturnType<typeof tenantWithTeam>>
  let other: TestTenant
  let token: string
  let h: RecruitingClient

  const merge = (id: string, body: unknown, as = token, headers: Record<string, string> = {}) =>
    call(ctx.app, 'POST', `${API}/candidates/${id}/merge`, { token: as, body, headers })

  async function getCandidate(id: string) {
    return call(ctx.app, 'GET', `${API}/candidates/${id}`, { token })
  }

  /** A record and a later copy sharing its e-mail, as duplicate detection flags it. */
  async function flaggedPair(first: Record<string, unknown> = {}, copy: Record<string, unknown> = {}) {
    const email = `person-${randomBytes(4).toString('hex')}@example.com`
    const original = await h.candidate(team, { full_name: 'Phạm Minh Châu', email, ...first })
    const duplicate = await h.candidate(team, { full_name: 'Pham Minh Chau', email, ...copy })
    return { original, duplicate }
  }

  async function auditActions(resourceId: string) {
    const res = await call(ctx.app, 'GET', `${API}/audit-logs`, { token, query: { resource_id: resourceId, page_size: 100 } })
    return res.json().items as { action: string; changes: Record<string, unknown> }[]
  }

  before(async () => {
    ctx = await buildTestApp()
    team = await tenantWithTeam(ctx.app)
    other = await provisionTenant(ctx.app)
    token = team.admin.token
    h = recruitingClient(ctx.app)
  })
  after(() => ctx.close())

  test('moves the applications with their history to the surviving record and deletes the duplicate', async () => {
    const { original, duplicate } = await flaggedPair()
    assert.equal(duplicate.duplicate_of_id, original.id)
    const job = await h.job(team)
    const applied = await h.apply(token, { candidate_id: duplicate.id, job_id: job.id })
    assert.equal(applied.statusCode, 201, applied.body)
    const applicationId = applied.json().id as string
    const moved = await h.move(token, applicationId, { to_stage_id: job.stages[1]!.id, notes: 'Strong screening call' })
    assert.equal(moved.statusCode, 200, moved.body)

    const res = await merge(duplicate.id, { into_id: original.id }, team.members.recruiter.token)
    assert.equal(res.statusCode, 200, res.body)
    assert.equal(res.json().id, original.id)

    const application = (await h.get(token, applicationId)).json()
    assert.equal(application.candidate_id, original.id)
    assert.equal(application.candidate_code, original.code)
    const history = await h.history(token, applicationId)
    assert.deepEqual(
      history.map((t) => t.change_type),
      ['initial', 'stage_move'],
    )
    assert.ok(history.every((t) => t.candidate_id === original.id))
    assert.equal(history[1]!.notes, 'Strong screening call')

    assert.equal((await getCandidate(duplicate.id)).statusCode, 404)
    const listed = await call(ctx.app, 'GET', `${API}/applications`, { token, query: { candidate_id: original.id } })
    assert.deepEqual(
      listed.json().items.map((a: { id: string }) => a.id),
      [applicationId],
    )

    const away = await auditActions(duplicate.id)
    assert.ok(away.some((e) => e.action === 'candidate.merged_away' && e.changes.into_id === original.id))
    const into = await auditActions(original.id)
    assert.ok(into.some((e) => e.action === 'candidate.merged' && e.changes.merged_id === duplicate.id))
  })

  test('interviews, evaluations and offers follow their application to the survivor', async () => {
    const { original, duplicate } = await flaggedPair()
    const job = await h.job(team)
    const application = (await h.apply(token, { candidate_id: duplicate.id, job_id: job.id })).json()
    const interview = await call(ctx.app, 'POST', `${API}/interviews`, {
      token,
      body: {
        application_id: application.id,
        interview_round: 'Technical',
        scheduled_at: new Date(Date.now() + 86_400_000).toISOString(),
        duration_minutes: 60,
        interviewer_ids: [team.members.interviewer.id],
      },
    })
    assert.equal(interview.statusCode, 201, interview.body)
    const evaluation = await call(ctx.app, 'POST', `${API}/evaluations`, {
      token,
      body: { application_id: application.id, interview_id: interview.json().id, overall_rating: 4 },
    })
    assert.equal(evaluation.statusCode, 201, evaluation.body)
    const offer = await call(ctx.app, 'POST', `${API}/offers`, {
      token,
      body: { application_id: application.id, gross_salary_amount: 30_000_000 },
    })
    assert.equal(offer.statusCode, 201, offer.body)

    assert.equal((await merge(duplicate.id, { into_id: original.id })).statusCode, 200)

    for (const [path, id] of [
      ['interviews', interview.json().id],
      ['evaluations', evaluation.json().id],
      ['offers', offer.json().id],
    ]) {
      const res = await call(ctx.app, 'GET', `${API}/${path}/${id}`, { token })
      assert.equal(res.statusCode, 200, res.body)
      assert.equal(res.json().candidate_id, original.id, path)
      assert.ok(Date.parse(res.json().updated_at) >= Date.parse(res.json().created_at), path)
      const listed = await call(ctx.app, 'GET', `${API}/${path}`, { token, query: { candidate_id: original.id } })
      assert.deepEqual(
        listed.json().items.map((r: { id: string }) => r.id),
        [id],
        path,
      )
    }
  })

  test('fills the survivor’s empty fields from the duplicate without overwriting its own, and joins the tags', async () => {
    const { original, duplicate } = await flaggedPair(
      { phone: null, current_company: 'Own Co', tags: ['backend'], expected_salary_min: null },
      {
        phone: '0912 345 678',
        current_company: 'Other Co',
        current_job_title: 'Engineer',
        tags: ['backend', 'go'],
        expected_salary_min: 20_000_000,
        expected_salary_max: 30_000_000,
        salary_currency: 'VND',
        skills: ['go', 'sql'],
      },
    )
    const res = await merge(duplicate.id, { into_id: original.id })
    assert.equal(res.statusCode, 200, res.body)
    const survivor = res.json()
    assert.equal(survivor.phone, '0912 345 678')
    assert.equal(survivor.current_company, 'Own Co')
    assert.equal(survivor.current_job_title, 'Engineer')
    assert.deepEqual(survivor.tags, ['backend', 'go'])
    assert.equal(survivor.expected_salary_min, 20_000_000)
    assert.equal(survivor.expected_salary_max, 30_000_000)
    assert.equal(survivor.salary_currency, 'VND')
    assert.deepEqual(survivor.skills, ['go', 'sql'])
    // The phone taken over is searchable on the survivor.
    const found = await call(ctx.app, 'GET', `${API}/candidates`, { token, query: { search: '+84912345678' } })
    assert.ok(found.json().items.some((c: { id: string }) => c.id === original.id))
  })

  test('clears the survivor’s own flag when it pointed at the absorbed record', async () => {
    const { original, duplicate } = await flaggedPair()
    // Keep the newer record: merge the original into its copy.
    const res = await merge(original.id, { into_id: duplicate.id })
    assert.equal(res.statusCode, 200, res.body)
    assert.equal(res.json().duplicate_of_id, null)
    assert.equal(res.json().needs_manual_review, false)
  })

  test('points other copies of the duplicate at the survivor', async () => {
    const email = `chain-${randomBytes(4).toString('hex')}@example.com`
    const keep = await h.candidate(team, { full_name: 'Keep', email: `keep-${email}` })
    const first = await h.candidate(team, { full_name: 'First', email })
    const copy = await h.candidate(team, { full_name: 'Copy', email })
    assert.equal(copy.duplicate_of_id, first.id)
    const res = await merge(first.id, { into_id: keep.id })
    assert.equal(res.statusCode, 200, res.body)
    assert.equal((await getCandidate(copy.id)).json().duplicate_of_id, keep.id)
  })

  test('moves the talent pool entry, and joins two entries into one', async () => {
    const lone = await flaggedPair()
    const pool = (candidateId: string, body: Record<string, unknown>) =>
      call(ctx.app, 'POST', `${API}/talent-pool`, { token, body: { candidate_id: candidateId, ...body } })
    assert.equal((await pool(lone.duplicate.id, { note: 'Great fit later', tags: ['data'] })).statusCode, 201)
    assert.equal((await merge(lone.duplicate.id, { into_id: lone.original.id })).statusCode, 200)

    const both = await flaggedPair()
    assert.equal((await pool(both.original.id, { note: 'Met at a fair', tags: ['fair'] })).statusCode, 201)
    assert.equal((await pool(both.duplicate.id, { note: 'Referred', tags: ['referral', 'fair'] })).statusCode, 201)
    assert.equal((await merge(both.duplicate.id, { into_id: both.original.id })).statusCode, 200)

    const entries = (await call(ctx.app, 'GET', `${API}/talent-pool`, { token, query: { page_size: 100 } })).json().items as {
      candidate: { id: string }
      note: string | null
      tags: string[]
    }[]
    const ids = entries.map((e) => e.candidate.id)
    assert.ok(ids.includes(lone.original.id))
    assert.ok(!ids.includes(lone.duplicate.id))
    assert.equal(entries.find((e) => e.candidate.id === lone.original.id)!.note, 'Great fit later')
    const joined = entries.filter((e) => e.candidate.id === both.original.id)
    assert.equal(joined.length, 1)
    assert.equal(joined[0]!.note, 'Met at a fair\n\nReferred')
    assert.deepEqual(joined[0]!.tags, ['fair', 'referral'])
    assert.ok(!ids.includes(both.duplicate.id))
  })

  test('hands the duplicate’s picture to a survivor without one', async () => {
    const { original, duplicate } = await flaggedPair()
    const form = multipartForm([{ name: 'file', filename: 'me.png', contentType: 'image/png', data: tinyPng() }])
    const uploaded = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/candidates/${duplicate.id}/avatar`,
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      payload: form.payload,
    })
    assert.equal(uploaded.statusCode, 200, uploaded.body)
    const res = await merge(duplicate.id, { into_id: original.id })
    assert.equal(res.statusCode, 200, res.body)
    assert.ok(res.json().avatar_url)
    const picture = await call(ctx.app, 'GET', `${API}/candidates/${original.id}/avatar`, { token })
    assert.equal(picture.statusCode, 200)
    assert.deepEqual(picture.rawPayload, tinyPng())
  })

  test('409 when both have an application on the same job, and nothing moves', async () => {
    const { original, duplicate } = await flaggedPair()
    const job = await h.job(team)
    const other = await h.job(team)
    for (const candidate of [original, duplicate]) {
      assert.equal((await h.apply(token, { candidate_id: candidate.id, job_id: job.id })).statusCode, 201)
    }
    const elsewhere = await h.apply(token, { candidate_id: duplicate.id, job_id: other.id })
    assert.equal(elsewhere.statusCode, 201)
    const res = await merge(duplicate.id, { into_id: original.id })
    assert.equal(res.statusCode, 409, res.body)
    assert.match(res.json().detail, new RegExp(job.code))
    assert.equal((await getCandidate(duplicate.id)).statusCode, 200)
    assert.equal((await h.get(token, elsewhere.json().id)).json().candidate_id, duplicate.id)
  })

  test('a removed application on the shared job does not block the merge', async () => {
    const { original, duplicate } = await flaggedPair()
    const job = await h.job(team)
    assert.equal((await h.apply(token, { candidate_id: original.id, job_id: job.id })).statusCode, 201)
    const removed = await h.apply(token, { candidate_id: duplicate.id, job_id: job.id })
    assert.equal((await call(ctx.app, 'DELETE', `${API}/applications/${removed.json().id}`, { token })).statusCode, 204)
    assert.equal((await merge(duplicate.id, { into_id: original.id })).statusCode, 200)
  })

  test('409 when either record is anonymized', async () => {
    const { original, duplicate } = await flaggedPair()
    assert.equal((await call(ctx.app, 'POST', `${API}/candidates/${original.id}/anonymize`, { token })).statusCode, 200)
    const res = await merge(duplicate.id, { into_id: original.id })
    assert.equal(res.statusCode, 409)
    assert.equal((await merge(original.id, { into_id: duplicate.id })).statusCode, 409)
  })

  test('412 when the duplicate changed since the given updated_at', async () => {
    const { original, duplicate } = await flaggedPair()
    const stale = new Date(Date.parse(duplicate.updated_at) - 1000).toISOString()
    const res = await merge(duplicate.id, { into_id: original.id }, token, { 'if-unmodified-since': stale })
    assert.equal(res.statusCode, 412)
    const fresh = await merge(duplicate.id, { into_id: original.id }, token, { 'if-unmodified-since': duplicate.updated_at })
    assert.equal(fresh.statusCode, 200, fresh.body)
  })

  test('another tenant’s records: 404 for the path id, 422 for into_id', async () => {
    const { original } = await flaggedPair()
    const foreign = (
      await call(ctx.app, 'POST', `${API}/candidates`, { token: other.admin.token, body: { full_name: 'Elsewhere' } })
    ).json()
    assert.equal((await merge(foreign.id, { into_id: original.id })).statusCode, 404)
    const res = await merge(original.id, { into_id: foreign.id })
    assert.equal(res.statusCode, 422)
    assert.deepEqual(res.json().detail[0].loc, ['body', 'into_id'])
    assert.equal((await merge(randomUUID(), { into_id: original.id })).statusCode, 404)
  })

  test('422 on a merge into itself and on malformed bodies', async () => {
    const { original } = await flaggedPair()
    for (const body of [{ into_id: original.id }, {}, { into_id: 'nope' }, { into_id: original.id, extra: 1 }, { into_id: 5 }]) {
      const res = await merge(original.id, body)
      assert.equal(res.statusCode, 422, JSON.stringify(body))
    }
    assert.equal(
      (await call(ctx.app, 'POST', `${API}/candidates/not-a-uuid/merge`, { token, body: { into_id: original.id } })).statusCode,
      422,
    )
  })

  test('two opposite merges of one pair at once: one wins, the other finds its record gone; one survivor, nothing lost', RACE, async () => {
    const { original, duplicate } = await flaggedPair()
    const applied = await Promise.all(
      [original, duplicate].map(async (candidate) => {
        const job = await h.job(team)
        const res = await h.apply(token, { candidate_id: candidate.id, job_id: job.id })
        assert.equal(res.statusCode, 201, res.body)
        return res.json().id as string
      }),
    )
    const results = await Promise.all([merge(duplicate.id, { into_id: original.id }), merge(original.id, { into_id: duplicate.id })])
    const codes = results.map((r) => r.statusCode).sort()
    assert.ok(codes[0] === 200 && [404, 422].includes(codes[1]!), `got ${codes.join(', ')}`)
    const live = []
    for (const candidate of [original, duplicate]) {
      const res = await call(ctx.app, 'GET', `${API}/candidates/${candidate.id}`, { token })
      if (res.statusCode === 200) live.push(candidate.id)
      else assert.equal(res.statusCode, 404, res.body)
    }
    assert.equal(live.length, 1, 'exactly one of the two survives')
    const kept = await call(ctx.app, 'GET', `${API}/applications`, { token, query: { candidate_id: live[0]!, page_size: 100 } })
    assert.deepEqual(
      kept
        .json()
        .items.map((a: { id: string }) => a.id)
        .sort(),
      [...applied].sort(),
      'the survivor holds both applications',
    )
  })

  test('guards: recruiting roles only; 401 without or with an expired token', async () => {
    const { original, duplicate } = await flaggedPair()
    const expired = await expiredToken(ctx.config.jwtSecret, team.admin, team.id)
    await assertGuarded(
      ctx.app,
      { method: 'POST', url: `${API}/candidates/${duplicate.id}/merge`, body: { into_id: original.id }, roles: RECRUITING },
      team.members,
      expired,
    )
  })
})
