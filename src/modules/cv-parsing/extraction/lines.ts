import type { CvDocument } from '../cv-document.ts'
import { placeLines, type SectionKind } from './sections.ts'
import { foldKeepingOffsets } from './text.ts'
import { joinWrappedLines } from './wrapped-lines.ts'

/** A line as the extractors read it: the original text, its folded twin, and the section it is in. */
export interface PreparedLine {
  index: number
  text: string
  /** `text` folded (text.ts): same length, so offsets found in it cut `text`. */
  folded: string
  /** The section the line is in; null before the first heading. */
  section: SectionKind | null
  isHeading: boolean
  /** For `Heading: content` lines, where the content starts; 0 otherwise. */
  contentStart: number
  fontSize: number | null
  emphasis: boolean
  page: number
}

/** Joins lines a PDF wrapped, folds every line once and places it in its section. */
export function prepareLines(doc: CvDocument): PreparedLine[] {
  const lines = joinWrappedLines(doc.lines)
  const texts = lines.map((line) => line.text.trim())
  const places = placeLines(texts)
  return lines.map((line, index) => {
    const text = texts[index] ?? ''
    const place = places[index]
    return {
      index,
      text,
      folded: foldKeepingOffsets(text),
      section: place?.section ?? null,
      isHeading: place?.isHeading ?? false,
      contentStart: place?.contentStart ?? 0,
      fontSize: line.fontSize,
      emphasis: line.emphasis,
      page: line.page,
    }
  })
}
