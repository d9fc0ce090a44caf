import type { Handle } from '../../db/database.ts'
import { NotFound } from '../../platform/errors.ts'
import * as repo from './offers.repository.ts'

/** A version of an offer as the API shows it, its status as read at the time of the query. */
export function presentOffer(view: repo.OfferView) {
  return {
    id: view.id,
    application_id: view.application_id,
    candidate_id: view.candidate_id,
    job_id: view.job_id,
    offer_number: view.offer_number,
    version: view.version,
    status: view.status,
    job_title: view.job_title,
    department: view.department,
    start_date: view.start_date,
    gross_salary_amount: view.gross_salary_amount,
    gross_salary_currency: view.gross_salary_currency,
    gross_salary_unit: view.gross_salary_unit,
    probation_period: view.probation_period,
    probation_salary_amount: view.probation_salary_amount,
    expiry_date: view.expiry_date,
    sent_at: view.sent_at,
    responded_at: view.responded_at,
    decline_reason_code: view.decline_reason_code,
    cancel_reason_code: view.cancel_reason_code,
    comments: view.comments,
    created_by: view.created_by,
    created_at: view.created_at,
    updated_at: view.updated_at,
  }
}

/** One version as `GET /offers/{id}` answers at `at`, read through `handle` (a transaction sees its own writes). */
export async function viewOffer(handle: Handle, tenantId: string, id: string, at: Date) {
  const row = await repo.findOffer(handle, tenantId, id, at)
  if (!row) throw new NotFound('Offer')
  return presentOffer(row)
}
