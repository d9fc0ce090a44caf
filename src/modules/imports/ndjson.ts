import { Type } from 'typebox'
import { ValidationFailed } from '../../platform/errors.ts'
import { JsonNotReadable, parseJson } from '../../platform/input-guard.ts'
import { bodyValidator } from '../../platform/validation.ts'
import { IMPORT_KINDS, LIST_OF_KIND, type ImportKind, type ImportPayload } from './import-records.schemas.ts'
import type { ImportRecordError } from './import-report.ts'

export const NDJSON = 'application/x-ndjson'

/** An NDJSON import once read: the records by kind, and the lines that were not records. */
export class NdjsonImport {
  constructor(
    readonly payload: ImportPayload,
    readonly rejectedLines: ImportRecordError[],
  ) {}
}

const checkOptions = bodyValidator<{ default_source?: string }>(
  Type.Object({ default_source: Type.Optional(Type.String({ pattern: '^[a-z0-9_]{1,64}$' })) }, { additionalProperties: false }),
)

const isKind = (value: unknown): value is ImportKind => (IMPORT_KINDS as readonly unknown[]).includes(value)

/**
 * Reads an NDJSON import line by line. A line that is not a JSON object naming a known kind is
 * an error of that line, not of the request, so that one broken line in a large export does not
 * refuse the rest. The options line is the one exception: a wrong default source would misfile
 * every candidate, so it refuses the request (422) as it does in a JSON body.
 */
export function parseNdjson(text: string): NdjsonImport {
  const payload: ImportPayload = {}
  const lists = payload as Record<string, unknown[]>
  const rejected: ImportRecordError[] = []
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim()
    if (line === '') return
    const reject = (message: string) => rejected.push({ kind: 'line', index: i + 1, external_id: null, message })
    let value: unknown
    try {
      value = parseJson(line)
    } catch (error) {
      return reject(
        error instanceof JsonNotReadable && error.type === 'json_too_deep'
          ? `Line ${i + 1}: ${error.detail}`
          : `Line ${i + 1} is not valid JSON`,
      )
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return reject(`Line ${i + 1} is not a JSON object`)
    const { kind, ...record } = value as Record<string, unknown>
    if (kind === 'options') {
      try {
        payload.default_source = checkOptions(record).default_source
      } catch (error) {
        if (error instanceof ValidationFailed) {
          throw new ValidationFailed(error.issues.map((issue) => ({ ...issue, loc: ['body', i + 1, ...issue.loc.slice(1)] })))
        }
        throw error
      }
      return
    }
    if (!isKind(kind)) return reject(`Line ${i + 1} needs a kind member: options, ${IMPORT_KINDS.join(', ')}`)
    ;(lists[LIST_OF_KIND[kind]] ??= []).push(record)
  })
  return new NdjsonImport(payload, rejected)
}
