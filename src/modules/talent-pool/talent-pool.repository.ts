import { sql, type Insertable, type Kysely, type Transaction } from 'kysely'
import { searchMatches } from '../../db/like.ts'
import { liveCandidates } from '../../db/live-rows.ts'
import type { DB } from '../../db/types.ts'
import { fetchPage, type PageRequest } from '../../platform/pagination.ts'
import type { TalentPoolTable } from './talent-pool.table.ts'

export interface TalentPoolFilter {
  /** A search term over the candidate's `search_text`, folded by the candidates module's `searchTermOf`. */
  search?: string
  tag?: string
}

/** Adds the entry unless the candidate is already in the pool: then nothing is returned. */
export function insertEntry(trx: Transaction<DB>, entry: Insertable<TalentPoolTable>) {
  return trx
    .insertInto('talent_pool')
    .values(entry)
    .onConflict((oc) => oc.columns(['tenant_id', 'candidate_id']).doNothing())
    .returningAll()
    .executeTakeFirst()
}

/**
 * Hands a candidate's entry to another candidate. When that one is in the pool already, the two
 * entries become one: tags joined, notes kept one under the other.
 */
export async function moveEntry(trx: Transaction<DB>, tenantId: string, fromId: string, intoId: string): Promise<void> {
  const moving = await deleteEntry(trx, tenantId, fromId)
  if (!moving) return
  await trx
    .insertInto('talent_pool')
    .values({ ...moving, candidate_id: intoId })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'candidate_id']).doUpdateSet({
        tags: sql`ARRAY(SELECT DISTINCT unnest(talent_pool.tags || excluded.tags) ORDER BY 1)`,
        note: sql`NULLIF(concat_ws(E'\n\n', talent_pool.note, excluded.note), '')`,
        updated_at: sql`greatest(now(), talent_pool.updated_at + interval '1 millisecond')`,
      }),
    )
    .execute()
}

export function deleteEntry(trx: Transaction<DB>, tenantId: string, candidateId: string) {
  return trx
    .deleteFrom('talent_pool')
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', '=', candidateId)
    .returningAll()
    .executeTakeFirst()
}

/**
 * The pool, newest entries first, each with the candidate it names. This is the one query that
 * reads the candidates table outside the candidates module: the search, the hiding of deleted
 * candidates and the paging must happen in one statement, which a call per entry to the
 * candidates service cannot do. It reads only the columns of the summary and `search_text`.
 */
export function listEntries(db: Kysely<DB>, tenantId: string, filter: TalentPoolFilter, page: PageRequest) {
  const candidates = liveCandidates(db, tenantId)
    .select([
      'candidates.tenant_id',
      'candidates.id',
      'candidates.code',
      'candidates.full_name',
      'candidates.email',
      'candidates.search_text',
    ])
    .as('c')
  let query = db
    .selectFrom('talent_pool as tp')
    .innerJoin(candidates, (join) => join.onRef('c.tenant_id', '=', 'tp.tenant_id').onRef('c.id', '=', 'tp.candidate_id'))
    .where('tp.tenant_id', '=', tenantId)
  if (filter.search) query = query.where(searchMatches({ text: 'c.search_text', code: 'c.code' }, filter.search))
  if (filter.tag) query = query.where((eb) => eb(eb.val(filter.tag!), '=', eb.fn.any('tp.tags')))
  return fetchPage(
    page,
    async () => (await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) =>
      query
        .selectAll('tp')
        .select(['c.code as candidate_code', 'c.full_name as candidate_full_name', 'c.email as candidate_email'])
        .orderBy('tp.created_at', 'desc')
        .orderBy('tp.candidate_id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
  )
}
