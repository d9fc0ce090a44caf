import { addMonths, monthIndex, TODAY, TODAY_MONTH, type YearMonth } from './months.ts'
import { randomMobile } from './phones.ts'
import type { Random } from './random.ts'
import { ADDRESSES, MASTER_DEGREES, UNIVERSITIES } from './vocabulary/places.ts'
import { FAMILY_NAMES, GIVEN_NAMES, MIDDLE_NAMES, type Gender } from './vocabulary/names.ts'
import type { SkillId } from './vocabulary/skills.ts'
import { TRACKS, type Track } from './vocabulary/tracks.ts'

/**
 * The person behind one CV: who they are, the jobs they held (with true month spans), what they
 * studied and which skills they have. How the CV writes all this is decided later (compose.ts);
 * a persona knows only the language its CV is written in, which decides the titles and degrees.
 */
export type CvLanguage = 'vi' | 'en' | 'mixed'

export interface Job {
  title: string
  company: string
  start: YearMonth
  /** null: held today. */
  end: YearMonth | null
  /** Duty templates with their skill placeholders still open (see tracks.ts). */
  duties: string[]
}

export interface Education {
  institution: string
  degree: string
  start: YearMonth
  end: YearMonth
}

export interface SpokenLanguage {
  skill: 'english' | 'japanese'
  /** "IELTS 6.5", "JLPT N3", … */
  level: string
}

export interface Persona {
  language: CvLanguage
  gender: Gender
  family: string
  middle: string[]
  given: string
  /** The name as the CV writes it (diacritics dropped in some English CVs). */
  fullName: string
  email: string
  /** National form, "0912345678". */
  phone: string
  birthDate: YearMonth & { day: number }
  address: string
  track: Track
  /** Newest first, the way CVs list them. */
  jobs: Job[]
  /** The skills section, in the order it lists them. */
  skills: SkillId[]
  languages: SpokenLanguage[]
  education: Education[]
}

/** "Nguyễn Văn Đạt" → "Nguyen Van Dat". */
export function withoutDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D')
}

const lower = (text: string): string => withoutDiacritics(text).toLowerCase()

function makeEmail(random: Random, family: string, middle: string[], given: string, birthYear: number): string {
  const [f, g, m] = [lower(family), lower(given), middle.map(lower).join('')]
  const yy = String(birthYear).slice(2)
  const domain = random.pick(['gmail.com', 'gmail.com', 'gmail.com', 'yahoo.com', 'outlook.com', 'yahoo.com.vn'])
  const local = random.pick([
    `${g}${f}${yy}`,
    `${g}.${f}`,
    `${f}${m}${g}`,
    `${f}${m}${g}.work`,
    `${g}.${f}${birthYear}`,
    `${f}.${g}${yy}`,
    `${m.charAt(0)}${g}${f}`,
  ])
  return `${local}@${domain}`
}

/** Picks the duties of a job: three or four, skipping those naming skills the person lacks. */
function pickDuties(random: Random, track: Track, text: 'vi' | 'en', skills: readonly SkillId[]): string[] {
  const usable = track.duties[text].filter((duty) => {
    const placeholder = /\{([^}]+)\}/.exec(duty)
    return placeholder === null || (placeholder[1] ?? '').split('|').some((id) => skills.includes(id as SkillId))
  })
  return random.sample(usable, random.int(2, 4))
}

/**
 * The job history, built backwards from today: the newest job is usually still held; each earlier
 * one ends before the next starts, or a few months after it (people overlap jobs when they
 * switch, or keep a freelance job going).
 */
function makeJobTimeline(random: Random, count: number, overlap: boolean): { start: YearMonth; end: YearMonth | null }[] {
  const spans: { start: YearMonth; end: YearMonth | null }[] = []
  let end: YearMonth | null = random.chance(0.8) ? null : addMonths(TODAY_MONTH, -random.int(1, 8))
  for (let i = 0; i < count; i++) {
    const length = random.int(8, 40)
    const start = addMonths(end ?? TODAY_MONTH, -length + 1)
    spans.push({ start, end })
    const gap = (overlap && i === 0) || random.chance(0.2) ? -random.int(2, 7) : random.int(0, 4)
    end = addMonths(start, -1 - gap)
  }
  return spans
}

