import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { once } from 'node:events'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts')

test('npm start: first start seeds the demo tenant and prints its login; SIGTERM shuts down cleanly', { timeout: 90_000 }, async (t) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rs-server-'))
  t.after(() => rmSync(dataDir, { recursive: true, force: true }))
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', DATABASE_URL: '', SEED_DEMO: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  t.after(() => {
    if (child.exitCode === null) child.kill('SIGKILL')
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))

  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 80_000)
    child.stdout.on('data', () => {
      const match = /Recruiting service on (http:\/\/[\d.:]+)\/api\/v1/.exec(output)
      if (match && /Demo tenant/.test(output)) {
        clearTimeout(timer)
        resolve(match[1]!)
      }
    })
  })

  const login = JSON.parse(readFileSync(path.join(dataDir, 'demo-login.json'), 'utf8'))
  assert.match(output, new RegExp(`sign in with ${login.email} / ${login.password}`))
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: login.email, password: login.password }),
  })
  assert.equal(res.status, 200)

  child.kill('SIGTERM')
  const [code] = await once(child, 'exit')
  assert.equal(code, 0, output)
  assert.match(output, /shutting down/)
  // Read after exit: a request's log line is written when its response has finished.
  const logLines = output.split('\n').filter((line) => line.startsWith('{'))
  assert.ok(logLines.some((line) => line.includes('/api/v1/auth/login')), 'the sign-in was logged')
  assert.ok(logLines.every((line) => !line.includes(login.password)), 'the log never carries a password')
  await assert.rejects(fetch(`${base}/healthz`), 'no longer accepting connections')
})
