import { CvUnreadable } from './cv-unreadable.ts'
import { inflatedSize } from './inflated-size.ts'

/**
 * What the streams pdf.js decodes to read text (page contents, fonts, object and cross-reference
 * streams; images are never decoded, see read-pdf.ts) may add up to. pdf.js keeps a decoded
 * stream whole in a typed array, which lives outside the V8 heap: a worker's heap limit does not
 * stop a Flate bomb of a few hundred kilobytes from taking gigabytes. A CV needs a few megabytes.
 */
const DECODED_BUDGET_BYTES = 96 * 1024 * 1024
// The dictionary before `stream`; a longer one is no real stream's.
const DICTIONARY_WINDOW = 4096
// A CV has tens to a few thousand streams (one or more per page, font and picture).
const MAX_STREAMS = 50_000

const IMAGE = /\/Subtype\s*\/Image\b/
const FLATE_FIRST = /\/Filter\s*(\[\s*)?\/(FlateDecode|Fl)\b/
const RUN_LENGTH_FIRST = /\/Filter\s*(\[\s*)?\/(RunLengthDecode|RL)\b/

const tooLarge = () => new CvUnreadable('too_complex', 'The PDF unpacks to far more data than any CV holds; it was not read.')

/** What RunLengthDecode would give, counted without decoding. */
function runLengthSize(data: Buffer): number {
  let size = 0
  for (let at = 0; at < data.length;) {
    const length = data[at]!
    if (length === 128) break
    if (length < 128) {
      size += length + 1
      at += length + 2
    } else {
      size += 257 - length
      at += 2
    }
  }
  return size
}

// A zlib header: deflate, and a check that makes the two bytes a multiple of 31.
function hasZlibHeader(data: Buffer): boolean {
  return data.length >= 2 && (data[0]! & 0x0f) === 8 && ((data[0]! << 8) | data[1]!) % 31 === 0
}

async function decodedSize(dictionary: string, data: Buffer, budgetLeft: number): Promise<number> {
  // pdf.js refuses a Flate stream without a valid header and never checks the trailing checksum.
  if (FLATE_FIRST.test(dictionary)) return hasZlibHeader(data) ? inflatedSize(data.subarray(2), budgetLeft) : 0
  if (RUN_LENGTH_FIRST.test(dictionary)) return runLengthSize(data)
  return data.length
}

/**
 * Inflates (and throws away) the PDF's non-image Flate streams with native zlib, at most
 * DECODED_BUDGET_BYTES in all, before pdf.js does it slowly in JavaScript. Streams are never
 * inside object streams, so every stream's dictionary is in the clear (unless encrypted, when
 * its data is unreadable here; the reading's time limit is the bound then, as for LZW and chains
 * of filters that start with an ASCII one).
 */
export async function assertPdfWithinBudget(bytes: Uint8Array): Promise<void> {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let left = DECODED_BUDGET_BYTES
  let streams = 0
  let at = pdf.indexOf('stream', 0, 'latin1')
  while (at !== -1) {
    let next = at + 6
    const isKeyword = !(at >= 3 && pdf.toString('latin1', at - 3, at) === 'end')
    const window = isKeyword ? pdf.toString('latin1', Math.max(0, at - DICTIONARY_WINDOW), at) : ''
    const dictionary = window.slice(window.lastIndexOf('obj') + 3)
    if (isKeyword && />>\s*$/.test(dictionary)) {
      if (++streams > MAX_STREAMS) throw tooLarge()
      let start = at + 6
      if (pdf[start] === 0x0d) start++
      if (pdf[start] === 0x0a) start++
      const end = pdf.indexOf('endstream', start, 'latin1')
      const stop = end === -1 ? pdf.length : end
      if (!IMAGE.test(dictionary)) left -= await decodedSize(dictionary, pdf.subarray(start, stop), left)
      if (left < 0) throw tooLarge()
      next = stop
    }
    at = pdf.indexOf('stream', next, 'latin1')
  }
}
