import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import type { TSchema } from 'typebox'
import { Forbidden, Unauthorized } from '../errors.ts'
import { documentResponses, errorResponses } from '../schemas.ts'
import type { AccessTokenIssuer } from './access-tokens.ts'
import type { Principal } from './principal.ts'
import { ROLES, type Role } from './roles.ts'

/**
 * Who may call a route. Unset means any signed-in member of a tenant: a route is closed unless
 * it says otherwise, so forgetting the setting can never open one.
 *  - `public`: nobody needs to sign in (career pages, login itself).
 *  - `platform`: the operator's PLATFORM_ADMIN_TOKEN, checked by the scope that declares it
 *    (`checkCredentials`); such a route anywhere else fails at start.
 *  - `api-key`: a Data API key, checked by the Data API's scope the same way (a JWT opens nothing there).
 *  - a list of roles: a signed-in member holding one of them; anyone else gets 403.
 */
export type Access = 'public' | 'platform' | 'api-key' | readonly Role[]

/** The access kinds whose credentials are not access tokens: a scope of their own checks them. */
export type CredentialKind = 'platform' | 'api-key'

interface CredentialScope {
  kind: CredentialKind
  /** How the scope's 401 looks in the OpenAPI document (the Data API has a body of its own). */
  unauthorized: TSchema
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyRequest {
    principal: Principal | null
  }
  interface FastifyInstance {
    /** Set by `checkCredentials` on the scope that checks `platform` or `api-key` credentials. */
    credentialScope?: CredentialScope
  }
}

/**
 * Makes `app` (an encapsulated plugin) the scope that checks `kind` credentials: `verify` runs
 * on every request of its routes, and only routes registered inside it may declare
 * `config.access: kind`. The mark and the check come together, so a route can never claim
 * credentials that nothing verifies.
 */
export function checkCredentials(
  app: FastifyInstance,
  kind: CredentialKind,
  verify: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
  unauthorized: TSchema = errorResponses(401)[401]!,
): void {
  if (app.credentialScope) throw new Error(`this scope already checks ${app.credentialScope.kind} credentials`)
  app.decorate('credentialScope', { kind, unauthorized })
  app.addHook('onRequest', verify)
}

function describeAccess(access: unknown): string {
  return JSON.stringify(access) ?? String(access)
}

/**
 * Refuses at registration a route whose access the guard cannot enforce: an unknown kind, an
 * empty or unknown role list, or `platform`/`api-key` outside the scope that checks them. Then
 * documents what the guard answers: 401 for every route that needs credentials, 403 for a role
 * list narrower than all roles.
 */
function admitRoute(this: FastifyInstance, route: RouteOptions): void {
  const access: unknown = route.config?.access
  const where = `${[route.method].flat().join(',')} ${route.url}`
  if (access === 'platform' || access === 'api-key') {
    if (this.credentialScope?.kind !== access) {
      throw new Error(
        `${where}: config.access '${access}' is only allowed inside the scope that checks ${access} credentials (checkCredentials)`,
      )
    }
    documentResponses(route, { 401: this.credentialScope.unauthorized })
    return
  }
  if (access === 'public') return
  if (access !== undefined) {
    if (!Array.isArray(access) || access.length === 0 || !access.every((role) => (ROLES as readonly unknown[]).includes(role))) {
      throw new Error(
        `${where}: config.access ${describeAccess(access)} is not one the guard checks: 'public', 'platform', 'api-key' or a non-empty list of ${ROLES.join(', ')}`,
      )
    }
  }
  const narrower = Array.isArray(access) && ROLES.some((role) => !access.includes(role))
  documentResponses(route, errorResponses(...(narrower ? [401, 403] : [401])))
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1]
}

async function authGuard(app: FastifyInstance, { tokens }: { tokens: AccessTokenIssuer }) {
  app.decorateRequest('principal', null)
  app.addHook('onRoute', admitRoute)

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
