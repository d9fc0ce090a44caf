/**
 * The words that tell a job title from an employer ("Kế toán trưởng" from "Công ty TNHH ABC"), and
 * a place from either ("Hà Nội"). All are matched on folded text (text.ts) at word boundaries.
 */

/** Words only employers carry; one of them settles it. */
const STRONG_COMPANY_WORDS = [
  'cong ty',
  'cty',
  'tnhh',
  'co phan',
  'ctcp',
  'jsc',
  'j.s.c',
  'co.',
  'co.,ltd',
  'ltd',
  'ltd.',
  'llc',
  'corp',
  'corp.',
  'corporation',
  'inc',
  'inc.',
  'plc',
  'pte',
  'gmbh',
  'tap doan',
  'ngan hang',
  'tmcp',
  'bank',
  'group',
  'limited',
  'company',
  'holdings',
  'tong cong ty',
  'chi nhanh',
]

/** Words employers often carry, and titles sometimes ("Software Engineer", "Agency Manager"). */
const WEAK_COMPANY_WORDS = [
  'software',
  'technology',
  'technologies',
  'tech',
  'solutions',
  'solution',
  'studio',
  'studios',
  'agency',
  'systems',
  'services',
  'labs',
  'media',
  'global',
  'vietnam',
  'viet nam',
  'international',
  'partners',
  'enterprise',
  'telecom',
  'networks',
  'consulting',
  'logistics',
  'hospital',
  'benh vien',
  'khach san',
  'hotel',
  'resort',
  'nha hang',
  'restaurant',
  'truong',
  'school',
  'university',
  'dai hoc',
  'vien',
  'institute',
  'foundation',
  'to chuc',
  'phan mem',
  'cong nghe',
  'giai phap',
  'thuong mai',
  'dau tu',
  'san xuat',
  'dich vu',
  'xay dung',
  'truyen thong',
]

/** Words of job titles, in both languages. */
const TITLE_WORDS = [
  'developer',
  'engineer',
  'engineering manager',
  'programmer',
  'architect',
  'manager',
  'management trainee',
  'director',
  'head of',
  'lead',
  'leader',
  'team lead',
  'tech lead',
  'intern',
  'internship',
  'trainee',
  'fresher',
  'junior',
  'senior',
  'principal',
  'staff',
  'designer',
  'analyst',
  'specialist',
  'executive',
  'officer',
  'consultant',
  'tester',
  'qa',
  'qc',
  'sdet',
  'devops',
  'sre',
  'administrator',
  'admin',
  'coordinator',
  'assistant',
  'associate',
  'secretary',
  'accountant',
  'auditor',
  'cashier',
  'clerk',
  'teacher',
  'tutor',
  'lecturer',
  'instructor',
  'trainer',
  'researcher',
  'scientist',
  'supervisor',
  'representative',
  'agent',
  'recruiter',
  'receptionist',
  'operator',
  'technician',
  'editor',
  'writer',
  'copywriter',
  'marketer',
  'planner',
  'buyer',
  'merchandiser',
  'controller',
  'strategist',
  'owner',
  'product owner',
  'scrum master',
  'founder',
  'co-founder',
  'ceo',
  'cto',
  'cfo',
  'coo',
  'cmo',
  'president',
  'vice president',
  'chief',
  'partner',
  'nurse',
  'doctor',
  'pharmacist',
  'chef',
  'driver',
  'mechanic',
  'translator',
  'interpreter',
  'teller',
  'full stack',
  'fullstack',
  'full-stack',
  'frontend',
  'front-end',
  'backend',
  'back-end',
  'ke toan',
  'ke toan vien',
  'ke toan truong',
  'kiem toan vien',
  'nhan vien',
  'chuyen vien',
  'chuyen gia',
  'truong phong',
  'pho phong',
  'truong nhom',
  'truong ban',
  'to truong',
  'giam doc',
  'pho giam doc',
  'tong giam doc',
  'quan ly',
  'giam sat',
  'thuc tap sinh',
  'thuc tap',
  'tro ly',
  'thu ky',
  'lap trinh vien',
  'ky su',
  'ky thuat vien',
  'tu van vien',
  'bien tap vien',
  'phien dich vien',
  'bien dich vien',
  'giao vien',
  'giang vien',
  'tro giang',
  'thu ngan',
  'le tan',
  'giao dich vien',
  'dieu phoi vien',
  'cong tac vien',
  'dai dien',
  'nha thiet ke',
  'thiet ke vien',
  'nghien cuu vien',
  'kiem thu vien',
  'van hanh',
  'dieu duong',
  'bac si',
  'duoc si',
  'dau bep',
  'tai xe',
  'cong nhan',
  'phu trach',
]

