import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import pino from 'pino'
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts'
import { provisionTenant, type TestTenant } from '../../../test/helpers/factories.ts'
import { recruitingClient } from '../../../test/helpers/recruiting.ts'
import { listCandidates } from './candidates.repository.ts'
import { createSearchIndexUpkeep } from './search-index-upkeep.ts'

const silent = pino({ level: process.env.TEST_LOG ?? 'silent' })

/**
 * New candidates' search entries wait in the index's pending list until the upkeep merges them
 * (migration 0024). Searches find them either way; the upkeep, and nothing else here, empties the
 * list.
 */
describe('candidates: the search index’s pending list', () => {
  let ctx: TestApp
  let tenant: TestTenant

  before(async () => {
    ctx = await buildTestApp()
    tenant = await provisionTenant(ctx.app)
    // The app's own upkeep would merge at any moment: each test decides when here.
    await ctx.app.services.searchIndexUpkeep.stop()
  })
  after(() => ctx.close())

  const search = async (term: string) =>
    (await listCandidates(ctx.database.db, tenant.id, { search: term }, { page: 1, page_size: 20 })).total

  test('a new candidate is found while pending and after the merge, and a second merge finds nothing left', async () => {
    const h = recruitingClient(ctx.app)
    for (let i = 0; i < 3; i++) await h.candidate(tenant, { full_name: `Pending Pelican ${i}`, email: `pelican-${i}@example.com` })
    assert.equal(await search('pending pelican'), 3, 'found from the pending list')
    const upkeep = createSearchIndexUpkeep({ db: ctx.database.db, log: silent })
    assert.ok((await upkeep.runOnce()) > 0, 'their entries were pending')
    assert.equal(await search('pending pelican'), 3, 'found in the index proper')
    assert.equal(await search('pelican-1@example'), 1)
    assert.equal(await upkeep.runOnce(), 0)
  })

  test('once started, the upkeep merges by itself; stopped, it merges no more', async () => {
    const h = recruitingClient(ctx.app)
    const upkeep = createSearchIndexUpkeep({ db: ctx.database.db, log: silent, everyMs: 10 })
    upkeep.start()
    await h.candidate(tenant, { full_name: 'Merged Marten' })
    await sleep(500)
    await upkeep.stop()
    assert.equal(await upkeep.runOnce(), 0, 'nothing was left pending')

    await h.candidate(tenant, { full_name: 'Waiting Wren' })
    await sleep(100)
    assert.ok((await upkeep.runOnce()) > 0, 'a stopped upkeep left the new entries pending')
    assert.equal(await search('merged marten'), 1)
    assert.equal(await search('waiting wren'), 1)
  })

  test('a role that does not own the index: one warning, and the upkeep stops instead of failing every second', async () => {
    const role = `upkeep_probe_${randomBytes(4).toString('hex')}`
    const lines: string[] = []
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) })
    await sql.raw(`create role ${role}`).execute(ctx.database.unguarded)
    try {
      // One transaction holds the role, so the upkeep's statements run as it and the role goes with the rollback.
      await ctx.database.unguarded
        .transaction()
        .execute(async (trx) => {
          await sql.raw(`set local role ${role}`).execute(trx)
          const upkeep = createSearchIndexUpkeep({ db: trx, log, everyMs: 10 })
          upkeep.start()
          await sleep(200)
          await upkeep.stop()
          throw new Error('rolled back')
        })
        .catch((error: Error) => assert.equal(error.message, 'rolled back'))
    } finally {
      await sql.raw(`drop role ${role}`).execute(ctx.database.unguarded)
    }
    assert.equal(lines.length, 1, lines.join('\n'))
    const entry = JSON.parse(lines[0]!) as { level: number; msg: string }
    assert.equal(entry.level, 40)
    assert.match(entry.msg, /cannot be merged by this role/)
  })
})
