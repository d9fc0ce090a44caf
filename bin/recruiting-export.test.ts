import assert from 'node:assert/strict'
import { execFile, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { call } from '../test/helpers/app.ts'
import { createApiKey } from '../test/helpers/data-api.ts'
import { provisionTenant, type TestTenant } from '../test/helpers/factories.ts'
import { startLiveApp, type LiveApp } from '../packages/sdk/test/live-app.ts'
import { createDataApiClient, DATA_TABLES, type DataTable } from '../packages/sdk/src/index.ts'

/**
 * The export CLI as a user runs it: a child process against the app over HTTP, on a tenant
 * filled with a small demo history.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const CLI = path.join(ROOT, 'bin/recruiting-export.ts')
const ESC = '\u001b'

let live: LiveApp
let tenant: TestTenant
let apiKey: string
/** Rows per table as the Data API counts them. */
const totals = {} as Record<DataTable, number>
/** A pause before every Data API answer, to catch the CLI in the middle of a run. */
let slowMs = 0
const work = mkdtempSync(path.join(tmpdir(), 'export-cli-'))

before(async () => {
  live = await startLiveApp({
    extend: (app) =>
      app.addHook('onRequest', async (request) => {
        if (slowMs > 0 && request.url.startsWith('/api/v1/data/')) await sleep(slowMs)
      }),
  })
  tenant = await provisionTenant(live.app)
  const demo = await call(live.app, 'POST', '/api/v1/settings/demo-data', { token: tenant.admin.token, query: { scale: 0.05 } })
  assert.equal(demo.statusCode, 201, demo.body)
  apiKey = await createApiKey(live.app, tenant.admin.token)
  const data = createDataApiClient({ baseUrl: live.baseUrl, apiKey })
  for (const table of DATA_TABLES) totals[table] = (await data.page(table, { page: 1, page_size: 1 })).total
})
after(async () => {
  await live.close()
  rmSync(work, { recursive: true, force: true })
})

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, RECRUITING_URL: live.baseUrl, RECRUITING_API_KEY: apiKey, ...extra }
}

function runCli(args: string[], extra?: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, env: env(extra) }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    )
  })
}

const lines = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean)

/** CSV records, counted by the quoting rules (a quoted cell may hold line breaks). */
function csvRecords(text: string): number {
  let records = 0
  let quoted = false
  let empty = true
  for (const char of text) {
    if (char === '"') quoted = !quoted
    if (char === '\n' && !quoted) {
      if (!empty) records++
      empty = true
    } else empty = false
  }
  return records + (empty ? 0 : 1)
}

describe('exporting a tenant', () => {
  test('NDJSON, a file per table: as many rows as the Data API counts, each once', async () => {
    const dir = path.join(work, 'ndjson')
    const run = await runCli(['--out-dir', dir])
    assert.equal(run.code, 0, run.stderr)
    assert.ok(Object.values(totals).every((n) => n >= 0) && totals.applications > 0 && totals['stage-transitions'] > 0)
    for (const table of DATA_TABLES) {
      const rows = lines(path.join(dir, `${table}.ndjson`)).map((line) => JSON.parse(line) as { id: string })
      assert.equal(rows.length, totals[table], table)
      assert.equal(new Set(rows.map((r) => r.id)).size, rows.length, table)
    }
    assert.match(
      run.stderr,
      new RegExp(
        `Exported ${Object.values(totals)
          .reduce((a, b) => a + b, 0)
          .toLocaleString('en-US')} rows`,
      ),
    )
  })

  test('CSV, a file per table: a header and a record per row, cells quoted by the library', async () => {
    const dir = path.join(work, 'csv')
    const run = await runCli(['--out-dir', dir, '--format', 'csv'])
    assert.equal(run.code, 0, run.stderr)
    for (const table of DATA_TABLES) {
      const text = readFileSync(path.join(dir, `${table}.csv`), 'utf8')
      assert.equal(csvRecords(text), totals[table] + (totals[table] > 0 ? 1 : 0), table)
    }
    const header = readFileSync(path.join(dir, 'applications.csv'), 'utf8').split('\n')[0]!
    assert.match(header, /^id,/)
    assert.ok(header.split(',').includes('candidate_id'))
  })

  test('one table to standard output, and several into one NDJSON file tagged by table', async () => {
    const piped = await runCli(['--table', 'jobs', '--quiet'])
    assert.equal(piped.code, 0, piped.stderr)
    assert.equal(piped.stdout.split('\n').filter(Boolean).length, totals.jobs)
    assert.equal(piped.stderr, '')

    const file = path.join(work, 'two.ndjson')
    const run = await runCli(['--table', 'jobs', '--table', 'offers', '--out', file])
    assert.equal(run.code, 0, run.stderr)
    const tagged = lines(file).map((line) => JSON.parse(line) as { table: string; row: { id: string } })
    assert.equal(tagged.filter((l) => l.table === 'jobs').length, totals.jobs)
    assert.equal(tagged.filter((l) => l.table === 'offers').length, totals.offers)
  })
})

