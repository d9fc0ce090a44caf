import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { failedChecks, type ReadinessCheck } from './readiness.ts'

const Status = Type.Object({ status: Type.String() })
const Unready = Type.Object({
  status: Type.String({ description: 'Says which dependencies did not answer, e.g. `redis unavailable`' }),
  failed: Type.Array(Type.String(), { description: 'The dependencies that did not answer: `database`, `redis`' }),
})
const OPEN = { access: 'public', rateLimit: false } as const

/** `checks`: every dependency the app was configured with (the database; Redis when REDIS_URL is set). */
export const healthRoutes: FastifyPluginAsyncTypebox<{ checks: readonly ReadinessCheck[] }> = async (app, { checks }) => {
  app.get(
    '/healthz',
    { config: OPEN, schema: { tags: ['Health'], summary: 'The process is up', security: [], response: { 200: Status } } },
    async () => ({ status: 'ok' }),
  )

  app.get(
    '/readyz',
    {
      config: OPEN,
      schema: {
        tags: ['Health'],
        summary: 'Every dependency answers (the database, and Redis when configured)',
        description: 'A 503 names the dependencies that did not answer within 2 seconds; the log says why.',
        security: [],
        response: { 200: Status, 503: Unready },
      },
    },
    async (request, reply) => {
      const failures = await failedChecks(checks)
      if (failures.length === 0) return { status: 'ready' }
      for (const { name, error } of failures) request.log.warn({ err: error, dependency: name }, `readiness: ${name} is not answering`)
      const failed = failures.map((f) => f.name)
      // Which one, not why: the probe is public, and the reason may name hosts; the log has it.
      return reply.code(503).send({ status: `${failed.join(' and ')} unavailable`, failed })
    },
  )
}
