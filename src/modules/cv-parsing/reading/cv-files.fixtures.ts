/**
 * Files of every kind a CV reader meets, good and hostile, built in memory for the reading
 * tests (and only for them: nothing in the service imports this).
 */
import { Document, Header, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx'
import PDFDocument from 'pdfkit'
import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib'

// DejaVu has every Vietnamese letter; no font in node_modules does (pdf.js's Liberation Sans
// lacks ễ, ị, ồ). `.ci/run` installs fonts-dejavu-core where it is missing.
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'
const BOLD_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'

type Pdf = PDFKit.PDFDocument

/** A PDF drawn by `draw` with pdfkit, fonts `body` and `bold` registered. */
export function pdfkitPdf(draw: (doc: Pdf) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, ...options })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.registerFont('body', FONT).registerFont('bold', BOLD_FONT)
  draw(doc)
  doc.end()
  return done
}

export const ONE_COLUMN_LINES = [
  'nhung.nguyen@example.com · 0912 345 678 · Cầu Giấy, Hà Nội',
  'Kinh nghiệm làm việc',
  'Kỹ sư phần mềm, Công ty Cổ phần Công nghệ ABC (2019 – nay)',
  'Xây dựng dịch vụ thanh toán cho hơn hai triệu người dùng, tối ưu truy vấn PostgreSQL.',
  'Học vấn',
  'Đại học Bách khoa Hà Nội, Kỹ sư Công nghệ thông tin, 2014 – 2019',
]

/** One column: the name big and bold, then body text with bold section headings. */
export function oneColumnPdf(options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return pdfkitPdf((doc) => {
    doc.font('bold').fontSize(24).text('Nguyễn Thị Hồng Nhung')
    const [contact, experience, job, achievement, education, school] = ONE_COLUMN_LINES
    doc.font('body').fontSize(10).text(contact!)
    doc.moveDown().font('bold').fontSize(13).text(experience!)
    doc.font('body').fontSize(10).text(job!).text(achievement!)
    doc.moveDown().font('bold').fontSize(13).text(education!)
    doc.font('body').fontSize(10).text(school!)
  }, options)
}

export const SIDEBAR_LINES = [
  'LIÊN HỆ',
  'Điện thoại: 0912 345 678',
  'Email: nhung@abc.vn',
  'Cầu Giấy, Hà Nội',
  'KỸ NĂNG',
  'Python',
  'PostgreSQL',
  'Docker',
  'Tiếng Anh (IELTS 7.0)',
]

export const MAIN_COLUMN_WORDS = ['Kinh nghiệm làm việc', 'Kỹ sư phần mềm', 'Công ty', 'thanh toán', 'Học vấn', 'Bách khoa']

/**
 * A TopCV-like page: a full-width header (the name, a contact line across the page), then a
 * narrow sidebar of contacts and skills beside a main column of experience whose lines start
 * level with the sidebar's, so a reader going by baselines alone would glue them.
 */
export function twoColumnPdf(): Promise<Buffer> {
  return pdfkitPdf((doc) => {
    doc.font('bold').fontSize(22).text('Nguyễn Thị Hồng Nhung', 40, 40, { width: 515 })
    doc
      .font('body')
      .fontSize(10)
      .text('Lập trình viên Backend · nhung.nguyen@example.com · 0912 345 678 · Hà Nội, Việt Nam', 40, 72, { width: 515 })
    let y = 110
    for (const line of SIDEBAR_LINES) {
      const heading = line === line.toUpperCase()
      doc.font(heading ? 'bold' : 'body').fontSize(heading ? 11 : 9.5)
      doc.text(line, 40, y, { width: 140 })
      y = doc.y + (heading ? 6 : 3)
    }
    y = 110
    doc.font('bold').fontSize(13).text('Kinh nghiệm làm việc', 210, y, { width: 345 })
    y = doc.y + 6
    for (const company of ['Công ty ABC', 'Công ty XYZ']) {
      doc.font('bold').fontSize(10.5).text(`Kỹ sư phần mềm, ${company} (2019 – 2023)`, 210, y, { width: 345 })
      y = doc.y + 2
      doc.font('body').fontSize(10)
      doc.text(
        'Xây dựng hệ thống thanh toán trực tuyến cho ngân hàng, tối ưu truy vấn cơ sở dữ liệu và triển khai trên Kubernetes.',
        210,
        y,
        {
          width: 345,
        },
      )
      y = doc.y + 10
    }
    doc.font('bold').fontSize(13).text('Học vấn', 210, y, { width: 345 })
    doc
      .font('body')
      .fontSize(10)
      .text('Đại học Bách khoa Hà Nội, 2014 – 2019', 210, doc.y + 4, { width: 345 })
  })
}

