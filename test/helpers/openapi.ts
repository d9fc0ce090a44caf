const SCHEMAS = '#/components/schemas/'

type Named = Record<string, unknown>

/**
 * A copy of an OpenAPI document (or a part of one) with every reference to a named schema
 * replaced by the schema it names: for code that reads shapes rather than names (the fuzzer,
 * tests of what a response holds). Named schemas do not refer to themselves, so the copy is
 * finite.
 */
export function inlineNamedSchemas<T>(value: T, schemas: Record<string, Named>): T {
  if (Array.isArray(value)) return value.map((item: unknown) => inlineNamedSchemas(item, schemas)) as T
  if (value === null || typeof value !== 'object') return value
  const ref = (value as { $ref?: unknown }).$ref
  if (typeof ref === 'string' && ref.startsWith(SCHEMAS)) {
    const { $ref: _ref, ...beside } = value as Named
    const named = schemas[ref.slice(SCHEMAS.length)]
    if (!named) throw new Error(`${ref} names no schema of the document`)
    return inlineNamedSchemas({ ...named, ...beside }, schemas) as T
  }
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, inlineNamedSchemas(child, schemas)])) as T
}

/** The whole document with its named schemas inlined (see inlineNamedSchemas). */
export function inlinedDocument<T extends { components?: { schemas?: Record<string, Named> } }>(document: T): T {
  return inlineNamedSchemas(document, document.components?.schemas ?? {})
}
