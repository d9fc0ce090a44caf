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
