import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'

/** How the bench process's event loop (the service's, in the soak) fared over a stretch of time. */
export interface LoopActivity {
  /** 99th percentile and worst delay of the loop, sampled every 10 ms. */
  delayP99Ms: number
  delayMaxMs: number
  /** Garbage collection: its total pause time, and the longest pause. */
  gcMs: number
  gcMaxMs: number
}

/**
 * Watches the event loop's delay and the garbage collector's pauses from now until the answer
 * is called: a stall of the service shows here, one of the database does not.
 */
export function watchEventLoop(): () => LoopActivity {
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  let gcMs = 0
  let gcMaxMs = 0
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMs += entry.duration
      gcMaxMs = Math.max(gcMaxMs, entry.duration)
    }
  })
  gc.observe({ entryTypes: ['gc'] })
  return () => {
    delay.disable()
    gc.disconnect()
    return { delayP99Ms: delay.percentile(99) / 1e6, delayMaxMs: delay.max / 1e6, gcMs, gcMaxMs }
  }
}
