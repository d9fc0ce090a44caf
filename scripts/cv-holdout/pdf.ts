import PDFDocument from 'pdfkit'

/**
 * A thin layer over pdfkit for the held-out PDFs: fonts registered once, fixed metadata (so the
 * bytes repeat), every string written recorded for the generator's self-check, and `Column`, a
 * cursor that writes down one column of a page and turns the page when it runs out.
 */

const FONT_DIRECTORY = '/usr/share/fonts/truetype/dejavu/'
const FONTS = {
  sans: 'DejaVuSans.ttf',
  sansBold: 'DejaVuSans-Bold.ttf',
  sansItalic: 'DejaVuSans-Oblique.ttf',
  serif: 'DejaVuSerif.ttf',
  serifBold: 'DejaVuSerif-Bold.ttf',
  serifItalic: 'DejaVuSerif-Italic.ttf',
  condensed: 'DejaVuSansCondensed.ttf',
  condensedBold: 'DejaVuSansCondensed-Bold.ttf',
} as const
export type Font = keyof typeof FONTS

/** Every PDF says it was made on this day, so regenerating gives the same bytes. */
export const MADE_ON = new Date('2026-10-20T08:30:00Z')

export interface Style {
  font: Font
  size: number
  color?: string
  align?: 'left' | 'right' | 'center' | 'justify'
  characterSpacing?: number
  lineGap?: number
}

export interface PdfOptions {
  title: string
  author?: string
  creator?: string
  userPassword?: string
  /** Needed for a "Page 1 of 2" footer, written once the pages are known. */
  bufferPages?: boolean
}

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument
  readonly texts: string[] = []
  private readonly bytes: Promise<Buffer>

  constructor(options: PdfOptions) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      bufferPages: options.bufferPages ?? false,
      info: {
        Title: options.title,
        Author: options.author ?? '',
        Creator: options.creator ?? 'Microsoft® Word for Microsoft 365',
        Producer: 'pdfkit',
        CreationDate: MADE_ON,
        ModDate: MADE_ON,
      },
      ...(options.userPassword === undefined
        ? {}
        : { userPassword: options.userPassword, ownerPassword: 'holdout-owner', pdfVersion: '1.4' }),
    })
    for (const [name, file] of Object.entries(FONTS)) this.doc.registerFont(name, FONT_DIRECTORY + file)
    const chunks: Buffer[] = []
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    this.bytes = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(chunks)))
      this.doc.on('error', reject)
    })
  }

  get width(): number {
    return this.doc.page.width
  }

  get height(): number {
    return this.doc.page.height
  }

  private apply(style: Style): void {
    this.doc
      .font(style.font)
      .fontSize(style.size)
      .fillColor(style.color ?? '#222222')
  }

  measure(text: string, width: number, style: Style): number {
    this.apply(style)
    return this.doc.heightOfString(text, { width, lineGap: style.lineGap ?? 1, characterSpacing: style.characterSpacing ?? 0 })
  }

  /** Writes `text` at (x, y) wrapped to `width`; the y below it. */
  put(text: string, x: number, y: number, width: number, style: Style): number {
    this.texts.push(text)
    this.apply(style)
    this.doc.text(text, x, y, {
      width,
      align: style.align ?? 'left',
      lineGap: style.lineGap ?? 1,
      characterSpacing: style.characterSpacing ?? 0,
    })
    return y + this.measure(text, width, style)
  }

  box(x: number, y: number, w: number, h: number, color: string): void {
    this.doc.rect(x, y, w, h).fill(color)
  }

  line(x1: number, y: number, x2: number, color: string, width = 0.8): void {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke()
  }

  finish(): Promise<Buffer> {
    this.doc.end()
    return this.bytes
  }
}

/** A cursor down one column: text, a left and a right text on one line, gaps, rules; a new page when full. */
export class Column {
  y: number

  constructor(
    readonly pdf: PdfWriter,
    readonly x: number,
    readonly width: number,
    top: number,
    private readonly bottom: number,
    /** Called on a fresh page (to paint its background); answers the y to go on from. */
    private readonly onNewPage: () => number = () => top,
  ) {
    this.y = top
  }

  private room(height: number): void {
    if (this.y + height <= this.bottom) return
    this.pdf.doc.addPage()
    this.y = this.onNewPage()
  }

  text(text: string, style: Style, after = 3): this {
    this.room(this.pdf.measure(text, this.width, style))
    this.y = this.pdf.put(text, this.x, this.y, this.width, style) + after
    return this
  }

  /** `left` and `right` on the same line, the right one flush right (as dates beside a company). */
  pair(left: string, right: string, leftStyle: Style, rightStyle: Style, rightWidth = 130, after = 3): this {
    const height = Math.max(this.pdf.measure(left, this.width - rightWidth - 6, leftStyle), this.pdf.measure(right, rightWidth, rightStyle))
    this.room(height)
    this.pdf.put(left, this.x, this.y, this.width - rightWidth - 6, leftStyle)
    this.pdf.put(right, this.x + this.width - rightWidth, this.y, rightWidth, { ...rightStyle, align: 'right' })
    this.y += height + after
    return this
  }

  /** A label and its value in two fixed columns (a form's "Họ và tên:  …"). */
  field(label: string, value: string, labelStyle: Style, valueStyle: Style, labelWidth: number, after = 3): this {
    const height = Math.max(this.pdf.measure(label, labelWidth, labelStyle), this.pdf.measure(value, this.width - labelWidth, valueStyle))
    this.room(height)
    this.pdf.put(label, this.x, this.y, labelWidth, labelStyle)
    this.pdf.put(value, this.x + labelWidth, this.y, this.width - labelWidth, valueStyle)
    this.y += height + after
    return this
  }

  bullet(text: string, style: Style, mark = '•', after = 2): this {
    const indent = 11
    this.room(this.pdf.measure(text, this.width - indent, style))
    this.pdf.put(mark, this.x, this.y, indent, style)
    this.y = this.pdf.put(text, this.x + indent, this.y, this.width - indent, style) + after
    return this
  }

  gap(height: number): this {
    this.y += height
    return this
  }

  rule(color: string, width = 0.8, after = 6): this {
    this.pdf.line(this.x, this.y, this.x + this.width, color, width)
    this.y += after
    return this
  }
}
