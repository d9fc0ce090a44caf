import assert from 'node:assert/strict'
import { spawn, type ChildProcessByStdio } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { test, type TestContext } from 'node:test'
import { fileURLToPath } from 'node:url'
import { PLATFORM_TOKEN } from '../../../test/helpers/app.ts'
import { createTestDatabase } from '../../../test/helpers/database.ts'
import { startReceiver } from '../../../test/helpers/webhooks.ts'

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server.ts')

/** The service as `npm start` runs it, in a process of its own that the test can kill. */
async function startServer(t: TestContext, env: Record<string, string>) {
  const child: ChildProcessByStdio<null, Readable, Readable> = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  t.after(() => {
    if (child.exitCode === null) child.kill('SIGKILL')
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000)
    child.stdout.on('data', () => {
      const match = /Recruiting service on (http:\/\/[\d.:]+)\/api\/v1/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(`${match[1]}/api/v1`)
      }
    })
  })
  return { child, base }
}

async function post(url: string, token: string, body: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  assert.ok(res.ok, `${url}: ${res.status} ${await res.clone().text()}`)
  return (await res.json()) as Record<string, unknown>
}

test('the service killed with deliveries pending: after a restart every event is delivered', { timeout: 180_000 }, async (t) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rs-crash-'))
  t.after(() => rmSync(dataDir, { recursive: true, force: true }))
  // On PostgreSQL a database of its own; the server connects to it by URL.
  const database = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256',
    PLATFORM_ADMIN_TOKEN: PLATFORM_TOKEN,
    WEBHOOKS_ALLOW_PRIVATE: 'true',
  }
  const receiver = await startReceiver()
  t.after(() => receiver.close())
  receiver.answer = 503

  const first = await startServer(t, env)
  const code = `crash${Date.now()}`
  await post(`${first.base}/platform/tenants`, PLATFORM_TOKEN, {
    name: 'Crash test',
    code,
    admin_email: `admin@${code}.example`,
    admin_password: 'correct horse battery',
    admin_full_name: 'Ada Admin',
  })
  const login = await fetch(`${first.base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `admin@${code}.example`, password: 'correct horse battery' }),
  })
  const token = ((await login.json()) as { access_token: string }).access_token
  const hook = await post(`${first.base}/webhooks`, token, { url: receiver.url, events: ['job.created'] })
  receiver.secrets.push(hook.secret as string)
  const jobs = 20
  for (let i = 0; i < jobs; i++) await post(`${first.base}/jobs`, token, { title: `Job ${i}` })

  // Killed with every delivery pending: some waiting for their retry, some perhaps mid-attempt.
  first.child.kill('SIGKILL')
  await once(first.child, 'exit')
  assert.equal(receiver.events().length, 0, 'nothing was received before the crash')
  receiver.answer = 204

  const second = await startServer(t, env)
  // A task held by the killed process runs again once its lease (30 s) has run out.
  const events = await receiver.waitFor('job.created', jobs, 120_000)
  await receiver.waitFor('ping')
  assert.equal(new Set(events.map((e) => e.data.id)).size, jobs, 'every job announced once')

  second.child.kill('SIGTERM')
  await once(second.child, 'exit')
  await database?.close()
})
