import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { normalizeCriteria, sameCriteria, scoreIssues, weightedScore } from './scoring.ts'

const c = (criterion: string, score: number, weight = 1) => ({ criterion, score, weight })

describe('weightedScore', () => {
  test('is Σ(score × weight) / Σ(weight)', () => {
    assert.equal(weightedScore([c('a', 4, 1), c('b', 3, 2), c('c', 5, 1)]), 3.75)
    assert.equal(weightedScore([c('a', 2, 3), c('b', 5, 1)]), 2.75)
  })

  test('equal weights give the plain mean; one criterion gives its score', () => {
    assert.equal(weightedScore([c('a', 1), c('b', 2), c('c', 4)]), 2.3333)
    assert.equal(weightedScore([c('only', 4, 7)]), 4)
  })

  test('only relative weights matter', () => {
    assert.equal(weightedScore([c('a', 4, 0.5), c('b', 2, 1.5)]), weightedScore([c('a', 4, 1), c('b', 2, 3)]))
    assert.equal(weightedScore([c('a', 4, 1), c('b', 2, 3)]), 2.5)
  })

  test('fractional weights do not leak binary noise', () => {
    // 0.1 and 0.2 are not exact in binary; the result is rounded to 4 decimals.
    assert.equal(weightedScore([c('a', 3, 0.1), c('b', 4, 0.2)]), 3.6667)
    assert.equal(weightedScore([c('a', 5, 0.1), c('b', 5, 0.2)]), 5)
  })

  test('is null without criteria', () => {
    assert.equal(weightedScore(null), null)
    assert.equal(weightedScore(undefined), null)
    assert.equal(weightedScore([]), null)
  })
})

describe('normalizeCriteria', () => {
  test('trims names and gives a missing weight 1', () => {
    assert.deepEqual(
      normalizeCriteria([
        { criterion: '  SQL ', score: 4 },
        { criterion: 'Go', score: 2, weight: 3 },
      ]),
      [c('SQL', 4, 1), c('Go', 2, 3)],
    )
    assert.equal(normalizeCriteria(null), null)
    assert.equal(normalizeCriteria(undefined), null)
  })
})

describe('sameCriteria', () => {
  test('compares values in order, whatever the key order', () => {
    const fromDb = JSON.parse('[{"score": 4, "weight": 1, "criterion": "SQL"}]')
    assert.ok(sameCriteria(fromDb, [c('SQL', 4, 1)]))
    assert.ok(!sameCriteria(fromDb, [c('SQL', 4, 2)]))
    assert.ok(!sameCriteria(fromDb, [c('SQL', 4, 1), c('Go', 1)]))
    assert.ok(!sameCriteria(fromDb, null))
    assert.ok(sameCriteria(null, null))
  })
})

describe('scoreIssues', () => {
  const sent = { overallRating: true, criteria: true }
  const locs = (issues: ReturnType<typeof scoreIssues>) => issues.map((i) => i.loc.join('.'))

  test('accepts ratings and scores from 1 to the scale', () => {
    for (const value of [1, 5]) {
      assert.deepEqual(scoreIssues({ ratingScale: 5, overallRating: value, criteria: [c('a', value)], sent }), [])
    }
    assert.deepEqual(scoreIssues({ ratingScale: 10, overallRating: null, criteria: null, sent }), [])
  })

  test('refuses 0 and scale + 1 where they were sent', () => {
    assert.deepEqual(locs(scoreIssues({ ratingScale: 5, overallRating: 6, criteria: [c('a', 0.5), c('b', 6)], sent })), [
      'body.overall_rating',
      'body.criteria_scores.0.score',
      'body.criteria_scores.1.score',
    ])
    assert.deepEqual(locs(scoreIssues({ ratingScale: 5, overallRating: 0, criteria: null, sent })), ['body.overall_rating'])
  })

  test('blames the scale for kept values that no longer fit it', () => {
    const issues = scoreIssues({ ratingScale: 3, overallRating: 4, criteria: [c('a', 5)], sent: { overallRating: false, criteria: false } })
    assert.deepEqual(locs(issues), ['body.rating_scale', 'body.rating_scale'])
    assert.match(issues[0]!.msg, /overall_rating \(4\)/)
    assert.match(issues[1]!.msg, /"a" \(5\)/)
  })

  test('refuses a criterion named twice, ignoring case', () => {
    assert.deepEqual(locs(scoreIssues({ ratingScale: 5, overallRating: null, criteria: [c('SQL', 1), c('Go', 2), c('sql', 3)], sent })), [
      'body.criteria_scores.2.criterion',
    ])
  })
})
