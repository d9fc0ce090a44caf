/** Vietnam has no daylight saving time: it is UTC+7 all year. */
export const VIETNAM_OFFSET_MS = 7 * 3600 * 1000

/** `YYYY-MM-DDTHH:mm:ss.sssZ`, the one shape every timestamp has on the way out. */
export function formatTimestamp(date: Date): string {
  return date.toISOString()
}

/** The calendar date (`YYYY-MM-DD`) that an instant falls on in Vietnam. */
export function vietnamDate(instant: Date): string {
  return new Date(instant.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10)
}

export function vietnamYear(instant: Date): number {
  return Number(vietnamDate(instant).slice(0, 4))
}

/** The UTC instants bounding a Vietnamese calendar day: `[start, end)`. */
export function vietnamDayBounds(date: string): { start: Date; end: Date } {
  const midnightUtc = Date.parse(`${date}T00:00:00.000Z`)
  if (Number.isNaN(midnightUtc)) throw new RangeError(`not a calendar date: ${date}`)
  const start = new Date(midnightUtc - VIETNAM_OFFSET_MS)
  return { start, end: new Date(start.getTime() + 24 * 3600 * 1000) }
}

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i

/** Parses an ISO 8601 instant that names its zone; anything else (epochs, zone-less) is undefined. */
export function parseInstant(text: string): Date | undefined {
  if (!ISO_WITH_ZONE.test(text)) return undefined
  const ms = Date.parse(text)
  return Number.isNaN(ms) ? undefined : new Date(ms)
}
