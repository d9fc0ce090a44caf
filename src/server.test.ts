import assert from 'node:assert/strict'
import { spawn, type ChildProcessByStdio } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { once } from 'node:events'
import type { Readable } from 'node:stream'
import { test, type TestContext } from 'node:test'
import { fileURLToPath } from 'node:url'

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts')

interface Started {
  child: ChildProcessByStdio<null, Readable, Readable>
  base: string
  output: () => string
}

/** `npm start` on a data folder, resolved once it prints where it listens and the demo login. */
async function start(t: TestContext, dataDir: string): Promise<Started> {
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
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000)
    child.stdout.on('data', () => {
      const match = /Recruiting service on (http:\/\/[\d.:]+)\/api\/v1/.exec(output)
      if (match && /Demo tenant/.test(output)) {
        clearTimeout(timer)
        resolve(match[1]!)
      }
    })
  })
  return { child, base, output: () => output }
}

async function applicationsOf(base: string, email: string, password: string) {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  assert.equal(res.status, 200)
  const { access_token: token } = (await res.json()) as { access_token: string }
  return async (query = '') => {
    const list = await fetch(`${base}/api/v1/applications?page_size=1${query}`, { headers: { authorization: `Bearer ${token}` } })
    assert.equal(list.status, 200)
    return ((await list.json()) as { total: number }).total
  }
}

async function stop({ child }: Started) {
  child.kill('SIGTERM')
  const [code] = await once(child, 'exit')
  return code
}

// The first start writes the whole demo history (about ten seconds on the embedded database);
// the limits leave room for a busy machine.
test(
  'npm start: first start seeds the demo tenant with its history and prints its login; SIGTERM shuts down cleanly; a later start keeps the tenant as it is',
  { timeout: 300_000 },
  async (t) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rs-server-'))
    t.after(() => rmSync(dataDir, { recursive: true, force: true }))
    const first = await start(t, dataDir)

    const login = JSON.parse(readFileSync(path.join(dataDir, 'demo-login.json'), 'utf8'))
    assert.match(first.output(), new RegExp(`sign in with ${login.email} / ${login.password}`))
    assert.match(first.output(), /First start: filling the demo tenant/)
    const applications = await applicationsOf(first.base, login.email, login.password)
    const total = await applications()
    assert.ok(total >= 900, `the demo tenant has a living history (${total} applications)`)
    assert.ok((await applications('&status=hired')) > 0, 'with people hired')
    assert.ok((await applications('&status=active')) > 0, 'and people still in the pipeline')

    assert.equal(await stop(first), 0, first.output())
    const output = first.output()
    assert.match(output, /shutting down/)
    // Read after exit: a request's log line is written when its response has finished.
    const logLines = output.split('\n').filter((line) => line.startsWith('{'))
    assert.ok(
      logLines.some((line) => line.includes('/api/v1/auth/login')),
      'the sign-in was logged',
    )
    assert.ok(
      logLines.every((line) => !line.includes(login.password)),
      'the log never carries a password',
    )
    await assert.rejects(fetch(`${first.base}/healthz`), 'no longer accepting connections')

    const later = await start(t, dataDir)
    assert.match(later.output(), new RegExp(`sign in with ${login.email} / ${login.password}`), 'the same login is printed again')
    assert.doesNotMatch(later.output(), /First start/)
    assert.equal(await (await applicationsOf(later.base, login.email, login.password))(), total, 'the demo is not written twice')
    assert.equal(await stop(later), 0, later.output())
  },
)
