import { sql, type Kysely, type Transaction } from 'kysely'
import type { DB } from '../db/types.ts'
import { vietnamYear } from './time.ts'

export type CodePrefix = 'CAN' | 'JOB' | 'PAGE' | 'OFF' | 'APP'

/**
 * Hands out `PREFIX-YYYY-NNNN` codes: unique and increasing per tenant, prefix and year.
 * Services take one from the caller's transaction (`trx`); the issuer decides whether the
 * number is taken inside it or beside it.
 */
export interface CodeIssuer {
  next(trx: Transaction<DB>, tenantId: string, prefix: CodePrefix, at?: Date): Promise<string>
}

/**
 * Takes the number inside the caller's transaction: a rolled-back creation gives its number
 * back, but the counter row stays locked until the caller commits, so a tenant's creations of
 * one kind queue behind each other. Right for the embedded database, where one connection runs
 * one transaction at a time anyway.
 */
export const codesInTransaction: CodeIssuer = {
  next: (trx, tenantId, prefix, at = new Date()) => bump(trx, tenantId, prefix, at),
}

/**
 * Takes the number on connections of its own, each bump committed at once: the counter row is
 * locked for one statement instead of for the caller's whole transaction, so concurrent
 * creations no longer queue behind it. A creation that rolls back leaves a gap.
 *
 * The connections need their own pool: taking one from the callers' pool while a caller holds
 * a connection in its transaction could deadlock once every connection is held that way.
 * The bumps may commit without waiting for their WAL flush (`synchronous_commit = off` on that
 * pool): the creation using the number commits after it, and flushing its own commit record
 * flushes the bump's too; a bump lost in a crash only frees a number nothing committed uses.
 */
export function codesOnOwnConnections(db: Kysely<DB>): CodeIssuer {
  return { next: (_trx, tenantId, prefix, at = new Date()) => bump(db, tenantId, prefix, at) }
}

async function bump(db: Kysely<DB>, tenantId: string, prefix: CodePrefix, at: Date): Promise<string> {
  const year = vietnamYear(at)
  const { last_value } = await db
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
