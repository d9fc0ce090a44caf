import type { CvLine } from '../cv-document.ts'
import { cleanLineText } from './line-text.ts'
import { decodeEntities } from './xml-entities.ts'
import { entryContent, type ZipEntry } from './zip-entries.ts'

// Footers hold page numbers and the like; a header, in some templates, the name and contacts.
const HEADER_PART = /^word\/header(\d*)\.xml$/i
// A paragraph's end, a text run's start and end, a tab, a line break; every other tag is skipped.
const TOKEN = /<(\/?)(w:p|w:t|w:tab|w:br|w:cr)\b[^>]*>|<[^>]*>|([^<]+)/g

function paragraphs(xml: string): string[] {
  const lines: string[] = []
  let line = ''
  let inText = false
  for (const [tag, closing, name, text] of xml.matchAll(TOKEN)) {
    if (text !== undefined) {
      if (inText) line += decodeEntities(text)
      continue
    }
    const selfClosing = tag.endsWith('/>')
    if (name === 'w:t') inText = closing === '' && !selfClosing
    else if (name === 'w:tab') line += ' '
    else if ((name === 'w:p' && closing === '/') || name === 'w:br' || name === 'w:cr') {
      lines.push(line)
      line = ''
    }
  }
  lines.push(line)
  return lines
}

/**
 * The text of the DOCX's page headers, which mammoth does not read: some templates put the
 * name and contacts there. Word keeps up to three per section (first page, even, default),
 * often the same, so each line is given once.
 */
export function docxHeaderLines(entries: readonly ZipEntry[]): CvLine[] {
  const headers = entries
    .map((entry) => ({ entry, order: HEADER_PART.exec(entry.name)?.[1] }))
    .filter((header) => header.order !== undefined)
    .sort((a, b) => Number(a.order) - Number(b.order))
  const seen = new Set<string>()
  const lines: CvLine[] = []
  for (const { entry } of headers) {
    const xml = entryContent(entry)?.toString('utf8') ?? ''
    for (const raw of paragraphs(xml)) {
      const text = cleanLineText(raw)
      if (text === '' || seen.has(text)) continue
      seen.add(text)
      lines.push({ text, fontSize: null, emphasis: false, page: 1 })
    }
  }
  return lines
}
