const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos|nbsp);/g
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** Text from XML or HTML with its character references and the usual named entities resolved. */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (_match, entity: string) => {
    if (!entity.startsWith('#')) return NAMED[entity] ?? ''
    const code = entity[1] === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10)
    return code <= 0x10ffff ? String.fromCodePoint(code) : ''
  })
}
