import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { buildTestApp, type TestApp } from '../../test/helpers/app.ts'
import { coreClient } from '../../test/helpers/data-tables.ts'
import { HISTORY_CLOCK, writeHistory, type History } from '../../test/helpers/metrics-history.ts'
import { rebuildStageFacts } from './stage-facts.ts'

/**
 * The facts kept beside the stage history are built two ways: kept up to date by each write of
 * the history (the applications repository), and all at once (migration 0018, the bench seeder).
 * Both must give the same facts, or a database migrated from an older release would answer
 * differently from one written since.
 */
describe('stage facts: rebuilt all at once equal those kept up to date by each write', () => {
  let ctx: TestApp
  let history: History

  before(async () => {
    ctx = await buildTestApp(undefined, { deps: { now: () => HISTORY_CLOCK } })
    history = await writeHistory(ctx.app, ctx.database.db)
    // Applications left in the stage they entered: their facts are written with their INSERT,
    // not refreshed from their history, and no later move would mend them.
    const h = coreClient(ctx.app, history.tenant)
    const job = await h.job({ title: 'Left where they entered' })
    for (const source of ['linkedin', 'referral']) await h.application(job.id, (await h.candidate({ source })).id)
  })
  after(() => ctx?.close())

  const factsOf = async (tenantId: string) => {
    const db = ctx.database.db
    const applications = await db
      .selectFrom('applications')
      .select(['id', 'reached_stage_types', 'reached_funnel_steps'])
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .execute()
    const stays = await db
      .selectFrom('stage_transitions')
      .select(['id', 'stay_stage_type', 'stay_started_at'])
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .execute()
    return { applications, stays }
  }

  test('a history of moves, notes, hires, rejections and a removal, and new applications, rebuilt in batches of 3 applications', async () => {
    const tenantId = history.tenant.id
    const kept = await factsOf(tenantId)
    assert.ok(kept.stays.filter((s) => s.stay_stage_type !== null).length >= 10, 'the history ends enough stays to be worth comparing')
    assert.ok(
      kept.applications.every((a) => a.reached_stage_types !== 0),
      'every application reached a stage',
    )

    await sql`update applications set reached_stage_types = 0, reached_funnel_steps = 0 where tenant_id = ${tenantId}`.execute(
      ctx.database.db,
    )
    await sql`update stage_transitions set stay_stage_type = null, stay_started_at = null where tenant_id = ${tenantId}`.execute(
      ctx.database.db,
    )
    const visited = await rebuildStageFacts(ctx.database.db, { tenantId, batch: 3 })
    assert.equal(visited, kept.applications.length)
    assert.deepEqual(await factsOf(tenantId), kept)
  })
})
