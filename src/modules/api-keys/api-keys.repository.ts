import type { Insertable, Kysely, Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import { fetchPage, type PageRequest } from '../../platform/pagination.ts'
import type { ApiKeysTable } from './api-keys.table.ts'
import { crossTenant } from '../../db/cross-tenant.ts'

export function insertKey(trx: Transaction<DB>, key: Insertable<ApiKeysTable>) {
  return trx.insertInto('api_keys').values(key).returningAll().executeTakeFirstOrThrow()
}

/** Every key of the tenant, revoked ones included, newest first. */
export function listKeys(db: Kysely<DB>, tenantId: string, page: PageRequest) {
  const query = db.selectFrom('api_keys').where('tenant_id', '=', tenantId)
  return fetchPage(
    page,
    async () => (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) => query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  )
}

/**
 * Revokes a key that is not revoked yet, in one statement: of two concurrent revocations one
 * gets the row and the other nothing (404).
 */
export function revokeKey(trx: Transaction<DB>, tenantId: string, id: string, by: string | null, at: Date) {
  return trx
    .updateTable('api_keys')
    .set({ revoked_at: at, revoked_by: by, updated_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst()
}

/**
 * The key a request presents, by hash. This is the one lookup without a tenant: the key is what
 * tells the tenant, and the hash is unique across tenants.
 */
export function findByHash(db: Kysely<DB>, keyHash: string) {
  return db
    .selectFrom('api_keys')
    .select(['tenant_id', 'id', 'expires_at', 'revoked_at', 'last_used_at'])
    .where('key_hash', '=', keyHash)
    .modifyEnd(crossTenant('api-key-lookup'))
    .executeTakeFirst()
}

/**
 * Records a use unless one was recorded less than `minGapMs` ago. The condition is in the
 * statement, so several instances seeing a stale `last_used_at` still write at most once.
 */
export async function touchLastUsed(db: Kysely<DB>, tenantId: string, id: string, at: Date, minGapMs: number): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', new Date(at.getTime() - minGapMs))]))
    .execute()
}
