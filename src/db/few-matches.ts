import { sql, type Compilable, type Kysely } from 'kysely'
import type { MatchedKeys } from '../platform/pagination.ts'
import type { CountedTable } from './live-counts.ts'
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
 * How many times fewer rows than the matches the walk of the newest-first index must be expected
 * to read before it is taken instead of ordering the kept keys (see newestKeysOfMatches). A row
 * walked (an index entry, its heap row, the condition again) cost about 2 µs, a kept key ordered
 * 0.2–0.6 µs: PostgreSQL 15, 100,000 candidates, bench/README.md of 2026-12-03.
 */
export const WALK_SHARE = 8

/**
 * The matches of a searched list (`keys` selects their `id` and `created_at`), read once into a
 * materialized CTE: their number, and the keys of one page of them, newest first
 * (platform/pagination.ts fetchSearchedPage). The CTE has no LIMIT, so the planner finds the
 * matches through the filters' indexes and never walks the tenant hoping for an early page.
 *
 * The page's keys come from the kept matches, ordered, unless the matches are so many that
 * walking the tenant's rows newest first fills the page sooner: with `total` of the tenant's
 * `live` rows matching, the walk reads about (offset + limit) × live / total rows, and it is
 * taken when that is at most a WALK_SHARE-th of the matches. A broad one-word term ("nguyen", in
 * four candidates of ten) then costs its count and a walk of a few dozen rows, instead of its
 * count and the ordering of 40,000 keys; a term found in a few rows never walks, so the walk
 * that once read a whole tenant for one match cannot come back. `live` is the tenant's kept
 * count (db/live-counts.ts), the rows such a walk passes at most. The arithmetic is numeric:
 * a page number near the largest the API takes must not overflow a bigint.
 *
 * The keys are ordered as uuids before they are sent as text: an ORDER BY naming the text
 * column would sort in the database's collation, another order and a dearer one.
 */
export async function newestKeysOfMatches(
  db: Kysely<DB>,
  keys: Compilable<{ id: string; created_at: Date }>,
  of: { tenantId: string; table: CountedTable },
  limit: number,
  offset: number,
  walkShare = WALK_SHARE,
): Promise<MatchedKeys> {
  const { rows } = await sql<MatchedKeys>`
    with matches as materialized (${keys}),
      counted as (select count(*)::int as total from matches),
      tenant as (
        select coalesce(sum(live), 0) as live from live_counts where tenant_id = ${of.tenantId} and resource = ${of.table}
      )
    select
      counted.total,
      case
        when ${walkShare}::numeric * ${offset + limit}::numeric * tenant.live <= counted.total::numeric * counted.total then array(
          select k.id::text from (${keys}) as k order by k.created_at desc, k.id desc limit ${limit} offset ${offset}
        )
        else array(
          select m.id::text from matches as m order by m.created_at desc, m.id desc limit ${limit} offset ${offset}
        )
      end as ids
    from counted, tenant`.execute(db)
  return rows[0]!
}
