import type { SkillId } from './vocabulary/skills.ts'

/** The groups a "grouped" skills section sorts skills into, with the label each language gives them. */
const GROUPS = [
  {
    label: { vi: 'Ngôn ngữ lập trình', en: 'Programming languages' },
    skills: ['javascript', 'typescript', 'java', 'python', 'csharp', 'sql', 'html', 'css'],
  },
  { label: { vi: 'Framework', en: 'Frameworks' }, skills: ['nodejs', 'react', 'angular', 'springBoot', 'dotnet'] },
  { label: { vi: 'Cơ sở dữ liệu', en: 'Databases' }, skills: ['postgresql', 'mysql', 'mongodb'] },
  {
    label: { vi: 'Công cụ', en: 'Tools' },
    skills: [
      'docker',
      'kubernetes',
      'aws',
      'git',
      'linux',
      'jira',
      'selenium',
      'postman',
      'powerBi',
      'excel',
      'office',
      'misa',
      'googleAds',
      'facebookAds',
    ],
  },
  {
    label: { vi: 'Chuyên môn', en: 'Professional' },
    skills: [
      'accounting',
      'sales',
      'customerService',
      'recruitment',
      'marketing',
      'digitalMarketing',
      'seo',
      'dataAnalysis',
      'softwareTesting',
      'projectManagement',
      'english',
      'japanese',
    ],
  },
  { label: { vi: 'Kỹ năng mềm', en: 'Soft skills' }, skills: ['communication', 'teamwork', 'negotiation', 'timeManagement'] },
] as const satisfies readonly { label: { vi: string; en: string }; skills: readonly SkillId[] }[]

/** The skills split into their groups, in group order; empty groups left out (a skill in no group would be lost, which the generator's check catches). */
export function groupSkills(skills: readonly SkillId[], language: 'vi' | 'en'): { label: string; skills: SkillId[] }[] {
  return GROUPS.map((group) => ({
    label: group.label[language],
    skills: skills.filter((skill) => (group.skills as readonly SkillId[]).includes(skill)),
  })).filter((group) => group.skills.length > 0)
}
