import type { AuditLogsTable } from '../modules/audit/audit.table.ts'
import type { RefreshTokensTable } from '../modules/auth/auth.table.ts'
import type { TenantsTable } from '../modules/tenants/tenants.table.ts'
import type { InvitationsTable, UsersTable } from '../modules/users/users.table.ts'
import type { CodeCountersTable, IdempotencyKeysTable } from '../platform/platform.table.ts'

/** The whole schema as Kysely sees it; each module owns the row types of its own tables. */
export interface DB {
  tenants: TenantsTable
  users: UsersTable
  invitations: InvitationsTable
  refresh_tokens: RefreshTokensTable
  audit_logs: AuditLogsTable
  code_counters: CodeCountersTable
  idempotency_keys: IdempotencyKeysTable
}
