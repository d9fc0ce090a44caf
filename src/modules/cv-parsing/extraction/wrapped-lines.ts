import type { CvLine } from '../cv-document.ts'
import { findDateRanges, findDateTokens } from './dates.ts'
import { matchHeading } from './sections.ts'
import { foldKeepingOffsets, startsWithBullet } from './text.ts'

/**
 * A PDF gives the lines as they were set, so a long company, school or sentence in a narrow
 * column comes broken over two or three lines ("Công ty Cổ phần Thực phẩm Sao" / "Việt",
 * "Institute of Technology (2022 –" / "2024)"). This joins such a line to the one it continues,
 * judging by the font (the same size and weight), by how the first ends and the next begins, and
 * by whether the next line's first word would have fitted on the first. DOCX and text give whole
 * paragraphs and are left as they are.
 */

/** Narrower than this, a "column" is a list of short items, not text that wraps. */
const MIN_WRAP_WIDTH = 25
/** No wrapped header or sentence is longer; joining stops there, so a hostile file cannot make it quadratic. */
const MAX_JOINED_LENGTH = 400

/** A line that ends mid-phrase: a dash, comma, "at", "of", "and", an open bracket. */
const OPEN_END = /(?:[-–—,(&/+]|\s(?:at|tại|of|and|và|in|for|the|với|của|&))$/iu
/** "GPA: 3.2/4", "Tools: Docker": a label starts its own line. */
const LABEL_START = /^[\p{L}][\p{L} .&/-]{0,28}[:：]/u

type StyleKey = string
const styleOf = (line: CvLine): StyleKey => `${line.page}|${line.fontSize}|${line.emphasis}`

function unclosedBracket(text: string): boolean {
  return text.lastIndexOf('(') > text.lastIndexOf(')')
}

function firstWord(text: string): string {
  return text.split(' ')[0] ?? ''
}

/** Whether `next` continues `previous` (the last line as set, not what was joined before it). */
function continues(previous: CvLine, next: CvLine, widest: ReadonlyMap<StyleKey, number>): boolean {
  if (previous.fontSize === null || styleOf(previous) !== styleOf(next)) return false
  const a = previous.text
  const b = next.text
  if (startsWithBullet(b) || LABEL_START.test(b) || a.includes('@') || b.includes('@')) return false
  if (matchHeading(a) || matchHeading(b) || /[.!?;:]$/.test(a)) return false
  if (/^\p{Ll}/u.test(b) || OPEN_END.test(a) || unclosedBracket(a)) return true
  // A new item starts with its dates ("2013 – 2017: Đại học …").
  if (findDateTokens(foldKeepingOffsets(firstWord(b))).length > 0) return false
  const width = widest.get(styleOf(previous)) ?? 0
  return width >= MIN_WRAP_WIDTH && a.length >= width / 2 && a.length + 1 + firstWord(b).length > width
}

/**
 * `joined` + `next`. When the joined line ends with its dates (set flush right beside the
 * company), the continuation belongs before them: "Công ty … Sao Việt Tháng 8/2024 - nay".
 */
function join(joined: string, next: string): string {
  if (/\p{L}-$/u.test(joined) && /^\p{Ll}/u.test(next)) return joined + next
  const folded = foldKeepingOffsets(joined)
  const last = findDateRanges(folded).at(-1)
  if (last && last.to === joined.length && last.from > 0 && findDateTokens(foldKeepingOffsets(next)).length === 0) {
    return `${joined.slice(0, last.from).trimEnd()} ${next} ${joined.slice(last.from)}`
  }
  return `${joined} ${next}`
}

export function joinWrappedLines(lines: readonly CvLine[]): CvLine[] {
  if (!lines.some((line) => line.fontSize !== null)) return [...lines]
  const widest = new Map<StyleKey, number>()
  for (const line of lines) widest.set(styleOf(line), Math.max(widest.get(styleOf(line)) ?? 0, line.text.length))

  const joined: CvLine[] = []
  let lastSet: CvLine | undefined
  for (const line of lines) {
    const current = joined.at(-1)
    if (current && lastSet && current.text.length < MAX_JOINED_LENGTH && continues(lastSet, line, widest)) {
      joined[joined.length - 1] = { ...current, text: join(current.text, line.text) }
    } else {
      joined.push({ ...line })
    }
    lastSet = line
  }
  return joined
}
