// CPU time spent over a stretch of the webhooks run, per process (service, outside process,
// PostgreSQL).
import { availableParallelism } from 'node:os'
import { startCpuReading } from '../lib/cpu.ts'
import type { Outside } from './outside-client.ts'

export interface CpuSpent {
  wallMs: number
  /** Every process on the machine, busy CPU ms (all cores); undefined off Linux. */
  machineBusyMs?: number
  serviceMs: number
  outsideMs: number
  /** Undefined when PostgreSQL is not on this machine (or not in use). */
  postgresAllMs?: number
  postgresDatabaseMs?: number
}

/** Starts counting; `end()` answers what each process spent since. */
export async function watchCpu(outside: Outside, postgresDatabase: string | undefined): Promise<{ end(): Promise<CpuSpent> }> {
  const reading = startCpuReading(postgresDatabase)
  const outsideStart = (await outside.status()).cpuMs
  return {
    async end() {
      const spent = reading()
      const outsideMs = (await outside.status()).cpuMs - outsideStart
      return {
        wallMs: spent.wallMs,
        serviceMs: spent.benchMs,
        outsideMs,
        machineBusyMs: spent.machineBusyMs,
        postgresAllMs: spent.postgresAllMs,
        postgresDatabaseMs: spent.postgresMs,
      }
    },
  }
}

const share = (ms: number, wallMs: number) => `${((ms / wallMs) * 100).toFixed(0)}%`

/** `CPU, % of one core: service 41%, ...` and, when `operations` is given, the ms each took. */
export function cpuLines(spent: CpuSpent, operations?: { count: number; what: string }): string[] {
  const parts = [`service process ${share(spent.serviceMs, spent.wallMs)}`, `outside process ${share(spent.outsideMs, spent.wallMs)}`]
  if (spent.postgresDatabaseMs !== undefined) parts.push(`backends of the bench database ${share(spent.postgresDatabaseMs, spent.wallMs)}`)
  if (spent.postgresAllMs !== undefined) parts.push(`all postgres processes on the machine ${share(spent.postgresAllMs, spent.wallMs)}`)
  if (spent.machineBusyMs !== undefined) {
    // Whatever else ran meanwhile: other jobs on a shared machine take it from the figures.
    const bench = spent.serviceMs + spent.outsideMs + (spent.postgresAllMs ?? 0)
    parts.push(
      `the whole machine ${share(spent.machineBusyMs, spent.wallMs)} of ${availableParallelism() * 100}% ` +
        `(of which not these processes: ${share(Math.max(0, spent.machineBusyMs - bench), spent.wallMs)})`,
    )
  }
  const lines = [`CPU, % of one core: ${parts.join(', ')}`]
  if (operations && operations.count > 0) {
    const per = (ms: number) => (ms / operations.count).toFixed(2)
    const pg = spent.postgresDatabaseMs !== undefined ? ` + its database's backends ${per(spent.postgresDatabaseMs)}` : ''
    lines.push(`CPU per ${operations.what}, ms: service process ${per(spent.serviceMs)}${pg}`)
  }
  return lines
}
