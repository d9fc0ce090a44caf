import type { FastifyPluginAsync } from 'fastify'
import type { Services } from '../../services.ts'
import { importsRoutes } from './imports.routes.ts'
import { createImportsWorker } from './imports.worker.ts'
import { NDJSON, parseNdjson } from './ndjson.ts'

/**
 * The imports scope: its routes, the NDJSON body that only they read, and the worker that runs
 * queued imports in this instance for as long as the app is up.
 */
export const importsPlugin: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.addContentTypeParser(NDJSON, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseNdjson(body as string))
    } catch (error) {
      done(error as Error, undefined)
    }
  })
  await app.register(importsRoutes, { services })

  const worker = createImportsWorker(services.imports, app.log)
  app.addHook('onReady', async () => worker.start())
  // preClose, not onClose: the server closes the database in its own onClose hook, which runs
  // before the hooks of this scope; the worker must be done with the database by then.
  app.addHook('preClose', async () => worker.stop())
}
