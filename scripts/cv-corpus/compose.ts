import type {
  CvContent,
  EducationLayout,
  EducationView,
  Field,
  Item,
  JobLayout,
  JobView,
  Section,
  SectionKind,
  SkillListStyle,
} from './content.ts'
import { capitals, HEADINGS } from './headings.ts'
import { asWrittenWithYears, experienceYears, type Period } from './months.ts'
import { DATE_STYLES, writeMonth, writePeriod, type DateStyle, type PeriodWriting } from './period-text.ts'
import type { Education, Job, Persona } from './persona.ts'
import { formatPhone, PHONE_STYLES, type PhoneStyle } from './phones.ts'
import type { Random } from './random.ts'
import { certificatesFor } from './compose-certificates.ts'
import { projects } from './compose-projects.ts'
import { skillsItem } from './compose-skills.ts'
import { summary } from './compose-summary.ts'
import { SKILLS, type SkillId } from './vocabulary/skills.ts'

/**
 * Decides how one CV writes its persona: every heading, date, contact and list, in the CV's
 * language. What is left open here is chosen at random; a document plan can pin any of it
 * (plan.ts pins what a layout needs, e.g. the "Họ và tên:" field or an ALL CAPS name).
 */
export interface ComposeOptions {
  /** The name appears only as "Họ và tên: …" / "Full name: …" in a personal-information block. */
  nameField?: boolean
  capsName?: boolean
  kicker?: boolean
  /** Contacts in a personal-information section instead of under the name. */
  personalSection?: boolean
  /** Oldest job first, as some CVs list them. */
  oldestFirst?: boolean
  jobLayouts?: readonly JobLayout[]
  dateStyle?: DateStyle
  phoneStyle?: PhoneStyle
  skillStyle?: SkillListStyle
}

/** What composing decided that the label needs besides the text: the job spans as a reader can know them. */
export interface Composed {
  content: CvContent
  /** Each job's span as its written dates say (a year-only "2019 – 2021" reads as Jan 2019 – Dec 2021). */
  writtenPeriods: Period[]
  /** Education as written: a "graduated 2016" entry has no start year. */
  education: { institution: string; degree: string; start_year: number | null; end_year: number | null }[]
}

const VI_JOB_LAYOUTS: readonly JobLayout[] = [
  'dates-pipe-title-pipe-company',
  'title-comma-company-dates',
  'company-title-dates',
  'title-at-company-dates',
  'title-then-company-dates',
  'dates-then-labelled',
]
const EN_JOB_LAYOUTS: readonly JobLayout[] = [
  'title-at-company-dates',
  'title-comma-company-dates',
  'company-title-dates',
  'title-then-company-dates',
  'dates-pipe-title-pipe-company',
]

/** Fills a duty's placeholder ("{misa|excel}") with the plain name of a skill the person has. */
function fillDuty(random: Random, duty: string, skills: readonly SkillId[], text: 'vi' | 'en'): string {
  return duty.replace(/\{([^}]+)\}/, (_, options: string) => {
    const mine = options.split('|').filter((id) => skills.includes(id as SkillId)) as SkillId[]
    return SKILLS[random.pick(mine)][text][0]
  })
}

