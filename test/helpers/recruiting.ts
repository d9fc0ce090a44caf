import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import { call } from './app.ts'
import type { SignedIn, TestTenant } from './factories.ts'

const API = '/api/v1'

export interface Stage {
  id: string
  name: string
  stage_type: string
  is_terminal: boolean
}

export interface Transition {
  id: string
  change_type: string
  from_stage_id: string | null
  to_stage_id: string | null
  from_stage_name: string | null
  to_stage_name: string | null
  from_stage_type: string | null
  to_stage_type: string | null
  from_status: string | null
  to_status: string | null
  changed_at: string
  changed_by_user_id: string | null
  changed_by_name: string | null
  notes: string | null
  application_id: string
  candidate_id: string
  job_id: string
}

/** The HTTP steps the tests repeat, bound to one app. */
/** An evaluation as the core API answers it. */
export interface Evaluation {
  id: string
  application_id: string
  candidate_id: string
  job_id: string
  interview_id: string | null
  stage_id: string | null
  evaluator_type: string
  evaluator_id: string | null
  evaluator_name: string
  overall_rating: number | null
  rating_scale: number
  criteria_scores: { criterion: string; score: number; weight: number }[] | null
  weighted_score: number | null
  result: string | null
  evaluation_type: string | null
  comments: string | null
  evaluated_at: string | null
  created_by: string | null
  created_at: string
  updated_at: string
}

export function recruitingClient(app: FastifyInstance) {
  let serial = 0
  const h = {
    async job(tenant: TestTenant, body: Record<string, unknown> = {}) {
      const res = await call(app, 'POST', `${API}/jobs`, { token: tenant.admin.token, body: { title: 'Backend engineer', ...body } })
      assert.equal(res.statusCode, 201, res.body)
      const id: string = res.json().id
      const stages = (await call(app, 'GET', `${API}/jobs/${id}/pipeline`, { token: tenant.admin.token })).json().items as Stage[]
      return { id, code: res.json().code as string, stages }
    },
    async candidate(tenant: TestTenant, body: Record<string, unknown> = {}) {
      serial += 1
      const res = await call(app, 'POST', `${API}/candidates`, {
        token: tenant.admin.token,
        body: { full_name: `Candidate ${serial}`, email: `candidate-${serial}-${Date.now()}@example.com`, ...body },
      })
      assert.equal(res.statusCode, 201, res.body)
      return res.json() as {
        id: string
        code: string
        full_name: string
        email: string | null
        source: string
        source_detail: string | null
        duplicate_of_id: string | null
        updated_at: string
      }
    },
    apply(token: string, body: Record<string, unknown>) {
      return call(app, 'POST', `${API}/applications`, { token, body })
    },
    /** A job, a candidate and an application of that candidate on that job. */
    async application(tenant: TestTenant, body: Record<string, unknown> = {}, as: SignedIn = tenant.admin) {
      const job = await h.job(tenant)
      const candidate = await h.candidate(tenant)
      const res = await h.apply(as.token, { candidate_id: candidate.id, job_id: job.id, ...body })
      assert.equal(res.statusCode, 201, res.body)
      return { job, candidate, app: res.json() }
    },
    async history(token: string, id: string): Promise<Transition[]> {
      const res = await call(app, 'GET', `${API}/applications/${id}/history`, { token, query: { page_size: 100 } })
      assert.equal(res.statusCode, 200, res.body)
      return res.json().items
    },
    move(token: string, id: string, body: Record<string, unknown>, headers?: Record<string, string>) {
      return call(app, 'POST', `${API}/applications/${id}/move`, { token, body, headers })
    },
    status(token: string, id: string, body: Record<string, unknown>, headers?: Record<string, string>) {
      return call(app, 'POST', `${API}/applications/${id}/status`, { token, body, headers })
    },
    get(token: string, id: string) {
      return call(app, 'GET', `${API}/applications/${id}`, { token })
    },
  }
  return h
}

export type RecruitingClient = ReturnType<typeof recruitingClient>
