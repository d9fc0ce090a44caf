import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { actorOf } from '../../platform/auth/principal.ts'
import { RECRUITING } from '../../platform/auth/roles.ts'
import { readUnmodifiedSince } from '../../platform/concurrency.ts'
import { errorResponses, IdParams, NoContent } from '../../platform/schemas.ts'
import { CreateTemplateBody, PipelineTemplate, TemplateListQuery, TemplatePage, UpdateTemplateBody } from './pipelines.schemas.ts'
import type { PipelinesService } from './pipelines.service.ts'

const TAGS = ['Pipeline templates']
const config = { access: RECRUITING }

export const pipelineTemplateRoutes: FastifyPluginAsyncTypebox<{ pipelines: PipelinesService }> = async (app, { pipelines }) => {
  app.get(
    '/pipeline-templates',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'List pipeline templates with their stages',
        querystring: TemplateListQuery,
        response: { 200: TemplatePage, ...errorResponses(422) },
      },
    },
    async (request) => pipelines.listTemplates(actorOf(request), request.query),
  )

  app.post(
    '/pipeline-templates',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Create a template; new jobs copy its stages',
        body: CreateTemplateBody,
        response: { 201: PipelineTemplate, ...errorResponses(422) },
      },
    },
    async (request, reply) => reply.code(201).send(await pipelines.createTemplate(actorOf(request), request.body)),
  )

  app.get(
    '/pipeline-templates/:id',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Get one template',
        params: IdParams,
        response: { 200: PipelineTemplate, ...errorResponses(404, 422) },
      },
    },
    async (request) => pipelines.getTemplate(actorOf(request), request.params.id),
  )

  app.put(
    '/pipeline-templates/:id',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Change a template; `stages` replaces the whole list. Existing jobs keep their stages.',
        params: IdParams,
        body: UpdateTemplateBody,
        response: { 200: PipelineTemplate, ...errorResponses(404, 409, 412, 422) },
      },
    },
    async (request) =>
      pipelines.updateTemplate(
        actorOf(request),
        request.params.id,
        request.body,
        readUnmodifiedSince(request.headers['if-unmodified-since']),
      ),
  )

  app.delete(
    '/pipeline-templates/:id',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Delete a template (not the default one)',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(404, 409, 422) },
      },
    },
    async (request, reply) => {
      await pipelines.deleteTemplate(actorOf(request), request.params.id)
      return reply.code(204).send(null)
    },
  )
}
