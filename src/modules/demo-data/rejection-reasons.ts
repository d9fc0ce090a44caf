import type { StageType } from '../pipelines/pipelines.port.ts'
import type { Random } from './random.ts'

/** Why an application ends: the stage it ends in, or what happened. */
export type RejectionSituation = StageType | 'withdrew' | 'no_show' | 'filled' | 'closed' | 'offer_compensation'

/**
 * The reasons a recruiter would pick in each situation, by the codes every tenant starts with
 * (see DEFAULT_REJECTION_REASONS), most likely first.
 */
const LIKELY: Record<RejectionSituation, readonly (readonly [string, number])[]> = {
  sourced: [
    ['not_qualified', 3],
    ['salary_mismatch', 2],
    ['candidate_withdrew', 1],
  ],
  applied: [
    ['not_qualified', 6],
    ['salary_mismatch', 1.5],
    ['overqualified', 1],
    ['other', 0.5],
  ],
  screening: [
    ['not_qualified', 3],
    ['salary_mismatch', 3],
    ['culture_fit', 1],
    ['candidate_withdrew', 1.5],
    ['other', 0.5],
  ],
  assessment: [
    ['failed_assessment', 9],
    ['candidate_withdrew', 1],
  ],
  interview: [
    ['not_qualified', 4],
    ['culture_fit', 3],
    ['salary_mismatch', 1],
    ['other', 0.5],
  ],
  hm_review: [
    ['culture_fit', 3],
    ['not_qualified', 2],
    ['position_filled', 0.5],
  ],
  offer: [['candidate_withdrew', 1]],
  hired: [['other', 1]],
  custom: [
    ['not_qualified', 2],
    ['culture_fit', 1],
    ['other', 1],
  ],
  withdrew: [['candidate_withdrew', 1]],
  no_show: [['no_show', 1]],
  filled: [['position_filled', 1]],
  closed: [['other', 1]],
  offer_compensation: [
    ['salary_mismatch', 3],
    ['candidate_withdrew', 1],
  ],
}

/**
 * Picks rejection reason codes among the tenant's own: the likely ones when the tenant has them,
 * `other` or any of its codes when not, none when the tenant has no reasons at all.
 */
export class RejectionReasons {
  private readonly codes: ReadonlySet<string>

  constructor(codes: readonly string[]) {
    this.codes = new Set(codes)
  }

  pick(situation: RejectionSituation, rng: Random): string | null {
    const likely = LIKELY[situation].filter(([code]) => this.codes.has(code))
    if (likely.length > 0) return rng.weighted(likely)
    if (this.codes.has('other')) return 'other'
    return this.codes.size > 0 ? rng.pick([...this.codes].sort()) : null
  }
}
