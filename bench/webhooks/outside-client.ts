import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type {
  Await,
  Awaited,
  Command,
  LagSummary,
  Lags,
  Message,
  Outage,
  Produce,
  ProduceArgs,
  Produced,
  ReceiverStatus,
  Start,
  Started,
} from './protocol.ts'

const CHILD = fileURLToPath(new URL('./outside.ts', import.meta.url))

/** The outside process (API client and receiver), driven from the bench process. */
export interface Outside {
  start(command: Omit<Start, 'op'>): Promise<Started>
  outage(on: Outage['on']): Promise<void>
  produce(command: ProduceArgs): Promise<Produced>
  awaitReceived(command: Omit<Await, 'op'>): Promise<Awaited>
  lags(phases: Lags['phases']): Promise<LagSummary>
  status(): Promise<ReceiverStatus>
  /** Disconnects; the process exits on it. Answers once it has. */
  close(): Promise<void>
}

export function startOutside(log: (message: string) => void): Outside {
  const child: ChildProcess = fork(CHILD, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  let seq = 0
  let exited = false
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true
      for (const { reject } of pending.values()) reject(new Error(`the outside process exited (code ${code}, signal ${signal})`))
      pending.clear()
      resolve()
    }),
  )
  child.on('message', (message: Message) => {
    if (message.kind === 'log') return log(message.message)
    const waiter = pending.get(message.seq)
    if (!waiter) return
    pending.delete(message.seq)
    if (message.ok) waiter.resolve(message.value)
    else waiter.reject(new Error(`outside process: ${message.error}`))
  })

  // The watchdog's sign of life (see Watchdog in protocol.ts): only a free event loop sends it.
  const alive = setInterval(() => {
    if (child.connected) child.send({ op: 'alive' })
  }, 2000)
  alive.unref()
  void exit.then(() => clearInterval(alive))

  function call<T>(command: Command): Promise<T> {
    if (exited) return Promise.reject(new Error('the outside process has exited'))
    return new Promise<T>((resolve, reject) => {
      const id = ++seq
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      child.send({ ...command, seq: id })
    })
  }

  return {
    start: (command) => call<Started>({ op: 'start', ...command }),
    outage: (on) => call<void>({ op: 'outage', on }),
    produce: (command) => call<Produced>({ op: 'produce', ...command } as Produce),
    awaitReceived: (command) => call<Awaited>({ op: 'await', ...command }),
    lags: (phases) => call<LagSummary>({ op: 'lags', phases }),
    status: () => call<ReceiverStatus>({ op: 'status' }),
    async close() {
      if (!exited && child.connected) child.disconnect()
      await exit
    },
  }
}
