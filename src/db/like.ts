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

/** A folded term shaped like a resource code (`can-2026-0123`, or its start: `can-2026-01`). */
const CODE_TERM = /^[a-z]+-\d{4}-\d{3,}$/

/** The columns a search reads: the folded `search_text` and the record's code. */
export interface SearchColumns {
  text: string
  code: string
}

/**
 * The condition "the record matches the search term" (already folded), with the pattern of
 * searchTextPattern over `search_text`, except for a term shaped like a code: that one finds
 * the records whose code starts with it, through the (tenant, code) index built in byte order
 * for it (migration 0023). Through the trigram index instead, it cost more with every record
 * added: the trigrams of the prefix and year are in every code of the tenant, and those of the
 * number in any phone, code or address holding the same digits (1,268 rows read for one match
 * in the soak's table of 95,000 candidates, 0.85 ms, against 0.01 ms from the codes; PostgreSQL
 * 15). A code inside an e-mail or a name is not looked for: nobody writes one there.
 */
export function searchMatches(columns: SearchColumns, term: string): RawBuilder<SqlBool> {
  if (CODE_TERM.test(term)) return sql<SqlBool>`${sql.ref(columns.code)} collate "C" like ${`${escapeLike(term.toUpperCase())}%`}`
  return sql<SqlBool>`${sql.ref(columns.text)} like ${searchTextPattern(term)}`
}
