import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { test } from 'node:test'
import { buildTestApp } from '../../../test/helpers/app.ts'
import { renderSchema, SCHEMA_FILE } from '../codegen/render-schema.ts'

/**
 * The SDK's checked-in types are what the app's OpenAPI document generates today: a route or
 * schema changed without `npm run sdk:generate` fails here. The test app stands in for the
 * generator's own (codegen/app-document.ts): the settings they differ in (rate limits, the
 * public address) do not reach the generated types.
 */
test('packages/sdk/src/schema.d.ts matches the app’s OpenAPI document', async (t) => {
  const ctx = await buildTestApp(t)
  const expected = await renderSchema(ctx.app.swagger())
  const checkedIn = await readFile(SCHEMA_FILE, 'utf8')
  if (checkedIn === expected) return
  const want = expected.split('\n')
  const have = checkedIn.split('\n')
  const line = want.findIndex((text, i) => text !== have[i])
  assert.fail(
    `${SCHEMA_FILE} is out of date: run \`npm run sdk:generate\` and commit the result.\n` +
      `First difference, line ${line + 1}:\n  generated:  ${want[line]}\n  checked in: ${have[line]}`,
  )
})
