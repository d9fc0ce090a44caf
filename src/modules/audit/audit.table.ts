import type { ColumnType, JSONColumnType, Selectable } from 'kysely'

export interface AuditLogsTable {
  tenant_id: string
  id: string
  actor_type: 'user' | 'platform' | 'public' | 'system'
  actor_id: string | null
  action: string
  resource_type: string
  resource_id: string | null
  changes: JSONColumnType<Record<string, unknown>>
  request_id: string | null
  created_at: ColumnType<Date, Date | undefined, never>
}

export type AuditLogRow = Selectable<AuditLogsTable>
