import type { FastifyRequest } from 'fastify'
import { Unauthorized } from '../errors.ts'
import type { Role } from './roles.ts'

/** Who is calling, as proven by a verified access token. */
export interface Principal {
  userId: string
  tenantId: string
  role: Role
  /** Identifies the credential for per-token rate limits without keeping the token itself. */
  credentialKey: string
}

/**
 * What a service needs to know of the caller: the tenant every query is scoped to, and who to
 * name in the audit log.
 */
export interface Actor {
  tenantId: string
  userId: string | null
  role: Role | null
  actorType: 'user' | 'platform' | 'public' | 'system'
  requestId: string | null
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Unauthorized()
  return request.principal
}

export function actorOf(request: FastifyRequest): Actor {
  const { tenantId, userId, role } = principalOf(request)
  return { tenantId, userId, role, actorType: 'user', requestId: request.id }
}
