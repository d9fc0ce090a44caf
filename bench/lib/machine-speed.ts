// A fixed piece of work timed before and after a run. This machine is shared: on some days it
// runs the same request two or three times slower than on others (CPU per response in the
// entries of bench/README.md), and a latency goal met one evening fails the next morning on the
// same code. Printed beside every run, the time of the same work says which kind of day it was.
import { createHash } from 'node:crypto'
import pg from 'pg'
import { median } from './stats.ts'

const RUNS = 7

/** What the reference work took on this machine, ms, the median of RUNS tries (lower is faster). */
export interface MachineSpeed {
  /** Arithmetic in registers: the processor alone. */
  compute: number
  /** Objects built, serialised, sorted and hashed: the allocation and cache traffic of a request. */
  memory: number
  /** Undefined without a PostgreSQL server (the embedded database runs inside this process). */
  postgres?: number
}

function computeWork(): number {
  let x = 0
  for (let i = 0; i < 30_000_000; i++) x = (x * 1_103_515_245 + 12_345) | 0
  return x
}

function memoryWork(): string {
  const rows = Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `Ứng Viên ${(i * 7919) % 20_000}`, tags: [i % 7, i % 11] }))
  const parsed = JSON.parse(JSON.stringify(rows)) as typeof rows
  parsed.sort((a, b) => a.name.localeCompare(b.name))
  return createHash('sha256').update(JSON.stringify(parsed)).digest('hex')
}

/** Text built, hashed and counted distinct by one backend: the server's CPU and memory, no table read. */
const POSTGRES_WORK = 'select count(distinct md5(i::text)) from generate_series(1, 100000) as i'

/** One untimed run first (compilation, caches), then the median of RUNS. */
async function medianOf(work: () => unknown): Promise<number> {
  await work()
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now()
    await work()
    times.push(performance.now() - start)
  }
  return median(times)
}

export async function measureMachineSpeed(databaseUrl: string | undefined): Promise<MachineSpeed> {
  const speed: MachineSpeed = { compute: await medianOf(computeWork), memory: await medianOf(memoryWork) }
  if (!databaseUrl) return speed
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    speed.postgres = await medianOf(() => client.query(POSTGRES_WORK))
  } finally {
    await client.end()
  }
  return speed
}

export function machineSpeedLine(when: string, speed: MachineSpeed): string {
  const parts = [`compute ${speed.compute.toFixed(1)} ms`, `memory ${speed.memory.toFixed(1)} ms`]
  if (speed.postgres !== undefined) parts.push(`PostgreSQL ${speed.postgres.toFixed(1)} ms`)
  return `machine speed ${when}: ${parts.join(', ')} (the same work each time, median of ${RUNS}; lower is faster)`
}
