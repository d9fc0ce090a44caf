import { constants, createInflateRaw, inflateRawSync } from 'node:zlib'

const CHUNK = 1024 * 1024
// Streams up to this size are inflated in one go (most are kilobytes); past it, or when the
// data is broken, chunk by chunk so that nothing large is ever held.
const AT_ONCE = 8 * 1024 * 1024
// Cut short is not broken: a lenient reader inflates what is there.
const LENIENT = { finishFlush: constants.Z_SYNC_FLUSH }

function countInChunks(data: Uint8Array, limit: number): Promise<number> {
  return new Promise((resolve) => {
    let size = 0
    const inflate = createInflateRaw({ ...LENIENT, chunkSize: CHUNK })
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        inflate.destroy()
        resolve(size)
      }
    })
    inflate.on('error', () => resolve(size))
    inflate.on('end', () => resolve(size))
    inflate.end(data)
  })
}

/**
 * How many bytes raw deflate data inflates to, thrown away as it comes, stopping once past
 * `limit` (the answer is then over it). Data broken partway counts what came out before the
 * break: that is what a lenient reader (pdf.js, a ZIP library) would have in memory by then.
 */
export async function inflatedSize(data: Uint8Array, limit: number): Promise<number> {
  try {
    return inflateRawSync(data, { ...LENIENT, maxOutputLength: Math.max(1, Math.min(limit + 1, AT_ONCE)) }).length
  } catch {
    return countInChunks(data, limit)
  }
}
