import type { CvDocument, CvUnreadableReason, ExtractedCv } from './cv-document.ts'
import { extractCv } from './extraction/extract-cv.ts'
import type { CvReader as ThreadedCvReader } from './reading/cv-reader.ts'
import { CvUnreadable, unreadableDetail } from './reading/cv-unreadable.ts'

/** Reads a file's text off the main thread, within a time and memory budget. */
export type CvReader = Pick<ThreadedCvReader, 'read'>

export type ParseOutcome =
  { status: 'parsed'; extracted: ExtractedCv; rawTextLength: number } | { status: 'failed'; reason: CvUnreadableReason; detail: string }

/**
 * One CV through both halves: its text read (which may fail, with the reason), then the fields
 * found in it (which cannot: a field not found is null). `today` ends the jobs still held.
 */
export async function parseCv(reader: CvReader, bytes: Uint8Array, today: Date): Promise<ParseOutcome> {
  let document: CvDocument
  try {
    document = await reader.read(bytes)
  } catch (error) {
    if (!(error instanceof CvUnreadable)) throw error
    return { status: 'failed', reason: error.reason, detail: error.message || unreadableDetail(error.reason) }
  }
  const rawTextLength = document.lines.reduce((length, line) => length + line.text.length + 1, 0)
  return { status: 'parsed', extracted: extractCv(document, today), rawTextLength }
}
