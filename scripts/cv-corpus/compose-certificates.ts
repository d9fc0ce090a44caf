import type { Random } from './random.ts'
import type { SkillId } from './vocabulary/skills.ts'

/** Certificates a person with these skills may list; each names only skills the person has. */
export function certificatesFor(random: Random, skills: readonly SkillId[], text: 'vi' | 'en'): string[] {
  const year = (): number => random.int(2018, 2025)
  const all: [SkillId, string][] = [
    ['aws', `AWS Certified Cloud Practitioner (${year()})`],
    ['java', `Oracle Certified Professional: Java SE 11 Developer (${year()})`],
    [
      'accounting',
      text === 'vi'
        ? `Chứng chỉ Kế toán trưởng - Bộ Tài chính (${year()})`
        : `Chief Accountant Certificate, Ministry of Finance (${year()})`,
    ],
    ['googleAds', `Google Ads Search Certification (${year()})`],
    ['office', text === 'vi' ? `Chứng chỉ Tin học văn phòng MOS (${year()})` : `Microsoft Office Specialist (${year()})`],
    [
      'digitalMarketing',
      text === 'vi' ? `Chứng chỉ Digital Marketing - Google (${year()})` : `Google Digital Marketing Certificate (${year()})`,
    ],
  ]
  return all.filter(([skill]) => skills.includes(skill)).map(([, certificate]) => certificate)
}
