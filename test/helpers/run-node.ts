import { spawn } from 'node:child_process'

export interface NodeRun {
  /** The exit code; null when the run was killed (after its time ran out). */
  code: number | null
  /** Standard output and error together, as printed. */
  output: string
}

/** Runs `node <args>` to its end (a command, not a server) and answers its exit code and output. */
export function runNode(
  args: string[],
  { env = {}, cwd, timeoutMs = 120_000 }: { env?: Record<string, string>; cwd?: string; timeoutMs?: number } = {},
): Promise<NodeRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(cwd ? { cwd } : {}),
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}
