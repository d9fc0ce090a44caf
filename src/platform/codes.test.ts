import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { createTestDatabase, RACE, type TestDatabaseHandle } from '../../test/helpers/database.ts'
import { codesInTransaction, formatCode, type CodeIssuer, type CodePrefix } from './codes.ts'

describe('PREFIX-YYYY-NNNN codes', () => {
  let database: TestDatabaseHandle
  let tenantId: string
  const at = new Date('2026-06-01T00:00:00Z')

  async function newTenant(): Promise<string> {
    const id = randomUUID()
    await database.db
      .insertInto('tenants')
      .values({ id, code: `c-${id.slice(0, 8)}`, name: 'Codes' })
      .execute()
    return id
  }

  /** One creation taking one code, in a transaction of its own, through the given issuer. */
  function create(tenant: string, prefix: CodePrefix, when: Date, codes: CodeIssuer = database.codes): Promise<string> {
    return database.db.transaction().execute((trx) => codes.next(trx, tenant, prefix, when))
  }

  before(async () => {
    database = await createTestDatabase()
    tenantId = await newTenant()
  })
  after(() => database.close())

  test('50 concurrent creations get 50 distinct, consecutive codes', RACE, async () => {
    const codes = await Promise.all(Array.from({ length: 50 }, () => create(tenantId, 'CAN', at)))
    assert.equal(new Set(codes).size, 50)
    const expected = Array.from({ length: 50 }, (_, i) => formatCode('CAN', 2026, i + 1))
    assert.deepEqual([...codes].sort(), expected)
  })

  test('counters are per tenant, per prefix and per year', async () => {
    const other = await newTenant()
    assert.equal(await create(other, 'JOB', at), 'JOB-2026-0001')
    assert.equal(await create(other, 'JOB', at), 'JOB-2026-0002')
    assert.equal(await create(other, 'PAGE', at), 'PAGE-2026-0001')
    assert.equal(await create(other, 'JOB', new Date('2027-03-01T00:00:00Z')), 'JOB-2027-0001')
    assert.equal(await create(tenantId, 'JOB', at), 'JOB-2026-0001')
  })

  test('the year is the Vietnam-time year: 17:00Z on 31 December is already next year', async () => {
    const tenant = await newTenant()
    assert.equal(await create(tenant, 'JOB', new Date('2026-12-31T17:00:00.000Z')), 'JOB-2027-0001')
    assert.equal(await create(tenant, 'JOB', new Date('2026-12-31T16:59:59.999Z')), 'JOB-2026-0001')
  })

  test('taken inside the transaction, a rolled-back creation gives its number back', async () => {
    const tenant = await newTenant()
    await assert.rejects(
      database.db.transaction().execute(async (trx) => {
        await codesInTransaction.next(trx, tenant, 'OFF', at)
        throw new Error('creation failed')
      }),
    )
    assert.equal(await create(tenant, 'OFF', at, codesInTransaction), 'OFF-2026-0001')
  })

  describe(
    'on PostgreSQL, taken beside the transaction',
    { skip: onPostgres() ? false : 'the embedded database takes codes inside the transaction' },
    () => {
      test('a creation does not wait for another one still open: no hot counter row', async () => {
        const tenant = await newTenant()
        let finishFirst!: () => void
        const firstMayCommit = new Promise<void>((resolve) => (finishFirst = resolve))
        let firstCode: string | undefined
        const first = database.db.transaction().execute(async (trx) => {
          firstCode = await database.codes.next(trx, tenant, 'CAN', at)
          await firstMayCommit
        })
        // While the first creation holds its transaction open, a second one gets the next number
        // and commits; with the counter row locked to the end of the first, this would hang.
        while (firstCode === undefined) await new Promise((resolve) => setImmediate(resolve))
        assert.equal(await create(tenant, 'CAN', at), 'CAN-2026-0002')
        finishFirst()
        await first
        assert.equal(firstCode, 'CAN-2026-0001')
      })

      test('a rolled-back creation leaves a gap, and numbers keep increasing', async () => {
        const tenant = await newTenant()
        await assert.rejects(
          database.db.transaction().execute(async (trx) => {
            await database.codes.next(trx, tenant, 'OFF', at)
            throw new Error('creation failed')
          }),
        )
        assert.equal(await create(tenant, 'OFF', at), 'OFF-2026-0002')
      })
    },
  )

  test('numbers are padded to four digits and keep growing past 9999', () => {
    assert.equal(formatCode('CAN', 2026, 7), 'CAN-2026-0007')
    assert.equal(formatCode('CAN', 2026, 12345), 'CAN-2026-12345')
  })
})

function onPostgres(): boolean {
  return Boolean(process.env.TEST_DATABASE_URL)
}
