import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Probe, ProbeResult, Reply, Request, Throughput, ThroughputResult } from './protocol.ts'

const CHILD = fileURLToPath(new URL('./outside.ts', import.meta.url))

type Args<T extends Request> = Omit<T, 'seq' | 'op'>

/** The outside process (the API client), driven from the bench process; one request at a time is all the bench needs. */
export async function startOutside() {
  // 'advanced': the documents cross as bytes (the default JSON would make a 10 MB file an array of numbers).
  const child = fork(CHILD, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' })
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  let seq = 0
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      for (const { reject } of pending.values()) reject(new Error(`the outside process exited (code ${code}, signal ${signal})`))
      pending.clear()
      resolve()
    }),
  )
  await new Promise<void>((resolve, reject) => {
    child.on('message', (reply: Reply) => {
      if (reply.kind === 'ready') return resolve()
      const waiter = pending.get(reply.seq)
      pending.delete(reply.seq)
      if (reply.kind === 'done') waiter?.resolve(reply.value)
      else waiter?.reject(new Error(`outside process: ${reply.error}`))
    })
    child.once('exit', () => reject(new Error('the outside process exited before it was ready')))
  })

  function call<T>(request: Request): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      pending.set(request.seq, { resolve: resolve as (value: unknown) => void, reject })
      child.send(request)
    })
  }

  return {
    throughput: (args: Args<Throughput>) => call<ThroughputResult>({ ...args, op: 'throughput', seq: ++seq }),
    probe: (args: Args<Probe>) => call<ProbeResult>({ ...args, op: 'probe', seq: ++seq }),
    async close() {
      if (child.connected) child.disconnect()
      await exited
    },
  }
}

export type Outside = Awaited<ReturnType<typeof startOutside>>
