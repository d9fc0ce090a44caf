import type { EducationEntry } from '../cv-document.ts'
import { columnLabelOf } from './column-labels.ts'
import { findDateRanges, findDateTokens } from './dates.ts'
import { endBeforeLocation, isPlace } from './job-cues.ts'
import type { PreparedLine } from './lines.ts'
import { leadingBulletLength, trimDangling, unifyIY } from './text.ts'

/**
 * Schools in the education section: the institution, the degree (with its field when written
 * apart, "Chuyên ngành: Kế toán"), and the years. A school's facts come in any order over a few
 * lines; a fact already known starts the next school.
 */

/** Institution words as written (with diacritics: "Trường" is a school, "Trưởng" a head of something). */
const INSTITUTION_WRITTEN =
  /(?<![\p{L}\p{N}])(?:trường|đại học|học viện|cao đẳng|trung cấp|viện|đh|đhqg|cđ|thpt|university|college|institute|academy|school|polytechnic|conservatory)(?![\p{L}\p{N}])/iu
/** The same, folded, for CVs typed without diacritics ("Dai hoc Bach Khoa"). */
const INSTITUTION_FOLDED =
  /(?<![a-z0-9])(?:dai hoc|hoc vien|cao dang|trung cap|truong dai hoc|truong thpt|truong cao dang|dhqg)(?![a-z0-9])/
/** Schools known by their initials alone. */
const INSTITUTION_ACRONYM =
  /(?<![A-Za-z])(?:HUST|NEU|FTU|UEH|RMIT|PTIT|UET|VNU|HCMUT|HCMUS|HCMUTE|UIT|UEL|BUH|HUCE|TMU|AOF|DAV|USSH|ULIS|HANU|FPTU)(?![A-Za-z])/

/** Degree words, folded (kĩ/kỹ unified). */
const DEGREE =
  /(?<![a-z0-9])(?:cu nhan|duoc si|duoc sy|bac si|bac sy|ky su|thac sy|thac si|tien sy|tien si|bang cu nhan|bang ky su|bachelor|bachelors|master|masters|mba|phd|ph\.d|doctor of|doctorate|engineer|associate|bsc|b\.sc|msc|m\.sc|b\.a\.|b\.s\.|m\.a\.|m\.s\.|beng|meng|diploma)(?![a-z0-9])/

const INSTITUTION_LABEL = /^(?:truong|ten truong|noi dao tao|co so dao tao|school|university|institution|college)\s{0,3}[:：]\s{0,3}/
const DEGREE_LABEL = /^(?:bang cap|van bang|hoc vi|trinh do|degree|qualification|loai bang)\s{0,3}[:：]\s{0,3}/
const FIELD_LABEL =
  /^(?:(?:chuyen nganh|nganh hoc|nganh|major in)(?:\s{0,3}[:：]\s{0,3}|\s)|(?:nganh|major|field of study|field|specialization|specialisation|khoa)\s{0,3}[:：]\s{0,3})/
const GRADUATION = /tot nghiep|graduat|class of|expected|du kien/

interface Draft {
  institution: string | null
  degree: string | null
  field: string | null
  start_year: number | null
  end_year: number | null
  hasYears: boolean
}

const emptyDraft = (): Draft => ({ institution: null, degree: null, field: null, start_year: null, end_year: null, hasYears: false })

/** What one line says about a school. */
interface LineFacts {
  institution?: string
  degree?: string
  field?: string
  years?: { start: number | null; end: number | null }
}

/** Separators, matched on the original text: "tại" (at) and "Tài" (finance) fold alike. */
const PART_SEPARATOR = /\s*\|\s*|\s[-–—]\s|[–—]|,|;|[()[\]]|\s{2,}|\s(?:at|tại)\s/giu

interface LinePart {
  text: string
  /** Folded, kĩ/kỹ unified; same offsets as `text`. */
  folded: string
  /** The separator after the part ("" for the last). */
  separator: string
}

/** The line cut at its separators. */
function partsOf(text: string, folded: string): LinePart[] {
  const parts: LinePart[] = []
  let from = 0
  const push = (to: number, separator: string): void => {
    parts.push({ text: text.slice(from, to), folded: folded.slice(from, to), separator })
  }
  for (const match of text.matchAll(PART_SEPARATOR)) {
    push(match.index, text.slice(match.index, match.index + match[0].length))
    from = match.index + match[0].length
  }
  push(text.length, '')
  return parts
}