describe('a run killed half-way', () => {
  for (const [label, target, extra] of [
    ['CSV files per table', 'dir', ['--format', 'csv']],
    ['one NDJSON file', 'file', []],
  ] as const) {
    test(`${label}: the same command resumes from the checkpoint and writes the same files as a run left alone`, async () => {
      const name = label.replace(/\W+/g, '-')
      const where = (tag: string) =>
        target === 'dir' ? ['--out-dir', path.join(work, `${name}-${tag}`)] : ['--out', path.join(work, `${name}-${tag}.ndjson`)]
      const args = (tag: string) => [...where(tag), '--table', 'candidates', '--table', 'applications', '--page-size', '5', ...extra]

      const whole = await runCli(args('whole'))
      assert.equal(whole.code, 0, whole.stderr)

      const state =
        target === 'dir' ? path.join(work, `${name}-cut`, '.export-state.json') : path.join(work, `${name}-cut.ndjson.export-state.json`)
      slowMs = 40
      const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args('cut')], { cwd: ROOT, env: env(), stdio: 'ignore' })
      const exited = new Promise((resolve) => child.once('exit', resolve))
      // Killed once a few pages of the second table are written: one table done, one cut short.
      const deadline = Date.now() + 60_000
      for (;;) {
        await sleep(20)
        const tables = existsSync(state) ? (JSON.parse(readFileSync(state, 'utf8')).run?.tables ?? {}) : {}
        if ((tables.applications?.pagesDone ?? 0) >= 2) break
        assert.ok(child.exitCode === null && Date.now() < deadline, 'the run ended before it could be killed')
      }
      child.kill('SIGKILL')
      await exited
      slowMs = 0
      const cut = JSON.parse(readFileSync(state, 'utf8'))
      assert.equal(cut.run.tables.candidates.done, true)
      assert.equal(cut.run.tables.applications.done, false)

      const resumed = await runCli(args('cut'))
      assert.equal(resumed.code, 0, resumed.stderr)
      assert.match(resumed.stderr, /candidates: already exported/)
      assert.match(resumed.stderr, /applications: resuming after page \d+/)

      const files = (tag: string) =>
        target === 'dir'
          ? readdirSync(path.join(work, `${name}-${tag}`))
              .filter((f) => !f.startsWith('.'))
              .sort()
          : ['']
      assert.deepEqual(files('cut'), files('whole'))
      for (const file of files('whole')) {
        const read = (tag: string) =>
          readFileSync(target === 'dir' ? path.join(work, `${name}-${tag}`, file) : path.join(work, `${name}-${tag}.ndjson`), 'utf8')
        assert.equal(read('cut'), read('whole'), file)
      }
      assert.equal(JSON.parse(readFileSync(state, 'utf8')).run, undefined)
    })
  }
})

