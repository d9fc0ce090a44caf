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

export interface Plan {
  /** Loaded one after another, never together, in this order. */
  targets: Target[]
  ratios?: Ratio[]
}

export interface Scenario {
  /** What to pass to `npm run bench -- <name>`. */
  name: string
  description: string
  /** Seeds what the scenario needs through the real API and says what to load. */
  setup(ctx: ScenarioContext): Promise<Plan>
}