export function compose(random: Random, persona: Persona, options: ComposeOptions = {}): Composed {
  const text = persona.language === 'en' ? 'en' : 'vi'
  const mixed = persona.language === 'mixed'
  const capsHeadings = random.chance(0.5)
  const bilingualHeadings = mixed && random.chance(0.6)
  const tech = persona.track.domain === 'tech'

  const heading = (kind: SectionKind): string => {
    const pool = (lang: 'vi' | 'en'): readonly string[] =>
      HEADINGS[kind][lang].filter((h) => tech || !h.startsWith('Technical') || HEADINGS[kind][lang].length === 1)
    const vi = random.pick(pool('vi'))
    const en = random.pick(pool('en'))
    const chosen = bilingualHeadings ? `${vi} / ${en}` : mixed ? en : text === 'vi' ? vi : en
    return capsHeadings ? capitals(chosen) : chosen
  }

  // Dates: one style, separator and open end for the whole CV.
  const dateStyle = options.dateStyle ?? random.pick(DATE_STYLES[text])
  const writing: PeriodWriting = {
    style: dateStyle,
    separator: random.pick(text === 'vi' ? [' – ', ' - ', ' - ', ' đến '] : [' – ', ' - ', ' to ']),
    openEnd: random.pick(text === 'vi' ? ['nay', 'Nay', 'Hiện tại', 'hiện tại'] : ['Present', 'Present', 'Now', 'present']),
  }
  if (writing.separator === ' đến ' && writing.openEnd !== 'nay') writing.openEnd = 'nay'

  const phoneStyle = options.phoneStyle ?? random.pick(PHONE_STYLES)
  const phone = formatPhone(persona.phone, phoneStyle)
  const labelled = random.chance(0.6)
  const birth = writeBirthDate(persona)
  const contactFields: Field[] = [
    { label: labelled ? random.pick(text === 'vi' ? ['Điện thoại', 'SĐT', 'Di động'] : ['Phone', 'Mobile', 'Tel']) : '', value: phone },
    { label: labelled ? random.pick(['Email', 'E-mail']) : '', value: random.chance(0.1) ? capitaliseEmail(persona.email) : persona.email },
    { label: labelled ? (text === 'vi' ? 'Địa chỉ' : 'Address') : '', value: persona.address },
  ]
  if (random.chance(0.5)) contactFields.reverse()
  if (tech && random.chance(0.4)) {
    const handle = persona.email.split('@')[0] ?? ''
    contactFields.push({ label: labelled ? 'GitHub' : '', value: `github.com/${handle.replace(/\./g, '-')}` })
  }

  const personalSection = options.nameField === true || (options.personalSection ?? (text === 'vi' && random.chance(0.3)))
  const sections: Section[] = []
  if (personalSection) {
    const fields: Field[] = []
    if (options.nameField === true) fields.push({ label: text === 'vi' ? 'Họ và tên' : 'Full name', value: persona.fullName })
    fields.push({ label: text === 'vi' ? 'Ngày sinh' : 'Date of birth', value: birth })
    fields.push({
      label: text === 'vi' ? 'Giới tính' : 'Gender',
      value: text === 'vi' ? (persona.gender === 'male' ? 'Nam' : 'Nữ') : persona.gender === 'male' ? 'Male' : 'Female',
    })
    for (const field of contactFields) {
      if (field.label !== '') fields.push(field)
      else if (field.value === phone) fields.push({ label: text === 'vi' ? 'Điện thoại' : 'Phone', value: phone })
      else if (field.value.includes('@')) fields.push({ label: 'Email', value: field.value })
      else if (field.value === persona.address) fields.push({ label: text === 'vi' ? 'Địa chỉ' : 'Address', value: field.value })
      else fields.push({ label: 'GitHub', value: field.value })
    }
    sections.push({ kind: 'personal', heading: heading('personal'), items: [{ type: 'fields', fields }] })
  }

  const yearsOfWork = Math.floor(experienceYears(persona.jobs) ?? 0)
  const current = persona.jobs[0]
  if (random.chance(0.8))
    sections.push({
      kind: 'summary',
      heading: heading('summary'),
      items: [{ type: 'paragraph', text: summary(random, persona, yearsOfWork, mixed ? 'en' : text) }],
    })

  // Experience
  const layout = random.pick(options.jobLayouts ?? (text === 'vi' ? VI_JOB_LAYOUTS : EN_JOB_LAYOUTS))
  const jobs = options.oldestFirst === true ? [...persona.jobs].reverse() : persona.jobs
  const jobItems: Item[] = jobs.map((job) => ({ type: 'job', job: jobView(random, job, layout, writing, persona.skills, text) }))
  const experience: Section = { kind: 'experience', heading: heading('experience'), items: jobItems }

  // Education
  const educationStyle = random.pick(['range', 'range', 'months', 'graduated'] as const)
  const educationLayout = random.pick<EducationLayout>(
    text === 'vi'
      ? ['institution-degree-years', 'years-colon-institution', 'institution-degree-years']
      : ['institution-degree-years', 'degree-comma-institution-years'],
  )
  const educationEntries = persona.education.map((entry, i) =>
    educationView(random, entry, i === persona.education.length - 1 ? educationStyle : 'range', educationLayout, writing, text),
  )
  const education: Section = {
    kind: 'education',
    heading: heading('education'),
    items: educationEntries.map(({ view }) => ({ type: 'education', entry: view })),
  }

  if (random.chance(0.35)) sections.push(education, experience)
  else sections.push(experience, education)

  if (tech && random.chance(0.35)) sections.push(projects(random, persona, heading('projects'), text, current))

  sections.push({
    kind: 'skills',
    heading: heading('skills'),
    items: [
      skillsItem(
        random,
        persona.skills,
        text,
        options.skillStyle ?? random.pick(['comma', 'bullets', 'pipes', 'grouped', 'bullets'] as const),
      ),
    ],
  })

  if (persona.languages.length > 0 && random.chance(0.85)) {
    const names = { english: text === 'vi' ? 'Tiếng Anh' : 'English', japanese: text === 'vi' ? 'Tiếng Nhật' : 'Japanese' }
    sections.push({
      kind: 'languages',
      heading: heading('languages'),
      items: [{ type: 'bullets', texts: persona.languages.map((l) => `${names[l.skill]}: ${l.level}`) }],
    })
  }

  const certificates = certificatesFor(random, persona.skills, text)
  if (certificates.length > 0 && random.chance(0.5))
    sections.push({ kind: 'certificates', heading: heading('certificates'), items: [{ type: 'bullets', texts: certificates }] })

  const name = options.nameField === true ? null : options.capsName === true ? capitals(persona.fullName) : persona.fullName
  const headlineRoll = random.next()
  const headline =
    current === undefined || headlineRoll < 0.35
      ? null
      : headlineRoll < 0.9
        ? current.title
        : text === 'vi'
          ? `Vị trí ứng tuyển: ${persona.track.titles[2]?.vi[0] ?? current.title}`
          : `Objective: ${persona.track.titles[2]?.en[0] ?? current.title}`

  return {
    content: {
      kicker: options.kicker === true ? (text === 'vi' ? random.pick(['SƠ YẾU LÝ LỊCH', 'CURRICULUM VITAE']) : 'CURRICULUM VITAE') : null,
      name,
      headline,
      contacts: personalSection ? [] : contactFields,
      contactsHeading: contactsHeading(random, persona.language, capsHeadings),
      sections,
      capsHeadings,
    },
    writtenPeriods: persona.jobs.map((job) => (dateStyle === 'yyyy' ? asWrittenWithYears(job) : { start: job.start, end: job.end })),
    education: educationEntries.map(({ label }) => label),
  }
}

