import { expectJson } from '../lib/http.ts'
import type { Scenario } from '../lib/scenario.ts'
import { provisionTenant } from '../lib/tenants.ts'

/**
 * The cheapest signed-in route: token check, rate limit, one indexed query and a response
 * schema. Set against a bare route sending the very same bytes, the ratio is what the
 * service's machinery costs per request.
 */
export const authMe: Scenario = {
  name: 'auth-me',
  description: 'GET /api/v1/auth/me as the tenant admin, against a bare Fastify GET /me returning the same JSON',
  async setup(ctx) {
    const tenant = await provisionTenant(ctx.service)
    const url = `${ctx.service.origin}/api/v1/auth/me`
    const me = await expectJson(200, 'GET', url, { token: tenant.token })
    const baseline = await ctx.startBaseline({ '/me': me.json })
    // Same bytes on the wire, or the comparison would measure the payload too.
    const bare = await expectJson(200, 'GET', `${baseline.origin}/me`)
    if (bare.text !== me.text) throw new Error(`baseline body differs from the service's:\n${bare.text}\n${me.text}`)
    return {
      targets: [
        { name: 'service', url, headers: { authorization: `Bearer ${tenant.token}` } },
        { name: 'baseline', url: `${baseline.origin}/me` },
      ],
      ratios: [{ of: 'service', to: 'baseline' }],
    }
  },
}
