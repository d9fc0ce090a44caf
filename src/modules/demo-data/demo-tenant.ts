import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Actor } from '../../platform/auth/principal.ts'
import type { Services } from '../../services.ts'
import { demoCareersSubdomain, publishDemoCareerPage } from './demo-career-page.ts'

export const DEMO_TENANT_CODE = 'demo'
export const DEMO_ADMIN_EMAIL = 'admin@demo.example'

export interface DemoLogin {
  tenant: string
  email: string
  password: string
}

/** What the start-up banner shows of the demo: its login, and its career site when it has one. */
export interface DemoTenant {
  login: DemoLogin | undefined
  careersSubdomain: string | undefined
}

/**
 * The size of the history a first start writes: the full demo, about ten seconds of writing on
 * the embedded database (measured at 9–11 s for ~3,000 records on a busy two-core machine).
 */
const FIRST_START_SCALE = 1

/**
 * Makes sure the `demo` tenant exists and returns its admin login and career site. The first
 * start also fills it with a demo history and publishes its career page; later starts leave it
 * as it is, so demo data someone removed stays removed. The password is chosen at random on the
 * first start and kept in the data folder, so every later start can print it again.
 */
export async function ensureDemoTenant(services: Services, dataDir: string, onFill: () => void = () => {}): Promise<DemoTenant> {
  const file = path.join(dataDir, 'demo-login.json')
  const existing = await services.tenants.findByCode(DEMO_TENANT_CODE)
  if (existing) {
    return {
      login: existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DemoLogin) : undefined,
      careersSubdomain: await demoCareersSubdomain(services.careerPages, existing.id),
    }
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
  const system: Actor = { tenantId: tenant.id, userId: null, role: null, actorType: 'system', requestId: null }
  await services.demoData.fill(system, { scale: FIRST_START_SCALE })
  await publishDemoCareerPage(services.careerPages, system)
  return { login, careersSubdomain: await demoCareersSubdomain(services.careerPages, tenant.id) }
}
