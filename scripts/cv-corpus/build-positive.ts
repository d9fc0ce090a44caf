import { parsePhoneNumber } from 'awesome-phonenumber'
import { compose } from './compose.ts'
import type { DocumentLabel } from './labels.ts'
import { experienceYears } from './months.ts'
import { makePersona } from './persona.ts'
import { toE164 } from './phones.ts'
import type { PositivePlan } from './plan.ts'
import type { Random } from './random.ts'
import { renderDocx } from './render/docx-cv.ts'
import { randomLook } from './render/pdf-look.ts'
import { renderPdfOneColumn } from './render/pdf-one-column.ts'
import { renderPdfTwoColumn } from './render/pdf-two-column.ts'
import { renderText } from './render/text-cv.ts'
import { contentText, skillsMentioned } from './skill-mentions.ts'
import { INCIDENTAL_SKILLS, SKILLS } from './vocabulary/skills.ts'

/**
 * One positive document: a persona, the CV text composed for it, the file in its format, and the
 * label, which is computed from the same decisions (never typed in by hand). Before the label is
 * returned the finished text is checked against it: the name and e-mail are in it, the phone is a
 * valid Vietnamese mobile number, and the skills it mentions are exactly the person's.
 */
export async function buildPositive(random: Random, plan: PositivePlan): Promise<{ bytes: Buffer; label: DocumentLabel }> {
  const persona = makePersona(random, plan.persona)
  const { content, writtenPeriods, education } = compose(random, persona, plan.compose)
  const text = persona.language === 'en' ? 'en' : 'vi'

  let bytes: Buffer
  let layout: string
  switch (plan.kind) {
    case 'pdf-one-column':
      bytes = await renderPdfOneColumn(content, randomLook(random), persona.fullName)
      layout = 'one-column'
      break
    case 'pdf-two-column':
      bytes = await renderPdfTwoColumn(content, randomLook(random), plan.twoColumn, persona.fullName)
      layout = `two-column-sidebar-${plan.twoColumn.side}`
      break
    case 'docx':
      bytes = await renderDocx(content, {
        layout: plan.docx.layout,
        look: {
          font: random.pick(['Times New Roman', 'Arial', 'Calibri']),
          size: random.pick([21, 22, 24]),
          accent: random.pick(['1F4E79', '2E7D32', '8B1E3F', '333333']),
          headingStyles: random.chance(0.5),
          typedBullets: plan.docx.typedBullets ?? random.chance(0.3),
        },
        titleStyle: plan.docx.titleStyle ?? false,
        grid: plan.docx.grid ?? true,
        language: text,
        title: persona.fullName,
      })
      layout = `docx-${plan.docx.layout}`
      break
    case 'text':
      bytes = renderText(content, {
        crlf: false,
        decomposed: false,
        underlineHeadings: false,
        bullet: random.pick(['-', '*', '+'] as const),
        ...plan.text,
      })
      layout = `text-${plan.text.encoding}${plan.text.decomposed === true ? '-nfd' : ''}${plan.text.crlf === true ? '-crlf' : ''}`
      break
  }

  const written = contentText(content)
  const mentioned = skillsMentioned(written)
  const claimed = new Set([...persona.skills, ...persona.languages.map((l) => l.skill), ...INCIDENTAL_SKILLS])
  const missing = persona.skills.filter((skill) => !mentioned.includes(skill))
  const stray = mentioned.filter((skill) => !claimed.has(skill))
  if (missing.length > 0 || stray.length > 0)
    throw new Error(`${plan.file}: skills section lost ${missing.join(', ')}; text names unclaimed ${stray.join(', ')}`)
  const phone = toE164(persona.phone)
  const parsed = parsePhoneNumber(phone)
  if (!parsed.valid || parsed.type !== 'mobile') throw new Error(`${plan.file}: ${phone} is not a Vietnamese mobile number`)
  if (!written.includes(persona.fullName) && !written.includes(persona.fullName.toLocaleUpperCase('vi')))
    throw new Error(`${plan.file}: name not written`)
  if (!written.toLowerCase().includes(persona.email)) throw new Error(`${plan.file}: e-mail not written`)
  const current = persona.jobs[0]

  return {
    bytes,
    label: {
      file: plan.file,
      format: plan.kind === 'docx' ? 'docx' : plan.kind === 'text' ? 'text' : 'pdf',
      language: persona.language,
      layout,
      expected: {
        full_name: persona.fullName,
        email: persona.email,
        phone,
        skills: mentioned.map((id) => SKILLS[id].canonical),
        education,
        total_experience_years: experienceYears(writtenPeriods),
        current_job_title: current?.title ?? null,
        current_company: current?.company ?? null,
      },
    },
  }
}
