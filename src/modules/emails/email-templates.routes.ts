import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { actorOf } from '../../platform/auth/principal.ts'
import { RECRUITING } from '../../platform/auth/roles.ts'
import { readUnmodifiedSince } from '../../platform/concurrency.ts'
import { errorResponses, IdParams, NoContent } from '../../platform/schemas.ts'
import {
  CreateEmailTemplateBody,
  EmailTemplate,
  EmailTemplateListQuery,
  EmailTemplatePage,
  PreviewBody,
  RenderedPreview,
  UpdateEmailTemplateBody,
} from './email-templates.schemas.ts'
import type { EmailTemplatesService } from './email-templates.service.ts'
import type { EmailsService } from './emails.service.ts'

const TAGS = ['E-mail']
const recruiting = { access: RECRUITING }

export const emailTemplatesRoutes: FastifyPluginAsyncTypebox<{
  emailTemplates: EmailTemplatesService
  emails: Pick<EmailsService, 'preview'>
}> = async (app, { emailTemplates, emails }) => {
  app.get(
    '/email-templates',
    {
      config: recruiting,
      schema: {
        tags: TAGS,
        summary: 'List the company’s e-mail templates, newest first',
        querystring: EmailTemplateListQuery,
        response: { 200: EmailTemplatePage, ...errorResponses(422) },
      },
    },
    async (request) => emailTemplates.list(actorOf(request), request.query),
  )

  app.post(
    '/email-templates',
    {
      config: recruiting,
      schema: {
        tags: TAGS,
        summary: 'Create an e-mail template',
        description: 'The body is cleaned when saved; an unknown placeholder is 422, naming it; a name already used is 409.',
        body: CreateEmailTemplateBody,
        response: { 201: EmailTemplate, ...errorResponses(409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await emailTemplates.create(actorOf(request), request.body)),
  )

  app.get(
    '/email-templates/:id',
    {
      config: recruiting,
      schema: {
        tags: TAGS,
        summary: 'One e-mail template',
        params: IdParams,
        response: { 200: EmailTemplate, ...errorResponses(404, 422) },
      },
    },
    async (request) => emailTemplates.get(actorOf(request), request.params.id),
  )

  app.put(
    '/email-templates/:id',
    {
      config: recruiting,
      schema: {
        tags: TAGS,
        summary: 'Change a template (the fields given)',
        description:
          'Messages already sent keep what they said. Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when the template changed since).',
        params: IdParams,
        body: UpdateEmailTemplateBody,
        response: { 200: EmailTemplate, ...errorResponses(404, 409, 412, 422) },
      },
    },
    async (request) =>
      emailTemplates.update(actorOf(request), request.params.id, request.body, readUnmodifiedSince(request.headers['if-unmodified-since'])),
  )

  app.delete(
    '/email-templates/:id',
    {
      config: recruiting,
      schema: {
        tags: TAGS,
        summary: 'Delete a template',
        description:
          'Messages sent from it keep their `template_id`. 409 while it is the company’s application acknowledgement (settings).',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(404, 409, 422) },
      },
    },
    async (request, reply) => {
      await emailTemplates.remove(actorOf(request), request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/email-templates/:id/preview',
    {
      config: recruiting,
      schema: {
        tags: TAGS,
        summary: 'Render a template for a candidate without sending anything',
        description:
          'Fills the placeholders with the candidate’s (and application’s) values, as `POST /emails` would. ' +
          'Job and application placeholders need an `application_id` (422 without); an application of another candidate is 422.',
        params: IdParams,
        body: PreviewBody,
        response: { 200: RenderedPreview, ...errorResponses(404, 422) },
      },
    },
    async (request) => emails.preview(actorOf(request), request.params.id, request.body),
  )
}
