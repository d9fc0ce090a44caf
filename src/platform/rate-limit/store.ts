export interface HitResult {
  allowed: boolean
  /** Hits inside the window, this one included when it was allowed. */
  count: number
  /** When refused: how long until the oldest hit leaves the window. */
  retryAfterMs: number
}

/**
 * A sliding-window log: a hit is allowed when fewer than `limit` earlier hits fall within the
 * `windowMs` before `now`. Unlike fixed windows, nothing resets on a minute boundary, so a burst
 * straddling two minutes is still counted as one minute's worth.
 */
export interface RateLimitStore {
  hit(key: string, limit: number, windowMs: number, now: number): Promise<HitResult>
  /**
   * A fixed-window counter, for quotas that reset at a set time (a calendar day): a hit is
   * allowed while fewer than `limit` hits were allowed under `key` before `windowEndsAt`. Put the
   * window in the key (the date); `windowEndsAt` says when the counter may be forgotten and is
   * what a refusal's `retryAfterMs` counts down to. Refused hits are not counted.
   */
  hitFixedWindow(key: string, limit: number, windowEndsAt: number, now: number): Promise<HitResult>
  close(): Promise<void>
}
