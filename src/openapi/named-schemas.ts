/**
 * A name (`$id`) names one schema: two different schemas under one name would both be
 * documented as whichever @fastify/swagger met first. Each document build keeps what every name
 * stood for, and a second meaning fails the build, naming both routes (the OpenAPI tests build
 * the document, so such a mistake does not get past them).
 */
type Meanings = Map<string, { text: string; where: string }>
const meanings = new WeakMap<object, Meanings>()

function visit(value: unknown, where: string, seen: Meanings): void {
  if (Array.isArray(value)) {
    for (const item of value) visit(item, where, seen)
    return
  }
  if (value === null || typeof value !== 'object') return
  const { $id } = value as { $id?: unknown }
  if (typeof $id === 'string') {
    const text = JSON.stringify(value)
    const earlier = seen.get($id)
    if (earlier && earlier.text !== text) {
      throw new Error(`The schema name ${$id} stands for two different schemas: in ${earlier.where} and in ${where}`)
    }
    if (!earlier) seen.set($id, { text, where })
  }
  for (const child of Object.values(value)) visit(child, where, seen)
}

/** Checks the named schemas of one route against those the same document build met before. */
export function checkNamedSchemas(document: object, schema: unknown, where: string): void {
  let seen = meanings.get(document)
  if (!seen) {
    seen = new Map() as Meanings
    meanings.set(document, seen)
  }
  visit(schema, where, seen)
}
