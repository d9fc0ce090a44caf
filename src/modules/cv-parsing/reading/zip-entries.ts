import { inflateRawSync } from 'node:zlib'
import { CvUnreadable } from './cv-unreadable.ts'

/** One file in a ZIP, as its central directory describes it. */
export interface ZipEntry {
  name: string
  method: number
  /** Uncompressed, as declared (which a hostile file may lie about). */
  declaredSize: number
  /** The entry's data as stored (deflated, or stored as is). */
  data: Buffer
}

export const STORED = 0
export const DEFLATED = 8
// Far more than a DOCX has (a few dozen parts); ZIP64 (0xFFFF entries, offsets past 4 GB) is for
// archives no CV needs.
const MAX_ENTRIES = 10_000

const END_OF_CENTRAL_DIRECTORY = 0x06054b50
const CENTRAL_HEADER = 0x02014b50
const LOCAL_HEADER = 0x04034b50
// The end record is 22 bytes plus a comment of at most 65535.
const END_SEARCH_WINDOW = 22 + 0xffff

const damaged = () =>
  new CvUnreadable('corrupt', 'The Word document is damaged (its ZIP structure is broken); save it again and upload the new copy.')
const tooLarge = () => new CvUnreadable('too_complex', 'The Word document holds far more files than any CV; it was not read.')

function findEndOfCentralDirectory(zip: Buffer): number {
  const stop = Math.max(0, zip.length - END_SEARCH_WINDOW)
  for (let at = zip.length - 22; at >= stop; at--) {
    if (zip.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at
  }
  throw damaged()
}

/** The entries of a ZIP, from its central directory; nothing is inflated. */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const end = findEndOfCentralDirectory(zip)
  const count = zip.readUInt16LE(end + 10)
  const directoryOffset = zip.readUInt32LE(end + 16)
  if (count === 0xffff || directoryOffset === 0xffffffff || count > MAX_ENTRIES) throw tooLarge()
  const entries: ZipEntry[] = []
  let at = directoryOffset
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_HEADER) throw damaged()
    const compressedSize = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const local = zip.readUInt32LE(at + 42)
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_HEADER) throw damaged()
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      declaredSize: zip.readUInt32LE(at + 24),
      data: zip.subarray(dataStart, dataStart + compressedSize),
    })
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }
  return entries
}

/** An entry's content; null when it is compressed some other way or broken. Only for entries already measured (docx-zip-guard.ts). */
export function entryContent(entry: ZipEntry): Buffer | null {
  if (entry.method === STORED) return entry.data
  if (entry.method !== DEFLATED) return null
  try {
    return inflateRawSync(entry.data)
  } catch {
    return null
  }
}
