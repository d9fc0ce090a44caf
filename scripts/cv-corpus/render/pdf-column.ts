import { A4 } from './pdf-document.ts'

/**
 * A column of text on a pdfkit document that knows its own page and position, so two columns can
 * be written one after the other (each flowing onto later pages) without pdfkit's own flow
 * moving the other. Every write measures first and moves to the next page when it would not fit.
 */
export interface TextStyle {
  font: 'regular' | 'bold'
  size: number
  color?: string
  align?: 'left' | 'center' | 'right'
  /** Space after, in points. */
  after?: number
  /** Extra left indent, in points. */
  indent?: number
}

export interface ColumnOptions {
  x: number
  width: number
  top: number
  bottom?: number
  /** Top of the column on pages after the first. */
  continuedTop?: number
  /** Called on a page the column adds, before writing (a sidebar's background). */
  onNewPage?: (doc: PDFKit.PDFDocument) => void
}

export class PdfColumn {
  private page = 0
  y: number

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly options: ColumnOptions,
  ) {
    this.y = options.top
  }

  private get bottom(): number {
    return this.options.bottom ?? A4.height - 48
  }

  /** Makes sure `height` points fit below the current position, turning the page if not. */
  private room(height: number): void {
    this.doc.switchToPage(this.page)
    if (this.y + height <= this.bottom) return
    this.page++
    if (this.page >= this.doc.bufferedPageRange().count) {
      this.doc.addPage({ size: 'A4', margin: 0 })
      this.options.onNewPage?.(this.doc)
    }
    this.doc.switchToPage(this.page)
    this.y = this.options.continuedTop ?? 48
  }

  text(text: string, style: TextStyle): void {
    const indent = style.indent ?? 0
    const width = this.options.width - indent
    this.doc.font(style.font).fontSize(style.size)
    const height = this.doc.heightOfString(text, { width })
    this.room(height)
    this.doc.fillColor(style.color ?? '#222222').text(text, this.options.x + indent, this.y, { width, align: style.align ?? 'left' })
    this.y += height + (style.after ?? 2)
  }

  /** One line that must not wrap (an e-mail in a narrow sidebar): the size shrinks until it fits. */
  line(text: string, style: TextStyle, minimumSize = 6.5): void {
    let size = style.size
    this.doc.font(style.font)
    while (size > minimumSize && this.doc.fontSize(size).widthOfString(text) > this.options.width - (style.indent ?? 0)) size -= 0.25
    this.text(text, { ...style, size })
  }

  /** A bullet and its text, the bullet hanging in the indent as word processors set it. */
  bullet(text: string, style: TextStyle, marker = '•'): void {
    const indent = (style.indent ?? 0) + 12
    this.doc.font(style.font).fontSize(style.size)
    const height = this.doc.heightOfString(text, { width: this.options.width - indent })
    this.room(height)
    this.doc.fillColor(style.color ?? '#222222')
    this.doc.text(marker, this.options.x + indent - 10, this.y, { lineBreak: false })
    this.doc.text(text, this.options.x + indent, this.y, { width: this.options.width - indent })
    this.y += height + (style.after ?? 2)
  }

  /** Two texts on one line: `left` at the left edge, `right` against the right edge (dates beside a title). */
  row(left: string, right: string, leftStyle: TextStyle, rightStyle: TextStyle): void {
    this.doc.font(rightStyle.font).fontSize(rightStyle.size)
    const rightWidth = this.doc.widthOfString(right) + 2
    const leftWidth = this.options.width - rightWidth - 8
    this.doc.font(leftStyle.font).fontSize(leftStyle.size)
    const height = this.doc.heightOfString(left, { width: leftWidth })
    this.room(height)
    this.doc.fillColor(leftStyle.color ?? '#222222').text(left, this.options.x, this.y, { width: leftWidth })
    this.doc.font(rightStyle.font).fontSize(rightStyle.size)
    const rightX = this.options.x + this.options.width - this.doc.widthOfString(right)
    this.doc.fillColor(rightStyle.color ?? '#555555').text(right, rightX, this.y + 1, { lineBreak: false })
    this.y += height + (leftStyle.after ?? 2)
  }

  /** A horizontal rule under the current line (under a heading). */
  rule(color: string, thickness = 0.8): void {
    this.room(4)
    this.doc
      .moveTo(this.options.x, this.y)
      .lineTo(this.options.x + this.options.width, this.y)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke()
    this.y += 5
  }

  space(points: number): void {
    this.y += points
  }

  image(png: Buffer, width: number, height: number, align: 'left' | 'center'): void {
    this.room(height)
    const x = align === 'center' ? this.options.x + (this.options.width - width) / 2 : this.options.x
    this.doc.image(png, x, this.y, { width, height })
    this.y += height + 8
  }
}
