/**
 * Errors that say the file asked for more than a reader has (a stack blown by deep nesting, an
 * allocation refused) rather than that it is malformed. Parsers catch and rewrap them, so the
 * message is all that is left to tell.
 */
const EXHAUSTION =
  /maximum call stack size exceeded|invalid (string|array|typed array) length|array buffer allocation failed|out of memory/i

export function isResourceExhaustion(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return EXHAUSTION.test(message)
}
