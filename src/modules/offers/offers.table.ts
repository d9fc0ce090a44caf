import type { ColumnType, Selectable } from 'kysely'
import type { OfferStatus, OfferDeclineReason, OfferCancelReason } from './offers.port.ts'

export interface OffersTable {
  tenant_id: string
  id: string
  application_id: string
  candidate_id: string
  job_id: string
  offer_number: string
  version: number
  status: ColumnType<OfferStatus, OfferStatus | undefined, OfferStatus>
  job_title: string | null
  department: string | null
  /** A calendar date, `YYYY-MM-DD`. */
  start_date: ColumnType<string | null, string | null | undefined, string | null>
  gross_salary_amount: number | null
  gross_salary_currency: string | null
  gross_salary_unit: string | null
  probation_period: string | null
  probation_salary_amount: number | null
  expiry_date: Date | null
  sent_at: ColumnType<Date, Date | undefined, Date>
  responded_at: Date | null
  decline_reason_code: OfferDeclineReason | null
  cancel_reason_code: OfferCancelReason | null
  comments: string | null
  created_by: string | null
  is_demo: ColumnType<boolean, boolean | undefined, boolean>
  external_id: string | null
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export type OfferRow = Selectable<OffersTable>
