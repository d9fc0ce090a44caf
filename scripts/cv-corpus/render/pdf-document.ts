import PDFDocument from 'pdfkit'

/**
 * A pdfkit document set up the way every corpus PDF is: A4, fonts that cover Vietnamese
 * (DejaVu; pdfkit embeds only the glyphs used), a fixed creation date so the bytes never change,
 * and pages buffered so a two-column layout can go back to page 1 for its second column.
 */
export const FONT_FAMILIES = {
  sans: { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' },
  serif: { regular: 'DejaVuSerif.ttf', bold: 'DejaVuSerif-Bold.ttf' },
  condensed: { regular: 'DejaVuSansCondensed.ttf', bold: 'DejaVuSansCondensed-Bold.ttf' },
} as const
export type FontFamily = keyof typeof FONT_FAMILIES

const FONT_DIRECTORY = '/usr/share/fonts/truetype/dejavu/'
export const A4 = { width: 595.28, height: 841.89 }

export interface PdfOptions {
  family: FontFamily
  title: string
  /** Set to make an encrypted PDF (the negative case). */
  userPassword?: string
}

export interface OpenPdf {
  doc: PDFKit.PDFDocument
  /** Ends the document and resolves to its bytes. */
  finish(): Promise<Buffer>
}

export function openPdf(options: PdfOptions): OpenPdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    compress: true,
    info: { Title: options.title, Author: options.title, CreationDate: new Date(Date.UTC(2026, 9, 15)) },
    // RC4 (PDF 1.4) keys are derived, not random, so even the encrypted file is reproducible.
    ...(options.userPassword !== undefined
      ? { userPassword: options.userPassword, ownerPassword: 'corpus-owner', pdfVersion: '1.4' as const }
      : {}),
  })
  const fonts = FONT_FAMILIES[options.family]
  doc.registerFont('regular', FONT_DIRECTORY + fonts.regular)
  doc.registerFont('bold', FONT_DIRECTORY + fonts.bold)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  return {
    doc,
    finish: () => {
      doc.end()
      return ended
    },
  }
}
