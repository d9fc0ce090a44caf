import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, test } from 'node:test'
import { Kysely, PostgresDialect, sql } from 'kysely'
import { CROSS_TENANT_QUERIES, crossTenant, type CrossTenantQuery } from '../../src/db/cross-tenant.ts'
import { TenantGuard } from './tenant-guard.ts'

// Only compiled, never run: the guard works on the query tree Kysely builds before sending it.
const db = new Kysely<Record<string, Record<string, unknown>>>({ dialect: new PostgresDialect({ pool: {} as never }) }).withPlugin(
  new TenantGuard(new Set(['jobs', 'pipeline_stages'])),
)

describe('the tenant guard the test suite runs every query through', () => {
  test('refuses a read, an update or a delete of a tenant table without a tenant_id condition', () => {
    assert.throws(() => db.selectFrom('jobs').selectAll().where('id', '=', 'x').compile(), /SelectQueryNode on jobs has no tenant_id/)
    assert.throws(() => db.updateTable('jobs').set({ title: 'x' }).where('id', '=', 'x').compile(), /UpdateQueryNode on jobs/)
    assert.throws(() => db.deleteFrom('jobs').where('id', '=', 'x').compile(), /DeleteQueryNode on jobs/)
    assert.throws(() => db.insertInto('jobs').values({ id: 'x' }).compile(), /insert into jobs without tenant_id/)
  })

  test('checks every nested query on its own: a filtered outer query does not cover its subquery', () => {
    const inner = db.selectFrom('pipeline_stages').select('job_id')
    assert.throws(
      () => db.selectFrom('jobs').selectAll().where('tenant_id', '=', 't').where('id', 'in', inner).compile(),
      /pipeline_stages/,
    )
    const filtered = db.selectFrom('pipeline_stages').select('job_id').where('tenant_id', '=', 't')
    assert.doesNotThrow(() => db.selectFrom('jobs').selectAll().where('tenant_id', '=', 't').where('id', 'in', filtered).compile())
  })

  test('takes a tenant_id condition in WHERE or in a join, qualified or not, and tables without tenants freely', () => {
    assert.doesNotThrow(() => db.selectFrom('jobs as j').selectAll().where('j.tenant_id', '=', 't').compile())
    assert.doesNotThrow(() =>
      db
        .selectFrom('tenants')
        .innerJoin('jobs', (j) => j.onRef('jobs.tenant_id', '=', 'tenants.id'))
        .selectAll()
        .compile(),
    )
    assert.doesNotThrow(() => db.selectFrom('tenants').selectAll().compile())
  })

  test('raw SQL on a tenant table must mention tenant_id', () => {
    assert.throws(() => sql`SELECT * FROM jobs WHERE id = ${'x'}`.compile(db), /raw SQL on jobs/)
    assert.doesNotThrow(() => sql`SELECT * FROM jobs WHERE tenant_id = ${'t'}`.compile(db))
  })

  test('a named cross-tenant query passes; an unknown name fails', () => {
    assert.doesNotThrow(() => db.selectFrom('jobs').selectAll().modifyEnd(crossTenant('sign-in-by-email')).compile())
    assert.throws(
      () =>
        db
          .selectFrom('jobs')
          .selectAll()
          .modifyEnd(crossTenant('no-such-query' as CrossTenantQuery))
          .compile(),
      /unknown cross-tenant query "no-such-query"/,
    )
  })

  test('every name in the cross-tenant list marks a query in src/: the list holds no stale permission', () => {
    const root = path.resolve(import.meta.dirname, '../../src')
    const source = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(path.join(root, file), 'utf8'))
      .join('\n')
    for (const name of Object.keys(CROSS_TENANT_QUERIES)) assert.ok(source.includes(`crossTenant('${name}')`), name)
  })
})
