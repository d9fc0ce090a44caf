import type { Insertable, Kysely, Transaction } from 'kysely'
import { escapeLike } from '../../db/like.ts'
import type { DB } from '../../db/types.ts'
import type { Tenant } from './tenants.port.ts'
import type { TenantsTable } from './tenants.table.ts'

export function insertTenant(trx: Transaction<DB>, tenant: Insertable<TenantsTable>) {
  return trx.insertInto('tenants').values(tenant).returningAll().executeTakeFirstOrThrow()
}

/** What a tenant is to the rest of the service (the tenants port). */
const TENANT_COLUMNS = ['id', 'code', 'name'] as const satisfies readonly (keyof Tenant)[]

export function findTenantById(db: Kysely<DB>, id: string): Promise<Tenant | undefined> {
  return db.selectFrom('tenants').select(TENANT_COLUMNS).where('id', '=', id).executeTakeFirst()
}

export function findTenantByCode(db: Kysely<DB>, code: string): Promise<Tenant | undefined> {
  return db.selectFrom('tenants').select(TENANT_COLUMNS).where('code', '=', code).executeTakeFirst()
}

/** Codes starting with `base`, to pick the first free `base`, `base-2`, `base-3` … */
export async function tenantCodesLike(db: Kysely<DB> | Transaction<DB>, base: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('tenants')
    .select('code')
    .where('code', 'like', `${escapeLike(base)}%`)
    .execute()
  return new Set(rows.map((r) => r.code))
}

export async function countTenants(db: Kysely<DB>): Promise<number> {
  const { n } = await db
    .selectFrom('tenants')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(n)
}
