import { sql, type Insertable, type Kysely, type Updateable } from 'kysely'
import type { Handle } from '../../db/database.ts'
import type { DB } from '../../db/types.ts'
import { fetchPage, type PageRequest } from '../../platform/pagination.ts'
import type { CvParsesTable } from './cv-parses.table.ts'

const parsesOf = (db: Handle, tenantId: string) => db.selectFrom('cv_parses').where('tenant_id', '=', tenantId)

export function insertParse(db: Handle, row: Insertable<CvParsesTable>) {
  return db.insertInto('cv_parses').values(row).returningAll().executeTakeFirstOrThrow()
}

export function findParse(db: Handle, tenantId: string, id: string) {
  return parsesOf(db, tenantId).selectAll().where('id', '=', id).executeTakeFirst()
}

export function listParses(db: Kysely<DB>, tenantId: string, filter: { candidate_id?: string }, page: PageRequest) {
  let query = parsesOf(db, tenantId)
  if (filter.candidate_id) query = query.where('candidate_id', '=', filter.candidate_id)
  return fetchPage(
    page,
    async () => (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) => query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  )
}

/**
 * A background parse's outcome. Only a parse still queued changes: one finished by an earlier
 * run of the same task (its worker died after writing) keeps its result.
 */
export function completeParse(
  db: Handle,
  tenantId: string,
  id: string,
  outcome: Pick<Updateable<CvParsesTable>, 'status' | 'extracted' | 'raw_text_length' | 'failure_reason' | 'error' | 'filled_fields'>,
) {
  return db
    .updateTable('cv_parses')
    .set({ ...outcome, completed_at: sql<Date>`clock_timestamp()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .returningAll()
    .executeTakeFirst()
}

/** A merge: the duplicate's parses belong to the surviving record from now on. */
export async function moveParses(db: Handle, tenantId: string, fromId: string, intoId: string): Promise<void> {
  await db
    .updateTable('cv_parses')
    .set({ candidate_id: intoId })
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', '=', fromId)
    .execute()
}

/**
 * An erasure: the parses of the person stay in the history (it cannot be deleted) but no longer
 * say anything of them: what was extracted, the file's name and the stored file's id go.
 */
export async function forgetParses(db: Handle, tenantId: string, candidateId: string): Promise<void> {
  await db
    .updateTable('cv_parses')
    .set({ extracted: null, file_name: null, file_id: null, error: null, filled_fields: '[]' })
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', '=', candidateId)
    .execute()
}
