import type { ColumnType, Selectable } from 'kysely'
import type { Role } from '../../platform/auth/roles.ts'

export interface UsersTable {
  tenant_id: string
  id: string
  email: string
  full_name: string
  role: Role
  password_hash: string | null
  google_sub: string | null
  is_active: ColumnType<boolean, boolean | undefined, boolean>
  last_login_at: Date | null
  /** A member that only a demo history names; removed with the demo data. */
  is_demo: ColumnType<boolean, boolean | undefined, boolean>
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export interface InvitationsTable {
  tenant_id: string
  id: string
  email: string
  full_name: string
  role: Role
  token_hash: string
  invited_by: string | null
  expires_at: Date
  accepted_at: Date | null
  accepted_user_id: string | null
  created_at: ColumnType<Date, Date | undefined, never>
}

export type UserRow = Selectable<UsersTable>
export type InvitationRow = Selectable<InvitationsTable>
