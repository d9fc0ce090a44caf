import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { PLATFORM_TOKEN } from '../../../test/helpers/app.ts'
import { createTestDatabase } from '../../../test/helpers/database.ts'
import { startServer } from '../../../test/helpers/server-process.ts'
import { startReceiver } from '../../../test/helpers/webhooks.ts'

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
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256',
    PLATFORM_ADMIN_TOKEN: PLATFORM_TOKEN,
    WEBHOOKS_ALLOW_PRIVATE: 'true',
  }
  const receiver = await startReceiver()
  t.after(() => receiver.close())
  // Down in the way that keeps deliveries pending longest: every attempt hangs until its 10 s
  // deadline. A receiver answering 503 would push the third attempt five minutes away whenever
  // creating the jobs takes over five seconds on a busy machine.
  receiver.answer = 'hang'

  const first = await startServer(t, { env })
  const code = `crash${Date.now()}`
  await post(`${first.api}/platform/tenants`, PLATFORM_TOKEN, {
    name: 'Crash test',
    code,
    admin_email: `admin@${code}.example`,
    admin_password: 'correct horse battery',
    admin_full_name: 'Ada Admin',
  })
  const login = await fetch(`${first.api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `admin@${code}.example`, password: 'correct horse battery' }),
  })
  const token = ((await login.json()) as { access_token: string }).access_token
  const hook = await post(`${first.api}/webhooks`, token, { url: receiver.url, events: ['job.created'] })
  receiver.secrets.push(hook.secret as string)
  const jobs = 20
  for (let i = 0; i < jobs; i++) await post(`${first.api}/jobs`, token, { title: `Job ${i}` })

  // Killed with every delivery pending: some waiting for their retry, some perhaps mid-attempt.
  await first.stop('SIGKILL')
  assert.equal(receiver.events().length, 0, 'nothing was received before the crash')
  receiver.answer = 204

  const second = await startServer(t, { env })
  // A task held by the killed process runs again once its lease (30 s) has run out.
  const events = await receiver.waitFor('job.created', jobs, 120_000)
  await receiver.waitFor('ping')
  assert.equal(new Set(events.map((e) => e.data.id)).size, jobs, 'every job announced once')

  await second.stop()
  await database?.close()
})
