/** How hard and how long every target is loaded; the same for all of them so runs compare. */
export interface LoadSettings {
  connections: number
  durationSeconds: number
  warmupSeconds: number
}

/** A mistake in how the bench was called: worth a message, not a stack trace. */
export class UsageError extends Error {}

function whole(name: string, fallback: number, min: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < min) {
    throw new UsageError(`${name} must be a whole number of at least ${min}, got "${raw}"`)
  }
  return Number(raw)
}

export function loadSettings(): LoadSettings {
  return {
    connections: whole('BENCH_CONNECTIONS', 10, 1),
    durationSeconds: whole('BENCH_DURATION', 10, 1),
    // The service needs about five seconds under load before its figures settle (V8 tiering up
    // the embedded database's WebAssembly and the app's own code); less measures a cold start.
    warmupSeconds: whole('BENCH_WARMUP', 5, 0),
  }
}
