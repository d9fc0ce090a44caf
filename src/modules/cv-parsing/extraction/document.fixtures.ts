import type { CvDocument, CvFormat, CvLine } from '../cv-document.ts'

/**
 * Builds the documents the extraction tests read: a line is its text, or its text with what the
 * layout said (`{ text, fontSize, emphasis, page }`). Blank entries are dropped, as reading drops them.
 */
export type TestLine = string | (Partial<CvLine> & { text: string })

export function cvDocument(lines: readonly TestLine[], format: CvFormat = 'text'): CvDocument {
  const cvLines: CvLine[] = lines
    .map((line) => (typeof line === 'string' ? { text: line } : line))
    .map((line) => ({ text: line.text.trim(), fontSize: line.fontSize ?? null, emphasis: line.emphasis ?? false, page: line.page ?? 1 }))
    .filter((line) => line.text !== '')
  return { format, pages: Math.max(1, ...cvLines.map((line) => line.page)), lines: cvLines }
}

/** Lines from a template literal, one a line, indentation ignored. */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

/** The fixed day every extraction test runs on, so that "nay" and "Present" mean the same month each run. */
export const TODAY = new Date('2026-11-24T00:00:00Z')
