import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely'
import type { JobImportFields } from './jobs.port.ts'

/**
 * The columns an import writes are declared once, in the port (`JobImportFields`); here the
 * others, and the Kysely wrappers of those the database fills in when an insert leaves them out.
 */
export interface JobsTable extends Omit<JobImportFields, 'status' | 'headcount' | 'recruitment_cost_items' | 'is_demo'> {
  tenant_id: string
  id: string
  code: string
  slug: string
  status: Generated<JobImportFields['status']>
  pipeline_template_id: string | null
  is_public: ColumnType<boolean, boolean | undefined, boolean>
  headcount: Generated<JobImportFields['headcount']>
  recruitment_cost_items: JSONColumnType<JobImportFields['recruitment_cost_items'], string | undefined, string>
  is_demo: Generated<JobImportFields['is_demo']>
  /** The key of the job in the system it was imported from; never shown. */
  external_id: ColumnType<string | null, string | null | undefined, string | null>
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
  is_deleted: ColumnType<boolean, boolean | undefined, boolean>
  deleted_at: Date | null
}

export type JobRow = Selectable<JobsTable>