/** Text drawn a glyph at a time, `tracking` points apart, as design tools export it. */
function drawGlyphs(doc: Pdf, text: string, x: number, y: number, tracking = 0): void {
  let at = x
  for (const glyph of text) {
    if (glyph !== ' ') doc.text(glyph, at, y, { lineBreak: false })
    at += doc.widthOfString(glyph) + tracking
  }
}

export const GLYPH_SIDEBAR = ['LIÊN HỆ', 'Điện thoại: 0912 345 678', 'Email: nhung@abc.vn', 'KỸ NĂNG', 'Python', 'PostgreSQL']
export const GLYPH_MAIN = [
  'KINH NGHIỆM LÀM VIỆC',
  'Kỹ sư phần mềm, Công ty ABC (2019 – 2023)',
  'Xây dựng hệ thống thanh toán trực tuyến cho ngân hàng,',
  'tối ưu truy vấn cơ sở dữ liệu và triển khai Kubernetes.',
  'Lập trình viên, Công ty XYZ (2016 – 2019)',
  'Phát triển ứng dụng di động cho khách hàng bán lẻ.',
]

/**
 * A Canva-like page: every glyph placed on its own, the main column's heading letter-spaced,
 * and a sidebar and a main column on one baseline grid (each sidebar line level with a main one).
 */
export function glyphByGlyphPdf(): Promise<Buffer> {
  return pdfkitPdf((doc) => {
    doc.font('bold').fontSize(22)
    drawGlyphs(doc, 'Nguyễn Thị Hồng Nhung', 40, 40)
    doc.font('body').fontSize(10)
    drawGlyphs(doc, 'nhung@abc.vn · 0912 345 678 · Hà Nội, Việt Nam · github.com/nhung', 40, 72)
    doc.fontSize(9)
    GLYPH_SIDEBAR.forEach((line, i) => drawGlyphs(doc, line, 40, 110 + i * 16))
    GLYPH_MAIN.forEach((line, i) => {
      doc.font(i === 0 ? 'bold' : 'body').fontSize(10)
      drawGlyphs(doc, line, 210, 110 + i * 16, i === 0 ? 1.5 : 0)
    })
  })
}

/** A real PNG of `width` x `height` grey pixels. */
export function png(width = 2, height = 2): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bits per sample
  header[9] = 0 // greyscale
  const scanline = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x80)])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => scanline)))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** What a scanner makes: a page that is one picture. */
export function scannedPdf(): Promise<Buffer> {
  return pdfkitPdf((doc) => doc.image(png(40, 56), 40, 40, { width: 515, height: 721 }))
}

export const DOCX_TABLE = [
  ['Thời gian', 'Công ty', 'Vị trí'],
  ['2019 – 2023', 'Công ty Cổ phần ABC', 'Kỹ sư phần mềm'],
]

export const DOCX_HEADER = 'Hà Nội · 0912 345 678 · nhung.nguyen@example.com'

/**
 * A Word CV: contacts in the page header (the same for the first page and the others, as Word
 * keeps it twice), a title, a paragraph with a bold label, a heading, a table, a list.
 */
export function docxCv(): Promise<Buffer> {
  const header = () => new Header({ children: [new Paragraph({ children: [new TextRun(DOCX_HEADER)] })] })
  const document = new Document({
    numbering: { config: [{ reference: 'skills', levels: [{ level: 0, format: 'bullet', text: '•' }] }] },
    sections: [
      {
        properties: { titlePage: true },
        headers: { default: header(), first: header() },
        children: [
          new Paragraph({ text: 'Nguyễn Thị Hồng Nhung', heading: HeadingLevel.TITLE }),
          new Paragraph({ children: [new TextRun({ text: 'Email: ', bold: true }), new TextRun('nhung.nguyen@example.com & co')] }),
          new Paragraph({ text: 'Kinh nghiệm làm việc', heading: HeadingLevel.HEADING_1 }),
          new Table({
            rows: DOCX_TABLE.map(
              (cells) =>
                new TableRow({
                  children: cells.map((cell) => new TableCell({ children: [new Paragraph({ children: [new TextRun(cell)] })] })),
                }),
            ),
          }),
          new Paragraph({ text: 'Kỹ năng', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'Python', numbering: { reference: 'skills', level: 0 } }),
          new Paragraph({ text: 'PostgreSQL', numbering: { reference: 'skills', level: 0 } }),
        ],
      },
    ],
  })
  return Packer.toBuffer(document)
}

