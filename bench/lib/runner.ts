import { startBaseline } from './baseline.ts'
import { localDatabaseOf, startCpuReading, type CpuReading } from './cpu.ts'
import { runMeasuredLoad } from './load.ts'
import type { Row } from './report.ts'
import type { Plan, Scenario, ScenarioContext } from './scenario.ts'
import { startService } from './service.ts'
import { loadFor, type BenchSettings, type LoadSettings } from './settings.ts'

export interface ScenarioOutcome {
  scenario: Scenario
  database: string
  plan: Plan
  /** The load actually applied: the scenario may set its own connection count. */
  load: LoadSettings
  rows: Row[]
}

export const log = (message: string) => process.stderr.write(`${message}\n`)

// What is open right now, so that an interrupted run still drops its PostgreSQL database.
const openCleanups = new Set<() => Promise<void>>()

process.once('SIGINT', () => {
  log('interrupted: closing servers and databases')
  void Promise.allSettled([...openCleanups].map((cleanup) => cleanup())).finally(() => process.exit(130))
})

/**
 * One scenario from scratch: a fresh service and database, the scenario's setup, then each
 * target loaded in turn, and everything closed whatever happened.
 */
export async function runScenario(scenario: Scenario, settings: BenchSettings): Promise<ScenarioOutcome> {
  const load = loadFor(settings, scenario.connections)
  log(`${scenario.name}: starting the service on a fresh database`)
  const service = await startService()
  const cleanups: Array<() => Promise<void>> = [() => service.close()]
  const closeAll = async () => {
    openCleanups.delete(closeAll)
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error: unknown) => log(`${scenario.name}: cleanup failed: ${String(error)}`))
    }
  }
  openCleanups.add(closeAll)
  const ctx: ScenarioContext = {
    service,
    startBaseline: async (routes) => {
      const baseline = await startBaseline(routes)
      cleanups.push(() => baseline.close())
      return baseline
    },
    defer: (cleanup) => cleanups.push(cleanup),
    log: (message) => log(`${scenario.name}: ${message}`),
  }
  try {
    const plan = await scenario.setup(ctx)
    const rows: Row[] = []
    for (const target of plan.targets) {
      await plan.beforeTarget?.[target.name]?.()
      const pace = target.arrivalsPerSecond ? `open loop at ${target.arrivalsPerSecond} requests/s` : `${load.connections} connections`
      ctx.log(`${target.name}: ${pace}, ${load.warmupSeconds} s warm-up, then ${load.durationSeconds} s measured`)
      let cpu: (() => CpuReading) | undefined
      const { result, loadCpuMs } = await runMeasuredLoad({ target, ...load }, () => {
        cpu = startCpuReading(localDatabaseOf(service.database.url))
      })
      const spent = cpu?.()
      rows.push({
        scenario: scenario.name,
        target: target.name,
        result,
        ...(spent ? { cpu: { benchMs: spent.benchMs, postgresMs: spent.postgresMs, loadMs: loadCpuMs } } : {}),
      })
    }
    return { scenario, database: service.database.label, plan, load, rows }
  } finally {
    await closeAll()
  }
}
