import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TabStopPosition,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
} from 'docx'
import { readZip, writeZip } from './bytes.ts'

/**
 * Small builders over the `docx` package for the held-out DOCX files, recording every string for
 * the generator's self-check, and `pack`, which re-zips the package with fixed dates (docx stamps
 * the current time into docProps/core.xml and every zip entry).
 */

export const SAVED_ON = new Date('2026-10-20T08:30:00Z')

export interface RunStyle {
  bold?: boolean
  italics?: boolean
  /** Points. */
  size?: number
  color?: string
  font?: string
  allCaps?: boolean
}

export interface ParagraphStyle {
  heading?: 'title' | 1 | 2 | 3
  align?: 'left' | 'center' | 'right'
  /** Points after the paragraph. */
  after?: number
  before?: number
  bullet?: boolean
  /** A right tab stop at the margin, for "Company<TAB>03/2020 – 06/2022". */
  rightTab?: boolean
  shading?: string
}

const HEADINGS = {
  title: HeadingLevel.TITLE,
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
} as const

const ALIGN = { left: AlignmentType.LEFT, center: AlignmentType.CENTER, right: AlignmentType.RIGHT } as const

export type Piece = string | [string, RunStyle]

export class DocxWriter {
  readonly texts: string[] = []

  constructor(private readonly font = 'Calibri') {}

  run(text: string, style: RunStyle = {}): TextRun {
    this.texts.push(text)
    const parts = text.split('\t')
    return new TextRun({
      children: parts.flatMap((part, i) => (i === 0 ? [part] : ['\t', part])),
      bold: style.bold ?? false,
      italics: style.italics ?? false,
      size: (style.size ?? 11) * 2,
      color: style.color ?? '222222',
      font: style.font ?? this.font,
      allCaps: style.allCaps ?? false,
    })
  }

  /** A paragraph of one run, or of several (`[text, style]` pieces over `runStyle`). */
  p(content: string | Piece[], style: ParagraphStyle = {}, runStyle: RunStyle = {}): Paragraph {
    const list: Piece[] = typeof content === 'string' ? [content] : content
    return new Paragraph({
      children: list.map((piece) =>
        typeof piece === 'string' ? this.run(piece, runStyle) : this.run(piece[0], { ...runStyle, ...piece[1] }),
      ),
      ...(style.heading === undefined ? {} : { heading: HEADINGS[style.heading] }),
      alignment: ALIGN[style.align ?? 'left'],
      spacing: { after: (style.after ?? 4) * 20, before: (style.before ?? 0) * 20 },
      ...(style.bullet === true ? { bullet: { level: 0 } } : {}),
      ...(style.rightTab === true ? { tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }] } : {}),
      ...(style.shading === undefined ? {} : { shading: { type: ShadingType.CLEAR, color: 'auto', fill: style.shading } }),
    })
  }
}

export interface CellOptions {
  /** Percent of the table's width. */
  width?: number
  fill?: string
  borders?: boolean
}

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' }
const THIN = { style: BorderStyle.SINGLE, size: 4, color: '999999' }

export function cell(children: Paragraph[] | Paragraph, options: CellOptions = {}): TableCell {
  const side = options.borders === true ? THIN : NO_BORDER
  return new TableCell({
    children: Array.isArray(children) ? children : [children],
    ...(options.width === undefined ? {} : { width: { size: options.width, type: WidthType.PERCENTAGE } }),
    ...(options.fill === undefined ? {} : { shading: { type: ShadingType.CLEAR, color: 'auto', fill: options.fill } }),
    borders: { top: side, bottom: side, left: side, right: side },
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    verticalAlign: VerticalAlign.TOP,
  })
}

export function table(rows: TableCell[][], options: { borders?: boolean; widths?: number[] } = {}): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    ...(options.widths === undefined ? {} : { columnWidths: options.widths.map((w) => Math.round((w / 100) * 9600)) }),
    borders:
      options.borders === true
        ? { top: THIN, bottom: THIN, left: THIN, right: THIN, insideHorizontal: THIN, insideVertical: THIN }
        : TableBorders.NONE,
    rows: rows.map((cells) => new TableRow({ children: cells })),
  })
}

export interface DocxMeta {
  title: string
  creator: string
  /** Margins in centimetres. */
  margin?: number
  font?: string
}

/** The .docx bytes, re-zipped with fixed dates so regenerating gives the same bytes. */
export async function pack(children: (Paragraph | Table)[], meta: DocxMeta): Promise<Buffer> {
  const margin = Math.round((meta.margin ?? 2) * 567)
  const document = new Document({
    creator: meta.creator,
    lastModifiedBy: meta.creator,
    title: meta.title,
    styles: { default: { document: { run: { font: meta.font ?? 'Calibri', size: 22 } } } },
    sections: [{ properties: { page: { margin: { top: margin, bottom: margin, left: margin, right: margin } } }, children }],
  })
  const files = readZip(await Packer.toBuffer(document))
  const stamp = SAVED_ON.toISOString().replace(/\.\d{3}Z$/, 'Z')
  const core = files.get('docProps/core.xml')
  if (core !== undefined)
    files.set(
      'docProps/core.xml',
      Buffer.from(core.toString('utf8').replace(/(<dcterms:(?:created|modified)[^>]*>)[^<]*(<\/dcterms:)/g, `$1${stamp}$2`), 'utf8'),
    )
  return writeZip(files, SAVED_ON)
}
