import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { crc32 } from 'node:zlib'
import { hostileSvg, tinyJpeg, tinyPng, tinyWebp } from '../../../test/helpers/multipart.ts'
import { SNIFFED_TYPES, sniffContentType } from './sniff.ts'

/** A ZIP with stored (uncompressed) entries: enough to stand for a DOCX or any other archive. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text)
    const nameBytes = Buffer.from(name)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(crc32(data), 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    const dir = Buffer.alloc(46)
    dir.writeUInt32LE(0x02014b50, 0)
    dir.writeUInt16LE(20, 4)
    dir.writeUInt16LE(20, 6)
    dir.writeUInt32LE(crc32(data), 16)
    dir.writeUInt32LE(data.length, 20)
    dir.writeUInt32LE(data.length, 24)
    dir.writeUInt16LE(nameBytes.length, 28)
    dir.writeUInt32LE(offset, 42)
    locals.push(local, nameBytes, data)
    central.push(dir, nameBytes)
    offset += local.length + nameBytes.length + data.length
  }
  const centralBytes = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(Object.keys(entries).length, 8)
  end.writeUInt16LE(Object.keys(entries).length, 10)
  end.writeUInt32LE(centralBytes.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, centralBytes, end])
}

describe('sniffContentType', () => {
  test('recognises PNG, JPEG and WebP by their signatures', () => {
    assert.equal(sniffContentType(tinyPng()), 'image/png')
    assert.equal(sniffContentType(tinyJpeg()), 'image/jpeg')
    assert.equal(sniffContentType(tinyWebp()), 'image/webp')
  })

  test('judges by the bytes alone: a PNG signature wins over anything a name could claim', () => {
    const png = tinyPng()
    assert.equal(sniffContentType(new Uint8Array(png.buffer, png.byteOffset, png.byteLength)), 'image/png')
    // A RIFF container that is not WebP (a WAV file) is not an image.
    const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(16)])
    assert.equal(sniffContentType(wav), null)
  })

  test('tells SVG apart, with or without an XML declaration or byte order mark', () => {
    assert.equal(sniffContentType(hostileSvg()), SNIFFED_TYPES.svg)
    assert.equal(sniffContentType(Buffer.from('  <svg xmlns="http://www.w3.org/2000/svg"></svg>')), SNIFFED_TYPES.svg)
    assert.equal(sniffContentType(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<svg/>')])), SNIFFED_TYPES.svg)
  })

  test('recognises PDF, also with bytes before the header', () => {
    assert.equal(sniffContentType(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')), SNIFFED_TYPES.pdf)
    assert.equal(sniffContentType(Buffer.concat([Buffer.alloc(16, 0), Buffer.from('%PDF-1.4\n')])), SNIFFED_TYPES.pdf)
  })

  test('recognises DOCX as a ZIP holding [Content_Types].xml and word/, and no other ZIP', () => {
    const docx = zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' })
    assert.equal(sniffContentType(docx), SNIFFED_TYPES.docx)
    assert.equal(sniffContentType(zip({ 'readme.txt': 'hello' })), null)
    const xlsx = zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' })
    assert.equal(sniffContentType(xlsx), null)
  })

  test('takes UTF-8 text as plain text, and refuses control bytes and broken UTF-8', () => {
    assert.equal(sniffContentType(Buffer.from('Nguyễn Văn A\nSenior engineer\tHà Nội\r\n')), SNIFFED_TYPES.text)
    assert.equal(sniffContentType(Buffer.from([0x68, 0x69, 0x00, 0x01])), null)
    assert.equal(sniffContentType(Buffer.from([0xc3, 0x28])), null)
  })

  test('takes UTF-16 with its byte order mark as plain text (or SVG), and refuses it without one or broken', () => {
    const text = 'Nguyễn Thị Hồng Nhung\r\nKinh nghiệm làm việc\r\n'
    const littleEndian = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])
    assert.equal(sniffContentType(littleEndian), SNIFFED_TYPES.text)
    const bigEndian = Buffer.from(littleEndian).swap16()
    assert.deepEqual([...bigEndian.subarray(0, 2)], [0xfe, 0xff])
    assert.equal(sniffContentType(bigEndian), SNIFFED_TYPES.text)
    assert.equal(sniffContentType(littleEndian.subarray(2)), null, 'UTF-16 without a byte order mark is binary to us')
    assert.equal(sniffContentType(littleEndian.subarray(0, littleEndian.length - 1)), null, 'an odd number of bytes')
    assert.equal(sniffContentType(Buffer.from([0xff, 0xfe, 0x00, 0x00, 0x41, 0x00, 0x00, 0x00])), null, 'UTF-32 decodes to NULs')
    const svg = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>', 'utf16le')])
    assert.equal(sniffContentType(svg), SNIFFED_TYPES.svg)
  })

  test('knows nothing of an empty file or unknown bytes', () => {
    assert.equal(sniffContentType(Buffer.alloc(0)), null)
    assert.equal(sniffContentType(Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0xff])), null)
    assert.equal(sniffContentType(Buffer.from([0x89, 0x50, 0x4e, 0x47])), null, 'a truncated PNG signature')
  })
})
