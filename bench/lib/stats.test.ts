import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { fittedChange, median } from './stats.ts'

describe('bench statistics', () => {
  it('median takes the middle value, or the mean of the two middle ones', () => {
    assert.equal(median([3, 1, 2]), 2)
    assert.equal(median([4, 1, 3, 2]), 2.5)
  })

  it('a straight line changes by its rise over its first value, with no margin', () => {
    const { change, margin } = fittedChange([10, 11, 12, 13, 14])
    assert.ok(Math.abs(change - 0.4) < 1e-12)
    assert.ok(margin < 1e-12)
  })

  it('a flat series with one high last value is a small change inside a wide margin', () => {
    const { change, margin } = fittedChange([10, 10, 10, 10, 10, 10, 10, 10, 10, 20])
    // The last value alone is +100 %; the line through all ten rises far less.
    assert.ok(change > 0 && change < 0.6, `change ${change}`)
    assert.ok(margin > change, `margin ${margin} against change ${change}`)
  })

  it('matches a least-squares fit worked by hand', () => {
    // x = 0..3, y = 1, 3, 2, 5: slope 1.1, intercept 1.1, residuals 0.1² + 0.8² + 1.3² + 0.6² = 2.70.
    const { change, margin } = fittedChange([1, 3, 2, 5])
    assert.ok(Math.abs(change - (1.1 * 3) / 1.1) < 1e-12)
    assert.ok(Math.abs(margin - (2 * Math.sqrt(2.7 / 2 / 5) * 3) / 1.1) < 1e-12)
  })

  it('refuses fewer than three values', () => {
    assert.throws(() => fittedChange([1, 2]))
  })
})