/** Places written beside employers ("FPT Software, Hà Nội"): neither title nor company. */
const PLACES = [
  'ha noi',
  'hanoi',
  'tp ha noi',
  'tp. ha noi',
  'ho chi minh',
  'tp ho chi minh',
  'tp. ho chi minh',
  'tp.ho chi minh',
  'thanh pho ho chi minh',
  'ho chi minh city',
  'hcm',
  'tp hcm',
  'tp. hcm',
  'tp.hcm',
  'hcmc',
  'sai gon',
  'saigon',
  'da nang',
  'danang',
  'hai phong',
  'can tho',
  'hue',
  'nha trang',
  'vung tau',
  'binh duong',
  'dong nai',
  'bac ninh',
  'quang ninh',
  'viet nam',
  'vietnam',
  'singapore',
  'tokyo',
  'japan',
  'nhat ban',
  'remote',
  'onsite',
  'hybrid',
]

function wordsPattern(words: readonly string[]): RegExp {
  const escaped = [...words].sort((a, b) => b.length - a.length).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  // The cue may end in a dot ("co.", "inc."), so its end is "not followed by a letter" rather than \b.
  return new RegExp(`(?<![a-z0-9])(?:${escaped.join('|')})(?![a-z0-9])`, 'g')
}

const STRONG_COMPANY = wordsPattern(STRONG_COMPANY_WORDS)
const WEAK_COMPANY = wordsPattern(WEAK_COMPANY_WORDS)
const TITLE = wordsPattern(TITLE_WORDS)
const PLACE_SET: ReadonlySet<string> = new Set(PLACES)

function count(pattern: RegExp, folded: string): number {
  pattern.lastIndex = 0
  let found = 0
  while (pattern.exec(folded)) found++
  return found
}

/** How much a folded phrase sounds like an employer: 3 a strong word, 1 a weak one. */
export function companyScore(folded: string): number {
  return 3 * Math.min(count(STRONG_COMPANY, folded), 1) + Math.min(count(WEAK_COMPANY, folded), 2)
}

/** Whether a folded phrase carries a word only employers carry (Công ty, TNHH, JSC, Ltd, Bank…). */
export function hasStrongCompanyWord(folded: string): boolean {
  STRONG_COMPANY.lastIndex = 0
  return STRONG_COMPANY.test(folded)
}

/** How much a folded phrase sounds like a job title. */
export function titleScore(folded: string): number {
  return 2 * Math.min(count(TITLE, folded), 2)
}

/** Whether a folded phrase begins with a word of job titles ("quan ly cua hang", "senior developer"). */
export function startsWithTitleWord(folded: string): boolean {
  TITLE.lastIndex = 0
  return TITLE.exec(folded)?.index === 0
}

/** Whether a folded phrase is a place alone ("Hà Nội", "TP. HCM", "Quận 1, TP.HCM"). */
export function isPlace(folded: string): boolean {
  const key = folded.replace(/\s+/g, ' ').trim()
  if (PLACE_SET.has(key)) return true
  // "Quận 1" is a district, "Quản lý cửa hàng" (folded alike) a title.
  if (/^quan (?:ly|tri)\b/.test(key)) return false
  return /^(?:quan|huyen|phuong|tinh|district|province|city|thanh pho|tp\.?)\s/.test(key) && key.length <= 40
}

/** Cities and provinces a CV writes beside an employer or a school, folded. */
const CITY_PATTERN =
  '(?:tp\\.? ?ha noi|ha noi|hanoi|(?:tp\\.? ?|thanh pho )?ho chi minh(?: city)?|tp\\.? ?hcm|hcmc|sai gon|saigon|da nang|danang|hai phong|can tho|binh duong|dong nai|bac ninh|quang ninh|khanh hoa|nha trang|vung tau|ba ria - vung tau|hue|thua thien hue|long an|hai duong|hung yen|vinh phuc|thai nguyen|nghe an|thanh hoa)'
/** A trailing location after a wide gap, or followed by the country. */
const TRAILING_LOCATION = new RegExp(`(?:\\s{2,}|\\t|\\s*,\\s*|\\s)${CITY_PATTERN}(?:\\s*,\\s*(?:viet nam|vietnam))?\\s*$`)
const COUNTRY_END = /,\s*(?:viet nam|vietnam)\s*$/

/**
 * Where the name ends when reading joined a right-aligned location to it ("Techcombank    Hanoi",
 * "National Economics University Hanoi, Vietnam"): the offset before the city, or the full length.
 * Only a location set apart (a wide gap, a comma unless `commaSetsApart` is false, or ", Vietnam"
 * after it) is cut: "Đại học Y Hà
 * Nội" keeps its city, which is part of its name.
 */
export function endBeforeLocation(text: string, folded: string, commaSetsApart = true): number {
  const match = TRAILING_LOCATION.exec(folded)
  if (!match || match.index === 0) return text.length
  const setApart = (commaSetsApart ? /^(?:\s{2,}|\t|\s*,)/ : /^(?:\s{2,}|\t)/).test(match[0]) || COUNTRY_END.test(match[0])
  if (!setApart) return text.length
  const end = text.slice(0, match.index).trimEnd().length
  return /[a-z]/.test(folded.slice(0, end)) ? end : text.length
}
