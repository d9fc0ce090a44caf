import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { NotFound } from '../../platform/errors.ts'
import { errorResponses } from '../../platform/schemas.ts'
import { PublicJob, PublicJobPage, PublicJobQuery } from '../jobs/jobs.schemas.ts'
import type { JobsService } from '../jobs/jobs.service.ts'
import type { TenantsService } from '../tenants/tenants.service.ts'

const TAGS = ['Public career endpoints']
// No sign-in; the per-address public rate limit applies.
const config = { access: 'public' } as const
const TenantParams = Type.Object({ tenant_code: Type.String({ minLength: 1, maxLength: 64 }) })

export const publicJobsRoutes: FastifyPluginAsyncTypebox<{ jobs: JobsService; tenants: TenantsService }> = async (
  app,
  { jobs, tenants },
) => {
  async function tenantIdOf(code: string): Promise<string> {
    const tenant = await tenants.findByCode(code)
    if (!tenant) throw new NotFound('Tenant')
    return tenant.id
  }

  app.get(
    '/public/jobs/:tenant_code',
    {
      config,
      schema: {
        tags: TAGS,
        summary: "A tenant's open public jobs, newest first",
        security: [],
        params: TenantParams,
        querystring: PublicJobQuery,
        response: { 200: PublicJobPage, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query
      return jobs.listPublic(await tenantIdOf(request.params.tenant_code), filter, { page, page_size })
    },
  )

  app.get(
    '/public/jobs/:tenant_code/:job_identifier',
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'One open public job, by slug or code',
        security: [],
        params: Type.Object({
          tenant_code: Type.String({ minLength: 1, maxLength: 64 }),
          job_identifier: Type.String({ minLength: 1, maxLength: 120, description: 'The slug or the JOB-YYYY-NNNN code' }),
        }),
        response: { 200: PublicJob, ...errorResponses(404, 422) },
      },
    },
    async (request) => jobs.getPublic(await tenantIdOf(request.params.tenant_code), request.params.job_identifier),
  )
}
