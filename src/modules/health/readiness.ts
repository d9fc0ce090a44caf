import { sql } from 'kysely'
import type { Database } from '../../db/database.ts'

/** One service the app cannot work without, and how to see that it answers. */
export interface ReadinessCheck {
  /** As the 503 body names it: `database`, `redis`. */
  name: string
  check(): Promise<unknown>
}

/** A dependency that takes longer than this to answer counts as down: a probe must answer in time. */
export const CHECK_TIMEOUT_MS = 2000

export function databaseCheck(db: Database): ReadinessCheck {
  return { name: 'database', check: () => sql`select 1`.execute(db) }
}

function withTimeout(work: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

export interface Failure {
  name: string
  error: unknown
}

/** Runs every check at once; answers those that failed or did not answer in time. */
export async function failedChecks(checks: readonly ReadinessCheck[], timeoutMs = CHECK_TIMEOUT_MS): Promise<Failure[]> {
  const outcomes = await Promise.allSettled(checks.map((c) => withTimeout(c.check(), timeoutMs)))
  return outcomes.flatMap((outcome, i) =>
    outcome.status === 'rejected' ? [{ name: checks[i]!.name, error: outcome.reason as unknown }] : [],
  )
}
