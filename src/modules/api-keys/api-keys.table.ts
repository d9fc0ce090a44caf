import type { ColumnType, Selectable } from 'kysely'

export interface ApiKeysTable {
  tenant_id: string
  id: string
  name: string
  /** The first characters of the key, shown in lists so that a person can tell keys apart. */
  key_prefix: string
  /** SHA-256 (hex) of the whole key; the key itself is never stored. */
  key_hash: string
  expires_at: Date | null
  last_used_at: Date | null
  revoked_at: Date | null
  revoked_by: string | null
  created_by: string | null
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export type ApiKeyRow = Selectable<ApiKeysTable>
