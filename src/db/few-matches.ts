import { sql, type Compilable, type Kysely } from 'kysely'
import type { MatchedKeys } from '../platform/pagination.ts'
import type { DB } from './types.ts'

/**
 * A page, newest first (`created_at`, then `id`, both descending), of the rows `matches` selects,
 * read into a materialized CTE (a fence the planner keeps) before they are ordered. For a list
 * whose count said its matches are few (platform/pagination.ts fetchFilteredPage): the rows are
 * found through the filters' own indexes, whatever the planner guesses of their number.
 */
export async function newestOfFewMatches<Row>(db: Kysely<DB>, matches: Compilable<Row>, limit: number, offset: number): Promise<Row[]> {
  const { rows } = await sql<Row>`
    with matches as materialized (${matches})
    select * from matches order by created_at desc, id desc limit ${limit} offset ${offset}`.execute(db)
  return rows
}

/**
 * The matches of a searched list (`keys` selects their `id` and `created_at`), read once into a
 * materialized CTE: their number, and the keys of one page of them, newest first
 * (platform/pagination.ts fetchSearchedPage). Only the keys are kept, so a broad term's tens
 * of thousands of matches stay in memory; the CTE has no LIMIT, so the planner finds them
 * through the filters' indexes and never walks the tenant hoping for an early page. The keys are
 * ordered as uuids before they are sent as text: an ORDER BY naming the text column would sort
 * in the database's collation, another order and a dearer one.
 */
export async function newestKeysOfMatches(
  db: Kysely<DB>,
  keys: Compilable<{ id: string; created_at: Date }>,
  limit: number,
  offset: number,
): Promise<MatchedKeys> {
  const { rows } = await sql<MatchedKeys>`
    with matches as materialized (${keys})
    select
      (select count(*) from matches)::int as total,
      array(
        select m.id::text from matches as m order by m.created_at desc, m.id desc limit ${limit} offset ${offset}
      ) as ids`.execute(db)
  return rows[0]!
}
