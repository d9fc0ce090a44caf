import { DECIMALS, percent, roundHalfAway } from '../figures.ts'

/** `part / whole` as a percentage with one decimal; null when `whole` is 0. */
export function rate(part: number, whole: number): number | null {
  const value = percent(part, whole)
  return value === null ? null : roundHalfAway(value, DECIMALS.percent)
}

/** A number of days with one decimal; null stays null (nothing to average). */
export function days(value: number | null): number | null {
  return value === null ? null : roundHalfAway(value, DECIMALS.days)
}
