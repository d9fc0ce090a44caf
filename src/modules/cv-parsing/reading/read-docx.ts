import mammoth from 'mammoth'
import type { CvDocument } from '../cv-document.ts'
import { CvUnreadable } from './cv-unreadable.ts'
import { docxHeaderLines } from './docx-header-lines.ts'
import { docxHtmlToLines } from './docx-html-lines.ts'
import { assertDocxWithinBudget } from './docx-zip-guard.ts'
import { isResourceExhaustion } from './resource-exhaustion.ts'
import { zipEntries } from './zip-entries.ts'

const OPTIONS = {
  // Word's Title and Subtitle styles are where a CV template puts the name; mammoth maps neither by default.
  styleMap: ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"],
  // Pictures are not text: never read their bytes (the default inlines each as a base64 data URI).
  convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
  externalFileAccess: false,
}

/**
 * A DOCX through mammoth's HTML (which, unlike its raw text, keeps tables, headings and bold),
 * after the text of its page headers, which mammoth leaves out.
 */
export async function readDocx(bytes: Uint8Array): Promise<CvDocument> {
  const entries = zipEntries(bytes)
  await assertDocxWithinBudget(entries)
  let html: string
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    html = (await mammoth.convertToHtml({ buffer }, OPTIONS)).value
  } catch (error) {
    if (isResourceExhaustion(error)) throw new CvUnreadable('too_complex')
    throw new CvUnreadable(
      'corrupt',
      'The Word document is damaged or not a real .docx; open it in Word, save it again and upload the new copy.',
    )
  }
  const lines = [...docxHeaderLines(entries), ...docxHtmlToLines(html)]
  if (lines.length === 0) throw new CvUnreadable('empty', 'The Word document holds no text.')
  return { format: 'docx', pages: 1, lines }
}
