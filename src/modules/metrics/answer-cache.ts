/**
 * Metrics answers kept for as long as they are still exactly true, so that a report screen or
 * an agent asking the same question again does not pay for the whole computation again:
 *  - the database snapshot is the one the answer was computed in: no transaction has written
 *    anything since, in any tenant (`pg_current_snapshot()` unchanged, as for the Data API's
 *    reused totals in data-api/paging.ts), and
 *  - the answer is younger than `maxAgeMs`: a few figures move with the clock alone (a pending
 *    offer past its deadline reads as declined, aging is judged against now).
 * Any write makes the next request compute afresh. An answer says when it was computed in
 * `generated_at`. The cache lives in the process; the oldest entries go first when it is full.
 *
 * With several instances on one database there is nothing to share: the snapshot is the
 * database's, not the process's, so a write committed through any instance changes it for every
 * instance, and an answer kept by one is reused only while it is still the answer all of them
 * would compute. (A snapshot never comes back once left: its xmax only grows, and the
 * transactions it lists as running can only finish.) A second instance merely computes the
 * same answer once more. Test: test/multi-instance/two-instances.test.ts.
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, { snapshot: string; computedAt: number; answer: T }>()
  /** How requests were answered since start: for tests and diagnostics. */
  readonly stats = { hits: 0, misses: 0 }

  constructor(
    private readonly maxEntries = 500,
    private readonly maxAgeMs = 60_000,
  ) {}

  get(key: string, snapshot: string, now: number): T | undefined {
    const known = this.entries.get(key)
    if (known && known.snapshot === snapshot && now - known.computedAt < this.maxAgeMs) {
      this.stats.hits++
      return known.answer
    }
    this.stats.misses++
    return undefined
  }

  set(key: string, snapshot: string, computedAt: number, answer: T): void {
    this.entries.delete(key)
    this.entries.set(key, { snapshot, computedAt, answer })
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
  }
}
