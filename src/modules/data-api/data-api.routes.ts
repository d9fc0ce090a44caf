import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { metricsRoutes } from '../metrics/metrics.routes.ts'
import { CATALOG_PARTS } from './catalog.ts'
import { dataApiCallerOf } from './context.ts'
import type { DataApiRouteOptions } from './data-api.plugin.ts'
import { catalogSchema, tablePageSchema, tableQuerySchema, type TableQuery } from './data-tables.schemas.ts'
import { dataApiErrorResponses } from './errors.ts'

const TAGS = ['Data API']
const SECURITY = [{ apiKey: [] }]
// Every Data API route: an API key opens it, and it spends the tables quota, not the core's limits.
const config = { access: 'api-key', rateLimit: false, dataApiLimit: 'tables' } as const

/** The Data API's read-only routes: one per table, the catalog and the agent guide. */
export const dataApiRoutes: FastifyPluginAsyncTypebox<DataApiRouteOptions> = async (app, { dataTables, metrics }) => {
  for (const table of dataTables.tables) {
    app.get(
      `/${table.name}`,
      {
        config,
        schema: {
          hide: false,
          tags: TAGS,
          security: SECURITY,
          summary: table.summary,
          description:
            `${table.description} Time axis: ${table.axisLabel}. Order: time axis, then id, ascending. ` +
            '`from`/`to` are Vietnam-time calendar dates, both included. See GET /api/v1/data/agent-guide.',
          querystring: tableQuerySchema(table),
          response: { 200: tablePageSchema(table), ...dataApiErrorResponses(400, 422) },
        },
      },
      async (request) => dataTables.page(dataApiCallerOf(request), table, request.query as TableQuery),
    )
  }

  app.get(
    '/catalog',
    {
      config,
      schema: {
        hide: false,
        tags: TAGS,
        security: SECURITY,
        summary: 'Lookup lists: pipeline templates, custom sources, rejection reasons, members, departments',
        querystring: Type.Object({}, { additionalProperties: false }),
        response: { 200: catalogSchema(CATALOG_PARTS), ...dataApiErrorResponses(400, 422) },
      },
    },
    async (request) => dataTables.catalog(dataApiCallerOf(request)),
  )

  app.get(
    '/agent-guide',
    {
      config,
      schema: {
        hide: false,
        tags: TAGS,
        security: SECURITY,
        summary: 'How to use the Data API, as Markdown for an AI agent or an analyst',
        querystring: Type.Object({}, { additionalProperties: false }),
        response: {
          200: {
            description: 'The guide',
            content: { 'text/markdown': { schema: Type.String({ description: 'Markdown text' }) } },
          },
          ...dataApiErrorResponses(400, 422),
        },
      },
    },
    async (_request, reply) => reply.type('text/markdown; charset=utf-8').send(dataTables.agentGuide()),
  )

  await app.register(metricsRoutes, { metrics })
}
