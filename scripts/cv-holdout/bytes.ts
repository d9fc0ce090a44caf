import { crc32, deflateRawSync, deflateSync, inflateRawSync } from 'node:zlib'

/**
 * The few byte formats the held-out generator writes by hand: zip (to re-pack a DOCX with fixed
 * timestamps, so the same code writes the same bytes) and PNG (a photo, a scanned page).
 */

const u16 = (value: number): Buffer => {
  const b = Buffer.alloc(2)
  b.writeUInt16LE(value)
  return b
}
const u32 = (value: number): Buffer => {
  const b = Buffer.alloc(4)
  b.writeUInt32LE(value >>> 0)
  return b
}

/** The stored files of a zip, by path, in the archive's order (stored and deflated entries only). */
export function readZip(bytes: Uint8Array): Map<string, Buffer> {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let end = data.length - 22
  while (end >= 0 && data.readUInt32LE(end) !== 0x06054b50) end--
  if (end < 0) throw new Error('not a zip: no end of central directory')
  const count = data.readUInt16LE(end + 10)
  let at = data.readUInt32LE(end + 16)
  const files = new Map<string, Buffer>()
  for (let i = 0; i < count; i++) {
    if (data.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry')
    const method = data.readUInt16LE(at + 10)
    const compressed = data.readUInt32LE(at + 20)
    const nameLength = data.readUInt16LE(at + 28)
    const extraLength = data.readUInt16LE(at + 30)
    const commentLength = data.readUInt16LE(at + 32)
    const local = data.readUInt32LE(at + 42)
    const name = data.toString('utf8', at + 46, at + 46 + nameLength)
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28)
    const raw = data.subarray(start, start + compressed)
    if (!name.endsWith('/')) files.set(name, method === 8 ? inflateRawSync(raw) : Buffer.from(raw))
    at += 46 + nameLength + extraLength + commentLength
  }
  return files
}

/** A zip of the files, deflated, every entry dated `date` (local time fields, as zip has no zone). */
export function writeZip(files: ReadonlyMap<string, Uint8Array>, date: Date): Buffer {
  const time = (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1)
  const day = ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate()
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, content] of files) {
    const nameBytes = Buffer.from(name, 'utf8')
    const packed = deflateRawSync(content, { level: 9 })
    const crc = crc32(content)
    const common = [
      u16(0x0800),
      u16(8),
      u16(time),
      u16(day),
      u32(crc),
      u32(packed.length),
      u32(content.length),
      u16(nameBytes.length),
      u16(0),
    ]
    const local = Buffer.concat([u32(0x04034b50), u16(20), ...common, nameBytes, packed])
    centrals.push(Buffer.concat([u32(0x02014b50), u16(20), u16(20), ...common, u16(0), u16(0), u16(0), u32(0), u32(offset), nameBytes]))
    locals.push(local)
    offset += local.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(files.size), u16(files.size), u32(directory.length), u32(offset), u16(0)])
  return Buffer.concat([...locals, directory, end])
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.from(type, 'latin1')
  const length = Buffer.alloc(4)
  length.writeUInt32BE(body.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head, body])) >>> 0)
  return Buffer.concat([length, head, body, crc])
}

/** An 8-bit greyscale (channels 1) or RGB (channels 3) PNG of `pixels`, row after row. */
export function encodePng(width: number, height: number, channels: 1 | 3, pixels: Uint8Array): Buffer {
  const stride = width * channels
  const raw = Buffer.alloc((stride + 1) * height)
  for (let row = 0; row < height; row++) {
    raw[row * (stride + 1)] = 0
    Buffer.from(pixels.buffer, pixels.byteOffset + row * stride, stride).copy(raw, row * (stride + 1) + 1)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = channels === 1 ? 0 : 2
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A small deterministic generator (mulberry32), for the scan's speckle. */
export function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A head-and-shoulders silhouette on a soft background, as CV photos are. */
export function portraitPng(size: number, tint: readonly [number, number, number]): Buffer {
  const pixels = new Uint8Array(size * size * 3)
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const head = (x - size / 2) ** 2 + (y - size * 0.4) ** 2 < (size * 0.2) ** 2
      const shoulders = y > size * 0.68 && (x - size / 2) ** 2 / (size * 0.42) ** 2 + (y - size * 1.02) ** 2 / (size * 0.36) ** 2 < 1
      const shade = head || shoulders ? 0.45 : 0.92 - (0.12 * y) / size
      const at = (y * size + x) * 3
      pixels[at] = Math.round(tint[0] * shade)
      pixels[at + 1] = Math.round(tint[1] * shade)
      pixels[at + 2] = Math.round(tint[2] * shade)
    }
  return encodePng(size, size, 3, pixels)
}

/**
 * A greyscale "scan" of a CV page: a header block and paragraphs of word-shaped dark runs on
 * slightly speckled paper, slightly rotated, with no text layer anywhere.
 */
export function scannedPagePng(width: number, height: number, seed: number): Buffer {
  const next = random(seed)
  const pixels = new Uint8Array(width * height)
  for (let i = 0; i < pixels.length; i++) pixels[i] = next() < 0.01 ? 150 + Math.floor(next() * 60) : 243
  const tilt = 0.006
  const ink = (x: number, y: number, w: number, h: number): void => {
    for (let dy = 0; dy < h; dy++)
      for (let dx = 0; dx < w; dx++) {
        const px = x + dx
        const py = Math.round(y + dy + px * tilt)
        if (px >= 0 && px < width && py >= 0 && py < height) pixels[py * width + px] = 40
      }
  }
  const margin = Math.round(width * 0.09)
  let y = Math.round(height * 0.07)
  ink(margin, y, Math.round(width * 0.42), 26) // the name
  y += 44
  ink(margin, y, Math.round(width * 0.3), 12)
  y += 40
  while (y < height * 0.9) {
    ink(margin, y, Math.round(width * 0.22), 14) // a heading
    y += 30
    const lines = 3 + Math.floor(next() * 5)
    for (let line = 0; line < lines && y < height * 0.92; line++) {
      let x = margin + (next() < 0.4 ? 18 : 0)
      const stop = width - margin - next() * width * 0.25
      while (x < stop) {
        const word = 14 + Math.floor(next() * 60)
        ink(x, y, Math.min(word, Math.round(stop - x)), 9)
        x += word + 8
      }
      y += 20
    }
    y += 22
  }
  return encodePng(width, height, 1, pixels)
}
