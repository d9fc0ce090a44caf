import type { ValidationIssue } from '../../platform/errors.ts'
import type { CriterionScore } from './evaluations.table.ts'

/**
 * Σ(score × weight) / Σ(weight): a criterion weighted 2 counts twice. Rounded to 4 decimals so
 * that binary fractions (weights such as 0.1) do not surface as 3.7499999999. Null without
 * criteria, so that "not scored by criteria" never reads as a score of 0.
 */
export function weightedScore(criteria: readonly Pick<CriterionScore, 'score' | 'weight'>[] | null | undefined): number | null {
  if (!criteria || criteria.length === 0) return null
  let total = 0
  let weights = 0
  for (const { score, weight } of criteria) {
    total += score * weight
    weights += weight
  }
  if (!(weights > 0)) return null
  return Math.round((total / weights) * 10_000) / 10_000
}

/** Criteria as stored: names trimmed, weight 1 when the client gave none, keys in one order. */
export function normalizeCriteria(
  criteria: readonly { criterion: string; score: number; weight?: number }[] | null | undefined,
): CriterionScore[] | null {
  if (!criteria) return null
  return criteria.map((c) => ({ criterion: c.criterion.trim(), score: c.score, weight: c.weight ?? 1 }))
}

/** Whether two criteria lists say the same, whatever order the database gave the JSON keys in. */
export function sameCriteria(a: readonly CriterionScore[] | null, b: readonly CriterionScore[] | null): boolean {
  if (a === null || b === null) return a === b
  return a.length === b.length && a.every((c, i) => c.criterion === b[i]!.criterion && c.score === b[i]!.score && c.weight === b[i]!.weight)
}

export interface ScoreCheck {
  ratingScale: number
  overallRating: number | null
  criteria: readonly CriterionScore[] | null
  /** Which of the three the request sent: an issue is reported on what was sent, else on the scale that moved. */
  sent: { overallRating: boolean; criteria: boolean }
}

/**
 * The rules that tie ratings to the scale, beyond what the schema can say: the overall rating
 * and each criterion score within 1…rating_scale, and criterion names unique (ignoring case).
 * Values the request did not send are checked too, because a new scale can put them out of range.
 */
export function scoreIssues({ ratingScale, overallRating, criteria, sent }: ScoreCheck): ValidationIssue[] {
  const issues: ValidationIssue[] = []
  const outOfRange = (value: number) => value < 1 || value > ratingScale
  if (overallRating !== null && outOfRange(overallRating)) {
    issues.push(
      sent.overallRating
        ? { loc: ['body', 'overall_rating'], msg: `Input should be within 1 and the rating scale (${ratingScale})`, type: 'value_error' }
        : {
            loc: ['body', 'rating_scale'],
            msg: `The evaluation's overall_rating (${overallRating}) does not fit a scale of ${ratingScale}`,
            type: 'value_error',
          },
    )
  }
  const seen = new Set<string>()
  criteria?.forEach((c, i) => {
    if (outOfRange(c.score)) {
      issues.push(
        sent.criteria
          ? {
              loc: ['body', 'criteria_scores', i, 'score'],
              msg: `Input should be within 1 and the rating scale (${ratingScale})`,
              type: 'value_error',
            }
          : {
              loc: ['body', 'rating_scale'],
              msg: `The score of criterion "${c.criterion}" (${c.score}) does not fit a scale of ${ratingScale}`,
              type: 'value_error',
            },
      )
    }
    const key = c.criterion.normalize('NFC').toLocaleLowerCase()
    if (seen.has(key)) {
      issues.push({ loc: ['body', 'criteria_scores', i, 'criterion'], msg: 'Criterion names must be unique', type: 'value_error' })
    }
    seen.add(key)
  })
  return issues
}
