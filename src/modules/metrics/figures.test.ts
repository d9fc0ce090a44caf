import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { DECIMALS, indicator, percent, roundHalfAway } from './figures.ts'

describe('metrics figures: rounding and deltas', () => {
  test('halves round away from zero, on both sides of it', () => {
    assert.equal(roundHalfAway(2.25, 1), 2.3)
    assert.equal(roundHalfAway(-2.25, 1), -2.3)
    assert.equal(roundHalfAway(0.05, 1), 0.1)
    assert.equal(roundHalfAway(-0.05, 1), -0.1)
    assert.equal(roundHalfAway(2.5, 0), 3)
    assert.equal(roundHalfAway(-2.5, 0), -3)
    assert.equal(roundHalfAway(2.24, 1), 2.2)
    assert.equal(roundHalfAway(-2.24, 1), -2.2)
  })

  test('values that binary floating point stores just under the half still round up', () => {
    // 1.005 is 1.00499999999999989… as a double; 1.005 * 100 is 100.49999999999999.
    assert.equal(roundHalfAway(1.005, 2), 1.01)
    assert.equal(roundHalfAway(8.345, 2), 8.35)
    assert.equal(roundHalfAway(1.45, 1), 1.5)
    assert.equal(roundHalfAway(-1.005, 2), -1.01)
  })

  test('tiny and huge magnitudes, whose text form has an exponent, still round', () => {
    assert.equal(roundHalfAway(1e-7, 1), 0)
    assert.ok(Object.is(roundHalfAway(-1e-7, 1), 0), 'no negative zero')
    assert.equal(roundHalfAway(1.5e21, 2), 1.5e21)
    assert.equal(roundHalfAway(0, 1), 0)
  })

  test('percent: null when there is nothing to divide by', () => {
    assert.equal(percent(1, 0), null)
    assert.equal(percent(0, 4), 0)
    assert.ok(Math.abs(percent(1, 3)! - 33.333333333) < 1e-6)
    // (23 / 80) * 100 is 28.749999999999996 in floating point, which would round down.
    assert.equal(percent(23, 80), 28.75)
    assert.equal(roundHalfAway(percent(23, 80)!, 1), 28.8)
  })

  test('an indicator rounds both values, subtracts the rounded values and rounds the difference', () => {
    // 0.3 - 0.1 is 0.19999999999999998 in floating point.
    assert.deepEqual(indicator({ value: 0.3, sample: 10 }, { value: 0.1, sample: 9 }, DECIMALS.percent), {
      current: 0.3,
      previous: 0.1,
      delta: 0.2,
      delta_pct: 200,
      sample_size: 10,
      previous_sample_size: 9,
    })
    // 12.35 → 12.4 and 10.04 → 10: delta 2.4 (not 2.31), delta_pct 24.
    assert.deepEqual(indicator({ value: 12.35, sample: 3 }, { value: 10.04, sample: 2 }, DECIMALS.days), {
      current: 12.4,
      previous: 10,
      delta: 2.4,
      delta_pct: 24,
      sample_size: 3,
      previous_sample_size: 2,
    })
    assert.deepEqual(indicator({ value: 3, sample: 3 }, { value: 4, sample: 4 }, DECIMALS.count), {
      current: 3,
      previous: 4,
      delta: -1,
      delta_pct: -25,
      sample_size: 3,
      previous_sample_size: 4,
    })
    // 1/3 of a change: 33.333… → 33.3.
    assert.equal(indicator({ value: 4, sample: 4 }, { value: 3, sample: 3 }, DECIMALS.count).delta_pct, 33.3)
  })

  test('delta_pct is null on a zero previous value; delta is null when either value is', () => {
    const fromZero = indicator({ value: 5, sample: 5 }, { value: 0, sample: 0 }, DECIMALS.count)
    assert.equal(fromZero.delta, 5)
    assert.equal(fromZero.delta_pct, null)
    const undefinedNow = indicator({ value: null, sample: 0 }, { value: 50, sample: 2 }, DECIMALS.percent)
    assert.deepEqual([undefinedNow.current, undefinedNow.delta, undefinedNow.delta_pct], [null, null, null])
    const unreadableBefore = indicator({ value: 7, sample: 7 }, null, DECIMALS.count)
    assert.deepEqual(unreadableBefore, {
      current: 7,
      previous: null,
      delta: null,
      delta_pct: null,
      sample_size: 7,
      previous_sample_size: null,
    })
  })
})
