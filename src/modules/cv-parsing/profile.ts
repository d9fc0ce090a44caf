import type { FoundProfile } from '../candidates/candidates.port.ts'
import type { ExtractedCv } from './cv-document.ts'

/**
 * The candidate's fields a CV can fill. The name is not among them: every record has one, typed
 * by a person. Experience is whole years on the record (the parse keeps the decimal).
 */
export function foundProfileOf(extracted: ExtractedCv): FoundProfile {
  return {
    email: extracted.email,
    phone: extracted.phone,
    current_job_title: extracted.current_job_title,
    current_company: extracted.current_company,
    total_experience_years: extracted.total_experience_years === null ? null : Math.round(extracted.total_experience_years),
    skills: extracted.skills,
    education: extracted.education,
  }
}
