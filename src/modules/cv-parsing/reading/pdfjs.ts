import { fileURLToPath } from 'node:url'
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs'

// pdf.js in Node runs its "worker" in the calling thread, importing it on the first document;
// handing it the module now moves that import (seconds under tsx, which rewrites the 2 MB file)
// to when this module loads: a pool worker's start, not its first task's time budget.
;(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker

export { AnnotationMode, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
export type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'

const PACKAGE = import.meta.resolve('pdfjs-dist/package.json')

/** The predefined CMaps (CJK encodings) and the standard 14 fonts, read from disk only when a PDF needs them. */
export const PDFJS_DATA = {
  cMapUrl: fileURLToPath(new URL('./cmaps/', PACKAGE)),
  standardFontDataUrl: fileURLToPath(new URL('./standard_fonts/', PACKAGE)),
}
