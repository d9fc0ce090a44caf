import { deflateSync } from 'node:zlib'
import { crc32 } from './crc32.ts'

/**
 * A minimal PNG encoder (8-bit greyscale or RGB, no interlace): enough for the photo placeholders
 * some CVs carry and for the "scanned" page of the image-only negative, without an image library.
 */
export interface Raster {
  width: number
  height: number
  channels: 1 | 3
  /** Row by row, `channels` bytes a pixel. */
  pixels: Uint8Array
}

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)

function chunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  typed.copy(out, 4)
  out.writeUInt32BE(crc32(typed), 8 + data.length)
  return out
}

export function encodePng(raster: Raster): Buffer {
  const { width, height, channels, pixels } = raster
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = channels === 1 ? 0 : 2 // colour type: greyscale or truecolour
  // Every row starts with filter type 0 (none).
  const stride = width * channels
  const filtered = Buffer.alloc((stride + 1) * height)
  for (let y = 0; y < height; y++) filtered.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1)
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ])
}
