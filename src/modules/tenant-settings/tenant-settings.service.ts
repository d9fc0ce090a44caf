import type { Transaction } from 'kysely'
import type { Database, Handle } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import type { Actor } from '../../platform/auth/principal.ts'
import { changedFields } from '../../platform/changes.ts'
import { rowToChange, type Precondition } from '../../platform/concurrency.ts'
import { ValidationFailed } from '../../platform/errors.ts'
import type { AuditService } from '../audit/audit.service.ts'
import { holdLiveTemplate } from '../emails/emails.port.ts'
import * as repo from './tenant-settings.repository.ts'
import type { TenantSettingsRow } from './tenant-settings.table.ts'

export interface TenantSettingsChange {
  require_rejection_reason?: boolean
  application_acknowledgement_template_id?: string | null
}

export function presentTenantSettings(row: TenantSettingsRow) {
  return {
    require_rejection_reason: row.require_rejection_reason,
    application_acknowledgement_template_id: row.application_acknowledgement_template_id,
    updated_at: row.updated_at,
  }
}

interface Deps {
  db: Database
  audit: AuditService
}

export function createTenantSettingsService({ db, audit }: Deps) {
  /**
   * The tenant's row, made with the defaults when missing. Every tenant gets one when it is
   * provisioned (and migration 0012 gave one to those before it); this only keeps a read from
   * failing should a row be missing all the same.
   */
  async function settingsOf(handle: Handle, tenantId: string): Promise<TenantSettingsRow> {
    const row = await repo.findSettings(handle, tenantId)
    if (row) return row
    await repo.insertDefaults(handle, tenantId)
    return (await repo.findSettings(handle, tenantId))!
  }

  return {
    /** Tenant setup step: the defaults, in the provisioning transaction. */
    createDefaults: (trx: Transaction<DB>, tenantId: string) => repo.insertDefaults(trx, tenantId),

    /** Whether rejecting an application needs a reason code; read in the caller's transaction. */
    async requiresRejectionReason(handle: Handle, tenantId: string): Promise<boolean> {
      return (await repo.findSettings(handle, tenantId))?.require_rejection_reason ?? false
    },

    /** The template acknowledging career-page applications, or null when none is sent; read in the caller's transaction. */
    async acknowledgementTemplateId(handle: Handle, tenantId: string): Promise<string | null> {
      return (await repo.findSettings(handle, tenantId))?.application_acknowledgement_template_id ?? null
    },

    async get(actor: Actor) {
      return presentTenantSettings(await settingsOf(db, actor.tenantId))
    },

    /** Partial: fields left out keep their value. Nothing that differs: 200 unchanged, no audit entry. */
    update(actor: Actor, input: TenantSettingsChange, precondition: Precondition) {
      return db.transaction().execute(async (trx) => {
        await settingsOf(trx, actor.tenantId)
        const current = rowToChange(await repo.findSettingsForUpdate(trx, actor.tenantId), 'Tenant settings', precondition)
        const changes = changedFields<TenantSettingsChange>(
          {
            require_rejection_reason: current.require_rejection_reason,
            application_acknowledgement_template_id: current.application_acknowledgement_template_id,
          },
          input,
        )
        if (Object.keys(changes).length === 0) return presentTenantSettings(current)
        const templateId = changes.application_acknowledgement_template_id
        // Held until the commit: the template cannot be deleted before the setting naming it is written.
        if (templateId && !(await holdLiveTemplate(trx, actor.tenantId, templateId))) {
          throw ValidationFailed.single(['body', 'application_acknowledgement_template_id'], 'No such e-mail template', 'value_error')
        }
        const row = await repo.updateSettings(trx, actor.tenantId, changes)
        await audit.record(trx, actor, {
          action: 'tenant_settings.updated',
          resourceType: 'tenant_settings',
          resourceId: actor.tenantId,
          changes,
        })
        return presentTenantSettings(row)
      })
    },
  }
}

export type TenantSettingsService = ReturnType<typeof createTenantSettingsService>
