import type { CvDocument } from '../cv-document.ts'
import { CvUnreadable } from './cv-unreadable.ts'
import { cleanLineText } from './line-text.ts'

const LINE_BREAK = /\r\n|[\n\r\f\v\u0085\u2028\u2029]/

function decode(bytes: Uint8Array): string {
  // The sniffer let the bytes through as text: UTF-16 only with its byte order mark, else UTF-8.
  const encoding = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : 'utf-8'
  try {
    // The decoder drops the byte order mark itself.
    return new TextDecoder(encoding, { fatal: true }).decode(bytes)
  } catch {
    throw new CvUnreadable(
      'corrupt',
      `The text file is not valid ${encoding.toUpperCase()}; save it again as UTF-8 and upload the new copy.`,
    )
  }
}

const RTF = /^\{\\rtf/
const HTML = /^<(!doctype html|html[\s>])/i

/** A text file, one line per line of text; blank lines dropped. */
export function readText(bytes: Uint8Array): CvDocument {
  const text = decode(bytes)
  const head = text.trimStart().slice(0, 64)
  // Both are text to a sniffer, but their markup would come out as the CV's words.
  if (RTF.test(head)) {
    throw new CvUnreadable('mislabeled', 'The file is an RTF document, which is not read; save it as .docx or PDF and upload that.')
  }
  if (HTML.test(head)) {
    throw new CvUnreadable('mislabeled', 'The file is a web page (HTML), which is not read; save or print it as PDF and upload that.')
  }
  const lines = text
    .split(LINE_BREAK)
    .map(cleanLineText)
    .filter((line) => line !== '')
    .map((line) => ({ text: line, fontSize: null, emphasis: false, page: 1 }))
  if (lines.length === 0) throw new CvUnreadable('empty')
  return { format: 'text', pages: 1, lines }
}
