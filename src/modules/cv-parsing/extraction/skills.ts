import { hasStrongCompanyWord } from './job-cues.ts'
import type { PreparedLine } from './lines.ts'
import { NOT_SKILLS, SKILL_DICTIONARY } from './skills-dictionary.ts'
import { foldKeepingOffsets, foldKey, stripBullet, unifyIY } from './text.ts'

/**
 * Skills named in a CV, matched against the dictionary: case- and diacritic-insensitive, on word
 * boundaries that know `C++`, `C#`, `.NET`, `Node.js` and `CI/CD`, the longest alias winning
 * ("React Native", not also "React"). Aliases that are also common words or letters count only
 * where skills are listed (see skills-dictionary.ts for the marks).
 */

/** Where an alias may count; see the marks in skills-dictionary.ts. */
type AliasMode = 'anywhere' | 'lists' | 'not-in-company' | 'cased'

interface AliasEnd {
  skill: number
  mode: AliasMode
  /** For `cased` aliases: the spelling that counts outside lists. */
  spelling: string
  /** Written without diacritics: then the text must be too ("Gò Vấp" is no "Go", "sắp" no "SAP"). */
  ascii: boolean
}

interface TrieNode {
  next: Map<string, TrieNode>
  end: AliasEnd | null
}

/**
 * The form both aliases and text are compared in: folded (same length, see text.ts), kĩ/kỹ
 * written alike, and `-` or `_` as a space ("front-end", "T-SQL", "e_commerce"). Length is kept.
 */
function comparable(text: string): string {
  return unifyIY(foldKeepingOffsets(text)).replace(/[-_]/g, ' ')
}

function aliasKey(alias: string): string {
  return comparable(alias).replace(/\s+/g, ' ').trim()
}

const ASCII = /^[\x20-\x7e]*$/

const MODE_BY_MARK: Record<string, AliasMode> = { '!': 'lists', '^': 'not-in-company', '=': 'cased' }

function newNode(): TrieNode {
  return { next: new Map(), end: null }
}

/** The dictionary as a character trie, built once when the module loads. */
const TRIE = newNode()
/** Every alias key, for telling whether a whole line is a skill (a name never is). */
const ALIAS_KEYS = new Set<string>()
const SKILL_NAMES: readonly string[] = SKILL_DICTIONARY.map((definition) => definition.name)

function addAlias(written: string, skill: number): void {
  const mark = written.charAt(0)
  const mode = MODE_BY_MARK[mark] ?? 'anywhere'
  const spelling = mode === 'anywhere' ? written : written.slice(1)
  const key = aliasKey(spelling)
  if (!key) return
  let node = TRIE
  for (const char of key) {
    let child = node.next.get(char)
    if (!child) {
      child = newNode()
      node.next.set(char, child)
    }
    node = child
  }
  // The first definition of an alias wins; a test keeps the dictionary free of such clashes.
  if (node.end) return
  node.end = { skill, mode, spelling, ascii: ASCII.test(spelling) }
  if (skill !== NO_SKILL) ALIAS_KEYS.add(key)
}

/** The skill index of NOT_SKILLS phrases: they match, and count nothing. */
const NO_SKILL = -1

SKILL_DICTIONARY.forEach((definition, skill) => {
  for (const alias of definition.aliases) addAlias(alias, skill)
  // The canonical name is an alias too, unless an explicit alias already says how it counts ("Go" is `!go`).
  addAlias(definition.name, skill)
})
for (const phrase of NOT_SKILLS) addAlias(phrase, NO_SKILL)

function isWordChar(char: string): boolean {
  if (char === '') return false
  const code = char.charCodeAt(0)
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90)
  return /[\p{L}\p{N}]/u.test(char)
}

/** Whether an alias may start at `i`: not inside a word, nor after `x.` (the `js` of `foo.js`). */
function startsWord(text: string, i: number): boolean {
  const before = text.charAt(i - 1)
  if (isWordChar(before)) return false
  if ((before === '.' || before === '#' || before === '+' || before === '@') && isWordChar(text.charAt(i - 2))) return false
  return true
}

