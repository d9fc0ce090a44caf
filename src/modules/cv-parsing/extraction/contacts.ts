import { normalizePhone } from '../../candidates/normalize.ts'

/**
 * E-mail addresses and Vietnamese phone numbers in a line. Both are found by scanning, not by
 * open-ended regular expressions, so a hostile line costs time in proportion to its length.
 */

const LOCAL_PART = /[a-z0-9._%+-]/i
const DOMAIN_PART = /[a-z0-9.-]/i

/** The e-mail addresses in a line, lowercased, in order. */
export function findEmails(text: string): string[] {
  const found: string[] = []
  let searchFrom = 0
  for (;;) {
    const at = text.indexOf('@', searchFrom)
    if (at < 0) break
    let start = at
    while (start > 0 && at - start < 64 && LOCAL_PART.test(text.charAt(start - 1))) start--
    let end = at + 1
    while (end < text.length && end - at < 255 && DOMAIN_PART.test(text.charAt(end))) end++
    const local = text.slice(start, at).replace(/^[.]+/, '')
    const domain = text.slice(at + 1, end).replace(/[.-]+$/, '')
    if (local && isDomain(domain)) found.push(`${local}@${domain}`.toLowerCase())
    searchFrom = Math.max(end, at + 1)
  }
  return found
}

/** A host name with a dot and a top-level domain of letters: `gmail.com`, `fpt.edu.vn`. */
function isDomain(domain: string): boolean {
  const labels = domain.split('.')
  if (labels.length < 2 || labels.some((label) => !label || label.startsWith('-') || label.endsWith('-'))) return false
  return /^[a-z]{2,24}$/i.test(labels[labels.length - 1] ?? '')
}

/**
 * A Vietnamese number as CVs write it: a country code (`+84`, `(+84)`, `84`, `0084`) or a
 * leading 0, then 8–10 more digits in groups split by single spaces, dots or dashes. The digit
 * count and the bounded repetition keep dates (`01/2018 - 12/2019`), year ranges and 12-digit
 * ID numbers out; libphonenumber then says whether the number exists.
 */
const PHONE_CANDIDATE = /(?<![\d/.+-])(?:\(\s?\+?84\s?\)|\+\s?84(?:\s?\(0\))?|0084|84|0)(?:[ .-]?\d){8,10}(?![\d/])/g

/** The valid phone numbers in a line, as E.164, in order. */
export function findPhones(text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    const phone = normalizePhone(match[0])
    if (phone) found.push(phone)
  }
  return found
}
