import { VIETNAM_OFFSET_MS } from '../../platform/time.ts'

export const DAY_MS = 24 * 3600 * 1000
export const HOUR_MS = 3600 * 1000
const MINUTE_MS = 60 * 1000

/**
 * A seeded source of randomness (mulberry32): the same seed gives the same demo history on every
 * machine, so a demo is reproducible and its tests can hold exact figures.
 */
export class Random {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list')
    return items[Math.floor(this.next() * items.length)]!
  }

  /** One item, each as likely as its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0)
    let roll = this.next() * total
    for (const [item, weight] of items) {
      roll -= weight
      if (roll < 0) return item
    }
    return items[items.length - 1]![0]
  }

  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items]
    const out: T[] = []
    while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0]!)
    return out
  }

  shuffle<T>(items: readonly T[]): T[] {
    return this.sample(items, items.length)
  }
}

/** Midnight (Vietnam time) of the day an instant falls on, as epoch milliseconds. */
export function vietnamMidnight(ms: number): number {
  return Math.floor((ms + VIETNAM_OFFSET_MS) / DAY_MS) * DAY_MS - VIETNAM_OFFSET_MS
}

/** 0 = Sunday … 6 = Saturday, in Vietnam. */
export function vietnamWeekday(ms: number): number {
  return new Date(ms + VIETNAM_OFFSET_MS).getUTCDay()
}

function atVietnamClock(midnight: number, hour: number, minute: number): number {
  return midnight + hour * HOUR_MS + minute * MINUTE_MS
}

/**
 * An instant in office hours (08:30–17:30, Vietnam time) on the first working day at or after
 * `days` days past `from`, and always after `from`: what a member's action looks like. A few
 * land on a Saturday morning, as they do in Vietnamese offices.
 */
export function officeTimeAfter(rng: Random, from: number, days: number): number {
  let midnight = vietnamMidnight(from + days * DAY_MS)
  const saturdayWork = rng.chance(0.04)
  for (;;) {
    const weekday = vietnamWeekday(midnight)
    if (weekday !== 0 && (weekday !== 6 || saturdayWork)) break
    midnight += DAY_MS
  }
  const latestHour = vietnamWeekday(midnight) === 6 ? 11 : 17
  let at = atVietnamClock(midnight, rng.int(8, latestHour), rng.pick([0, 5, 10, 15, 20, 30, 40, 45, 50]))
  if (at < atVietnamClock(midnight, 8, 30)) at += 30 * MINUTE_MS
  // Same day and already past that hour: the action comes a little later that day or the next.
  if (at <= from) at = from + rng.int(20, 150) * MINUTE_MS
  return at
}

/**
 * When a candidate sends an application: any day, mostly on weekdays, from early morning to late
 * evening.
 */
export function candidateTimeOn(rng: Random, day: number): number {
  let midnight = vietnamMidnight(day)
  const weekday = vietnamWeekday(midnight)
  if ((weekday === 0 || weekday === 6) && rng.chance(0.7)) midnight += (weekday === 6 ? 2 : 1) * DAY_MS
  return atVietnamClock(midnight, rng.int(7, 22), rng.int(0, 59))
}

/** A start time for an interview: on the hour or half past, in office hours, on a working day. */
export function interviewSlotAfter(rng: Random, from: number, days: number): number {
  const [hour, minute] = rng.pick([
    [9, 0],
    [9, 30],
    [10, 0],
    [10, 30],
    [14, 0],
    [14, 30],
    [15, 0],
    [15, 30],
    [16, 0],
  ] as const)
  for (let midnight = vietnamMidnight(from + days * DAY_MS); ; midnight += DAY_MS) {
    const weekday = vietnamWeekday(midnight)
    const at = atVietnamClock(midnight, hour, minute)
    if (weekday !== 0 && weekday !== 6 && at > from) return at
  }
}

/** The calendar date (`YYYY-MM-DD`) in Vietnam. */
export function vietnamDay(ms: number): string {
  return new Date(ms + VIETNAM_OFFSET_MS).toISOString().slice(0, 10)
}

export function iso(ms: number): string {
  return new Date(ms).toISOString()
}

/** Vietnamese text without its marks, for e-mail addresses and slugs: "Nguyễn Đức" → "Nguyen Duc". */
export function withoutDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
}