/** Whether an alias may end before `i`: not inside a word, nor before `++`, `#` or `.js`. */
function endsWord(text: string, i: number, lastAliasChar: string): boolean {
  const after = text.charAt(i)
  if (isWordChar(after)) return false
  if (isWordChar(lastAliasChar) && (after === '+' || after === '#')) return false
  if (after === '.' && isWordChar(text.charAt(i + 1))) return false
  return true
}

interface AliasMatch {
  end: AliasEnd
  start: number
  stop: number
}

/** The longest alias starting at `start`, if any. */
function longestAliasAt(text: string, start: number): AliasMatch | null {
  let node: TrieNode | undefined = TRIE
  let best: AliasMatch | null = null
  for (let i = start; i < text.length && node; i++) {
    const char = text.charAt(i)
    node = node.next.get(char)
    if (node?.end && endsWord(text, i + 1, char)) best = { end: node.end, start, stop: i + 1 }
  }
  return best
}

/** Tokens that are addresses, not words: e-mails and links, blanked out so `github.com/me/react-app` names nothing. */
function blankAddresses(text: string): string {
  if (!/[@/]|www\./.test(text)) return text
  // A domain is a link only when a path follows it: "ASP.NET" and "Node.js/Express" are names.
  const isAddress = (token: string): boolean => /@|^https?:|^www\./i.test(token) || /\.(?:com|vn|net|org|io|dev|me|co)\//.test(token)
  return text.replace(/\S+/g, (token) => (isAddress(token) ? ' '.repeat(token.length) : token))
}

/** Labels that introduce a list of skills inside any section ("Công nghệ: Java, Spring"). */
const SKILL_LIST_LABEL =
  /^(?:ky nang|skills?|technical skills|cong nghe|cong nghe su dung|technologies|technology|tech stack|stack|tools?|cong cu|moi truong|environment|frameworks?|ngon ngu lap trinh|programming languages?|languages?|ngoai ngu|database|co so du lieu|phan mem|software|tin hoc)\s{0,3}[:：]/

/**
 * A line that lists skills: after a skills label, or short items split by commas, semicolons,
 * pipes or bullets ("Java, Go, Docker").
 */
function isSkillList(line: PreparedLine): boolean {
  const content = stripBullet(line.text.slice(line.contentStart))
  if (content.length > 300) return false
  if (SKILL_LIST_LABEL.test(line.folded.slice(line.contentStart).replace(/^[^a-z]+/, ''))) return true
  const items = content.split(/[,;|•·]/)
  if (items.length < 2) return false
  return items.every((item) => item.trim().split(/\s+/).length <= 4)
}

/** How far around a match a company name may reach; also keeps the look-around cheap on long lines. */
const SEGMENT_REACH = 100

/** The stretch of a line around a match, between separators: the phrase a company name would be. */
function segmentAround(original: string, folded: string, start: number, stop: number): string {
  const windowStart = Math.max(0, start - SEGMENT_REACH)
  const window = original.slice(windowStart, Math.min(original.length, stop + SEGMENT_REACH))
  // Matched on the original text: "tại" (at) and "Tài" (finance) fold alike.
  const separator = /[,;|()•·–—]|\s-\s|\s(?:at|tại|@)\s/giu
  let from = 0
  let to = window.length
  for (const match of window.matchAll(separator)) {
    if (match.index + match[0].length <= start - windowStart) from = match.index + match[0].length
    else if (match.index >= stop - windowStart) {
      to = match.index
      break
    }
  }
  return folded.slice(windowStart + from, windowStart + to)
}

