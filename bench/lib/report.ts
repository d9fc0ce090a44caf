import type { LoadResult } from './load.ts'
import type { LatencyGoal, Ratio, ThroughputGoal } from './scenario.ts'

export interface Row {
  scenario: string
  target: string
  result: LoadResult
  /** CPU spent over the measured stretch, ms: the bench process (the service), its database's backends (PostgreSQL on this machine), the load generator. */
  cpu?: { benchMs: number; postgresMs?: number; loadMs: number }
}

const HEADERS = ['scenario', 'target', 'requests/s', 'p50 ms', 'p99 ms', 'responses', 'non-2xx', 'errors', 'CPU ms/response']

/** What one response cost in CPU: `service + postgres + load = sum`, the sum being what the machine's cores must give. */
function cpuPerResponse({ result, cpu }: Row): string {
  if (!cpu || result.responses === 0) return '-'
  const per = (ms: number) => ms / result.responses
  const parts = [per(cpu.benchMs), ...(cpu.postgresMs === undefined ? [] : [per(cpu.postgresMs)]), per(cpu.loadMs)]
  return `${parts.map((n) => n.toFixed(2)).join(' + ')} = ${parts.reduce((a, b) => a + b, 0).toFixed(2)}`
}

function cells(row: Row): string[] {
  const { scenario, target, result } = row
  return [
    scenario,
    target,
    result.requestsPerSecond.toFixed(0),
    result.p50Ms.toFixed(2),
    result.p99Ms.toFixed(2),
    String(result.responses),
    String(result.non2xx),
    String(result.errors),
    cpuPerResponse(row),
  ]
}

/** A plain-text table: names left-aligned, figures right-aligned. */
export function table(rows: Row[]): string {
  const lines = [HEADERS, ...rows.map(cells)]
  const widths = HEADERS.map((_, i) => Math.max(...lines.map((line) => line[i]!.length)))
  const format = (line: string[]) => line.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')
  const rule = widths.map((w) => '-'.repeat(w)).join('  ')
  return [format(HEADERS), rule, ...rows.map((row) => format(cells(row))), ...cpuLegend(rows)].join('\n')
}

/** What the parts of `CPU ms/response` are, under a table that has it. */
function cpuLegend(rows: Row[]): string[] {
  if (!rows.some((row) => row.cpu)) return []
  const parts = rows.some((row) => row.cpu?.postgresMs !== undefined)
    ? 'the bench process (the service) + the backends of its PostgreSQL database + the load generator'
    : 'the bench process (the service, and PGlite inside it) + the load generator'
  return [`CPU ms/response: ${parts}, over the measured seconds, per response.`]
}

export function ratioLine(ratio: Ratio, rows: Row[]): string {
  const rate = (name: string) => rows.find((row) => row.target === name)?.result.requestsPerSecond
  const of = rate(ratio.of)
  const to = rate(ratio.to)
  const value = of !== undefined && to ? of / to : undefined
  const line = `ratio (${ratio.of} / ${ratio.to} throughput): ${value === undefined ? 'n/a' : value.toFixed(2)}`
  if (ratio.target === undefined) return line
  // Rounded as printed, so that a line never reads "0.60 ... below target".
  const met = value !== undefined && Number(value.toFixed(2)) >= ratio.target
  return `${line}  (target >= ${ratio.target.toFixed(2)}: ${met ? 'met' : 'NOT MET'})`
}

export function latencyGoalLine(goal: LatencyGoal, rows: Row[]): string {
  const measured = goal.targets.map((name) => ({ name, p99: rows.find((row) => row.target === name)?.result.p99Ms }))
  const figures = measured.map(({ name, p99 }) => `${name} ${p99 === undefined ? 'n/a' : p99.toFixed(2)}`).join(', ')
  if (goal.notChecked) return `${goal.label}: not checked, ${goal.notChecked} (p99 ms: ${figures})`
  // Compared as printed, like the ratios.
  const met = measured.every(({ p99 }) => p99 !== undefined && Number(p99.toFixed(2)) < goal.p99BelowMs)
  return `${goal.label}: ${met ? 'met' : 'NOT MET'} (p99 ms: ${figures})`
}

export function throughputGoalLine(goal: ThroughputGoal, rows: Row[]): string {
  const rate = rows.find((row) => row.target === goal.target)?.result.requestsPerSecond
  const figure = `${goal.target} ${rate === undefined ? 'n/a' : rate.toFixed(0)} requests/s`
  if (goal.notChecked) return `${goal.label}: not checked, ${goal.notChecked} (${figure})`
  const met = rate !== undefined && Number(rate.toFixed(0)) >= goal.atLeastPerSecond
  return `${goal.label}: ${met ? 'met' : 'NOT MET'} (${figure})`
}

/** Why a run's figures cannot be trusted, if they cannot: every response must be a 2xx. */
export function problems(row: Row): string | undefined {
  const { non2xx, errors, timeouts, statusCodes } = row.result
  if (non2xx === 0 && errors === 0 && timeouts === 0) return undefined
  return `${row.scenario}/${row.target}: ${non2xx} non-2xx responses, ${errors} errors, ${timeouts} timeouts (status codes ${JSON.stringify(statusCodes)})`
}
