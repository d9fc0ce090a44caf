import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { sql } from 'kysely'
import { Type } from 'typebox'
import type { Database } from '../../db/database.ts'

const Status = Type.Object({ status: Type.String() })
const OPEN = { access: 'public', rateLimit: false } as const

export const healthRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
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
        summary: 'The database answers',
        security: [],
        response: { 200: Status, 503: Status },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(db)
        return { status: 'ready' }
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable')
        return reply.code(503).send({ status: 'database unavailable' })
      }
    },
  )
}
