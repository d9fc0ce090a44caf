import type { ColumnType, Selectable } from 'kysely'

export interface RefreshTokensTable {
  tenant_id: string
  id: string
  user_id: string
  /** Every token descended from one login shares the family of the first. */
  family_id: string
  token_hash: string
  expires_at: Date
  rotated_at: Date | null
  revoked_at: Date | null
  created_at: ColumnType<Date, Date | undefined, never>
}

export type RefreshTokenRow = Selectable<RefreshTokensTable>
