import { columnLabelOf, columnRowOf, type ColumnRole } from './column-labels.ts'
import { findDateRanges, monthNumber, monthOfToday, type DateRange } from './dates.ts'
import { companyScore, endBeforeLocation, hasStrongCompanyWord, isPlace, startsWithTitleWord, titleScore } from './job-cues.ts'
import type { PreparedLine } from './lines.ts'
import { leadingBulletLength, startsWithBullet, stripBullet, trimDangling } from './text.ts'

/**
 * Jobs in the experience section. Each job is anchored on a line with a date range; its title and
 * company are on that line ("03/2020 – nay | Senior Developer | FPT Software") or on the short
 * lines just before or after it, whichever side the first job of the section uses.
 */

export interface Job {
  title: string | null
  company: string | null
  /** Months since year 0 (dates.ts), both ends included. */
  start: number
  end: number
  /** Still held: the range ends with "nay", "Present"… */
  open: boolean
}

export interface ExperienceSummary {
  total_experience_years: number | null
  current_job_title: string | null
  current_company: string | null
}

/** Longer lines are descriptions; no job header is this long. */
const MAX_HEADER_LENGTH = 160
/** How many header lines one job spreads over before or after its dates (title, company, place). */
const MAX_HEADER_LINES = 3

const COMPANY_LABEL =
  /^(?:ten cong ty|cong ty|company|company name|employer|don vi|don vi cong tac|noi lam viec|noi cong tac|to chuc|organization|organisation|workplace)\s{0,3}[:：]\s{0,3}/
const TITLE_LABEL = /^(?:vi tri|vi tri cong viec|chuc vu|chuc danh|position|title|job title|role|vai tro|designation)\s{0,3}[:：]\s{0,3}/
const TIME_LABEL = /^(?:thoi gian|thoi gian lam viec|time|period|duration|dates?|tu|from)\s{0,3}[:：]?\s{0,3}$/
/** Labels of what a job did, not what it was: their lines end the job's header. */
const DESCRIPTION_LABEL =
  /^(?:mo ta|mo ta cong viec|description|job description|responsibilities|trach nhiem|nhiem vu|cong viec|thanh tich|achievements?|ket qua|du an|projects?|cong nghe|cong nghe su dung|technologies|tech stack|ky nang|skills|moi truong|tools|key achievements)\s{0,3}(?:[:：]|$)/
