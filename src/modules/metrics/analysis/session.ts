import { sql, type Transaction } from 'kysely'
import type { Database } from '../../../db/database.ts'
import type { DB } from '../../../db/types.ts'

/**
 * Runs one analysis query in a read-only transaction of its own, with settings for a large
 * aggregate: no JIT compilation (over a long period it took longer to compile than the query
 * took to run) and room to sort and hash a period's rows in memory instead of on disk.
 */
export function analysisQuery<T>(db: Database, query: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db
    .transaction()
    .setAccessMode('read only')
    .execute(async (trx) => {
      await sql`set local jit = off`.execute(trx)
      await sql`set local work_mem = '32MB'`.execute(trx)
      return query(trx)
    })
}
