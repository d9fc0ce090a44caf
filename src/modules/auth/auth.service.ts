import { randomUUID } from 'node:crypto'
import { newRowId } from '../../platform/ids.ts'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { AccessTokenIssuer } from '../../platform/auth/access-tokens.ts'
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-tokens.ts'
import { spendVerificationTime, verifyPassword } from '../../platform/auth/passwords.ts'
import type { Principal } from '../../platform/auth/principal.ts'
import { NotFound, Unauthorized } from '../../platform/errors.ts'
import type { TenantsService } from '../tenants/tenants.service.ts'
import { normalizeEmail, type UsersService } from '../users/users.service.ts'
import * as users from '../users/users.port.ts'
import type { Member } from '../users/users.port.ts'
import * as repo from './auth.repository.ts'
import type { GoogleVerifier } from './google-id-tokens.ts'
import { lockNames } from '../../db/locks.ts'

const WRONG_CREDENTIALS = 'Incorrect email or password'
const INVALID_REFRESH_TOKEN = 'Refresh token is invalid or revoked'

/** The tenant used last comes first; never-used memberships last. */
/**
 * Who may hold a session: an active member who is a person. The members a demo history names
 * (`is_demo`) are names on records, not accounts, whatever route is tried.
 */
function maySignIn(user: Member): boolean {
  return user.is_active && !user.is_demo
}

function byMostRecentSignIn(a: Member, b: Member): number {
  return (b.last_login_at?.getTime() ?? -Infinity) - (a.last_login_at?.getTime() ?? -Infinity)
}

export interface TokenPair {
  access_token: string
  refresh_token: string
  token_type: 'bearer'
  expires_in: number
}

interface Deps {
  db: Database
  accessTokens: AccessTokenIssuer
  refreshTtlSeconds: number
  google: GoogleVerifier
  users: UsersService
  tenants: TenantsService
  now: () => number
}

export function createAuthService({ db, accessTokens, refreshTtlSeconds, google, users: usersService, tenants, now }: Deps) {
  /** A new pair; `familyId` continues a rotation chain, its absence starts one (a sign-in). */
  async function issuePair(trx: Transaction<DB>, user: Member, familyId: string = randomUUID()): Promise<TokenPair> {
    const refreshToken = newOpaqueToken('rt')
    await repo.insertRefreshToken(trx, {
      tenant_id: user.tenant_id,
      id: newRowId(),
      user_id: user.id,
      family_id: familyId,
      token_hash: hashOpaqueToken(refreshToken),
      expires_at: new Date(now() + refreshTtlSeconds * 1000),
    })
    return {
      access_token: await accessTokens.sign({ userId: user.id, tenantId: user.tenant_id, role: user.role }),
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: accessTokens.ttlSeconds,
    }
  }

  async function signIn(user: Member): Promise<TokenPair> {
    return db.transaction().execute(async (trx) => {
      await users.recordSignIn(trx, user.tenant_id, user.id, new Date(now()))
      return issuePair(trx, user)
    })
  }

  return {
    async login(email: string, password: string): Promise<TokenPair> {
      const candidates = (await users.findMembersByEmailAcrossTenants(db, normalizeEmail(email))).filter(
        (u) => maySignIn(u) && u.password_hash,
      )
      if (candidates.length === 0) {
        await spendVerificationTime(password)
        throw new Unauthorized(WRONG_CREDENTIALS)
      }
      // The same person may belong to several tenants: the most recently used one whose
      // password matches wins.
      for (const user of candidates) {
        if (await verifyPassword(password, user.password_hash!)) return signIn(user)
      }
      throw new Unauthorized(WRONG_CREDENTIALS)
    },

    /** `undefined`: the request carried no usable token (see the route), refused like an unknown one. */
    async refresh(refreshToken: string | undefined): Promise<TokenPair> {
      if (!refreshToken) throw new Unauthorized(INVALID_REFRESH_TOKEN)
      return db
        .transaction()
        .execute(async (trx) => {
          const row = await repo.findRefreshTokenForUpdate(trx, hashOpaqueToken(refreshToken))
          if (!row || row.revoked_at) return { error: INVALID_REFRESH_TOKEN }
          const at = new Date(now())
          if (row.rotated_at) {
            // A token used twice was copied: whoever holds its descendants may be the thief, so
            // the whole chain since that sign-in is cut off.
            await repo.revokeFamily(trx, row.tenant_id, row.family_id, at)
            return { error: 'Refresh token was already used; every session from that sign-in is revoked' }
          }
          if (row.expires_at.getTime() <= at.getTime()) return { error: 'Refresh token expired; sign in again' }
          const user = await users.findMember(trx, row.tenant_id, row.user_id)
          if (!user || !maySignIn(user)) return { error: 'User is deactivated' }
          await repo.markRotated(trx, row.tenant_id, row.id, at)
          return { pair: await issuePair(trx, user, row.family_id) }
        })
        .then((outcome) => {
          // The revocation above must commit, so the refusal is thrown only after the transaction.
          if ('error' in outcome) throw new Unauthorized(outcome.error)
          return outcome.pair
        })
    },

    async google(idToken: string, requestId: string): Promise<TokenPair> {
      const identity = await google.verify(idToken)
      return db.transaction().execute(async (trx) => {
        // The same person's first sign-ins, racing from two tabs, must not make two tenants.
        await lockNames(trx, `google:${identity.subject}`)
        // Their memberships: linked to this Google account, or invited under its verified e-mail.
        // Demo members are no one's membership: an address the demo history uses signs in as a newcomer.
        const memberships = [
          ...(await users.findMembersByGoogleSubject(trx, identity.subject)),
          ...(await users.findMembersByEmailAcrossTenants(trx, identity.email)),
        ].filter((u) => !u.is_demo)
        if (memberships.length > 0) {
          const active = memberships.filter(maySignIn).sort(byMostRecentSignIn)
          const user = active[0]
          if (!user) throw new Unauthorized('User is deactivated')
          const linked =
            user.google_sub === identity.subject ? user : await users.linkGoogleAccount(trx, user.tenant_id, user.id, identity.subject)
          await users.recordSignIn(trx, linked.tenant_id, linked.id, new Date(now()))
          return issuePair(trx, linked)
        }
        const { admin } = await tenants.provisionForNewcomer(
          trx,
          { email: identity.email, fullName: identity.name, role: 'admin', googleSubject: identity.subject },
          requestId,
        )
        await users.recordSignIn(trx, admin.tenant_id, admin.id, new Date(now()))
        return issuePair(trx, admin)
      })
    },

    async acceptInvitation(token: string, password: string, requestId: string): Promise<TokenPair> {
      return db.transaction().execute(async (trx) => {
        const user = await usersService.acceptInvitation(trx, token, password, requestId)
        await users.recordSignIn(trx, user.tenant_id, user.id, new Date(now()))
        return issuePair(trx, user)
      })
    },

    /** Revokes one refresh token of the caller; someone else's token is left alone. */
    async logout(principal: Principal, refreshToken: string): Promise<void> {
      await repo.revokeToken(db, principal.tenantId, principal.userId, hashOpaqueToken(refreshToken), new Date(now()))
    },

    async me(principal: Principal) {
      const row = await repo.findMe(db, principal.tenantId, principal.userId)
      if (!row) throw new NotFound('User')
      return {
        user: { id: row.id, email: row.email, full_name: row.full_name, role: row.role, is_active: row.is_active },
        tenant: { id: row.tenant_id, code: row.tenant_code, name: row.tenant_name },
        role: row.role,
      }
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
