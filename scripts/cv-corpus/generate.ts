/**
 * `npm run cv-corpus`: writes the labelled CV corpus, test/cv-corpus/files/* and
 * test/cv-corpus/labels.json, from a fixed seed. Running it twice gives the same bytes, so the
 * committed corpus changes only when this code does. Stale files in files/ are removed.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { format } from 'prettier'
import { buildPositive } from './build-positive.ts'
import { FILES_DIRECTORY, LABELS_FILE, type CorpusLabels, type DocumentLabel } from './labels.ts'
import { TODAY_ISO } from './months.ts'
import { makeNegatives } from './negatives.ts'
import { POSITIVES } from './plan.ts'
import { createRandom } from './random.ts'

const SEED = 20261101

await mkdir(FILES_DIRECTORY, { recursive: true })
for (const stale of await readdir(FILES_DIRECTORY)) await rm(new URL(stale, FILES_DIRECTORY))

const documents: DocumentLabel[] = []
let bytesWritten = 0
for (const [index, plan] of POSITIVES.entries()) {
  // Each document draws from its own stream, so editing one plan line leaves the others alone.
  const { bytes, label } = await buildPositive(createRandom(SEED + index * 1009), plan)
  await writeFile(new URL(plan.file, FILES_DIRECTORY), bytes)
  bytesWritten += bytes.length
  documents.push(label)
}
for (const negative of await makeNegatives(createRandom(SEED - 1))) {
  await writeFile(new URL(negative.file, FILES_DIRECTORY), negative.bytes)
  bytesWritten += negative.bytes.length
  documents.push({
    file: negative.file,
    format: negative.format,
    language: null,
    layout: negative.layout,
    negative: true,
    expected_reason: negative.reason,
    expected: null,
  })
}

const labels: CorpusLabels = { today: TODAY_ISO, seed: SEED, documents }
// Written as prettier would format it, so `prettier --check` passes on the committed file.
await writeFile(LABELS_FILE, await format(JSON.stringify(labels), { parser: 'json', printWidth: 140 }))
const negatives = documents.filter((d) => d.negative === true).length
console.log(
  `cv-corpus: ${documents.length - negatives} positive and ${negatives} negative files, ${bytesWritten} bytes, labels in test/cv-corpus/labels.json`,
)
