import { newRowId } from '../../platform/ids.ts'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { isUniqueViolation } from '../../platform/db-errors.ts'
import { Conflict, ValidationFailed } from '../../platform/errors.ts'
import { mapPage, type PageRequest } from '../../platform/pagination.ts'
import type { AuditService } from '../audit/audit.service.ts'
import { SOURCE_KINDS } from '../candidates/candidates.port.ts'
import * as repo from './catalog.repository.ts'
import type { CustomSourceRow, RejectionReasonRow } from './catalog.table.ts'

/** What every new tenant can reject with before it defines reasons of its own. */
export const DEFAULT_REJECTION_REASONS: { code: string; label: string }[] = [
  { code: 'not_qualified', label: 'Not qualified' },
  { code: 'overqualified', label: 'Overqualified' },
  { code: 'salary_mismatch', label: 'Salary expectations do not match' },
  { code: 'culture_fit', label: 'Not a culture fit' },
  { code: 'position_filled', label: 'Position already filled' },
  { code: 'candidate_withdrew', label: 'Candidate withdrew' },
  { code: 'no_show', label: 'Did not show up' },
  { code: 'failed_assessment', label: 'Failed the assessment' },
  { code: 'other', label: 'Other' },
]

const BUILT_IN_SOURCES: ReadonlySet<string> = new Set(SOURCE_KINDS)

export function presentRejectionReason(row: RejectionReasonRow) {
  return { id: row.id, code: row.code, label: row.label, created_at: row.created_at }
}

export function presentCustomSource(row: CustomSourceRow) {
  return {
    id: row.id,
    name: row.name,
    value: row.value,
    parent_source: row.parent_source as (typeof SOURCE_KINDS)[number],
    created_at: row.created_at,
  }
}

interface Deps {
  db: Database
  audit: AuditService
  /** The jobs module answers which departments its jobs name. */
  departmentsInUse: (tenantId: string) => Promise<string[]>
}

export function createCatalogService({ db, audit, departmentsInUse }: Deps) {
  return {
    /** Tenant setup: the default rejection reasons. */
    async seedDefaults(trx: Transaction<DB>, tenantId: string): Promise<void> {
      await repo.insertRejectionReasons(
        trx,
        DEFAULT_REJECTION_REASONS.map((reason) => ({ tenant_id: tenantId, id: newRowId(), ...reason })),
      )
    },

    /** Whether `code` names one of the tenant's active rejection reasons (retired ones cannot be chosen). */
    async isRejectionReason(trx: Database | Transaction<DB>, tenantId: string, code: string): Promise<boolean> {
      return (await repo.findRejectionReason(trx, tenantId, code)) !== undefined
    },

    /** A source kind the tenant may record: a built-in kind or one of its custom sources. */
    async isKnownSource(trx: Database | Transaction<DB>, tenantId: string, value: string): Promise<boolean> {
      return BUILT_IN_SOURCES.has(value) || (await repo.findCustomSource(trx, tenantId, value)) !== undefined
    },

    async listRejectionReasons(actor: Actor, page: PageRequest) {
      return mapPage(await repo.listRejectionReasons(db, actor.tenantId, page), presentRejectionReason)
    },

    async createRejectionReason(actor: Actor, input: { code: string; label: string }) {
      try {
        return await db.transaction().execute(async (trx) => {
          const [row] = await repo.insertRejectionReasons(trx, [
            { tenant_id: actor.tenantId, id: newRowId(), code: input.code, label: input.label.trim() },
          ])
          await audit.record(trx, actor, {
            action: 'rejection_reason.created',
            resourceType: 'rejection_reason',
            resourceId: row!.id,
            changes: { code: row!.code, label: row!.label },
          })
          return presentRejectionReason(row!)
        })
      } catch (error) {
        if (isUniqueViolation(error, 'rejection_reasons_code_key')) throw new Conflict(`Rejection reason "${input.code}" already exists`)
        throw error
      }
    },

    async listCustomSources(actor: Actor, page: PageRequest) {
      return mapPage(await repo.listCustomSources(db, actor.tenantId, page), presentCustomSource)
    },

    async createCustomSource(actor: Actor, input: { name: string; value: string; parent_source: string }) {
      // A custom value that spelled a built-in kind would make `source` mean two things.
      if (BUILT_IN_SOURCES.has(input.value)) {
        throw ValidationFailed.single(['body', 'value'], `"${input.value}" is a built-in source kind`, 'value_error')
      }
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await repo.insertCustomSource(trx, {
            tenant_id: actor.tenantId,
            id: newRowId(),
            name: input.name.trim(),
            value: input.value,
            parent_source: input.parent_source,
          })
          await audit.record(trx, actor, {
            action: 'custom_source.created',
            resourceType: 'custom_source',
            resourceId: row.id,
            changes: { name: row.name, value: row.value, parent_source: row.parent_source },
          })
          return presentCustomSource(row)
        })
      } catch (error) {
        if (isUniqueViolation(error, 'custom_sources_value_key')) throw new Conflict(`Custom source "${input.value}" already exists`)
        throw error
      }
    },

    /** Every department on one page: the list is short and a filter menu wants all of it. */
    async departments(actor: Actor) {
      const items = await departmentsInUse(actor.tenantId)
      return { total: items.length, page: 1, page_size: items.length, items }
    },
  }
}

export type CatalogService = ReturnType<typeof createCatalogService>
