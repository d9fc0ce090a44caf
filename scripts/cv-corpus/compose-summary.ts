import type { Persona } from './persona.ts'
import type { Random } from './random.ts'

/**
 * The summary paragraph ("Mục tiêu nghề nghiệp", "Summary"): years of experience in the track's
 * field (true to the persona's jobs) and one sentence of ambition or character. The field and the
 * traits are written so that what they name is a skill the label carries (see skills.ts).
 */
export function summary(random: Random, persona: Persona, years: number, text: 'vi' | 'en'): string {
  const field = {
    backend: { vi: 'phát triển phần mềm', en: 'software development' },
    frontend: { vi: 'phát triển giao diện web', en: 'front-end web development' },
    dotnet: { vi: 'phát triển ứng dụng doanh nghiệp', en: 'enterprise application development' },
    qa: { vi: 'kiểm thử phần mềm', en: 'software testing' },
    data: { vi: 'phân tích dữ liệu', en: 'data analysis' },
    accounting: { vi: 'kế toán doanh nghiệp', en: 'corporate accounting' },
    sales: { vi: 'bán hàng cho doanh nghiệp', en: 'corporate sales' },
    recruiting: { vi: 'tuyển dụng', en: 'recruitment' },
    marketing: { vi: 'digital marketing', en: 'digital marketing' },
  }[persona.track.id] ?? { vi: 'chuyên môn', en: 'my field' }
  if (text === 'vi') {
    const experience =
      years >= 1 ? `Có hơn ${years} năm kinh nghiệm trong lĩnh vực ${field.vi}.` : `Mới bắt đầu sự nghiệp trong lĩnh vực ${field.vi}.`
    return `${experience} ${random.pick([
      'Mong muốn được làm việc trong môi trường chuyên nghiệp, có cơ hội thăng tiến.',
      'Mục tiêu trong 2 năm tới là trở thành trưởng nhóm.',
      'Chủ động, cẩn thận và có tinh thần trách nhiệm cao.',
    ])}`
  }
  const experience = years >= 1 ? `${years}+ years of experience in ${field.en}.` : `Early-career professional in ${field.en}.`
  return `${experience} ${random.pick([
    'Looking for a role where I can take on more ownership.',
    'Aiming to lead a team within two years.',
    'Detail-oriented, proactive and responsible.',
  ])}`
}
