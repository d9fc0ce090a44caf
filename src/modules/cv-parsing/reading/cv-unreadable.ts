import type { CvUnreadableReason } from '../cv-document.ts'

const DETAILS: Record<CvUnreadableReason, string> = {
  encrypted: 'The file is password-protected; remove the password (or export an unprotected copy) and upload it again.',
  image_only:
    'The PDF has no text layer: it looks like a scan or a photo of a CV; upload the PDF exported by the word processor, a .docx document or a text file.',
  corrupt: 'The file is damaged or incomplete and cannot be opened; export or save it again and upload the new copy.',
  mislabeled: 'The file is not a PDF, a Word (.docx) document or a text file, whatever its name says; save the CV in one of those formats.',
  empty: 'The file opens but holds no text to read.',
  too_complex:
    'The file is too large or too complex to read within the time and memory a CV is given; save a simpler copy (fewer pages, no embedded files).',
}

/** The sentence a 422 gives for the reason, when the reading had nothing more precise to say. */
export function unreadableDetail(reason: CvUnreadableReason): string {
  return DETAILS[reason]
}

/**
 * A file that cannot be read, with why. The message is meant for the person who uploaded it (it
 * becomes the 422's detail), so it names the remedy; it defaults to the reason's sentence.
 */
export class CvUnreadable extends Error {
  override readonly name = 'CvUnreadable'

  constructor(
    readonly reason: CvUnreadableReason,
    message: string = unreadableDetail(reason),
  ) {
    super(message)
  }
}
