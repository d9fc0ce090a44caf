import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test, type TestContext } from 'node:test'
import { startServer } from '../test/helpers/server-process.ts'

/** `npm start` on a data folder, resolved once it prints where it listens and the demo login. */
const start = (t: TestContext, dataDir: string) =>
  startServer(t, {
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '', SEED_DEMO: '' },
    waitFor: /Demo tenant/,
    timeoutMs: 120_000,
  })

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
    const applications = await applicationsOf(first.origin, login.email, login.password)
    const total = await applications()
    assert.ok(total >= 900, `the demo tenant has a living history (${total} applications)`)
    assert.ok((await applications('&status=hired')) > 0, 'with people hired')
    assert.ok((await applications('&status=active')) > 0, 'and people still in the pipeline')
    // The demo company's career site is published, and the banner says where.
    const careersUrl = /^Demo career site: (http:\S+)$/m.exec(first.output())?.[1]
    assert.equal(careersUrl, `${first.origin}/careers/demo-company`, first.output())
    const careers = await fetch(careersUrl)
    assert.equal(careers.status, 200)
    const html = await careers.text()
    assert.match(html, /Demo Company/)
    assert.match(html, /<a href="\/careers\/demo-company\/jobs\/[^"]+">/, 'with its open jobs')

    assert.equal(await first.stop(), 0, first.output())
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
    await assert.rejects(fetch(`${first.origin}/healthz`), 'no longer accepting connections')

    const later = await start(t, dataDir)
    assert.match(later.output(), new RegExp(`sign in with ${login.email} / ${login.password}`), 'the same login is printed again')
    assert.doesNotMatch(later.output(), /First start/)
    assert.match(later.output(), /^Demo career site: http:\S+\/careers\/demo-company$/m, 'the careers URL is printed again')
    assert.equal(await (await applicationsOf(later.origin, login.email, login.password))(), total, 'the demo is not written twice')
    assert.equal(await later.stop(), 0, later.output())
  },
)
