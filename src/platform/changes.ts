/**
 * The requested fields whose values differ from the record's: what an update really changes,
 * which is what gets written and what the audit log records. Undefined means "not sent".
 */
export function changedFields<T extends object>(current: T, requested: Partial<T>): Partial<T> {
  const changed: Partial<T> = {}
  for (const key of Object.keys(requested) as (keyof T)[]) {
    const value = requested[key]
    if (value !== undefined && !sameValue(current[key], value)) changed[key] = value
  }
  return changed
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime()
  if (a && b && typeof a === 'object' && typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b)
  return a === b
}
