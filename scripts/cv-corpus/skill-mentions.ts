import type { CvContent } from './content.ts'
import { fieldText, itemLines } from './item-lines.ts'
import { SKILL_IDS, SKILLS, type SkillId } from './vocabulary/skills.ts'

/**
 * Finds the skills a CV's text mentions, by every written form the vocabulary knows, so the
 * label lists exactly what the document says: a skill named only in a job title ("Kế toán
 * trưởng"), a degree or a certificate counts as much as one in the skills section. Matches are
 * whole words, case-insensitive, and the longest wins where two overlap ("Node.js" is not "JS").
 */
const isWordChar = (char: string | undefined): boolean => char !== undefined && /[\p{L}\p{N}#+]/u.test(char)

const FORMS = SKILL_IDS.flatMap((id) =>
  [...new Set([...SKILLS[id].en, ...SKILLS[id].vi])].map((form) => ({ id, form: form.toLocaleLowerCase('vi') })),
)

export function skillsMentioned(text: string): SkillId[] {
  const haystack = text.normalize('NFC').toLocaleLowerCase('vi')
  const matches: { id: SkillId; start: number; end: number }[] = []
  for (const { id, form } of FORMS) {
    for (let at = haystack.indexOf(form); at >= 0; at = haystack.indexOf(form, at + 1)) {
      const end = at + form.length
      if (!isWordChar(haystack[at - 1]) && !isWordChar(haystack[end])) matches.push({ id, start: at, end })
    }
  }
  matches.sort((a, b) => a.start - b.start || b.end - a.end)
  const found: SkillId[] = []
  let covered = -1
  for (const match of matches) {
    if (match.start < covered) continue
    covered = match.end
    if (!found.includes(match.id)) found.push(match.id)
  }
  return found
}

/** Every string the content shows, in document order (the way every format lays it out). */
export function contentText(content: CvContent): string {
  const parts: string[] = []
  for (const value of [content.kicker, content.name, content.headline]) if (value !== null) parts.push(value)
  if (content.contacts.length > 0) parts.push(content.contactsHeading, ...content.contacts.map(fieldText))
  for (const section of content.sections) {
    parts.push(section.heading)
    for (const item of section.items) parts.push(...itemLines(item).map((line) => line.text))
  }
  return parts.join('\n')
}
