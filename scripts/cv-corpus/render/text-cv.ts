import type { CvContent } from '../content.ts'
import { fieldText, itemLines } from '../item-lines.ts'

/**
 * Plain-text CVs, as pasted into a form or saved from Notepad: headings in capitals or
 * underlined with "=", bullets typed as "-" or "*". The encoding is the interesting part: UTF-8
 * (with or without a BOM), UTF-16 LE with a BOM (Notepad's "Unicode"), Windows line ends, and
 * decomposed Vietnamese (NFD, as macOS and some Vietnamese keyboards produce it).
 */
export interface TextOptions {
  encoding: 'utf8' | 'utf8-bom' | 'utf16le-bom'
  crlf: boolean
  /** Write the text decomposed (NFD): "ệ" as e + two combining marks. */
  decomposed: boolean
  underlineHeadings: boolean
  bullet: '-' | '*' | '+'
}

export function renderText(content: CvContent, options: TextOptions): Buffer {
  const lines: string[] = []
  if (content.kicker !== null) lines.push(content.kicker, '')
  if (content.name !== null) lines.push(content.name)
  if (content.headline !== null) lines.push(content.headline)
  if (content.contacts.length > 0) lines.push(content.contacts.map(fieldText).join(' | '))
  for (const section of content.sections) {
    lines.push('', section.heading)
    if (options.underlineHeadings) lines.push('='.repeat(section.heading.length))
    for (const item of section.items) {
      for (const line of itemLines(item)) lines.push(line.bullet ? `${options.bullet} ${line.text}` : line.text)
      if (item.type === 'job' || item.type === 'education') lines.push('')
    }
  }
  let text = lines.join('\n').replace(/\n{3,}/g, '\n\n') + '\n'
  if (options.decomposed) text = text.normalize('NFD')
  if (options.crlf) text = text.replace(/\n/g, '\r\n')
  switch (options.encoding) {
    case 'utf8':
      return Buffer.from(text, 'utf8')
    case 'utf8-bom':
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')])
    case 'utf16le-bom':
      return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])
  }
}
