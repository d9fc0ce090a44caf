import type { ColumnType, Selectable } from 'kysely'

export interface TenantsTable {
  id: string
  code: string
  name: string
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export type TenantRow = Selectable<TenantsTable>
