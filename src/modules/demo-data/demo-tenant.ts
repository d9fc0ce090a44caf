import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Services } from '../../services.ts'

export const DEMO_TENANT_CODE = 'demo'
export const DEMO_ADMIN_EMAIL = 'admin@demo.example'

export interface DemoLogin {
  tenant: string
  email: string
  password: string
}

/**
 * The size of the history a first start writes: the full demo, about ten seconds of writing on
 * the embedded database (measured at 9–11 s for ~3,000 records on a busy two-core machine).
 */
const FIRST_START_SCALE = 1

/**
 * Makes sure the `demo` tenant exists and returns its admin login. The first start also fills it
 * with a demo history; later starts leave it as it is, so demo data someone removed stays
 * removed. The password is chosen at random on the first start and kept in the data folder, so
 * every later start can print it again.
 */
export async function ensureDemoTenant(services: Services, dataDir: string, onFill: () => void = () => {}): Promise<DemoLogin | undefined> {
  const file = path.join(dataDir, 'demo-login.json')
  if (await services.tenants.findByCode(DEMO_TENANT_CODE)) {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DemoLogin) : undefined
  }
  const login: DemoLogin = {
    tenant: DEMO_TENANT_CODE,
    email: DEMO_ADMIN_EMAIL,
    password: randomBytes(9).toString('base64url'),
  }
  const { tenant } = await services.tenants.provision(
    {
      name: 'Demo Company',
      code: DEMO_TENANT_CODE,
      admin_email: login.email,
      admin_password: login.password,
      admin_full_name: 'Demo Admin',
    },
    null,
  )
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(file, JSON.stringify(login, null, 2), { mode: 0o600 })
  onFill()
  await services.demoData.fill(
    { tenantId: tenant.id, userId: null, role: null, actorType: 'system', requestId: null },
    { scale: FIRST_START_SCALE },
  )
  return login
}
