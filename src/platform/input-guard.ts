import secureJson from 'secure-json-parse'
import { ValidationFailed, type ValidationIssue } from './errors.ts'

/**
 * Checks that hold for every value a client sends, whatever the route: the ones a schema cannot
 * say and the database would otherwise answer with an error of its own (a 500 to the client).
 *
 * - PostgreSQL text cannot hold U+0000 (`invalid byte sequence for encoding "UTF8": 0x00`).
 * - A lone UTF-16 surrogate (`"\ud800"` in JSON) has no UTF-8 form: `json`/`text` refuse it.
 * - JSON nested without end makes every recursive reader (ajv, a clone, our own walkers) run out
 *   of stack; the depth is bounded before anything parses it.
 */
export const MAX_JSON_DEPTH = 32

const NUL = '\u0000'
// With the `u` flag a well-formed pair is one code point, so only an unpaired half matches.
const LONE_SURROGATE = /\p{Cs}/u

function textProblem(text: string): ValidationIssue['type'] | null {
  if (text.includes(NUL)) return 'string_nul'
  if (LONE_SURROGATE.test(text)) return 'string_unicode'
  return null
}

const MESSAGES: Record<string, string> = {
  string_nul: 'Input should not contain NUL (\\u0000) characters',
  string_unicode: 'Input should be valid Unicode text (it holds an unpaired surrogate)',
}

/**
 * Every string in `value` (object keys included) checked as text the database can store; the
 * issues name where each bad one is. Iterative, so its own depth is never the problem.
 */
export function textIssues(value: unknown, where: (string | number)[]): ValidationIssue[] {
  const issues: ValidationIssue[] = []
  const stack: { value: unknown; loc: (string | number)[] }[] = [{ value, loc: where }]
  while (stack.length > 0 && issues.length < 20) {
    const { value: current, loc } = stack.pop()!
    if (typeof current === 'string') {
      const type = textProblem(current)
      if (type) issues.push({ loc, msg: MESSAGES[type]!, type })
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push({ value: item, loc: [...loc, i] }))
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const type = textProblem(key)
        // eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
        if (type) issues.push({ loc: [...loc, key.replace(/[\u0000\ud800-\udfff]/g, '\ufffd')], msg: MESSAGES[type]!, type })
        else stack.push({ value: item, loc: [...loc, key] })
      }
    }
  }
  return issues
}

/** Throws 422 when `value` holds text the database cannot store. */
export function assertStorableText(value: unknown, where: (string | number)[]): void {
  const issues = textIssues(value, where)
  if (issues.length > 0) throw new ValidationFailed(issues)
}

/**
 * How deep the JSON text nests, counted on the text itself (brackets outside strings), stopping
 * as soon as it passes `limit`: the answer is known before a parser walks the value.
 */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c /* \ */) i++
      else if (c === 0x22 /* " */) inString = false
    } else if (c === 0x22) {
      inString = true
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > limit) return true
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      depth--
    }
  }
  return false
}

/** Thrown by `parseJson`; the error handler maps it to 422 like any body that is not JSON. */
export class JsonNotReadable extends Error {
  constructor(
    readonly detail: string,
    readonly type: 'json_invalid' | 'json_too_deep',
  ) {
    super(detail)
  }
}

/**
 * The one way the API reads JSON text: bounded nesting first, then a parse that drops
 * `__proto__` and `constructor` keys, so that no payload can reach an object's prototype.
 */
export function parseJson(text: string): unknown {
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new JsonNotReadable(`JSON nests deeper than ${MAX_JSON_DEPTH} levels`, 'json_too_deep')
  }
  try {
    return secureJson.parse(text, undefined, { protoAction: 'remove', constructorAction: 'remove' })
  } catch {
    throw new JsonNotReadable('Body is not valid JSON', 'json_invalid')
  }
}
