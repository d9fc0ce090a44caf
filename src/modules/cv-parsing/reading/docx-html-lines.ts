import type { CvLine } from '../cv-document.ts'
import { cleanLineText } from './line-text.ts'
import { decodeEntities } from './xml-entities.ts'

// Each of these starts and ends a line: a paragraph, a heading, a list item, a table cell (a
// cell of several paragraphs gives several lines), and a hard line break inside a paragraph.
const LINE_BOUNDARIES = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'td', 'th', 'tr', 'table', 'ul', 'ol', 'br'])
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
const STRONG = new Set(['strong', 'b'])

// Mammoth writes well-formed HTML of a handful of tags, escaping only what HTML needs escaped,
// so a tokenizer this small reads all of it.
const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)/g
// The "↑" that links a footnote back to its reference is navigation, not text.
function isFootnoteBackLink(tag: string, attributes: string): boolean {
  return tag === 'a' && /href="#(footnote|endnote)-ref-/.test(attributes)
}

/**
 * Mammoth's HTML of a DOCX as lines: one per paragraph, heading, list item and table cell, in
 * document order. A heading is emphasised, and so is a line at least half of whose letters are bold.
 */
export function docxHtmlToLines(html: string): CvLine[] {
  const lines: CvLine[] = []
  let parts: string[] = []
  let letters = 0
  let boldLetters = 0
  let strongDepth = 0
  let headingDepth = 0
  let skipDepth = 0
  let lineIsHeading = false

  function endLine(): void {
    const text = cleanLineText(parts.join(''))
    if (text !== '') lines.push({ text, fontSize: null, emphasis: lineIsHeading || (letters > 0 && boldLetters * 2 >= letters), page: 1 })
    parts = []
    letters = 0
    boldLetters = 0
    lineIsHeading = false
  }

  for (const [, closing, rawTag, attributes, rawText] of html.matchAll(TOKEN)) {
    if (rawText !== undefined) {
      if (skipDepth > 0) continue
      const text = decodeEntities(rawText)
      const count = text.replace(/\s/g, '').length
      parts.push(text)
      letters += count
      if (strongDepth > 0) boldLetters += count
      if (headingDepth > 0) lineIsHeading = true
      continue
    }
    const tag = (rawTag ?? '').toLowerCase()
    const opening = closing === ''
    const selfClosing = (attributes ?? '').trimEnd().endsWith('/')
    if (LINE_BOUNDARIES.has(tag)) endLine()
    if (selfClosing) continue
    const step = opening ? 1 : -1
    if (HEADINGS.has(tag)) headingDepth = Math.max(0, headingDepth + step)
    else if (STRONG.has(tag)) strongDepth = Math.max(0, strongDepth + step)
    else if (opening && isFootnoteBackLink(tag, attributes ?? '')) skipDepth++
    else if (!opening && tag === 'a' && skipDepth > 0) skipDepth--
  }
  endLine()
  return lines
}
