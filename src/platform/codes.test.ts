import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import type { DatabaseHandle } from '../db/database.ts'
import { createTestDatabase } from '../../test/helpers/database.ts'
import { formatCode, nextCode } from './codes.ts'
import { RACE } from '../../test/helpers/database.ts'

describe('PREFIX-YYYY-NNNN codes', () => {
  let database: DatabaseHandle
  let tenantId: string

  async function newTenant(): Promise<string> {
    const id = randomUUID()
    await database.db
      .insertInto('tenants')
      .values({ id, code: `c-${id.slice(0, 8)}`, name: 'Codes' })
      .execute()
    return id
  }

  before(async () => {
    database = await createTestDatabase()
    tenantId = await newTenant()
  })
  after(() => database.close())

  test('50 concurrent creations get 50 distinct, consecutive codes', RACE, async () => {
    const at = new Date('2026-06-01T00:00:00Z')
    const codes = await Promise.all(
      Array.from({ length: 50 }, () => database.db.transaction().execute((trx) => nextCode(trx, tenantId, 'CAN', at))),
    )
    assert.equal(new Set(codes).size, 50)
    const expected = Array.from({ length: 50 }, (_, i) => formatCode('CAN', 2026, i + 1))
    assert.deepEqual([...codes].sort(), expected)
  })

  test('counters are per tenant, per prefix and per year', async () => {
    const other = await newTenant()
    const at = new Date('2026-06-01T00:00:00Z')
    const run = (tenant: string, prefix: 'JOB' | 'PAGE', when: Date) =>
      database.db.transaction().execute((trx) => nextCode(trx, tenant, prefix, when))
    assert.equal(await run(other, 'JOB', at), 'JOB-2026-0001')
    assert.equal(await run(other, 'JOB', at), 'JOB-2026-0002')
    assert.equal(await run(other, 'PAGE', at), 'PAGE-2026-0001')
    assert.equal(await run(other, 'JOB', new Date('2027-03-01T00:00:00Z')), 'JOB-2027-0001')
    assert.equal(await run(tenantId, 'JOB', at), 'JOB-2026-0001')
  })

  test('the year is the Vietnam-time year: 17:00Z on 31 December is already next year', async () => {
    const tenant = await newTenant()
    const code = await database.db.transaction().execute((trx) => nextCode(trx, tenant, 'JOB', new Date('2026-12-31T17:00:00.000Z')))
    assert.equal(code, 'JOB-2027-0001')
    const before = await database.db.transaction().execute((trx) => nextCode(trx, tenant, 'JOB', new Date('2026-12-31T16:59:59.999Z')))
    assert.equal(before, 'JOB-2026-0001')
  })

  test('a rolled-back creation gives its number back', async () => {
    const tenant = await newTenant()
    const at = new Date('2026-06-01T00:00:00Z')
    await assert.rejects(
      database.db.transaction().execute(async (trx) => {
        await nextCode(trx, tenant, 'OFF', at)
        throw new Error('creation failed')
      }),
    )
    assert.equal(await database.db.transaction().execute((trx) => nextCode(trx, tenant, 'OFF', at)), 'OFF-2026-0001')
  })

  test('numbers are padded to four digits and keep growing past 9999', () => {
    assert.equal(formatCode('CAN', 2026, 7), 'CAN-2026-0007')
    assert.equal(formatCode('CAN', 2026, 12345), 'CAN-2026-12345')
  })
})
