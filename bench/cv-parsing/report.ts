import type { Measured, ProbeResult, ThroughputResult } from './protocol.ts'

/** Nearest rank over sorted values, as the other scenarios report percentiles. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(value < 100 ? 1 : 0))
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`
export const kilobytes = (bytes: number) => (bytes >= 1024 * 1024 ? megabytes(bytes) : `${(bytes / 1024).toFixed(1)} KB`)

/** Problems of a measured set of requests, for the INVALID RUN line; null when there are none. */
export function problemsOf(label: string, m: Measured): string | null {
  if (m.wrong + m.errors === 0) return null
  return `${label}: ${m.wrong} wrong answers, ${m.errors} failed requests (${m.examples.join(' | ')})`
}

export interface ThroughputRow {
  document: string
  size: number
  side: 'API' | 'direct'
  connections: number
  result: ThroughputResult
}

const docsPerSecond = (r: ThroughputResult) => r.latenciesMs.length / r.seconds

export function throughputTable(rows: readonly ThroughputRow[]): string {
  const lines = [
    '| document | size | through | in flight | docs/s | p50 ms | p99 ms | max ms | parses | wrong | errors |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  for (const { document, size, side, connections, result: r } of rows) {
    lines.push(
      `| ${document} | ${kilobytes(size)} | ${side} | ${connections} | ${docsPerSecond(r).toFixed(1)} | ` +
        `${ms(percentile(r.latenciesMs, 50))} | ${ms(percentile(r.latenciesMs, 99))} | ${ms(percentile(r.latenciesMs, 100))} | ` +
        `${r.latenciesMs.length} | ${r.wrong} | ${r.errors} |`,
    )
  }
  return lines.join('\n')
}

export function throughputRatio(document: string, api: ThroughputResult, direct: ThroughputResult): string {
  return `${document}: ratio (API / direct docs/s): ${(docsPerSecond(api) / docsPerSecond(direct)).toFixed(2)}`
}

export interface ProbeRow {
  round: string
  result: ProbeResult
  /** The 10 MB uploads sent beside the probes, when there were. */
  big: ThroughputResult | null
  /** The service process's event-loop delay over the measured window, ms. */
  loopDelay: { p99: number; max: number }
}

export function probeTable(rows: readonly ProbeRow[], bigLabel: string): string {
  const lines = [
    `| round | GET /auth/me answered | p50 ms | p99 ms | max ms | held by cap | late | wrong + errors | ${bigLabel} parses | ` +
      'parse p50 ms | parse max ms | event-loop delay p99 / max ms |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  for (const { round, result: r, big, loopDelay } of rows) {
    const p = r.probes
    lines.push(
      `| ${round} | ${p.latenciesMs.length} | ${ms(percentile(p.latenciesMs, 50))} | ${ms(percentile(p.latenciesMs, 99))} | ` +
        `${ms(percentile(p.latenciesMs, 100))} | ${r.byOpenCap} | ${r.late} | ${p.wrong + p.errors} | ${big ? big.latenciesMs.length : '-'} | ` +
        `${big ? ms(percentile(big.latenciesMs, 50)) : '-'} | ${big ? ms(percentile(big.latenciesMs, 100)) : '-'} | ` +
        `${ms(loopDelay.p99)} / ${ms(loopDelay.max)} |`,
    )
  }
  return lines.join('\n')
}

export function probeRatio(alone: ProbeResult, withParse: ProbeResult): string {
  const ratio = percentile(withParse.probes.latenciesMs, 99) / percentile(alone.probes.latenciesMs, 99)
  return `ratio (GET /auth/me p99 with the parse / alone): ${ratio.toFixed(2)}`
}
