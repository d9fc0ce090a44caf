import type { SwaggerTransform } from '@fastify/swagger'
import { checkNamedSchemas } from './named-schemas.ts'
import { OPERATION_IDS, operationKey } from './operation-ids.ts'

type Schema = Record<string, unknown>

const IDEMPOTENCY_KEY = {
  type: 'string',
  pattern: '^[\\x21-\\x7e]{1,255}$',
  description:
    'Makes a retry safe: the first request with this key runs, and a repeat with the same body within 24 hours gets the ' +
    'same response again without running (422 when the body differs).',
}

const IF_UNMODIFIED_SINCE = {
  type: 'string',
  description: 'The `updated_at` read earlier: the change is refused with 412 when the record changed since.',
}

const IF_NONE_MATCH = {
  type: 'string',
  description: 'The `ETag` of the copy the client holds: 304 without a body when it is still current.',
}

function isNamed(schema: unknown): schema is Schema & { $id: string } {
  return typeof schema === 'object' && schema !== null && typeof (schema as Schema).$id === 'string'
}

/**
 * @fastify/swagger turns a schema with an `$id` into a named component, but only where it is
 * nested: one that is a whole body or response stays inline. Nesting it one level down (`allOf`
 * of itself) names it there too; the finishing pass (finish-document.ts) folds the `allOf` back
 * into a plain `$ref`.
 */
function nestNamed(schema: unknown): unknown {
  if (!isNamed(schema)) return schema
  return { allOf: [schema], ...(typeof schema.description === 'string' ? { description: schema.description } : {}) }
}

/**
 * What the document says about one route beyond its own schema, from what the app does with it:
 * its operationId, the headers it reads (`Idempotency-Key` on every POST the idempotency plugin
 * handles, `If-Unmodified-Since` where it can answer 412, `If-None-Match` where 304), and its
 * named schemas. Only the document changes; the route validates and serializes with the schema
 * it was given.
 */
export const routeTransform: SwaggerTransform = ({ schema, url, route, ...built }) => {
  if (!schema || schema.hide) return { schema, url }
  const method = [route.method].flat()[0] ?? 'GET'
  checkNamedSchemas('openapiObject' in built ? built.openapiObject : built.swaggerObject, schema, `${method} ${url}`)
  const out: Schema = { ...(schema as Schema) }
  const operationId = OPERATION_IDS[operationKey(method, url)]
  if (operationId) out.operationId = operationId

  const response = (schema.response ?? {}) as Record<string, unknown>
  const headers: Record<string, unknown> = {}
  if (method === 'POST' && route.config?.idempotency !== false) headers['Idempotency-Key'] = IDEMPOTENCY_KEY
  if ('412' in response) headers['If-Unmodified-Since'] = IF_UNMODIFIED_SINCE
  if ('304' in response) headers['If-None-Match'] = IF_NONE_MATCH
  if (Object.keys(headers).length > 0) {
    const declared = (schema.headers ?? {}) as Schema
    out.headers = {
      ...declared,
      type: 'object',
      properties: { ...((declared.properties as Schema | undefined) ?? {}), ...headers },
    }
  }

  if (schema.body) out.body = nestNamed(schema.body)
  if (schema.response) out.response = Object.fromEntries(Object.entries(response).map(([status, s]) => [status, nestNamed(s)]))
  return { schema: out, url }
}
