import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Role } from '../../src/platform/auth/roles.ts'
import { call, PLATFORM_TOKEN } from './app.ts'

export interface SignedIn {
  id: string
  email: string
  password: string
  role: Role
  token: string
  refreshToken: string
}

export interface TestTenant {
  id: string
  code: string
  admin: SignedIn
}

export function uniqueCode(prefix = 't'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`
}

export async function signIn(app: FastifyInstance, email: string, password: string) {
  const res = await call(app, 'POST', '/api/v1/auth/login', { body: { email, password } })
  assert.equal(res.statusCode, 200, res.body)
  return res.json() as { access_token: string; refresh_token: string }
}

/** A tenant made through the operator API, with its admin signed in. */
export async function provisionTenant(app: FastifyInstance, code = uniqueCode()): Promise<TestTenant> {
  const password = 'correct horse battery'
  const email = `admin@${code}.example`
  const res = await call(app, 'POST', '/api/v1/platform/tenants', {
    token: PLATFORM_TOKEN,
    body: { name: `Company ${code}`, code, admin_email: email, admin_password: password, admin_full_name: 'Ada Admin' },
  })
  assert.equal(res.statusCode, 201, res.body)
  const { tenant, admin } = res.json()
  const pair = await signIn(app, email, password)
  return {
    id: tenant.id,
    code,
    admin: { id: admin.id, email, password, role: 'admin', token: pair.access_token, refreshToken: pair.refresh_token },
  }
}

/** A member with the given role, invited by the admin and signed in through the invitation. */
export async function addMember(app: FastifyInstance, tenant: TestTenant, role: Role): Promise<SignedIn> {
  const email = `${role.replace('_', '-')}-${randomBytes(3).toString('hex')}@${tenant.code}.example`
  const invited = await call(app, 'POST', '/api/v1/users/invitations', {
    token: tenant.admin.token,
    body: { email, full_name: `Member ${role}`, role },
  })
  assert.equal(invited.statusCode, 201, invited.body)
  const password = 'another long password'
  const accepted = await call(app, 'POST', '/api/v1/auth/accept-invitation', {
    body: { token: invited.json().accept_token, password },
  })
  assert.equal(accepted.statusCode, 200, accepted.body)
  const pair = accepted.json()
  const me = await call(app, 'GET', '/api/v1/auth/me', { token: pair.access_token })
  return { id: me.json().user.id, email, password, role, token: pair.access_token, refreshToken: pair.refresh_token }
}

/** A tenant with one signed-in member of every role. */
export async function tenantWithTeam(app: FastifyInstance, code = uniqueCode()) {
  const tenant = await provisionTenant(app, code)
  const [recruiter, hiring_manager, interviewer] = await Promise.all([
    addMember(app, tenant, 'recruiter'),
    addMember(app, tenant, 'hiring_manager'),
    addMember(app, tenant, 'interviewer'),
  ])
  return { ...tenant, members: { admin: tenant.admin, recruiter, hiring_manager, interviewer } satisfies Record<Role, SignedIn> }
}
