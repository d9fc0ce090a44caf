import assert from 'node:assert/strict'
import { readdir, readFile } from 'node:fs/promises'
import { test } from 'node:test'
import { FILES_DIRECTORY, LABELS_FILE, type CorpusLabels } from '../../scripts/cv-corpus/labels.ts'

/** A file without a label is never measured, and a label without a file breaks the measurement: both are mistakes. */
test('labels.json lists every corpus file, once, and nothing else', async () => {
  const labels = JSON.parse(await readFile(LABELS_FILE, 'utf8')) as CorpusLabels
  const labelled = labels.documents.map((d) => d.file)
  assert.deepEqual(labelled.length, new Set(labelled).size, 'a file is labelled twice')
  const files = (await readdir(FILES_DIRECTORY)).sort()
  assert.deepEqual([...labelled].sort(), files)
})

test('every positive document has expected values and every negative has none', async () => {
  const labels = JSON.parse(await readFile(LABELS_FILE, 'utf8')) as CorpusLabels
  assert.ok(!Number.isNaN(new Date(labels.today).getTime()), 'labels.today is a date')
  for (const document of labels.documents) {
    if (document.negative === true) assert.equal(document.expected, null, document.file)
    else assert.ok(document.expected !== null && document.expected.full_name !== null, document.file)
  }
})
