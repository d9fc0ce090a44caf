import { sql, type Compilable, type Kysely } from 'kysely'
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
