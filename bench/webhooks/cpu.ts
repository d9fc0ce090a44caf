// CPU time spent over a stretch of the run, per process: what an operation costs, which stays
// readable when other jobs on the machine make throughput figures swing.
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import type { Outside } from './outside-client.ts'

const TICK_MS = 10 // USER_HZ = 100 on Linux

interface PostgresCpu {
  /** Every process named postgres, with the time of its exited children (cutime, cstime): a
   * backend that ends between two readings is still counted, the postmaster inherits it. */
  all: number
  /** The backends connected to the bench's database (their process title names it), alive at reading time. */
  database: Map<number, number>
}

/** PostgreSQL's processes on this machine (Linux /proc), ms; undefined elsewhere. */
function readPostgres(database: string | undefined): PostgresCpu | undefined {
  try {
    const result: PostgresCpu = { all: 0, database: new Map() }
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      let stat: string
      let cmdline: string
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
        cmdline = database ? readFileSync(`/proc/${entry}/cmdline`, 'utf8') : ''
      } catch {
        continue
      }
      const close = stat.lastIndexOf(')')
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue
      // utime, stime, cutime, cstime: fields 14-17 of the line, 12-15 after "pid (comm) ".
      const f = stat
        .slice(close + 2)
        .split(' ')
        .map(Number)
      result.all += (f[11]! + f[12]! + f[13]! + f[14]!) * TICK_MS
      if (database && cmdline.includes(` ${database} `)) result.database.set(Number(entry), (f[11]! + f[12]!) * TICK_MS)
    }
    return result
  } catch {
    return undefined
  }
}

/** Busy and total CPU time of the whole machine (Linux /proc/stat), ms; undefined elsewhere. */
function readMachine(): { busy: number; total: number } | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!
    const f = line.trim().split(/\s+/).slice(1).map(Number)
    // user nice system idle iowait irq softirq steal (guest time is already in user)
    const total = f.slice(0, 8).reduce((a, b) => a + b, 0) * TICK_MS
    const idle = (f[3]! + f[4]!) * TICK_MS
    return { busy: total - idle, total }
  } catch {
    return undefined
  }
}

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
  const wallStart = performance.now()
  const serviceStart = process.cpuUsage()
  const outsideStart = (await outside.status()).cpuMs
  const pgStart = postgresDatabase ? readPostgres(postgresDatabase) : undefined
  const machineStart = readMachine()
  return {
    async end() {
      const wallMs = performance.now() - wallStart
      const service = process.cpuUsage(serviceStart)
      const outsideMs = (await outside.status()).cpuMs - outsideStart
      const spent: CpuSpent = { wallMs, serviceMs: (service.user + service.system) / 1000, outsideMs }
      const machineEnd = readMachine()
      if (machineStart && machineEnd) spent.machineBusyMs = machineEnd.busy - machineStart.busy
      const pgEnd = pgStart && postgresDatabase ? readPostgres(postgresDatabase) : undefined
      if (pgStart && pgEnd) {
        spent.postgresAllMs = pgEnd.all - pgStart.all
        let database = 0
        for (const [pid, ms] of pgEnd.database) database += ms - (pgStart.database.get(pid) ?? 0)
        spent.postgresDatabaseMs = database
      }
      return spent
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
