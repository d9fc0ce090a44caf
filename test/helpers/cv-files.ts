import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, HeadingLevel } from 'docx'
import PDFDocument from 'pdfkit'
import { tinyPng } from './multipart.ts'

// DejaVu covers Vietnamese; `.ci/run` installs it where it is missing (fonts-dejavu-core).
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'
const BOLD_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'

export interface PdfLine {
  text: string
  /** Points; 11 when left out. */
  size?: number
  bold?: boolean
}

/** Ends the document and answers its bytes: call once everything is written. */
function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}

/** A one-column PDF CV with real embedded fonts, as a word processor would export it; `password` encrypts it. */
export function pdfCv(lines: readonly PdfLine[], options: { password?: string } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    ...(options.password ? { userPassword: options.password, pdfVersion: '1.7' } : {}),
  })
  for (const line of lines) {
    doc
      .font(line.bold ? BOLD_FONT : FONT)
      .fontSize(line.size ?? 11)
      .text(line.text)
  }
  return finish(doc)
}

/** A PDF whose only page is a picture: what a scanner makes, with no text to read. */
export function scannedPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 })
  doc.image(tinyPng(), 50, 50, { width: 400, height: 560 })
  return finish(doc)
}

/** A Word CV: paragraphs (a leading `# ` makes a heading) and, when given, a table of rows of cells. */
export function docxCv(paragraphs: readonly string[], table?: readonly (readonly string[])[]): Promise<Buffer> {
  const body: (Paragraph | Table)[] = paragraphs.map((text) =>
    text.startsWith('# ')
      ? new Paragraph({ text: text.slice(2), heading: HeadingLevel.HEADING_1 })
      : new Paragraph({ children: [new TextRun(text)] }),
  )
  if (table) {
    body.push(
      new Table({
        rows: table.map((cells) => new TableRow({ children: cells.map((cell) => new TableCell({ children: [new Paragraph(cell)] })) })),
      }),
    )
  }
  return Packer.toBuffer(new Document({ sections: [{ children: body }] }))
}

/** Text as Windows Notepad saves "Unicode": UTF-16 little-endian with its byte order mark. */
export function utf16Text(text: string): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])
}
