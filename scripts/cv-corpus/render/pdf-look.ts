import type { Random } from '../random.ts'
import type { FontFamily } from './pdf-document.ts'

/** The visual choices of one PDF: typeface, accent colour, sizes, separators, photo. */
export interface PdfLook {
  family: FontFamily
  accent: string
  nameSize: number
  headingSize: number
  bodySize: number
  nameAlign: 'left' | 'center'
  /** Between contacts on one line: " | ", "  •  ", " - ". */
  contactSeparator: string
  headingRule: boolean
  bulletMarker: string
  photo: boolean
}

export function randomLook(random: Random): PdfLook {
  return {
    family: random.pick(['sans', 'sans', 'serif', 'condensed'] as const),
    accent: random.pick(['#1f4e79', '#0b6e4f', '#8b1e3f', '#333333', '#c0392b', '#2c3e50']),
    nameSize: random.pick([20, 22, 24, 26, 28]),
    headingSize: random.pick([11.5, 12, 13]),
    bodySize: random.pick([9.5, 10, 10.5]),
    nameAlign: random.chance(0.6) ? 'left' : 'center',
    contactSeparator: random.pick([' | ', '  •  ', ' - ', '   ']),
    headingRule: random.chance(0.6),
    bulletMarker: random.pick(['•', '•', '-', '–', '▪']),
    photo: random.chance(0.4),
  }
}
