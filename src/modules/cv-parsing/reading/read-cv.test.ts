import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { CvUnreadableReason } from '../cv-document.ts'
import {
  compoundFile,
  deeplyNestedPdf,
  docxBomb,
  docxCv,
  DOCX_HEADER,
  DOCX_TABLE,
  flateBombPdf,
  GLYPH_MAIN,
  GLYPH_SIDEBAR,
  glyphByGlyphPdf,
  MAIN_COLUMN_WORDS,
  manyPagesPdf,
  ONE_COLUMN_LINES,
  oneColumnPdf,
  onePagePdf,
  pdfkitPdf,
  png,
  scannedPdf,
  SIDEBAR_LINES,
  textStream,
  twoColumnPdf,
  zip,
} from './cv-files.fixtures.ts'
import { CvUnreadable, unreadableDetail } from './cv-unreadable.ts'
import { readCv } from './read-cv.ts'

async function assertUnreadable(bytes: Uint8Array, reason: CvUnreadableReason, detail?: RegExp): Promise<void> {
  await assert.rejects(readCv(bytes), (error: unknown) => {
    assert.ok(error instanceof CvUnreadable, `a CvUnreadable, not ${String(error)}`)
    assert.equal(error.reason, reason, error.message)
    assert.ok(error.message.length > 0)
    if (detail) assert.match(error.message, detail)
    return true
  })
}

const isNfc = (text: string) => text === text.normalize('NFC')

describe('readCv: PDF', () => {
  test('a one-column PDF comes out line by line, the name bigger and bold, Vietnamese intact and NFC', async () => {
    const document = await readCv(await oneColumnPdf())
    assert.equal(document.format, 'pdf')
    assert.equal(document.pages, 1)
    assert.deepEqual(
      document.lines.map((line) => line.text),
      ['Nguyễn Thị Hồng Nhung', ...ONE_COLUMN_LINES],
    )
    const [name, contact, heading] = document.lines
    assert.equal(name!.fontSize, 24)
    assert.equal(contact!.fontSize, 10)
    assert.ok(name!.fontSize! > contact!.fontSize!)
    assert.equal(name!.emphasis, true)
    assert.equal(contact!.emphasis, false)
    assert.equal(heading!.emphasis, true, 'a heading set in the bold font')
    assert.ok(document.lines.every((line) => isNfc(line.text) && line.page === 1 && line.text === line.text.trim()))
    assert.ok(document.lines.some((line) => line.text.includes('Kinh nghiệm làm việc')))
  })

  test('a two-column PDF gives its header, then the sidebar whole, then the main column, never a line of both', async () => {
    const document = await readCv(await twoColumnPdf())
    const texts = document.lines.map((line) => line.text)
    assert.equal(texts[0], 'Nguyễn Thị Hồng Nhung', 'the full-width header comes first')
    assert.match(texts[1]!, /^Lập trình viên Backend · nhung\.nguyen@example\.com/)
    assert.deepEqual(texts.slice(2, 2 + SIDEBAR_LINES.length), SIDEBAR_LINES, 'the sidebar, whole and in order')
    const main = texts.slice(2 + SIDEBAR_LINES.length)
    assert.equal(main[0], 'Kinh nghiệm làm việc')
    for (const line of texts) {
      const fromSidebar = SIDEBAR_LINES.some((sidebar) => line.includes(sidebar))
      const fromMain = MAIN_COLUMN_WORDS.some((word) => line.includes(word))
      assert.ok(!(fromSidebar && fromMain), `a line mixes both columns: ${line}`)
    }
    for (const word of MAIN_COLUMN_WORDS)
      assert.ok(
        main.some((line) => line.includes(word)),
        `${word} is in the main column`,
      )
    assert.ok(document.lines.find((line) => line.text === 'KỸ NĂNG')!.emphasis)
  })

  test('a page placed glyph by glyph: words whole, a letter-spaced heading as its words, columns on one baseline grid apart', async () => {
    const document = await readCv(await glyphByGlyphPdf())
    assert.deepEqual(
      document.lines.map((line) => line.text),
      ['Nguyễn Thị Hồng Nhung', 'nhung@abc.vn · 0912 345 678 · Hà Nội, Việt Nam · github.com/nhung', ...GLYPH_SIDEBAR, ...GLYPH_MAIN],
    )
    const heading = document.lines.find((line) => line.text === 'KINH NGHIỆM LÀM VIỆC')!
    assert.equal(heading.emphasis, true)
    assert.equal(heading.fontSize, 10)
  })

  test('each page is read, numbered from 1', async () => {
    const document = await readCv(
      await pdfkitPdf((doc) => {
        doc.font('body').fontSize(11).text('Trang một')
        doc.addPage().font('body').fontSize(11).text('Trang hai')
      }),
    )
    assert.equal(document.pages, 2)
    assert.deepEqual(
      document.lines.map(({ text, page }) => [text, page]),
      [
        ['Trang một', 1],
        ['Trang hai', 2],
      ],
    )
  })

  test('a password-protected PDF is encrypted; one with only an owner password (no password to open) is read', async () => {
    await assertUnreadable(await oneColumnPdf({ userPassword: 'secret', pdfVersion: '1.7' }), 'encrypted', /password/)
    const ownerOnly = await readCv(await oneColumnPdf({ ownerPassword: 'secret', pdfVersion: '1.7' }))
    assert.equal(ownerOnly.lines[0]!.text, 'Nguyễn Thị Hồng Nhung')
  })

  test('a PDF of pictures only is image_only; one with neither text nor pictures is empty', async () => {
    await assertUnreadable(await scannedPdf(), 'image_only', /scan/)
    await assertUnreadable(onePagePdf(textStream('0 0 m 100 100 l S')), 'empty')
  })

  test('a truncated or garbled PDF is corrupt', async () => {
    const pdf = await oneColumnPdf()
    await assertUnreadable(pdf.subarray(0, Math.floor(pdf.length / 2)), 'corrupt')
    await assertUnreadable(Buffer.from('%PDF-1.7\nnothing of a PDF follows\n'), 'corrupt')
  })

  test('more than 50 pages, a nesting too deep to parse, or a Flate bomb is too_complex', async () => {
    await assertUnreadable(manyPagesPdf(3000), 'too_complex', /3000 pages/)
    await assertUnreadable(deeplyNestedPdf(200_000), 'too_complex')
    const started = performance.now()
    await assertUnreadable(flateBombPdf(400), 'too_complex')
    assert.ok(performance.now() - started < 3000, 'refused before pdf.js inflates it')
  })

  test('reading leaves the caller’s bytes as they were (pdf.js would take its input over)', async () => {
    const pdf = await oneColumnPdf()
    const before = Buffer.from(pdf)
    await readCv(pdf)
    await readCv(new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength))
    assert.equal(pdf.byteLength, before.byteLength)
    assert.ok(pdf.equals(before))
  })
})

