import { cleanLineText } from './line-text.ts'

/** A run of text where the PDF put it: pdf.js gives one per word, phrase or glyph run. */
export interface TextFragment {
  text: string
  /** Left edge, in points from the page's left. */
  x: number
  width: number
  /** Baseline, in points from the page's top (growing downwards, the way one reads). */
  baseline: number
  /** Points. */
  size: number
  bold: boolean
}

/** Fragments that share a baseline, left to right. */
export interface Row {
  fragments: TextFragment[]
  baseline: number
  /** Letters (no spaces), the weight a row carries when judging a layout. */
  letters: number
}

export interface LaidOutLine {
  text: string
  fontSize: number
  bold: boolean
}

// Superscripts and a mix of sizes on one line sit within this share of the font size of each
// other's baseline; the next line down sits a whole line height away.
const BASELINE_TOLERANCE = 0.4
// A gap wider than this share of the font size is a space between words; pdf.js splits a word
// into glyph runs (kerning, a change of font) with gaps well under it.
const WORD_GAP = 0.15
// Fragments drawn twice a hair apart are fake bold (or a shadow), not repeated words.
const OVERPRINT = 0.2

function letterCount(text: string): number {
  return text.replace(/\s/g, '').length
}

export function groupRows(fragments: readonly TextFragment[]): Row[] {
  const sorted = [...fragments].sort((a, b) => a.baseline - b.baseline || a.x - b.x)
  const rows: Row[] = []
  let row: Row | undefined
  let rowSize = 0
  for (const fragment of sorted) {
    if (row && Math.abs(fragment.baseline - row.baseline) <= BASELINE_TOLERANCE * Math.min(fragment.size, rowSize)) {
      row.fragments.push(fragment)
      row.letters += letterCount(fragment.text)
      continue
    }
    row = { fragments: [fragment], baseline: fragment.baseline, letters: letterCount(fragment.text) }
    rowSize = fragment.size
    rows.push(row)
  }
  for (const each of rows) each.fragments.sort((a, b) => a.x - b.x)
  return rows
}

/** The size (or boldness) that most of the line's letters have. */
function dominant<T>(fragments: readonly TextFragment[], of: (fragment: TextFragment) => T): T {
  const weights = new Map<T, number>()
  for (const fragment of fragments) weights.set(of(fragment), (weights.get(of(fragment)) ?? 0) + Math.max(1, letterCount(fragment.text)))
  let best = of(fragments[0]!)
  for (const [value, weight] of weights) if (weight > (weights.get(best) ?? 0)) best = value
  return best
}

/** A row's fragments joined left to right, with a space where the gap between them is one. */
export function rowToLine(row: Row): LaidOutLine | null {
  let text = ''
  let previous: TextFragment | undefined
  for (const fragment of row.fragments) {
    if (previous) {
      const size = Math.min(previous.size, fragment.size)
      if (fragment.text === previous.text && Math.abs(fragment.x - previous.x) < OVERPRINT * size) continue
      const gap = fragment.x - (previous.x + previous.width)
      if (gap > WORD_GAP * size && !/\s$/.test(text) && !/^\s/.test(fragment.text)) text += ' '
    }
    text += fragment.text
    previous = fragment
  }
  const clean = cleanLineText(text)
  if (clean === '') return null
  return {
    text: clean,
    fontSize: Math.round(dominant(row.fragments, (f) => f.size) * 100) / 100,
    bold: dominant(row.fragments, (f) => f.bold),
  }
}
