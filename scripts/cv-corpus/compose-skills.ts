import type { Item, SkillListStyle } from './content.ts'
import type { Random } from './random.ts'
import { groupSkills } from './skill-groups.ts'
import { SKILLS, type SkillId } from './vocabulary/skills.ts'

/**
 * The skills section's list, written as people write it: the plain name or an alias ("NodeJS",
 * "MS Excel", "Kỹ năng giao tiếp"), "HTML/CSS" as one entry, levels in brackets in some lists.
 */
function writeSkill(random: Random, skill: SkillId, text: 'vi' | 'en'): string {
  const forms = SKILLS[skill][text]
  return random.chance(0.55) ? forms[0] : random.pick(forms)
}

export function skillsItem(random: Random, skills: readonly SkillId[], text: 'vi' | 'en', style: SkillListStyle): Item {
  const written = (ids: readonly SkillId[]): string[] => {
    // HTML and CSS are often one entry, "HTML/CSS".
    if (ids.includes('html') && ids.includes('css') && random.chance(0.5))
      return [...ids.filter((id) => id !== 'css').map((id) => (id === 'html' ? 'HTML/CSS' : writeSkill(random, id, text)))]
    return ids.map((id) => writeSkill(random, id, text))
  }
  if (style === 'grouped')
    return {
      type: 'skills',
      style,
      groups: groupSkills(skills, text).map((g) => ({ label: g.label, value: written(g.skills).join(', ') })),
    }
  const levels = style === 'bullets' && random.chance(0.3)
  const entries = written(skills).map((entry) =>
    levels
      ? `${entry} (${random.pick(text === 'vi' ? ['thành thạo', 'khá', 'cơ bản'] : ['advanced', 'intermediate', 'proficient'])})`
      : entry,
  )
  return { type: 'skills', style, groups: [{ label: '', value: entries.join(', ') }] }
}