describe('readCv: DOCX', () => {
  test('the page header, then paragraphs, headings, list items and each table cell as lines; headings and bold lines emphasised', async () => {
    const document = await readCv(await docxCv())
    assert.equal(document.format, 'docx')
    assert.equal(document.pages, 1)
    assert.deepEqual(
      document.lines.map((line) => line.text),
      [
        DOCX_HEADER,
        'Nguyễn Thị Hồng Nhung',
        'Email: nhung.nguyen@example.com & co',
        'Kinh nghiệm làm việc',
        ...DOCX_TABLE.flat(),
        'Kỹ năng',
        'Python',
        'PostgreSQL',
      ],
    )
    const emphasised = document.lines.filter((line) => line.emphasis).map((line) => line.text)
    assert.deepEqual(emphasised, ['Nguyễn Thị Hồng Nhung', 'Kinh nghiệm làm việc', 'Kỹ năng'])
    assert.ok(document.lines.every((line) => line.fontSize === null && line.page === 1 && isNfc(line.text)))
  })

  test('a truncated DOCX is corrupt', async () => {
    const docx = await docxCv()
    await assertUnreadable(docx.subarray(0, Math.floor(docx.length * 0.6)), 'corrupt')
  })

  test('a ZIP that claims to be a DOCX but holds no document is corrupt', async () => {
    const fake = zip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/styles.xml', data: Buffer.from('<w:styles/>') },
    ])
    await assertUnreadable(fake, 'corrupt')
  })

  test('a decompression bomb is too_complex before it is inflated into memory, whatever size it declares', async () => {
    const started = performance.now()
    await assertUnreadable(docxBomb(300), 'too_complex')
    await assertUnreadable(docxBomb(300, { honest: false }), 'too_complex')
    assert.ok(performance.now() - started < 3000)
  })
})