export interface PersonaOptions {
  language: CvLanguage
  /** A track id from tracks.ts; random when absent. */
  track?: string
  jobs?: number
  /** Drop diacritics from the name (as some English CVs do). */
  asciiName?: boolean
  /** The newest job starts before the one before it ends. */
  overlap?: boolean
}

export function makePersona(random: Random, options: PersonaOptions): Persona {
  const track = options.track !== undefined ? TRACKS.find((t) => t.id === options.track) : random.pick(TRACKS)
  if (track === undefined) throw new Error(`no track ${options.track}`)
  const text = options.language === 'en' ? 'en' : 'vi'
  // Mixed CVs write Vietnamese but keep the job titles and degree in English, as many in IT do.
  const titleLanguage = options.language === 'vi' ? 'vi' : 'en'

  const gender: Gender = random.chance(0.5) ? 'male' : 'female'
  const family = random.pick(FAMILY_NAMES)
  const middle = random.chance(0.2) ? random.sample(MIDDLE_NAMES[gender], 2) : [random.pick(MIDDLE_NAMES[gender])]
  const given = random.pick(GIVEN_NAMES[gender])
  const written = [family, ...middle, given].join(' ')
  const fullName = options.asciiName === true ? withoutDiacritics(written) : written

  const skillCount = random.int(5, 10)
  const skills = random.shuffle([...track.core, ...random.sample(track.optional, Math.max(0, skillCount - track.core.length))])

  const spans = makeJobTimeline(random, options.jobs ?? random.int(1, 4), options.overlap === true)
  const careerStart = spans[spans.length - 1]?.start ?? TODAY_MONTH
  const companies = random.sample(track.companies, spans.length)
  const jobs: Job[] = spans.map((span, i) => {
    const monthsBefore = monthIndex(span.start) - monthIndex(careerStart)
    // Two years a step: juniors become mid-level, then senior. Whoever changed jobs after a year
    // or more is no longer an intern, and a lone job may already be mid-level.
    const grown = (i === 0 && monthsBefore >= 12) || (spans.length === 1 && random.chance(0.5))
    const level = Math.min(2, Math.max(Math.floor(monthsBefore / 24), grown ? 1 : 0))
    const titles = track.titles[level]?.[titleLanguage] ?? []
    return {
      title: random.pick(titles),
      company: companies[i] ?? random.pick(track.companies),
      start: span.start,
      end: span.end,
      duties: pickDuties(random, track, text, skills),
    }
  })

  const graduation = careerStart.year - random.int(0, 1)
  const universities = UNIVERSITIES.filter((u) => u.kind === track.domain || u.kind === 'both')
  const university = random.pick(universities)
  const degree = random.pick(track.degrees[titleLanguage])
  // Engineering programmes take five years in Vietnam, bachelor's programmes four.
  const years = degree.startsWith('Kỹ sư') || degree.includes('Engineering') ? 5 : 4
  const education: Education[] = [
    {
      institution: titleLanguage === 'en' && text === 'en' ? university.en : university.vi,
      degree,
      start: { year: graduation - years, month: 9 },
      end: { year: graduation, month: random.pick([6, 7, 8]) },
    },
  ]
  if (careerStart.year <= TODAY.year - 6 && random.chance(0.3)) {
    const masterUniversity = random.pick(universities)
    const masterStart = random.int(careerStart.year + 2, TODAY.year - 3)
    education.unshift({
      institution: titleLanguage === 'en' && text === 'en' ? masterUniversity.en : masterUniversity.vi,
      degree: MASTER_DEGREES[track.domain][titleLanguage],
      start: { year: masterStart, month: 10 },
      end: { year: masterStart + 2, month: 6 },
    })
  }

  const languages: SpokenLanguage[] = []
  if (random.chance(0.7)) languages.push({ skill: 'english', level: random.pick(['IELTS 6.5', 'IELTS 7.0', 'TOEIC 750', 'TOEIC 850']) })
  if (track.domain === 'tech' && random.chance(0.15)) languages.push({ skill: 'japanese', level: random.pick(['JLPT N3', 'JLPT N2']) })

  const birthYear = graduation - 22 - random.int(0, 1)
  return {
    language: options.language,
    gender,
    family,
    middle,
    given,
    fullName,
    email: makeEmail(random, family, middle, given, birthYear),
    phone: randomMobile(random),
    birthDate: { year: birthYear, month: random.int(1, 12), day: random.int(1, 28) },
    address: random.pick(ADDRESSES),
    track,
    jobs,
    skills,
    languages,
    education,
  }
}
