import type { CvDocument, CvLine } from '../cv-document.ts'
import { CvUnreadable } from './cv-unreadable.ts'
import { cleanLineText } from './line-text.ts'
import { layOutPage } from './pdf-columns.ts'
import type { TextFragment } from './pdf-lines.ts'
import { assertPdfWithinBudget } from './pdf-stream-guard.ts'
import { AnnotationMode, getDocument, PDFJS_DATA, type PDFDocumentProxy, type PDFPageProxy } from './pdfjs.ts'
import { isResourceExhaustion } from './resource-exhaustion.ts'

/** A CV is a page or two; past this many the file is something else, and reading it would take long. */
export const MAX_PDF_PAGES = 50

const OPTIONS = {
  ...PDFJS_DATA,
  // Never compile the PDF's functions (or anything else of its) into JavaScript.
  isEvalSupported: false,
  // No canvas and no font loading: only the text and where it stands are read.
  disableFontFace: true,
  useSystemFonts: false,
  isOffscreenCanvasSupported: false,
  isImageDecoderSupported: false,
  useWasm: false,
  enableXfa: false,
  // Images are dropped unread (of any size over 0 pixels): text is all that is wanted, and
  // decoding a photo costs more than reading a page.
  maxImageSize: 0,
  // Recover what text a damaged page still has rather than failing the whole file.
  stopAtErrors: false,
  // A file's oddities are the answer's business, not the log's.
  verbosity: 0,
}

type TextContent = Awaited<ReturnType<PDFPageProxy['getTextContent']>>
type TextItem = Extract<TextContent['items'][number], { str: string }>

function unreadableFrom(error: unknown): CvUnreadable {
  if (error instanceof CvUnreadable) return error
  const name = error instanceof Error ? error.name : ''
  if (name === 'PasswordException') {
    return new CvUnreadable(
      'encrypted',
      'The PDF is password-protected; remove the password (or print it to a new PDF) and upload it again.',
    )
  }
  if (isResourceExhaustion(error))
    return new CvUnreadable('too_complex', 'The PDF is nested too deeply or too large to read; save a simpler copy.')
  if (name === 'InvalidPDFException') {
    return new CvUnreadable(
      'corrupt',
      'The PDF is damaged or incomplete (its structure cannot be read); export it again and upload the new copy.',
    )
  }
  return new CvUnreadable('corrupt', 'The PDF is damaged and its text cannot be read; export it again and upload the new copy.')
}

const BOLD_NAME = /bold|black|heavy|semibold|demibold|extrabold|ultrabold/i

/**
 * Which of the page's fonts are bold, by the font's name (`ABCDEF+Roboto-Bold`). pdf.js hands
 * fonts over only with a page's operator list, so that is asked for once per page that brings a
 * font not seen before (images are never decoded, see OPTIONS.maxImageSize).
 */
async function learnFonts(page: PDFPageProxy, items: readonly TextItem[], bold: Map<string, boolean>): Promise<void> {
  if (items.every((item) => bold.has(item.fontName))) return
  try {
    await page.getOperatorList({ annotationMode: AnnotationMode.DISABLE })
  } catch (error) {
    // The text is read already; a page pdf.js cannot draw only leaves its fonts' weight unknown.
    if (isResourceExhaustion(error)) throw error
  }
  for (const { fontName } of items) {
    if (bold.has(fontName)) continue
    const font = page.commonObjs.has(fontName) ? (page.commonObjs.get(fontName) as { name?: unknown; bold?: unknown } | null) : null
    bold.set(fontName, font?.bold === true || (typeof font?.name === 'string' && BOLD_NAME.test(font.name)))
  }
}

// pdf.js spells a letter-spaced word (a template's "K I N H  N G H I Ệ M" heading) with a space
// between its letters, and makes the real gap between words an item of its own.
const LETTER_SPACED = /^(\S )+\S$/u

function undoLetterSpacing(text: string): string {
  return text.length >= 5 && LETTER_SPACED.test(text) ? text.replace(/ /g, '') : text
}

