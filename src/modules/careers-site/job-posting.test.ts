import assert from 'node:assert/strict'
import { test } from 'node:test'
import fc from 'fast-check'
import { jsonForScript } from './job-posting.ts'

test('JSON for a script element: nothing in it can end the element or open a comment, and it parses back unchanged', () => {
  const risky = fc.constantFrom('</script>', '<!--', '-->', '<script>', '&', '\u2028', '\u2029', '</SCRIPT ', ']]>')
  const text = fc.array(fc.oneof(risky, fc.string()), { maxLength: 8 }).map((parts) => parts.join(''))
  fc.assert(
    fc.property(fc.array(fc.tuple(text, text), { maxLength: 5 }), (value) => {
      const json = jsonForScript(value)
      assert.doesNotMatch(json, /[<>\u2028\u2029]/)
      assert.deepEqual(JSON.parse(json), value)
    }),
    { numRuns: 300 },
  )
})
