import { expectJson } from './http.ts'
import type { Target } from './load.ts'
import type { Service } from './service.ts'
import type { BenchTenant } from './tenants.ts'

/** The figure for submissions from 16 connections, on PostgreSQL. */
export const SUBMISSIONS_GOAL_PER_SECOND = 500

/** How the submissions' applicants are named: `[<id>]` is a fresh id per request (see Target.idReplacement). */
export const applicantOf = (id: string) => ({ full_name: `Nguyễn Văn ${id}`, email: `applicant-${id}@example.com`, consent: true })

/**
 * One open public job taking career-page submissions, and the target that sends them: JSON, no
 * file, each request a new applicant.
 */
export async function openJobForSubmissions(
  service: Service,
  tenant: BenchTenant,
): Promise<{ jobId: string; submitPath: string; target: Target }> {
  const api = `${service.origin}/api/v1`
  const job = await expectJson(201, 'POST', `${api}/jobs`, { token: tenant.token, body: { title: 'Bench Applicants Welcome' } })
  const jobId = (job.json as { id: string }).id
  await expectJson(200, 'PATCH', `${api}/jobs/${jobId}/status`, { token: tenant.token, body: { status: 'open' } })
  const submitPath = `${api}/public/applications/submit/${tenant.code}`
  return {
    jobId,
    submitPath,
    target: {
      name: 'submit-service',
      method: 'POST',
      url: submitPath,
      headers: { 'content-type': 'application/json' },
      idReplacement: true,
      body: JSON.stringify({ job_id: jobId, ...applicantOf('[<id>]') }),
    },
  }
}
