import { AlignmentType, HeadingLevel, Paragraph, TextRun } from 'docx'
import type { Item, Section } from '../content.ts'
import { itemLines } from '../item-lines.ts'

/**
 * Paragraph building blocks for the DOCX renderers: headings (a Word heading style, or just a
 * bold run, as many people format them by hand), body lines, and bullets (Word's list numbering,
 * or a "- " typed at the start of the line).
 */
export interface DocxLook {
  font: string
  /** Body size in half-points (22 = 11 pt). */
  size: number
  accent: string
  /** Section headings use Word's Heading 1/2 styles rather than a bold run. */
  headingStyles: boolean
  /** Bullets typed by hand ("- …") rather than Word's list numbering. */
  typedBullets: boolean
}

export function headingParagraph(text: string, look: DocxLook): Paragraph {
  if (look.headingStyles)
    return new Paragraph({ heading: HeadingLevel.HEADING_2, spacing: { before: 240, after: 80 }, children: [new TextRun({ text })] })
  return new Paragraph({
    spacing: { before: 240, after: 80 },
    border: { bottom: { style: 'single', size: 6, color: look.accent, space: 1 } },
    children: [new TextRun({ text, bold: true, size: look.size + 4, color: look.accent })],
  })
}

export function lineParagraph(text: string, look: DocxLook, options: { bold?: boolean; size?: number; center?: boolean } = {}): Paragraph {
  return new Paragraph({
    spacing: { after: 40 },
    ...(options.center === true ? { alignment: AlignmentType.CENTER } : {}),
    children: [new TextRun({ text, bold: options.bold === true, size: options.size ?? look.size })],
  })
}

export function bulletParagraph(text: string, look: DocxLook): Paragraph {
  if (look.typedBullets) return lineParagraph(`- ${text}`, look)
  return new Paragraph({ bullet: { level: 0 }, spacing: { after: 20 }, children: [new TextRun({ text, size: look.size })] })
}

export function itemParagraphs(item: Item, look: DocxLook): Paragraph[] {
  return itemLines(item).map((line) =>
    line.bullet ? bulletParagraph(line.text, look) : lineParagraph(line.text, look, { bold: line.strong }),
  )
}

export function sectionParagraphs(section: Section, look: DocxLook): Paragraph[] {
  return [headingParagraph(section.heading, look), ...section.items.flatMap((item) => itemParagraphs(item, look))]
}
