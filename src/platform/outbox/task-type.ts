/**
 * A kind of background work: its name in the queue, how often it is tried and how long it
 * waits between tries. The payload type travels with it, so enqueueing and handling agree.
 */
export interface TaskType<Payload> {
  readonly name: string
  /** Attempts before the task is given up as dead. */
  readonly attempts: number
  /** The wait after failed attempt `attempt` (1-based) before the next one, before jitter. */
  readonly delayAfter: (attempt: number) => number
  /** Never read: carries the payload type. */
  readonly payload?: Payload
}

/** Exponential: 1 s, 2 s, 4 s, … up to an hour between tries. */
export const exponentialBackoff =
  (baseMs = 1000, capMs = 3_600_000) =>
  (attempt: number) =>
    Math.min(capMs, baseMs * 2 ** (attempt - 1))

/** A fixed list of waits: `schedule[n - 1]` after attempt n; its length + 1 attempts in all. */
export function scheduledBackoff(schedule: readonly number[]): Pick<TaskType<unknown>, 'attempts' | 'delayAfter'> {
  return { attempts: schedule.length + 1, delayAfter: (attempt) => schedule[Math.min(attempt, schedule.length) - 1] ?? 0 }
}

export function taskType<Payload>(
  name: string,
  retry: Pick<TaskType<Payload>, 'attempts' | 'delayAfter'> = { attempts: 8, delayAfter: exponentialBackoff() },
): TaskType<Payload> {
  return { name, ...retry }
}

/**
 * Spreads retries by ±20% so that tasks that failed together (a receiver was down) do not all
 * come back in the same instant.
 */
export function withJitter(delayMs: number, random: () => number = Math.random): number {
  return Math.round(delayMs * (0.8 + 0.4 * random()))
}
