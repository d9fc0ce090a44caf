import PDFDocument from 'pdfkit'
import { docxCv, pdfCv, type PdfLine } from '../../test/helpers/cv-files.ts'
import { CV_MAX_BYTES } from '../../src/modules/cv-parsing/cv-parsing.service.ts'
import { cvDocxContent, cvPdfLines } from './cv-content.ts'
import { noisePng } from './noise-png.ts'

// The fonts `pdfCv` (test/helpers/cv-files.ts) uses: DejaVu covers Vietnamese.
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'
const BOLD_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'

/** What the big PDF is padded to: just under the upload limit, which a CV with scans can reach. */
const BIG_TARGET_BYTES = Math.floor(CV_MAX_BYTES * 0.95)
// The scans appended to the big PDF, each on a page of its own under its caption.
const SCANS = [
  'Phụ lục 1: bản scan bằng Kỹ sư Công nghệ Thông tin',
  'Phụ lục 2: bản scan chứng chỉ AWS Certified Solutions Architect',
  'Phụ lục 3: bản scan chứng chỉ IELTS',
]

export interface BenchDocument {
  /** Short name used in the tables. */
  name: string
  /** What it is, for the report. */
  description: string
  filename: string
  contentType: string
  bytes: Buffer
}

/** Ends the document, once everything is written, and answers its bytes. */
function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}

/**
 * The PDF CV followed by `scans` photographed diplomas and certificates of `scanPixels` pixels
 * each, a page apiece under its caption: the common way a CV reaches 10 MB. Random pixels do not
 * compress, so the file's size is real bytes the service receives, parses as multipart, hands to
 * a reading thread and opens. `pdfCv` takes no pictures, so this lays out the lines as it does
 * (A4, 50 pt margins, the same fonts): the CV's pages are the same as the two-page PDF's.
 */
async function pdfCvWithScans(lines: readonly PdfLine[], scans: readonly string[], scanPixels: { width: number; height: number }) {
  const doc = new PDFDocument({ size: 'A4', margin: 50 })
  for (const line of lines) {
    doc
      .font(line.bold ? BOLD_FONT : FONT)
      .fontSize(line.size ?? 11)
      .text(line.text)
  }
  for (const caption of scans) {
    doc.addPage().font(BOLD_FONT).fontSize(12).text(caption)
    doc.image(noisePng(scanPixels.width, scanPixels.height), { fit: [495, 700] })
  }
  return finish(doc)
}

/** Scans of A4 proportions, sized so that the PDF with them comes to about `targetBytes`. */
function scanPixelsFor(textOnlyBytes: number, targetBytes: number) {
  // Each scan's share of what the text leaves, less a margin for the pages' own objects; 3 bytes a pixel.
  const perScan = (targetBytes - textOnlyBytes - 20_000) / SCANS.length
  const width = Math.floor(Math.sqrt(perScan / 3 / Math.SQRT2))
  return { width, height: Math.floor(width * Math.SQRT2) }
}

/** The documents of the bench, built once per run. */
export async function buildDocuments(): Promise<{ pdf: BenchDocument; docx: BenchDocument; big: BenchDocument }> {
  const lines = cvPdfLines()
  const { paragraphs, table } = cvDocxContent()
  const [pdf, docx] = await Promise.all([pdfCv(lines), docxCv(paragraphs, table)])
  const big = await pdfCvWithScans(lines, SCANS, scanPixelsFor(pdf.length, BIG_TARGET_BYTES))
  return {
    pdf: {
      name: 'pdf',
      description: 'two-page PDF CV',
      filename: 'cv-nguyen-thi-minh-huong.pdf',
      contentType: 'application/pdf',
      bytes: pdf,
    },
    docx: {
      name: 'docx',
      description: 'DOCX CV with a table of jobs',
      filename: 'cv-nguyen-thi-minh-huong.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      bytes: docx,
    },
    big: {
      name: 'pdf-10mb',
      description: `the PDF CV with ${SCANS.length} photographed certificates appended`,
      filename: 'cv-nguyen-thi-minh-huong-kem-bang-cap.pdf',
      contentType: 'application/pdf',
      bytes: big,
    },
  }
}
