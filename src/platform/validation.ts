import { Ajv, type ErrorObject, type Options } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifySchemaCompiler, FastifySchema } from 'fastify'
import { ValidationFailed, type ValidationIssue } from './errors.ts'
import { textIssues } from './input-guard.ts'
import { UTC_SUFFIX } from './schemas.ts'

type HttpPart = 'body' | 'querystring' | 'params' | 'headers'

function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    useDefaults: true,
    removeAdditional: false,
    ...options,
  })
  // Full RFC 3339: a date-time without a zone is refused, and so is an epoch number (by type).
  addFormats.default(ajv, { mode: 'full' })
  return ajv
}

/**
 * Numbers a schema leaves unbounded are held to the safe integer range. Query strings are
 * coerced, so `page=1e309` or `page=Infinity` arrive as `Infinity`, which ajv takes for an
 * integer; past 2^53 integers lose precision and overflow a `bigint` column. The route's
 * own schema (and so the OpenAPI document) is left as written; only what validates is bounded.
 */
function withSafeNumbers(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withSafeNumbers)
  if (schema === null || typeof schema !== 'object') return schema
  const copy: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(schema)) {
    // `properties` and the like map names to schemas; `enum`, `const`, `default` are data.
    copy[key] = key === 'enum' || key === 'const' || key === 'default' || key === 'examples' ? value : withSafeNumbers(value)
  }
  const types = [copy.type].flat()
  if (types.includes('integer') || types.includes('number')) {
    const min = typeof copy.minimum === 'number' ? copy.minimum : -Infinity
    const max = typeof copy.maximum === 'number' ? copy.maximum : Infinity
    copy.minimum = Math.max(min, Number.MIN_SAFE_INTEGER)
    copy.maximum = Math.min(max, Number.MAX_SAFE_INTEGER)
  }
  return copy
}

type Validate = ((data: unknown, context?: object) => boolean | { error: Error }) & { errors?: unknown; schemaEnv?: unknown }

/**
 * Bodies are JSON and are taken as typed: "5" is not a number there. Query strings, paths and
 * headers are text on the wire, so their values are coerced to the declared type. Before the
 * schema, every string of every part is checked as storable text (see input-guard.ts): this is
 * the one place every request passes, so no route has to remember it.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<FastifySchema> {
  const strict = makeAjv({ coerceTypes: false })
  const coercing = makeAjv({ coerceTypes: 'array' })
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strict : coercing
    const validate = ajv.compile(withSafeNumbers(schema) as object)
    const where = LOCATION[(httpPart ?? 'body') as HttpPart] ?? 'body'
    const guarded: Validate = (data, context) => {
      const issues = textIssues(data, [where])
      if (issues.length > 0) return { error: new ValidationFailed(issues) }
      const ok = validate(data, context as never)
      guarded.errors = validate.errors
      return ok
    }
    // Fastify hands ajv's functions the request as parent, so that a root value can be coerced.
    guarded.schemaEnv = validate.schemaEnv
    return guarded as ReturnType<FastifySchemaCompiler<FastifySchema>>
  }
}

const LOCATION: Record<HttpPart, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
}

function pathSegments(instancePath: string): (string | number)[] {
  if (!instancePath) return []
  return instancePath
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment))
}

function describe(error: ErrorObject): { msg: string; type: string; extra?: string } {
  const p = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required':
      return { msg: 'Field required', type: 'missing', extra: String(p.missingProperty) }
    case 'additionalProperties':
      return { msg: 'Unknown field', type: 'extra_forbidden', extra: String(p.additionalProperty) }
    case 'type':
      return { msg: `Input should be of type ${String(p.type).replace(',', ' or ')}`, type: `${String(p.type).split(',')[0]}_type` }
    case 'enum':
      return {
        msg: `Input should be one of: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
        type: 'enum',
      }
    case 'const':
      return { msg: `Input should be ${JSON.stringify(p.allowedValue)}`, type: 'literal_error' }
    case 'format': {
      const format = String(p.format)
      const hints: Record<string, string> = {
        'date-time': 'Input should be an ISO 8601 date-time with a time zone, such as 2026-01-31T09:30:00.000Z',
        date: 'Input should be a calendar date YYYY-MM-DD',
        uuid: 'Input should be a valid UUID',
        email: 'Input should be a valid e-mail address',
        uri: 'Input should be a valid URL',
      }
      const types: Record<string, string> = { 'date-time': 'datetime_parsing', date: 'date_parsing', uuid: 'uuid_parsing' }
      return { msg: hints[format] ?? `Input should match the format ${format}`, type: types[format] ?? `${format}_format` }
    }
    case 'minimum':
      return { msg: `Input should be greater than or equal to ${String(p.limit)}`, type: 'greater_than_equal' }
    case 'exclusiveMinimum':
      return { msg: `Input should be greater than ${String(p.limit)}`, type: 'greater_than' }
    case 'maximum':
      return { msg: `Input should be less than or equal to ${String(p.limit)}`, type: 'less_than_equal' }
    case 'exclusiveMaximum':
      return { msg: `Input should be less than ${String(p.limit)}`, type: 'less_than' }
    case 'minLength':
      return { msg: `Input should have at least ${String(p.limit)} characters`, type: 'string_too_short' }
    case 'maxLength':
      return { msg: `Input should have at most ${String(p.limit)} characters`, type: 'string_too_long' }
    case 'pattern':
      if (p.pattern === '\\S') return { msg: 'Input should not be empty or blank', type: 'string_blank' }
      if (p.pattern === UTC_SUFFIX)
        return { msg: 'Input should be a UTC date-time ending in Z, such as 2026-01-31T09:30:00.000Z', type: 'datetime_parsing' }
      return { msg: `Input should match the pattern ${String(p.pattern)}`, type: 'string_pattern_mismatch' }
    case 'minItems':
      return { msg: `List should have at least ${String(p.limit)} items`, type: 'too_short' }
    case 'maxItems':
      return { msg: `List should have at most ${String(p.limit)} items`, type: 'too_long' }
    case 'uniqueItems':
      return { msg: 'List items should be unique', type: 'unique_items' }
    default:
      return { msg: error.message ?? 'Invalid value', type: 'value_error' }
  }
}

/** Turns ajv's errors for one part of the request into the API's `{loc, msg, type}` issues. */
export function toValidationIssues(errors: ErrorObject[], part: string | undefined): ValidationIssue[] {
  const where = LOCATION[(part ?? 'body') as HttpPart] ?? 'body'
  const issues: ValidationIssue[] = []
  const seen = new Set<string>()
  for (const error of errors) {
    // anyOf reports every branch and then itself; the branches already say what went wrong.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue
    const { msg, type, extra } = describe(error)
    const loc = [where, ...pathSegments(error.instancePath), ...(extra ? [extra] : [])]
    const key = `${loc.join('\u0000')}|${type}`
    if (seen.has(key)) continue
    seen.add(key)
    issues.push({ loc, msg, type })
  }
  return issues
}

const standalone = makeAjv({ coerceTypes: false })

/**
 * A validator for data that does not arrive as a JSON body, such as the text parts of a
 * multipart form: the same schema, the same 422 shape as a route's body.
 */
export function bodyValidator<T>(schema: object): (value: unknown) => T {
  const validate = standalone.compile(withSafeNumbers(schema) as object)
  return (value) => {
    const issues = textIssues(value, ['body'])
    if (issues.length > 0) throw new ValidationFailed(issues)
    if (!validate(value)) throw new ValidationFailed(toValidationIssues(validate.errors ?? [], 'body'))
    return value as T
  }
}
