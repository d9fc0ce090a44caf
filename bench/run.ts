// `npm run bench [-- <scenario>...]`: every scenario by default, else the named ones.
import { availableParallelism, cpus, loadavg } from 'node:os'
import { benchServerUrl } from './lib/database.ts'
import { machineSpeedLine, measureMachineSpeed } from './lib/machine-speed.ts'
import { latencyGoalLine, problems, ratioLine, table, throughputGoalLine } from './lib/report.ts'
import { log, runScenario } from './lib/runner.ts'
import type { Scenario } from './lib/scenario.ts'
import { loadSettings, UsageError } from './lib/settings.ts'
import { authMe } from './scenarios/auth-me.ts'
import { candidatesSearch } from './scenarios/candidates-search.ts'
import { dataExport } from './scenarios/data-export.ts'
import { dataMetrics } from './scenarios/data-metrics.ts'
import { jobsLists } from './scenarios/jobs-lists.ts'
import { submissionCost } from './scenarios/submission-cost.ts'
import { CV_PARSING, runCvParsing } from './cv-parsing/scenario.ts'
import { EMAIL, runEmail } from './email/scenario.ts'
import { runSoak, SOAK } from './soak/scenario.ts'
import { runTwoInstances, TWO_INSTANCES } from './two-instances/scenario.ts'
import { runWebhooks, WEBHOOKS } from './webhooks/scenario.ts'

const SCENARIOS: Scenario[] = [authMe, jobsLists, candidatesSearch, submissionCost, dataExport, dataMetrics]
// Scenarios that do not fit the autocannon Scenario interface, each run by a function of its own
// after the others (see bench/README.md, "webhooks").
const SEPARATE: Record<string, () => Promise<number>> = {
  [WEBHOOKS]: runWebhooks,
  [EMAIL]: runEmail,
  [CV_PARSING]: runCvParsing,
  [SOAK]: runSoak,
  [TWO_INSTANCES]: runTwoInstances,
}

function select(names: string[]): Scenario[] {
  if (names.length === 0) return SCENARIOS
  const unknown = names.filter((name) => !SCENARIOS.some((s) => s.name === name) && !(name in SEPARATE))
  if (unknown.length > 0) {
    const available = [...SCENARIOS.map((s) => s.name), ...Object.keys(SEPARATE)]
    throw new UsageError(`unknown scenario ${unknown.join(', ')}; available: ${available.join(', ')}`)
  }
  return SCENARIOS.filter((s) => names.includes(s.name))
}

/** The separately run scenarios asked for: all of them when no name is given. */
function selectSeparate(names: string[]): Array<() => Promise<number>> {
  return Object.entries(SEPARATE)
    .filter(([name]) => names.length === 0 || names.includes(name))
    .map(([, run]) => run)
}

async function main(): Promise<number> {
  const scenarios = select(process.argv.slice(2))
  const separate = selectSeparate(process.argv.slice(2))
  const settings = loadSettings()
  console.log(
    [
      `date: ${new Date().toISOString()}`,
      `machine: ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ` +
        // Anything else busy on the machine shows here, and in the figures.
        `load average ${loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}`,
      ...(scenarios.length > 0
        ? [
            `load: autocannon in a child process, ${settings.connections} connections` +
              `${settings.connectionsFromEnv ? '' : ' (unless a scenario sets its own)'}, ` +
              `${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s measured per target, one target at a time`,
          ]
        : []),
      machineSpeedLine('before', await measureMachineSpeed(benchServerUrl())),
    ].join('\n'),
  )
  let failures = 0
  for (const scenario of scenarios) {
    const outcome = await runScenario(scenario, settings)
    console.log(
      `\n${scenario.name}: ${scenario.description}\ndatabase: ${outcome.database}\n` +
        `load: ${outcome.load.connections} connections, ${outcome.load.warmupSeconds} s warm-up + ${outcome.load.durationSeconds} s measured per target\n` +
        `load average after: ${loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}\n`,
    )
    console.log(table(outcome.rows))
    for (const ratio of outcome.plan.ratios ?? []) console.log(ratioLine(ratio, outcome.rows))
    for (const goal of outcome.plan.latencyGoals ?? []) console.log(latencyGoalLine(goal, outcome.rows))
    for (const goal of outcome.plan.throughputGoals ?? []) console.log(throughputGoalLine(goal, outcome.rows))
    for (const note of outcome.plan.notes ?? []) console.log(`\n${note}`)
    for (const row of outcome.rows) {
      const problem = problems(row)
      if (!problem) continue
      failures++
      console.error(`\n!!!!! INVALID RUN: ${problem}\n!!!!! figures above are not comparable; fix the setup before trusting them`)
    }
  }
  for (const run of separate) if ((await run()) !== 0) failures++
  console.log(`\n${machineSpeedLine('after', await measureMachineSpeed(benchServerUrl()))}`)
  return failures === 0 ? 0 : 1
}

main().then(
  (code) => {
    // Set rather than exit: a server or pool left open shows up as a run that never ends.
    process.exitCode = code
  },
  (error: unknown) => {
    if (error instanceof UsageError) log(error.message)
    else {
      log(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
      // fetch's "fetch failed" says nothing by itself; the socket's error is its cause.
      if (error instanceof Error && error.cause !== undefined)
        log(`caused by: ${error.cause instanceof Error ? (error.cause.stack ?? error.cause.message) : JSON.stringify(error.cause)}`)
    }
    process.exitCode = 1
  },
)
