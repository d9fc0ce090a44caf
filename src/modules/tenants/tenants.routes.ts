import { timingSafeEqual, createHash } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { bearerToken, checkCredentials } from '../../platform/auth/guard.ts'
import { NotConfigured, Unauthorized } from '../../platform/errors.ts'
import { errorResponses } from '../../platform/schemas.ts'
import { CreateTenantBody, ProvisionedTenant } from './tenants.schemas.ts'
import type { TenantsService } from './tenants.service.ts'

function sameSecret(a: string, b: string): boolean {
  // Hashing first gives equal lengths, so the comparison time says nothing about the secret.
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest())
}

/** The operator's token; without one configured the platform API does not exist (404). */
function checkPlatformToken(request: FastifyRequest, expected: string | undefined): void {
  if (!expected) throw new NotConfigured(`No route for ${request.method} ${request.url}`)
  const given = bearerToken(request)
  if (!given || !sameSecret(given, expected)) throw new Unauthorized()
}

export const tenantsRoutes: FastifyPluginAsyncTypebox<{ tenants: TenantsService; platformAdminToken: string | undefined }> = async (
  app,
  { tenants, platformAdminToken },
) => {
  // The operator API's scope: every route here is opened by the platform token, nothing else.
  checkCredentials(app, 'platform', async (request) => checkPlatformToken(request, platformAdminToken))

  app.post(
    '/platform/tenants',
    {
      config: { access: 'platform', rateLimit: 'auth' },
      schema: {
        tags: ['Platform'],
        summary: 'Provision a tenant with its first admin (operator API)',
        description: 'Needs `Authorization: Bearer <PLATFORM_ADMIN_TOKEN>`; answers 404 when the server has none configured.',
        body: CreateTenantBody,
        response: { 201: ProvisionedTenant, ...errorResponses(404, 409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await tenants.provision(request.body, request.id)),
  )
}
