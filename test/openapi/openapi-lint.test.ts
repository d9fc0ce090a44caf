import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { buildTestApp, call } from '../helpers/app.ts'

/**
 * The app's own OpenAPI document, as a client downloads it, linted by Redocly with the rules of
 * redocly.yaml: no error, and no warning but the few below, each accepted for its reason.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const REDOCLY = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js')

interface Problem {
  ruleId: string
  severity: 'error' | 'warn'
  message: string
  location: { pointer: string }[]
}

/** Warnings the document keeps on purpose, by rule and place. */
const ACCEPTED: { rule: string; at: string; why: string }[] = [
  // Health probes answer 200 or 503 to anyone, whatever the request: there is no 4xx to declare.
  { rule: 'operation-4xx-response', at: '#/paths/~1healthz/get/responses', why: 'a probe has no client error' },
  { rule: 'operation-4xx-response', at: '#/paths/~1readyz/get/responses', why: 'a probe has no client error' },
  // The specification makes these records undeletable and the routes exist to say so: every
  // call on an existing record is a 409, so no 2xx is ever answered.
  { rule: 'operation-2xx-response', at: '#/paths/~1api~1v1~1audit-logs~1{id}/delete/responses', why: 'always 409 by the spec' },
  { rule: 'operation-2xx-response', at: '#/paths/~1api~1v1~1cv-parsing~1{id}/delete/responses', why: 'always 409 by the spec' },
]

const ctx = await buildTestApp()
after(() => ctx.close())

async function lint(document: unknown): Promise<Problem[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'))
  try {
    const file = path.join(dir, 'openapi.json')
    writeFileSync(file, JSON.stringify(document))
    // Redocly exits non-zero when it finds an error; the report on stdout says which, either way.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [REDOCLY, 'lint', file, '--format=json', '--max-problems=1000', '--config', path.join(ROOT, 'redocly.yaml')],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }))
    return (JSON.parse(stdout) as { problems: Problem[] }).problems
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

test('the OpenAPI document passes the lint with no error and only the accepted warnings', async () => {
  const res = await call(ctx.app, 'GET', '/api/v1/openapi.json')
  assert.equal(res.statusCode, 200)
  const problems = await lint(res.json())

  const accepted = (p: Problem) => ACCEPTED.some((a) => a.rule === p.ruleId && a.at === p.location[0]?.pointer)
  const unexpected = problems.filter((p) => !accepted(p)).map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`)
  assert.deepEqual(unexpected, [])

  // An accepted warning that no longer occurs is taken off the list rather than left to excuse another.
  const stale = ACCEPTED.filter((a) => !problems.some((p) => a.rule === p.ruleId && a.at === p.location[0]?.pointer))
  assert.deepEqual(stale, [])
})
