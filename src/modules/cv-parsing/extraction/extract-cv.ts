import type { CvDocument, ExtractedCv } from '../cv-document.ts'
import { findEmails, findPhones } from './contacts.ts'
import { extractEducation } from './education.ts'
import { extractJobs, summarizeExperience } from './experience.ts'
import { prepareLines, type PreparedLine } from './lines.ts'
import { extractName } from './name.ts'
import { extractSkills } from './skills.ts'

/**
 * What a CV says about its candidate, from the lines reading gave (cv-document.ts). Pure: the same
 * document and `today` give the same answer, and a field not found is null or empty, never a guess
 * from elsewhere. `today` closes the jobs still held ("03/2020 – nay").
 */
export function extractCv(doc: CvDocument, today: Date): ExtractedCv {
  const lines = prepareLines(doc)
  const jobs = extractJobs(lines, today)
  const fullName = extractName(lines)
  return {
    full_name: fullName,
    email: firstContact(lines, findEmails),
    phone: firstContact(lines, findPhones),
    skills: extractSkills(lines, fullName),
    education: extractEducation(lines),
    ...summarizeExperience(jobs),
  }
}

/**
 * The candidate's first e-mail or phone. Those under references belong to the referees: a CV
 * listing only a referee's number has none of its own, and filing the referee's as the
 * candidate's would match strangers as duplicates.
 */
function firstContact(lines: readonly PreparedLine[], find: (text: string) => string[]): string | null {
  for (const line of lines) {
    if (line.section === 'references') continue
    const found = find(line.text)[0]
    if (found) return found
  }
  return null
}
