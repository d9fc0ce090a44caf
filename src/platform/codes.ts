import { sql, type Transaction } from 'kysely'
import type { DB } from '../db/types.ts'
import { vietnamYear } from './time.ts'

export type CodePrefix = 'CAN' | 'JOB' | 'PAGE' | 'OFF' | 'APP'

/**
 * Hands out the next `PREFIX-YYYY-NNNN` code of a tenant. The counter row is bumped with one
 * upsert, so concurrent creations queue on its row lock and never share a number; running in the
 * caller's transaction means a rolled-back creation gives its number back.
 */
export async function nextCode(trx: Transaction<DB>, tenantId: string, prefix: CodePrefix, at: Date = new Date()): Promise<string> {
  const year = vietnamYear(at)
  const { last_value } = await trx
    .insertInto('code_counters')
    .values({ tenant_id: tenantId, prefix, year, last_value: 1 })
    .onConflict((oc) => oc.columns(['tenant_id', 'prefix', 'year']).doUpdateSet({ last_value: sql`code_counters.last_value + 1` }))
    .returning('last_value')
    .executeTakeFirstOrThrow()
  return formatCode(prefix, year, last_value)
}

export function formatCode(prefix: CodePrefix, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(4, '0')}`
}
