import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { actorOf } from '../../platform/auth/principal.ts'
import { ADMIN } from '../../platform/auth/roles.ts'
import { readUnmodifiedSince } from '../../platform/concurrency.ts'
import { errorResponses } from '../../platform/schemas.ts'
import { TenantSettings, UpdateTenantSettingsBody } from './tenant-settings.schemas.ts'
import type { TenantSettingsService } from './tenant-settings.service.ts'

const TAGS = ['Settings']

export const tenantSettingsRoutes: FastifyPluginAsyncTypebox<{ tenantSettings: TenantSettingsService }> = async (
  app,
  { tenantSettings },
) => {
  app.get(
    '/settings/tenant',
    {
      // Admins only, as every tenant setting: a recruiter learns of a required reason from the 422.
      config: { access: ADMIN },
      schema: {
        tags: TAGS,
        summary: 'The company’s settings',
        response: { 200: TenantSettings },
      },
    },
    async (request) => tenantSettings.get(actorOf(request)),
  )

  app.put(
    '/settings/tenant',
    {
      config: { access: ADMIN },
      schema: {
        tags: TAGS,
        summary: 'Change the company’s settings; fields left out keep their value',
        description:
          'Answers the settings. A change is written to the audit log (`tenant_settings.updated`); a body that changes nothing ' +
          'answers 200 unchanged. Honours `If-Unmodified-Since` with an `updated_at` read earlier (412 when the settings changed since).',
        body: UpdateTenantSettingsBody,
        response: { 200: TenantSettings, ...errorResponses(412, 422) },
      },
    },
    async (request) => tenantSettings.update(actorOf(request), request.body, readUnmodifiedSince(request.headers['if-unmodified-since'])),
  )
}
