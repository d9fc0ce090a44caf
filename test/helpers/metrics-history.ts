import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../src/db/database.ts'
import { call } from './app.ts'
import { createApiKey } from './data-api.ts'
import { coreClient, setColumns } from './data-tables.ts'
import { addMember, provisionTenant, type TestTenant } from './factories.ts'

const API = '/api/v1'

/**
 * The app clock while the history is written and read: after every time in it, and close enough
 * that the 18-month window holds them all, whatever the real date.
 */
export const HISTORY_CLOCK = Date.parse('2026-05-01T05:00:00.000Z')

/** One change after an application's first row, at `at`: a move (by stage name), a note, a rejection, a hire by status. */
export type Step = { at: string } & ({ move: string } | { note: string } | { reject: string | null } | { hire: true })

export interface Journey {
  /** Pipeline entry, given as applied_date (created_at is set to it too). */
  entry: string
  /** The stage it starts in, by name; the job's first stage otherwise. */
  start?: string
  recruiter?: string
  steps?: Step[]
}

type Job = Awaited<ReturnType<ReturnType<typeof coreClient>['job']>>

/**
 * A tenant with a small, fixed recruiting history written through the core API, its times then
 * set by hand: jobs in two departments on two pipeline templates (and one job without a
 * template), candidates from several sources, moves, notes, hires and rejections, and the rows
 * the population rule leaves out. The expected analysis tables are worked out in the tests.
 */
