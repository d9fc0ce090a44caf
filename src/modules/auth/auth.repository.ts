import type { Insertable, Kysely, Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import type { RefreshTokensTable } from './auth.table.ts'
import { crossTenant } from '../../db/cross-tenant.ts'

export function insertRefreshToken(trx: Transaction<DB>, token: Insertable<RefreshTokensTable>) {
  return trx.insertInto('refresh_tokens').values(token).execute()
}

/** The token row, locked: two refreshes with one token queue here, and the second sees it rotated. */
export function findRefreshTokenForUpdate(trx: Transaction<DB>, tokenHash: string) {
  return trx
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .modifyEnd(crossTenant('refresh-token-lookup'))
    .executeTakeFirst()
}

export function findRefreshToken(db: Kysely<DB>, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .modifyEnd(crossTenant('refresh-token-lookup'))
    .executeTakeFirst()
}

export function markRotated(trx: Transaction<DB>, tenantId: string, id: string, at: Date) {
  return trx.updateTable('refresh_tokens').set({ rotated_at: at }).where('tenant_id', '=', tenantId).where('id', '=', id).execute()
}

export function revokeFamily(trx: Transaction<DB>, tenantId: string, familyId: string, at: Date) {
  return trx
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('tenant_id', '=', tenantId)
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute()
}

export function revokeToken(db: Kysely<DB> | Transaction<DB>, tenantId: string, userId: string, tokenHash: string, at: Date) {
  return db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
}

export function revokeAllOfUser(trx: Transaction<DB>, tenantId: string, userId: string, at: Date) {
  return trx
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute()
}

export function findMe(db: Kysely<DB>, tenantId: string, userId: string) {
  return db
    .selectFrom('users')
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select([
      'users.id',
      'users.email',
      'users.full_name',
      'users.role',
      'users.is_active',
      'tenants.id as tenant_id',
      'tenants.code as tenant_code',
      'tenants.name as tenant_name',
    ])
    .where('users.tenant_id', '=', tenantId)
    .where('users.id', '=', userId)
    .executeTakeFirst()
}
