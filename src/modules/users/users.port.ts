import type { Transaction } from 'kysely'
import type { Handle } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Role } from '../../platform/auth/roles.ts'
import * as repo from './users.repository.ts'

/*
 * What other modules may know of a member and do with one. Sign-in (the auth module) finds
 * members before it knows their tenant, so these lookups cross tenants where they say so.
 */

/** A member as other modules read it: whom a session is for, whether it may have one, and how it is shown. */
export interface Member {
  tenant_id: string
  id: string
  email: string
  full_name: string
  role: Role
  password_hash: string | null
  google_sub: string | null
  is_active: boolean
  is_demo: boolean
  last_login_at: Date | null
  created_at: Date
  updated_at: Date
}

/** A member as other modules name them on their records (interviewers, evaluators, senders). */
export interface TeamMember {
  id: string
  full_name: string
  role: Role
  is_active: boolean
}

export function findMember(db: Handle, tenantId: string, id: string): Promise<Member | undefined> {
  return repo.findUser(db, tenantId, id)
}

/** Every membership under an e-mail, across tenants; the most recently used first. */
export function findMembersByEmailAcrossTenants(db: Handle, email: string): Promise<Member[]> {
  return repo.findUsersByEmailAcrossTenants(db, email)
}

/** Every membership linked to a Google account, across tenants; the most recently used first. */
export function findMembersByGoogleSubject(db: Handle, subject: string): Promise<Member[]> {
  return repo.findUsersByGoogleSubject(db, subject)
}

export function linkGoogleAccount(trx: Transaction<DB>, tenantId: string, id: string, subject: string): Promise<Member> {
  return repo.updateUser(trx, tenantId, id, { google_sub: subject })
}

export async function recordSignIn(trx: Transaction<DB>, tenantId: string, id: string, at: Date): Promise<void> {
  await repo.recordSignIn(trx, tenantId, id, at)
}
