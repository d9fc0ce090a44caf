import type { Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import * as repo from './auth.repository.ts'

/**
 * Signs a user out everywhere: every live refresh token of theirs is revoked (access tokens run
 * out on their own). A plain write on the auth module's table, callable without the auth
 * service, which is built on the users service: deactivating a user is the users module's
 * decision and this is its one consequence here.
 */
export async function revokeSessions(trx: Transaction<DB>, tenantId: string, userId: string, at: Date): Promise<void> {
  await repo.revokeAllOfUser(trx, tenantId, userId, at)
}
