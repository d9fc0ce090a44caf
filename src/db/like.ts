import { sql, type RawBuilder, type SqlBool } from 'kysely'

/**
 * Search terms are literal text: `%`, `_` and `\` in what a client typed are escaped before the
 * term becomes a LIKE pattern (backslash is PostgreSQL's default LIKE escape), so `%` finds a
 * percent sign and nothing else, and no term makes the matcher backtrack.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** Matches text that contains `term` anywhere. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`
}

/**
 * The pattern of a search over folded `search_text`. Three characters or more: "contains",
 * through the trigram index. Fewer have no trigrams, so they match only the start (the name),
 * through the prefix index, and stay cheap.
 */
export function searchTextPattern(term: string): string {
  return term.length >= 3 ? containsPattern(term) : `${escapeLike(term)}%`
}

/** A folded term shaped like a resource code (`can-2026-0123`), and its number. */
const CODE_TERM = /^[a-z]+-\d{4}-(\d{3,})$/

/**
 * The condition "`column` (a folded `search_text`) matches the search term" (already folded),
 * with the pattern of searchTextPattern. A term shaped like a code is looked up in the trigram
 * index by its number alone: the trigrams of the prefix and the year are in every code of the
 * tenant, and the index read all of their entries, more with each candidate (2.9 ms at 100,000
 * rows against 0.3 ms for the number, measured on PostgreSQL 15). The whole term stays the
 * condition, checked on the rows the number finds and written so that the index does not take
 * it up (`column || ''`): the rows are the same.
 */
export function searchTextMatches(column: string, term: string): RawBuilder<SqlBool> {
  const pattern = searchTextPattern(term)
  const code = CODE_TERM.exec(term)
  if (!code) return sql<SqlBool>`${sql.ref(column)} like ${pattern}`
  return sql<SqlBool>`(${sql.ref(column)} like ${containsPattern(code[1]!)} and ${sql.ref(column)} || '' like ${pattern})`
}
