/**
 * The operations of the app's own OpenAPI document, in the form the fuzzer needs: where each
 * parameter goes and the schema of each part. Read from `app.swagger()`, so that a route added
 * tomorrow is fuzzed without anyone listing it.
 */
import { inlineNamedSchemas } from '../helpers/openapi.ts'

export type JsonSchema = Record<string, unknown>

export interface Parameter {
  name: string
  required: boolean
  schema: JsonSchema
}

export interface Operation {
  method: string
  /** The path template, `/api/v1/jobs/{id}`. */
  path: string
  pathParams: Parameter[]
  query: Parameter[]
  /** The body's schema per content type: JSON, multipart form, NDJSON. */
  bodies: Record<string, JsonSchema>
  bodyRequired: boolean
  /** `true` for the public routes and the operator API: no access token is sent. */
  public: boolean
  dataApi: boolean
}

interface OpenApiParameter {
  name: string
  in: string
  required?: boolean
  schema?: JsonSchema
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[]
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> }
  security?: unknown[]
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete']

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>
  components?: { schemas?: Record<string, JsonSchema> }
}

export function operationsOf(raw: OpenApiDocument): Operation[] {
  // Values are built from what a part holds, whatever its schema is named.
  const document = { paths: inlineNamedSchemas(raw.paths, raw.components?.schemas ?? {}) }
  const operations: Operation[] = []
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue
      const params = op.parameters ?? []
      const pick = (where: string) =>
        params.filter((p) => p.in === where).map((p) => ({ name: p.name, required: Boolean(p.required), schema: p.schema ?? {} }))
      const bodies: Record<string, JsonSchema> = {}
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) bodies[type] = media.schema ?? {}
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: pick('path'),
        query: pick('query'),
        bodies,
        bodyRequired: Boolean(op.requestBody?.required),
        public: Array.isArray(op.security) && op.security.length === 0,
        dataApi: path.startsWith('/api/v1/data/'),
      })
    }
  }
  return operations
}
