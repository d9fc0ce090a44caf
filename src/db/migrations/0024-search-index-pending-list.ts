import { sql, type Kysely } from 'kysely'

/**
 * A new candidate's search text brings some eighty trigrams, and with no pending list each one
 * was merged into the search index as the row was inserted: eighty index updates per insert,
 * each logged with the posting list it rewrote, about 70 kB of WAL per candidate at 50,000
 * candidates and more as the lists grow (bench/README.md, 2026-12-07). With the pending list on,
 * an insert appends its entries to the index's list (about 4 kB of WAL), and the service merges
 * the list in bulk about once a second (candidates/search-index-upkeep.ts), which costs about
 * 3 kB a candidate more. Searches read the few pending pages besides the index, so they stay
 * exact. The limit is the list's ceiling when no instance merges it (an import in one long
 * transaction, an upkeep that cannot run): the insert that fills it merges it, as PostgreSQL
 * does without help.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER INDEX candidates_tenant_search_idx SET (fastupdate = on, gin_pending_list_limit = 1024)`.execute(db)
}
