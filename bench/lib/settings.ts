/** How hard and how long each target is loaded; the same for every target of a scenario so they compare. */
export interface LoadSettings {
  connections: number
  durationSeconds: number
  warmupSeconds: number
}

/** A mistake in how the bench was called: worth a message, not a stack trace. */
export class UsageError extends Error {}

/** A whole-number environment variable, or `fallback` when it is unset or blank. */
export function wholeFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < min) {
    throw new UsageError(`${name} must be a whole number of at least ${min}, got "${raw}"`)
  }
  return Number(raw)
}

/** One of `choices` from an environment variable, or the first of them when it is unset or blank. */
export function choiceFromEnv<T extends string>(name: string, choices: readonly [T, ...T[]]): T {
  const raw = process.env[name]?.trim()
  if (raw === undefined || raw === '') return choices[0]
  if (!(choices as readonly string[]).includes(raw)) throw new UsageError(`${name} must be one of ${choices.join(', ')}, got "${raw}"`)
  return raw as T
}

export interface BenchSettings extends LoadSettings {
  /** BENCH_CONNECTIONS was given: it then wins over a scenario's own connection count. */
  connectionsFromEnv: boolean
}

export function loadSettings(): BenchSettings {
  return {
    connections: wholeFromEnv('BENCH_CONNECTIONS', 10, 1),
    connectionsFromEnv: (process.env.BENCH_CONNECTIONS ?? '').trim() !== '',
    durationSeconds: wholeFromEnv('BENCH_DURATION', 10, 1),
    // The service needs about five seconds under load before its figures settle (V8 tiering up
    // the embedded database's WebAssembly and the app's own code); less measures a cold start.
    warmupSeconds: wholeFromEnv('BENCH_WARMUP', 5, 0),
  }
}

/** The load of one scenario: its own connection count unless BENCH_CONNECTIONS says otherwise. */
export function loadFor(settings: BenchSettings, scenarioConnections: number | undefined): LoadSettings {
  const { connectionsFromEnv, ...load } = settings
  return connectionsFromEnv || scenarioConnections === undefined ? load : { ...load, connections: scenarioConnections }
}
