import type { Item, Section } from '../content.ts'
import { itemLines } from '../item-lines.ts'
import type { PdfColumn } from './pdf-column.ts'
import type { PdfLook } from './pdf-look.ts'

/**
 * Writes sections into a PDF column: the heading in the accent colour (with a rule under it in
 * some looks), then each item line by line; job titles and institutions in bold. With
 * `datesBeside`, a job whose title or company stands on a line of its own gets its dates at the
 * right edge of that line, as Canva and TopCV templates set them.
 */
export function writeSections(
  column: PdfColumn,
  sections: readonly Section[],
  look: PdfLook,
  options: { bodySize?: number; color?: string; datesBeside?: boolean } = {},
): void {
  for (const section of sections) writeSection(column, section, look, options)
}

export function writeSection(
  column: PdfColumn,
  section: Section,
  look: PdfLook,
  options: { bodySize?: number; color?: string; datesBeside?: boolean } = {},
): void {
  const size = options.bodySize ?? look.bodySize
  column.space(6)
  column.text(section.heading, {
    font: 'bold',
    size: look.headingSize,
    color: options.color ?? look.accent,
    after: look.headingRule ? 2 : 5,
  })
  if (look.headingRule) column.rule(options.color ?? look.accent)
  for (const item of section.items) {
    writeItem(column, item, look, size, options)
    if (item.type === 'job' || item.type === 'education') column.space(4)
  }
}

function writeItem(column: PdfColumn, item: Item, look: PdfLook, size: number, options: { color?: string; datesBeside?: boolean }): void {
  const color = options.color
  if (item.type === 'job' && options.datesBeside === true) {
    const { job } = item
    if (job.layout === 'title-then-company-dates' || job.layout === 'company-title-dates') {
      const [first, second] = job.layout === 'title-then-company-dates' ? [job.title, job.company] : [job.company, job.title]
      column.row(first, job.dates, { font: 'bold', size: size + 0.5, color }, { font: 'regular', size: size - 0.5 })
      column.text(second, { font: 'regular', size, color, after: 3 })
      for (const duty of job.duties) column.bullet(duty, { font: 'regular', size, color }, look.bulletMarker)
      return
    }
  }
  for (const line of itemLines(item)) {
    if (line.bullet) column.bullet(line.text, { font: 'regular', size, color }, look.bulletMarker)
    else column.text(line.text, { font: line.strong ? 'bold' : 'regular', size: line.strong ? size + 0.5 : size, color, after: 2 })
  }
}