/** A ZIP of the given entries, each deflated (or given already deflated, with its true size and CRC). */
export function zip(entries: { name: string; data?: Buffer; deflated?: { data: Buffer; size: number; crc: number } }[]): Buffer {
  const locals: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const deflated = entry.deflated ?? {
      data: deflateRawSync(entry.data ?? Buffer.alloc(0)),
      size: entry.data?.length ?? 0,
      crc: crc32(entry.data ?? ''),
    }
    const name = Buffer.from(entry.name)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(deflated.crc, 14)
    local.writeUInt32LE(deflated.data.length, 18)
    local.writeUInt32LE(deflated.size, 22)
    local.writeUInt16LE(name.length, 26)
    const header = Buffer.alloc(46)
    header.writeUInt32LE(0x02014b50, 0)
    header.writeUInt16LE(20, 4)
    header.writeUInt16LE(20, 6)
    header.writeUInt16LE(8, 10)
    header.writeUInt32LE(deflated.crc, 16)
    header.writeUInt32LE(deflated.data.length, 20)
    header.writeUInt32LE(deflated.size, 24)
    header.writeUInt16LE(name.length, 28)
    header.writeUInt32LE(offset, 42)
    locals.push(local, name, deflated.data)
    central.push(header, name)
    offset += local.length + name.length + deflated.data.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/**
 * Raw deflate of `head`, `unit` `count` times, then `tail`, without compressing `count` units:
 * each unit is compressed once and its blocks repeated (a sync flush ends each piece on a byte,
 * and a piece refers only to itself). Returns the size and CRC of what it inflates to.
 */
export function repeatedDeflate(head: Buffer, unit: Buffer, count: number, tail: Buffer): { data: Buffer; size: number; crc: number } {
  const flush = { finishFlush: constants.Z_SYNC_FLUSH }
  const unitBlocks = deflateRawSync(unit, flush)
  let crc = crc32(head)
  for (let i = 0; i < count; i++) crc = crc32(unit, crc)
  crc = crc32(tail, crc)
  return {
    data: Buffer.concat([deflateRawSync(head, flush), ...Array.from({ length: count }, () => unitBlocks), deflateRawSync(tail)]),
    size: head.length + unit.length * count + tail.length,
    crc,
  }
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>'

/**
 * A DOCX whose document.xml is one paragraph of `megabytes` MB of the letter A: a few hundred
 * kilobytes that inflate to hundreds of megabytes. `honest: false` declares a tiny size, as a
 * bomb that hopes to be believed would.
 */
export function docxBomb(megabytes: number, { honest = true } = {}): Buffer {
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>',
  )
  const tail = Buffer.from('</w:t></w:r></w:p></w:body></w:document>')
  const deflated = repeatedDeflate(head, Buffer.alloc(1024 * 1024, 'A'), megabytes, tail)
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', deflated: honest ? deflated : { ...deflated, size: 4096 } },
  ])
}

/** A PDF of hand-written objects (1 is the catalog), with a correct cross-reference table. */
export function handmadePdf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let offset = parts[0]!.length
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(offset)
    const object = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    ])
    parts.push(object)
    offset += object.length
  })
  let xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const at of offsets) xref += `${String(at).padStart(10, '0')} 00000 n \n`
  xref += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`
  parts.push(Buffer.from(xref))
  return Buffer.concat(parts)
}

/** A stream object whose data is already Flate-encoded (zlib header; pdf.js does not check the checksum). */
export function flateStream(rawDeflate: Buffer, extra = ''): Buffer {
  const data = Buffer.concat([Buffer.from([0x78, 0x9c]), rawDeflate, Buffer.alloc(4)])
  return Buffer.concat([
    Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode${extra} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ])
}

const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'

/** One page whose contents are `contents` (a stream object), in Helvetica; `pageExtra` goes into the page dictionary. */
export function onePagePdf(contents: Buffer, pageExtra = ''): Buffer {
  return handmadePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >>${pageExtra} >>`,
    contents,
    HELVETICA,
  ])
}

