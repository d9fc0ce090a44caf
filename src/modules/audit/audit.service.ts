import { newRowId } from '../../platform/ids.ts'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { Conflict, NotFound } from '../../platform/errors.ts'
import { mapPage, type PageRequest } from '../../platform/pagination.ts'
import { findAuditEntry, insertAuditEntry, listAuditEntries, redactValues, type AuditFilter } from './audit.repository.ts'
import type { AuditLogRow } from './audit.table.ts'

export interface AuditEntry {
  action: string
  resourceType: string
  resourceId: string | null
  /** Changed fields with their new values; secrets never go in here. */
  changes?: Record<string, unknown>
}

export function presentAuditEntry(row: AuditLogRow) {
  return {
    id: row.id,
    actor_type: row.actor_type,
    actor_id: row.actor_id,
    action: row.action,
    resource_type: row.resource_type,
    resource_id: row.resource_id,
    changes: row.changes,
    request_id: row.request_id,
    created_at: row.created_at,
  }
}

export function createAuditService(db: Database) {
  return {
    /** Writes the entry in the caller's transaction: the mutation and its record stand or fall together. */
    async record(trx: Transaction<DB>, actor: Actor, entry: AuditEntry): Promise<void> {
      await insertAuditEntry(trx, {
        tenant_id: actor.tenantId,
        id: newRowId(),
        actor_type: actor.actorType,
        actor_id: actor.userId,
        action: entry.action,
        resource_type: entry.resourceType,
        resource_id: entry.resourceId,
        changes: JSON.stringify(entry.changes ?? {}),
        request_id: actor.requestId,
      })
    },

    /**
     * The log outlives what it describes; when a person is erased, the values they left in it go
     * too (the entries, their actions and the names of the fields stay).
     */
    redact: (trx: Transaction<DB>, tenantId: string, resourceId: string, keys: readonly string[]) =>
      redactValues(trx, tenantId, resourceId, keys),

    async list(actor: Actor, filter: AuditFilter, page: PageRequest) {
      return mapPage(await listAuditEntries(db, actor.tenantId, filter, page), presentAuditEntry)
    },

    /** The log is append-only; asking to delete an entry is answered, never carried out. */
    async refuseDeletion(actor: Actor, id: string): Promise<never> {
      if (!(await findAuditEntry(db, actor.tenantId, id))) throw new NotFound('Audit log entry')
      throw new Conflict('Audit log entries cannot be deleted: the log is append-only')
    },
  }
}

export type AuditService = ReturnType<typeof createAuditService>
