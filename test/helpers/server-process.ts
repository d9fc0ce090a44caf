import { spawn, type ChildProcessByStdio } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { TestContext } from 'node:test'
import { fileURLToPath } from 'node:url'

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/server.ts')

export interface ServerProcess {
  child: ChildProcessByStdio<null, Readable, Readable>
  /** Where it listens: `http://127.0.0.1:port`. */
  origin: string
  /** `origin` followed by `/api/v1`. */
  api: string
  /** Everything it has printed so far, standard output and error together. */
  output(): string
  /** Sends `signal` and answers the exit code once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

export interface ServerProcessOptions {
  /** Added to this process's environment; `PORT` is 0 unless set here. */
  env?: Record<string, string>
  /** Also waits until the output matches this (a line printed after the listening one). */
  waitFor?: RegExp
  /** How long the start may take before the test fails with what was printed. */
  timeoutMs?: number
  /** Node's arguments, by default `--import tsx src/server.ts`; `['dist/server.js']` for a build. */
  args?: string[]
  /** The working directory, by default this one. */
  cwd?: string
}

/**
 * The service as `npm start` runs it, `src/server.ts` in a process of its own, resolved once it
 * prints "Recruiting service on …" (and `waitFor`, when given). Killed when the test ends, if
 * still running.
 */
export async function startServer(
  t: Pick<TestContext, 'after'>,
  { env = {}, waitFor, timeoutMs = 60_000, args = ['--import', 'tsx', SERVER], cwd }: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: '0', ...env },
    ...(cwd ? { cwd } : {}),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  t.after(() => {
    if (child.exitCode === null) child.kill('SIGKILL')
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), timeoutMs)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited (${code}) before it started:\n${output}`))
    })
    child.stdout.on('data', () => {
      const match = /Recruiting service on (http:\/\/[\d.:]+)\/api\/v1/.exec(output)
      if (match && (!waitFor || waitFor.test(output))) {
        clearTimeout(timer)
        resolve(match[1]!)
      }
    })
  })
  return {
    child,
    origin,
    api: `${origin}/api/v1`,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      child.kill(signal)
      const [code] = (await once(child, 'exit')) as [number | null]
      return code
    },
  }
}
