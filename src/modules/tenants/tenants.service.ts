import { newRowId } from '../../platform/ids.ts'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import { isUniqueViolation } from '../../platform/db-errors.ts'
import { Conflict } from '../../platform/errors.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { NewUser, UsersService } from '../users/users.service.ts'
import { presentUser } from '../users/users.service.ts'
import type { Member } from '../users/users.port.ts'
import type { Tenant } from './tenants.port.ts'
import * as repo from './tenants.repository.ts'
import type { TenantRow } from './tenants.table.ts'
import { lockNames } from '../../db/locks.ts'

/** What other modules add to every new tenant (a default pipeline, rejection reasons …). */
export type TenantSetupStep = (trx: Transaction<DB>, tenantId: string) => Promise<void>

// Mailbox providers whose domain says nothing about the company: name the tenant after the person.
const PERSONAL_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'icloud.com',
  'live.com',
  'proton.me',
])

export function presentTenant(row: TenantRow) {
  return { id: row.id, code: row.code, name: row.name, created_at: row.created_at }
}

/** A tenant code from an e-mail: the company domain, or the mailbox name on personal mail. */
export function tenantCodeBase(email: string): string {
  const [local = '', domain = ''] = email.toLowerCase().split('@')
  const source = PERSONAL_MAIL_DOMAINS.has(domain) ? local : (domain.split('.')[0] ?? local)
  const code = source
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 34)
    .replace(/-+$/, '')
  return code.length >= 3 ? code : `team-${code || 'x'}`.slice(0, 34)
}

interface Deps {
  db: Database
  users: UsersService
  audit: AuditService
  setupSteps: TenantSetupStep[]
}

export function createTenantsService({ db, users, audit, setupSteps }: Deps) {
  async function createInTransaction(
    trx: Transaction<DB>,
    tenant: { name: string; code: string },
    admin: NewUser,
    requestId: string | null,
  ): Promise<{ tenant: TenantRow; admin: Member }> {
    const row = await repo.insertTenant(trx, { id: newRowId(), code: tenant.code, name: tenant.name.trim() })
    const adminRow = await users.createUser(trx, row.id, { ...admin, role: 'admin' })
    for (const step of setupSteps) await step(trx, row.id)
    await audit.record(
      trx,
      { tenantId: row.id, userId: null, role: null, actorType: 'platform', requestId },
      { action: 'tenant.created', resourceType: 'tenant', resourceId: row.id, changes: { code: row.code, admin_email: adminRow.email } },
    )
    return { tenant: row, admin: adminRow }
  }

  return {
    findByCode: (code: string) => repo.findTenantByCode(db, code),
    findById: (id: string) => repo.findTenantById(db, id),
    count: () => repo.countTenants(db),

    async provision(
      input: { name: string; code: string; admin_email: string; admin_password: string; admin_full_name: string },
      requestId: string | null,
    ) {
      try {
        const created = await db
          .transaction()
          .execute((trx) =>
            createInTransaction(
              trx,
              { name: input.name, code: input.code },
              { email: input.admin_email, fullName: input.admin_full_name, role: 'admin', password: input.admin_password },
              requestId,
            ),
          )
        return { tenant: presentTenant(created.tenant), admin: presentUser(created.admin) }
      } catch (error) {
        if (isUniqueViolation(error, 'tenants_code_key')) throw new Conflict(`Tenant code "${input.code}" is taken`)
        throw error
      }
    },

    /** A first Google sign-in: a tenant of their own, with them as its admin, in the caller's transaction. */
    async provisionForNewcomer(
      trx: Transaction<DB>,
      admin: NewUser & { email: string },
      requestId: string | null,
    ): Promise<{ tenant: Tenant; admin: Member }> {
      const base = tenantCodeBase(admin.email)
      // Newcomers from one domain queue here, so each sees the codes the one before took.
      await lockNames(trx, `tenant-code:${base}`)
      const taken = await repo.tenantCodesLike(trx, base)
      let code = base
      for (let n = 2; taken.has(code); n++) code = `${base}-${n}`
      const created = await createInTransaction(trx, { name: admin.fullName || code, code }, admin, requestId)
      return { tenant: { id: created.tenant.id, code: created.tenant.code, name: created.tenant.name }, admin: created.admin }
    },
  }
}

export type TenantsService = ReturnType<typeof createTenantsService>