/**
 * A school's name may hold a dash or a comma: "Đại học Công nghệ - ĐHQG Hà Nội", "University of
 * Science, VNU-HCM", "Đại học Bách Khoa, Hà Nội". The parts after one are the name's too while
 * they name a school or a place.
 */
function institutionRunFrom(parts: readonly LinePart[], index: number): string {
  let name = parts[index]!.text
  for (let i = index; i + 1 < parts.length && /^(?:\s?[-–—]\s?|,\s?)$/.test(parts[i]!.separator); i++) {
    const next = parts[i + 1]!
    if (!next.text.trim() || DEGREE.test(next.folded) || FIELD_START.test(next.folded.trim()) || NOT_A_FIELD.test(next.folded)) break
    // After a dash the name goes on ("Đại học Lao động – Xã hội", "Đại học Kinh tế - Luật"); after a comma only a school or a place.
    const dash = /[-–—]/.test(parts[i]!.separator)
    if (!dash && institutionAt(next) === null && !isPlace(next.folded)) break
    name += parts[i]!.separator + next.text
  }
  return name
}

/** A part that opens with a field's label ("ngành Quản trị kinh doanh"), not a school's name. */
const FIELD_START = /^(?:nganh|chuyen nganh|major|khoa|field)\b/

/** What follows a degree that is not its field: grades, honours, dates. */
const NOT_A_FIELD = /\d|gpa|loai|xep loai|grade|honou?rs?|distinction|tot nghiep|graduat|cum laude/

/**
 * A degree's field may itself hold a dash ("Cử nhân Kế toán - Kiểm toán"): the parts after a
 * spaced dash are the degree's too while they name no school, grade or date.
 */
function degreeRunFrom(parts: readonly LinePart[], index: number, start: number): string {
  let degree = parts[index]!.text.slice(start)
  for (let i = index; i + 1 < parts.length && /^\s[-–—]\s$/.test(parts[i]!.separator); i++) {
    const next = parts[i + 1]!
    if (
      institutionAt(next) !== null ||
      DEGREE.test(next.folded) ||
      NOT_A_FIELD.test(next.folded) ||
      next.text.trim().split(/\s+/).length > 5
    )
      break
    degree += parts[i]!.separator + next.text
  }
  return degree
}

/** Where in a part an institution is named, if it is. */
function institutionAt(part: LinePart): number | null {
  const match = INSTITUTION_WRITTEN.exec(part.text) ?? INSTITUTION_FOLDED.exec(part.folded) ?? INSTITUTION_ACRONYM.exec(part.text)
  return match ? match.index : null
}

function cleanValue(text: string): string | null {
  const value = trimDangling(text)
  return value && /\p{L}/u.test(value) ? value : null
}

function yearsIn(line: PreparedLine): LineFacts['years'] {
  const tokens = findDateTokens(line.folded)
  const range = findDateRanges(line.folded, tokens)[0]
  if (range) return { start: range.start.year, end: range.end === 'present' ? null : range.end.year }
  const dated = tokens.filter((token) => token.date !== 'present')
  const single = dated[0]?.date
  // One year alone is when the school ended: "Tốt nghiệp năm 2018", "Đại học X (2018)".
  if (single && single !== 'present' && (dated.length === 1 || GRADUATION.test(line.folded))) return { start: null, end: single.year }
  return undefined
}

/** A value after a label, up to the next separator: "Trường: ĐH Kinh tế (2014 – 2018)" → "ĐH Kinh tế". */
function labelled(text: string, folded: string, label: RegExp): string | null | undefined {
  const match = label.exec(folded)
  if (!match) return undefined
  const rest = partsOf(text.slice(match[0].length), folded.slice(match[0].length))[0]
  return rest ? cleanValue(rest.text) : null
}

/** The line with its dates blanked out (same length), so no date sticks to a name ("2018: Đại học X"). */
function withoutDates(text: string, folded: string): { text: string; folded: string } {
  for (const token of findDateTokens(folded)) {
    const blank = ' '.repeat(token.end - token.start)
    text = text.slice(0, token.start) + blank + text.slice(token.end)
    folded = folded.slice(0, token.start) + blank + folded.slice(token.end)
  }
  return { text, folded }
}

