import assert from 'node:assert/strict'
import { readdir, readFile } from 'node:fs/promises'
import { test } from 'node:test'
import type { CorpusLabels } from '../../scripts/cv-corpus/labels.ts'
import { HOLDOUT_FILES_DIRECTORY, HOLDOUT_LABELS_FILE } from '../../scripts/cv-holdout/labels.ts'

/**
 * The held-out set is a measurement, not a CI gate (its accuracy is never asserted here); but a
 * file without a label is never measured, and a label without a file breaks the measurement.
 */
test('the held-out labels.json lists every held-out file, once, and nothing else', async () => {
  const labels = JSON.parse(await readFile(HOLDOUT_LABELS_FILE, 'utf8')) as CorpusLabels
  const labelled = labels.documents.map((d) => d.file)
  assert.deepEqual(labelled.length, new Set(labelled).size, 'a file is labelled twice')
  const files = (await readdir(HOLDOUT_FILES_DIRECTORY)).sort()
  assert.deepEqual([...labelled].sort(), files)
})

test('every held-out positive has expected values and every negative has none', async () => {
  const labels = JSON.parse(await readFile(HOLDOUT_LABELS_FILE, 'utf8')) as CorpusLabels
  assert.ok(!Number.isNaN(new Date(labels.today).getTime()), 'labels.today is a date')
  for (const document of labels.documents) {
    if (document.negative === true) assert.equal(document.expected, null, document.file)
    else assert.ok(document.expected !== null && document.expected.full_name !== null, document.file)
  }
})
