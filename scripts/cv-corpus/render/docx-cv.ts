import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
} from 'docx'
import { readZip, writeZip } from '../bytes/zip.ts'
import type { CvContent, EducationView, JobView, Section } from '../content.ts'
import { fieldText } from '../item-lines.ts'
import { lineParagraph, headingParagraph, sectionParagraphs, type DocxLook } from './docx-blocks.ts'
import { educationGrid, fieldsTable, jobsGrid, jobsTwoColumn, type GridWords } from './docx-tables.ts'

/**
 * DOCX CVs as people make them in Word:
 * - `headings`: name (Title style or a big bold run), a contact line, then sections;
 * - `contact-table`: personal details in a label | value table ("Họ và tên | …");
 * - `experience-table`: work history (and schooling) in tables;
 * - `sidebar-table`: the whole CV in a borderless two-cell table, a narrow left cell for contacts,
 *   skills and education beside the main cell, the way Word two-column templates are built.
 */
export type DocxLayout = 'headings' | 'contact-table' | 'experience-table' | 'sidebar-table'

export interface DocxOptions {
  layout: DocxLayout
  look: DocxLook
  /** Name in Word's Title style rather than a large bold run. */
  titleStyle: boolean
  /** For experience tables: a grid with a header row, or period | details rows. */
  grid: boolean
  language: 'vi' | 'en'
  title: string
}

const GRID_WORDS: Record<'vi' | 'en', GridWords> = {
  vi: { period: 'Thời gian', company: 'Công ty', position: 'Vị trí', school: 'Trường', degree: 'Bằng cấp' },
  en: { period: 'Period', company: 'Company', position: 'Position', school: 'School', degree: 'Degree' },
}

export async function renderDocx(content: CvContent, options: DocxOptions): Promise<Buffer> {
  const { look } = options
  const children: FileChild[] = [...header(content, options)]
  const sidebarKinds = ['personal', 'skills', 'languages', 'education', 'certificates']
  if (options.layout === 'sidebar-table') {
    const side = [
      ...(content.contacts.length > 0
        ? [headingParagraph(content.contactsHeading, look), ...content.contacts.map((f) => lineParagraph(fieldText(f), look))]
        : []),
      ...content.sections.filter((s) => sidebarKinds.includes(s.kind)).flatMap((s) => sectionParagraphs(s, look)),
    ]
    const main = content.sections.filter((s) => !sidebarKinds.includes(s.kind)).flatMap((s) => sectionParagraphs(s, look))
    children.push(
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        borders: TableBorders.NONE,
        rows: [
          new TableRow({
            children: [
              new TableCell({ width: { size: 32, type: WidthType.PERCENTAGE }, shading: { fill: 'EEF1F5' }, children: side }),
              new TableCell({ width: { size: 68, type: WidthType.PERCENTAGE }, margins: { left: 200 }, children: main }),
            ],
          }),
        ],
      }),
    )
  } else {
    if (content.contacts.length > 0) children.push(lineParagraph(content.contacts.map(fieldText).join(' | '), look, { center: true }))
    for (const section of content.sections) children.push(...sectionBlocks(section, options))
  }

  const document = new Document({
    creator: options.title,
    title: options.title,
    styles: { default: { document: { run: { font: look.font, size: look.size } } } },
    sections: [{ properties: { page: { margin: { top: 1000, bottom: 1000, left: 1100, right: 1100 } } }, children }],
  })
  return withFixedTimestamps(await Packer.toBuffer(document))
}

function header(content: CvContent, options: DocxOptions): Paragraph[] {
  const { look } = options
  const paragraphs: Paragraph[] = []
  if (content.kicker !== null)
    paragraphs.push(
      new Paragraph({
        alignment: AlignmentType.CENTER,
        spacing: { after: 200 },
        children: [new TextRun({ text: content.kicker, bold: true, size: 32 })],
      }),
    )
  if (content.name !== null) {
    paragraphs.push(
      options.titleStyle
        ? new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun({ text: content.name })] })
        : new Paragraph({
            spacing: { after: 60 },
            children: [new TextRun({ text: content.name, bold: true, size: 44, color: look.accent })],
          }),
    )
  }
  if (content.headline !== null)
    paragraphs.push(
      new Paragraph({ spacing: { after: 120 }, children: [new TextRun({ text: content.headline, size: look.size + 4, italics: true })] }),
    )
  return paragraphs
}

function sectionBlocks(section: Section, options: DocxOptions): FileChild[] {
  const { look, layout } = options
  if (layout === 'contact-table' && section.kind === 'personal') {
    const fields = section.items.flatMap((item) => (item.type === 'fields' ? item.fields : []))
    return [headingParagraph(section.heading, look), fieldsTable(fields, look), new Paragraph({})]
  }
  if (layout === 'experience-table' && section.kind === 'experience') {
    const jobs = section.items.flatMap((item): JobView[] => (item.type === 'job' ? [item.job] : []))
    const words = GRID_WORDS[options.language]
    return [
      headingParagraph(section.heading, look),
      options.grid ? jobsGrid(jobs, words, look) : jobsTwoColumn(jobs, look),
      new Paragraph({}),
    ]
  }
  if (layout === 'experience-table' && section.kind === 'education' && options.grid) {
    const entries = section.items.flatMap((item): EducationView[] => (item.type === 'education' ? [item.entry] : []))
    return [headingParagraph(section.heading, look), educationGrid(entries, GRID_WORDS[options.language], look), new Paragraph({})]
  }
  return sectionParagraphs(section, look)
}

/** `docx` stamps the zip entries and docProps/core.xml with the current time; pin both so the bytes never change. */
function withFixedTimestamps(bytes: Uint8Array): Buffer {
  const entries = readZip(bytes).map((entry) =>
    entry.name === 'docProps/core.xml'
      ? {
          name: entry.name,
          data: Buffer.from(
            Buffer.from(entry.data)
              .toString('utf8')
              .replace(/(<dcterms:(?:created|modified)[^>]*>)[^<]*(<)/g, '$12026-10-15T00:00:00Z$2'),
            'utf8',
          ),
        }
      : entry,
  )
  return writeZip(entries)
}
