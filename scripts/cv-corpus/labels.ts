import type { CvUnreadableReason, ExtractedCv } from '../../src/modules/cv-parsing/cv-document.ts'
import type { CvLanguage } from './persona.ts'

/**
 * The shape of test/cv-corpus/labels.json: one entry a file, saying what the file is and what a
 * perfect extraction would return for it. Negatives (files no reader should accept) have no
 * expected extraction; their `expected_reason` is the reason we think fits best, shown beside the
 * reader's but not scored (only the rejection is).
 */
export type LabelFormat = 'pdf' | 'docx' | 'text' | 'doc'

export interface DocumentLabel {
  file: string
  format: LabelFormat
  language: CvLanguage | null
  layout: string
  negative?: true
  expected_reason?: CvUnreadableReason
  expected: ExtractedCv | null
}

export interface CorpusLabels {
  /** The day open-ended jobs run to ("nay", "Present"); pass it to extractCv as `today`. */
  today: string
  seed: number
  documents: DocumentLabel[]
}

export const CORPUS_DIRECTORY = new URL('../../test/cv-corpus/', import.meta.url)
export const FILES_DIRECTORY = new URL('files/', CORPUS_DIRECTORY)
export const LABELS_FILE = new URL('labels.json', CORPUS_DIRECTORY)
