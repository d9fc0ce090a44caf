import type { ColumnType, JSONColumnType, Selectable } from 'kysely'

export const IMPORT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const
export type ImportStatus = (typeof IMPORT_STATUSES)[number]

export interface ImportsTable {
  tenant_id: string
  id: string
  status: ColumnType<ImportStatus, ImportStatus | undefined, ImportStatus>
  is_demo: ColumnType<boolean, boolean | undefined, boolean>
  /** The records waiting to be written; dropped once the run ends. */
  payload: ColumnType<unknown, string | null, string | null>
  progress: JSONColumnType<Record<string, unknown>, string | undefined, string>
  errors: JSONColumnType<unknown[], string | undefined, string>
  error_count: ColumnType<number, number | undefined, number>
  failure: string | null
  created_by: string | null
  created_at: ColumnType<Date, Date | undefined, never>
  started_at: Date | null
  finished_at: Date | null
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export type ImportRow = Selectable<ImportsTable>
