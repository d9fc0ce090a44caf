import { CvUnreadable } from './cv-unreadable.ts'

// The Compound File Binary format (OLE2): old Office files, and the envelope Office puts around a
// password-protected DOCX, which is then neither a ZIP nor anything else a sniffer knows.
const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

export function isOleContainer(bytes: Uint8Array): boolean {
  return bytes.length >= CFB_SIGNATURE.length && CFB_SIGNATURE.every((b, i) => bytes[i] === b)
}

// Stream names in a CFB directory are UTF-16LE; looking for them in the bytes spares parsing the
// sector chains, and a false find can only change which sentence the 422 says.
function holdsStream(bytes: Uint8Array, name: string): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return buffer.includes(Buffer.from(name, 'utf16le'))
}

/** Why an OLE container cannot be read: a password-protected DOCX, an old Word .doc, or something else of Office's. */
export function unreadableOleContainer(bytes: Uint8Array): CvUnreadable {
  if (holdsStream(bytes, 'EncryptedPackage')) {
    return new CvUnreadable(
      'encrypted',
      'The Word document is password-protected; remove the password (File > Info > Protect Document) and upload it again.',
    )
  }
  if (holdsStream(bytes, 'WordDocument')) {
    return new CvUnreadable(
      'mislabeled',
      'The file is an old Word document (.doc), which is not read; save it as .docx or PDF and upload that.',
    )
  }
  return new CvUnreadable(
    'mislabeled',
    'The file is an old Office document (such as a Word .doc), which is not read; save the CV as .docx or PDF and upload that.',
  )
}