export function textStream(operators: string): Buffer {
  return flateStream(deflateRawSync(operators))
}

/** `pages` pages, all the same page object: a few kilobytes that claim thousands of pages. */
export function manyPagesPdf(pages: number): Buffer {
  return handmadePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${Array.from({ length: pages }, () => '3 0 R').join(' ')}] /Count ${pages} >>`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    textStream('BT /F1 12 Tf 72 720 Td (Page) Tj ET'),
    HELVETICA,
  ])
}

/** A page whose dictionary holds an array nested `depth` deep, which a recursive parser cannot descend. */
export function deeplyNestedPdf(depth: number): Buffer {
  return onePagePdf(textStream('BT /F1 12 Tf 72 720 Td (Nested) Tj ET'), ` /Deep ${'['.repeat(depth)}${']'.repeat(depth)}`)
}

/**
 * One page of `megabytes` MB of text operators (two letters per line, millions of lines): small
 * on disk, within the decoded-size budget, and seconds of work for pdf.js.
 */
export function slowPdf(megabytes: number): Buffer {
  const unit = Buffer.from('(ab) Tj 0 -1 Td '.repeat(65536))
  const deflated = repeatedDeflate(Buffer.from('BT /F1 12 Tf 72 720 Td '), unit, megabytes, Buffer.from(' ET'))
  return onePagePdf(flateStream(deflated.data))
}

/** A page whose contents inflate to `megabytes` MB of spaces. */
export function flateBombPdf(megabytes: number): Buffer {
  const deflated = repeatedDeflate(
    Buffer.from('BT /F1 12 Tf 72 720 Td (Bomb) Tj ET '),
    Buffer.alloc(1024 * 1024, ' '),
    megabytes,
    Buffer.alloc(0),
  )
  return onePagePdf(flateStream(deflated.data))
}

/**
 * An OLE2 compound file (what Office writes for .doc, and around a password-protected .docx)
 * with a directory of the given stream names: a header, one FAT sector, one directory sector.
 */
export function compoundFile(streams: string[]): Buffer {
  const sector = 512
  const header = Buffer.alloc(sector)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0)
  header.writeUInt16LE(0x3e, 24) // minor version
  header.writeUInt16LE(3, 26) // major version: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28) // byte order
  header.writeUInt16LE(9, 30) // sector shift
  header.writeUInt16LE(6, 32) // mini sector shift
  header.writeUInt32LE(1, 44) // FAT sectors
  header.writeUInt32LE(1, 48) // first directory sector
  header.writeUInt32LE(4096, 56) // mini stream cutoff
  header.writeUInt32LE(0xfffffffe, 60) // no mini FAT
  header.writeUInt32LE(0xfffffffe, 68) // no DIFAT sectors
  header.fill(0xff, 76)
  header.writeUInt32LE(0, 76) // the FAT is sector 0
  const fat = Buffer.alloc(sector, 0xff)
  fat.writeUInt32LE(0xfffffffd, 0) // sector 0: the FAT
  fat.writeUInt32LE(0xfffffffe, 4) // sector 1: the directory, one sector long
  const directory = Buffer.alloc(sector)
  const names = ['Root Entry', ...streams].slice(0, 4)
  names.forEach((name, i) => {
    const entry = directory.subarray(i * 128, (i + 1) * 128)
    entry.write(name, 0, 'utf16le')
    entry.writeUInt16LE((name.length + 1) * 2, 64)
    entry[66] = i === 0 ? 5 : 2 // the root storage, or a stream
    entry[67] = 1 // black
    entry.writeInt32LE(-1, 68) // no left sibling
    entry.writeInt32LE(i > 0 && i < names.length - 1 ? i + 1 : -1, 72) // the streams as a chain of right siblings
    entry.writeInt32LE(i === 0 && names.length > 1 ? 1 : -1, 76) // the root's child: the first stream
    entry.writeUInt32LE(0xfffffffe, 116)
  })
  return Buffer.concat([header, fat, directory])
}
