import { newRowId } from '../../platform/ids.ts'
import type { Database } from '../../db/database.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { NotFound, ValidationFailed } from '../../platform/errors.ts'
import { mapPage, type PageRequest } from '../../platform/pagination.ts'
import type { AuditService } from '../audit/audit.service.ts'
import * as repo from './api-keys.repository.ts'
import type { ApiKeyRow } from './api-keys.table.ts'
import { apiKeyPrefixOf, generateApiKey, hashApiKey, isWellFormedApiKey } from './key-format.ts'

/** `last_used_at` is a hint for admins, not a log: one write a minute per key is plenty. */
const LAST_USED_RESOLUTION_MS = 60_000

function presentKey(row: ApiKeyRow) {
  return {
    id: row.id,
    name: row.name,
    key_prefix: row.key_prefix,
    created_at: row.created_at,
    expires_at: row.expires_at,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
    created_by: row.created_by,
  }
}

/** Whom a presented key lets in: its tenant, and the key itself (limits are per key). */
export interface ApiKeyHolder {
  tenantId: string
  keyId: string
}

interface Deps {
  db: Database
  audit: AuditService
  now: () => number
}

export function createApiKeysService({ db, audit, now }: Deps) {
  return {
    async list(actor: Actor, page: PageRequest) {
      return mapPage(await repo.listKeys(db, actor.tenantId, page), presentKey)
    },

    /** The key is in the answer and nowhere else: the row keeps its hash, the audit entry its prefix. */
    async create(actor: Actor, input: { name: string; expires_at?: string | Date | null }) {
      const expiresAt = input.expires_at == null ? null : new Date(input.expires_at)
      if (expiresAt && expiresAt.getTime() <= now()) {
        throw ValidationFailed.single(['body', 'expires_at'], 'Input should be an instant in the future', 'value_error')
      }
      const key = generateApiKey()
      return db.transaction().execute(async (trx) => {
        const row = await repo.insertKey(trx, {
          tenant_id: actor.tenantId,
          id: newRowId(),
          name: input.name.trim(),
          key_prefix: apiKeyPrefixOf(key),
          key_hash: hashApiKey(key),
          expires_at: expiresAt,
          created_by: actor.userId,
        })
        await audit.record(trx, actor, {
          action: 'api_key.created',
          resourceType: 'api_key',
          resourceId: row.id,
          changes: { name: row.name, key_prefix: row.key_prefix, expires_at: row.expires_at?.toISOString() ?? null },
        })
        return { id: row.id, name: row.name, key, key_prefix: row.key_prefix, expires_at: row.expires_at, created_at: row.created_at }
      })
    },

    /** A revoked key stays listed with `revoked_at`; revoking it again is a 404, like a key never made. */
    async revoke(actor: Actor, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await repo.revokeKey(trx, actor.tenantId, id, actor.userId, new Date(now()))
        if (!row) throw new NotFound('API key')
        await audit.record(trx, actor, {
          action: 'api_key.revoked',
          resourceType: 'api_key',
          resourceId: row.id,
          changes: { name: row.name, key_prefix: row.key_prefix },
        })
      })
    },

    /**
     * The holder of a presented key, or undefined for anything that does not open the Data API:
     * a malformed key or one whose checksum fails (refused before any look-up), an unknown key,
     * a revoked one, or one past its expiry by the app clock.
     */
    async authenticate(presented: string): Promise<ApiKeyHolder | undefined> {
      if (!isWellFormedApiKey(presented)) return undefined
      const row = await repo.findByHash(db, hashApiKey(presented))
      const at = now()
      if (!row || row.revoked_at || (row.expires_at && row.expires_at.getTime() <= at)) return undefined
      if (!row.last_used_at || row.last_used_at.getTime() <= at - LAST_USED_RESOLUTION_MS) {
        await repo.touchLastUsed(db, row.tenant_id, row.id, new Date(at), LAST_USED_RESOLUTION_MS)
      }
      return { tenantId: row.tenant_id, keyId: row.id }
    },
  }
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>
