import assert from 'node:assert/strict'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { createAccessTokens } from '../../src/platform/auth/access-tokens.ts'
import { ROLES, type Role } from '../../src/platform/auth/roles.ts'
import { call } from './app.ts'
import type { SignedIn } from './factories.ts'

export interface GuardedRoute {
  method: InjectOptions['method']
  url: string
  body?: unknown
  /** Roles that get past the guard; every other role must get 403. */
  roles: readonly Role[]
}

/** An access token that expired an hour ago, signed with the app's own secret. */
export async function expiredToken(secret: string, member: SignedIn, tenantId: string): Promise<string> {
  const twoDaysAgo = Date.now() - 48 * 3600 * 1000
  return createAccessTokens(secret, 3600, () => twoDaysAgo).sign({ userId: member.id, tenantId, role: member.role })
}

/**
 * The checks every authenticated route owes: no token and a malformed token → 401
 * `Not authenticated`, an expired token → 401 `Token expired`, each role outside `roles` → 403.
 */
export async function assertGuarded(
  app: FastifyInstance,
  route: GuardedRoute,
  members: Record<Role, SignedIn>,
  expired: string,
): Promise<void> {
  const label = `${route.method} ${route.url}`
  const anonymous = await call(app, route.method, route.url, { body: route.body })
  assert.equal(anonymous.statusCode, 401, `${label} without a token`)
  assert.equal(anonymous.json().detail, 'Not authenticated')
  const garbled = await call(app, route.method, route.url, { body: route.body, token: 'not.a.jwt' })
  assert.equal(garbled.statusCode, 401, `${label} with a malformed token`)
  assert.equal(garbled.json().detail, 'Not authenticated')
  const late = await call(app, route.method, route.url, { body: route.body, token: expired })
  assert.equal(late.statusCode, 401, `${label} with an expired token`)
  assert.match(late.json().detail, /Token expired/)
  for (const role of ROLES) {
    if (route.roles.includes(role)) continue
    const res = await call(app, route.method, route.url, { body: route.body, token: members[role].token })
    assert.equal(res.statusCode, 403, `${label} as ${role}`)
  }
}
