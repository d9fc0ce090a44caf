/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** A whole number with thousands separators, as the reports print counts. */
export const formatCount = (value: number) => value.toLocaleString('en-US')

/** How a series moved along the least-squares line through it (see fittedChange). */
export interface FittedChange {
  /** The line's last value against its first, as a fraction of the first: 0.1 is 10 % higher. */
  change: number
  /** Two standard errors of that change: a change smaller than this is within the series' own scatter. */
  margin: number
}

/**
 * The change from first to last of the straight line fitted (least squares) through values
 * taken at equal steps. Unlike the last value against the first, it reads every value, so one
 * unlucky minute at either end does not decide it; the margin says how much of the change the
 * scatter around the line could make by itself.
 */
export function fittedChange(values: number[]): FittedChange {
  const n = values.length
  if (n < 3) throw new Error('a line through fewer than three values has no scatter to measure')
  const meanX = (n - 1) / 2
  const meanY = values.reduce((sum, y) => sum + y, 0) / n
  let sxx = 0
  let sxy = 0
  values.forEach((y, x) => {
    sxx += (x - meanX) ** 2
    sxy += (x - meanX) * (y - meanY)
  })
  const slope = sxy / sxx
  const first = meanY - slope * meanX
  const residuals = values.reduce((sum, y, x) => sum + (y - (first + slope * x)) ** 2, 0)
  const slopeError = Math.sqrt(residuals / (n - 2) / sxx)
  return { change: (slope * (n - 1)) / first, margin: (2 * slopeError * (n - 1)) / Math.abs(first) }
}
