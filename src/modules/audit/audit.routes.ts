import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { actorOf } from '../../platform/auth/principal.ts'
import { ADMIN } from '../../platform/auth/roles.ts'
import { errorResponses, IdParams } from '../../platform/schemas.ts'
import { AuditLogPage, AuditLogQuery } from './audit.schemas.ts'
import type { AuditService } from './audit.service.ts'

export const auditRoutes: FastifyPluginAsyncTypebox<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/audit-logs',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['Audit log'],
        summary: 'List audit log entries, newest first',
        querystring: AuditLogQuery,
        response: { 200: AuditLogPage, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { page, page_size, from, to, ...filter } = request.query
      return audit.list(
        actorOf(request),
        { ...filter, from: from ? new Date(from) : undefined, to: to ? new Date(to) : undefined },
        { page, page_size },
      )
    },
  )

  app.delete(
    '/audit-logs/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['Audit log'],
        summary: 'Audit log entries cannot be deleted: always 409 for an existing entry',
        params: IdParams,
        response: errorResponses(404, 409, 422),
      },
    },
    async (request) => audit.refuseDeletion(actorOf(request), request.params.id),
  )
}
