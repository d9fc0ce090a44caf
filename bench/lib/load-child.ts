// Entry point of the load generator process forked by `runLoad`: receives one LoadRequest,
// answers one ChildAnswer and exits.
import autocannon from 'autocannon'
import { Latencies } from './latencies.ts'
import { MEASURING, type ChildAnswer, type LoadRequest, type LoadResult } from './load.ts'
import { openLoop } from './open-loop.ts'

function cannon(options: autocannon.Options, onResponse?: (ms: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error as Error) : resolve(result)))
    if (onResponse) instance.on('response', (_client, _status, _bytes, ms) => onResponse(ms))
  })
}

let cpuAtStart: NodeJS.CpuUsage | undefined

/** The warm-up is over: the parent starts its CPU readings now, and so does this process. */
function measuringStarts() {
  process.send!(MEASURING)
  cpuAtStart = process.cpuUsage()
}

async function measure({ target, connections, durationSeconds, warmupSeconds }: LoadRequest): Promise<LoadResult> {
  if (target.arrivalsPerSecond !== undefined) {
    if (warmupSeconds > 0) await openLoop(target, target.arrivalsPerSecond, warmupSeconds)
    measuringStarts()
    return openLoop(target, target.arrivalsPerSecond, durationSeconds)
  }
  // autocannon starts every connection at the first of its requests: each body would go once a connection.
  if (target.bodies) throw new Error(`${target.name}: a list of bodies needs an arrival rate (open loop)`)
  const options: autocannon.Options = {
    url: target.url,
    method: target.method ?? 'GET',
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.body !== undefined ? { body: target.body } : {}),
    ...(target.idReplacement ? { idReplacement: true } : {}),
    ...(target.paths ? { requests: target.paths.map((path) => ({ path })) } : {}),
    connections,
  }
  // The warm-up lets V8 optimise both sides and fills pools and caches; its figures are dropped.
  if (warmupSeconds > 0) await cannon({ ...options, duration: warmupSeconds })
  const latencies = new Latencies()
  measuringStarts()
  const result = await cannon({ ...options, duration: durationSeconds }, (ms) => latencies.add(ms))
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]))
  return {
    // Responses over measured seconds: the mean of autocannon's per-second samples is skewed
    // when a run straddles an extra tick.
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: latencies.percentile(50),
    p99Ms: latencies.percentile(99),
    responses: Object.values(statusCodes).reduce((a, b) => a + b, 0),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  }
}

// An interrupted or crashed parent must not leave this process loading a closed port.
process.once('disconnect', () => process.exit(0))

process.once('message', (request: LoadRequest) => {
  measure(request).then(
    (result) => {
      const cpu = process.cpuUsage(cpuAtStart)
      reply({ ok: true, result, cpuMs: (cpu.user + cpu.system) / 1000 })
    },
    (error: unknown) => reply({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  )
})

function reply(answer: ChildAnswer) {
  process.send!(answer, () => process.exit(0))
}
