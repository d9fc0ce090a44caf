import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Forbidden, Unauthorized } from '../errors.ts'
import type { AccessTokenIssuer } from './access-tokens.ts'
import type { Principal } from './principal.ts'
import type { Role } from './roles.ts'

/**
 * Who may call a route. Unset means any signed-in member of a tenant: a route is closed unless
 * it says otherwise, so forgetting the setting can never open one.
 *  - `public`: nobody needs to sign in (career pages, login itself).
 *  - `platform`: the operator's PLATFORM_ADMIN_TOKEN, checked by the route.
 *  - `api-key`: a Data API key, checked by the Data API's own guard (a JWT opens nothing there).
 *  - a list of roles: a signed-in member holding one of them; anyone else gets 403.
 */
export type Access = 'public' | 'platform' | 'api-key' | readonly Role[]

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyRequest {
    principal: Principal | null
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1]
}

async function authGuard(app: FastifyInstance, { tokens }: { tokens: AccessTokenIssuer }) {
  app.decorateRequest('principal', null)

  app.addHook('onRequest', async (request) => {
    if (request.is404) return
    const access = request.routeOptions.config.access
    if (access === 'public' || access === 'platform' || access === 'api-key') return
    const token = bearerToken(request)
    if (!token) throw new Unauthorized()
    const claims = await tokens.verify(token)
    request.principal = {
      ...claims,
      credentialKey: createHash('sha256').update(token).digest('base64url').slice(0, 32),
    }
    if (access && !access.includes(claims.role)) throw new Forbidden()
  })
}

export default fp(authGuard, { name: 'auth-guard' })
