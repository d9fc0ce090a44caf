import type { FastifyPluginAsync } from 'fastify'
import type { ImportsService } from './imports.service.ts'
import { importsRoutes } from './imports.routes.ts'
import { NDJSON, parseNdjson } from './ndjson.ts'

/**
 * The imports scope: its routes and the NDJSON body that only they read. Queued imports run as
 * background tasks (platform/outbox), on the worker every instance runs.
 */
export const importsPlugin: FastifyPluginAsync<{ imports: ImportsService }> = async (app, { imports }) => {
  app.addContentTypeParser(NDJSON, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseNdjson(body as string))
    } catch (error) {
      done(error as Error, undefined)
    }
  })
  await app.register(importsRoutes, { imports })
}
