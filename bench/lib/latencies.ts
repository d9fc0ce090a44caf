/** Every response time of a run, kept exactly (autocannon's own histogram rounds to whole milliseconds). */
export class Latencies {
  private values = new Float64Array(1 << 16)
  private count = 0

  add(ms: number) {
    if (this.count === this.values.length) {
      const grown = new Float64Array(this.values.length * 2)
      grown.set(this.values)
      this.values = grown
    }
    this.values[this.count++] = ms
  }

  /** Nearest-rank percentile. */
  percentile(p: number): number {
    if (this.count === 0) return Number.NaN
    const sorted = this.values.subarray(0, this.count).sort()
    return sorted[Math.min(this.count - 1, Math.ceil((p / 100) * this.count) - 1)]!
  }
}
