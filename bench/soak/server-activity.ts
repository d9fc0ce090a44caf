// What the machine and PostgreSQL were doing during a minute of the soak: whether a p99 that
// climbs while throughput stays flat comes from cores filling up, or from backends waiting on
// something (a lock, the WAL, a buffer) that grows with the tables.
import pg from 'pg'
import { localDatabaseOf, startCpuReading } from '../lib/cpu.ts'

const SAMPLE_EVERY_MS = 100

export interface ServerActivity {
  /** Busy CPU of the whole machine, % of one core (100 × cores when every core is busy); undefined off Linux. */
  machinePct?: number
  /** Every postgres process on this machine, % of one core; undefined for a remote server. */
  postgresPct?: number
  /** The bench process (the service runs in it), % of one core. */
  servicePct: number
  /** Backends of the bench database running a statement, on average over the samples. */
  activeBackends?: number
  /** What those backends were doing, as average backends per wait event ('CPU' when none), most first. */
  waits?: [string, number][]
}

/**
 * Starts watching; the answer ends it. On PostgreSQL a connection of its own samples
 * pg_stat_activity every 100 ms (ten small queries a second, beside the hundreds the load sends).
 */
export async function watchServer(database: { url?: string }): Promise<() => Promise<ServerActivity>> {
  const cpu = startCpuReading(localDatabaseOf(database.url))
  const waits = new Map<string, number>()
  let samples = 0
  let client: pg.Client | undefined
  let timer: NodeJS.Timeout | undefined
  let inFlight: Promise<void> = Promise.resolve()
  let failure: unknown
  if (database.url) {
    const name = new URL(database.url).pathname.slice(1)
    client = new pg.Client({ connectionString: database.url, application_name: 'bench-soak-sampler' })
    await client.connect()
    const sample = async () => {
      const { rows } = await client!.query<{ wait: string; n: number }>(
        `SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU') AS wait, count(*)::int AS n
         FROM pg_stat_activity
         WHERE datname = $1 AND state = 'active' AND pid <> pg_backend_pid() AND backend_type = 'client backend'
         GROUP BY 1`,
        [name],
      )
      samples++
      for (const { wait, n } of rows) waits.set(wait, (waits.get(wait) ?? 0) + n)
    }
    timer = setInterval(() => {
      inFlight = inFlight.then(sample).catch((error: unknown) => {
        failure ??= error
      })
    }, SAMPLE_EVERY_MS)
  }
  return async () => {
    if (timer) clearInterval(timer)
    await inFlight
    await client?.end()
    // A sampler that failed would print an average over fewer samples than the minute had.
    if (failure)
      throw new Error(`sampling pg_stat_activity failed: ${failure instanceof Error ? failure.message : JSON.stringify(failure)}`)
    const spent = cpu()
    const pct = (ms: number | undefined) => (ms === undefined ? undefined : (ms / spent.wallMs) * 100)
    const activity: ServerActivity = {
      servicePct: pct(spent.benchMs)!,
      machinePct: pct(spent.machineBusyMs),
      postgresPct: pct(spent.postgresMs),
    }
    if (samples > 0) {
      const perSample = [...waits].map(([wait, n]) => [wait, n / samples] as [string, number]).sort((a, b) => b[1] - a[1])
      activity.waits = perSample
      activity.activeBackends = perSample.reduce((sum, [, n]) => sum + n, 0)
    }
    return activity
  }
}
