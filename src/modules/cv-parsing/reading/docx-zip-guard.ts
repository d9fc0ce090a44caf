import { CvUnreadable } from './cv-unreadable.ts'
import { inflatedSize } from './inflated-size.ts'
import { DEFLATED, STORED, type ZipEntry } from './zip-entries.ts'

/**
 * What the parts a DOCX reader parses (XML and relationships) may inflate to, together. A CV's
 * document.xml is tens of kilobytes to a few megabytes; a decompression bomb is hundreds of
 * megabytes from a few, and the reader's ZIP library would inflate it into memory that the
 * worker's heap limit does not count (typed arrays live outside the V8 heap).
 */
const XML_BUDGET_BYTES = 64 * 1024 * 1024

const tooLarge = () => new CvUnreadable('too_complex', 'The Word document unpacks to far more text than any CV holds; it was not read.')

export function isXmlPart(entry: ZipEntry): boolean {
  return /\.(xml|rels)$/i.test(entry.name)
}

/**
 * Inflates (and throws away) every XML part of the DOCX, at most XML_BUDGET_BYTES in all, before
 * the DOCX reader does; the declared sizes are checked first but can lie, the inflated ones cannot.
 */
export async function assertDocxWithinBudget(entries: readonly ZipEntry[]): Promise<void> {
  const parts = entries.filter(isXmlPart)
  if (parts.reduce((sum, part) => sum + part.declaredSize, 0) > XML_BUDGET_BYTES) throw tooLarge()
  let left = XML_BUDGET_BYTES
  for (const part of parts) {
    if (part.method === STORED) left -= part.data.length
    else if (part.method === DEFLATED) left -= await inflatedSize(part.data, left)
    if (left < 0) throw tooLarge()
  }
}
