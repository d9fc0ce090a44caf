/**
 * What a file is, judged from its bytes. The name and the declared content type come from the
 * client and are never trusted: a script renamed `photo.png` must not be stored or served as an
 * image, and an SVG (which can carry script) must not pass for one.
 */
export const SNIFFED_TYPES = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  text: 'text/plain',
} as const

export type SniffedType = (typeof SNIFFED_TYPES)[keyof typeof SNIFFED_TYPES]

/** Raster images a browser shows without running anything. */
export const SAFE_IMAGE_TYPES: readonly SniffedType[] = [SNIFFED_TYPES.png, SNIFFED_TYPES.jpeg, SNIFFED_TYPES.webp]

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]
const ZIP = [0x50, 0x4b, 0x03, 0x04]
const UTF16_LE_BOM = [0xff, 0xfe]
const UTF16_BE_BOM = [0xfe, 0xff]
// PDF readers accept the header anywhere in the first kilobyte; so do we.
const PDF_HEADER_WINDOW = 1024
const TEXT_WINDOW = 4096

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false
  return signature.every((b, i) => bytes[at + i] === b)
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1', from, to)
}

function includes(bytes: Uint8Array, needle: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(needle, 0, 'latin1')
}

/** The bytes as text, if they are UTF-8, or UTF-16 opened by its byte order mark (Windows Notepad's "Unicode"). */
function decodeText(bytes: Uint8Array): string | null {
  const encoding = startsWith(bytes, UTF16_LE_BOM) ? 'utf-16le' : startsWith(bytes, UTF16_BE_BOM) ? 'utf-16be' : 'utf-8'
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

/** No NUL or control characters other than tab, line breaks and form feed. */
function isPlainText(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)
}

/**
 * A DOCX is a ZIP whose entries include `[Content_Types].xml` and the `word/` folder. Entry
 * names are stored uncompressed in the local headers and the central directory, so finding
 * them in the bytes is enough without unpacking.
 */
function isDocx(bytes: Uint8Array): boolean {
  return startsWith(bytes, ZIP) && includes(bytes, '[Content_Types].xml') && includes(bytes, 'word/')
}

function looksLikeSvg(text: string): boolean {
  const head = text.trimStart()
  if (!head.startsWith('<')) return false
  return /<svg[\s>/]/i.test(head)
}

// Read as latin1, so a UTF-8 byte order mark shows as the three characters \xEF\xBB\xBF.
function isSvg(bytes: Uint8Array): boolean {
  return looksLikeSvg(ascii(bytes, 0, Math.min(bytes.length, TEXT_WINDOW)).replace(/^\xEF\xBB\xBF/, ''))
}

/**
 * UTF-16 text starts with its byte order mark; an SVG saved so is still an SVG. UTF-32 (FF FE 00 00)
 * decodes to NULs and is refused.
 */
function sniffUtf16(bytes: Uint8Array): SniffedType | null {
  const text = decodeText(bytes)
  if (text === null) return null
  if (looksLikeSvg(text.slice(0, TEXT_WINDOW))) return SNIFFED_TYPES.svg
  return isPlainText(text) ? SNIFFED_TYPES.text : null
}

export function sniffContentType(bytes: Uint8Array): SniffedType | null {
  if (bytes.length === 0) return null
  if (startsWith(bytes, PNG)) return SNIFFED_TYPES.png
  if (startsWith(bytes, JPEG)) return SNIFFED_TYPES.jpeg
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return SNIFFED_TYPES.webp
  if (ascii(bytes, 0, Math.min(bytes.length, PDF_HEADER_WINDOW)).includes('%PDF-')) return SNIFFED_TYPES.pdf
  if (isDocx(bytes)) return SNIFFED_TYPES.docx
  if (startsWith(bytes, UTF16_LE_BOM) || startsWith(bytes, UTF16_BE_BOM)) return sniffUtf16(bytes)
  if (isSvg(bytes)) return SNIFFED_TYPES.svg
  const text = decodeText(bytes)
  if (text !== null && isPlainText(text)) return SNIFFED_TYPES.text
  return null
}
