import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { actorOf } from '../../platform/auth/principal.ts'
import { JOB_READERS, RECRUITING } from '../../platform/auth/roles.ts'
import { errorResponses } from '../../platform/schemas.ts'
import {
  CatalogListQuery,
  CreateCustomSourceBody,
  CreateRejectionReasonBody,
  CustomSource,
  CustomSourcePage,
  DepartmentPage,
  RejectionReason,
  RejectionReasonPage,
} from './catalog.schemas.ts'
import type { CatalogService } from './catalog.service.ts'

const TAGS = ['Catalog']
const read = { access: JOB_READERS }
const write = { access: RECRUITING }

export const catalogRoutes: FastifyPluginAsyncTypebox<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/rejection-reasons',
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'List the rejection reasons applications may be rejected with',
        description: 'Newest first; reasons created together (the defaults every tenant starts with) in code order.',
        querystring: CatalogListQuery,
        response: { 200: RejectionReasonPage, ...errorResponses(422) },
      },
    },
    async (request) => catalog.listRejectionReasons(actorOf(request), request.query),
  )

  app.post(
    '/rejection-reasons',
    {
      config: write,
      schema: {
        tags: TAGS,
        summary: 'Add a rejection reason; 409 when the code exists',
        body: CreateRejectionReasonBody,
        response: { 201: RejectionReason, ...errorResponses(409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await catalog.createRejectionReason(actorOf(request), request.body)),
  )

  app.get(
    '/custom-sources',
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'List the company-defined source kinds, newest first',
        querystring: CatalogListQuery,
        response: { 200: CustomSourcePage, ...errorResponses(422) },
      },
    },
    async (request) => catalog.listCustomSources(actorOf(request), request.query),
  )

  app.post(
    '/custom-sources',
    {
      config: write,
      schema: {
        tags: TAGS,
        summary: 'Add a source kind of the company’s own',
        description: 'A value equal to a built-in source kind answers 422, one equal to another custom source 409.',
        body: CreateCustomSourceBody,
        response: { 201: CustomSource, ...errorResponses(409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await catalog.createCustomSource(actorOf(request), request.body)),
  )

  app.get(
    '/departments',
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'Departments named on the company’s jobs (deleted jobs excluded)',
        description: 'Distinct and sorted alphabetically ignoring case and accents, all on one page: `page` 1 and `page_size` = `total`.',
        response: { 200: DepartmentPage },
      },
    },
    async (request) => catalog.departments(actorOf(request)),
  )
}
