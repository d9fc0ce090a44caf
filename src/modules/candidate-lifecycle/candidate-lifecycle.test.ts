import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts'
import { CANDIDATE_TABLES, ERASURE_ORDER, everyModuleOnce, MERGE_ORDER, type CandidateDataModule } from './candidate-lifecycle.service.ts'

const MAPPED: Readonly<Record<string, CandidateDataModule>> = CANDIDATE_TABLES

describe('candidate lifecycle: every table about a candidate is merged and erased', () => {
  let ctx: TestApp
  before(async () => {
    ctx = await buildTestApp()
  })
  after(() => ctx.close())

  /** The tables of the migrated schema holding a `candidate_id` column, and the candidates themselves. */
  async function candidateTables(): Promise<string[]> {
    const { rows } = await sql<{ table_name: string }>`
      SELECT DISTINCT c.table_name
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema()
        AND t.table_type = 'BASE TABLE'
        AND (c.column_name = 'candidate_id' OR c.table_name = 'candidates')
      ORDER BY c.table_name`.execute(ctx.database.unguarded)
    return rows.map((r) => r.table_name)
  }

  /** What is wrong with the tables found, one line each; empty when every one is handled. */
  function problemsWith(tables: readonly string[]): string[] {
    const { merge, erasure } = ctx.app.services.candidateLifecycle.handledModules
    const problems: string[] = []
    for (const table of tables) {
      const module = MAPPED[table]
      if (!module) {
        problems.push(`table "${table}" holds candidate data but no module answers for it: add it to CANDIDATE_TABLES`)
        continue
      }
      if (!merge.includes(module)) problems.push(`table "${table}" (module ${module}) has no merge step`)
      if (!erasure.includes(module)) problems.push(`table "${table}" (module ${module}) has no erasure step`)
    }
    return problems
  }

  test('the catalog finds the candidate tables', async () => {
    const tables = await candidateTables()
    assert.ok(tables.includes('candidates') && tables.includes('applications'), `found ${tables.join(', ')}`)
  })

  test('each table holding a candidate_id (and candidates) has a module with a merge and an erasure step', async () => {
    assert.deepEqual(problemsWith(await candidateTables()), [])
  })

  test('CANDIDATE_TABLES names no table that does not exist (or holds no candidate_id)', async () => {
    const tables = new Set(await candidateTables())
    assert.deepEqual(
      Object.keys(MAPPED).filter((t) => !tables.has(t)),
      [],
    )
  })

  test('a new table with a candidate_id and no module fails the check, named', async () => {
    const db = ctx.database.unguarded
    await sql`CREATE TABLE candidate_scratch_notes (tenant_id uuid NOT NULL, id uuid NOT NULL, candidate_id uuid NOT NULL)`.execute(db)
    try {
      const problems = problemsWith(await candidateTables())
      assert.equal(problems.length, 1, problems.join('\n'))
      assert.match(problems[0]!, /"candidate_scratch_notes"/)
    } finally {
      await sql`DROP TABLE candidate_scratch_notes`.execute(db)
    }
  })

  test('merge and erasure run every module once, in a stated order', () => {
    const { merge, erasure } = ctx.app.services.candidateLifecycle.handledModules
    for (const [name, order, steps] of [
      ['merge', MERGE_ORDER, merge],
      ['erasure', ERASURE_ORDER, erasure],
    ] as const) {
      assert.equal(new Set(order).size, order.length, `${name}: a module is listed twice`)
      assert.deepEqual([...order].sort(), [...steps].sort(), `${name}: the order and the steps name different modules`)
    }
    // Applications refuse a merge of two candidates on one job: nothing may have moved before.
    assert.equal(MERGE_ORDER[0], 'applications')
    // The audit log is redacted after every step that writes an entry.
    assert.ok(ERASURE_ORDER.indexOf('audit') > ERASURE_ORDER.indexOf('talent-pool'))
  })

  test('an order that leaves a module out or repeats one does not compile', () => {
    // @ts-expect-error idempotency is missing
    everyModuleOnce(['candidates', 'files', 'applications', 'talent-pool', 'interviews', 'evaluations', 'offers', 'audit'])
    // @ts-expect-error files is listed twice
    everyModuleOnce([
      'candidates',
      'files',
      'applications',
      'talent-pool',
      'interviews',
      'evaluations',
      'offers',
      'audit',
      'idempotency',
      'files',
    ])
    // (Checked by the compiler; at run time the function answers its argument.)
  })
})
