import { parsePhoneNumber } from 'awesome-phonenumber'

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

/** Numbers written without a country code are read as Vietnamese: the service's home market. */
export const DEFAULT_PHONE_REGION = 'VN'

/**
 * E.164 for comparing phones, by the numbering plans of libphonenumber (`awesome-phonenumber`):
 * `0912 345 678`, `+84 912-345-678`, `+84 (0) 912 345 678`, `84912345678` and `912345678` are one
 * number, `+84912345678`. A number without a country code is read in DEFAULT_PHONE_REGION.
 *
 * Only a number the plan says exists gets a value; anything else (too short or too long, a
 * prefix no operator has, `0000000000`) is null. A comparison key made of whatever digits were
 * typed would mark every record holding the same placeholder or typo as a copy of the first
 * one, and the contract promises E.164 here; a missed duplicate costs less than HR reviewing
 * strangers. Such a number is still found by search: `searchTextOf` keeps its digits.
 */
export function normalizePhone(phone: string | null | undefined): string | null {
  if (!phone?.trim()) return null
  const parsed = parsePhoneNumber(phone, { regionCode: DEFAULT_PHONE_REGION })
  return parsed.valid ? parsed.number.e164 : null
}

/** The national form of a Vietnamese E.164 number (`+84912…` → `0912…`), so searches in either form match. */
function nationalForm(e164: string): string | null {
  return e164.startsWith('+84') ? `0${e164.slice(3)}` : null
}

/**
 * The phone's part of `search_text`: a real number in its E.164 digits and, when Vietnamese,
 * its national form; a number the plan does not know (see `normalizePhone`) as the digits
 * typed, so that HR still finds the record by what they see on it.
 */
function phoneSearchForms(phone: string | null): string[] {
  if (!phone) return []
  const e164 = normalizePhone(phone)
  if (!e164) return [phone.replace(/\D/g, '')]
  return [e164.slice(1), nationalForm(e164) ?? '']
}

export function searchTextOf(candidate: { full_name: string; email: string | null; phone: string | null; code: string }): string {
  return [
    foldText(candidate.full_name),
    normalizeEmail(candidate.email) ?? '',
    ...phoneSearchForms(candidate.phone),
    candidate.code.toLowerCase(),
  ]
    .filter(Boolean)
    .join(' | ')
}

/**
 * What a search term looks for in `search_text`: a phone-like term as its digits (the stored text
 * holds both `84912…` and `0912…` forms, so a national number or a run of its digits is found as
 * typed), anything else folded like the names. A term in international form is first brought to
 * E.164, whose digits the stored text holds: the digits of `+84 (0) 912 345 678` as typed,
 * `840912…`, are in neither stored form.
 */
export function searchTermOf(term: string): string {
  const trimmed = term.trim()
  const digits = trimmed.replace(/\D/g, '')
  const phoneLike = /^[\d\s+().-]+$/.test(trimmed) && digits.length >= 3
  if (!phoneLike) return foldText(term)
  const e164 = /^(\+|\(\+|00)/.test(trimmed) ? normalizePhone(trimmed) : null
  return e164 ? e164.slice(1) : digits
}
