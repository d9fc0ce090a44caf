import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, call, type TestApp } from '../../../test/helpers/app.ts'
import { createApiKey, dataCall } from '../../../test/helpers/data-api.ts'
import { coreClient, type CoreClient } from '../../../test/helpers/data-tables.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { ANONYMIZED_NAME_MARKER } from '../candidates/erasure.ts'

const API = '/api/v1'
const TIED = ['stage-transitions', 'interviews', 'evaluations', 'offers'] as const

interface Chain {
  candidateId: string
  jobId: string
  applicationId: string
  /** Ids of the application's rows in each tied table. */
  tied: Record<(typeof TIED)[number], string[]>
}

describe('Data API tables: who is in (rule 8 exclusions, duplicates, anonymized candidates)', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let key: string
  let h: CoreClient

  async function ids(table: string): Promise<string[]> {
    const res = await dataCall(ctx.app, key, `/${table}`, { page_size: 100, to: '2099-12-31' })
    assert.equal(res.statusCode, 200, res.body)
    return (res.json().items as { id: string }[]).map((r) => r.id)
  }

  /** An application with one row in every tied table: history, an interview, an evaluation, an offer. */
  async function chain(candidate?: { id: string }, job?: { id: string }): Promise<Chain> {
    const theJob = job ?? (await h.job())
    const theCandidate = candidate ?? (await h.candidate())
    const application = await h.application(theJob.id, theCandidate.id)
    const interview = await h.interview(application.id, new Date(Date.now() - 3600_000).toISOString())
    const evaluation = await h.evaluation(application.id, { overall_rating: 4 })
    const offer = await h.offer(application.id)
    const history = (await call(ctx.app, 'GET', `${API}/applications/${application.id}/history`, { token: h.token })).json().items as {
      id: string
    }[]
    return {
      candidateId: theCandidate.id,
      jobId: theJob.id,
      applicationId: application.id,
      tied: { 'stage-transitions': history.map((t) => t.id), interviews: [interview.id], evaluations: [evaluation.id], offers: [offer.id] },
    }
  }

  async function assertIn(c: Chain, expected: boolean, label: string) {
    assert.equal((await ids('applications')).includes(c.applicationId), expected, `${label}: /applications`)
    for (const table of TIED) {
      const served = await ids(table)
      for (const id of c.tied[table]) assert.equal(served.includes(id), expected, `${label}: /${table}`)
    }
  }

  before(async () => {
    ctx = await buildTestApp()
    tenant = await provisionTenant(ctx.app)
    key = await createApiKey(ctx.app, tenant.admin.token)
    h = coreClient(ctx.app, tenant)
  })
  after(() => ctx?.close())

  test('an ordinary application and its rows are in every table', async () => {
    await assertIn(await chain(), true, 'ordinary')
  })

  test('an application removed from its job leaves, with its history, interviews, evaluations and offers', async () => {
    const c = await chain()
    await assertIn(c, true, 'before removal')
    const res = await call(ctx.app, 'DELETE', `${API}/applications/${c.applicationId}`, { token: h.token })
    assert.equal(res.statusCode, 204, res.body)
    await assertIn(c, false, 'removed')
    // The candidate and the job themselves stay.
    assert.ok((await ids('candidates')).includes(c.candidateId))
    assert.ok((await ids('jobs')).includes(c.jobId))
  })

  test('a deleted job takes its applications and their rows out, and leaves /jobs itself', async () => {
    const c = await chain()
    const res = await call(ctx.app, 'DELETE', `${API}/jobs/${c.jobId}`, { token: h.token })
    assert.equal(res.statusCode, 204, res.body)
    await assertIn(c, false, 'deleted job')
    assert.ok(!(await ids('jobs')).includes(c.jobId))
    assert.ok((await ids('candidates')).includes(c.candidateId))
  })

  test('a deleted candidate takes their applications and rows out, and leaves /candidates', async () => {
    const c = await chain()
    const res = await call(ctx.app, 'DELETE', `${API}/candidates/${c.candidateId}`, { token: h.token })
    assert.equal(res.statusCode, 204, res.body)
    await assertIn(c, false, 'deleted candidate')
    assert.ok(!(await ids('candidates')).includes(c.candidateId))
  })

  test('a duplicate-flagged candidate stays in /candidates; their applications and rows do not count until cleared', async () => {
    const original = await h.candidate({ email: 'twin@example.com' })
    const twin = await h.candidate({ full_name: 'Twin', email: 'twin@example.com' })
    assert.equal(twin.duplicate_of_id, original.id)
    const c = await chain(twin)
    const candidates = (await dataCall(ctx.app, key, '/candidates', { page_size: 100 })).json().items as {
      id: string
      duplicate_of_id: string | null
    }[]
    assert.equal(candidates.find((r) => r.id === twin.id)?.duplicate_of_id, original.id, '/candidates keeps the duplicate (rule 9)')
    await assertIn(c, false, 'duplicate')

    const cleared = await call(ctx.app, 'POST', `${API}/candidates/${twin.id}/not-duplicate`, { token: h.token })
    assert.equal(cleared.statusCode, 200, cleared.body)
    await assertIn(c, true, 'no longer a duplicate')
  })

  test('merging moves the rows to the surviving candidate; the merged-away record leaves /candidates', async () => {
    const survivor = await h.candidate({ email: 'keep@example.com' })
    const copy = await h.candidate({ full_name: 'Copy', email: 'keep@example.com' })
    const c = await chain(copy)
    await assertIn(c, false, 'duplicate before the merge')
    const res = await call(ctx.app, 'POST', `${API}/candidates/${copy.id}/merge`, { token: h.token, body: { into_id: survivor.id } })
    assert.equal(res.statusCode, 200, res.body)
    await assertIn(c, true, 'after the merge')
    const applications = (await dataCall(ctx.app, key, '/applications', { page_size: 100 })).json().items as {
      id: string
      candidate_id: string
    }[]
    assert.equal(applications.find((a) => a.id === c.applicationId)?.candidate_id, survivor.id)
    for (const table of TIED) {
      const rows = (await dataCall(ctx.app, key, `/${table}`, { page_size: 100, to: '2099-12-31' })).json().items as {
        id: string
        candidate_id: string
      }[]
      for (const id of c.tied[table]) assert.equal(rows.find((r) => r.id === id)?.candidate_id, survivor.id, table)
    }
    const candidates = await ids('candidates')
    assert.ok(candidates.includes(survivor.id) && !candidates.includes(copy.id))
  })

  test('an anonymized candidate stays and is counted, with the personal fields erased', async () => {
    const person = await h.candidate({
      full_name: 'Nguyễn Văn An',
      email: 'an.nguyen@example.com',
      phone: '0912345678',
      date_of_birth: '1990-05-01',
      skills: ['excel'],
      education: { degree: 'MBA' },
      current_salary: 20_000_000,
      location_display: 'Hà Nội',
    })
    const c = await chain(person)
    const res = await call(ctx.app, 'POST', `${API}/candidates/${person.id}/anonymize`, { token: h.token })
    assert.equal(res.statusCode, 200, res.body)

    const row = ((await dataCall(ctx.app, key, '/candidates', { page_size: 100 })).json().items as Record<string, unknown>[]).find(
      (r) => r.id === person.id,
    )
    assert.ok(row, 'still in /candidates')
    assert.equal(row.is_anonymized, true)
    assert.match(String(row.full_name), new RegExp(`^${ANONYMIZED_NAME_MARKER} \\S+$`))
    for (const field of ['email', 'phone', 'date_of_birth', 'skills', 'education', 'current_salary', 'location_display']) {
      assert.equal(row[field], null, field)
    }
    assert.equal(row.candidate_code, person.code)
    assert.doesNotMatch(JSON.stringify(row), /Nguyễn|an\.nguyen|0912345678/)
    await assertIn(c, true, 'anonymized')
  })
})
