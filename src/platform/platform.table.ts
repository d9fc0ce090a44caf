import type { ColumnType } from 'kysely'

export interface CodeCountersTable {
  tenant_id: string
  prefix: string
  year: number
  last_value: number
}

export interface IdempotencyKeysTable {
  scope: string
  key: string
  request_hash: string
  state: 'running' | 'done'
  response_status: number | null
  response_headers: ColumnType<Record<string, string> | null, string | null, string | null>
  response_body: string | null
  created_at: ColumnType<Date, Date | undefined, never>
  expires_at: Date
}
