import { Paragraph, ShadingType, Table, TableCell, TableRow, WidthType } from 'docx'
import type { EducationView, Field, JobView } from '../content.ts'
import { bulletParagraph, lineParagraph, type DocxLook } from './docx-blocks.ts'

/**
 * Tables as Vietnamese Word CVs use them: personal details as label | value rows ("Họ và tên |
 * Nguyễn Văn A"), and work history or schooling as a grid with a header row
 * ("Thời gian | Công ty | Vị trí"), or as period | details rows.
 */
const cell = (children: Paragraph[], percent: number, shaded = false): TableCell =>
  new TableCell({
    children,
    width: { size: percent, type: WidthType.PERCENTAGE },
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    ...(shaded ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'E7ECF2' } } : {}),
  })

const table = (rows: TableRow[]): Table => new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE } })

export function fieldsTable(fields: readonly Field[], look: DocxLook): Table {
  return table(
    fields.map(
      (field) =>
        new TableRow({
          children: [cell([lineParagraph(field.label, look, { bold: true })], 30, true), cell([lineParagraph(field.value, look)], 70)],
        }),
    ),
  )
}

export interface GridWords {
  period: string
  company: string
  position: string
  school: string
  degree: string
}

/** One row a job: dates | company | title with the duties under it. */
export function jobsGrid(jobs: readonly JobView[], words: GridWords, look: DocxLook): Table {
  const header = new TableRow({
    tableHeader: true,
    children: [words.period, words.company, words.position].map((text, i) =>
      cell([lineParagraph(text, look, { bold: true })], [22, 33, 45][i] ?? 33, true),
    ),
  })
  const rows = jobs.map(
    (job) =>
      new TableRow({
        children: [
          cell([lineParagraph(job.dates, look)], 22),
          cell([lineParagraph(job.company, look)], 33),
          cell([lineParagraph(job.title, look, { bold: true }), ...job.duties.map((duty) => bulletParagraph(duty, look))], 45),
        ],
      }),
  )
  return table([header, ...rows])
}

/** One row a job without a header: dates on the left, company, title and duties on the right. */
export function jobsTwoColumn(jobs: readonly JobView[], look: DocxLook): Table {
  return table(
    jobs.map(
      (job) =>
        new TableRow({
          children: [
            cell([lineParagraph(job.dates, look, { bold: true })], 25),
            cell(
              [
                lineParagraph(job.company, look, { bold: true }),
                lineParagraph(job.title, look),
                ...job.duties.map((duty) => bulletParagraph(duty, look)),
              ],
              75,
            ),
          ],
        }),
    ),
  )
}

export function educationGrid(entries: readonly EducationView[], words: GridWords, look: DocxLook): Table {
  const header = new TableRow({
    tableHeader: true,
    children: [words.period, words.school, words.degree].map((text, i) =>
      cell([lineParagraph(text, look, { bold: true })], [22, 40, 38][i] ?? 33, true),
    ),
  })
  const rows = entries.map(
    (entry) =>
      new TableRow({
        children: [
          cell([lineParagraph(entry.years, look)], 22),
          cell([lineParagraph(entry.institution, look)], 40),
          cell([lineParagraph(entry.degree, look)], 38),
        ],
      }),
  )
  return table([header, ...rows])
}
