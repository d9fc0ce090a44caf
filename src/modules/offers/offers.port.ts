import type { RecordImporter } from '../../platform/import-writer.ts'

export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const
export type OfferStatus = (typeof OFFER_STATUSES)[number]
export const OFFER_DECLINE_REASONS = ['compensation', 'role_and_job', 'external_factors', 'no_response', 'other'] as const
export type OfferDeclineReason = (typeof OFFER_DECLINE_REASONS)[number]
export const OFFER_CANCEL_REASONS = ['business_decision', 'candidate_no_longer_eligible', 'other'] as const
export type OfferCancelReason = (typeof OFFER_CANCEL_REASONS)[number]

/**
 * The columns of an offer version an import writes, typed as the offers table stores them: their
 * one declaration, from which offers.table.ts builds the table's row type.
 */
export interface OfferImportFields {
  version: number
  status: OfferStatus
  job_title: string | null
  department: string | null
  /** A calendar date, `YYYY-MM-DD`. */
  start_date: string | null
  gross_salary_amount: number | null
  gross_salary_currency: string | null
  gross_salary_unit: string | null
  probation_period: string | null
  probation_salary_amount: number | null
  expiry_date: Date | null
  sent_at: Date
  responded_at: Date | null
  decline_reason_code: OfferDeclineReason | null
  cancel_reason_code: OfferCancelReason | null
  comments: string | null
  created_by: string | null
}

/**
 * One version of an offer as an import writes it: every field given, its creator resolved, times
 * as they happened in the system it comes from; the status rules already checked.
 */
export interface OfferImport {
  external_id: string
  application: { id: string; candidate_id: string; job_id: string }
  fields: OfferImportFields
  created_at: Date
  is_demo: boolean
}

/** The offers module's part in an import (src/modules/imports). */
export type OfferImports = RecordImporter<OfferImport>
