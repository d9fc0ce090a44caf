import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { sql, type Kysely } from 'kysely'
import { openJob } from '../../test/helpers/careers.ts'
import { buildTestApp, type TestApp } from '../../test/helpers/app.ts'
import { provisionTenant, type TestTenant } from '../../test/helpers/factories.ts'
import type { DB } from './types.ts'

/**
 * A connection keeps the plans of the statements its triggers and foreign-key checks run. Plans
 * made while applications was near empty (a new database, or one whose statistics are behind)
 * must still look one application up by its key once the table has thousands: this suite makes
 * those plans on an empty table, adds a few thousand applications, and counts the application
 * rows one more submission's statements read, on the same connection.
 */
describe('trigger and foreign-key plans made on an empty table hold as it grows', () => {
  let ctx: TestApp
  let tenant: TestTenant
  let jobId: string
  let stageId: string

  before(async () => {
    ctx = await buildTestApp()
    tenant = await provisionTenant(ctx.app)
    jobId = (await openJob(ctx.app, tenant.admin.token)).id
    const { rows } = await sql<{ id: string }>`
      select id from pipeline_stages where tenant_id = ${tenant.id} and job_id = ${jobId} order by sort_order limit 1`.execute(
      ctx.database.unguarded,
    )
    stageId = rows[0]!.id
  })
  after(() => ctx?.close())

  /** What a submission writes, as SQL: `count` candidates, each with an application in the first stage and its initial history row. */
  const submit = async (db: Kysely<DB>, count: number, codeFrom: number) => {
    const candidates = await sql<{ id: string }>`
      insert into candidates (tenant_id, id, code, full_name, search_text, created_via)
      select ${tenant.id}, gen_random_uuid(), 'CAN-1999-' || (${codeFrom}::int + g), 'Applicant ' || g, 'applicant', 'api'
      from generate_series(1, ${count}::int) as g
      returning id`.execute(db)
    const applications = await sql<{ id: string; candidate_id: string }>`
      insert into applications (tenant_id, id, candidate_id, job_id, current_stage_id, applied_date)
      select ${tenant.id}, gen_random_uuid(), c, ${jobId}, ${stageId}, now() from unnest(${candidates.rows.map((c) => c.id)}::uuid[]) as c
      returning id, candidate_id`.execute(db)
    await sql`
      insert into stage_transitions (tenant_id, id, application_id, candidate_id, job_id, change_type, to_stage_id)
      select ${tenant.id}, gen_random_uuid(), a.id, a.candidate_id, ${jobId}, 'initial', ${stageId}
      from unnest(${applications.rows.map((a) => a.id)}::uuid[], ${applications.rows.map((a) => a.candidate_id)}::uuid[])
        as a(id, candidate_id)`.execute(db)
  }

  test('one more submission reads a handful of application rows, not the tenant’s thousands', async () => {
    await ctx.database.unguarded.connection().execute(async (connection) => {
      // Enough single submissions for the connection to settle on generic plans (after five calls).
      for (let i = 0; i < 8; i++) await submit(connection, 1, i)
      await submit(connection, 3000, 100)
      const read = await connection.transaction().execute(async (trx) => {
        // A difference: the embedded database's view keeps counting past the transaction.
        const applicationRowsRead = async () => {
          const { rows } = await sql<{ read: number }>`
            select (coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))::int as read
            from pg_stat_xact_user_tables where relname = 'applications'`.execute(trx)
          return rows[0]?.read ?? 0
        }
        const before = await applicationRowsRead()
        await submit(trx, 1, 9000)
        return (await applicationRowsRead()) - before
      })
      assert.ok(read < 50, `one submission read ${read} application rows`)
    })
  })
})
