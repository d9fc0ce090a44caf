import assert from 'node:assert/strict'
import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { call } from './app.ts'

export interface ImportState {
  id: string
  status: 'queued' | 'running' | 'completed' | 'failed'
  progress: Record<string, { total: number; processed: number; created: number; updated: number; failed: number }>
  error_count: number
  errors: { kind: string; index: number; external_id: string | null; loc?: (string | number)[]; message: string }[]
  failure: string | null
  [field: string]: unknown
}

/** Reads an import until it has finished (completed or failed); fails the test after `timeoutMs`. */
export async function waitForImport(app: FastifyInstance, token: string, id: string, timeoutMs = 30_000): Promise<ImportState> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const res = await call(app, 'GET', `/api/v1/imports/${id}`, { token })
    assert.equal(res.statusCode, 200, res.body)
    const state = res.json() as ImportState
    if (state.status === 'completed' || state.status === 'failed') return state
    assert.ok(Date.now() < deadline, `import ${id} still ${state.status} after ${timeoutMs} ms`)
    await sleep(20)
  }
}

/** Queues an import (a JSON body, or NDJSON text with `ndjson`) and waits for it to finish. */
export async function runImport(
  app: FastifyInstance,
  token: string,
  body: unknown,
  options: { ndjson?: boolean } = {},
): Promise<ImportState> {
  const request: InjectOptions = {
    method: 'POST',
    url: '/api/v1/imports',
    headers: { authorization: `Bearer ${token}`, ...(options.ndjson ? { 'content-type': 'application/x-ndjson' } : {}) },
    payload: body as InjectOptions['payload'],
  }
  const res = await app.inject(request)
  assert.equal(res.statusCode, 202, res.body)
  return waitForImport(app, token, res.json().import_id)
}

/** One job, one candidate and an application of theirs (external ids job-1, cand-1, app-1): what imported records hang on. */
export const ONE_APPLICATION = {
  jobs: [{ external_id: 'job-1', title: 'Backend engineer', created_at: '2025-07-01T02:00:00.000Z' }],
  candidates: [{ external_id: 'cand-1', full_name: 'Nguyễn Văn An', created_at: '2025-07-01T03:00:00.000Z' }],
  applications: [
    { external_id: 'app-1', job_external_id: 'job-1', candidate_external_id: 'cand-1', created_at: '2025-07-02T03:00:00.000Z' },
  ],
}
