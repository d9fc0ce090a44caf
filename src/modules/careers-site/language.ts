export const LANGUAGES = ['vi', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

/** The site's language when the visitor's browser names none it has: the companies it serves are Vietnamese. */
export const DEFAULT_LANGUAGE: Language = 'vi'
export const LANGUAGE_COOKIE = 'lang'

function asLanguage(value: unknown): Language | undefined {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : undefined
}

/** The first language of an `Accept-Language` header, by weight, that the site has (`en-GB` counts as `en`). */
export function fromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined)
      return { primary: tag.trim().toLowerCase().split('-')[0], weight: q === undefined ? 1 : Number(q), order }
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
  for (const range of ranges) {
    const language = asLanguage(range.primary)
    if (language) return language
  }
  return undefined
}

/**
 * The language of a page: the visitor's explicit choice (the `?lang=` of the switch, then the
 * cookie that choice left), else their browser's preference, else Vietnamese. `chosen` says the
 * choice came with this request, so the cookie should keep it.
 */
export function chooseLanguage(input: { query?: string; cookie?: string; acceptLanguage?: string }): {
  language: Language
  chosen: boolean
} {
  const asked = asLanguage(input.query)
  if (asked) return { language: asked, chosen: true }
  return { language: asLanguage(input.cookie) ?? fromAcceptLanguage(input.acceptLanguage) ?? DEFAULT_LANGUAGE, chosen: false }
}
