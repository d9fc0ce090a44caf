/**
 * `npm run cv-accuracy [-- --verbose] [-- --set corpus|holdout|all]`: reads and extracts every CV
 * of a labelled set against its label and prints per-field accuracy, per-format and per-language
 * lines, the negatives' rejections and MET / NOT MET per target; with --verbose, every miss.
 *
 * `--set corpus` (the default) measures test/cv-corpus and exits 1 when a target is not met, so it
 * can gate a change the way the CI test does. `--set holdout` measures test/cv-holdout, the set
 * written without sight of the extractor: a measurement, never a gate, so its NOT MET lines do not
 * change the exit status. `--set all` prints both, the corpus first; only the corpus sets the status.
 */
import { parseArgs } from 'node:util'
import { measureAccuracy, type Report } from './cv-corpus/accuracy.ts'
import { formatReport } from './cv-corpus/report-text.ts'
import { HOLDOUT_FILES_DIRECTORY, HOLDOUT_LABELS_FILE } from './cv-holdout/labels.ts'

const SETS = ['corpus', 'holdout', 'all'] as const
type SetName = (typeof SETS)[number]

const { values } = parseArgs({
  options: {
    verbose: { type: 'boolean', short: 'v', default: false },
    set: { type: 'string', default: 'corpus' },
  },
})
if (!(SETS as readonly string[]).includes(values.set)) {
  process.stderr.write(`--set must be one of ${SETS.join(', ')}, not ${values.set}\n`)
  process.exit(2)
}
const set = values.set as SetName

const sections: string[] = []
let corpus: Report | null = null
if (set !== 'holdout') {
  corpus = await measureAccuracy()
  sections.push(`${set === 'all' ? '== Labelled corpus (test/cv-corpus) ==\n' : ''}${formatReport(corpus, { verbose: values.verbose })}`)
}
if (set !== 'corpus') {
  const holdout = await measureAccuracy({ labelsFile: HOLDOUT_LABELS_FILE, filesDirectory: HOLDOUT_FILES_DIRECTORY })
  sections.push(`== Held-out set (test/cv-holdout; a measurement, not a gate) ==\n${formatReport(holdout, { verbose: values.verbose })}`)
}
// Exit once the table is written: a reader's worker may keep the event loop alive, and an exit
// before a piped stdout drains would cut the table short.
const failed = corpus !== null && !corpus.allMet
process.stdout.write(`${sections.join('\n\n')}\n`, () => process.exit(failed ? 1 : 0))
