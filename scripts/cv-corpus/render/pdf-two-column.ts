import { encodePng } from '../bytes/png.ts'
import { portrait } from '../bytes/rasters.ts'
import type { CvContent, SectionKind } from '../content.ts'
import { fieldText } from '../item-lines.ts'
import { PdfColumn } from './pdf-column.ts'
import { A4, openPdf } from './pdf-document.ts'
import type { PdfLook } from './pdf-look.ts'
import { writeSection, writeSections } from './pdf-sections.ts'

/**
 * The Canva / TopCV two-column CV: a coloured sidebar about 30 % of the page wide (contacts,
 * skills, languages, education) beside a main column (summary, experience, projects). The name
 * stands at the top of the main column, at the top of the sidebar, or in a band across the page.
 * Which column the content stream holds first varies, as it does between template tools, so a
 * reader cannot rely on stream order.
 */
export interface TwoColumnLayout {
  side: 'left' | 'right'
  namePlace: 'main' | 'sidebar' | 'band'
  sidebarFirst: boolean
  /** A dark sidebar with white text, or a light one with dark text. */
  dark: boolean
}

const SIDEBAR_KINDS: readonly SectionKind[] = ['personal', 'skills', 'languages', 'education', 'certificates']

export async function renderPdfTwoColumn(content: CvContent, look: PdfLook, layout: TwoColumnLayout, title: string): Promise<Buffer> {
  const { doc, finish } = openPdf({ family: look.family, title })
  const sidebarWidth = Math.round(A4.width * 0.3)
  const sidebarX = layout.side === 'left' ? 0 : A4.width - sidebarWidth
  const mainX = layout.side === 'left' ? sidebarWidth + 26 : 34
  const mainWidth = A4.width - sidebarWidth - 26 - 34
  const band = layout.namePlace === 'band' ? 96 : 0
  const sidebarColor = layout.dark ? look.accent : '#eef1f5'
  const sidebarText = layout.dark ? '#ffffff' : '#222222'

  const paintSidebar = (page: PDFKit.PDFDocument, top: number): void => {
    page
      .save()
      .rect(sidebarX, top, sidebarWidth, A4.height - top)
      .fill(sidebarColor)
      .restore()
  }
  paintSidebar(doc, band)
  if (band > 0) {
    doc.save().rect(0, 0, A4.width, band).fill('#f7f7f7').restore()
    const header = new PdfColumn(doc, { x: 40, width: A4.width - 80, top: 22 })
    if (content.name !== null) header.text(content.name, { font: 'bold', size: look.nameSize, color: look.accent, after: 2 })
    if (content.headline !== null) header.text(content.headline, { font: 'regular', size: 12, color: '#444444' })
  }

  const writeSidebar = (): void => {
    const column = new PdfColumn(doc, {
      x: sidebarX + 16,
      width: sidebarWidth - 32,
      top: band + 28,
      continuedTop: 36,
      onNewPage: (page) => paintSidebar(page, 0),
    })
    if (look.photo || layout.namePlace === 'sidebar') column.image(encodePng(portrait(180, 220, 170)), 90, 110, 'center')
    if (layout.namePlace === 'sidebar') {
      if (content.name !== null)
        column.text(content.name, { font: 'bold', size: Math.min(look.nameSize, 20), color: sidebarText, align: 'center', after: 3 })
      if (content.headline !== null)
        column.text(content.headline, { font: 'regular', size: 10.5, color: sidebarText, align: 'center', after: 8 })
    }
    if (content.contacts.length > 0) {
      column.space(6)
      column.text(content.contactsHeading, { font: 'bold', size: look.headingSize - 0.5, color: sidebarText, after: 4 })
      for (const field of content.contacts) column.line(fieldText(field), { font: 'regular', size: 8.5, color: sidebarText, after: 3 })
    }
    const sidebarLook = { ...look, headingSize: look.headingSize - 0.5, accent: sidebarText }
    for (const section of content.sections.filter((s) => SIDEBAR_KINDS.includes(s.kind)))
      writeSection(column, section, sidebarLook, { bodySize: 8.5, color: sidebarText })
  }

  const writeMain = (): void => {
    const column = new PdfColumn(doc, {
      x: mainX,
      width: mainWidth,
      top: band + 30,
      continuedTop: 40,
      onNewPage: (page) => paintSidebar(page, 0),
    })
    if (layout.namePlace === 'main') {
      if (content.name !== null) column.text(content.name, { font: 'bold', size: look.nameSize, color: '#111111', after: 3 })
      if (content.headline !== null) column.text(content.headline, { font: 'regular', size: 12.5, color: look.accent, after: 8 })
    }
    writeSections(
      column,
      content.sections.filter((s) => !SIDEBAR_KINDS.includes(s.kind)),
      look,
      { datesBeside: true },
    )
  }

  if (layout.sidebarFirst) {
    writeSidebar()
    writeMain()
  } else {
    writeMain()
    writeSidebar()
  }
  return finish()
}