describe('readCv: text', () => {
  test('UTF-8 text, one line per line, whitespace collapsed, decomposed Vietnamese made NFC', async () => {
    const decomposed = 'Nguye\u0302\u0303n Thi\u0323 Ho\u0302\u0300ng Nhung'
    const document = await readCv(Buffer.from(`\uFEFF${decomposed}\r\n\r\n  Kinh   nghiệm\tlàm việc  \n\nPython, SQL\n`))
    assert.equal(document.format, 'text')
    assert.deepEqual(
      document.lines.map((line) => line.text),
      ['Nguyễn Thị Hồng Nhung', 'Kinh nghiệm làm việc', 'Python, SQL'],
    )
    assert.ok(document.lines.every((line) => line.fontSize === null && line.emphasis === false && line.page === 1))
  })

  test('UTF-16 with its byte order mark, little- or big-endian', async () => {
    const text = 'Nguyễn Thị Hồng Nhung\r\nKinh nghiệm làm việc\r\n'
    const littleEndian = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])
    const bigEndian = Buffer.from(littleEndian).swap16()
    for (const bytes of [littleEndian, bigEndian]) {
      const document = await readCv(bytes)
      assert.deepEqual(
        document.lines.map((line) => line.text),
        ['Nguyễn Thị Hồng Nhung', 'Kinh nghiệm làm việc'],
      )
    }
  })

  test('an empty file, or one of blank lines, is empty; RTF and HTML are text to a sniffer but mislabeled', async () => {
    await assertUnreadable(Buffer.alloc(0), 'empty')
    await assertUnreadable(Buffer.from(' \r\n\t\n'), 'empty')
    await assertUnreadable(Buffer.from('{\\rtf1\\ansi Nguyen Van A\\par}'), 'mislabeled', /\.docx or PDF/)
    await assertUnreadable(Buffer.from('<!DOCTYPE html><html><body>CV</body></html>'), 'mislabeled', /PDF/)
  })
})

describe('readCv: what is not a CV file', () => {
  test('a picture is mislabeled, whatever its name', async () => {
    await assertUnreadable(png(), 'mislabeled', /picture/)
  })

  test('an old Word .doc is mislabeled, with the way out; a password-protected DOCX (an OLE envelope) is encrypted', async () => {
    await assertUnreadable(compoundFile(['WordDocument', '1Table']), 'mislabeled', /\.doc\b.*\.docx or PDF/)
    await assertUnreadable(compoundFile(['EncryptionInfo', 'EncryptedPackage']), 'encrypted', /password/)
    await assertUnreadable(compoundFile(['Workbook']), 'mislabeled')
  })

  test('other binary is mislabeled with the general sentence', async () => {
    await assertUnreadable(Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00]), 'mislabeled', /^The file is not a PDF/)
    await assertUnreadable(Buffer.from([0xff, 0x00]), 'mislabeled')
    await assertUnreadable(zip([{ name: 'readme.txt', data: Buffer.from('hello') }]), 'mislabeled')
  })
})

describe('readCv: damaged files', () => {
  test('whatever the bytes (good files with bytes changed, cut short or overwritten), a document or a CvUnreadable', async () => {
    const seeds = [await oneColumnPdf(), await twoColumnPdf(), await docxCv()]
    let state = 20240611
    const random = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff
    for (let i = 0; i < 150; i++) {
      const bytes = Buffer.from(seeds[i % seeds.length]!)
      const at = Math.floor(random() * bytes.length)
      const damaged =
        i % 3 === 0
          ? bytes.fill(Math.floor(random() * 256), at, at + 1 + Math.floor(random() * 8))
          : i % 3 === 1
            ? bytes.subarray(0, at)
            : Buffer.concat([
                bytes.subarray(0, at),
                Buffer.from(Array.from({ length: 64 }, () => Math.floor(random() * 256))),
                bytes.subarray(at + 64),
              ])
      try {
        const document = await readCv(damaged)
        assert.ok(document.lines.length > 0 && document.lines.every((line) => line.text !== '' && isNfc(line.text)))
      } catch (error) {
        assert.ok(error instanceof CvUnreadable, `case ${i}: ${String(error)}`)
      }
    }
  })
})

describe('unreadableDetail', () => {
  test('has one sentence per reason, and a CvUnreadable without a message uses it', () => {
    const reasons: CvUnreadableReason[] = ['encrypted', 'image_only', 'corrupt', 'mislabeled', 'empty', 'too_complex']
    const details = reasons.map(unreadableDetail)
    assert.equal(new Set(details).size, reasons.length)
    for (const detail of details) assert.match(detail, /^[A-Z].+\.$/)
    assert.match(unreadableDetail('encrypted'), /password-protected/)
    assert.match(unreadableDetail('image_only'), /no text layer/)
    const error = new CvUnreadable('corrupt')
    assert.equal(error.message, unreadableDetail('corrupt'))
    assert.equal(error.name, 'CvUnreadable')
  })
})
