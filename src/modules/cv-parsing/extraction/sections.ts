import { foldKey, MAX_SHORT_LINE, unifyIY } from './text.ts'

/**
 * The sections of a CV, found by their headings in Vietnamese or English. Every line gets the
 * section it is in, so that experience is read only under an experience heading, education under
 * an education one, and ambiguous skills only where skills are listed.
 */

export type SectionKind =
  | 'contact'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certificates'
  | 'languages'
  | 'activities'
  | 'references'
  | 'interests'
  | 'awards'
  | 'other'

/** Headings by the section they open, written folded (lowercase, no diacritics, kĩ/kỹ as ky). */
const HEADINGS: Record<SectionKind, readonly string[]> = {
  contact: [
    'thong tin lien he',
    'lien he',
    'thong tin ca nhan',
    'thong tin co ban',
    'contact',
    'contacts',
    'contact info',
    'contact information',
    'contact details',
    'personal information',
    'personal info',
    'personal details',
    'personal data',
  ],
  summary: [
    'muc tieu nghe nghiep',
    'muc tieu',
    'muc tieu cong viec',
    'dinh huong nghe nghiep',
    'gioi thieu',
    'gioi thieu ban than',
    'gioi thieu chung',
    've ban than',
    've toi',
    'tom tat',
    'tom tat ban than',
    'tong quan',
    'summary',
    'professional summary',
    'career summary',
    'executive summary',
    'profile',
    'professional profile',
    'personal profile',
    'about me',
    'about',
    'objective',
    'objectives',
    'career objective',
    'career objectives',
    'career goal',
    'career goals',
  ],
  experience: [
    'kinh nghiem lam viec',
    'kinh nghiem',
    'kinh nghiem nghe nghiep',
    'kinh nghiem chuyen mon',
    'kinh nghiem cong tac',
    'qua trinh cong tac',
    'qua trinh lam viec',
    'lich su lam viec',
    'lich su cong tac',
    'work experience',
    'working experience',
    'experience',
    'experiences',
    'employment history',
    'employment',
    'professional experience',
    'relevant experience',
    'work history',
    'career history',
    'career',
    'cong viec',
    'qua trinh cong viec',
    'lich su cong viec',
    'kinh nghiem thuc te',
    'thuc tap',
    'internship',
    'internships',
    'internship experience',
    'professional background',
  ],
  education: [
    'hoc van',
    'trinh do hoc van',
    'qua trinh hoc tap',
    'qua trinh dao tao',
    'dao tao',
    'trinh do dao tao',
    'hoc van va dao tao',
    'bang cap',
    'education',
    'educations',
    'education and training',
    'education & training',
    'academic background',
    'educational background',
    'academic qualifications',
    'academic history',
    'hoc tap',
    'trinh do chuyen mon',
  ],
  skills: [
    'ky nang',
    'ky nang chuyen mon',
    'ky nang mem',
    'ky nang cung',
    'ky nang nghe nghiep',
    'ky nang lam viec',
    'ky nang khac',
    'ky nang tin hoc',
    'ky nang va so truong',
    'tin hoc',
    'skills',
    'skill',
    'technical skills',
    'soft skills',
    'hard skills',
    'key skills',
    'core skills',
    'professional skills',
    'it skills',
    'computer skills',
    'other skills',
    'skills & abilities',
    'skills and abilities',
    'skills & expertise',
    'core competencies',
    'competencies',
    'areas of expertise',
    'expertise',
    'technical proficiency',
  ],
  projects: [
    'du an',
    'cac du an',
    'du an tham gia',
    'du an da tham gia',
    'du an tieu bieu',
    'du an ca nhan',
    'kinh nghiem du an',
    'projects',
    'project',
    'personal projects',
    'key projects',
    'selected projects',
    'project experience',
    'academic projects',
  ],
  certificates: [
    'chung chi',
    'chung nhan',
    'cac chung chi',
    'chung chi & giai thuong',
    'chung chi va giai thuong',
    'bang cap & chung chi',
    'bang cap va chung chi',
    'certificates',
    'certificate',
    'certifications',
    'certification',
    'licenses & certifications',
    'licenses and certifications',
    'courses',
    'khoa hoc',
  ],
  languages: ['ngoai ngu', 'ngon ngu', 'trinh do ngoai ngu', 'languages', 'language', 'language skills', 'foreign languages'],
  activities: [
    'hoat dong',
    'hoat dong ngoai khoa',
    'hoat dong xa hoi',
    'hoat dong tinh nguyen',
    'tinh nguyen',
    'activities',
    'extracurricular activities',
    'extra-curricular activities',
    'volunteer',
    'volunteering',
    'volunteer experience',
    'volunteer work',
  ],
  references: [
    'nguoi tham chieu',
    'nguoi gioi thieu',
    'tham chieu',
    'thong tin tham chieu',
    'nguoi tham khao',
    'references',
    'reference',
    'referees',
    'referee',
  ],
  interests: [
    'so thich',
    'so thich ca nhan',
    'interests',
    'hobbies',
    'hobbies & interests',
    'hobbies and interests',
    'interests & hobbies',
  ],
  awards: [
    'giai thuong',
    'thanh tich',
    'danh hieu',
    'giai thuong & thanh tich',
    'giai thuong va thanh tich',
    'thanh tich & giai thuong',
    'awards',
    'award',
    'honors',
    'honours',
    'honors & awards',
    'honors and awards',
    'awards & honors',
    'achievements',
    'accomplishments',
  ],
  other: ['thong tin them', 'thong tin khac', 'additional information', 'other information', 'others', 'khac'],
}