/** What a part can be that is neither title nor company: a duration ("2 năm", "(1 year)"). */
const DURATION = /^\(?\d{1,2}(?:[.,]\d)?\s?(?:nam|thang|years?|yrs?|months?|mos?)\b/

type Role = 'title' | 'company'
const TITLE_FIRST: readonly Role[] = ['title', 'company']

interface Part {
  text: string
  folded: string
  /** What a label or an "at" said the part is. */
  role: Role | null
}

/** Longer, a line with dates is a sentence about them ("Tham gia dự án từ 2019 - 2020 …"), not a job's header. */
const MAX_ANCHOR_LENGTH = 200
const MAX_ANCHOR_WORDS = 20

/** The range that makes a line a job's anchor, if it has one that reads as a job's dates. */
function anchorRange(line: PreparedLine, today: number): DateRange | null {
  if (line.text.length > MAX_ANCHOR_LENGTH || line.text.split(' ').length > MAX_ANCHOR_WORDS) return null
  if (/^(?:du an|project)\b/.test(stripBullet(line.folded))) return null
  for (const range of findDateRanges(line.folded)) {
    const start = monthNumber(range.start, 'start')
    const end = range.end === 'present' ? today : monthNumber(range.end, 'end')
    if (range.start.year >= 1950 && start <= today && end >= start) return range
  }
  return null
}

/**
 * A duty written as plain text (Word bullets lose their marker when read): a sentence that ends
 * with a period, carries a percentage, or runs long without a word of a title or an employer.
 */
function isDutyLike(line: PreparedLine): boolean {
  const folded = line.folded
  if (companyScore(folded) > 0 && titleScore(folded) > 0 && /\s[-–—|]\s|[–—|]/.test(line.text)) return false
  const cued = companyScore(folded) > 0 || titleScore(folded) > 0
  if (/\d\s?%/.test(folded) && !hasStrongCompanyWord(folded)) return true
  const words = line.text.split(/\s+/).length
  if (/[.!?;]$/.test(line.text) && words > 6 && companyScore(folded) === 0) return true
  return words >= 9 && !cued
}

/** A "Title – Company" line: a title's word on one side of the separator, an employer's on the other. */
function isTitleCompanyLine(line: PreparedLine): boolean {
  const sides = line.folded.split(/\s[-–—|]\s|\s(?:at|@)\s/)
  if (sides.length !== 2) return false
  const [a = '', b = ''] = sides
  return (titleScore(a) > 0 && companyScore(b) > 0) || (companyScore(a) > 0 && titleScore(b) > 0)
}

/** A short line that can hold a title or a company: no bullet, no sentence, no description label. */
function isHeaderLike(line: PreparedLine): boolean {
  const text = line.text
  if (text.length > MAX_HEADER_LENGTH || startsWithBullet(text) || columnLabelOf(line.folded) || columnRowOf(line.folded)) return false
  if (DESCRIPTION_LABEL.test(line.folded)) return false
  const words = text.split(' ').length
  // A bold or "Title – Company" line holds both roles and may run longer.
  if (words > (isTitleCompanyLine(line) ? 22 : 14)) return false
  return !isDutyLike(line)
}

/**
 * Splits a header line into parts at `|`, ` - `, `–`, commas (not the one of "Co., Ltd"),
 * brackets and "at"/"tại", and reads labels ("Vị trí: Kế toán"). The range, if any, is cut out.
 */
function partsOf(line: PreparedLine, range: DateRange | null): Part[] {
  let text = line.text
  let folded = line.folded
  if (range) {
    text = `${text.slice(0, range.from)} | ${text.slice(range.to)}`
    folded = `${folded.slice(0, range.from)} | ${folded.slice(range.to)}`
  }
  const end = endBeforeLocation(text, folded)
  text = text.slice(0, end)
  folded = folded.slice(0, end)
  const lead = leadingBulletLength(folded)
  const company = COMPANY_LABEL.exec(folded.slice(lead))
  const title = TITLE_LABEL.exec(folded.slice(lead))
  const label = company ?? title
  if (label) {
    const offset = lead + label[0].length
    const value = trimDangling(text.slice(offset).replace(/\|\s*$/, ''))
    const start = text.indexOf(value, offset)
    return value ? [{ text: value, folded: folded.slice(start, start + value.length), role: company ? 'company' : 'title' }] : []
  }
  // Matched on the original text: "tại" (at) and "Tài" (finance) fold alike.
  const separator = /\s*\|\s*|\s[-–—]\s|[–—]|,(?!\s{0,2}(?:ltd|jsc|inc|corp|co\b|llc|plc))|;|\s(?:at|tại|@)\s|[()[\]]/giu
  const parts: Part[] = []
  let from = 0
  const push = (end: number, role: Role | null): void => {
    const cleaned = trimDangling(text.slice(from, end))
    if (!cleaned) return
    const start = text.indexOf(cleaned, from)
    parts.push({ text: cleaned, folded: folded.slice(start, start + cleaned.length), role })
  }
  // "Software Engineer at Google": before "at" the title, after it the employer.
  let afterAt = false
  for (const match of text.matchAll(separator)) {
    const isAt = /^\s(?:at|tại|@)\s$/iu.test(match[0])
    push(match.index, isAt ? 'title' : afterAt ? 'company' : null)
    afterAt = isAt
    from = match.index + match[0].length
  }
  push(text.length, afterAt ? 'company' : null)
  return parts.flatMap((part) => splitCompanyTitle(part)).filter((part) => isJobPart(part))
}

/**
 * "Công ty CP Thương mại ABC Quản lý cửa hàng": an employer and a title run together with no
 * separator (a table row read as one line). Split before the first capitalised title word that
 * follows the employer's word, when no employer word comes after it.
 */
function splitCompanyTitle(part: Part): Part[] {
  if (part.role !== null || !hasStrongCompanyWord(part.folded)) return [part]
  const words = [...part.text.matchAll(/\S+/g)]
  for (let n = 2; n < words.length; n++) {
    const at = words[n]!.index
    if (!/^\p{Lu}/u.test(words[n]![0])) continue
    const head = part.folded.slice(0, at)
    const tail = part.folded.slice(at)
    if (!hasStrongCompanyWord(head) || companyScore(tail) > 0) continue
    if (!startsWithTitleWord(tail)) continue
    return [
      { text: part.text.slice(0, at).trimEnd(), folded: head.trimEnd(), role: 'company' },
      { text: part.text.slice(at), folded: tail, role: 'title' },
    ]
  }
  return [part]
}

/** Whether a part may be a title or a company: letters, not a place, a duration or a stray label. */
function isJobPart(part: Part): boolean {
  const key = part.folded.trim()
  if (!/[a-z]/.test(key) || key.length > 100 || key.split(' ').length > 12) return false
  if (isPlace(key) || DURATION.test(key) || TIME_LABEL.test(key)) return false
  return !/^(?:den nay|toi nay|nay|hien tai|hien nay|present|now|current)$/.test(key)
}

/** How much more a part sounds like a title than a company. */
function titleLean(part: Part): number {
  return titleScore(part.folded) - companyScore(part.folded)
}

function hasBothRoles(parts: readonly Part[], order: readonly Role[]): boolean {
  const { title, company } = assignRoles(parts, order)
  return title !== null && company !== null
}

/**
 * Picks the title and the company among a job's parts: labels and "at" first, then the cue words,
 * then order (a table's column order when it has one, else title first).
 */
function assignRoles(parts: readonly Part[], order: readonly Role[] = TITLE_FIRST): { title: string | null; company: string | null } {
  let title = parts.find((part) => part.role === 'title') ?? null
  let company = parts.find((part) => part.role === 'company') ?? null
  const rest = parts.filter((part) => part !== title && part !== company && part.role === null)
  if (!title) {
    const best = [...rest].sort((a, b) => titleLean(b) - titleLean(a))[0]
    if (best && titleLean(best) > 0) title = best
  }
  if (!company) {
    const best = rest.filter((part) => part !== title).sort((a, b) => titleLean(a) - titleLean(b))[0]
    if (best && titleLean(best) < 0) company = best
  }
  const left = rest.filter((part) => part !== title && part !== company)
  // No cue told them apart: the unclaimed parts take the roles in order.
  if (!title && !company && left.length >= 2) {
    const [first, second] = [left.shift() ?? null, left.shift() ?? null]
    ;[title, company] = order[0] === 'company' ? [second, first] : [first, second]
  }
  if (!title && left.length > 0 && company) title = left.shift() ?? null
  if (!company && left.length > 0 && title) company = left.shift() ?? null
  if (!title && !company && left.length === 1) title = left[0] ?? null
  return { title: title?.text ?? null, company: company?.text ?? null }
}

/** Runs of experience lines between headings: each is read on its own. */
function experienceBlocks(lines: readonly PreparedLine[]): PreparedLine[][] {
  const blocks: PreparedLine[][] = []
  let block: PreparedLine[] = []
  for (const line of lines) {
    if (line.section === 'experience' && !line.isHeading && line.contentStart === 0) {
      block.push(line)
      continue
    }
    if (block.length > 0) blocks.push(block)
    block = []
  }
  if (block.length > 0) blocks.push(block)
  return blocks
}

/** The jobs of one block of the experience section, in the order listed. */
function jobsInBlock(block: readonly PreparedLine[], today: number): Job[] {
  const ranges = block.map((line) => anchorRange(line, today))
  let anchors = block.map((_line, i) => i).filter((i) => ranges[i])
  // Dates in bullets are a job's projects when the jobs themselves are not bulleted.
  if (anchors.some((i) => !startsWithBullet(block[i]!.text))) anchors = anchors.filter((i) => !startsWithBullet(block[i]!.text))
  if (anchors.length === 0) return []

  // A table's column headings before the first job say which cell is the company and which the title.
  const columns = block.slice(0, anchors[0]).flatMap((line) => columnRowOf(line.folded) ?? [columnLabelOf(line.folded) ?? []].flat())
  const order = columns.filter((role): role is Role => role === 'company' || role === 'title')
  // The first job shows the layout: header lines above its dates (how many), or none.
  let headersAbove = 0
  for (let i = anchors[0]! - 1; i >= 0 && headersAbove < MAX_HEADER_LINES && isHeaderLike(block[i]!); i--) headersAbove++

  const jobs: Job[] = []
  anchors.forEach((anchor, n) => {
    const range = ranges[anchor]!
    const previousAnchor = n > 0 ? anchors[n - 1]! : -1
    const nextAnchor = anchors[n + 1] ?? block.length
    const parts = partsOf(block[anchor]!, range)
    const cells = parts.length === 0 ? tableCells(block, anchor, columns, previousAnchor, nextAnchor) : null
    const above: Part[] = []
    // As many lines above as the first job had, or up to the most a header takes while a role is still missing.
    for (let i = anchor - 1, taken = 0; i > previousAnchor && taken < MAX_HEADER_LINES && isHeaderLike(block[i]!); i--, taken++) {
      if (headersAbove === 0 || (taken >= headersAbove && hasBothRoles([...above, ...parts], order))) break
      above.unshift(...partsOf(block[i]!, null))
    }
    parts.unshift(...above)
    // Lines below hold what is still missing; never those the next job reads above its own dates.
    const belowLimit = nextAnchor - (anchors[n + 1] === undefined ? 0 : headersAbove)
    for (let i = anchor + 1; i < belowLimit && parts.length < 2 && isHeaderLike(block[i]!); i++) parts.push(...partsOf(block[i]!, null))

    const start = monthNumber(range.start, 'start')
    const open = range.end === 'present'
    const end = range.end === 'present' ? today : Math.min(monthNumber(range.end, 'end'), today)
    jobs.push({ ...(cells ?? assignRoles(parts, order)), start, end, open })
  })
  return jobs
}

/**
 * A jobs table read one cell a line (a Word table: "Thời gian | Công ty | Vị trí | Công việc
 * chính"): the lines beside the dates cell are the row's other cells, in the headings' order, each
 * whole ("Tập đoàn X – Công ty CP" is one company). Null when the headings name no title or company.
 */
function tableCells(
  block: readonly PreparedLine[],
  anchor: number,
  columns: readonly ColumnRole[],
  previousAnchor: number,
  nextAnchor: number,
): { title: string | null; company: string | null } | null {
  const datesAt = columns.indexOf('dates')
  if (datesAt < 0 || !columns.includes('title') || !columns.includes('company')) return null
  const found: { title: string | null; company: string | null } = { title: null, company: null }
  for (let column = 0; column < columns.length; column++) {
    const role = columns[column]
    if (role !== 'title' && role !== 'company') continue
    const at = anchor + column - datesAt
    if (at <= previousAnchor || at >= nextAnchor) return null
    const line = block[at]!
    if (line.text.length > MAX_HEADER_LENGTH || startsWithBullet(line.text) || isDutyLike(line)) return null
    found[role] = trimDangling(line.text) || null
  }
  return found
}

/** Every dated job in the experience sections, in the order listed. */
export function extractJobs(lines: readonly PreparedLine[], today: Date): Job[] {
  const month = monthOfToday(today)
  return experienceBlocks(lines).flatMap((block) => jobsInBlock(block, month))
}

/** Months covered by the jobs, overlaps counted once. */
function monthsCovered(jobs: readonly Job[]): number {
  const sorted = [...jobs].sort((a, b) => a.start - b.start)
  let total = 0
  let current: { start: number; end: number } | null = null
  for (const job of sorted) {
    if (current && job.start <= current.end + 1) current.end = Math.max(current.end, job.end)
    else {
      if (current) total += current.end - current.start + 1
      current = { start: job.start, end: job.end }
    }
  }
  if (current) total += current.end - current.start + 1
  return total
}

/** The job held now: one still open wins (the first listed), else the one that ended last (the first listed on a tie). */
function latestJob(jobs: readonly Job[]): Job | null {
  const open = jobs.find((job) => job.open)
  if (open) return open
  let latest: Job | null = null
  for (const job of jobs) if (!latest || job.end > latest.end) latest = job
  return latest
}

/** Total years (one decimal, overlaps merged) and the current title and company. */
export function summarizeExperience(jobs: readonly Job[]): ExperienceSummary {
  if (jobs.length === 0) return { total_experience_years: null, current_job_title: null, current_company: null }
  const latest = latestJob(jobs)
  return {
    total_experience_years: Math.round((monthsCovered(jobs) / 12) * 10) / 10,
    current_job_title: latest?.title ?? null,
    current_company: latest?.company ?? null,
  }
}