function contactsHeading(random: Random, language: Persona['language'], caps: boolean): string {
  const heading = random.pick(
    language === 'vi'
      ? ['Liên hệ', 'Thông tin liên hệ']
      : language === 'en'
        ? ['Contact', 'Contact Details']
        : ['Liên hệ / Contact', 'Contact'],
  )
  return caps ? capitals(heading) : heading
}

function capitaliseEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.replace(/(^|\.)([a-z])/g, (_, dot: string, c: string) => dot + c.toUpperCase())}@${domain}`
}

/** Day first in both languages, as Vietnamese write dates: a "12/05/1995" is a trap for date readers. */
function writeBirthDate(persona: Persona): string {
  const { day, month, year } = persona.birthDate
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`
}

function jobView(
  random: Random,
  job: Job,
  layout: JobLayout,
  writing: PeriodWriting,
  skills: readonly SkillId[],
  text: 'vi' | 'en',
): JobView {
  return {
    title: job.title,
    company: job.company,
    dates: writePeriod(job, writing),
    duties: job.duties.map((duty) => fillDuty(random, duty, skills, text)),
    layout,
    words: text === 'vi' ? { at: 'tại', company: 'Công ty', position: 'Vị trí' } : { at: 'at', company: 'Company', position: 'Position' },
  }
}

function educationView(
  random: Random,
  entry: Education,
  style: 'range' | 'months' | 'graduated',
  layout: EducationLayout,
  writing: PeriodWriting,
  text: 'vi' | 'en',
): { view: EducationView; label: Composed['education'][number] } {
  const years =
    style === 'graduated'
      ? `${text === 'vi' ? 'Tốt nghiệp năm' : 'Graduated'} ${entry.end.year}`
      : style === 'months' && writing.style !== 'yyyy'
        ? `${writeMonth(entry.start, writing.style)}${writing.separator.replace(' đến ', ' - ')}${writeMonth(entry.end, writing.style)}`
        : `${entry.start.year}${writing.separator.replace(' đến ', ' - ')}${entry.end.year}`
  const note = random.chance(0.4)
    ? text === 'vi'
      ? random.pick(['GPA: 3.2/4', 'Xếp loại: Khá', 'Xếp loại: Giỏi', 'GPA: 8.1/10'])
      : random.pick(['GPA: 3.4/4.0', 'GPA: 3.1/4', 'Graduated with distinction'])
    : null
  // "Graduated 2016" inside a sentence layout reads badly; such entries keep the line-by-line layout.
  const effectiveLayout = style === 'graduated' && layout !== 'institution-degree-years' ? 'institution-degree-years' : layout
  return {
    view: { institution: entry.institution, degree: entry.degree, years, note, layout: effectiveLayout },
    label: {
      institution: entry.institution,
      degree: entry.degree,
      start_year: style === 'graduated' ? null : entry.start.year,
      end_year: entry.end.year,
    },
  }
}
