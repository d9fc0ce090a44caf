import type { Item, Section } from './content.ts'
import { addMonths, monthIndex, TODAY_MONTH } from './months.ts'
import { writeMonth } from './period-text.ts'
import type { Job, Persona } from './persona.ts'
import type { Random } from './random.ts'
import { SKILLS } from './vocabulary/skills.ts'

/** The projects section of a technical CV: a name (dated in some), its technologies, the team size. */
export function projects(random: Random, persona: Persona, heading: string, text: 'vi' | 'en', current: Job | undefined): Section {
  const names = {
    vi: ['Hệ thống đặt vé xem phim trực tuyến', 'Ứng dụng chấm công nội bộ', 'Website đặt lịch cho chuỗi spa'],
    en: ['Online cinema ticketing system', 'Internal attendance tracking app', 'Booking website for a spa chain'],
  }[text]
  const items: Item[] = []
  for (const name of random.sample(names, random.int(1, 2))) {
    // Only names written the same in both languages ("Docker", not "Tiếng Anh") make a stack.
    const stack = random.sample(
      persona.skills.filter((s) => SKILLS[s].en === SKILLS[s].vi),
      random.int(2, 4),
    )
    items.push({ type: 'paragraph', text: `${name}${projectDates(random, current)}`, strong: true })
    if (stack.length > 0)
      items.push({
        type: 'paragraph',
        text: `${text === 'vi' ? 'Công nghệ' : 'Technologies'}: ${stack.map((s) => SKILLS[s][text][0]).join(', ')}`,
      })
    items.push({ type: 'paragraph', text: `${text === 'vi' ? 'Quy mô' : 'Team size'}: ${random.int(3, 12)}` })
  }
  return { kind: 'projects', heading, items }
}

/**
 * Half the projects carry dates, always inside the current job (as projects usually are), so a
 * reader that takes them for jobs gets the same months: the dates are a trap, not a change.
 */
function projectDates(random: Random, current: Job | undefined): string {
  if (current === undefined || !random.chance(0.5)) return ''
  const last = monthIndex(current.end ?? TODAY_MONTH) - 1
  const start = addMonths(current.start, 1)
  if (last - monthIndex(start) < 4) return ''
  const end = addMonths(start, Math.min(random.int(3, 9), last - monthIndex(start)))
  return ` (${writeMonth(start, 'mm/yyyy')} - ${writeMonth(end, 'mm/yyyy')})`
}
