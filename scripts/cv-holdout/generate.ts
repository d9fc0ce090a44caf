/**
 * `npm run cv-holdout`: writes the held-out CV set, test/cv-holdout/files/* and labels.json.
 *
 * Written without sight of the extractor, its dictionary or the corpus generator's vocabulary and
 * plan (see test/cv-holdout/README.md). Deterministic: no randomness but a seeded speckle, fixed
 * PDF and DOCX dates, so the same code writes the same bytes. Every label is computed from the
 * facts the document prints (experience from the job months, never typed), and each document's
 * text is checked against its label before anything is written.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { format } from 'prettier'
import type { CorpusLabels, DocumentLabel } from '../cv-corpus/labels.ts'
import { fold } from '../cv-corpus/normalise.ts'
import { DOCX_DOCUMENTS } from './cvs-docx.ts'
import { PDF_DOCUMENTS } from './cvs-pdf.ts'
import { TEXT_DOCUMENTS } from './cvs-text.ts'
import type { Built, HoldoutDocument } from './document.ts'
import { HOLDOUT_FILES_DIRECTORY, HOLDOUT_LABELS_FILE } from './labels.ts'
import { e164Of, expectedOf, TODAY } from './model.ts'
import { NEGATIVES } from './negatives.ts'

/** The seed of the only random thing in the set, the scanned page's speckle. */
const SEED = 20261012

const POSITIVES: HoldoutDocument[] = [...PDF_DOCUMENTS, ...DOCX_DOCUMENTS, ...TEXT_DOCUMENTS]

/** What the label claims must be in the document as printed; anything else is a generator bug. */
function selfCheck(document: HoldoutDocument, built: Built): string[] {
  const text = built.texts.join('\n').normalize('NFC')
  const lower = text.toLocaleLowerCase('vi')
  const { person } = document
  const problems: string[] = []
  const need = (value: string, what: string): void => {
    if (!lower.includes(value.normalize('NFC').toLocaleLowerCase('vi'))) problems.push(`${what} "${value}" is not in the text`)
  }
  need(person.fullName, 'name')
  need(person.email, 'e-mail')
  need(document.phoneText, 'phone')
  if (e164Of(document.phoneText) !== person.phone) problems.push(`phone ${document.phoneText} is not ${person.phone}`)
  if (!/^\+84(3|5|7|8|9)\d{8}$/.test(person.phone)) problems.push(`phone ${person.phone} is not a Vietnamese mobile number`)
  for (const job of person.jobs) {
    need(job.title, 'job title')
    need(job.company, 'company')
  }
  for (const entry of person.education) {
    need(entry.institution, 'institution')
    if (entry.end_year !== null) need(String(entry.end_year), 'end year')
  }
  if (person.jobs.length < 1 || person.jobs.length > 4) problems.push(`${person.jobs.length} jobs`)
  if (person.education.length < 1 || person.education.length > 2) problems.push(`${person.education.length} education entries`)
  if (person.skills.length < 4 || person.skills.length > 12) problems.push(`${person.skills.length} skills`)
  if (new Set(person.skills.map(fold)).size !== person.skills.length) problems.push('a skill is labelled twice')
  return problems
}

await rm(HOLDOUT_FILES_DIRECTORY, { recursive: true, force: true })
await mkdir(HOLDOUT_FILES_DIRECTORY, { recursive: true })

const documents: DocumentLabel[] = []
const failures: string[] = []
for (const document of POSITIVES) {
  const built = await document.build()
  for (const problem of selfCheck(document, built)) failures.push(`${document.file}: ${problem}`)
  await writeFile(new URL(document.file, HOLDOUT_FILES_DIRECTORY), built.bytes)
  documents.push({
    file: document.file,
    format: document.format,
    language: document.language,
    layout: document.layout,
    expected: expectedOf(document.person, TODAY),
  })
}
for (const negative of NEGATIVES) {
  await writeFile(new URL(negative.file, HOLDOUT_FILES_DIRECTORY), await negative.build())
  documents.push({
    file: negative.file,
    format: negative.format,
    language: null,
    layout: negative.layout,
    negative: true,
    expected_reason: negative.expectedReason,
    expected: null,
  })
}
if (failures.length > 0) {
  process.stderr.write(`The held-out documents do not say what their labels claim:\n  ${failures.join('\n  ')}\n`)
  process.exit(1)
}

const labels: CorpusLabels = { today: TODAY, seed: SEED, documents }
// Written as prettier would format it, so `prettier --check` passes on the committed file.
await writeFile(HOLDOUT_LABELS_FILE, await format(JSON.stringify(labels), { parser: 'json', printWidth: 140 }))

const count = (key: (d: DocumentLabel) => string): string => {
  const tally = new Map<string, number>()
  for (const d of documents.filter((x) => x.negative !== true)) tally.set(key(d), (tally.get(key(d)) ?? 0) + 1)
  return [...tally].map(([k, n]) => `${k} ${n}`).join(', ')
}
process.stdout.write(
  `Wrote ${POSITIVES.length} positive and ${NEGATIVES.length} negative documents to test/cv-holdout/files/ ` +
    `(${count((d) => d.format)}; ${count((d) => d.language ?? 'none')}).\n`,
)
