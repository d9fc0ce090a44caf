import type { ColumnType, Selectable } from 'kysely'

export interface RejectionReasonsTable {
  tenant_id: string
  id: string
  code: string
  label: string
  is_active: ColumnType<boolean, boolean | undefined, boolean>
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export interface CustomSourcesTable {
  tenant_id: string
  id: string
  name: string
  value: string
  parent_source: string
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export type RejectionReasonRow = Selectable<RejectionReasonsTable>
export type CustomSourceRow = Selectable<CustomSourcesTable>
