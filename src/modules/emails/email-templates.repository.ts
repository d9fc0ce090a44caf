import { type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely'
import type { Handle } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import { touchedAt } from '../../platform/concurrency.ts'
import { fetchPage, type PageRequest } from '../../platform/pagination.ts'
import type { EmailTemplatesTable } from './emails.table.ts'

const liveTemplates = (db: Handle, tenantId: string) =>
  db.selectFrom('email_templates').where('tenant_id', '=', tenantId).where('is_deleted', '=', false)

export function insertTemplate(trx: Transaction<DB>, row: Insertable<EmailTemplatesTable>) {
  return trx.insertInto('email_templates').values(row).returningAll().executeTakeFirstOrThrow()
}

export function findTemplate(db: Handle, tenantId: string, id: string) {
  return liveTemplates(db, tenantId).selectAll().where('id', '=', id).executeTakeFirst()
}

export function lockTemplate(trx: Transaction<DB>, tenantId: string, id: string) {
  return liveTemplates(trx, tenantId).selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

/**
 * A live template, held against deletion until the caller's transaction ends: a setting that
 * names it and a deletion that checks for such settings then see one state.
 */
export function shareTemplate(trx: Transaction<DB>, tenantId: string, id: string) {
  return liveTemplates(trx, tenantId).select('id').where('id', '=', id).forShare().executeTakeFirst()
}

export function listTemplates(db: Kysely<DB>, tenantId: string, page: PageRequest) {
  const query = liveTemplates(db, tenantId)
  return fetchPage(
    page,
    async () => (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) => query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  )
}

export function updateTemplate(
  trx: Transaction<DB>,
  tenantId: string,
  id: string,
  changes: Omit<Updateable<EmailTemplatesTable>, 'tenant_id' | 'id' | 'updated_at'>,
) {
  return trx
    .updateTable('email_templates')
    .set({ ...changes, updated_at: touchedAt() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Soft delete: messages sent from the template keep pointing at it. */
export async function deleteTemplate(trx: Transaction<DB>, tenantId: string, id: string): Promise<void> {
  await trx
    .updateTable('email_templates')
    .set({ is_deleted: true, updated_at: touchedAt() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute()
}
