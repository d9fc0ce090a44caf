import { randomBytes } from 'node:crypto'
import type { Service } from './service.ts'
import { expectJson } from './http.ts'

export interface BenchTenant {
  id: string
  code: string
  adminEmail: string
  adminPassword: string
  /** The admin's access token, from a real sign-in. */
  token: string
}

/** A tenant provisioned through the operator API, its admin signed in through /auth/login. */
export async function provisionTenant(service: Service): Promise<BenchTenant> {
  const code = `bench-${randomBytes(4).toString('hex')}`
  const adminEmail = `admin@${code}.example`
  const adminPassword = 'a long enough bench password'
  const api = `${service.origin}/api/v1`
  const created = await expectJson(201, 'POST', `${api}/platform/tenants`, {
    token: service.platformToken,
    body: { name: `Bench ${code}`, code, admin_email: adminEmail, admin_password: adminPassword, admin_full_name: 'Bench Admin' },
  })
  const signedIn = await expectJson(200, 'POST', `${api}/auth/login`, { body: { email: adminEmail, password: adminPassword } })
  const { tenant } = created.json as { tenant: { id: string } }
  const { access_token } = signedIn.json as { access_token: string }
  return { id: tenant.id, code, adminEmail, adminPassword, token: access_token }
}
