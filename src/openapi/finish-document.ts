import type { SwaggerTransformObject } from '@fastify/swagger'
import type { OpenAPIV3_1 } from 'openapi-types'
import { WEBHOOK_EVENTS_TAG } from './tags.ts'

type Node = Record<string, unknown>
type Document = OpenAPIV3_1.Document

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const
const SCHEMAS = '#/components/schemas/'

/** The response headers the document declares once and refers to. */
export const RESPONSE_HEADERS: Record<string, OpenAPIV3_1.HeaderObject> = {
  RequestId: {
    description: 'The id of this request in the service’s logs: the one the client sent in `X-Request-Id`, or a new one',
    schema: { type: 'string' },
  },
  RateLimitLimit: {
    description: 'Requests allowed in the window of the tightest limit that applies',
    schema: { type: 'integer' },
  },
  RateLimitRemaining: {
    description: 'Requests left in that window',
    schema: { type: 'integer' },
  },
  ETag: {
    description: 'Names this version of the content; send it back in `If-None-Match` to be answered 304 while it holds',
    schema: { type: 'string' },
  },
  RetryAfter: {
    description: 'Seconds to wait before sending the request again',
    schema: { type: 'integer' },
  },
}

const SUCCESS: Record<string, string> = { '200': 'OK', '201': 'Created', '202': 'Accepted', '204': 'No content' }

const header = (name: keyof typeof RESPONSE_HEADERS) => ({ $ref: `#/components/headers/${name}` })

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A deep copy of a document, visiting every object of it children first; `visit` may replace
 * the (copied) node.
 */
function rewrite(value: unknown, visit: (node: Node) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, visit))
  if (!isNode(value)) return value
  const copy: Node = {}
  for (const [key, child] of Object.entries(value)) copy[key] = rewrite(child, visit)
  return visit(copy)
}

/**
 * `{allOf: [{$ref}]}`, the wrapper route-transform.ts puts around a named body or response, is
 * the `$ref` itself (a description beside it is kept: OpenAPI 3.1 allows one).
 */
function unwrapNamed(node: Node): unknown {
  const { allOf, description, ...rest } = node
  if (Object.keys(rest).length > 0 || !Array.isArray(allOf) || allOf.length !== 1) return node
  const only = allOf[0] as unknown
  if (!isNode(only) || typeof only.$ref !== 'string' || Object.keys(only).length !== 1) return node
  return description === undefined ? only : { $ref: only.$ref, description }
}

/**
 * The webhook payloads are given to @fastify/swagger as they are, so their named schemas (the
 * same `Candidate` a route answers with) still carry `$id`: each becomes a reference to the
 * component of that name, which is added when no route made it.
 */
function nameWebhookSchemas(webhooks: unknown, schemas: Record<string, unknown>): unknown {
  return rewrite(webhooks, (node) => {
    const { $id, ...schema } = node
    if (typeof $id !== 'string') return node
    if (!($id in schemas)) schemas[$id] = schema
    return { $ref: `${SCHEMAS}${$id}` }
  })
}

/**
 * Each event under the `Webhook events` tag, named `candidate.created` → `candidateCreatedEvent`:
 * what a generated receiver calls the handler of that payload.
 */
function nameWebhookOperations(webhooks: Document['webhooks']): void {
  for (const [event, item] of Object.entries(webhooks ?? {})) {
    const post = item && '$ref' in item ? undefined : item?.post
    if (!post) continue
    post.tags ??= [WEBHOOK_EVENTS_TAG]
    const words = event.split(/[._-]/)
    post.operationId ??= [words[0], ...words.slice(1).map((w) => w.charAt(0).toUpperCase() + w.slice(1)), 'Event'].join('')
  }
}

function operationsOf(document: Document): OpenAPIV3_1.OperationObject[] {
  const operations: OpenAPIV3_1.OperationObject[] = []
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method]
      if (operation) operations.push(operation)
    }
  }
  return operations
}

/**
 * A query parameter with a default may be left out, whatever the route's schema says (TypeBox
 * lists it as required because the handler always sees a value, ajv having filled it in).
 */
function defaultedParametersOptional(operation: OpenAPIV3_1.OperationObject): void {
  for (const parameter of operation.parameters ?? []) {
    if ('$ref' in parameter || parameter.in !== 'query') continue
    const schema = parameter.schema as Node | undefined
    if (schema && 'default' in schema) parameter.required = false
  }
}

/**
 * Upload bodies are declared without `type` because Fastify checks a multipart request's body
 * (left unread, so `undefined`) against them; the document says what the form holds.
 */
function typeMultipartBodies(operation: OpenAPIV3_1.OperationObject): void {
  const requestBody = operation.requestBody
  if (!requestBody || '$ref' in requestBody) return
  const form = requestBody.content['multipart/form-data']?.schema as Node | undefined
  if (form && form.type === undefined) form.type = 'object'
}

/**
 * Each answer's description (where the route gave none: `OK`, `Created`…) and the headers it
 * carries: `X-Request-Id`; on routes the limiters count (those that can answer 429, as
 * rate-limit/plugin.ts and the Data API scope declare) the `X-RateLimit-*` pair; `Retry-After`
 * on the 429 itself; and `ETag` on the answers of a route that can answer 304 (it compares
 * `If-None-Match` with it).
 */
function describeResponses(operation: OpenAPIV3_1.OperationObject): void {
  const responses = operation.responses ?? {}
  const limited = '429' in responses
  const tagged = '304' in responses
  for (const [status, response] of Object.entries(responses)) {
    if ('$ref' in response) continue
    // @fastify/swagger's placeholder for a response the route did not describe.
    if (response.description === 'Default Response') response.description = SUCCESS[status] ?? 'Answer'
    response.headers = {
      ...response.headers,
      'X-Request-Id': header('RequestId'),
      ...(limited ? { 'X-RateLimit-Limit': header('RateLimitLimit'), 'X-RateLimit-Remaining': header('RateLimitRemaining') } : {}),
      ...(status === '429' ? { 'Retry-After': header('RetryAfter') } : {}),
      ...(tagged && (status === '200' || status === '304') ? { ETag: header('ETag') } : {}),
    }
  }
}

function sortedByName<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/**
 * The last pass over the document @fastify/swagger built (its `transformObject`): the parts a
 * generated client needs that the route schemas do not say by themselves. Works on a copy: the
 * webhook payloads in the original are the route schemas' own objects.
 */
export function finishDocument(built: Parameters<SwaggerTransformObject>[0]): Document {
  // Only ever an OpenAPI 3.1 document here (swagger-options.ts asks for one).
  const document = rewrite((built as { openapiObject: unknown }).openapiObject, unwrapNamed) as Document
  const components = (document.components ??= {})
  const schemas = (components.schemas ??= {}) as Record<string, unknown>
  if (document.webhooks) document.webhooks = nameWebhookSchemas(document.webhooks, schemas) as Document['webhooks']
  nameWebhookOperations(document.webhooks)
  components.schemas = sortedByName(schemas) as typeof components.schemas
  components.headers = { ...components.headers, ...RESPONSE_HEADERS }

  for (const operation of operationsOf(document)) {
    defaultedParametersOptional(operation)
    typeMultipartBodies(operation)
    describeResponses(operation)
  }
  return document
}