/** Titles of the whole document, never a section and never a name. */
const DOCUMENT_TITLES: ReadonlySet<string> = new Set([
  'curriculum vitae',
  'cv',
  'resume',
  'resumé',
  'so yeu ly lich',
  'ly lich',
  'ly lich trich ngang',
  'ho so ung vien',
  'ho so ca nhan',
  'ho so xin viec',
  'thong tin ung vien',
  'don xin viec',
  'cv xin viec',
])

const HEADING_KIND = new Map<string, SectionKind>()
for (const [kind, phrases] of Object.entries(HEADINGS) as [SectionKind, readonly string[]][]) {
  for (const phrase of phrases) {
    HEADING_KIND.set(phrase, kind)
    // "K I N H  N G H I Ệ M" (letter-spaced headings from design templates) reads without spaces.
    HEADING_KIND.set(phrase.replace(/ /g, ''), kind)
  }
}

/** What a heading line says, with the text after its colon when it also carries content ("Skills: Java, SQL"). */
export interface HeadingMatch {
  kind: SectionKind
  /** Offset in the line where the content after `Heading:` starts; null for a heading alone. */
  contentStart: number | null
}

/** A heading's key: folded, numbering, icons and trailing colon dropped. */
function headingKey(text: string): string {
  let key = unifyIY(foldKey(text))
    .replace(/^(?:[ivx]{1,4}|\d{1,2}|[a-e])[.)]\s+/, '')
    .replace(/^[^a-z0-9]+/, '')
    .replace(/[\s:：.\-–—_*#=]+$/, '')
  // Letter-spaced headings (one letter a word) are compared without their spaces.
  if (/^(?:\S ){3,}\S$/.test(key)) key = key.replace(/ /g, '')
  return key
}

/** The heading kind of a line standing alone as a heading ("KINH NGHIỆM LÀM VIỆC", "Skills:"). */
export function headingKindOf(text: string): SectionKind | null {
  if (text.length > 80) return null
  const kind = HEADING_KIND.get(headingKey(text))
  if (kind) return kind
  // Bilingual headings: "KINH NGHIỆM LÀM VIỆC | WORK EXPERIENCE", "Học vấn / Education", "KINH
  // NGHIỆM - EXPERIENCE", "Kinh nghiệm làm việc (Work Experience)": both halves name one section.
  const bilingual = /^([^()|/\-–—]{2,40}?)\s?(?:[|/\-–—]\s?([^()]{2,40})|\(([^()]{2,40})\))$/.exec(text.trim())
  if (!bilingual) return null
  const first = HEADING_KIND.get(headingKey(bilingual[1] ?? ''))
  return first !== undefined && first === HEADING_KIND.get(headingKey(bilingual[2] ?? bilingual[3] ?? '')) ? first : null
}

/** Whether the line is a document title such as "CURRICULUM VITAE" or "SƠ YẾU LÝ LỊCH". */
export function isDocumentTitle(text: string): boolean {
  return text.length <= 60 && DOCUMENT_TITLES.has(headingKey(text))
}

/**
 * A line that opens a section: a known heading alone, or one followed by a colon and content
 * ("Kỹ năng: Excel, Word"), whose content belongs to that section for this line only.
 */
export function matchHeading(text: string): HeadingMatch | null {
  if (text.length > MAX_SHORT_LINE) return null
  const alone = headingKindOf(text)
  if (alone) return { kind: alone, contentStart: null }
  const colon = text.search(/[:：]/)
  if (colon <= 0 || colon > 60) return null
  const kind = headingKindOf(text.slice(0, colon))
  if (!kind) return null
  const rest = text.slice(colon + 1)
  const contentStart = colon + 1 + (rest.length - rest.trimStart().length)
  return contentStart < text.length ? { kind, contentStart } : { kind, contentStart: null }
}

/** Where each line stands: the section it belongs to (null before the first heading), and whether it is a heading. */
export interface LinePlace {
  section: SectionKind | null
  isHeading: boolean
  /** For `Heading: content`, where the content starts; 0 for other lines. */
  contentStart: number
}

/**
 * Assigns every line its section. A heading alone opens a section that runs to the next heading;
 * a heading with content on its line ("Skills: Java") gives that one line its kind and leaves the
 * section around it open, since such labels also appear inside other sections.
 */
export function placeLines(texts: readonly string[]): LinePlace[] {
  const places: LinePlace[] = []
  let current: SectionKind | null = null
  for (const text of texts) {
    const heading = matchHeading(text)
    if (heading && heading.contentStart === null) {
      current = heading.kind
      places.push({ section: current, isHeading: true, contentStart: 0 })
    } else if (heading && heading.contentStart !== null) {
      places.push({ section: heading.kind, isHeading: false, contentStart: heading.contentStart })
    } else {
      places.push({ section: current, isHeading: false, contentStart: 0 })
    }
  }
  return places
}