function factsOf(line: PreparedLine): LineFacts {
  const facts: LineFacts = {}
  const years = yearsIn(line)
  if (years) facts.years = years
  // "Học vấn : Cao đẳng X": the inline heading is no part of the school; nor is a location set apart after it.
  const content = line.text.slice(line.contentStart)
  const contentFolded = line.folded.slice(line.contentStart)
  const end = endBeforeLocation(content, contentFolded, false)
  const undated = withoutDates(content.slice(0, end), contentFolded.slice(0, end))
  const lead = leadingBulletLength(undated.text)
  const text = undated.text.slice(lead)
  const folded = unifyIY(undated.folded.slice(lead))

  for (const [label, key] of [
    [INSTITUTION_LABEL, 'institution'],
    [DEGREE_LABEL, 'degree'],
    [FIELD_LABEL, 'field'],
  ] as const) {
    const value = labelled(text, folded, label)
    if (value === undefined) continue
    if (value) facts[key] = value
    return facts
  }

  const parts = partsOf(text, folded)
  for (const [index, part] of parts.entries()) {
    const institutionStart = facts.institution ? null : institutionAt(part)
    const degreeMatch = facts.degree ? null : DEGREE.exec(part.folded)
    const fieldMatch = facts.field ? null : FIELD_LABEL.exec(part.folded)
    if (fieldMatch && institutionStart === null && !degreeMatch) {
      facts.field = cleanValue(part.text.slice(fieldMatch[0].length)) ?? undefined
      continue
    }
    if (institutionStart !== null && degreeMatch) {
      // Both in one part ("Cử nhân Kinh tế Đại học Ngoại thương"): each runs to where the other starts.
      const [first, second] =
        degreeMatch.index < institutionStart ? [degreeMatch.index, institutionStart] : [institutionStart, degreeMatch.index]
      const before = cleanValue(part.text.slice(first, second).replace(/\s(?:of|from|tai|tại|at)$/i, ''))
      const after = cleanValue(part.text.slice(second))
      facts.degree = (degreeMatch.index < institutionStart ? before : after) ?? undefined
      facts.institution = (degreeMatch.index < institutionStart ? after : cleanValue(part.text.slice(0, second))) ?? undefined
    } else if (institutionStart !== null) {
      facts.institution = cleanValue(institutionRunFrom(parts, index)) ?? undefined
    } else if (degreeMatch) {
      facts.degree = cleanValue(degreeRunFrom(parts, index, degreeMatch.index)) ?? undefined
    }
  }
  for (const key of ['institution', 'degree', 'field'] as const) if (facts[key] === undefined) delete facts[key]
  return facts
}

const VIETNAMESE_DEGREE = /^(?:cu nhan|ky su|thac sy|thac si|tien sy|tien si|bang)/

/** "Cử nhân" + "Kế toán" → "Cử nhân Kế toán"; "Bachelor" + "Computer Science" → "Bachelor of Computer Science". */
function degreeWithField(degree: string | null, field: string | null): string | null {
  if (!degree) return field
  if (!field) return degree
  const foldedDegree = unifyIY(degree.toLowerCase())
  if (foldedDegree.includes(unifyIY(field.toLowerCase()))) return degree
  const key = unifyIY(degree.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase())
  if (VIETNAMESE_DEGREE.test(key)) return `${degree} ${field}`
  if (/^(?:bachelor|master|doctor)$/.test(key)) return `${degree} of ${field}`
  return `${degree} in ${field}`
}

function entryOf(draft: Draft): EducationEntry | null {
  if (!draft.institution) return null
  return {
    institution: draft.institution,
    degree: degreeWithField(draft.degree, draft.field),
    start_year: draft.start_year,
    end_year: draft.end_year,
  }
}

/** The schools of the education sections, in the order listed. */
export function extractEducation(lines: readonly PreparedLine[]): EducationEntry[] {
  const entries: EducationEntry[] = []
  let draft = emptyDraft()
  const finish = (): void => {
    const entry = entryOf(draft)
    if (entry) entries.push(entry)
    draft = emptyDraft()
  }
  let previousIndex = -2
  for (const line of lines) {
    if (line.section !== 'education' || line.isHeading || line.text.length > 300) continue
    // A table's column headings ("Trường", "Bằng cấp") are no school.
    if (columnLabelOf(line.folded)) continue
    // A new education section (another heading in between) starts afresh.
    if (line.index !== previousIndex + 1) finish()
    previousIndex = line.index
    const facts = factsOf(line)
    const repeats =
      (facts.institution && draft.institution) ||
      (facts.degree && draft.degree) ||
      (facts.field && draft.field) ||
      (facts.years && draft.hasYears)
    if (repeats) finish()
    if (facts.institution) draft.institution = facts.institution
    if (facts.degree) draft.degree = facts.degree
    if (facts.field) draft.field = facts.field
    if (facts.years) {
      draft.start_year = facts.years.start
      draft.end_year = facts.years.end
      draft.hasYears = true
    }
  }
  finish()
  return entries
}
