import { encodePng } from '../bytes/png.ts'
import { portrait } from '../bytes/rasters.ts'
import type { CvContent } from '../content.ts'
import { fieldText } from '../item-lines.ts'
import { PdfColumn } from './pdf-column.ts'
import { A4, openPdf } from './pdf-document.ts'
import type { PdfLook } from './pdf-look.ts'
import { writeSections } from './pdf-sections.ts'

/**
 * The classic one-column CV (a Word export or a simple template): the name large at the top,
 * the headline and a contact line under it, then the sections one after another. With a
 * password it is the encrypted negative.
 */
export async function renderPdfOneColumn(content: CvContent, look: PdfLook, title: string, userPassword?: string): Promise<Buffer> {
  const { doc, finish } = openPdf({ family: look.family, title, ...(userPassword !== undefined ? { userPassword } : {}) })
  const margin = 50
  const width = A4.width - 2 * margin
  const photo = look.photo ? { width: 78, height: 98 } : null

  // The header leaves room on the right for the photo when there is one.
  const header = new PdfColumn(doc, { x: margin, width: width - (photo ? photo.width + 16 : 0), top: 46 })
  if (content.kicker !== null) header.text(content.kicker, { font: 'bold', size: 15, align: 'center', color: look.accent, after: 10 })
  if (content.name !== null)
    header.text(content.name, { font: 'bold', size: look.nameSize, align: look.nameAlign, color: '#111111', after: 4 })
  if (content.headline !== null)
    header.text(content.headline, { font: 'regular', size: 12, align: look.nameAlign, color: look.accent, after: 6 })
  if (content.contacts.length > 0) {
    header.text(content.contacts.map(fieldText).join(look.contactSeparator), {
      font: 'regular',
      size: look.bodySize - 0.5,
      align: look.nameAlign,
      color: '#444444',
      after: 4,
    })
  }
  if (photo) doc.image(encodePng(portrait(156, 196, 190)), margin + width - photo.width, 46, photo)

  const body = new PdfColumn(doc, { x: margin, width, top: Math.max(header.y, photo ? 46 + photo.height : 0) + 6 })
  if (content.name !== null || content.contacts.length > 0) body.rule('#999999', 0.5)
  writeSections(body, content.sections, look)
  return finish()
}
