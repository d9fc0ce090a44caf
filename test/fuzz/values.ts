import fc from 'fast-check'
import type { JsonSchema } from './operations.ts'

/**
 * Values that a schema accepts, as fast-check arbitraries: the starting point of every fuzz
 * case, so that a mutation breaks one thing in an otherwise valid request and reaches the code
 * behind validation. Fields that name records (`job_id`, `candidate_id`, …) take the ids of
 * records the fuzz tenant really has, so that the request gets past "not found" as well.
 */
export interface ValueHints {
  /** A real id for a field or parameter of this name, when the fixtures have one. */
  idFor(name: string): string | undefined
}

const PATTERN_EXAMPLES: Record<string, string[]> = {
  '\\S': ['Nguyễn Văn An', 'Data engineer', 'x'],
  '^[a-z0-9_]{1,64}$': ['job_board', 'referral', 'old_database'],
  '^[A-Z]{3}$': ['VND', 'USD'],
  '^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$': ['fuzz-tenant', 'abc'],
}

function stringOf(schema: JsonSchema, name: string, hints: ValueHints): fc.Arbitrary<string> {
  const format = schema.format as string | undefined
  const known = hints.idFor(name)
  if (format === 'uuid')
    return known
      ? fc.oneof({ weight: 4, arbitrary: fc.constant(known) }, { weight: 1, arbitrary: fc.uuid({ version: 4 }) })
      : fc.uuid({ version: 4 })
  if (known) return fc.constant(known)
  if (format === 'date-time') {
    return fc
      .integer({ min: Date.parse('2025-06-01T00:00:00Z'), max: Date.parse('2027-06-01T00:00:00Z') })
      .map((ms) => new Date(ms).toISOString())
  }
  if (format === 'date')
    return fc.integer({ min: 0, max: 700 }).map((d) => new Date(Date.parse('2025-06-01') + d * 86_400_000).toISOString().slice(0, 10))
  if (format === 'email') return fc.stringMatching(/^[a-z]{1,12}$/).map((local) => `${local}@fuzz.example`)
  if (format === 'uri') return fc.constantFrom('https://example.com/a', 'https://hooks.example.org/x?y=1')
  const pattern = schema.pattern as string | undefined
  if (pattern !== undefined) {
    const examples = PATTERN_EXAMPLES[pattern]
    if (examples) return fc.constantFrom(...examples)
    try {
      return fc.stringMatching(new RegExp(pattern)).filter((s) => s.length <= Number(schema.maxLength ?? 200))
    } catch {
      return fc.constant('x')
    }
  }
  const minLength = Number(schema.minLength ?? 0)
  const maxLength = Math.max(minLength, Math.min(Number(schema.maxLength ?? 40), 40))
  return fc.string({ minLength, maxLength, unit: 'grapheme' })
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(Number(schema.minimum ?? -1000), -1_000_000)
  const max = Math.min(Number(schema.maximum ?? 1000), 1_000_000)
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) })
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
}

/** An arbitrary of values `schema` accepts (as far as a schema can say; rules beyond it may still refuse). */
export function valueOf(schema: JsonSchema, name: string, hints: ValueHints, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null)
  if ('const' in schema) return fc.constant(schema.const)
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  if (branches?.length)
    return fc.oneof(...branches.map((b) => valueOf({ ...schema, anyOf: undefined, oneOf: undefined, ...b }, name, hints, depth + 1)))
  const types = [schema.type ?? (schema.properties ? 'object' : undefined)].flat().filter(Boolean) as string[]
  if (types.length > 1) return fc.oneof(...types.map((type) => valueOf({ ...schema, type }, name, hints, depth + 1)))
  switch (types[0]) {
    case 'string':
      return stringOf(schema, name, hints)
    case 'integer':
      return numberOf(schema, true)
    case 'number':
      return numberOf(schema, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array': {
      const items = (schema.items ?? {}) as JsonSchema
      const minLength = Number(schema.minItems ?? 0)
      const maxLength = Math.max(minLength, Math.min(Number(schema.maxItems ?? 3), 3))
      const item = valueOf(items, name.replace(/s$/, ''), hints, depth + 1)
      return schema.uniqueItems
        ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(item, { minLength, maxLength })
    }
    case 'object':
      return objectOf(schema, hints, depth)
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null))
  }
}

function objectOf(schema: JsonSchema, hints: ValueHints, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((schema.required ?? []) as string[])
  const record: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [key, property] of Object.entries(properties)) record[key] = valueOf(property, key, hints, depth + 1)
  return fc.record(record, { requiredKeys: [...required].filter((key) => key in record) })
}