export async function writeHistory(app: FastifyInstance, db: Database) {
  const tenant: TestTenant = await provisionTenant(app)
  const recruiter = await addMember(app, tenant, 'recruiter')
  const key = await createApiKey(app, tenant.admin.token)
  const h = coreClient(app, tenant)

  const sales = await h.post('/pipeline-templates', {
    name: 'Sales funnel',
    stages: [
      { name: 'Sourced', stage_type: 'sourced' },
      { name: 'Screen', stage_type: 'screening' },
      { name: 'Assessment', stage_type: 'assessment' },
      { name: 'Hired', stage_type: 'hired', is_terminal: true },
    ],
  })
  const backend = await h.job({ title: 'Backend engineer', department: 'Engineering' })
  const seller = await h.job({ title: 'Sales executive', department: 'Sales', pipeline_template_id: sales.id })
  const platform = await h.job({ title: 'Platform engineer', department: 'Engineering' })
  // A job made from no template (an import, or a tenant without a default one).
  await setColumns(db, 'jobs', tenant.id, platform.id, { pipeline_template_id: null })

  const stageId = (job: Job, name: string) => {
    const stage = job.stages.find((s) => s.name === name)
    assert.ok(stage, `no stage ${name} on ${job.code}`)
    return stage.id
  }

  /** An application made and changed through the API; its history rows then get the journey's times, in order. */
  async function journey(job: Job, candidate: { id: string }, { entry, start, recruiter: recruiterId, steps = [] }: Journey) {
    const application = await h.application(job.id, candidate.id, {
      applied_date: entry,
      ...(start ? { stage_id: stageId(job, start) } : {}),
      ...(recruiterId ? { assigned_recruiter_id: recruiterId } : {}),
    })
    const path = `/applications/${application.id}`
    let hired: string | null = null
    let rejected: string | null = null
    for (const step of steps) {
      if ('move' in step) {
        await h.post(`${path}/move`, { to_stage_id: stageId(job, step.move) }, 200)
        if (job.stages.find((s) => s.name === step.move)?.is_terminal) hired = step.at
      } else if ('note' in step) {
        await h.post(`${path}/notes`, { notes: step.note })
      } else if ('reject' in step) {
        await h.post(`${path}/status`, { status: 'rejected', rejection_reason_code: step.reject ?? 'other' }, 200)
        rejected = step.at
      } else {
        await h.post(`${path}/status`, { status: 'hired' }, 200)
        hired = step.at
      }
    }
    const res = await call(app, 'GET', `${API}${path}/history`, { token: h.token, query: { page_size: 100 } })
    assert.equal(res.statusCode, 200, res.body)
    const rows = res.json().items as { id: string }[]
    const times = [entry, ...steps.map((s) => s.at)]
    assert.equal(rows.length, times.length, `history of ${application.id}`)
    for (const [i, row] of rows.entries()) await setColumns(db, 'stage_transitions', tenant.id, row.id, { changed_at: times[i]! })
    await setColumns(db, 'applications', tenant.id, application.id, {
      created_at: entry,
      hired_date: hired,
      rejected_date: rejected,
      ...(steps.some((s) => 'reject' in s && s.reject === null) ? { rejection_reason_code: null } : {}),
    })
    return application.id
  }

  const candidate = (source: string, email?: string) => h.candidate({ source, ...(email ? { email } : {}) })
  const R = recruiter.id
  const admin = tenant.admin.id

  const a1 = await journey(backend, await candidate('linkedin', 'first@example.com'), {
    entry: '2026-03-02T03:00:00.000Z',
    recruiter: R,
    steps: [
      { move: 'Phone screen', at: '2026-03-04T03:00:00.000Z' },
      { move: 'Interview', at: '2026-03-06T03:00:00.000Z' },
      { move: 'Offer', at: '2026-03-09T03:00:00.000Z' },
      { move: 'Hired', at: '2026-03-12T03:00:00.000Z' },
    ],
  })
  const a2 = await journey(backend, await candidate('linkedin'), {
    entry: '2026-03-05T03:00:00.000Z',
    recruiter: R,
    steps: [
      { move: 'Phone screen', at: '2026-03-07T03:00:00.000Z' },
      { note: 'Strong on SQL', at: '2026-03-08T03:00:00.000Z' },
      { reject: 'not_qualified', at: '2026-03-10T03:00:00.000Z' },
    ],
  })
  // Hired after March; its application carries no source, so its candidate's applies.
  const a3 = await journey(seller, await candidate('referral'), {
    entry: '2026-03-09T03:00:00.000Z',
    recruiter: admin,
    steps: [
      { move: 'Screen', at: '2026-03-11T03:00:00.000Z' },
      { move: 'Assessment', at: '2026-03-20T03:00:00.000Z' },
      { move: 'Hired', at: '2026-04-08T03:00:00.000Z' },
    ],
  })
  await setColumns(db, 'applications', tenant.id, a3, { source: null })
  // Entered in February, hired in March by a status change.
  const a4 = await journey(seller, await candidate('job_board'), {
    entry: '2026-02-20T03:00:00.000Z',
    steps: [
      { move: 'Screen', at: '2026-02-25T03:00:00.000Z' },
      { hire: true, at: '2026-03-20T03:00:00.000Z' },
    ],
  })
  // Started in screening, then moved back: it reached applied only after screening.
  const a5 = await journey(platform, await candidate('job_board'), {
    entry: '2026-03-15T03:00:00.000Z',
    start: 'Phone screen',
    steps: [{ move: 'New', at: '2026-03-17T03:00:00.000Z' }],
  })
  // Entered in January, rejected in March without a reason code.
  const a6 = await journey(backend, await candidate('referral'), {
    entry: '2026-01-10T03:00:00.000Z',
    recruiter: R,
    steps: [{ reject: null, at: '2026-03-03T03:00:00.000Z' }],
  })
  const a9 = await journey(seller, await candidate('referral'), {
    entry: '2026-01-20T03:00:00.000Z',
    recruiter: R,
    steps: [{ move: 'Screen', at: '2026-01-25T03:00:00.000Z' }],
  })
  // Around the turn of the year, for the weekly buckets: 17:30Z on 28 December is Monday 29 December in Vietnam.
  await journey(backend, await candidate('job_board'), {
    entry: '2025-12-28T17:30:00.000Z',
    steps: [{ reject: 'overqualified', at: '2026-01-02T03:00:00.000Z' }],
  })
  await journey(backend, await candidate('job_board'), {
    entry: '2025-12-19T16:59:59.999Z',
    steps: [{ reject: 'overqualified', at: '2025-12-22T03:00:00.000Z' }],
  })
  await journey(seller, await candidate('job_board'), {
    entry: '2025-12-19T17:00:00.000Z',
    steps: [{ reject: 'overqualified', at: '2025-12-23T03:00:00.000Z' }],
  })

  // Left out by the population rule, though they would count in March: one removed from its job,
  // one of a candidate flagged as a duplicate of a1's.
  const removed = await journey(backend, await candidate('linkedin'), {
    entry: '2026-03-06T03:00:00.000Z',
    recruiter: R,
    steps: [{ move: 'Phone screen', at: '2026-03-08T03:00:00.000Z' }],
  })
  const deleted = await call(app, 'DELETE', `${API}/applications/${removed}`, { token: h.token })
  assert.equal(deleted.statusCode, 204, deleted.body)
  const twin = await h.candidate({ source: 'linkedin', email: 'first@example.com' })
  assert.ok(twin.duplicate_of_id, 'the twin is flagged as a duplicate')
  await journey(seller, twin, {
    entry: '2026-03-07T03:00:00.000Z',
    recruiter: R,
    steps: [
      { move: 'Screen', at: '2026-03-09T03:00:00.000Z' },
      { hire: true, at: '2026-03-21T03:00:00.000Z' },
    ],
  })

  return {
    tenant,
    key,
    recruiter,
    templates: { sales: sales.id as string },
    jobs: { backend, seller, platform },
    applications: { a1, a2, a3, a4, a5, a6, a9 },
  }
}

export type History = Awaited<ReturnType<typeof writeHistory>>
