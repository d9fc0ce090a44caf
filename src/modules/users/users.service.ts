import { newRowId } from '../../platform/ids.ts'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import type { Role } from '../../platform/auth/roles.ts'
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-tokens.ts'
import { hashPassword } from '../../platform/auth/passwords.ts'
import { changeLockedRow, type Precondition } from '../../platform/concurrency.ts'
import { changedFields } from '../../platform/changes.ts'
import { isUniqueViolation } from '../../platform/db-errors.ts'
import { Conflict, NotFound, Unauthorized } from '../../platform/errors.ts'
import { mapPage, type PageRequest } from '../../platform/pagination.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { MailOutbox } from '../emails/emails.port.ts'
import { revokeSessions } from '../auth/sessions.ts'
import * as repo from './users.repository.ts'
import type { Member, TeamMember } from './users.port.ts'

const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function presentUser(row: Member) {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    role: row.role,
    is_active: row.is_active,
    last_login_at: row.last_login_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

export interface NewUser {
  email: string
  fullName: string
  role: Role
  password?: string
  googleSubject?: string
  /** A member that only a demo history names (see createDemoMembers). */
  isDemo?: boolean
}

interface Deps {
  db: Database
  audit: AuditService
  /** Invitations are mailed through the e-mail queue. */
  outbox: MailOutbox
  publicBaseUrl: string
  now: () => number
}

export function createUsersService({ db, audit, outbox, publicBaseUrl, now }: Deps) {
  async function createUser(trx: Transaction<DB>, tenantId: string, user: NewUser): Promise<Member> {
    try {
      return await repo.insertUser(trx, {
        tenant_id: tenantId,
        id: newRowId(),
        email: normalizeEmail(user.email),
        full_name: user.fullName.trim(),
        role: user.role,
        password_hash: user.password ? await hashPassword(user.password) : null,
        google_sub: user.googleSubject ?? null,
        is_demo: user.isDemo ?? false,
      })
    } catch (error) {
      if (isUniqueViolation(error, 'users_tenant_email_key')) throw new Conflict('A user with this e-mail already exists')
      throw error
    }
  }

  /** Queued in the invitation's transaction: the mail exists exactly when the invitation does. */
  async function queueInvitation(
    trx: Transaction<DB>,
    tenantId: string,
    invitedBy: string | null,
    email: string,
    fullName: string,
    token: string,
  ) {
    const link = `${publicBaseUrl}/accept-invitation?token=${encodeURIComponent(token)}`
    await outbox.queue(trx, {
      tenantId,
      kind: 'invitation',
      to: email,
      subject: 'You are invited to the recruiting team',
      body_html: null,
      body_text: `Hello ${fullName},\n\nYou have been invited to join your team's recruiting workspace.\nAccept within 7 days: ${link}\n\nOr send this token to POST /api/v1/auth/accept-invitation: ${token}\n`,
      created_by: invitedBy,
    })
  }

  return {
    createUser,

    /**
     * The people a demo history names. Without a password nobody can sign in as them; `is_demo`
     * marks them for removal with the rest of the demo data.
     */
    async createDemoMembers(
      trx: Transaction<DB>,
      tenantId: string,
      members: readonly { email: string; full_name: string; role: Role }[],
    ): Promise<Member[]> {
      const rows: Member[] = []
      for (const member of members)
        rows.push(await createUser(trx, tenantId, { email: member.email, fullName: member.full_name, role: member.role, isDemo: true }))
      return rows
    },

    /**
     * Members by id, for modules that name people on their records (interviewers, evaluators);
     * ids of other tenants are simply absent.
     */
    members: (handle: Database | Transaction<DB>, tenantId: string, ids: readonly string[]): Promise<TeamMember[]> =>
      repo.findMembers(handle, tenantId, ids),

    /** Members keyed by their (normalized) e-mail, for records that name people by address (imports). */
    async membersByEmail(handle: Database | Transaction<DB>, tenantId: string) {
      const members = await repo.listMembers(handle, tenantId)
      return new Map(members.map((m) => [normalizeEmail(m.email), { id: m.id, full_name: m.full_name, is_active: m.is_active }]))
    },

    async get(actor: Actor, id: string) {
      const row = await repo.findUser(db, actor.tenantId, id)
      if (!row) throw new NotFound('User')
      return presentUser(row)
    },

    async list(actor: Actor, filter: repo.UserFilter, page: PageRequest) {
      return mapPage(await repo.listUsers(db, actor.tenantId, filter, page), presentUser)
    },

    async update(actor: Actor, id: string, changes: { role?: Role; is_active?: boolean; full_name?: string }, precondition: Precondition) {
      const lock = (trx: Transaction<DB>) => repo.findUserForUpdate(trx, actor.tenantId, id)
      return changeLockedRow(db, 'User', lock, precondition, async (trx, current) => {
        if (id === actor.userId && (changes.is_active === false || (changes.role && changes.role !== 'admin'))) {
          throw new Conflict('You cannot deactivate yourself or give up your own admin role')
        }
        const changed = changedFields(current, { ...changes, full_name: changes.full_name?.trim() })
        // Sending what is already there is not a change: no write, no new updated_at, no entry.
        if (Object.keys(changed).length === 0) return presentUser(current)
        const updated = await repo.updateUser(trx, actor.tenantId, id, changed)
        if (changed.is_active === false) await revokeSessions(trx, actor.tenantId, id, new Date(now()))
        await audit.record(trx, actor, { action: 'user.updated', resourceType: 'user', resourceId: id, changes: changed })
        return presentUser(updated)
      })
    },

    async invite(actor: Actor, input: { email: string; full_name: string; role: Role }) {
      const email = normalizeEmail(input.email)
      const token = newOpaqueToken('inv')
      const invitation = await db.transaction().execute(async (trx) => {
        const existing = await repo.findUserByEmail(trx, actor.tenantId, email)
        if (existing) throw new Conflict('A user with this e-mail already exists')
        const row = await repo.insertInvitation(trx, {
          tenant_id: actor.tenantId,
          id: newRowId(),
          email,
          full_name: input.full_name.trim(),
          role: input.role,
          token_hash: hashOpaqueToken(token),
          invited_by: actor.userId,
          expires_at: new Date(now() + INVITATION_TTL_MS),
        })
        await audit.record(trx, actor, {
          action: 'invitation.created',
          resourceType: 'invitation',
          resourceId: row.id,
          changes: { email, role: input.role },
        })
        await queueInvitation(trx, actor.tenantId, actor.userId, email, row.full_name, token)
        return row
      })
      return {
        id: invitation.id,
        email: invitation.email,
        full_name: invitation.full_name,
        role: invitation.role,
        expires_at: invitation.expires_at,
        accept_token: token,
      }
    },

    /** Turns a valid, unused invitation into an active user with a password. */
    async acceptInvitation(trx: Transaction<DB>, token: string, password: string, requestId: string): Promise<Member> {
      const invitation = await repo.findInvitationByTokenForUpdate(trx, hashOpaqueToken(token))
      if (!invitation || invitation.accepted_at) throw new Unauthorized('Invitation is invalid or was already used')
      if (invitation.expires_at.getTime() <= now()) throw new Unauthorized('Invitation has expired; ask for a new one')
      const user = await createUser(trx, invitation.tenant_id, {
        email: invitation.email,
        fullName: invitation.full_name,
        role: invitation.role,
        password,
      })
      await repo.markInvitationAccepted(trx, invitation.tenant_id, invitation.id, user.id, new Date(now()))
      await audit.record(
        trx,
        { tenantId: invitation.tenant_id, userId: user.id, role: user.role, actorType: 'user', requestId },
        { action: 'invitation.accepted', resourceType: 'user', resourceId: user.id, changes: { email: user.email, role: user.role } },
      )
      return user
    },
  }
}

export type UsersService = ReturnType<typeof createUsersService>
