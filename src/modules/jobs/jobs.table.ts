import type { ColumnType, JSONColumnType, Selectable } from 'kysely'
import type { CostItem, JobStatus, EMPLOYMENT_TYPES, WORK_SETUPS, HIRE_TYPES } from './jobs.port.ts'

export interface JobsTable {
  tenant_id: string
  id: string
  code: string
  title: string
  slug: string
  department: string | null
  employment_type: (typeof EMPLOYMENT_TYPES)[number]
  work_setup: (typeof WORK_SETUPS)[number] | null
  location_display: string | null
  salary_min: number | null
  salary_max: number | null
  currency: string | null
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>
  description_html: string | null
  pipeline_template_id: string | null
  is_public: ColumnType<boolean, boolean | undefined, boolean>
  hire_type: (typeof HIRE_TYPES)[number] | null
  headcount: ColumnType<number, number | undefined, number>
  expected_hire_date: string | null
  recruitment_cost_items: JSONColumnType<CostItem[], string | undefined, string>
  cost_currency: string | null
  close_reason: string | null
  published_at: Date | null
  paused_at: Date | null
  closed_at: Date | null
  is_demo: ColumnType<boolean, boolean | undefined, boolean>
  /** The key of the job in the system it was imported from; never shown. */
  external_id: ColumnType<string | null, string | null | undefined, string | null>
  created_by: string | null
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
  is_deleted: ColumnType<boolean, boolean | undefined, boolean>
  deleted_at: Date | null
}

export type JobRow = Selectable<JobsTable>
