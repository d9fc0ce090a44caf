import assert from 'node:assert/strict'
import { test } from 'node:test'
import { parseInstant, vietnamDate, vietnamDayBounds, vietnamYear } from './time.ts'

test('vietnamDate: 17:30Z belongs to the next Vietnamese day', () => {
  assert.equal(vietnamDate(new Date('2026-03-09T17:30:00Z')), '2026-03-10')
  assert.equal(vietnamDate(new Date('2026-03-09T16:59:59.999Z')), '2026-03-09')
  assert.equal(vietnamYear(new Date('2025-12-31T17:00:00Z')), 2026)
})

test('vietnamDayBounds: a Vietnamese day runs from 17:00Z the day before, end exclusive', () => {
  const { start, end } = vietnamDayBounds('2026-03-10')
  assert.equal(start.toISOString(), '2026-03-09T17:00:00.000Z')
  assert.equal(end.toISOString(), '2026-03-10T17:00:00.000Z')
  assert.throws(() => vietnamDayBounds('2026-3-10'), RangeError)
})

test('parseInstant accepts ISO 8601 with a zone and nothing else', () => {
  assert.equal(parseInstant('2026-01-31T09:30:00.123Z')?.toISOString(), '2026-01-31T09:30:00.123Z')
  assert.equal(parseInstant('2026-01-31T16:30:00+07:00')?.toISOString(), '2026-01-31T09:30:00.000Z')
  for (const bad of ['2026-01-31T09:30:00', '1767225600', '2026-01-31', 'Sat, 31 Jan 2026 09:30:00 GMT', '']) {
    assert.equal(parseInstant(bad), undefined, bad)
  }
})
