import type { SectionKind } from './content.ts'

/**
 * Section headings as Vietnamese and English CVs write them. A mixed CV writes both, the way
 * bilingual templates do ("KINH NGHIỆM LÀM VIỆC / WORK EXPERIENCE").
 */
export const HEADINGS: Record<SectionKind, { vi: readonly string[]; en: readonly string[] }> = {
  summary: {
    vi: ['Mục tiêu nghề nghiệp', 'Giới thiệu bản thân', 'Tóm tắt'],
    en: ['Summary', 'Profile', 'Career Objective', 'About Me'],
  },
  personal: { vi: ['Thông tin cá nhân'], en: ['Personal Information', 'Personal Details'] },
  experience: {
    vi: ['Kinh nghiệm làm việc', 'Kinh nghiệm làm việc', 'Kinh nghiệm', 'Quá trình công tác'],
    en: ['Work Experience', 'Experience', 'Professional Experience', 'Employment History'],
  },
  education: { vi: ['Học vấn', 'Trình độ học vấn', 'Quá trình học tập'], en: ['Education', 'Education'] },
  skills: { vi: ['Kỹ năng', 'Kỹ năng chuyên môn'], en: ['Skills', 'Technical Skills', 'Key Skills'] },
  languages: { vi: ['Ngoại ngữ'], en: ['Languages'] },
  projects: { vi: ['Dự án', 'Dự án tiêu biểu'], en: ['Projects', 'Selected Projects'] },
  certificates: { vi: ['Chứng chỉ', 'Chứng chỉ'], en: ['Certifications', 'Certificates'] },
}

/** Upper case as Vietnamese writes it ("Kỹ năng" → "KỸ NĂNG"). */
export function capitals(text: string): string {
  return text.toLocaleUpperCase('vi')
}
