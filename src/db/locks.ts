import { createHash } from 'node:crypto'
import { sql, type Transaction } from 'kysely'
import type { DB } from './types.ts'

/** The 64-bit advisory lock key of a name (the first 8 bytes of its SHA-256). */
function lockKey(name: string): bigint {
  return createHash('sha256').update(name).digest().readBigInt64BE(0)
}

/**
 * Holds a transaction-scoped advisory lock on each name until the transaction ends: whoever
 * takes the same name next waits. Names say what they serialize (`job-slug:<tenant>:<base>`).
 * Several are taken in key order, so two transactions sharing names queue instead of
 * deadlocking.
 */
export async function lockNames(trx: Transaction<DB>, ...names: string[]): Promise<void> {
  const keys = [...new Set(names.map(lockKey))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  for (const key of keys) await sql`SELECT pg_advisory_xact_lock(${key.toString()}::bigint)`.execute(trx)
}
