import assert from 'node:assert/strict'
import { test } from 'node:test'
import { measureAccuracy } from '../../scripts/cv-corpus/accuracy.ts'
import { formatReport } from '../../scripts/cv-corpus/report-text.ts'

/**
 * The CI gate for CV parsing: every target of `npm run cv-accuracy` holds on the labelled corpus.
 * One assertion a target, so a failure names the field; the message carries the full table with
 * every miss, which is what the engineer fixing it needs first.
 */
test('CV parsing meets its accuracy targets on the labelled corpus', { timeout: 300_000 }, async (t) => {
  const report = await measureAccuracy()
  const table = formatReport(report, { verbose: true })
  for (const target of report.targets) {
    await t.test(target.name, () => {
      assert.ok(target.met, `${target.name}: ${target.value.toFixed(3)} is below ${target.threshold}\n\n${table}`)
    })
  }
})
