import assert from 'node:assert/strict'
import type { FastifyInstance } from 'fastify'
import { call } from './app.ts'
import type { SignedIn, TestTenant } from './factories.ts'

const API = '/api/v1'
const HOUR = 3600 * 1000
const DAY = 24 * HOUR

export interface Interview {
  id: string
  application_id: string
  candidate_id: string
  job_id: string
  interview_round: string
  round_number: number
  scheduled_at: string
  duration_minutes: number
  location: string | null
  status: string
  result: string
  rating: number | null
  interviewer_ids: string[]
  interviewer_names: (string | null)[]
  is_self_schedule: boolean
  comments: string | null
  meeting_link: string | null
  created_by: string | null
  created_at: string
  updated_at: string
}

/**
 * Start times far enough ahead that nothing else in the file books them: each call hands out a
 * fresh day, so tests sharing interviewers do not collide unless they mean to.
 */
export function windows(base = Date.now()) {
  let day = 0
  const start = Math.ceil(base / DAY) * DAY + 30 * DAY
  return () => {
    day += 1
    const dayStart = start + day * DAY
    return (hours: number) => new Date(dayStart + hours * HOUR).toISOString()
  }
}

export function interviewsClient(app: FastifyInstance) {
  let serial = 0
  const h = {
    /** A job, a candidate and an active application of them. */
    async application(tenant: TestTenant) {
      serial += 1
      const token = tenant.admin.token
      const job = await call(app, 'POST', `${API}/jobs`, { token, body: { title: `Engineer ${serial}` } })
      assert.equal(job.statusCode, 201, job.body)
      const candidate = await call(app, 'POST', `${API}/candidates`, {
        token,
        body: { full_name: `Candidate ${serial}`, email: `candidate-${serial}-${Date.now()}@example.com` },
      })
      assert.equal(candidate.statusCode, 201, candidate.body)
      const res = await call(app, 'POST', `${API}/applications`, {
        token,
        body: { candidate_id: candidate.json().id, job_id: job.json().id },
      })
      assert.equal(res.statusCode, 201, res.body)
      return res.json() as { id: string; candidate_id: string; job_id: string }
    },
    hire(tenant: TestTenant, applicationId: string) {
      return call(app, 'POST', `${API}/applications/${applicationId}/status`, { token: tenant.admin.token, body: { status: 'hired' } })
    },
    create(token: string, body: Record<string, unknown>) {
      return call(app, 'POST', `${API}/interviews`, { token, body })
    },
    /** An interview that must be created; returns it. */
    async interview(as: SignedIn, body: Record<string, unknown>): Promise<Interview> {
      const res = await h.create(as.token, { interview_round: 'Technical', duration_minutes: 60, ...body })
      assert.equal(res.statusCode, 201, res.body)
      return res.json()
    },
    get(token: string, id: string) {
      return call(app, 'GET', `${API}/interviews/${id}`, { token })
    },
    list(token: string, query: Record<string, string | number> = {}) {
      return call(app, 'GET', `${API}/interviews`, { token, query })
    },
    update(token: string, id: string, body: Record<string, unknown>, headers?: Record<string, string>) {
      return call(app, 'PUT', `${API}/interviews/${id}`, { token, body, headers })
    },
    status(token: string, id: string, body: Record<string, unknown>, headers?: Record<string, string>) {
      return call(app, 'POST', `${API}/interviews/${id}/status`, { token, body, headers })
    },
    async audit(tenant: TestTenant, resourceType: string, resourceId: string) {
      const res = await call(app, 'GET', `${API}/audit-logs`, {
        token: tenant.admin.token,
        query: { resource_type: resourceType, resource_id: resourceId, page_size: 100 },
      })
      assert.equal(res.statusCode, 200, res.body)
      return res.json().items as { action: string; actor_type: string; actor_id: string | null; changes: Record<string, unknown> }[]
    },
    deactivate(tenant: TestTenant, userId: string) {
      return call(app, 'PATCH', `${API}/users/${userId}`, { token: tenant.admin.token, body: { is_active: false } })
    },
  }
  return h
}

export type InterviewsClient = ReturnType<typeof interviewsClient>
