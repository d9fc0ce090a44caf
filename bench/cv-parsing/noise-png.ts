import { randomFillSync } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * An RGB PNG of random pixels: what a photographed certificate is to a compressor, i.e. no
 * smaller once deflated. pdfkit embeds an RGB PNG's compressed data as it is (no alpha to split
 * off), so each image adds about width × height × 3 bytes to the PDF.
 */
export function noisePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // RGB
  const rowBytes = 1 + width * 3
  const pixels = randomFillSync(Buffer.alloc(rowBytes * height))
  for (let row = 0; row < height; row++) pixels[row * rowBytes] = 0 // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    // Level 1: random bytes do not compress, so a higher level would only take longer.
    chunk('IDAT', deflateSync(pixels, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