test('an incremental run writes only the rows changed since the last run', async () => {
  const dir = path.join(work, 'incremental')
  const first = await runCli(['--out-dir', dir, '--incremental'])
  assert.equal(first.code, 0, first.stderr)
  assert.equal(lines(path.join(dir, 'candidates.ndjson')).length, totals.candidates)

  const candidates = (await call(live.app, 'GET', '/api/v1/candidates', { token: tenant.admin.token, query: { page_size: 2 } })).json()
    .items
  // A rating each candidate does not have yet: an update that changes nothing leaves the row as it was.
  const rated = new Map<string, number>(
    candidates.map((c: { id: string; star_rating: number | null }) => [c.id, c.star_rating === 5 ? 4 : 5]),
  )
  for (const [id, star_rating] of rated) {
    const res = await call(live.app, 'PUT', `/api/v1/candidates/${id}`, { token: tenant.admin.token, body: { star_rating } })
    assert.equal(res.statusCode, 200, res.body)
  }
  const second = await runCli(['--out-dir', dir, '--incremental'])
  assert.equal(second.code, 0, second.stderr)
  const changed = lines(path.join(dir, 'candidates.ndjson')).map((line) => JSON.parse(line) as { id: string; star_rating: number })
  assert.deepEqual(changed.map((c) => c.id).sort(), candidates.map((c: { id: string }) => c.id).sort())
  assert.ok(changed.every((c) => c.star_rating === rated.get(c.id)))
  for (const table of DATA_TABLES.filter((t) => t !== 'candidates')) assert.equal(lines(path.join(dir, `${table}.ndjson`)).length, 0, table)
})

describe('progress', () => {
  test('on a terminal: a line redrawn in place with a bar, rows, pages and the time left', async () => {
    const dir = path.join(work, 'tty')
    const command = [process.execPath, '--import', 'tsx', CLI, '--out-dir', dir, '--table', 'applications', '--page-size', '10']
      .map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`)
      .join(' ')
    // util-linux `script` runs the command on a pseudo-terminal and copies what it shows. Its
    // own input is closed: with an open pipe there it would wait for that pipe to end.
    const shown = await new Promise<string>((resolve, reject) => {
      const child = spawn('script', ['-qefc', command, '/dev/null'], { cwd: ROOT, env: env(), stdio: ['ignore', 'pipe', 'inherit'] })
      let text = ''
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()))
      child.once('error', reject)
      child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`script exited with ${code}: ${text}`))))
    })
    // Each redraw goes back to the start of the line and clears it.
    const redraws = shown.split(`\r${ESC}[2K`).slice(1)
    assert.ok(redraws.length >= 2, JSON.stringify(shown))
    assert.ok(redraws.some((line) => /^applications\s+[█░]{20}\s+\d+%\s+[\d,]+\/[\d,]+ rows\s+\d+\/\d+ pages\s+ETA /.test(line)))
    assert.match(shown, new RegExp(`applications\\s+done: ${totals.applications.toLocaleString('en-US')} rows in \\d+ pages`))
  })

  test('elsewhere: plain lines, no control characters', async () => {
    const run = await runCli(['--out-dir', path.join(work, 'plain'), '--table', 'jobs'])
    assert.equal(run.code, 0, run.stderr)
    assert.ok(!run.stderr.includes(ESC) && !run.stderr.includes('\r'), JSON.stringify(run.stderr))
    assert.match(run.stderr, /^jobs: exporting into .*jobs\.ndjson$/m)
    assert.match(run.stderr, new RegExp(`^jobs: done, ${totals.jobs} rows in \\d+ pages$`, 'm'))
  })
})

describe('errors name their cause with the service’s detail', () => {
  test('a bad key', async () => {
    const run = await runCli(['--table', 'jobs'], { RECRUITING_API_KEY: 'rk_live_wrong' })
    assert.equal(run.code, 1)
    assert.match(run.stderr, /The API key was refused \(401 invalid_api_key\): the service says: ".+"/)
  })

  test('a key in the URL', async () => {
    const run = await runCli(['--table', 'jobs', '--url', `${live.baseUrl}/?key=${apiKey}`])
    assert.equal(run.code, 1)
    assert.match(run.stderr, /The URL carries an API key \(400 api_key_in_url\): the service says: ".+"/)
    assert.match(run.stderr, /revoke that key/)
  })

  test('a reversed range', async () => {
    const run = await runCli(['--table', 'jobs', '--from', '2026-02-01', '--to', '2026-01-01'])
    assert.equal(run.code, 1)
    assert.match(run.stderr, /The range of days was refused \(422 invalid_range\): the service says: ".*2026-02-01.*"/)
  })

  test('a mistake on the command line', async () => {
    const run = await runCli(['--table', 'everything'])
    assert.equal(run.code, 2)
    assert.match(run.stderr, /no table named everything; the tables are candidates, jobs/)
  })
})
