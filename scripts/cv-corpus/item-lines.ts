import type { EducationView, Field, Item, JobView } from './content.ts'

/**
 * Items as lines of text, for the renderers that lay text out line by line (PDF, DOCX paragraphs,
 * plain text). `strong` marks what a CV sets in bold: a job's title line, an institution.
 * Bullets come without their marker; each renderer draws its own ("•", "-", "*").
 */
export interface TextLine {
  text: string
  strong: boolean
  bullet: boolean
}

const line = (text: string, strong = false): TextLine => ({ text, strong, bullet: false })
const bullet = (text: string): TextLine => ({ text, strong: false, bullet: true })

export function fieldText(field: Field): string {
  return field.label === '' ? field.value : `${field.label}: ${field.value}`
}

export function jobHeaderLines(job: JobView): TextLine[] {
  const { title, company, dates, words } = job
  switch (job.layout) {
    case 'dates-pipe-title-pipe-company':
      return [line(`${dates} | ${title} | ${company}`, true)]
    case 'title-comma-company-dates':
      return [line(`${title}, ${company} (${dates})`, true)]
    case 'company-title-dates':
      return [line(company, true), line(title), line(dates)]
    case 'title-at-company-dates':
      return [line(`${title} ${words.at} ${company}, ${dates}`, true)]
    case 'title-then-company-dates':
      return [line(title, true), line(`${company} | ${dates}`)]
    case 'dates-then-labelled':
      return [line(dates, true), line(`${words.company}: ${company}`), line(`${words.position}: ${title}`)]
  }
}

export function jobLines(job: JobView): TextLine[] {
  return [...jobHeaderLines(job), ...job.duties.map(bullet)]
}

export function educationLines(entry: EducationView): TextLine[] {
  const note = entry.note === null ? [] : [line(entry.note)]
  switch (entry.layout) {
    case 'institution-degree-years':
      return [line(entry.institution, true), line(entry.degree), line(entry.years), ...note]
    case 'years-colon-institution':
      return [line(`${entry.years}: ${entry.institution}`, true), line(entry.degree), ...note]
    case 'degree-comma-institution-years':
      return [line(`${entry.degree}, ${entry.institution} (${entry.years})`, true), ...note]
  }
}

export function skillLines(groups: Field[], style: 'comma' | 'bullets' | 'pipes' | 'grouped'): TextLine[] {
  const all = groups.flatMap((group) => group.value.split(', '))
  switch (style) {
    case 'comma':
      return [line(all.join(', '))]
    case 'pipes':
      return [line(all.join(' | '))]
    case 'bullets':
      return all.map(bullet)
    case 'grouped':
      return groups.map((group) => line(fieldText(group)))
  }
}

export function itemLines(item: Item): TextLine[] {
  switch (item.type) {
    case 'paragraph':
      return [line(item.text, item.strong === true)]
    case 'bullets':
      return item.texts.map(bullet)
    case 'fields':
      return item.fields.map((field) => line(fieldText(field)))
    case 'job':
      return jobLines(item.job)
    case 'education':
      return educationLines(item.entry)
    case 'skills':
      return skillLines(item.groups, item.style)
  }
}
