import { isDeepStrictEqual } from 'node:util'
import type { FastifyRequest } from 'fastify'
import { listJobs, listPublicJobs } from '../../src/modules/jobs/jobs.repository.ts'
import { presentJob } from '../../src/modules/jobs/jobs.service.ts'
import { findTenantByCode } from '../../src/modules/tenants/tenants.repository.ts'
import { mapPage } from '../../src/platform/pagination.ts'
import { startQueryBaseline } from '../lib/baseline.ts'
import { expectJson } from '../lib/http.ts'
import { seedJobs } from '../lib/jobs.ts'
import type { Scenario } from '../lib/scenario.ts'
import { provisionTenant } from '../lib/tenants.ts'

const JOBS = 1000
const PAGE_SIZE = 20
// First, middle and last pages of 50: deeper offsets cost the database more.
const PAGES = [1, 10, 25, 50]
// The service's framework, schemas and auth may cost at most 40 % of the floor's throughput.
const TARGET = 0.6

function pageOf(request: FastifyRequest): number {
  return Number((request.query as { page?: string }).page ?? 1)
}

/** Same content, key order aside: the schema serializer writes keys in the schema's order. */
async function assertSameJson(what: string, serviceUrl: string, baselineUrl: string, token?: string): Promise<void> {
  const service = await expectJson(200, 'GET', serviceUrl, token ? { token } : {})
  const bare = await expectJson(200, 'GET', baselineUrl)
  if (!isDeepStrictEqual(service.json, bare.json)) {
    throw new Error(
      `${what}: the baseline answers other content than the service:\n${bare.text.slice(0, 800)}\n${service.text.slice(0, 800)}`,
    )
  }
}

/**
 * The two job lists with 1,000 jobs in the tenant, each against a bare Fastify route running the
 * very same repository queries on the service's own database handle (same pool), in the same
 * process. The ratio is what routing, auth, validation, hooks and the response schema cost on
 * routes whose work is mostly their queries (tenant lookup, count and page).
 */
export const jobsLists: Scenario = {
  name: 'jobs-lists',
  description:
    `GET /api/v1/public/jobs/{tenant_code} and GET /api/v1/jobs?page={${PAGES.join(',')}} with ${JOBS} jobs in the tenant, ` +
    'against bare Fastify routes running the same repository queries on the same database handle',
  async setup(ctx) {
    const { service } = ctx
    const tenant = await provisionTenant(service)
    ctx.log(`seeding ${JOBS} jobs through POST /jobs, PATCH /jobs/{id}/status and PUT /jobs/{id}, 8 in flight`)
    const seeded = await seedJobs(service, tenant, JOBS)
    ctx.log(`seeded ${seeded.created} jobs (${seeded.openPublic} open and public) in ${seeded.seconds.toFixed(1)} s`)

    const db = service.database.db
    const baseline = await startQueryBaseline({
      // Looks the tenant up by code on every request, as the service's public route does.
      '/public/jobs/:tenant_code': async (request) => {
        const { tenant_code } = request.params as { tenant_code: string }
        const found = await findTenantByCode(db, tenant_code)
        if (!found) throw new Error(`no tenant ${tenant_code}`)
        return listPublicJobs(db, found.id, {}, { page: 1, page_size: PAGE_SIZE })
      },
      // The tenant comes from the token on the service, without a query; here it is a constant.
      // presentJob picks the columns the service shows, so both send the same payload.
      '/jobs': async (request) => mapPage(await listJobs(db, tenant.id, {}, { page: pageOf(request), page_size: PAGE_SIZE }), presentJob),
    })
    ctx.defer(() => baseline.close())

    const api = `${service.origin}/api/v1`
    const publicPath = `/public/jobs/${tenant.code}`
    await assertSameJson('public list', `${api}${publicPath}`, `${baseline.origin}${publicPath}`)
    for (const page of PAGES) {
      await assertSameJson(`jobs page ${page}`, `${api}/jobs?page=${page}`, `${baseline.origin}/jobs?page=${page}`, tenant.token)
    }
    const listed = (await expectJson(200, 'GET', `${api}${publicPath}`)).json as { total: number }
    if (listed.total !== seeded.openPublic) throw new Error(`public list has ${listed.total} jobs, seeded ${seeded.openPublic}`)

    const auth = { authorization: `Bearer ${tenant.token}` }
    return {
      targets: [
        { name: 'public-service', url: `${api}${publicPath}` },
        { name: 'public-baseline', url: `${baseline.origin}${publicPath}` },
        { name: 'list-service', url: api, paths: PAGES.map((p) => `/api/v1/jobs?page=${p}`), headers: auth },
        { name: 'list-baseline', url: baseline.origin, paths: PAGES.map((p) => `/jobs?page=${p}`) },
      ],
      ratios: [
        { of: 'public-service', to: 'public-baseline', target: TARGET },
        { of: 'list-service', to: 'list-baseline', target: TARGET },
      ],
    }
  },
}
