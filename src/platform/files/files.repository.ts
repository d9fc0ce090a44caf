import type { Insertable, Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import type { FilePurpose, FilesTable } from './files.table.ts'
import type { Handle } from '../../db/database.ts'

export function insertFile(trx: Transaction<DB>, file: Insertable<FilesTable>) {
  return trx.insertInto('files').values(file).returningAll().executeTakeFirstOrThrow()
}

/** A file of one purpose: asking for a career page asset never finds a CV with the same id. */
export function findFile(db: Handle, tenantId: string, id: string, purpose: FilePurpose) {
  return db
    .selectFrom('files')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .executeTakeFirst()
}

/** The newest file of one purpose about a record (a candidate's latest CV). */
export function findLatestFile(db: Handle, tenantId: string, purpose: FilePurpose, resourceId: string) {
  return db
    .selectFrom('files')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('purpose', '=', purpose)
    .where('resource_id', '=', resourceId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}
