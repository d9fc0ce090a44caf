// CPU time of the processes a run involves, read from Linux's /proc: what an operation costs,
// which stays readable when other jobs on the machine make throughput figures swing.
import { readdirSync, readFileSync } from 'node:fs'

const TICK_MS = 10 // USER_HZ = 100 on Linux

export interface PostgresCpu {
  /** Every process named postgres, with the time of its exited children (cutime, cstime): a
   * backend that ends between two readings is still counted, the postmaster inherits it. */
  all: number
  /** The backends connected to the bench's database (their process title names it), alive at reading time. */
  database: Map<number, number>
}

/** PostgreSQL's processes on this machine (Linux /proc), ms; undefined elsewhere. */
export function readPostgresCpu(database: string | undefined): PostgresCpu | undefined {
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
export function readMachineCpu(): { busy: number; total: number } | undefined {
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

/** A server on this machine, whose processes /proc shows: only then is PostgreSQL's CPU readable. */
export const isLocalServer = (url: string) => /^(127\.0\.0\.1|localhost|\[::1\])(:|$)/.test(new URL(url).host)

/** The database a PostgreSQL URL names, when its server is on this machine; undefined otherwise (or without a URL). */
export const localDatabaseOf = (url: string | undefined) =>
  url !== undefined && isLocalServer(url) ? new URL(url).pathname.slice(1) : undefined

export interface CpuReading {
  wallMs: number
  /** This process (the service and whatever else the bench runs in it), ms. */
  benchMs: number
  /**
   * The backends connected to the run's database, alive at both readings: other work on the same
   * server stays out. Undefined for embedded PGlite (inside the bench process) or a remote server.
   */
  postgresMs?: number
  /** Every postgres process on this machine, exited backends included; undefined where postgresMs is. */
  postgresAllMs?: number
  /** Every process on the machine, busy CPU ms over all cores; undefined off Linux. */
  machineBusyMs?: number
}

/** Starts reading CPU; the answer says what was spent since. `database`: the run's PostgreSQL database on this machine, if any (localDatabaseOf). */
export function startCpuReading(database: string | undefined): () => CpuReading {
  const wall = performance.now()
  const bench = process.cpuUsage()
  const machine = readMachineCpu()
  const postgres = database ? readPostgresCpu(database) : undefined
  return () => {
    const spent = process.cpuUsage(bench)
    const reading: CpuReading = { wallMs: performance.now() - wall, benchMs: (spent.user + spent.system) / 1000 }
    const machineEnd = readMachineCpu()
    if (machine && machineEnd) reading.machineBusyMs = machineEnd.busy - machine.busy
    const postgresEnd = database ? readPostgresCpu(database) : undefined
    if (postgres && postgresEnd) {
      reading.postgresAllMs = postgresEnd.all - postgres.all
      reading.postgresMs = 0
      for (const [pid, ms] of postgresEnd.database) reading.postgresMs += ms - (postgres.database.get(pid) ?? 0)
    }
    return reading
  }
}
