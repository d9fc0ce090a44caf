// Icon fonts (the phone and envelope glyphs of Canva or TopCV templates) map their pictures to the
// Private Use Area; as text they are noise glued to the e-mail or number beside them.
const PRIVATE_USE = /[\uE000-\uF8FF]|[\u{F0000}-\u{FFFFD}]|[\u{100000}-\u{10FFFD}]/gu
// Control characters, zero-width spaces and soft hyphens carry nothing a reader sees.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u00AD\u200B\u2060\uFEFF]/g
const WHITESPACE = /\s+/g

/**
 * A line's text as every reader gives it: NFC (Vietnamese from a PDF often comes decomposed, a
 * base letter then its combining marks), every run of whitespace one space, nothing invisible,
 * trimmed. An empty result means the line is no line.
 */
export function cleanLineText(raw: string): string {
  return raw.replace(PRIVATE_USE, ' ').replace(INVISIBLE, '').replace(WHITESPACE, ' ').trim().normalize('NFC')
}
