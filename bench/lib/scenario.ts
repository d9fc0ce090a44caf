import type { Baseline } from './baseline.ts'
import type { Target } from './load.ts'
import type { Service } from './service.ts'

/** What a scenario gets: the real service on a fresh database of its own, and cleanup hooks. */
export interface ScenarioContext {
  service: Service
  /** A bare Fastify answering the given constant bodies; closed when the scenario ends. */
  startBaseline(routes: Record<string, unknown>): Promise<Baseline>
  /** Cleanup run when the scenario ends, last registered first. */
  defer(cleanup: () => Promise<void>): void
  /** Progress line on stderr; stdout keeps only the report. */
  log(message: string): void
}

/** Prints `ratio (<of> / <to> throughput): 0.NN` under the scenario's table, and the verdict when there is a target. */
export interface Ratio {
  of: string
  to: string
  /** The lowest acceptable ratio, when the scenario has one; the line then says whether it is met. */
  target?: number
}

/** Prints `<label>: met` or `NOT MET` under the scenario's table: every named target's p99 under the bound. */
export interface LatencyGoal {
  /** e.g. `search p99 < 50 ms on PostgreSQL` */
  label: string
  targets: string[]
  p99BelowMs: number
  /** Why this run gives no verdict (the goal is for another database, say); the figures still print. */
  notChecked?: string
}

/** Prints `<label>: met` or `NOT MET` under the scenario's table: the target's throughput at least the bound. */
export interface ThroughputGoal {
  /** e.g. `submissions >= 500/s on PostgreSQL` */
  label: string
  target: string
  atLeastPerSecond: number
  notChecked?: string
}

export interface Plan {
  /** Loaded one after another, never together, in this order. */
  targets: Target[]
  ratios?: Ratio[]
  latencyGoals?: LatencyGoal[]
  throughputGoals?: ThroughputGoal[]
  /** Work done before the named target is loaded, outside its measured time: a change to the database it measures. */
  beforeTarget?: Record<string, () => Promise<void>>
  /** Printed after the verdicts: what the seeding took, query plans, ... */
  notes?: string[]
}

export interface Scenario {
  /** What to pass to `npm run bench -- <name>`. */
  name: string
  description: string
  /** Concurrent connections per target when BENCH_CONNECTIONS is unset; the bench default otherwise. */
  connections?: number
  /** Seeds what the scenario needs (through the real API where that is affordable) and says what to load. */
  setup(ctx: ScenarioContext): Promise<Plan>
}
