/**
 * How the metrics round and compare their figures: one place, so that every indicator rounds
 * the same way and its delta is taken between the values the client actually sees.
 */

/** Decimals of each kind of figure: counts are whole, days and percentages one decimal, money two. */
export const DECIMALS = { count: 0, days: 1, percent: 1, money: 2 } as const

/**
 * `value` rounded to `decimals` places, halves away from zero (2.25 → 2.3, −2.25 → −2.3).
 * Scaling through the decimal exponent instead of multiplying keeps 1.005 from becoming
 * 100.49999… before it is rounded.
 */
export function roundHalfAway(value: number, decimals: number): number {
  const magnitude = Math.abs(value)
  const scaled = String(magnitude).includes('e') ? magnitude * 10 ** decimals : Number(`${magnitude}e${decimals}`)
  const rounded = Math.round(scaled)
  const back = String(rounded).includes('e') ? rounded / 10 ** decimals : Number(`${rounded}e-${decimals}`)
  // `+ 0` turns a negative zero into a zero.
  return Math.sign(value) * back + 0
}

/**
 * `part / whole` as a percentage, unrounded; null when there is nothing to divide by. Multiplied
 * first, so that a count ratio landing on a half (23 of 80 is 28.75 %) is exactly that half.
 */
export function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : (part * 100) / whole
}

/** One period's figure of an indicator: its value (null when undefined) and how many rows it rests on. */
export interface Figure {
  value: number | null
  sample: number
}

export interface Indicator {
  current: number | null
  previous: number | null
  delta: number | null
  delta_pct: number | null
  sample_size: number | null
  previous_sample_size: number | null
}

/**
 * An indicator from its two periods' figures (a period that cannot be read is `null`): each value
 * rounded to `decimals`, the delta taken between the rounded values and rounded again (so that
 * 0.3 − 0.1 reads 0.2), and the delta as a percentage of the previous value, one decimal, null
 * when the previous value is 0 or missing.
 */
export function indicator(current: Figure | null, previous: Figure | null, decimals: number): Indicator {
  const now = current?.value == null ? null : roundHalfAway(current.value, decimals)
  const before = previous?.value == null ? null : roundHalfAway(previous.value, decimals)
  const delta = now === null || before === null ? null : roundHalfAway(now - before, decimals)
  const deltaPct = delta === null || before === null || before === 0 ? null : roundHalfAway((delta / before) * 100, DECIMALS.percent)
  return {
    current: now,
    previous: before,
    delta,
    delta_pct: deltaPct,
    sample_size: current?.sample ?? null,
    previous_sample_size: previous?.sample ?? null,
  }
}
