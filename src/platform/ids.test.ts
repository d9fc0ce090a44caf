import assert from 'node:assert/strict'
import { test } from 'node:test'
import { newRowId } from './ids.ts'

test('row ids are version 7 UUIDs, all distinct, in the order they were made', () => {
  const before = Date.now()
  const ids = Array.from({ length: 10_000 }, () => newRowId())
  const after = Date.now()
  for (const id of ids) assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  assert.equal(new Set(ids).size, ids.length)
  // Ordered as text, and so as PostgreSQL orders uuids (byte by byte): made within one millisecond too.
  assert.deepEqual([...ids].sort(), ids)
  const millis = (id: string) => parseInt(id.replaceAll('-', '').slice(0, 12), 16)
  assert.ok(millis(ids[0]!) >= before && millis(ids.at(-1)!) <= after, 'the first 48 bits are the time of making')
})
