import type { ColumnType, Generated, Selectable } from 'kysely'
import type { OfferImportFields } from './offers.port.ts'

/**
 * The columns an import writes are declared once, in the port (`OfferImportFields`); here the
 * others, and the Kysely wrappers of those the database fills in when an insert leaves them out.
 */
export interface OffersTable extends Omit<OfferImportFields, 'status' | 'start_date' | 'sent_at'> {
  tenant_id: string
  id: string
  application_id: string
  candidate_id: string
  job_id: string
  offer_number: string
  status: Generated<OfferImportFields['status']>
  start_date: Generated<OfferImportFields['start_date']>
  sent_at: Generated<OfferImportFields['sent_at']>
  is_demo: ColumnType<boolean, boolean | undefined, boolean>
  external_id: string | null
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export type OfferRow = Selectable<OffersTable>
