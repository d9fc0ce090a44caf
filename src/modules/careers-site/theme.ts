import { createHash } from 'node:crypto'

/** A theme as stored; any value may be missing or, for rows written before today's checks, malformed. */
export interface StoredTheme {
  primary_color?: unknown
  accent_color?: unknown
  text_color?: unknown
  background_color?: unknown
  font_family?: unknown
}

type Rgb = readonly [number, number, number]

const HEX = /^#([0-9a-f]{6})$/i
// The same rule as the career page schema: nothing that could end a declaration or open a URL.
const FONT_STACK = /^[A-Za-z0-9 ,'"-]{1,100}$/
const WHITE: Rgb = [255, 255, 255]
const INK: Rgb = [26, 26, 26]
/** WCAG 2.2 AA for ordinary text (1.4.3). */
export const MIN_CONTRAST = 4.5

const DEFAULTS = { primary: '#2563eb', background: '#ffffff', text: '#1a1a1a', error: '#b3261e' }
const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'

/** A colour only when it is exactly `#rrggbb`: whatever else is stored never reaches the CSS. */
function parseHex(value: unknown): Rgb | undefined {
  const match = typeof value === 'string' ? HEX.exec(value.trim()) : null
  if (!match) return undefined
  const n = parseInt(match[1]!, 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
}

/** Relative luminance, as WCAG defines it. */
function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const BLACK: Rgb = [0, 0, 0]

/**
 * White or near-black, whichever reads better on `background`; pure black where neither passes
 * 4.5:1 (a mid-tone green), since white or black always does.
 */
function textOn(background: Rgb): Rgb {
  const best = contrastRatio(WHITE, background) >= contrastRatio(INK, background) ? WHITE : INK
  if (contrastRatio(best, background) >= MIN_CONTRAST) return best
  return contrastRatio(WHITE, background) >= contrastRatio(BLACK, background) ? WHITE : BLACK
}

/**
 * `colour` moved towards black or white, by the least step that makes it readable on
 * `background`: a company's pale yellow brand still colours its links, only dark enough to read.
 */
function legibleOn(colour: Rgb, background: Rgb): Rgb {
  if (contrastRatio(colour, background) >= MIN_CONTRAST) return colour
  const target = textOn(background)
  for (let step = 1; step <= 20; step++) {
    const mixed = mix(colour, target, step / 20)
    if (contrastRatio(mixed, background) >= MIN_CONTRAST) return mixed
  }
  return target
}

function mix(from: Rgb, to: Rgb, share: number): Rgb {
  // Rounded here, so that the contrast checked is the contrast of the colour written.
  return from.map((c, i) => Math.round(c + (to[i]! - c) * share)) as unknown as Rgb
}

export interface ThemeStyle {
  /** The `:root` custom properties the stylesheet reads. */
  css: string
  /** For the Content-Security-Policy: the one inline style the page carries, allowed by its hash. */
  cspHash: string
}

/**
 * The CSS of a company's theme: its colours, each checked to be `#rrggbb` before it is written,
 * and paired so that every text/background pair reaches 4.5:1 whatever colours were chosen.
 */
export function themeStyle(theme: StoredTheme | null | undefined): ThemeStyle {
  const background = parseHex(theme?.background_color) ?? parseHex(DEFAULTS.background)!
  const text = legibleOn(parseHex(theme?.text_color) ?? parseHex(DEFAULTS.text)!, background)
  const brand = parseHex(theme?.primary_color) ?? parseHex(DEFAULTS.primary)!
  const link = legibleOn(parseHex(theme?.accent_color) ?? brand, background)
  const font =
    typeof theme?.font_family === 'string' && FONT_STACK.test(theme.font_family) ? `${theme.font_family}, ${SYSTEM_FONTS}` : SYSTEM_FONTS
  const properties = {
    '--bg': toHex(background),
    '--text': toHex(text),
    '--brand': toHex(brand),
    '--on-brand': toHex(textOn(brand)),
    '--link': toHex(link),
    // Secondary text and the borders of fields: softer than the text, still 4.5:1.
    '--muted': toHex(legibleOn(mix(text, background, 0.35), background)),
    '--error': toHex(legibleOn(parseHex(DEFAULTS.error)!, background)),
    '--font': font,
  }
  const css = `:root{${Object.entries(properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`
  return { css, cspHash: `'sha256-${createHash('sha256').update(css).digest('base64')}'` }
}
