import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, test, type TestContext } from 'node:test'
import { fileURLToPath } from 'node:url'
import { pdfCv } from '../helpers/cv-files.ts'
import { freshPostgresDatabase } from '../helpers/fresh-postgres.ts'
import { runNode } from '../helpers/run-node.ts'
import { startServer, type ServerProcess } from '../helpers/server-process.ts'

// The Dockerfile's steps on a clean copy, for machines where no container can run (see the
// README, "Deploying"): copy what the build stage copies, `npm run build`, then beside `dist/`
// only production dependencies, as `npm ci --omit=dev` installs them, and `node dist/server.js`.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const CACHE = path.join(ROOT, '.test-cache')
// What the Dockerfile's build stage copies (besides the dependencies it installs).
const BUILD_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'src']
const ADMIN_TOKEN = randomBytes(24).toString('base64url')

function npm(args: string[], cwd: string): void {
  const run = spawnSync('npm', args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } })
  assert.equal(run.status, 0, `npm ${args.join(' ')} in ${cwd} failed:\n${run.stdout}\n${run.stderr}`)
}

/**
 * `npm ci --omit=dev` of this lockfile, installed once per lockfile and kept in .test-cache: the
 * install needs the registry and takes a while, and its result depends on nothing else.
 */
function productionDependencies(): string {
  const lock = createHash('sha256')
  for (const file of ['package.json', 'package-lock.json']) lock.update(readFileSync(path.join(ROOT, file)))
  const dir = path.join(CACHE, `production-modules-${lock.digest('hex').slice(0, 16)}`)
  if (existsSync(dir)) return path.join(dir, 'node_modules')
  // Installed aside and renamed, so a run alongside never sees half an install.
  const partial = `${dir}.${process.pid}.${randomBytes(4).toString('hex')}`
  mkdirSync(partial, { recursive: true })
  for (const file of ['package.json', 'package-lock.json']) cpSync(path.join(ROOT, file), path.join(partial, file))
  npm(['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], partial)
  try {
    renameSync(partial, dir)
  } catch {
    rmSync(partial, { recursive: true, force: true }) // another run got there first
  }
  return path.join(dir, 'node_modules')
}

/** The runtime stage: package files, the build's `dist/` and production dependencies only. */
function buildRuntime(work: string): string {
  const build = path.join(work, 'build')
  for (const input of BUILD_INPUTS) cpSync(path.join(ROOT, input), path.join(build, input), { recursive: true })
  // The build stage installs every dependency; the ones installed here are the same lockfile's.
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(build, 'node_modules'), 'dir')
  npm(['run', 'build'], build)

  const app = path.join(work, 'app')
  for (const file of ['package.json', 'package-lock.json']) cpSync(path.join(build, file), path.join(app, file))
  cpSync(path.join(build, 'dist'), path.join(app, 'dist'), { recursive: true })
  symlinkSync(productionDependencies(), path.join(app, 'node_modules'), 'dir')
  return app
}

// As in the image, less what a test cannot share: a loopback address, a port of its own.
function productionEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    PLATFORM_ADMIN_TOKEN: ADMIN_TOKEN,
    DATABASE_URL: '',
    SEED_DEMO: 'false',
    MIGRATE_ON_START: '',
    LOG_LEVEL: 'warn',
    ...extra,
  }
}

/** What a self-hoster tries first: ready, the API reference, a tenant, a CV read (in the compiled worker). */
async function assertServes(server: ServerProcess): Promise<void> {
  assert.equal((await fetch(`${server.origin}/readyz`)).status, 200, server.output())
  assert.equal((await fetch(`${server.origin}/docs/`)).status, 200, 'the API reference and its assets')
  const json = { 'content-type': 'application/json' }
  const tenant = await fetch(`${server.api}/platform/tenants`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${ADMIN_TOKEN}` },
    body: JSON.stringify({
      name: 'Acme',
      code: 'acme',
      admin_email: 'hr@acme.example',
      admin_password: 'a long password',
      admin_full_name: 'Hana',
    }),
  })
  assert.equal(tenant.status, 201, await tenant.text())
  const login = await fetch(`${server.api}/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'hr@acme.example', password: 'a long password' }),
  })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const form = new FormData()
  const pdf = await pdfCv([
    { text: 'Nguyễn Văn An', size: 18 },
    { text: 'an.nguyen@example.com' },
    { text: 'Skills: TypeScript, PostgreSQL' },
  ])
  form.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'cv.pdf')
  const parsed = await fetch(`${server.api}/cv-parsing`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
  const body = (await parsed.json()) as { status: string; extracted: { email: string | null } }
  assert.equal(parsed.status, 201, JSON.stringify(body))
  assert.equal(body.status, 'parsed', JSON.stringify(body))
  assert.equal(body.extracted.email, 'an.nguyen@example.com')
}

describe('the production build: `npm run build`, production dependencies only, `node dist/server.js`', () => {
  let work: string
  let app: string
  before(() => {
    work = mkdtempSync(path.join(tmpdir(), 'rs-production-'))
    app = buildRuntime(work)
  })
  after(() => rmSync(work, { recursive: true, force: true }))

  test(
    'on the embedded database: starts from dist/, answers /readyz, serves, and stops cleanly on SIGTERM',
    { timeout: 120_000 },
    async (t) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'rs-production-data-'))
      t.after(() => rmSync(dataDir, { recursive: true, force: true }))
      assert.ok(
        !existsSync(path.join(app, 'src')) && !existsSync(path.join(app, 'node_modules', 'typescript')),
        'no source, no dev dependency',
      )
      const server = await startServer(t, { cwd: app, args: ['dist/server.js'], env: productionEnv(dataDir) })
      await assertServes(server)
      assert.equal(await server.stop(), 0, server.output())
    },
  )

  test(
    'on PostgreSQL: `node dist/migrate.js` as the release step, then `node dist/server.js` with MIGRATE_ON_START=false',
    { timeout: 120_000, skip: process.env.TEST_DATABASE_URL ? false : 'TEST_DATABASE_URL is not set' },
    async (t: TestContext) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'rs-production-data-'))
      t.after(() => rmSync(dataDir, { recursive: true, force: true }))
      const env = productionEnv(dataDir, { DATABASE_URL: await freshPostgresDatabase(t, process.env.TEST_DATABASE_URL!) })
      const migrated = await runNode(['dist/migrate.js'], { cwd: app, env })
      assert.equal(migrated.code, 0, migrated.output)
      assert.match(migrated.output, /up to date/)
      const server = await startServer(t, { cwd: app, args: ['dist/server.js'], env: { ...env, MIGRATE_ON_START: 'false' } })
      await assertServes(server)
      assert.equal(await server.stop(), 0, server.output())
    },
  )
})