function isUpright(transform: readonly number[]): boolean {
  const [a = 0, b = 0, c = 0, d = 0] = transform
  return a > 0 && d > 0 && Math.abs(b) <= 0.05 * a && Math.abs(c) <= 0.05 * d
}

function pageLines(page: PDFPageProxy, items: readonly TextItem[], bold: ReadonlyMap<string, boolean>): CvLine[] {
  const [left = 0, , , top = 0] = page.view
  const upright: TextFragment[] = []
  const turned: CvLine[] = []
  for (const item of items) {
    const transform = item.transform as number[]
    const [, , c = 0, d = 0, e = 0, f = 0] = transform
    const size = Math.round(Math.hypot(c, d) * 100) / 100
    const isBold = bold.get(item.fontName) ?? false
    if (isUpright(transform)) {
      upright.push({
        text: undoLetterSpacing(item.str),
        x: e - left,
        width: item.width > 0 ? item.width : item.str.length * size * 0.5,
        baseline: top - f,
        size,
        bold: isBold,
      })
      continue
    }
    // Text set sideways (a label up a sidebar's edge) has no line to join; each run is one.
    const text = cleanLineText(item.str)
    if (text !== '') turned.push({ text, fontSize: size, emphasis: isBold, page: page.pageNumber })
  }
  const lines = layOutPage(upright).map(({ text, fontSize, bold: emphasis }) => ({ text, fontSize, emphasis, page: page.pageNumber }))
  return [...lines, ...turned]
}

// Image XObjects are streams, never inside object streams, so their dictionaries are in the clear.
function hasImages(bytes: Uint8Array): boolean {
  return /\/Subtype\s*\/Image\b/.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'))
}

async function readPage(pdf: PDFDocumentProxy, number: number, bold: Map<string, boolean>): Promise<CvLine[]> {
  const page = await pdf.getPage(number)
  try {
    const content = await page.getTextContent()
    const items = content.items.filter((item): item is TextItem => 'str' in item && item.str.trim() !== '')
    if (items.length === 0) return []
    await learnFonts(page, items, bold)
    return pageLines(page, items, bold)
  } finally {
    page.cleanup()
  }
}

/** Every page's lines; a damaged page is passed over as long as another can be read. */
async function readPages(pdf: PDFDocumentProxy): Promise<CvLine[]> {
  const lines: CvLine[] = []
  const bold = new Map<string, boolean>()
  let damaged: unknown
  for (let number = 1; number <= pdf.numPages; number++) {
    try {
      lines.push(...(await readPage(pdf, number, bold)))
    } catch (error) {
      if (isResourceExhaustion(error)) throw error
      damaged ??= error
    }
  }
  if (lines.length === 0 && damaged !== undefined) throw unreadableFrom(damaged)
  return lines
}

/** The text of a PDF's pages, in reading order (see pdf-columns.ts), with each line's font size and weight. */
export async function readPdf(bytes: Uint8Array): Promise<CvDocument> {
  await assertPdfWithinBudget(bytes)
  // pdf.js takes its input over (detaches it) and refuses a Buffer: it gets a copy of its own.
  const task = getDocument({ ...OPTIONS, data: new Uint8Array(bytes) })
  try {
    const pdf = await task.promise
    if (pdf.numPages > MAX_PDF_PAGES) {
      throw new CvUnreadable('too_complex', `The PDF has ${pdf.numPages} pages; a CV of more than ${MAX_PDF_PAGES} pages is not read.`)
    }
    const lines = await readPages(pdf)
    if (lines.length > 0) return { format: 'pdf', pages: pdf.numPages, lines }
    if (pdf.numPages > 0 && hasImages(bytes)) throw new CvUnreadable('image_only')
    throw new CvUnreadable('empty', 'The PDF has no text: its pages are blank, or their words were turned into drawn shapes.')
  } catch (error) {
    throw unreadableFrom(error)
  } finally {
    await task.destroy()
  }
}
