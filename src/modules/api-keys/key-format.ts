import { createHash, randomBytes } from 'node:crypto'

/**
 * Data API keys look like GitHub's tokens: a fixed prefix that secret scanners can match, a
 * random body, and a checksum of the two, so that a scanner can tell a real key from a lookalike
 * and the service can refuse a mistyped key without looking anything up.
 *
 *   rk_live_ + 32 base62 characters (≈190 bits) + 6 base62 characters of CRC32(prefix + body)
 */
export const API_KEY_PREFIX = 'rk_live_'
const BODY_LENGTH = 32
const CHECKSUM_LENGTH = 6
/** How much of a key lists show: the prefix and four random characters. */
const DISPLAY_LENGTH = 12

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const SHAPE = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${BODY_LENGTH + CHECKSUM_LENGTH}}$`)

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

/** CRC-32 (IEEE, as zlib computes it). */
export function crc32(text: string): number {
  let crc = 0xffffffff
  for (const byte of Buffer.from(text, 'utf8')) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/** A 32-bit value in six base62 characters (62^6 > 2^32), zero-padded. */
function base62Fixed(value: number): string {
  let out = ''
  for (let i = 0; i < CHECKSUM_LENGTH; i++) {
    out = BASE62[value % 62] + out
    value = Math.floor(value / 62)
  }
  return out
}

function checksumOf(head: string): string {
  return base62Fixed(crc32(head))
}

/** Uniform base62: bytes of 248 and above are dropped, so that no character is likelier than another. */
function randomBase62(length: number): string {
  let out = ''
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62]
    }
  }
  return out
}

export function generateApiKey(): string {
  const head = API_KEY_PREFIX + randomBase62(BODY_LENGTH)
  return head + checksumOf(head)
}

/** Shape and checksum only: true says the key could be one of ours, not that it exists. */
export function isWellFormedApiKey(candidate: string): boolean {
  if (!SHAPE.test(candidate)) return false
  const head = candidate.slice(0, -CHECKSUM_LENGTH)
  return checksumOf(head) === candidate.slice(-CHECKSUM_LENGTH)
}

export function apiKeyPrefixOf(key: string): string {
  return key.slice(0, DISPLAY_LENGTH)
}

/** The only form a key is kept in. A fast hash is enough: the key has ~190 random bits. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}
