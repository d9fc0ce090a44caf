import { fork } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { CLOSE, type InstanceReply, type StartInstance } from './protocol.ts'

const CHILD = fileURLToPath(new URL('./instance.ts', import.meta.url))

export interface SecondInstance {
  origin: string
  close(): Promise<void>
}

/**
 * Starts another app instance in a child process on the same database and configuration.
 * A process of its own rather than a second app in the bench's: two apps in one process share
 * one event loop, so they would take turns instead of running side by side as two servers do.
 */
export function startSecondInstance(start: StartInstance): Promise<SecondInstance> {
  const child = fork(CHILD, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const exited = once(child, 'exit')
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.send(CLOSE)
    await exited
  }
  return new Promise((resolve, reject) => {
    child.once('message', (message: InstanceReply) => {
      if (message.kind === 'listening') resolve({ origin: message.origin, close })
      else {
        reject(new Error(`second instance: ${message.error}`))
        child.kill()
      }
    })
    child.once('exit', (code) => reject(new Error(`the second instance exited before it listened (code ${code})`)))
    child.send(start)
  })
}
