import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { DataApiError } from '../data-api/errors.ts'
import { addDays, daysIncluded, resolvePeriods } from './periods.ts'

// 2026-03-10T20:00Z is already 11 March in Vietnam; the window then starts 2024-09-11.
const NOW = new Date('2026-03-10T20:00:00.000Z')

const dates = (p: ReturnType<typeof resolvePeriods>) => ({
  current: [p.current.from, p.current.to],
  previous: [p.previous.from, p.previous.to],
  from_clamped: p.from_clamped,
  readable: [p.currentReadable, p.previousReadable],
})

describe('metrics periods', () => {
  test('calendar arithmetic crosses months, leap days and years', () => {
    assert.equal(addDays('2024-02-28', 1), '2024-02-29')
    assert.equal(addDays('2024-03-01', -1), '2024-02-29')
    assert.equal(addDays('2026-01-01', -1), '2025-12-31')
    assert.equal(daysIncluded('2026-03-01', '2026-03-01'), 1)
    assert.equal(daysIncluded('2026-02-10', '2026-03-11'), 30)
    assert.equal(daysIncluded('2026-03-02', '2026-03-01'), 0)
  })

  test('default: the 30 days up to today in Vietnam, compared with the 30 days before', () => {
    assert.deepEqual(dates(resolvePeriods({}, NOW)), {
      current: ['2026-02-10', '2026-03-11'],
      previous: ['2026-01-11', '2026-02-09'],
      from_clamped: false,
      readable: [true, true],
    })
  })

  test('a given `to` alone ends a 30-day period; a given range sets the previous one’s length', () => {
    assert.deepEqual(dates(resolvePeriods({ to: '2026-01-31' }, NOW)).current, ['2026-01-02', '2026-01-31'])
    assert.deepEqual(dates(resolvePeriods({ from: '2026-03-01', to: '2026-03-07' }, NOW)).previous, ['2026-02-22', '2026-02-28'])
    assert.deepEqual(dates(resolvePeriods({ from: '2026-03-05', to: '2026-03-05' }, NOW)).previous, ['2026-03-04', '2026-03-04'])
  })

  test('the instants bound Vietnamese days', () => {
    const p = resolvePeriods({ from: '2026-03-01', to: '2026-03-07' }, NOW)
    assert.equal(p.current.start.toISOString(), '2026-02-28T17:00:00.000Z')
    assert.equal(p.current.end.toISOString(), '2026-03-07T17:00:00.000Z')
    assert.equal(p.previous.start.toISOString(), '2026-02-21T17:00:00.000Z')
    assert.equal(p.previous.end.toISOString(), '2026-02-28T17:00:00.000Z')
  })

  test('a previous period reaching past the window is cut at it; one wholly before it has no figures', () => {
    assert.deepEqual(dates(resolvePeriods({ from: '2024-09-21', to: '2024-10-10' }, NOW)), {
      current: ['2024-09-21', '2024-10-10'],
      previous: ['2024-09-11', '2024-09-20'],
      from_clamped: false,
      readable: [true, true],
    })
    assert.deepEqual(dates(resolvePeriods({ from: '2024-09-11', to: '2024-09-30' }, NOW)), {
      current: ['2024-09-11', '2024-09-30'],
      previous: ['2024-08-22', '2024-09-10'],
      from_clamped: false,
      readable: [true, false],
    })
  })

  test('a clamped from: the period starts at the window, the previous one lies before it', () => {
    assert.deepEqual(dates(resolvePeriods({ from: '2020-01-01' }, NOW)), {
      current: ['2024-09-11', '2026-03-11'],
      previous: ['2023-03-14', '2024-09-10'],
      from_clamped: true,
      readable: [true, false],
    })
    // The default from of an old `to` is clamped too.
    assert.equal(resolvePeriods({ to: '2024-09-20' }, NOW).from_clamped, true)
  })

  test('a period wholly before the window keeps its dates and has no figures', () => {
    assert.deepEqual(dates(resolvePeriods({ from: '2020-01-01', to: '2020-01-10' }, NOW)), {
      current: ['2024-09-11', '2020-01-10'],
      previous: ['2019-12-22', '2019-12-31'],
      from_clamped: true,
      readable: [false, false],
    })
  })

  test('a reversed range is 422 invalid_range, against today when `to` is left out', () => {
    for (const query of [{ from: '2026-03-08', to: '2026-03-07' }, { from: '2026-03-12' }]) {
      assert.throws(
        () => resolvePeriods(query, NOW),
        (error: unknown) => error instanceof DataApiError && error.statusCode === 422 && error.code === 'invalid_range',
      )
    }
  })
})
