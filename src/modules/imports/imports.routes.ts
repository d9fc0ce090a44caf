import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifySchema, FastifySchemaCompiler } from 'fastify'
import { actorOf } from '../../platform/auth/principal.ts'
import { ADMIN } from '../../platform/auth/roles.ts'
import { errorResponses, IdParams } from '../../platform/schemas.ts'
import { createValidatorCompiler } from '../../platform/validation.ts'
import type { ImportsService } from './imports.service.ts'
import type { ImportPayload } from './import-records.schemas.ts'
import { ImportAccepted, ImportBody, ImportEnvelope, ImportListQuery, ImportPage, ImportStatus, NdjsonBody } from './imports.schemas.ts'
import { MAX_RECORDS } from './imports.service.ts'
import { NDJSON, NdjsonImport } from './ndjson.ts'

const TAGS = ['Imports']
/** A history export is large; this route alone reads bodies this big. */
export const IMPORT_BODY_LIMIT_BYTES = 50 * 1024 * 1024

const compile = createValidatorCompiler()
const envelope = compile({ schema: ImportEnvelope as FastifySchema, httpPart: 'body', method: 'POST', url: '/imports' })
/**
 * OpenAPI documents every record's schema, but the request is held only to its envelope (see
 * ImportEnvelope); an NDJSON body was already read record by record by its parser.
 */
const envelopeOnly: FastifySchemaCompiler<FastifySchema> = (route) => {
  if (route.httpPart !== 'body') return compile(route)
  return route.contentType === NDJSON ? () => true : envelope
}

export const importsRoutes: FastifyPluginAsyncTypebox<{ imports: ImportsService }> = async (app, { imports }) => {
  app.post(
    '/imports',
    {
      config: { access: ADMIN, rateLimit: 'sensitive' },
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      validatorCompiler: envelopeOnly,
      schema: {
        tags: TAGS,
        summary: 'Import historical records: jobs, candidates, applications with their history, interviews, evaluations, offers',
        description:
          'Answers 202 at once; a background worker writes the records and `GET /imports/{id}` follows it. Records keep ' +
          'their original times and codes of their original year, and are keyed by `external_id` per kind: importing a ' +
          'record again updates the record it made (same id, same code), never a copy. Kinds are written in the order ' +
          'job, candidate, application, interview, evaluation, offer, and name each other by external_id (imported now or ' +
          'earlier). The request is checked only for its envelope (known lists of objects with an `external_id`, 422 ' +
          `otherwise); each record is checked while the import runs and a bad one is reported in the import's errors while ` +
          `the others are written. Instants may carry any zone offset here (\`2025-03-01T09:00:00+07:00\`), as the ` +
          'other system wrote them; the rest of the API takes UTC (`Z`) only. ' +
          `At most ${MAX_RECORDS} records and 50 MB (413 beyond). JSON, or NDJSON with ` +
          '`Content-Type: application/x-ndjson` (415 for anything else).',
        body: {
          content: {
            'application/json': { schema: ImportBody },
            [NDJSON]: { schema: NdjsonBody },
          },
        },
        response: { 202: ImportAccepted, ...errorResponses(413, 415, 422) },
      },
    },
    async (request, reply) => {
      const body = request.body as ImportPayload | NdjsonImport
      const input =
        body instanceof NdjsonImport
          ? { payload: body.payload, rejectedLines: body.rejectedLines, format: 'ndjson' as const }
          : { payload: body, rejectedLines: [], format: 'json' as const }
      return reply.code(202).send(await imports.create(actorOf(request), input))
    },
  )

  app.get(
    '/imports',
    {
      config: { access: ADMIN },
      schema: {
        tags: TAGS,
        summary: 'List the imports of the company, newest first',
        description: 'Without their error lists; read one import for those.',
        querystring: ImportListQuery,
        response: { 200: ImportPage, ...errorResponses(422) },
      },
    },
    async (request) => imports.list(actorOf(request), request.query),
  )

  app.get(
    '/imports/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags: TAGS,
        summary: 'Follow an import: status, progress per kind and per-record errors',
        description:
          'status goes queued → running → completed, or failed when something unexpected stopped it (`failure`; records ' +
          'written before stay). `errors` holds the first 1,000 problems, each naming the record by kind, index and ' +
          'external_id, with the field at fault in `loc`; `error_count` counts them all.',
        params: IdParams,
        response: { 200: ImportStatus, ...errorResponses(404, 422) },
      },
    },
    async (request) => imports.get(actorOf(request), request.params.id),
  )
}
