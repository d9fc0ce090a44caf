import type { Handle } from '../../db/database.ts'
import { NotFound } from '../../platform/errors.ts'
import { presentCandidateSummary } from '../candidates/candidate-view.ts'
import type { Application, SettableStatus } from './applications.port.ts'
import * as repo from './applications.repository.ts'
import type { ApplicationRow } from './applications.table.ts'

/** An application as the API shows it, from the joined view of its row. */
export function presentApplication(view: repo.ApplicationView) {
  return {
    id: view.id,
    candidate_id: view.candidate_id,
    candidate_code: view.candidate_code,
    job_id: view.job_id,
    job_code: view.job_code,
    current_stage_id: view.current_stage_id,
    stage_name: view.stage_name,
    stage_type: view.stage_type,
    status: view.status as SettableStatus,
    applied_date: view.applied_date,
    hired_date: view.hired_date,
    rejected_date: view.rejected_date,
    rejection_reason_code: view.rejection_reason_code,
    rejection_reason: view.rejection_reason,
    // Older applications may carry no source of their own: the candidate's applies.
    source: view.source ?? view.candidate_source,
    source_detail: view.source === null ? view.candidate_source_detail : view.source_detail,
    assigned_recruiter_id: view.assigned_recruiter_id,
    assigned_recruiter_name: view.assigned_recruiter_name,
    offer_accepted_at: view.offer_accepted_at,
    is_demo: view.is_demo,
    created_at: view.created_at,
    updated_at: view.updated_at,
    stage_updated_at: view.stage_updated_at,
    candidate: presentCandidateSummary({
      id: view.candidate_id,
      code: view.candidate_code,
      full_name: view.candidate_full_name,
      email: view.candidate_email,
    }),
    stage:
      view.current_stage_id && view.stage_name && view.stage_type
        ? { id: view.current_stage_id, name: view.stage_name, stage_type: view.stage_type }
        : null,
  }
}

/** One application as `GET /applications/{id}` answers, read through `handle` (a transaction sees its own writes). */
export async function viewApplication(handle: Handle, tenantId: string, id: string) {
  const row = await repo.findView(handle, tenantId, id)
  if (!row) throw new NotFound('Application')
  return presentApplication(row)
}

/** An application as other modules read it (the applications port): the fields they use, no more. */
export function applicationOf(row: ApplicationRow): Application {
  const { id, candidate_id, job_id, current_stage_id, status, is_demo } = row
  return { id, candidate_id, job_id, current_stage_id, status, is_demo }
}
