import type { CvUnreadableReason } from '../../src/modules/cv-parsing/cv-document.ts'
import { encodePng } from './bytes/png.ts'
import { portrait, scannedPage } from './bytes/rasters.ts'
import { writeZip } from './bytes/zip.ts'
import { compose } from './compose.ts'
import type { LabelFormat } from './labels.ts'
import { makePersona } from './persona.ts'
import type { Random } from './random.ts'
import { A4, openPdf } from './render/pdf-document.ts'
import { randomLook } from './render/pdf-look.ts'
import { renderPdfOneColumn } from './render/pdf-one-column.ts'

/**
 * Files no reader should turn into a CV: what candidates do upload (a password-protected PDF, a
 * scan, a photo renamed .pdf, an old Word .doc, a zip renamed .docx, a broken download, an
 * empty file). `reason` is the CvUnreadable reason we think fits; any rejection passes.
 */
export interface NegativeFile {
  file: string
  format: LabelFormat
  layout: string
  reason: CvUnreadableReason
  bytes: Buffer
}

async function aValidCvPdf(random: Random, userPassword?: string): Promise<Buffer> {
  const persona = makePersona(random, { language: 'vi', jobs: 2 })
  const { content } = compose(random, persona)
  return renderPdfOneColumn(content, randomLook(random), persona.fullName, userPassword)
}

async function imageOnlyPdf(random: Random): Promise<Buffer> {
  const { doc, finish } = openPdf({ family: 'sans', title: 'scan' })
  doc.image(encodePng(scannedPage(random)), 0, 0, { width: A4.width, height: A4.height })
  return finish()
}

/**
 * A PDF whose cross-reference table, trailer and every "obj" keyword are overwritten: nothing
 * left says where an object starts, so no reader can rebuild it (pdf.js rebuilds a PDF that
 * only lost its xref, and such a file is readable, not a negative).
 */
function mangled(pdf: Buffer): Buffer {
  const text = Buffer.from(pdf)
  const xref = text.lastIndexOf('xref')
  for (let i = xref; i < text.length; i++) text[i] = 0x3f // '?'
  for (let at = text.indexOf(' obj'); at >= 0; at = text.indexOf(' obj', at + 4)) text.write(' jbo', at, 'latin1')
  return text
}

/** An OLE2 compound file header (the old Word .doc container) followed by noise. */
function legacyDoc(random: Random): Buffer {
  const bytes = Buffer.alloc(8192)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes)
  bytes.writeUInt16LE(0x003e, 0x18) // minor version
  bytes.writeUInt16LE(0x0003, 0x1a) // major version 3
  bytes.writeUInt16LE(0xfffe, 0x1c) // little-endian byte order mark
  bytes.writeUInt16LE(9, 0x1e) // 512-byte sectors
  for (let i = 512; i < bytes.length; i++) bytes[i] = random.int(0, 255)
  return bytes
}

/** A zip of holiday photos and a note, renamed .docx: a zip, but no [Content_Types].xml or word/document.xml. */
function zipNotDocx(): Buffer {
  return writeZip([
    { name: 'anh-the.png', data: encodePng(portrait(60, 80, 180)) },
    { name: 'ghi-chu.txt', data: Buffer.from('Nhớ nộp hồ sơ trước thứ Sáu.\n', 'utf8') },
  ])
}

export async function makeNegatives(random: Random): Promise<NegativeFile[]> {
  const valid = await aValidCvPdf(random)
  return [
    {
      file: '90-neg-encrypted.pdf',
      format: 'pdf',
      layout: 'encrypted',
      reason: 'encrypted',
      bytes: await aValidCvPdf(random, 'matkhau123'),
    },
    { file: '91-neg-scanned.pdf', format: 'pdf', layout: 'image-only', reason: 'image_only', bytes: await imageOnlyPdf(random) },
    {
      file: '92-neg-truncated.pdf',
      format: 'pdf',
      layout: 'truncated',
      reason: 'corrupt',
      bytes: valid.subarray(0, Math.floor(valid.length * 0.45)),
    },
    { file: '93-neg-mangled.pdf', format: 'pdf', layout: 'xref-mangled', reason: 'corrupt', bytes: mangled(valid) },
    { file: '94-neg-png-named.pdf', format: 'pdf', layout: 'png-renamed', reason: 'mislabeled', bytes: encodePng(portrait(240, 300, 175)) },
    { file: '95-neg-empty.pdf', format: 'pdf', layout: 'empty-file', reason: 'empty', bytes: Buffer.alloc(0) },
    { file: '96-neg-legacy.doc', format: 'doc', layout: 'ole2-doc', reason: 'mislabeled', bytes: legacyDoc(random) },
    { file: '97-neg-zip-not-docx.docx', format: 'docx', layout: 'plain-zip', reason: 'mislabeled', bytes: zipNotDocx() },
  ]
}
