import { Type, type Static, type TSchema } from 'typebox'

/** A string limited to a fixed set of values; ajv reports it as one clear `enum` error. */
export function StringEnum<const T extends readonly string[]>(values: T, options: Record<string, unknown> = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options })
}

/** `T | null`, written as a type list so that validation errors and OpenAPI stay readable. */
export function Nullable<T extends TSchema>(schema: T) {
  const base = schema as unknown as Record<string, unknown>
  if (typeof base.type === 'string') {
    const copy: Record<string, unknown> = { ...base, type: [base.type, 'null'] }
    if (Array.isArray(base.enum)) copy.enum = [...(base.enum as unknown[]), null]
    return Type.Unsafe<Static<T> | null>(copy)
  }
  return Type.Union([schema, Type.Null()])
}

/** Text that must hold something besides spaces (it is stored trimmed). */
export const NonBlank = (maxLength: number, options: Record<string, unknown> = {}) => Type.String({ maxLength, pattern: '\\S', ...options })

export const Uuid = (options: Record<string, unknown> = {}) => Type.String({ format: 'uuid', ...options })
/**
 * What ends every instant the API takes: `Z`. The specification sends time in UTC only, so an
 * offset such as `+07:00` is refused rather than silently converted.
 */
export const UTC_SUFFIX = 'Z$'

/** An instant: ISO 8601 in UTC (`…Z`) on input, `YYYY-MM-DDTHH:mm:ss.sssZ` on output. */
export const Timestamp = (options: Record<string, unknown> = {}) =>
  Type.Unsafe<Date | string>({ type: 'string', format: 'date-time', pattern: UTC_SUFFIX, ...options })

/**
 * An instant with any zone offset, outside the core API: imports take other systems' data as it
 * was written (`2025-03-01T09:00:00+07:00`), and the Data API's `updated_since` has always taken
 * any zone, which its readers' sync scripts rely on.
 */
export const ZonedTimestamp = (options: Record<string, unknown> = {}) =>
  Type.Unsafe<Date | string>({ type: 'string', format: 'date-time', ...options })
export const CalendarDate = (options: Record<string, unknown> = {}) => Type.String({ format: 'date', ...options })
export const Email = (options: Record<string, unknown> = {}) => Type.String({ format: 'email', maxLength: 254, ...options })

export const ErrorBody = Type.Object({ detail: Type.String() }, { $id: 'Error', description: 'An error with a human-readable `detail`' })

export const ValidationErrorBody = Type.Object(
  {
    detail: Type.Array(
      Type.Object({
        loc: Type.Array(Type.Union([Type.String(), Type.Integer()])),
        msg: Type.String(),
        type: Type.String(),
      }),
    ),
  },
  { $id: 'ValidationError', description: 'The request did not match its schema' },
)

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad request',
  401: 'Missing, malformed or expired credentials',
  403: 'The role of the caller does not allow this',
  404: 'Not found, or belongs to another tenant',
  409: 'Conflicts with the state of the record',
  412: 'The record changed after If-Unmodified-Since',
  413: 'Body too large',
  415: 'Unsupported media type',
  429: 'Rate limit exceeded; see Retry-After',
}

/** The error responses a route declares, so that OpenAPI lists each of them. */
export function errorResponses(...statuses: number[]): Record<number, TSchema> {
  const out: Record<number, TSchema> = {}
  for (const status of statuses) {
    out[status] =
      status === 422
        ? Type.Ref('ValidationError#', { description: 'Validation failed' })
        : Type.Ref('Error#', { description: ERROR_DESCRIPTIONS[status] ?? 'Error' })
  }
  return out
}

/**
 * Adds error responses to a route's schema from an `onRoute` hook, for the statuses that follow
 * from the route's config (who may call it, whether it is limited) rather than from what it
 * does. A status the route declares itself is left as it wrote it. The schema is copied, never
 * changed in place: routes may share one.
 */
export function documentResponses(route: { schema?: object }, responses: Record<number, TSchema>): void {
  const schema = (route.schema ?? {}) as { response?: Record<string, unknown> }
  const declared = schema.response ?? {}
  const missing = Object.entries(responses).filter(([status]) => !(status in declared))
  if (missing.length === 0) return
  route.schema = { ...schema, response: { ...declared, ...Object.fromEntries(missing) } }
}

export const IdParams = Type.Object({ id: Uuid() })

export const NoContent = Type.Null({ description: 'No content' })
