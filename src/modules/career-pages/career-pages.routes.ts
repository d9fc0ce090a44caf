import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { actorOf } from '../../platform/auth/principal.ts'
import { RECRUITING } from '../../platform/auth/roles.ts'
import { readUnmodifiedSince } from '../../platform/concurrency.ts'
import { MultipartBody, uploadedForm } from '../../platform/files/upload.ts'
import { errorResponses, IdParams, NoContent } from '../../platform/schemas.ts'
import {
  AssetUploaded,
  CareerPage,
  CareerPageListQuery,
  CareerPagePage,
  CreateCareerPageBody,
  UpdateCareerPageBody,
} from './career-pages.schemas.ts'
import { ASSET_MAX_BYTES, type CareerPagesService } from './career-pages.service.ts'

const TAGS = ['Career pages']
const PRECONDITION = 'Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when it changed since).'

export const careerPagesRoutes: FastifyPluginAsyncTypebox<{ careerPages: CareerPagesService }> = async (app, { careerPages }) => {
  app.get(
    '/career-pages',
    {
      config: { access: RECRUITING },
      schema: {
        tags: TAGS,
        summary: 'List the career pages of the company, newest first',
        querystring: CareerPageListQuery,
        response: { 200: CareerPagePage, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query
      return careerPages.list(actorOf(request), filter, { page, page_size })
    },
  )

  app.post(
    '/career-pages',
    {
      config: { access: RECRUITING },
      schema: {
        tags: TAGS,
        summary: 'Create a career page (unpublished); the subdomain is unique across all companies',
        body: CreateCareerPageBody,
        response: { 201: CareerPage, ...errorResponses(409, 413, 415, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await careerPages.create(actorOf(request), request.body)),
  )

  app.get(
    '/career-pages/:id',
    {
      config: { access: RECRUITING },
      schema: {
        tags: TAGS,
        summary: 'Get one career page',
        params: IdParams,
        response: { 200: CareerPage, ...errorResponses(404, 422) },
      },
    },
    async (request) => careerPages.get(actorOf(request), request.params.id),
  )

  app.put(
    '/career-pages/:id',
    {
      config: { access: RECRUITING },
      schema: {
        tags: TAGS,
        summary: 'Change a career page; only the fields sent change',
        description: PRECONDITION,
        params: IdParams,
        body: UpdateCareerPageBody,
        response: { 200: CareerPage, ...errorResponses(404, 409, 412, 413, 415, 422) },
      },
    },
    async (request) =>
      careerPages.update(actorOf(request), request.params.id, request.body, readUnmodifiedSince(request.headers['if-unmodified-since'])),
  )

  app.delete(
    '/career-pages/:id',
    {
      config: { access: RECRUITING },
      schema: {
        tags: TAGS,
        summary: 'Delete a career page; it goes offline and its subdomain stays with the company',
        description: PRECONDITION,
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(404, 412, 422) },
      },
    },
    async (request, reply) => {
      await careerPages.remove(actorOf(request), request.params.id, readUnmodifiedSince(request.headers['if-unmodified-since']))
      return reply.code(204).send(null)
    },
  )

  for (const action of ['publish', 'unpublish'] as const) {
    app.post(
      `/career-pages/:id/${action}`,
      {
        config: { access: RECRUITING },
        schema: {
          tags: TAGS,
          summary: action === 'publish' ? 'Put the page online at its subdomain' : 'Take the page offline',
          description: PRECONDITION,
          params: IdParams,
          response: { 200: CareerPage, ...errorResponses(404, 412, 422) },
        },
      },
      async (request) =>
        careerPages[action](actorOf(request), request.params.id, readUnmodifiedSince(request.headers['if-unmodified-since'])),
    )
  }

  app.post(
    '/career-pages/:id/assets',
    {
      config: { access: RECRUITING, upload: { field: 'file', maxBytes: ASSET_MAX_BYTES } },
      schema: {
        tags: TAGS,
        summary: 'Upload an image for the page (PNG, JPEG or WebP, at most 5 MB) and get its public URL',
        description:
          'The type is read from the file itself, not from its name or declared type; SVG is refused. ' +
          'Put the URL in `logo_url` or `banner_url`, or use it in `about_html`.',
        params: IdParams,
        body: MultipartBody('file', 'PNG, JPEG or WebP image, at most 5 MB'),
        response: { 201: AssetUploaded, ...errorResponses(404, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const { file } = uploadedForm(request)
      return reply.code(201).send(await careerPages.addAsset(actorOf(request), request.params.id, file))
    },
  )
}
