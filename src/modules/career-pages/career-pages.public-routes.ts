import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { errorResponses } from '../../platform/schemas.ts'
import { AssetParams, PublicCareerPage, SubdomainParams } from './career-pages.schemas.ts'
import type { CareerPagesService } from './career-pages.service.ts'

const TAGS = ['Public']
// Assets never change under their id (a new upload is a new id), so caches may keep them.
const ASSET_CACHE = 'public, max-age=31536000, immutable'
const Image = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' })

export const careerPagesPublicRoutes: FastifyPluginAsyncTypebox<{ careerPages: CareerPagesService }> = async (app, { careerPages }) => {
  app.get(
    '/public/pages/by-subdomain/:subdomain',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'A published career page with its open public jobs (the first 100, newest first)',
        security: [],
        params: SubdomainParams,
        response: { 200: PublicCareerPage, ...errorResponses(404, 422) },
      },
    },
    async (request) => careerPages.publicPage(request.params.subdomain),
  )

  app.get(
    '/public/assets/:tenant_code/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'A career page image, as uploaded',
        security: [],
        params: AssetParams,
        response: {
          200: {
            description: 'The image, with the type read from its bytes',
            content: { 'image/png': { schema: Image }, 'image/jpeg': { schema: Image }, 'image/webp': { schema: Image } },
          },
          304: Type.Null({ description: 'Not modified since the ETag the client holds' }),
          ...errorResponses(404, 422),
        },
      },
    },
    async (request, reply) => {
      const asset = await careerPages.readAsset(request.params.tenant_code, request.params.id)
      reply
        .header('content-type', asset.contentType)
        // The stored type was sniffed; the browser must not second-guess it.
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', ASSET_CACHE)
        .header('etag', asset.etag)
      if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send(null)
      return reply.code(200).send(asset.bytes)
    },
  )
}
