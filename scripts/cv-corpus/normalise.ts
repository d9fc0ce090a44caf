/**
 * How the accuracy script compares an extracted value with its label. Each field has one rule,
 * and all are exact after normalising: a company "Công ty TNHH ABC" does not match "ABC Co., Ltd".
 */

/** Names: NFC, case-insensitive, whitespace collapsed ("NGUYỄN  VĂN AN" = "Nguyễn Văn An"). */
export function normaliseName(value: string): string {
  return value.normalize('NFC').toLocaleLowerCase('vi').replace(/\s+/g, ' ').trim()
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase()
}

/** Phones are compared in E.164 as given; only surrounding whitespace is ignored. */
export function normalisePhone(value: string): string {
  return value.trim()
}

/** Case and diacritics folded, đ as d, whitespace collapsed. */
export function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase().replace(/\s+/g, ' ').trim()
}

/** Titles and companies: folded, with punctuation trimmed from both ends ("Senior Developer," = "senior developer"). */
export function normaliseTitle(value: string): string {
  return fold(value).replace(/^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu, '')
}

/**
 * Skill names that the extractor's dictionary and these labels spell differently for the same
 * concept, folded, dictionary name → label name. Every use is reported (the table lists them),
 * so a naming difference is visible and can be settled by renaming one side.
 */
export const SKILL_NAME_ALIASES: Readonly<Record<string, string>> = {
  // The dictionary files "tối ưu truy vấn" under the broader Performance Tuning.
  'performance tuning': 'Query Optimization',
}

export function normaliseSkill(value: string): { key: string; aliasOf: string | null } {
  const folded = fold(value)
  const alias = SKILL_NAME_ALIASES[folded]
  return alias === undefined ? { key: folded, aliasOf: null } : { key: fold(alias), aliasOf: alias }
}
