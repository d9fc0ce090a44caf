import type { Transaction, Updateable } from 'kysely'
import type { DB } from '../../db/types.ts'
import { touchedAt } from '../../platform/concurrency.ts'
import type { TenantSettingsTable } from './tenant-settings.table.ts'
import type { Handle } from '../../db/database.ts'

export function findSettings(db: Handle, tenantId: string) {
  return db.selectFrom('tenant_settings').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst()
}

export function findSettingsForUpdate(trx: Transaction<DB>, tenantId: string) {
  return trx.selectFrom('tenant_settings').selectAll().where('tenant_id', '=', tenantId).forUpdate().executeTakeFirst()
}

/** The defaults, unless the tenant has its row already. */
export async function insertDefaults(trx: Handle, tenantId: string): Promise<void> {
  await trx
    .insertInto('tenant_settings')
    .values({ tenant_id: tenantId })
    .onConflict((oc) => oc.column('tenant_id').doNothing())
    .execute()
}

export function updateSettings(
  trx: Transaction<DB>,
  tenantId: string,
  changes: Omit<Updateable<TenantSettingsTable>, 'tenant_id' | 'updated_at'>,
) {
  return trx
    .updateTable('tenant_settings')
    .set({ ...changes, updated_at: touchedAt() })
    .where('tenant_id', '=', tenantId)
    .returningAll()
    .executeTakeFirstOrThrow()
}
