/** True for PostgreSQL's unique_violation (23505), from node-postgres and PGlite alike. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null
  if (e?.code !== '23505') return false
  if (!constraint) return true
  return e.constraint === constraint || (e.message ?? '').includes(constraint)
}
