import { companyScore, isPlace, titleScore } from './job-cues.ts'
import type { PreparedLine } from './lines.ts'
import { headingKindOf, isDocumentTitle } from './sections.ts'
import { isSkillPhrase } from './skills.ts'
import { foldKey, isAllCaps, toTitleCase } from './text.ts'

/**
 * The candidate's name: after a label ("Họ và tên:", "Full name:"), else the name-shaped line in
 * the largest font of the first page (PDF), else the most name-like line near the top.
 */

/** How far down a CV its name may be; a sidebar read first can push it down a few dozen lines. */
const NAME_SEARCH_LINES = 80

const NAME_LABEL =
  /^(?:ho va ten|ho ten|ho & ten|ten ung vien|ten|full name|fullname|name|candidate name|candidate|your name)\s{0,3}[:：]?\s{0,3}/

const HONORIFIC = /^(?:mr|mrs|ms|miss|dr)\.?\s/i

/** Capitalised word in any Latin script with Vietnamese letters; apostrophes and hyphens inside. */
const NAME_WORD = /^\p{Lu}[\p{L}\p{M}'’-]{0,14}$/u

/** Phrases sidebars write capitalised that are not names ("Ngày Sinh", "Tiếng Anh", "Địa Chỉ"). */
const NOT_NAME_PHRASES =
  /(?<![a-z])(?:ngay sinh|dia chi|gioi tinh|quoc tich|tinh trang|hon nhan|tieng|dai hoc|cao dang|hoc vien|cong ty|du an|chung chi|ky nang|so thich|muc tieu|thong tin|lien he|date of birth|address|gender|nationality|university|college|school|language|reference|objective|summary)(?![a-z])/

/** Common Vietnamese family names: a line starting with one is very likely a name. */
const VIETNAMESE_SURNAMES: ReadonlySet<string> = new Set(
  (
    'nguyen tran le pham hoang huynh phan vu vo dang bui do ho ngo duong ly dinh trinh doan lam mai truong cao ta luu ha to chau ' +
    'quach thai la luong kieu phung tu vuong trieu chu dao dam hua khong lai mac ong quan tang than ton tong nong giang kim la lo ' +
    'man nghiem nhan ninh pho phuong thach trang vien yen'
  ).split(' '),
)

/** A name as written on a line, or null when the line is no name: 2–6 capitalised words, nothing else. */
export function nameIn(text: string): string | null {
  if (text.length > 70 || /[\d@:/|,;()]/.test(text)) return null
  const candidate = text.replace(HONORIFIC, '').replace(/\s+/g, ' ').trim()
  const words = candidate.split(' ')
  if (words.length < 2 || words.length > 6) return null
  const allCaps = isAllCaps(candidate)
  const allLower = candidate === candidate.toLocaleLowerCase('vi')
  if (allLower) return null
  for (const word of words) {
    // A middle initial ("John A. Smith") is the one word with a dot.
    if (/^\p{Lu}\.$/u.test(word)) continue
    if (!NAME_WORD.test(allCaps ? word.charAt(0) + word.slice(1).toLocaleLowerCase('vi') : word)) return null
  }
  if (words.every((word) => /^\p{L}\.?$/u.test(word))) return null
  const folded = foldKey(candidate)
  if (headingKindOf(candidate) || isDocumentTitle(candidate)) return null
  if (titleScore(folded) > 0 || companyScore(folded) > 0 || isPlace(folded) || NOT_NAME_PHRASES.test(folded)) return null
  if (isSkillPhrase(candidate)) return null
  return allCaps ? toTitleCase(candidate) : candidate
}

/** Labels that may follow the name on its line, as table rows flattened give them ("… Giới tính: Nam"). */
const NEXT_LABEL =
  /\s[-–|]\s|(?<![a-z])(?:ngay sinh|nam sinh|gioi tinh|date of birth|birthday|dob|gender|sex|email|e-mail|dien thoai|so dien thoai|sdt|dt|phone|mobile|dia chi|address|quoc tich|nationality|tinh trang hon nhan|marital status)(?![a-z])/

/** The value up to the next label or separator on its line. */
function beforeNextLabel(value: string, foldedValue: string): string {
  const next = NEXT_LABEL.exec(foldedValue)
  return next ? value.slice(0, next.index).trim() : value
}

/** A name given after a label: on the label's line, or alone on the next one. */
function labelledName(lines: readonly PreparedLine[]): string | null {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    if (line.section === 'references' || line.text.length > 120) continue
    const label = NAME_LABEL.exec(line.folded)
    if (!label) continue
    const labelText = line.folded.slice(0, label[0].length)
    const value = line.text.slice(label[0].length).trim()
    const foldedValue = line.folded.slice(line.folded.length - line.folded.slice(label[0].length).trimStart().length).trimEnd()
    if (value) {
      // Without a colon the label must be the whole prefix of a real name ("Họ tên Nguyễn Văn An").
      if (!/[:：]/.test(labelText) && !/^(?:ho va ten|ho ten|full name)/.test(labelText)) continue
      const name = nameIn(value) ?? nameIn(beforeNextLabel(value, foldedValue))
      if (name) return name
    } else if (/[:：]/.test(labelText) || /^(?:ho va ten|ho ten|full name)\s*$/.test(line.folded)) {
      const next = lines[i + 1]
      const name = next ? nameIn(next.text) : null
      if (name) return name
    }
  }
  return null
}