/** Languages named in English, which also serve as adjectives ("Japanese clients", "English teacher"). */
const LANGUAGE_ADJECTIVE = /^(?:english|japanese|chinese|korean|french|german|spanish|russian|italian|portuguese|vietnamese|thai)$/
/** Words after a language that keep it a language ("English communication", "Japanese N2"). */
const LANGUAGE_NOUN =
  /^(?:language|languages|proficiency|skills?|communication|speaking|writing|reading|listening|level|fluent|fluency|native|conversation|grammar|translation|interpretation|and|or|as|at|in|with|for|to|\d\S*|n[1-5]|[a-c][12])$/

/** A language word used as an adjective of another noun ("Japanese insurer"), not the language. */
function isLanguageAdjective(match: AliasMatch, text: string): boolean {
  if (!LANGUAGE_ADJECTIVE.test(text.slice(match.start, match.stop))) return false
  const next = /^ ([a-z0-9]+)/.exec(text.slice(match.stop, match.stop + 40))
  return next !== null && !LANGUAGE_NOUN.test(next[1] ?? '')
}

function counts(match: AliasMatch, line: PreparedLine, original: string, listed: boolean, text: string): boolean {
  const { mode, spelling, ascii } = match.end
  if (ascii && !ASCII.test(original.slice(match.start, match.stop))) return false
  if (isLanguageAdjective(match, text)) return false
  // A company name stays one even inside a list ("Sales Manager, ABC Sales Co., Ltd").
  if (mode === 'not-in-company') return !hasStrongCompanyWord(segmentAround(original, line.folded, match.start, match.stop))
  if (listed || mode === 'anywhere') return true
  if (mode === 'lists') return false
  // `cased`: as spelled, or in capitals of the same letters ("EXCEL"; "SẮP" is not "SAP").
  const written = original.slice(match.start, match.stop)
  return written === spelling || written === spelling.toUpperCase()
}

/** Skills in one line, in order, as dictionary indexes. */
function skillsInLine(line: PreparedLine, listed: boolean): number[] {
  const original = blankAddresses(line.text)
  const text = comparable(original)
  const found: number[] = []
  let i = 0
  while (i < text.length) {
    if (!isWordChar(text.charAt(i)) && text.charAt(i) !== '.' && text.charAt(i) !== '#') {
      i++
      continue
    }
    const match = startsWord(text, i) ? longestAliasAt(text, i) : null
    if (match) {
      if (match.end.skill !== NO_SKILL && counts(match, line, original, listed, text)) found.push(match.end.skill)
      i = match.stop
    } else {
      // Skip to the end of this word: an alias starts only at a word's start.
      i++
      while (i < text.length && isWordChar(text.charAt(i))) i++
    }
  }
  return found
}

/** Sections whose words are about other people or things: references name their jobs, not the candidate's skills. */
const SKIPPED_SECTIONS = new Set(['references'])

/**
 * Canonical skill names in the order they first appear, without duplicates. The candidate's name
 * line is skipped: "Nguyễn Hồng Thái" read inside a sidebar's skill list is no Thai.
 */
export function extractSkills(lines: readonly PreparedLine[], fullName: string | null = null): string[] {
  const seen = new Set<number>()
  const skills: string[] = []
  const nameKey = fullName ? foldKey(fullName) : null
  for (const line of lines) {
    if (line.isHeading || (line.section !== null && SKIPPED_SECTIONS.has(line.section))) continue
    if (nameKey && foldKey(line.text).startsWith(nameKey)) continue
    const listed = line.section === 'skills' || line.section === 'languages' || isSkillList(line)
    for (const skill of skillsInLine(line, listed)) {
      if (seen.has(skill)) continue
      seen.add(skill)
      skills.push(SKILL_NAMES[skill] ?? '')
    }
  }
  return skills
}

/** Whether a whole phrase is a skill ("Microsoft Excel", "Tiếng Anh"): such a line is never a name. */
export function isSkillPhrase(text: string): boolean {
  return ALIAS_KEYS.has(aliasKey(text))
}

/** The number of distinct aliases compiled, for tests and the report. */
export function aliasCount(): number {
  return ALIAS_KEYS.size
}
