import { Type, type TSchema } from 'typebox'
import { CalendarDate, Nullable, StringEnum, Timestamp, Uuid } from '../../../platform/schemas.ts'

/**
 * The vocabulary a Data API table declares its fields in. One declaration per field gives the
 * response schema (validation of the reply, OpenAPI), the agent guide's field list and what the
 * tests hold every returned row to, so the three cannot drift apart.
 */
export type ScalarType = 'uuid' | 'string' | 'int' | 'float' | 'bool' | 'datetime' | 'date' | 'json'
export type FieldType = ScalarType | 'list'
/** The spec's notation: a trailing `?` means the value may be null. */
export type FieldTypeNotation = FieldType | `${FieldType}?`

export interface FieldDef {
  name: string
  type: FieldType
  nullable: boolean
  /** What the value means, in a few words (guide and OpenAPI). */
  note?: string
  /** The closed set of values a string takes, when it has one. */
  values?: readonly string[]
  /** A list's items: a scalar type, or records with fields of their own. */
  of?: ScalarType | FieldDef[]
  /** Items of a scalar list may be null (a name no longer known). */
  nullableItems?: boolean
}

export interface FieldOptions {
  note?: string
  values?: readonly string[]
  of?: ScalarType | FieldDef[]
  nullableItems?: boolean
}

export function field(name: string, type: FieldTypeNotation, options: FieldOptions = {}): FieldDef {
  const nullable = type.endsWith('?')
  const base = (nullable ? type.slice(0, -1) : type) as FieldType
  if (base === 'list' && !options.of) throw new Error(`list field ${name} needs its item type`)
  return { name, type: base, nullable, ...options }
}

/** The spec's notation of a field's type, e.g. `string?`, `list<uuid>`, `list<object>?`. */
export function typeNotation(def: FieldDef): string {
  const base =
    def.type === 'list' ? `list<${typeof def.of === 'string' ? `${def.of}${def.nullableItems ? '?' : ''}` : 'object'}>` : def.type
  return def.nullable ? `${base}?` : base
}

function scalarSchema(type: ScalarType, options: Record<string, unknown>, values?: readonly string[]): TSchema {
  switch (type) {
    case 'uuid':
      return Uuid(options)
    case 'string':
      return values ? StringEnum(values, options) : Type.String(options)
    case 'int':
      return Type.Integer(options)
    case 'float':
      return Type.Number(options)
    case 'bool':
      return Type.Boolean(options)
    case 'datetime':
      return Timestamp(options)
    case 'date':
      return CalendarDate(options)
    case 'json':
      return Type.Unknown(options)
  }
}

/** The JSON schema of one field, as it is serialized in responses. */
export function fieldSchema(def: FieldDef): TSchema {
  const options: Record<string, unknown> = def.note ? { description: def.note } : {}
  let schema: TSchema
  if (def.type === 'list') {
    const of = def.of!
    const item = typeof of === 'string' ? (def.nullableItems ? Nullable(scalarSchema(of, {})) : scalarSchema(of, {})) : recordSchema(of)
    schema = Type.Array(item, options)
  } else {
    schema = scalarSchema(def.type, options, def.values)
  }
  // `json` already admits null; wrapping it would only blur the OpenAPI document.
  return def.nullable && def.type !== 'json' ? Nullable(schema) : schema
}

/** A record of declared fields; every declared field is always present (null when empty). */
export function recordSchema(fields: FieldDef[], options: Record<string, unknown> = {}): TSchema {
  const properties: Record<string, TSchema> = {}
  for (const def of fields) properties[def.name] = fieldSchema(def)
  return Type.Object(properties, { additionalProperties: false, ...options })
}

/** Keeps exactly the declared fields of a row read from the database, in declaration order. */
export function pickFields(fields: FieldDef[], row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const def of fields) {
    const value = row[def.name] ?? null
    // Records inside lists (cost items, stages) get the same treatment: a key an item left out
    // (a cost item without a date) is there, null.
    out[def.name] =
      Array.isArray(value) && Array.isArray(def.of)
        ? value.map((item) => pickFields(def.of as FieldDef[], (item ?? {}) as Record<string, unknown>))
        : value
  }
  return out
}
