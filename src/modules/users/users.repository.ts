import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely'
import type { DB } from '../../db/types.ts'
import { touchedAt } from '../../platform/concurrency.ts'
import { fetchPage, type PageRequest } from '../../platform/pagination.ts'
import type { Role } from '../../platform/auth/roles.ts'
import type { InvitationsTable, UsersTable } from './users.table.ts'
import { containsPattern } from '../../db/like.ts'
import { crossTenant } from '../../db/cross-tenant.ts'
import type { Handle } from '../../db/database.ts'

export function insertUser(trx: Transaction<DB>, user: Insertable<UsersTable>) {
  return trx.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow()
}

export function findUser(db: Handle, tenantId: string, id: string) {
  return db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
}

/** Locks the row for the rest of the transaction, so a check and the write that follows it see one state. */
export function findUserForUpdate(trx: Transaction<DB>, tenantId: string, id: string) {
  return trx.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst()
}

/** Members of a tenant by id, in no particular order; ids of other tenants find nothing. */
export function findMembers(db: Handle, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('users')
    .select(['id', 'full_name', 'role', 'is_active'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute()
}

/** Every member of a tenant with what naming them needs; a tenant has few enough to read at once. */
export function listMembers(db: Handle, tenantId: string) {
  return db.selectFrom('users').select(['id', 'email', 'full_name', 'is_active']).where('tenant_id', '=', tenantId).execute()
}

export function findUserByEmail(db: Handle, tenantId: string, email: string) {
  return db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).where('email', '=', email).executeTakeFirst()
}

/**
 * Sign-in knows an e-mail but not the tenant, so this one lookup crosses tenants; the most
 * recently used membership comes first.
 */
export function findUsersByEmailAcrossTenants(db: Handle, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .orderBy(sql`last_login_at DESC NULLS LAST`)
    .orderBy('created_at', 'desc')
    .modifyEnd(crossTenant('sign-in-by-email'))
    .execute()
}

export function findUsersByGoogleSubject(db: Handle, subject: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('google_sub', '=', subject)
    .orderBy(sql`last_login_at DESC NULLS LAST`)
    .orderBy('created_at', 'desc')
    .modifyEnd(crossTenant('google-sign-in'))
    .execute()
}

/** Changes a user; `updated_at` moves forward with every change (see `touchedAt`). */
export function updateUser(trx: Transaction<DB>, tenantId: string, id: string, changes: Omit<Updateable<UsersTable>, 'updated_at'>) {
  return trx
    .updateTable('users')
    .set({ ...changes, updated_at: touchedAt() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

export interface UserFilter {
  search?: string
  role?: Role
  is_active?: boolean
}

export function listUsers(db: Kysely<DB>, tenantId: string, filter: UserFilter, page: PageRequest) {
  let query = db.selectFrom('users').where('tenant_id', '=', tenantId)
  if (filter.role) query = query.where('role', '=', filter.role)
  if (filter.is_active !== undefined) query = query.where('is_active', '=', filter.is_active)
  if (filter.search) {
    const pattern = containsPattern(filter.search)
    query = query.where((eb) => eb.or([eb('full_name', 'ilike', pattern), eb('email', 'ilike', pattern)]))
  }
  return fetchPage(
    page,
    async () => (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) => query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  )
}

export function insertInvitation(trx: Transaction<DB>, invitation: Insertable<InvitationsTable>) {
  return trx.insertInto('invitations').values(invitation).returningAll().executeTakeFirstOrThrow()
}

export function findInvitationByTokenForUpdate(trx: Transaction<DB>, tokenHash: string) {
  return trx
    .selectFrom('invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .modifyEnd(crossTenant('invitation-token-lookup'))
    .executeTakeFirst()
}

export function markInvitationAccepted(trx: Transaction<DB>, tenantId: string, id: string, userId: string, at: Date) {
  return trx
    .updateTable('invitations')
    .set({ accepted_at: at, accepted_user_id: userId })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute()
}

/** Bookkeeping, not an edit: it leaves `updated_at` alone so that it never causes a 412. */
export function recordSignIn(trx: Transaction<DB>, tenantId: string, id: string, at: Date) {
  return trx.updateTable('users').set({ last_login_at: at }).where('tenant_id', '=', tenantId).where('id', '=', id).execute()
}
