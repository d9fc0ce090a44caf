/**
 * How candidates are matched: duplicates by e-mail and phone, search by name, e-mail, phone and
 * code, the same way for Vietnamese and any other Latin-script text.
 */

/** Lowercase, accents dropped (đ is its own letter and becomes d), spaces folded. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

export function normalizeEmail(email: string | null | undefined): string | null {
  const trimmed = email?.trim().toLowerCase()
  return trimmed ? trimmed : null
}

/**
 * E.164 for comparing phones: `0912 345 678`, `+84 912-345-678` and `84912345678` are one number.
 * A number starting with 0 is taken as Vietnamese (the service's home market); one with a `+`
 * keeps its country code. Fewer than 7 digits is not a phone number.
 */
export function normalizePhone(phone: string | null | undefined): string | null {
  if (!phone) return null
  const digits = phone.replace(/\D/g, '')
  if (digits.length < 7) return null
  if (phone.trim().startsWith('+')) return `+${digits}`
  if (digits.startsWith('00')) return `+${digits.slice(2)}`
  if (digits.startsWith('0')) return `+84${digits.slice(1)}`
  if (digits.startsWith('84') && digits.length >= 11) return `+${digits}`
  return `+${digits}`
}

/** The national form of a Vietnamese E.164 number (`+84912…` → `0912…`), so searches in either form match. */
function nationalForm(e164: string): string | null {
  return e164.startsWith('+84') ? `0${e164.slice(3)}` : null
}

export function searchTextOf(candidate: { full_name: string; email: string | null; phone: string | null; code: string }): string {
  const phone = normalizePhone(candidate.phone)
  return [
    foldText(candidate.full_name),
    normalizeEmail(candidate.email) ?? '',
    phone ? phone.slice(1) : '',
    phone ? (nationalForm(phone) ?? '') : '',
    candidate.code.toLowerCase(),
  ]
    .filter(Boolean)
    .join(' | ')
}

/**
 * What a search term looks for in `search_text`: a phone-like term as its digits (the stored text
 * holds both `84912…` and `0912…` forms), anything else folded like the names.
 */
export function searchTermOf(term: string): string {
  const digits = term.replace(/\D/g, '')
  const phoneLike = /^[\d\s+().-]+$/.test(term.trim()) && digits.length >= 3
  return phoneLike ? digits : foldText(term)
}

/**
 * The LIKE pattern of a folded term over `search_text`. Three characters or more: "contains",
 * through the trigram index. Fewer have no trigrams, so they match only the start (the name),
 * through the prefix index, and stay cheap. Wildcards in the term are taken literally.
 */
export function searchPatternOf(term: string): string {
  const literal = term.replace(/[\\%_]/g, (c) => `\\${c}`)
  return term.length >= 3 ? `%${literal}%` : `${literal}%`
}