/** The name part of a line, also when the line goes on with a title ("NGUYỄN VĂN AN | Kế toán"). */
function nameAtStartOf(text: string): string | null {
  const whole = nameIn(text)
  if (whole) return whole
  const split = /^(.{3,60}?)\s[-–—|]\s/.exec(text)
  return split ? nameIn(split[1] ?? '') : null
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** The name-shaped text in the largest font on the first page, when the file gives font sizes. */
function nameByFontSize(lines: readonly PreparedLine[]): string | null {
  const sized = lines.filter((line) => line.page === 1 && line.fontSize !== null)
  if (sized.length < 3) return null
  const bodySize = median(sized.map((line) => line.fontSize ?? 0))
  let best: { name: string; size: number } | null = null
  for (let i = 0; i < sized.length; i++) {
    const line = sized[i]!
    const size = line.fontSize ?? 0
    if (size < bodySize * 1.2 || (best && size <= best.size) || line.section === 'references') continue
    let name = nameAtStartOf(line.text)
    // A big name is often broken over two lines ("NGUYỄN VĂN" / "AN"): join lines of the same size.
    const next = sized[i + 1]
    if (next && next.fontSize === size && next.index === line.index + 1) {
      const joined = nameIn(`${line.text} ${next.text}`)
      if (joined && (!name || nameIn(next.text) === null)) name = joined
    }
    if (!name && line.text.split(' ').length === 1 && next && next.fontSize === size && next.index === line.index + 1) {
      name = nameIn(`${line.text} ${next.text}`)
    }
    if (name) best = { name, size }
  }
  return best?.name ?? null
}

/** How name-like a line is by where it stands and how it is written. */
function nameScore(lines: readonly PreparedLine[], i: number): number {
  const line = lines[i]!
  let score = 0
  if (line.section === null) score += 4
  else if (line.section === 'contact') score += 1
  else score -= 3
  if (isAllCaps(line.text)) score += 2
  if (line.emphasis) score += 2
  const firstWord = foldKey(line.text.split(' ')[0] ?? '')
  if (VIETNAMESE_SURNAMES.has(firstWord)) score += 2
  const next = lines[i + 1]
  if (next && next.text.length < 80 && titleScore(foldKey(next.text)) > 0) score += 2
  const previous = lines[i - 1]
  if (previous && isDocumentTitle(previous.text)) score += 1
  return score - i * 0.05
}

/** The best name-like line among the first lines, by nameScore. */
function nameByShape(lines: readonly PreparedLine[]): string | null {
  let best: { name: string; score: number } | null = null
  const end = Math.min(lines.length, NAME_SEARCH_LINES)
  for (let i = 0; i < end; i++) {
    const line = lines[i]!
    if (line.isHeading || line.section === 'references') continue
    const name = nameAtStartOf(line.text)
    if (!name) continue
    const score = nameScore(lines, i)
    if (!best || score > best.score) best = { name, score }
  }
  return best && best.score > -2 ? best.name : null
}

export function extractName(lines: readonly PreparedLine[]): string | null {
  return labelledName(lines) ?? nameByFontSize(lines) ?? nameByShape(lines)
}
