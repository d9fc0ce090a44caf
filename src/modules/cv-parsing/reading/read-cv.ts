import type { CvDocument } from '../cv-document.ts'
import { SNIFFED_TYPES, sniffContentType } from '../../../platform/files/sniff.ts'
import { CvUnreadable } from './cv-unreadable.ts'
import { isOleContainer, unreadableOleContainer } from './ole-container.ts'
import { readDocx } from './read-docx.ts'
import { readPdf } from './read-pdf.ts'
import { readText } from './read-text.ts'

/**
 * A CV file's text as lines in reading order, whatever the file claims to be: the bytes say
 * what it is. Throws CvUnreadable, with the reason and a sentence for the uploader, for what
 * cannot be read. In the calling thread and without limits: the service reads through
 * createCvReader (cv-reader.ts), which runs this in a worker with a time and memory budget.
 */
export async function readCv(bytes: Uint8Array): Promise<CvDocument> {
  const document = await readByType(bytes)
  // Lines cross back to the service's thread, which should not spend long taking them in.
  if (document.lines.length > MAX_LINES) {
    throw new CvUnreadable(
      'too_complex',
      `The file has ${document.lines.length} lines of text; a CV of more than ${MAX_LINES} is not read.`,
    )
  }
  return document
}

/** Fifty dense pages are a few thousand lines. */
export const MAX_LINES = 20_000

// A ZIP with Word's folder in it, but not the list of parts that makes it a DOCX to the sniffer
// (Word writes that list last, and an upload cut short loses it).
function isPartOfDocx(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50 && buffer.includes('word/', 0, 'latin1')
}

async function readByType(bytes: Uint8Array): Promise<CvDocument> {
  if (bytes.length === 0) throw new CvUnreadable('empty', 'The file is empty.')
  if (isOleContainer(bytes)) throw unreadableOleContainer(bytes)
  switch (sniffContentType(bytes)) {
    case SNIFFED_TYPES.pdf:
      return readPdf(bytes)
    case SNIFFED_TYPES.docx:
      return readDocx(bytes)
    case SNIFFED_TYPES.text:
      return readText(bytes)
    case SNIFFED_TYPES.png:
    case SNIFFED_TYPES.jpeg:
    case SNIFFED_TYPES.webp:
      throw new CvUnreadable(
        'mislabeled',
        'The file is a picture, not a document: a photo or scan of a CV has no text to read; upload the PDF or .docx the CV was written in.',
      )
    default:
      if (isPartOfDocx(bytes)) {
        throw new CvUnreadable('corrupt', 'The Word document is incomplete or damaged; save it again and upload the new copy.')
      }
      throw new CvUnreadable('mislabeled')
  }
}
