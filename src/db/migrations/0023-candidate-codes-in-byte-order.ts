import { sql, type Kysely } from 'kysely'

/**
 * A search term shaped like a candidate code is answered from the codes that start with it
 * (db/like.ts). The unique index on (tenant_id, code) compared codes in the database's
 * collation, and PostgreSQL turns `LIKE 'CAN-2026-0123%'` into a range over an index only when
 * the index compares bytes ("C"). Codes are ASCII and every collation a database may have is
 * deterministic, so the index stays as unique as it was; it is rebuilt in byte order under the
 * same name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE UNIQUE INDEX candidates_tenant_code_bytes_key ON candidates (tenant_id, code COLLATE "C")`.execute(db)
  await sql`DROP INDEX candidates_tenant_code_key`.execute(db)
  await sql`ALTER INDEX candidates_tenant_code_bytes_key RENAME TO candidates_tenant_code_key`.execute(db)
}
