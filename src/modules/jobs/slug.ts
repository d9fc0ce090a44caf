/**
 * A URL slug from a title in any Latin script: accents dropped ("Kỹ sư phần mềm" →
 * "ky-su-phan-mem"), đ/Đ spelled d (it is a letter of its own, not an accented d), anything else
 * folded to single hyphens.
 */
export function slugify(title: string, maxLength = 80): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '')
  return slug || 'job'
}

export const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$'

/** The first of `base`, `base-2`, `base-3` … that is not taken. */
export function firstFreeSlug(base: string, taken: Set<string>): string {
  let slug = base
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
  return slug
}
