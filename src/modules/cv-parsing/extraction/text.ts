/**
 * Text helpers every extractor shares: folding for comparison, and the small predicates about a
 * line's shape (bullets, capitals, contact data) that several rules ask.
 */

/** Longer lines are prose or garbage: no name, heading or job title is tested against them. */
export const MAX_SHORT_LINE = 500

const foldedChars = new Map<string, string>()

/**
 * One character folded: lowercase, accents dropped, đ → d. Always exactly one UTF-16 unit, so a
 * folded line keeps the offsets of the original: a match found in the folded text is cut out of
 * the original by the same indices.
 */
function foldChar(char: string): string {
  const code = char.charCodeAt(0)
  if (code < 128) return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : char
  let folded = foldedChars.get(char)
  if (folded === undefined) {
    if (char === 'đ' || char === 'Đ') folded = 'd'
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
      const lower = char.toLowerCase()
      folded = base.length === 1 ? base : lower.length === 1 ? lower : char
    }
    foldedChars.set(char, folded)
  }
  return folded
}

/** Lowercase and without diacritics, the same length as `text` (see foldChar). */
export function foldKeepingOffsets(text: string): string {
  let folded = ''
  for (let i = 0; i < text.length; i++) folded += foldChar(text.charAt(i))
  return folded
}

/** Folded and trimmed, spaces collapsed: a key to look a phrase up by. */
export function foldKey(text: string): string {
  return foldKeepingOffsets(text).replace(/\s+/g, ' ').trim()
}

/** Vietnamese writes some syllables with i or y alike (kĩ/kỹ năng, quản lí/lý); one spelling for comparing. */
export function unifyIY(folded: string): string {
  return folded.replace(/\b(k|l|m|t)i\b/g, '$1y')
}

const BULLET = /^[\s\-–—•●○◦■□▪▫►▶➢➤✓✔✗❖◆◇♦★☆·*+>·|:]+/u

/** Whether a line starts with a list bullet (`-`, `•`, `*`, `+`, `✓` …). */
export function startsWithBullet(text: string): boolean {
  return /^[-–—•●○◦■□▪▫►▶➢➤✓✔❖◆◇♦★☆·*+>]/u.test(text)
}

/** How many characters of bullets, icons and spaces a line starts with. */
export function leadingBulletLength(text: string): number {
  return BULLET.exec(text)?.[0].length ?? 0
}

/** The line without leading bullets, icons and separators. */
export function stripBullet(text: string): string {
  return text.replace(BULLET, '').trim()
}

/** Letters there are, all capitals (at least two of them). */
export function isAllCaps(text: string): boolean {
  let letters = 0
  for (const char of text) {
    const lower = char.toLowerCase()
    const upper = char.toUpperCase()
    if (lower === upper) continue
    if (char !== upper) return false
    letters++
  }
  return letters >= 2
}

/**
 * Each word capitalised, the rest lowercase, with Vietnamese case rules ("NGUYỄN VĂN AN" →
 * "Nguyễn Văn An", "ĐẶNG" → "Đặng"); hyphenated and apostrophised parts each get their capital.
 */
export function toTitleCase(text: string): string {
  return text
    .toLocaleLowerCase('vi')
    .replace(/(^|[\s\-'’])(\p{Ll})/gu, (_match, before: string, letter: string) => before + letter.toLocaleUpperCase('vi'))
}

/** Trims separators and brackets left over at either end once something was cut out of a line. */
export function trimDangling(text: string): string {
  return text
    .replace(/^[\s,;:|•·\-–—/~()[\]]+/u, '')
    .replace(/[\s,;:|•·\-–—/~([]+$/u, '')
    .replace(/^\)+|\(+$/g, '')
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}
