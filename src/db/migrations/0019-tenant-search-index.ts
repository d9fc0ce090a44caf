import { sql, type Kysely } from 'kysely'

/**
 * Candidate search (`search_text LIKE '%term%'`) had a trigram index on the text alone, and a
 * tenant's rows were found through another index. The planner weighed the two with statistics
 * that lag behind a table growing fast, and in a soak (tens of thousands of new candidates a
 * minute) it switched to reading every row of the tenant and filtering them, a plan that slows
 * with each row added. One GIN index over both columns (`btree_gin` indexes the tenant id the
 * way a GIN index can) answers the tenant and the text together, so there is no such choice to
 * get wrong; it replaces the text-only index, which no query needs besides.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gin`.execute(db)
  // No pending list, like the index it replaces: searches never read unmerged entries.
  await sql`
    CREATE INDEX candidates_tenant_search_idx ON candidates USING gin (tenant_id, search_text gin_trgm_ops)
    WITH (fastupdate = off)`.execute(db)
  await sql`DROP INDEX candidates_search_trgm_idx`.execute(db)
}
