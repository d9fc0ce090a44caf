// Where a delivery's time goes, for BENCH_WEBHOOK_PROFILE=1: every query the service sends through
// node-postgres (PostgreSQL only), timed from the call to its answer and grouped by what it does.
import pg from 'pg'

export const HAND_BACK = 'hand back task (deferred)'

/** What each statement of the delivery path is, from its SQL. */
const KINDS: Array<[string, RegExp]> = [
  ['claim tasks, deleting finished ones', /^WITH\s+done AS \(/],
  ['claim tasks', /^WITH\s+abandoned AS \(/],
  ['record success (attempt + delivery + endpoint)', /^with "attempt" as \(insert into "webhook_delivery_attempts"/],
  ['bury abandoned tasks', /"last_error" = coalesce\(last_error/],
  ['complete tasks (delete)', /^delete from "?background_tasks"?/i],
  [HAND_BACK, /^update "background_tasks" set "status" = \$1, "attempts" = attempts - 1/],
  ['fail task (retry later)', /^update "background_tasks" set "status" = \$1, "run_at"/],
  ['extend leases', /^update "background_tasks" set "leased_until"/],
  ['find delivery + endpoint', /from "webhook_deliveries" as "d" inner join "webhooks"/],
  ['insert attempt', /^insert into "webhook_delivery_attempts"/],
  ['update delivery', /^update "webhook_deliveries"/],
  ['mark endpoint failing', /^update "webhooks" set "failing_since" = coalesce/],
  ['begin / commit / rollback', /^(begin|commit|rollback)\b/i],
]

export interface QueryTally {
  kind: string
  count: number
  totalMs: number
}

export interface PoolGauge {
  samples: number
  /** Requests waiting for a pooled connection, sampled every 50 ms: mean and max. */
  meanWaiting: number
  maxWaiting: number
  /** Share of samples with every connection of the pool checked out. */
  exhausted: number
}

export interface PgTiming {
  /** The tallies since the last reset, largest total first. */
  snapshot(): QueryTally[]
  /** The pool's waiting queue since the last reset. */
  pool(): PoolGauge
  reset(): void
  uninstall(): void
}

type Query = (this: pg.Client, ...args: unknown[]) => unknown
type Connect = (this: pg.Pool, ...args: unknown[]) => unknown

/** Times every promise-returning `pg.Client#query` of this process until `uninstall`. */
export function installPgTiming(): PgTiming {
  const proto = pg.Client.prototype as unknown as { query: Query }
  const original = proto.query
  let tallies = new Map<string, QueryTally>()
  const kindOf = (text: string) =>
    KINDS.find(([, pattern]) => pattern.test(text.trimStart()))?.[0] ?? text.trim().replace(/\s+/g, ' ').slice(0, 56)
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const result = original.apply(this, args)
    const first = args[0]
    const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text
    if (text === undefined || !(result instanceof Promise)) return result
    const started = performance.now()
    const kind = kindOf(text)
    const record = () => {
      const tally = tallies.get(kind) ?? { kind, count: 0, totalMs: 0 }
      tally.count++
      tally.totalMs += performance.now() - started
      tallies.set(kind, tally)
    }
    result.then(record, record)
    return result
  }
  // The wait for a pooled connection, before any query: Kysely takes one per query or transaction.
  const poolProto = pg.Pool.prototype as unknown as { connect: Connect }
  const originalConnect = poolProto.connect
  const pools = new Set<pg.Pool>()
  let gauge = { samples: 0, waiting: 0, maxWaiting: 0, exhausted: 0 }
  const sampler = setInterval(() => {
    for (const pool of pools) {
      gauge.samples++
      gauge.waiting += pool.waitingCount
      gauge.maxWaiting = Math.max(gauge.maxWaiting, pool.waitingCount)
      const max = (pool as unknown as { options: { max: number } }).options.max
      if (pool.totalCount >= max && pool.idleCount === 0) gauge.exhausted++
    }
  }, 50)
  sampler.unref()
  poolProto.connect = function (this: pg.Pool, ...args: unknown[]) {
    pools.add(this)
    const result = originalConnect.apply(this, args)
    if (!(result instanceof Promise)) return result
    const started = performance.now()
    const record = () => {
      const kind = '(waiting for a pool connection)'
      const tally = tallies.get(kind) ?? { kind, count: 0, totalMs: 0 }
      tally.count++
      tally.totalMs += performance.now() - started
      tallies.set(kind, tally)
    }
    result.then(record, record)
    return result
  }
  return {
    // Copies: the tallies keep counting after the snapshot.
    snapshot: () => [...tallies.values()].map((tally) => ({ ...tally })).sort((a, b) => b.totalMs - a.totalMs),
    pool: () => ({
      samples: gauge.samples,
      meanWaiting: gauge.waiting / Math.max(1, gauge.samples),
      maxWaiting: gauge.maxWaiting,
      exhausted: gauge.exhausted / Math.max(1, gauge.samples),
    }),
    reset: () => {
      tallies = new Map()
      gauge = { samples: 0, waiting: 0, maxWaiting: 0, exhausted: 0 }
    },
    uninstall: () => {
      clearInterval(sampler)
      proto.query = original
      poolProto.connect = originalConnect
    },
  }
}
